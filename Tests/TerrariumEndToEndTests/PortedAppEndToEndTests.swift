import Foundation
import Testing

/// An Xcode app made a terminal app by `terrarium-port app` (the fixture `Port/Samples/Cards`,
/// whose port the root package builds as `Cards`), in a real terminal: its scene delegate's
/// storyboard window shows the first scene, a click on a button follows its segue into the
/// library's container, whose card (from a xib) a click turns; `q` quits; the app's `print`
/// never lands on the screen.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PortedAppEndToEndTests {
    let binary = TmuxSession.binaryDirectory.appendingPathComponent("Cards").path

    @Test func theFirstSceneShowsAButtonFollowsItsSegueAndQQuits() throws {
        let tmux = try TmuxSession(command: "\(binary); echo EXIT=$?; echo DONE; sleep 60", width: 60, height: 30)
        defer { tmux.kill() }
        // The navigation controller's root, from Main.storyboard, its outlet set in viewDidLoad.
        let first = try tmux.waitFor(text: "3 cards in the deck")
        #expect(first.contains { $0.contains("Cards") })
        try tmux.click(on: "Open deck", in: try tmux.settledScreen())
        // The deck: the library's container with the first card, its labels from the xib.
        try tmux.waitFor("the deck pushed") { screen in
            screen.contains { $0.contains("Hearts") } && screen.contains { $0.contains("Card 1 of 3") }
                && screen.contains { $0.contains("‹ Cards") }
        }
        try tmux.click(on: "Tap for the next card", in: try tmux.settledScreen())
        try tmux.waitFor("the next card") { screen in
            screen.contains { $0.contains("Spades") } && screen.contains { $0.contains("Card 2 of 3") }
        }
        let settled = try tmux.settledScreen()
        #expect(!settled.contains { $0.contains("Cards launched") }, "the app's print is not on the screen")
        try tmux.send("q")
        let screen = try tmux.waitFor(text: "DONE")
        #expect(screen.contains("EXIT=0"))
        #expect(!screen.contains { $0.contains("Spades") }, "the alternate screen was left")
    }
}
