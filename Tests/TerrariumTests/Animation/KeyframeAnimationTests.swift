import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `UIView.animateKeyframes` and `addKeyframe`: each keyframe moves its properties over its
/// share of the time; completions as for `UIView.animate`.
///
/// The clock is shared and only moves forward, so each test measures from its own start.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct KeyframeAnimationTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    /// The raw-value trick UIKit code uses for a linear keyframe animation.
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test func keyframesMoveInTurnOverTheirSharesOfTheDuration() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var results: [Bool] = []

        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { block.frame.origin.x = 8 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { block.frame.origin.x = 4 }
        } completion: { results.append($0) }

        #expect(block.frame.minX == 4)
        MainLoop.main.advance(to: start + 0.25)
        #expect(screen.lines == ["    ##"])
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["        ##"])
        MainLoop.main.advance(to: start + 0.75)
        #expect(screen.lines == ["      ##"])
        #expect(results.isEmpty)
        MainLoop.main.advance(to: start + 1)
        #expect(results == [true])
        #expect(screen.lines == ["    ##"])
        screen.runUntilIdle()
    }

    @Test func aPropertyHoldsItsValueBetweenKeyframes() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now

        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear) {
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { block.frame.origin.x = 4 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { block.frame.origin.x = 8 }
        }

        MainLoop.main.advance(to: start + 0.2)
        #expect(screen.lines == ["##"])
        MainLoop.main.advance(to: start + 0.6)
        #expect(screen.lines == ["    ##"])
        MainLoop.main.advance(to: start + 0.875)
        #expect(screen.lines == ["      ##"])
        screen.runUntilIdle()
        #expect(screen.lines == ["        ##"])
    }

    @Test func theDiscreteModeJumpsToEachValue() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        let options = linear.union(.calculationModeDiscrete)

        UIView.animateKeyframes(withDuration: 1, delay: 0, options: options) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { block.frame.origin.x = 8 }
        }

        MainLoop.main.advance(to: start + 0.4)
        #expect(screen.lines == ["##"])
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["        ##"])
        screen.runUntilIdle()
    }

    @Test func theWholeAnimationEasesInAndOutByDefault() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now

        UIView.animateKeyframes(withDuration: 1, delay: 0) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { block.frame.origin.x = 8 }
        }

        MainLoop.main.advance(to: start + 0.25)
        #expect(abs(block._presentationFrame.minX - 8 * 0.129) < 0.02)
        screen.runUntilIdle()
    }

    @Test func aDelayedKeyframeAnimationCompletesAfterItsDelay() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var results: [Bool] = []

        UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: linear) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { block.frame.origin.x = 8 }
        } completion: { results.append($0) }

        MainLoop.main.advance(to: start + 1)
        #expect(screen.lines == ["    ##"])
        #expect(results.isEmpty)
        MainLoop.main.advance(to: start + 1.5)
        #expect(results == [true])
        screen.runUntilIdle()
    }

    // MARK: - Interruption

    @Test func aKeyframeAnimationInterruptedByAnotherAnimationCompletesWithFalse() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var results: [Bool] = []

        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { block.frame.origin.x = 8 }
        } completion: { results.append($0) }
        MainLoop.main.advance(to: start + 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { block.frame.origin.x = 0 }

        MainLoop.main.runTurn()
        #expect(results == [false])
        screen.runUntilIdle()
        #expect(results == [false])
    }

    @Test func anAnimationInterruptedByAKeyframeAnimationCompletesWithFalse() {
        let (screen, block) = showingBlock()
        var results: [Bool] = []

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            block.frame.origin.x = 8
        } completion: { results.append($0) }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { block.frame.origin.x = 0 }
        }

        screen.runUntilIdle()
        #expect(results == [false])
    }

    @Test func aKeyframeAnimationInterruptedByAPropertyAnimatorCompletesWithFalse() {
        let (screen, block) = showingBlock()
        var results: [Bool] = []

        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { block.frame.origin.x = 8 }
        } completion: { results.append($0) }
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { block.frame.origin.x = 0 }
        animator.startAnimation()

        screen.runUntilIdle()
        #expect(results == [false])
    }
}
