import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `CABasicAnimation` on a view's layer: the screen follows the animation on the main loop's
/// clock while the model keeps its value; delegates, removal, fill modes and repeats.
///
/// The clock is shared and only moves forward, so each test measures from its own start.
@MainActor
@Suite(.cellSize(UIScreen.onePointPerCell)) struct BasicAnimationTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    // MARK: - What is drawn

    @Test func aPositionAnimationMovesWhatIsDrawnAndLeavesTheModel() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let screen = showing(card, width: 12, height: 1)
        let start = CACurrentMediaTime()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 1
        slide.toValue = 9
        slide.duration = 1
        card.layer.add(slide, forKey: "slide")

        #expect(screen.lines == ["aa"])
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["    aa"])
        #expect(card.layer.position.x == 1)
        #expect(card.frame.origin.x == 0)
        #expect(close(card.layer.presentation()!.position.x, 5))
        MainLoop.main.advance(to: start + 0.75)
        #expect(screen.lines == ["      aa"])
        // Removed at its end: the model shows again.
        MainLoop.main.advance(to: start + 1)
        #expect(screen.lines == ["aa"])
        #expect(card.layer.animationKeys() == nil)
    }
}
