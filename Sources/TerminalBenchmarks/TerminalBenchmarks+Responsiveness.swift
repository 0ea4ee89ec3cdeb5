import Foundation
import Terrarium
import TerrariumTerminal

// The report's responsiveness section: latency, CPU, start-up.

extension TerminalBenchmarks {
    /// Prints the responsiveness section: every table, or with `inProcessOnly` only the
    /// in-process phases (no child processes; what to run while profiling the frame path).
    @MainActor
    static func responsivenessReport(_ options: ResponsivenessBenchmark.Options, inProcessOnly: Bool = false) {
        if inProcessOnly {
            inProcessReport(options)
            return
        }
        latencyReport(options)
        print("")
        foreignWorkReport(options)
        print("")
        inProcessReport(options)
        print("")
        textFieldReport(options)
        print("")
        cpuReport(options)
        print("")
        startupReport(options)
        print("")
        fileBrowserReport(options)
    }

    private typealias Benchmark = ResponsivenessBenchmark

    /// Prints text-field typing latency: each key typed into a first-responder field that
    /// starts empty or holds 10,000 characters, on a pseudo-terminal and in process.
    @MainActor
    static func textFieldReport(_ options: ResponsivenessBenchmark.Options) {
        print(
            """
            Text field typing — keys typed into a first-responder UITextField (empty at the start, or holding 10,000
            characters with CJK and accents, typing at its end); \(options.samples) keys per row, as above.

            """)
        var rows: [[String]] = [
            [
                "field, screen", "pty median µs", "pty p95 µs", "pty p99 µs", "in-process median µs",
                "in-process p99 µs", "wrong",
            ]
        ]
        for size in options.sizes {
            for kind in [ResponsivenessApp.Kind.textField, .longTextField] {
                let name = "\(kind.title), \(size)"
                do {
                    let latency = try Benchmark.keypressLatency(kind: kind, size: size, samples: options.samples)
                    let local = try Benchmark.inProcess(kind: kind, size: size, samples: options.samples)
                    rows.append([
                        name, fixed(latency.microseconds.median, 0), fixed(latency.microseconds.p95, 0),
                        fixed(latency.microseconds.p99, 0), fixed(local.total.median, 1), fixed(local.total.p99, 1),
                        String(latency.mismatches + local.mismatches),
                    ])
                } catch {
                    rows.append([name, "failed: \(error)", "", "", "", "", ""])
                }
            }
        }
        print(table(rows))
    }

    private static func latencyReport(_ options: ResponsivenessBenchmark.Options) {
        let (samples, warmUp, pause) = (options.samples, Benchmark.warmUp, Benchmark.pauseBetweenKeys / 1000)
        print(
            """
            Responsiveness — the app in a child process on a pseudo-terminal (truecolour); this process is the terminal

            Keypress to frame: a key's byte written on the terminal side, timed until the read that returns the end
            of the frame showing it (CSI ?2026l); \(samples) keys per row after \(warmUp) warm-up keys, \(pause) ms apart,
            so that the app is asleep in its run loop when each arrives.

            """)
        latencyTable("app, screen", kinds: [.label, .everyCell], options: options) { kind, size in
            try Benchmark.keypressLatency(kind: kind, size: size, samples: options.samples)
        }
        print("(wrong: frames that did not contain the key typed; 0 means each frame read was the key's)")
    }

    /// Prints the latency of work other threads hand the main thread, beside a key's.
    static func foreignWorkReport(_ options: ResponsivenessBenchmark.Options) {
        print(
            """
            Work from other threads to frame: another thread of the app enqueues a change of one label every 20 ms
            and notes the monotonic time just before; timed until the read that returns the end of the frame showing
            it. The main thread sleeps in RunLoop.main between samples. \(options.samples) samples per row.

            """)
        latencyTable("work, screen", kinds: [.mainQueue, .mainActorTask], options: options) { kind, size in
            try Benchmark.foreignWorkLatency(kind: kind, size: size, samples: options.samples)
        }
        print("(wrong: frames whose label was not the sample's the app noted last)")
    }

    /// Prints one row of latency figures per app and screen size.
    private static func latencyTable(
        _ heading: String, kinds: [ResponsivenessApp.Kind], options: ResponsivenessBenchmark.Options,
        measure: (ResponsivenessApp.Kind, TerminalSize) throws -> ResponsivenessBenchmark.LatencyResult
    ) {
        var rows = [[heading, "median µs", "p95 µs", "p99 µs", "max µs", "min µs", "frame bytes", "wrong"]]
        for size in options.sizes {
            for kind in kinds {
                let name = "\(kind.title), \(size)"
                do {
                    let result = try measure(kind, size)
                    let times = result.microseconds
                    rows.append(
                        [name] + [times.median, times.p95, times.p99, times.max, times.min].map { fixed($0, 0) } + [
                            grouped(Int(result.frameBytes.median)), String(result.mismatches),
                        ])
                } catch {
                    rows.append([name, "failed: \(error)"] + Array(repeating: "", count: 6))
                }
            }
        }
        print(table(rows))
    }

    @MainActor
    private static func inProcessReport(_ options: ResponsivenessBenchmark.Options) {
        print(
            """
            In process: the same app, the driver reading a pipe and writing a pipe; two driver iterations per key
            (µs, median / p95). input: poll, read, decode, dispatch to pressesBegan; compose: layout, draw and the
            window's canvas; render: ANSIRenderer.render; write: write(2) to the pipe.

            """)
        var rows = [["app, screen", "input", "compose", "render", "write", "total", "total p95", "wrong"]]
        for size in options.sizes {
            for kind in [ResponsivenessApp.Kind.label, .everyCell] {
                let name = "\(kind.title), \(size)"
                do {
                    let result = try Benchmark.inProcess(kind: kind, size: size, samples: options.samples)
                    func pair(_ distribution: Distribution) -> String {
                        "\(fixed(distribution.median, 1)) / \(fixed(distribution.p95, 1))"
                    }
                    rows.append([
                        name, pair(result.input), pair(result.composition), pair(result.render), pair(result.write),
                        fixed(result.total.median, 1), fixed(result.total.p95, 1), String(result.mismatches),
                    ])
                } catch {
                    rows.append([name, "failed: \(error)", "", "", "", "", "", ""])
                }
            }
        }
        print(table(rows))
    }

    private static func cpuReport(_ options: ResponsivenessBenchmark.Options) {
        let (seconds, ticks) = (fixed(options.idleSeconds, 1), Int(ProcessStat.ticksPerSecond))
        print(
            """
            CPU over \(seconds) s of wall time, after the first frame and 0.7 s to settle. ticks: utime + stime from
            /proc/<pid>/stat (\(ticks) per second); sched: the threads' run time from schedstat (ns); wake-ups:
            context switches per second. Goal when idle: 0%.

            """)
        var rows = [["app, screen", "CPU % (ticks)", "CPU % (sched)", "ticks", "wake-ups/s", "frames/s", "KB/s"]]
        for size in options.sizes {
            for kind in [ResponsivenessApp.Kind.label, .animation] {
                let name = "\(kind == .label ? "idle" : "animation, 60 fps cap"), \(size)"
                do {
                    let result = try Benchmark.cpuUse(kind: kind, size: size, seconds: options.idleSeconds)
                    rows.append([
                        name, fixed(result.tickPercent, 2), result.schedulerPercent.map { fixed($0, 3) } ?? "–",
                        String(result.ticks),
                        result.contextSwitches.map { fixed(Double($0) / result.seconds, 1) } ?? "–",
                        fixed(Double(result.frames) / result.seconds, 1),
                        fixed(Double(result.bytes) / result.seconds / 1000, 1),
                    ])
                } catch {
                    rows.append([name, "failed: \(error)", "", "", "", "", ""])
                }
            }
        }
        print(table(rows))
    }

    private static func startupReport(_ options: ResponsivenessBenchmark.Options) {
        let startupSize = options.sizes[0]
        print(
            """
            Start-up to first frame, \(startupSize): from just before posix_spawn to the read that returns the end
            of the first frame; \(options.launches) launches after one warm-up (bytes: the modes and the frame).

            """)
        var rows = [["app", "median ms", "p95 ms", "min ms", "max ms", "bytes"]]
        var apps: [(String, String, [String])] = [
            ("smoke app (TerminalBenchmarks --smoke)", PseudoTerminalChild.ownExecutable, ["--smoke"])
        ]
        if let demo = options.demo {
            // The file browser on big folders has its own section (fileBrowserReport).
            apps.append(("demo (terrarium)", demo, []))
        }
        // The fixture Xcode app made a package by `terrarium-port app` (Examples/Cards): its
        // scene delegate, storyboard and navigation controller, as a ported app launches.
        let cards = URL(fileURLWithPath: PseudoTerminalChild.ownExecutable).deletingLastPathComponent()
            .appendingPathComponent("Cards").path
        if FileManager.default.isExecutableFile(atPath: cards) {
            apps.append(("ported app (Cards, terrarium-port app)", cards, []))
        }
        for (name, executable, arguments) in apps {
            do {
                let result = try Benchmark.startup(
                    executable: executable, arguments: arguments, size: startupSize, launches: options.launches)
                let times = result.milliseconds
                rows.append([
                    name, fixed(times.median, 1), fixed(times.p95, 1), fixed(times.min, 1), fixed(times.max, 1),
                    grouped(result.firstFrameBytes),
                ])
            } catch {
                rows.append([name, "failed: \(error)", "", "", "", ""])
            }
        }
        print(table(rows))
        if options.demo == nil {
            print("(demo: not found beside this executable; build the terrarium product or pass --demo PATH)")
        }
        print(
            """

            For scale, Textual 8.2.8 measured on this machine (perf-anchors): refresh() to frame written ~10–11 ms
            (its 60 fps pacing); spawn to first frame 428 ms (one Static) and 613 ms (a typical app).
            """)
    }
}
