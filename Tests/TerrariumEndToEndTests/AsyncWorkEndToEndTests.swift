import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Work an app hands the main thread from elsewhere — `DispatchQueue.main.async` from a global
/// queue, a `Task { @MainActor }` after `Task.sleep`, a `Timer`, `RunLoop.main.perform`,
/// `OperationQueue.main`, a notification observed on the main queue — reaches the real
/// binary's screen with no key pressed, on the main thread, and the app sleeps afterwards.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct AsyncWorkEndToEndTests {
    let binary = TmuxSession.binaryDirectory.appendingPathComponent("terrarium").path

    /// The Async tab's six lines, each with its tick once its work has landed.
    static let landed = [
        "DispatchQueue.main.async    ✓",
        "Task { @MainActor }         ✓ resumed after 0.3 s",
        "Timer.scheduledTimer        ✓ fired after 0.5 s",
        "RunLoop.main.perform        ✓ ran",
        "OperationQueue.main         ✓ ran",
        "Notification, queue: .main  ✓ received",
    ]

    @Test func workFromOtherThreadsAndQueuesReachesTheScreenWithinASecondWithNoKeyPressed() throws {
        let tmux = try TmuxSession(command: "\(binary); echo EXIT=$?; sleep 60", width: 100, height: 30)
        defer { tmux.kill() }
        try tmux.waitFor(text: "7 Async")
        try tmux.send("7")
        let selected = Date()
        // The slowest source is the 0.5 s timer; the test polls the pane every 0.1 s.
        let screen = try tmux.waitFor("every source's line ticked", timeout: 1.5) { screen in
            Self.landed.allSatisfy { line in screen.contains { $0.contains(line) } }
        }
        #expect(Date().timeIntervalSince(selected) < 1.2)
        #expect(!screen.contains { $0.contains("not on the main thread") }, "every callback ran on the main thread")
        #expect(screen.contains { $0.contains("primes below 200,000") })
    }

    @Test func theAppUsesNoCPUWhileIdleAfterItsWorkLanded() throws {
        let tmux = try TmuxSession(command: "\(binary); echo EXIT=$?; sleep 60", width: 100, height: 30)
        defer { tmux.kill() }
        try tmux.waitFor(text: "7 Async")
        try tmux.send("7")
        try tmux.waitFor("every source's line ticked", timeout: 5) { screen in
            Self.landed.allSatisfy { line in screen.contains { $0.contains(line) } }
        }
        let pid = try TmuxSession.run(["pgrep", "-P", try tmux.panePID(), "-x", "terrarium"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!pid.isEmpty)
        Thread.sleep(forTimeInterval: 0.3)
        let before = try Self.cpuTicks(of: pid)
        Thread.sleep(forTimeInterval: 2)
        let after = try Self.cpuTicks(of: pid)
        // Clock ticks are 10 ms: an app that wakes even 60 times a second for a few hundred
        // microseconds would show several; one tick is rounding.
        #expect(after - before <= 1, "CPU ticks in 2 s idle: \(after - before)")

        // A key still gets an answer from the sleeping loop.
        try tmux.send("q")
        try tmux.waitFor(text: "EXIT=0")
    }

    /// User plus system time of a process, in clock ticks (`/proc/PID/stat` fields 14 and 15).
    static func cpuTicks(of pid: String) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The command name (field 2) is in parentheses and may hold spaces: count after it.
        guard let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }
}
