import Foundation
import Terrarium
import TerrariumTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// Keypress-to-frame latency, CPU while idle and while animating, and start-up to the first
/// frame, each measured on a real pseudo-terminal with the app in a child process (this
/// benchmark's own executable in `--responsiveness-app` mode, the smoke app, the demo), plus
/// the in-process share of the latency with the driver on pipes, split into phases.
enum ResponsivenessBenchmark {
    struct Options {
        var samples = 200
        var idleSeconds = 5.0
        var launches = 20
        var demo: String?
        var sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 60)]
    }

    /// Keys typed in turn; consecutive keys differ, so each one changes the screen.
    static let keys = Array("abcdefghijklmnopqrstuvwxyz".utf8)
    /// Keys typed and discarded before timing starts.
    static let warmUp = 20
    /// The pause after each frame, so that each key finds the app asleep in its run loop, as a
    /// person's keystrokes do.
    static let pauseBetweenKeys: useconds_t = 5_000

    // MARK: Through a pseudo-terminal

    struct LatencyResult {
        var microseconds: Distribution
        var frameBytes: Distribution
        /// Frames that did not contain the key typed: the frame read was not the key's.
        var mismatches: Int
    }

    /// Types keys into the app's terminal, each timed from the `write(2)` of its byte to the
    /// `read(2)` that returns the end of the frame showing it.
    static func keypressLatency(kind: ResponsivenessApp.Kind, size: TerminalSize, samples: Int) throws
        -> LatencyResult
    {
        let child = try launchApp(kind: kind, size: size)
        var times: [Double] = []
        var sizes: [Double] = []
        var mismatches = 0
        for index in 0..<(warmUp + samples) {
            let key = keys[index % keys.count]
            child.drain()
            var scanner = FrameScanner()
            let start = Platform.monotonicSeconds()
            try child.type([key])
            guard let frame = child.readFrames(scanner: &scanner, timeout: 5) else {
                throw BenchmarkError("no frame within 5 s of typing a key (\(kind.rawValue), \(size))")
            }
            if index >= warmUp {
                times.append((frame.time - start) * 1e6)
                sizes.append(Double(frame.bytes.count))
                if !frame.bytes.contains(key) { mismatches += 1 }
            }
            usleep(pauseBetweenKeys)
        }
        return LatencyResult(
            microseconds: Distribution(times), frameBytes: Distribution(sizes), mismatches: mismatches)
    }

    /// Times each change another thread hands the main thread (`main-queue`, `main-actor-task`):
    /// from the monotonic time the app's other thread noted just before enqueueing it to the
    /// `read(2)` that returns the end of the frame showing it. Samples come 20 ms apart, so
    /// each finds the app asleep in its run loop.
    static func foreignWorkLatency(kind: ResponsivenessApp.Kind, size: TerminalSize, samples: Int) throws
        -> LatencyResult
    {
        let stamps = FileManager.default.temporaryDirectory.appendingPathComponent(
            "terrarium-stamps-\(getpid())-\(kind.rawValue)").path
        defer { unlink(stamps) }
        var environment = PseudoTerminalChild.environment
        environment.append("TERRARIUM_BENCH_STAMPS=\(stamps)")
        let child = try PseudoTerminalChild(
            executable: PseudoTerminalChild.ownExecutable, arguments: ["--responsiveness-app", kind.rawValue],
            environment: environment, columns: size.columns, rows: size.rows)
        defer { child.terminate() }
        var times: [Double] = []
        var sizes: [Double] = []
        var mismatches = 0
        var lastSample = -1
        while times.count < samples {
            var scanner = FrameScanner()
            guard let frame = child.readFrames(scanner: &scanner, timeout: 5) else {
                throw BenchmarkError("no frame within 5 s (\(kind.rawValue), \(size))")
            }
            guard let contents = try? String(contentsOfFile: stamps, encoding: .utf8) else { continue }
            let fields = contents.split(whereSeparator: { $0 == " " || $0 == "\n" })
            guard fields.count >= 2, let sample = Int(fields[0]), let stamp = Double(fields[1]) else { continue }
            // The first frames (start-up, appearance) and any frame not made by a new sample.
            guard sample != lastSample, sample >= warmUp else { continue }
            lastSample = sample
            times.append((frame.time - stamp) * 1e6)
            sizes.append(Double(frame.bytes.count))
            let letter = ResponsivenessApp.ForeignWork.letters[sample % 26]
            if !frame.bytes.contains(Array(String(repeating: letter, count: 20).utf8)) { mismatches += 1 }
        }
        return LatencyResult(
            microseconds: Distribution(times), frameBytes: Distribution(sizes), mismatches: mismatches)
    }

    struct CPUResult {
        var seconds: Double
        var ticks: Int
        var nanoseconds: UInt64?
        var contextSwitches: Int?
        var frames: Int
        var bytes: Int

        /// CPU time over wall time from `stat`'s ticks, in percent.
        var tickPercent: Double { Double(ticks) / ProcessStat.ticksPerSecond / seconds * 100 }
        /// The same from the scheduler's nanoseconds.
        var schedulerPercent: Double? { nanoseconds.map { Double($0) / 1e9 / seconds * 100 } }
    }

    /// The app's CPU time over `seconds` of wall time once it has drawn and settled, while
    /// the benchmark reads (and counts) whatever it draws.
    static func cpuUse(kind: ResponsivenessApp.Kind, size: TerminalSize, seconds: Double) throws -> CPUResult {
        let child = try launchApp(kind: kind, size: size)
        readFor(child, seconds: 0.5)
        guard let ticks = child.cpuTicks() else { throw BenchmarkError("cannot read /proc/\(child.pid)/stat") }
        let nanoseconds = child.cpuNanoseconds()
        let switches = child.contextSwitches()
        let start = Platform.monotonicSeconds()
        let (frames, bytes) = readFor(child, seconds: seconds)
        let end = Platform.monotonicSeconds()
        guard let ticksAfter = child.cpuTicks() else { throw BenchmarkError("the app exited (\(kind.rawValue))") }
        let nanosecondsAfter = child.cpuNanoseconds()
        let switchesAfter = child.contextSwitches()
        return CPUResult(
            seconds: end - start, ticks: ticksAfter - ticks,
            nanoseconds: nanoseconds.flatMap { before in nanosecondsAfter.map { $0 - before } },
            contextSwitches: switches.flatMap { before in switchesAfter.map { $0 - before } },
            frames: frames, bytes: bytes)
    }

    struct StartupResult {
        var milliseconds: Distribution
        var firstFrameBytes: Int
    }

    /// Launches a program `launches` times (after one launch that warms the page cache), each
    /// timed from just before `posix_spawn` to the read that returns the end of its first
    /// frame; the program is then ended with SIGTERM.
    static func startup(executable: String, arguments: [String], size: TerminalSize, launches: Int) throws
        -> StartupResult
    {
        var times: [Double] = []
        var bytes = 0
        for index in 0...launches {
            let child = try PseudoTerminalChild(
                executable: executable, arguments: arguments, environment: PseudoTerminalChild.environment,
                columns: size.columns, rows: size.rows)
            var scanner = FrameScanner()
            guard let frame = child.readFrames(scanner: &scanner, timeout: 10) else {
                throw BenchmarkError("\(executable) drew no frame within 10 s")
            }
            if index > 0 {
                times.append((frame.time - child.spawnTime) * 1000)
                bytes = frame.bytes.count
            }
            child.terminate()
        }
        return StartupResult(milliseconds: Distribution(times), firstFrameBytes: bytes)
    }

    /// Starts the benchmark app on a pseudo-terminal and waits for its first frame.
    private static func launchApp(kind: ResponsivenessApp.Kind, size: TerminalSize) throws -> PseudoTerminalChild {
        let child = try PseudoTerminalChild(
            executable: PseudoTerminalChild.ownExecutable, arguments: ["--responsiveness-app", kind.rawValue],
            environment: PseudoTerminalChild.environment, columns: size.columns, rows: size.rows)
        var scanner = FrameScanner()
        guard child.readFrames(scanner: &scanner, timeout: 10) != nil else {
            throw BenchmarkError("the app drew no frame within 10 s (\(kind.rawValue), \(size))")
        }
        // The appearance callbacks finish in the turns after the first frame.
        readFor(child, seconds: 0.2)
        return child
    }

    /// Reads the child's output for `seconds`.
    ///
    /// - Returns: The frames ended and bytes read meanwhile.
    @discardableResult
    private static func readFor(_ child: PseudoTerminalChild, seconds: Double) -> (frames: Int, bytes: Int) {
        let end = Platform.monotonicSeconds() + seconds
        var scanner = FrameScanner()
        var frames = 0
        var bytes = 0
        while true {
            let left = end - Platform.monotonicSeconds()
            guard left > 0, let chunk = child.read(timeout: left) else { break }
            frames += scanner.feed(chunk)
            bytes += chunk.count
        }
        return (frames, bytes)
    }

    // MARK: In process

    struct InProcessResult {
        /// Poll, read, decode and dispatch (to `pressesBegan`), and the main-loop turn before them.
        var input: Distribution
        /// The turn that draws: settling, layout, each changed view's `draw(_:)`, and the
        /// window's composition of the canvas.
        var composition: Distribution
        /// `ANSIRenderer.render`: diff and encoding.
        var render: Distribution
        /// One `write(2)` of the frame to a pipe.
        var write: Distribution
        /// From the key's bytes in the input pipe to the frame written, all of the above.
        var total: Distribution
        var mismatches: Int
    }

    /// The same app with the driver reading a pipe and writing another: what the process
    /// spends on a key, without the terminal and the scheduler.
    ///
    /// Each sample writes a key's byte to the input pipe, then times two driver iterations:
    /// the first reads, decodes and dispatches it, the second draws and writes the frame. A
    /// presenter wrapped around the driver's and the driver's write closure mark the phases.
    @MainActor
    static func inProcess(kind: ResponsivenessApp.Kind, size: TerminalSize, samples: Int) throws -> InProcessResult {
        var inputEnds: [Int32] = [-1, -1]
        var outputEnds: [Int32] = [-1, -1]
        guard pipe(&inputEnds) == 0, pipe(&outputEnds) == 0 else { throw BenchmarkError("pipe: errno \(errno)") }
        defer { for descriptor in inputEnds + outputEnds { close(descriptor) } }
        // F_SETPIPE_SZ (Linux; the Glibc module leaves it out): room for the largest frame, so
        // that a write never waits for the reader.
        _ = fcntl(outputEnds[1], 1031, 1 << 20)
        _ = fcntl(outputEnds[0], F_SETFL, fcntl(outputEnds[0], F_GETFL) | O_NONBLOCK)

        let marks = PhaseMarks()
        let session = TerminalSession.Configuration(
            inputDescriptor: inputEnds[0], outputDescriptor: outputEnds[1], modes: [], entersRawMode: false,
            handlesSignals: false, requiresTerminal: false)
        var configuration = TerminalDriver.Configuration(
            session: session, environment: Platform.Environment([.term: "xterm-256color", .colorTerm: "truecolor"]))
        configuration.windowSize = { size }
        let output = outputEnds[1]
        configuration.write = { bytes in
            marks.writeBegan = Platform.monotonicSeconds()
            try writeAll(bytes, to: output)
            marks.writeEnded = Platform.monotonicSeconds()
        }
        let driver = TerminalDriver(window: UIWindow(frame: .zero), configuration: configuration)
        try driver.start()
        let presenter = TimingPresenter(wrapping: driver.window.canvasPresenter!, marks: marks)
        driver.window.canvasPresenter = presenter
        driver.window.rootViewController = ResponsivenessApp.Controller(kind: kind)
        driver.window.makeKeyAndVisible()
        defer {
            driver.finish()
            driver.window.canvasPresenter = nil
            driver.window.rootViewController = nil
            driver.window.isHidden = true
        }
        for _ in 0..<5 { try driver.runIteration(maxWait: 0) }
        drainPipe(outputEnds[0])

        var input: [Double] = []
        var composition: [Double] = []
        var render: [Double] = []
        var write: [Double] = []
        var total: [Double] = []
        var mismatches = 0
        for index in 0..<(warmUp + samples) {
            let key = keys[index % keys.count]
            try writeAll([key], to: inputEnds[1])
            marks.reset()
            let start = Platform.monotonicSeconds()
            try driver.runIteration(maxWait: 0)
            let dispatched = Platform.monotonicSeconds()
            try driver.runIteration(maxWait: 0)
            let end = Platform.monotonicSeconds()
            let frame = drainPipe(outputEnds[0])
            guard marks.presentBegan > dispatched, marks.writeEnded > 0 else {
                throw BenchmarkError("no frame in the iteration after a key (in process, \(kind.rawValue), \(size))")
            }
            guard index >= warmUp else { continue }
            input.append((dispatched - start) * 1e6)
            composition.append((marks.presentBegan - dispatched) * 1e6)
            render.append((marks.writeBegan - marks.presentBegan) * 1e6)
            write.append((marks.writeEnded - marks.writeBegan) * 1e6)
            total.append((end - start) * 1e6)
            if !frame.contains(key) { mismatches += 1 }
        }
        return InProcessResult(
            input: Distribution(input), composition: Distribution(composition), render: Distribution(render),
            write: Distribution(write), total: Distribution(total), mismatches: mismatches)
    }

    /// Times marked during a driver iteration.
    @MainActor
    private final class PhaseMarks {
        var presentBegan: Double = 0
        var writeBegan: Double = 0
        var writeEnded: Double = 0

        func reset() {
            presentBegan = 0
            writeBegan = 0
            writeEnded = 0
        }
    }

    /// Marks when the window hands over its composed canvas, then passes it on to the
    /// driver's presenter, which renders and writes it.
    @MainActor
    private final class TimingPresenter: CanvasPresenting {
        let inner: any CanvasPresenting
        let marks: PhaseMarks

        init(wrapping inner: any CanvasPresenting, marks: PhaseMarks) {
            self.inner = inner
            self.marks = marks
        }

        func present(_ canvas: Canvas, of window: UIWindow) {
            marks.presentBegan = Platform.monotonicSeconds()
            inner.present(canvas, of: window)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 || errno == EINTR else { throw BenchmarkError("write: errno \(errno)") }
            offset += max(0, written)
        }
    }

    @discardableResult
    private static func drainPipe(_ descriptor: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return result }
            result += buffer[..<count]
        }
    }
}

/// The median, 95th and 99th percentiles and extremes of a set of measurements.
struct Distribution {
    var count: Int
    var median: Double
    var p95: Double
    var p99: Double
    var min: Double
    var max: Double

    /// Summarises `values`; all zero when there are none.
    init(_ values: [Double]) {
        let sorted = values.sorted()
        count = sorted.count
        guard !sorted.isEmpty else {
            median = 0
            p95 = 0
            p99 = 0
            min = 0
            max = 0
            return
        }
        median = Self.percentile(50, of: sorted)
        p95 = Self.percentile(95, of: sorted)
        p99 = Self.percentile(99, of: sorted)
        min = sorted[0]
        max = sorted[sorted.count - 1]
    }

    /// The nearest-rank percentile: the smallest value at or above `percent` of the values.
    static func percentile(_ percent: Double, of sorted: [Double]) -> Double {
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(sorted.count - 1, Swift.max(0, rank - 1))]
    }
}
