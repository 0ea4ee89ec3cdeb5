import Foundation
import Testing

/// The demo's Transitions tab in a real terminal (tmux), driven by real mouse reports: the
/// interactive pop follows a drag from the left edge, and the release decides.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TransitionsEndToEndTests {
    let binary = TmuxSession.binaryDirectory.appendingPathComponent("terrarium").path

    private func session() throws -> TmuxSession {
        try TmuxSession(command: "\(binary); echo EXIT=$?; sleep 60", width: 120, height: 30)
    }

    /// A left-button drag as SGR mouse reports: a press, motion in steps a little apart (so
    /// the pan's velocity is a person's, not a burst's), a release.
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

    @Test func aDragFromTheLeftEdgePopsAndAReleaseBeforeHalfWayLeavesTheStack() throws {
        let tmux = try session()
        defer { tmux.kill() }
        try tmux.waitFor(text: "8 Transitions")
        try tmux.send("8")
        try tmux.waitFor(text: "Page 1 of the stack.")
        try tmux.send("Enter")
        try tmux.waitFor(text: "Page 2 of the stack.")
        try tmux.waitFor(text: "‹ Page 1")
        // Let the drop-in push finish: a drag during it is not a pop.
        Thread.sleep(forTimeInterval: 0.5)

        // A third of the way, then let go: the page slides back and the stack stays.
        try drag(tmux, row: 12, from: 0, to: 36)
        Thread.sleep(forTimeInterval: 0.6)
        var screen = try tmux.screen()
        #expect(screen.contains { $0.contains("Page 2 of the stack.") }, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("‹ Page 1") })

        // Most of the way: the pop completes.
        try drag(tmux, row: 12, from: 0, to: 100)
        screen = try tmux.waitFor("popped to page 1") { screen in
            screen.contains { $0.contains("Page 1 of the stack.") } && !screen.contains { $0.contains("‹ Page 1") }
        }
        #expect(!screen.contains { $0.contains("Page 2 of the stack.") })

        try tmux.send("q")
        try tmux.waitFor(text: "EXIT=0")
    }

    @Test func theDrawerFollowsADragFromTheRightEdgeAndACardPresentsOverTheStack() throws {
        let tmux = try session()
        defer { tmux.kill() }
        try tmux.waitFor(text: "8 Transitions")
        try tmux.send("8")
        try tmux.waitFor(text: "Page 1 of the stack.")

        try drag(tmux, row: 12, from: 119, to: 80)
        try tmux.waitFor(text: "Page 5")
        // A click on the dimmed content closes the drawer.
        try tmux.sendLiteral("\u{1B}[<0;11;13M\u{1B}[<0;11;13m")
        try tmux.waitFor("the drawer closed") { screen in !screen.contains { $0.contains("Page 5") } }

        try tmux.send("p")
        try tmux.waitFor(text: "A card over page 1.")
        Thread.sleep(forTimeInterval: 0.5)
        try tmux.send("Escape")
        try tmux.waitFor("the card closed") { screen in !screen.contains { $0.contains("A card over page 1.") } }

        try tmux.send("q")
        try tmux.waitFor(text: "EXIT=0")
    }

    @Test func theDrawerOf280PointsIsTheLast35ColumnsOfA120By40Terminal() throws {
        let tmux = try TmuxSession(command: "\(binary); echo EXIT=$?; sleep 60", width: 120, height: 40)
        defer { tmux.kill() }
        try tmux.waitFor(text: "8 Transitions")
        try tmux.send("8")
        try tmux.waitFor(text: "Page 1 of the stack.")
        try tmux.send("m")
        try tmux.waitFor(text: "Page 5")
        let screen = try tmux.settledScreen()
        // The drawer's list, right of the content's title: a column of margin, then its
        // rows, from column 120 − 35 + 1.
        func column(of text: String) -> Int? {
            screen.compactMap { line in
                line.range(of: text, options: .backwards).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
            }.max()
        }
        #expect(column(of: "Page 1") == 86, "\(screen.joined(separator: "\n"))")
        #expect(column(of: "Page 2") == 86)
        try tmux.send("q")
        try tmux.waitFor(text: "EXIT=0")
    }
}
