import Foundation
import Testing

/// `terrarium run FILE.storyboard` in a real terminal (tmux) and without one: a storyboard's
/// button performs its segue, `q` quits, a faulty file is reported with the terminal as it was.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct StoryboardRunEndToEndTests {
    let binary = TmuxSession.binaryDirectory.appendingPathComponent("terrarium").path
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "terrarium-run-e2e-\(UUID().uuidString)")

    /// The storyboards of `terrarium run`'s tests (`Tests/TerrariumDemoKitTests/Fixtures`).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TerrariumDemoKitTests/Fixtures")

    init() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// Runs `terrarium run path` between two `stty -g` readings, then prints a marker and waits.
    private func session(_ path: String) throws -> TmuxSession {
        let before = scratch.appendingPathComponent("before").path
        let after = scratch.appendingPathComponent("after").path
        let command =
            "stty -g > \(before); \(binary) run '\(path)'; echo EXIT=$?; stty -g > \(after); echo DONE; sleep 60"
        return try TmuxSession(command: command, width: 100, height: 24)
    }

    private func terminalSettingsWereRestored() throws -> Bool {
        let before = try String(contentsOf: scratch.appendingPathComponent("before"), encoding: .utf8)
        let after = try String(contentsOf: scratch.appendingPathComponent("after"), encoding: .utf8)
        return !before.isEmpty && before == after
    }

    @Test func aButtonPerformsItsShowSegueAndQQuitsRestoringTheTerminal() throws {
        let tmux = try session(Self.fixtures.appendingPathComponent("Run.storyboard").path)
        defer { tmux.kill() }
        try tmux.waitFor(text: "Messages arrive here.")
        let first = try tmux.waitFor(text: "InboxViewController (as UIViewController)")
        try tmux.click(on: "Open", in: first)
        try tmux.waitFor("the message scene pushed") { screen in
            screen.contains { $0.contains("Hello from the message scene.") }
                && screen.contains { $0.contains("‹ Inbox") }
        }
        try tmux.settledScreen()
        try tmux.send("q")
        let screen = try tmux.waitFor(text: "DONE")
        #expect(screen.contains("EXIT=0"))
        #expect(!screen.contains { $0.contains("Hello from the message scene.") }, "the alternate screen was left")
        #expect(try terminalSettingsWereRestored())
    }

    @Test func aFaultyFileIsReportedWithItsLineAndTheTerminalUntouched() throws {
        let broken = scratch.appendingPathComponent("Broken.storyboard")
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("Run.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"destination="msg-vc-001""#, with: #"destination="nowhere""#)
        try text.write(to: broken, atomically: true, encoding: .utf8)
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains(#"destination="nowhere""#) }! + 1

        let tmux = try session(broken.path)
        defer { tmux.kill() }
        let screen = try tmux.waitFor(text: "DONE")
        // The message is wider than the pane: tmux wraps it.
        #expect(screen.joined().contains("\(broken.path):\(line): <segue id=\"inb-sg-001\">: "), "\(screen)")
        #expect(screen.contains("EXIT=1"))
        #expect(try terminalSettingsWereRestored())
    }

    @Test func withoutATerminalItPrintsOneFrame() throws {
        let result = try TmuxSession.run([binary, "run", Self.fixtures.appendingPathComponent("Run.storyboard").path])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains { $0.contains("Messages arrive here.") })
        #expect(lines.contains { $0.hasPrefix("Classes not found, shown as UIKit's: InboxViewController") })
        #expect(lines.contains { $0.hasPrefix("(no terminal: this is one frame") })
    }
}
