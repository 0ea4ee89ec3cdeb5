import Foundation
import Terrarium
@_spi(Fuzzing) import TerrariumTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// Figures for the terminal backend: bytes and time per frame for a 200×60 screen against
/// the lower bound, decoder throughput, Textual's figures beside ours when given, and the
/// decoder fuzz run.
///
///     TerminalBenchmarks [--frames N] [--repeats N] [--textual FILE.json] [--fuzz N] [--smoke]
@main
struct TerminalBenchmarks {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        func value(_ flag: String) -> String? {
            guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
            let value = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
            return value
        }
        if arguments.contains("-h") || arguments.contains("--help") {
            print(usage)
            return
        }
        // The benchmark's own apps are terminal-first: laid out in whole cells, on a screen of
        // one point a cell, so that they draw what they drew before points. The demo, timed
        // from its own process, is in points.
        MainActor.assumeIsolated { UIScreen.main.cellSize = UIScreen.onePointPerCell }
        if arguments.contains("--smoke") {
            MainActor.assumeIsolated { SmokeApp.run() }
            return
        }
        if let name = value("--responsiveness-app") {
            guard let kind = ResponsivenessApp.Kind(rawValue: name) else {
                FileHandle.standardError.write(Data("unknown app \(name)\n".utf8))
                exit(2)
            }
            MainActor.assumeIsolated { ResponsivenessApp.run(kind: kind) }
            return
        }
        if let count = value("--fuzz").flatMap(Int.init) {
            fuzz(count: count)
            return
        }
        let frames = value("--frames").flatMap(Int.init) ?? 120
        let repeats = value("--repeats").flatMap(Int.init) ?? 5
        let textual = value("--textual").flatMap(TextualFigures.load)
        let textualNote = value("--textual-note")
        let only = value("--workload")
        var options = ResponsivenessBenchmark.Options()
        if let samples = value("--samples").flatMap(Int.init) { options.samples = max(1, samples) }
        if let seconds = value("--idle-seconds").flatMap(Double.init) { options.idleSeconds = max(0.5, seconds) }
        if let launches = value("--launches").flatMap(Int.init) { options.launches = max(1, launches) }
        options.demo = value("--demo") ?? defaultDemo
        switch only {
        case "text-field":
            MainActor.assumeIsolated { textFieldReport(options) }
        case "main-queue":
            foreignWorkReport(options)
        case "file-browser":
            fileBrowserReport(options)
        case "latency", "in-process":
            MainActor.assumeIsolated { responsivenessReport(options, inProcessOnly: only == "in-process") }
        case nil:
            report(frames: frames, repeats: repeats, textual: textual, textualNote: textualNote, only: nil)
            print("")
            MainActor.assumeIsolated { responsivenessReport(options) }
        default:
            report(frames: frames, repeats: repeats, textual: textual, textualNote: textualNote, only: only)
        }
    }

    /// The demo (`terrarium`) when it was built beside this executable.
    static var defaultDemo: String? {
        let own = URL(fileURLWithPath: PseudoTerminalChild.ownExecutable)
        let demo = own.deletingLastPathComponent().appendingPathComponent("terrarium").path
        return FileManager.default.isExecutableFile(atPath: demo) ? demo : nil
    }

    static let usage = """
        USAGE: TerminalBenchmarks [--frames N] [--repeats N] [--textual FILE.json] [--workload NAME]
                                  [--samples N] [--idle-seconds S] [--launches N] [--demo PATH]
                                  [--fuzz N] [--smoke]

        Renders 200×60 workloads with ANSIRenderer (truecolour) and prints bytes and time per
        frame beside the lower bound (see LowerBound.swift), then the input decoder's
        throughput, then responsiveness on a pseudo-terminal: keypress-to-frame latency, CPU
        while idle and while animating, start-up to the first frame. Build in release mode:
        Scripts/terminal-benchmarks.sh does.

          --frames N         frames per workload (default 120)
          --repeats N        passes over the frames; the first is a warm-up (default 5)
          --textual FILE     Textual's figures (from Scripts/textual-benchmark.py) to compare
          --textual-note S   why Textual's figures are missing, printed instead
          --workload NAME    only the render workloads whose names start with NAME;
                             `latency` runs only the responsiveness figures, `in-process`
                             only their in-process phases, `text-field` only the text
                             field typing latency, `file-browser` only the browser's
                             start-up on 100, 10,000 and 100,000 entries
          --samples N        keys timed per latency row (default 200)
          --idle-seconds S   wall time of each CPU row (default 5)
          --launches N       launches per start-up row, after one warm-up (default 20)
          --demo PATH        the demo executable to time the start-up of (default: `terrarium`
                             beside this executable, if built)
          --responsiveness-app KIND
                             run the app the responsiveness figures time (label, every-cell,
                             animation, text-field, text-field-10k) in this terminal
          --fuzz N           decode N random and mutated inputs whole and split, and report
          --smoke            run a tiny app in this terminal (keys echo; q quits)
        """

    static func report(frames: Int, repeats: Int, textual: TextualFigures?, textualNote: String?, only: String?) {
        print("Terrarium terminal benchmarks — 200×60 screen, truecolour, \(frames) frames per workload")
        print("(µs: median time of ANSIRenderer.render per frame, diff and encoding; bytes: per frame;")
        print(" bound: the lower bound of LowerBound.swift; ratio: our bytes over the bound, goal ≤ 1.10)")
        print("")
        var rows: [[String]] = [["workload", "µs/frame", "min µs", "bytes/frame", "bound", "ratio"]]
        var results: [RenderResult] = []
        for workload in Workload.all(frameCount: frames) where only.map({ workload.name.hasPrefix($0) }) ?? true {
            let result = RenderBenchmark.run(workload, colorMode: .trueColor, repeats: repeats)
            results.append(result)
            rows.append([
                result.workload, fixed(result.medianMicroseconds, 1), fixed(result.minMicroseconds, 1),
                grouped(Int(result.meanBytes.rounded())), grouped(Int(result.meanLowerBound.rounded())),
                fixed(result.ratio, 3),
            ])
        }
        print(table(rows))

        print("")
        if let textual {
            print("Beside Textual \(textual.version) (headless, counting driver; its time is Screen._on_timer_update:")
            print(" compositor, line rendering and ANSI for the frame; ours is the renderer alone)")
            print("")
            var comparison: [[String]] = [
                ["workload", "Textual ms", "ours ms", "time ×", "Textual bytes", "ours bytes", "bytes ×"]
            ]
            for result in results {
                guard let theirs = textual.workloads[result.workload] else { continue }
                comparison.append([
                    result.workload, fixed(theirs.milliseconds, 2), fixed(result.medianMicroseconds / 1000, 3),
                    fixed(theirs.milliseconds * 1000 / result.medianMicroseconds, 1),
                    grouped(Int(theirs.bytes.rounded())), grouped(Int(result.meanBytes.rounded())),
                    fixed(theirs.bytes / max(1, result.meanBytes), 1),
                ])
            }
            print(table(comparison))
            if let note = textual.note { print(note) }
        } else {
            print("Textual: \(textualNote ?? "no figures given (run Scripts/terminal-benchmarks.sh to compare)").")
        }

        print("")
        print("Input decoder throughput (reads of 4 KiB, best of 5)")
        print("")
        var decoderRows: [[String]] = [["input", "bytes", "events", "MB/s", "events/s"]]
        for result in DecoderBenchmark.run(repeats: 5) {
            decoderRows.append([
                result.name, grouped(result.bytes), grouped(result.events), fixed(result.megabytesPerSecond, 1),
                grouped(Int(result.eventsPerSecond)),
            ])
        }
        print(table(decoderRows))
    }

    static func fuzz(count: Int) {
        let start = ContinuousClock.now
        var fuzzer = InputDecoderFuzzer(seed: 20_260_101)
        let result = fuzzer.run(count: count)
        let seconds = (ContinuousClock.now - start).seconds
        print(
            "Decoder fuzz: \(grouped(count)) inputs, \(grouped(result.bytes)) bytes, \(grouped(result.events)) events, "
                + "each decoded whole and split at random boundaries, in \(fixed(seconds, 2)) s: "
                + (result.failures.isEmpty
                    ? "no crash, no stall, no difference." : "\(result.failures.count) differences"))
        for failure in result.failures { print("  \(failure)") }
        if !result.failures.isEmpty { exit(1) }
    }

    // MARK: Formatting

    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    static func table(_ rows: [[String]]) -> String {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max()! }
        return rows.enumerated().map { index, row in
            let line = row.enumerated().map { column, cell in
                column == 0
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
            return index == 0 ? line + "\n" + String(repeating: "-", count: line.count) : line
        }.joined(separator: "\n")
    }
}

/// Textual's figures, as Scripts/textual-benchmark.py writes them.
struct TextualFigures: Decodable {
    struct Workload: Decodable {
        var milliseconds: Double
        var bytes: Double
    }

    var version: String
    var workloads: [String: Workload]
    var note: String?

    static func load(_ path: String) -> TextualFigures? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(TextualFigures.self, from: data)
    }
}
