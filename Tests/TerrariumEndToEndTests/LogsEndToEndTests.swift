import Foundation
import Testing

/// Logs while the real `terrarium` runs in tmux: a warning logged while the app's screen is up
/// never reaches the pane; the demo's log sheet (`!`) shows it, and the next one live; after
/// exit they are printed below the shell's prompt, or, with `TERRARIUM_LOG` set, appended to
/// that file instead. A line app code prints (`e`) goes the same way (issue 27).
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct LogsEndToEndTests {
    let binary = TmuxSession.binaryDirectory.appendingPathComponent("terrarium").path
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-e2e-\(UUID().uuidString)")

    /// What Terrarium logs when `w` ends an appearance transition that never began.
    static let warning = "Unbalanced calls to begin/end appearance transitions"

    /// What the demo prints with `print` on `e`, the first time.
    static let printed = "terrarium: line 1 printed to standard output while the screen was up"

    init() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// Runs the demo (with `TERRARIUM_LOG` set to `logFile`, if given), then prints a marker.
    private func session(logFile: String? = nil) throws -> TmuxSession {
        let environment = logFile.map { "TERRARIUM_LOG=\($0) " } ?? ""
        let command = "cd \(scratch.path); \(environment)\(binary); echo EXIT=$?; echo DONE; sleep 60"
        return try TmuxSession(command: command, width: 120, height: 30)
    }

    /// Logs the warning with `w`, checks the pane does not show it, then opens the log sheet
    /// with `!` and waits for it there; logs a second one with the sheet up and watches it
    /// arrive; closes the sheet and quits.
    private func logTwoWarningsAndReadThemInTheLogSheet(_ tmux: TmuxSession) throws {
        try tmux.waitFor(text: "1 Files   2 Navigation")
        try tmux.send("w")
        // A write to standard error would show at once; give it time to, then look.
        Thread.sleep(forTimeInterval: 0.5)
        #expect(!(try tmux.screen()).contains { $0.contains("Unbalanced") }, "the warning was drawn over the app")

        try tmux.sendLiteral("!")
        try tmux.waitFor(text: "Recent warnings")
        let first = try tmux.waitFor(text: "Terrarium: Unbalanced calls to begin/end")
        #expect(first.contains { $0.contains("warning  Terrarium: Unbalanced calls to begin/end") })
        #expect(!first.contains { $0.contains("No messages") })

        try tmux.send("w")
        try tmux.waitFor("the second warning, live, below the first") { screen in
            screen.filter { $0.contains("warning  Terrarium: Unbalanced calls to begin/end") }.count == 2
        }
        // Let the sheet finish sliding in: a presentation still running cannot be dismissed.
        Thread.sleep(forTimeInterval: 0.6)
        try tmux.send("Escape")
        try tmux.waitFor("the sheet closed") { screen in !screen.contains { $0.contains("Recent warnings") } }
        Thread.sleep(forTimeInterval: 0.6)
        try tmux.send("q")
    }

    @Test func aWarningStaysOffTheScreenShowsInTheLogSheetAndIsPrintedAfterExit() throws {
        let tmux = try session()
        defer { tmux.kill() }
        try logTwoWarningsAndReadThemInTheLogSheet(tmux)
        let screen = try tmux.waitFor(text: "DONE")
        let printed = screen.indices.filter { screen[$0].contains(" warning Terrarium: \(Self.warning)") }
        let exit = try #require(screen.firstIndex { $0.contains("EXIT=0") })
        #expect(printed.count == 2, "both printed after exit")
        #expect(printed.allSatisfy { $0 < exit })
        #expect(!screen.contains { $0.contains("2 Navigation") }, "the alternate screen was left first")
    }

    @Test func withTERRARIUM_LOGTheWarningIsAppendedToThatFileInstead() throws {
        let logFile = scratch.appendingPathComponent("terrarium.log").path
        try "an earlier run\n".write(toFile: logFile, atomically: false, encoding: .utf8)
        let tmux = try session(logFile: logFile)
        defer { tmux.kill() }
        try logTwoWarningsAndReadThemInTheLogSheet(tmux)
        let screen = try tmux.waitFor(text: "DONE")
        #expect(screen.contains("EXIT=0"))
        #expect(!screen.contains { $0.contains("Unbalanced") }, "not printed: it is in the file")

        let contents = try String(contentsOfFile: logFile, encoding: .utf8)
        #expect(contents.hasPrefix("an earlier run\n"))
        #expect(contents.components(separatedBy: " warning Terrarium: \(Self.warning)").count == 3, "both warnings")
    }

    /// Prints a line with `e` once the screen has settled and checks that the pane is
    /// unchanged a moment later: not a character of the line, the frame intact.
    private func printALineAndSeeTheFrameUntouched(_ tmux: TmuxSession) throws {
        try tmux.waitFor(text: "1 Files   2 Navigation")
        let before = try tmux.settledScreen()
        try tmux.send("e")
        // A write to standard output would show at once; give it time to, then look.
        Thread.sleep(forTimeInterval: 0.5)
        let after = try tmux.screen()
        #expect(!after.contains { $0.contains("printed to standard output") }, "the line was drawn over the app")
        #expect(after == before, "the frame changed")
    }

    @Test func aPrintStaysOffTheScreenAndIsPrintedAfterExit() throws {
        let tmux = try session()
        defer { tmux.kill() }
        try printALineAndSeeTheFrameUntouched(tmux)
        try tmux.send("q")
        let screen = try tmux.waitFor(text: "DONE")
        let printed = try #require(screen.firstIndex { $0.contains(Self.printed) }, "printed after exit")
        let exit = try #require(screen.firstIndex { $0.contains("EXIT=0") })
        #expect(printed < exit)
        #expect(screen.filter { $0.contains("printed to standard output") }.count == 1, "printed once")
        #expect(!screen.contains { $0.contains("2 Navigation") }, "the alternate screen was left first")
    }

    @Test func withTERRARIUM_LOGAPrintIsAppendedToThatFileInOrderWithTheWarnings() throws {
        let logFile = scratch.appendingPathComponent("terrarium.log").path
        let tmux = try session(logFile: logFile)
        defer { tmux.kill() }
        try printALineAndSeeTheFrameUntouched(tmux)
        try tmux.send("w")
        Thread.sleep(forTimeInterval: 0.3)
        try tmux.send("q")
        let screen = try tmux.waitFor(text: "DONE")
        #expect(screen.contains("EXIT=0"))
        #expect(!screen.contains { $0.contains("printed to standard output") }, "not printed: it is in the file")

        let contents = try String(contentsOfFile: logFile, encoding: .utf8)
        let printed = try #require(contents.range(of: Self.printed + "\n"))
        let warning = try #require(contents.range(of: Self.warning))
        #expect(printed.upperBound <= warning.lowerBound, "the line, then the warning logged after it")
    }
}
