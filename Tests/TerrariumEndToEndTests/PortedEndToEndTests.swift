import Foundation
import Testing

/// The demo's Ported tab in a real terminal (tmux): the containers the port command brought
/// over from iOS code, driven by real keys and real mouse reports.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PortedEndToEndTests {
    let binary = TmuxSession.binaryDirectory.appendingPathComponent("terrarium").path

    private func session() throws -> TmuxSession {
        try TmuxSession(command: "\(binary); echo EXIT=$?; sleep 60", width: 120, height: 30)
    }

    /// A left-button drag as SGR mouse reports along a row: a press, motion in steps a
    /// little apart (so the pan's velocity is a person's, not a burst's), a release.
    private func drag(_ tmux: TmuxSession, row: Int, from start: Int, to end: Int, steps: Int = 6) throws {
        try tmux.sendLiteral("\u{1B}[<0;\(start + 1);\(row + 1)M")
        for step in 1...steps {
            let column = start + (end - start) * step / steps
            Thread.sleep(forTimeInterval: 0.05)
            try tmux.sendLiteral("\u{1B}[<32;\(column + 1);\(row + 1)M")
        }
        Thread.sleep(forTimeInterval: 0.3)
        try tmux.sendLiteral("\u{1B}[<0;\(end + 1);\(row + 1)m")
    }

    /// A left click on the first cell of `label` on the settled screen.
    private func click(_ tmux: TmuxSession, on label: String) throws {
        try tmux.waitFor(text: label)
        let screen = try tmux.settledScreen()
        guard let row = screen.firstIndex(where: { $0.contains(label) }),
            let range = screen[row].range(of: label)
        else { throw TmuxError.failed("\(label) is not on screen:\n\(screen.joined(separator: "\n"))") }
        let column = screen[row].distance(from: screen[row].startIndex, to: range.lowerBound)
        try tmux.sendLiteral("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    @Test func nineShowsThePortedContainersAndTheyAnswerTheMouseAndTheKeys() throws {
        let tmux = try session()
        defer { tmux.kill() }
        try tmux.waitFor(text: "9 Ported")
        try tmux.send("9")
        let first = try tmux.waitFor(text: "Inbox: the side menu's content.")
        #expect(first.contains { $0.contains("Side menu │ Tab pager │ Drawer") })

        // The side menu follows a drag right; a click beside it closes it.
        let pageRow = try #require(first.firstIndex { $0.contains("Inbox: the side menu's content.") })
        try drag(tmux, row: pageRow + 3, from: 40, to: 70)
        try tmux.waitFor(text: "☰ Starred")
        try tmux.waitFor(text: "delegate heard: willOpen, moved 100%")
        try tmux.sendLiteral("\u{1B}[<0;81;\(pageRow + 4)M\u{1B}[<0;81;\(pageRow + 4)m")
        try tmux.waitFor("the menu closed") { screen in !screen.contains { $0.contains("☰ Starred") } }
        // o opens it; a click on a section shows it and closes the menu.
        try tmux.send("o")
        try click(tmux, on: "☰ Archive")
        try tmux.waitFor(text: "Archive: the side menu's content.")

        // The tab pager: a click on a tab, then the arrow keys.
        try tmux.send("t")
        try tmux.waitFor(text: "Page 1 of 3.")
        try click(tmux, on: "Beta")
        try tmux.waitFor(text: "Page 2 of 3.")
        try tmux.send("Right")
        try tmux.waitFor(text: "Page 3 of 3.")
        try tmux.waitFor(text: "page 3 of 3 · KVO saw")

        // The drawer: a click on its handle opens it, o closes it.
        try tmux.send("d")
        try click(tmux, on: "▲ Pull up ▲")
        try tmux.waitFor(text: "▼ Push down ▼")
        try tmux.waitFor(text: "drawer open")
        try tmux.send("o")
        try tmux.waitFor("the drawer closed") { screen in !screen.contains { $0.contains("▼ Push down ▼") } }

        try tmux.send("q")
        try tmux.waitFor(text: "EXIT=0")
    }
}
