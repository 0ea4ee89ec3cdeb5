import Foundation
import Testing

/// The real `terrarium` binary in a real terminal (tmux): what a person sees and does, and
/// that the terminal comes back as it was however the program ends.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct DemoEndToEndTests {
    let binary = TmuxSession.binaryDirectory.appendingPathComponent("terrarium").path
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-e2e-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// Runs the demo between two `stty -g` readings, then prints a marker and waits.
    private func session(width: Int = 120, height: Int = 30) throws -> TmuxSession {
        let before = scratch.appendingPathComponent("before").path
        let after = scratch.appendingPathComponent("after").path
        let command = "stty -g > \(before); \(binary); echo EXIT=$?; stty -g > \(after); echo DONE; sleep 60"
        return try TmuxSession(command: command, width: width, height: height)
    }

    private func terminalSettingsWereRestored() throws -> Bool {
        let before = try String(contentsOf: scratch.appendingPathComponent("before"), encoding: .utf8)
        let after = try String(contentsOf: scratch.appendingPathComponent("after"), encoding: .utf8)
        return !before.isEmpty && before == after
    }

    @Test func theDemoShowsEveryContainerAndQuitsCleanlyOnQ() throws {
        let tmux = try session()
        defer { tmux.kill() }
        try tmux.waitFor(text: "1 Files   2 Navigation   3 Split   4 Pages   5 Container   6 Modal")
        try tmux.send("2")
        try tmux.waitFor(text: "You are 1 level deep.")

        try tmux.send("Enter")
        try tmux.waitFor(text: "‹ Level 1")
        try tmux.waitFor(text: "You are 2 levels deep.")
        try tmux.send("Escape")
        try tmux.waitFor("back at level 1") { screen in
            screen.contains { $0.contains("You are 1 level deep.") } && !screen.contains { $0.contains("‹ Level 1") }
        }

        try tmux.send("4")
        try tmux.waitFor(text: "Page 1 of 5")
        try tmux.send("Right")
        try tmux.waitFor(text: "Page 2 of 5")

        // Listing 5-3: Enter slides the second child in; the live log shows its callbacks.
        try tmux.send("5")
        try tmux.waitFor(text: "lifecycle log:")
        try tmux.send("Enter")
        try tmux.waitFor("the swap finished, as the log says") { screen in
            screen.contains { $0.contains("╭─ Archive") }
                && screen.contains { $0.contains("Archive.didMove(SlidingContainerViewController)") }
        }

        try tmux.send("6", "a")
        try tmux.waitFor(text: "Delete the draft?")
        try tmux.waitFor(text: "[ Cancel ] [ Delete ]")
        // The buttons show half-way through the fade-in, and UIKit refuses to dismiss a
        // controller whose presentation is still running: let it finish first.
        Thread.sleep(forTimeInterval: 0.6)
        try tmux.send("Escape")
        try tmux.waitFor("the alert closed") { screen in !screen.contains { $0.contains("Delete the draft?") } }
        // The text goes half-way through the fade; let the dismissal finish before the next key.
        Thread.sleep(forTimeInterval: 0.6)

        try tmux.send("q")
        let screen = try tmux.waitFor(text: "DONE")
        #expect(screen.contains("EXIT=0"))
        #expect(!screen.contains { $0.contains("2 Navigation") }, "the alternate screen was left")
        #expect(try terminalSettingsWereRestored())
    }

    @Test func theSplitViewCollapsesWhenTheTerminalNarrowsAndExpandsWhenItWidens() throws {
        let tmux = try session(width: 120, height: 30)
        defer { tmux.kill() }
        try tmux.waitFor(text: "2 Navigation")
        try tmux.send("3")
        try tmux.waitFor("side by side") { screen in
            screen.contains { $0.contains("Colours") && $0.contains("│╭─ Red") }
        }
        try tmux.resize(width: 80, height: 30)
        try tmux.waitFor("collapsed") { screen in screen.contains { $0.contains("‹ Colours") && $0.contains("Red") } }
        try tmux.resize(width: 120, height: 30)
        try tmux.waitFor("expanded again") { screen in screen.contains { $0.contains("│╭─ Red") } }
        try tmux.send("q")
        try tmux.waitFor(text: "DONE")
    }

    @Test(arguments: ["C-c", "SIGTERM"])
    func theTerminalIsRestoredWhenTheDemoIsInterrupted(how: String) throws {
        let tmux = try session()
        defer { tmux.kill() }
        try tmux.waitFor(text: "2 Navigation")
        if how == "C-c" {
            try tmux.send("C-c")
        } else {
            // Only this pane's program: other tests' `terrarium`s run at the same time.
            try TmuxSession.run(
                ["pkill", "-TERM", "-P", try tmux.panePID(), "-x", "terrarium"], capturingOutput: false)
        }
        let screen = try tmux.waitFor(text: "DONE")
        #expect(!screen.contains { $0.contains("2 Navigation") }, "the alternate screen was left")
        #expect(try terminalSettingsWereRestored())
        // Ended as the signal would have ended it: 128 + SIGINT (2) or SIGTERM (15).
        #expect(screen.contains(how == "C-c" ? "EXIT=130" : "EXIT=143"))
    }

    @Test func clicksSelectTabsAndPressTheBackButton() throws {
        let tmux = try session()
        defer { tmux.kill() }
        let first = try tmux.waitFor(text: "2 Navigation")
        try tmux.click(on: "4 Pages", in: first)
        try tmux.waitFor(text: "Page 1 of 5")
        try tmux.click(on: "2 Navigation", in: try tmux.screen())
        try tmux.waitFor(text: "You are 1 level deep.")
        try tmux.send("Enter")
        let deeper = try tmux.waitFor(text: "‹ Level 1")
        try tmux.click(on: "‹ Level 1", in: deeper)
        try tmux.waitFor("back at level 1") { screen in !screen.contains { $0.contains("‹ Level 1") } }

        // A button in a stack view presents a form sheet sized by its preferredContentSize.
        try tmux.send("6")
        let modal = try tmux.waitFor(text: "Page sheet  Form sheet  Alert")
        try tmux.click(on: "Form sheet", in: modal)
        let sheet = try tmux.waitFor(text: "A form sheet. Esc closes it.")
        #expect(sheet.contains { $0.contains("╭" + String(repeating: "─", count: 40) + "╮") })
        Thread.sleep(forTimeInterval: 0.6)
        try tmux.send("Escape")
        try tmux.waitFor("the sheet closed") { screen in !screen.contains { $0.contains("A form sheet.") } }
        try tmux.send("q")
        try tmux.waitFor(text: "DONE")
    }

    @Test func withoutATerminalTheDemoPrintsOneFrameAndAHint() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(text.contains("1 Files   2 Navigation   3 Split   4 Pages   5 Container   6 Modal"))
        #expect(text.contains("no terminal"))
        #expect(!text.contains("\u{1B}["), "no escape sequences without a terminal")
    }
}
