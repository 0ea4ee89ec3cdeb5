import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A tmux session running a command in a pane of a given size, driven with `send-keys` and
/// read with `capture-pane`: how a person uses the program, minus the person.
struct TmuxSession {
    let name: String
    let socket: String

    static var isAvailable: Bool {
        (try? run(["tmux", "-V"]))?.status == 0
    }

    /// The directory the test runner and the package's executables were built into.
    static var binaryDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    init(command: String, width: Int, height: Int) throws {
        name = "terrarium-e2e-\(UUID().uuidString.prefix(8))"
        socket = "terrarium-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        // The tmux server this starts outlives the call: it must not inherit a pipe we read to its end.
        let result = try Self.run(
            [
                "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", String(width), "-y",
                String(height), command,
            ], capturingOutput: false)
        guard result.status == 0 else { throw TmuxError.failed("new-session: \(result.output)") }
    }

    func send(_ keys: String...) throws {
        try Self.run(["tmux", "-L", socket, "send-keys", "-t", name] + keys, capturingOutput: false)
    }

    /// Writes `text` to the program's input as it is, escape sequences included: how a test
    /// clicks (SGR mouse reports) or pastes (bracketed paste).
    func sendLiteral(_ text: String) throws {
        try Self.run(["tmux", "-L", socket, "send-keys", "-t", name, "-l", text], capturingOutput: false)
    }

    /// Clicks (a left-button press and release, as SGR mouse reports) on the first cell of
    /// the first `label` in `screen`.
    func click(on label: String, in screen: [String]) throws {
        guard let row = screen.firstIndex(where: { $0.contains(label) }),
            let range = screen[row].range(of: label)
        else { throw TmuxError.failed("\(label) is not on screen") }
        let column = screen[row].distance(from: screen[row].startIndex, to: range.lowerBound)
        try sendLiteral("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    /// The process id of the pane's shell, the parent of the command's programs.
    func panePID() throws -> String {
        try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).output.trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    func resize(width: Int, height: Int) throws {
        try Self.run(
            ["tmux", "-L", socket, "resize-window", "-t", name, "-x", String(width), "-y", String(height)],
            capturingOutput: false)
    }

    /// The pane's rows, trailing spaces removed.
    func screen() throws -> [String] {
        let output = try tmux(["capture-pane", "-p", "-t", name]).output
        return output.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// Waits until the screen satisfies `condition`, or fails after `timeout` seconds with the last screen.
    @discardableResult
    func waitFor(
        _ what: String, timeout: TimeInterval = 15, _ condition: ([String]) -> Bool
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw TmuxError.timedOut(what, screen: last.joined(separator: "\n"))
    }

    @discardableResult
    func waitFor(text: String, timeout: TimeInterval = 15) throws -> [String] {
        try waitFor("\"\(text)\" on screen", timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// The screen once two captures 0.3 s apart agree: animations have finished.
    ///
    /// UIKit ignores input during a transition and a pushed or revealed list takes the
    /// keyboard focus only when it ends (in `viewDidAppear`), so a key sent on a screen
    /// that merely looks final can be lost; wait for this first.
    @discardableResult
    func settledScreen() throws -> [String] {
        var previous = try screen()
        for _ in 0..<50 {
            Thread.sleep(forTimeInterval: 0.3)
            let current = try screen()
            if current == previous { return current }
            previous = current
        }
        return previous
    }

    func kill() {
        _ = try? Self.run(["tmux", "-L", socket, "kill-server"], capturingOutput: false)
    }

    private func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try Self.run(["tmux", "-L", socket] + arguments)
    }

    /// Runs a command and waits for it, with output captured in a file rather than a pipe:
    /// the tmux server a `new-session` starts keeps the client's descriptors open.
    @discardableResult
    static func run(_ arguments: [String], capturingOutput: Bool = true) throws -> (status: Int32, output: String) {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("terrarium-e2e-out-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, capturingOutput ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else { throw TmuxError.failed("could not start \(arguments[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = capturingOutput ? ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "") : ""
        return ((status >> 8) & 0xFF, output)
    }
}

enum TmuxError: Error, CustomStringConvertible {
    case failed(String)
    case timedOut(String, screen: String)

    var description: String {
        switch self {
        case .failed(let message): "tmux failed: \(message)"
        case .timedOut(let what, let screen): "timed out waiting for \(what); the screen was:\n\(screen)"
        }
    }
}
