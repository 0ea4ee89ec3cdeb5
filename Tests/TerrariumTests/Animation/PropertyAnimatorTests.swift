import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `UIViewPropertyAnimator`: UIKit's state machine (inactive, active, stopped), scrubbing,
/// reversing and finishing, on the main loop's virtual clock.
///
/// The clock is shared and only moves forward, so each test measures from its own start.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct PropertyAnimatorTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    // MARK: - Starting and running

    @Test func animationsApplyWhenTheAnimatorStartsNotWhenItIsMade() {
        let (screen, block) = showingBlock()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }

        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(block.frame.minX == 0)

        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(block.frame.minX == 8)
        #expect(block._presentationFrame.minX == 0)
        screen.runUntilIdle()
    }

    @Test func aRunningAnimatorMovesWithTheClockAndCompletesAtTheEnd() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()

        MainLoop.main.advance(to: start + 0.25)
        #expect(screen.lines == ["  ##"])
        #expect(abs(animator.fractionComplete - 0.25) < 0.001)
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["    ##"])
        #expect(positions.isEmpty)
        MainLoop.main.advance(to: start + 1)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(screen.lines == ["        ##"])
        screen.runUntilIdle()
    }

    @Test func completionsRunInTheOrderTheyWereAddedOnce() {
        let (screen, block) = showingBlock()
        var calls: [String] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
        animator.addCompletion { _ in calls.append("first") }
        animator.addCompletion { _ in calls.append("second") }
        animator.startAnimation()
        animator.addCompletion { _ in calls.append("added while running") }

        screen.runUntilIdle()
        #expect(calls == ["first", "second", "added while running"])
        screen.runUntilIdle()
    }

    @Test func startingAfterADelayHoldsTheStartValueUntilThen() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation(afterDelay: 0.5)

        #expect(animator.delay == 0.5)
        MainLoop.main.advance(to: start + 0.5)
        #expect(block._presentationFrame.minX == 0)
        MainLoop.main.advance(to: start + 1)
        #expect(abs(block._presentationFrame.minX - 4) < 0.001)
        MainLoop.main.advance(to: start + 1.5)
        #expect(positions == [.end])
        screen.runUntilIdle()
    }

    @Test func aRunningPropertyAnimatorStartsAtOnceAndCompletesEvenWhenDropped() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var positions: [UIViewAnimatingPosition] = []

        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { block.frame.origin.x = 8 },
            completion: { positions.append($0) })

        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["    ##"])
        MainLoop.main.advance(to: start + 1)
        #expect(positions == [.end])
        screen.runUntilIdle()
    }

    @Test func theCurveShapesProgressAsUIViewAnimateDoes() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { block.frame.origin.x = 8 }
        animator.startAnimation()

        MainLoop.main.advance(to: start + 0.25)
        // Core Animation's ease-in-out is at about 0.129 a quarter of the way.
        #expect(abs(block._presentationFrame.minX - 8 * 0.129) < 0.02)
        screen.runUntilIdle()
    }

    @Test func aSpringAnimatorOvershootsAndSettlesOnTheEndValue() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { block.frame.origin.x = 8 }
        animator.startAnimation()

        var furthest: CGFloat = 0
        for step in 1...20 {
            MainLoop.main.advance(to: start + Double(step) / 20)
            furthest = Swift.max(furthest, block._presentationFrame.minX)
        }
        #expect(furthest > 8.5)
        #expect(block._presentationFrame.minX == 8)
        #expect(animator.state == .inactive)
        screen.runUntilIdle()
    }

    // MARK: - Pausing and scrubbing

    @Test func aPausedAnimatorHoldsItsPositionAndResumesForTheRest() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()

        MainLoop.main.advance(to: start + 0.5)
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.5) < 0.001)

        // A paused animator keeps nothing busy: the loop goes idle without completing it.
        screen.runUntilIdle()
        #expect(positions.isEmpty)
        #expect(screen.lines == ["    ##"])

        let resumed = MainLoop.main.now
        animator.startAnimation()
        MainLoop.main.advance(to: resumed + 0.25)
        #expect(screen.lines == ["      ##"])
        MainLoop.main.advance(to: resumed + 0.5)
        #expect(positions == [.end])
        screen.runUntilIdle()
    }

    @Test func pausingAnInactiveAnimatorMakesItActiveAtTheStart() {
        let (screen, block) = showingBlock()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }

        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(block.frame.minX == 8)
        #expect(block._presentationFrame.minX == 0)
        animator.stopAnimation(true)
        screen.runUntilIdle()
    }

    @Test func settingTheFractionOnAnInactiveAnimatorPausesItThereAndScrubs() {
        let (screen, block) = showingBlock()
        // An eased curve: scrubbing is linear all the same.
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { block.frame.origin.x = 8 }

        animator.fractionComplete = 0.25
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        screen.runUntilIdle()
        #expect(screen.lines == ["  ##"])

        animator.fractionComplete = 0.75
        screen.runUntilIdle()
        #expect(screen.lines == ["      ##"])
        #expect(abs(animator.fractionComplete - 0.75) < 0.001)
        animator.stopAnimation(true)
        screen.runUntilIdle()
    }

    @Test func resumingAfterScrubbingContinuesFromWhatIsShown() {
        let (screen, block) = showingBlock()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { block.frame.origin.x = 8 }
        animator.addCompletion { positions.append($0) }
        animator.fractionComplete = 0.5

        let resumed = MainLoop.main.now
        animator.startAnimation()
        MainLoop.main.advance(by: 0)
        #expect(abs(block._presentationFrame.minX - 4) < 0.01)
        // Ease-in reaches half-way at about 0.66 of its time, so about 0.34 s remain.
        MainLoop.main.advance(to: resumed + 0.33)
        #expect(positions.isEmpty)
        MainLoop.main.advance(to: resumed + 0.35)
        #expect(positions == [.end])
        screen.runUntilIdle()
    }

    @Test func settingTheFractionWhileRunningDoesNothing() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
        animator.startAnimation()

        MainLoop.main.advance(to: start + 0.25)
        animator.fractionComplete = 0.9
        #expect(abs(animator.fractionComplete - 0.25) < 0.001)
        #expect(animator.isRunning)
        screen.runUntilIdle()
    }

    @Test func pausesOnCompletionKeepsTheAnimatorActiveAtTheEndWithoutCompleting() {
        let (screen, block) = showingBlock()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()

        screen.runUntilIdle()
        #expect(positions.isEmpty)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(screen.lines == ["        ##"])

        // It can still run back.
        animator.pausesOnCompletion = false
        animator.isReversed = true
        animator.startAnimation()
        screen.runUntilIdle()
        #expect(positions == [.start])
        #expect(block.frame.minX == 0)
        screen.runUntilIdle()
    }

    // MARK: - Reversing

    @Test func reversingWhileRunningGoesBackAndCompletesAtTheStart() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()

        MainLoop.main.advance(to: start + 0.5)
        animator.isReversed = true
        #expect(animator.isRunning)
        MainLoop.main.advance(to: start + 0.75)
        #expect(screen.lines == ["  ##"])
        #expect(positions.isEmpty)
        MainLoop.main.advance(to: start + 1)
        #expect(positions == [.start])
        // The views keep the start values, in the model too.
        #expect(block.frame.minX == 0)
        #expect(screen.lines == ["##"])
        #expect(animator.state == .inactive)
        screen.runUntilIdle()
    }

    @Test func aPausedReversedAnimatorRunsBackWhenStarted() {
        let (screen, block) = showingBlock()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
        animator.addCompletion { positions.append($0) }
        animator.fractionComplete = 0.5
        animator.isReversed = true

        let resumed = MainLoop.main.now
        animator.startAnimation()
        MainLoop.main.advance(to: resumed + 0.25)
        #expect(screen.lines == ["  ##"])
        MainLoop.main.advance(to: resumed + 0.5)
        #expect(positions == [.start])
        #expect(block.frame.minX == 0)
        screen.runUntilIdle()
    }

    // MARK: - Stopping and finishing

    @Test func stoppingWithoutFinishingLeavesTheViewsWhereTheyAreAndRunsNoCompletion() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()

        MainLoop.main.advance(to: start + 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(abs(block.frame.minX - 4) < 0.001)
        screen.runUntilIdle()
        #expect(positions.isEmpty)
        #expect(screen.lines == ["    ##"])
        screen.runUntilIdle()
    }

    @Test func stoppingMovesToStoppedAndFinishingRunsTheCompletionsWithThePosition() {
        for (position, expectedX) in [(UIViewAnimatingPosition.current, 4.0), (.end, 8), (.start, 0)] {
            let (screen, block) = showingBlock()
            let start = MainLoop.main.now
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()

            MainLoop.main.advance(to: start + 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(!animator.isRunning)
            #expect(abs(animator.fractionComplete - 0.5) < 0.001)
            #expect(abs(block.frame.minX - 4) < 0.001)
            // Stopped, it waits: nothing completes on its own.
            screen.runUntilIdle()
            #expect(positions.isEmpty)

            animator.finishAnimation(at: position)
            #expect(positions == [position])
            #expect(animator.state == .inactive)
            #expect(abs(block.frame.minX - CGFloat(expectedX)) < 0.001)
            screen.runUntilIdle()
        }
    }

    @Test func aStoppedAnimatorCannotBeStartedAgain() {
        let (screen, block) = showingBlock()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
        animator.startAnimation()
        animator.stopAnimation(false)

        animator.startAnimation()
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        animator.finishAnimation(at: .end)
        screen.runUntilIdle()
    }

    @Test func anAnimatorThatIsNotInterruptibleIgnoresPauseAndStop() {
        let (screen, block) = showingBlock()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
        animator.isInterruptible = false
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()

        animator.pauseAnimation()
        animator.stopAnimation(false)
        #expect(animator.isRunning)
        screen.runUntilIdle()
        #expect(positions == [.end])
        screen.runUntilIdle()
    }

    // MARK: - Adding animations

    @Test func animationsAddedWhileRunningTakeTheRemainingTime() {
        let (screen, first, second) = showingTwoBlocks()
        let start = MainLoop.main.now
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { first.frame.origin.x = 8 }
        animator.startAnimation()

        MainLoop.main.advance(to: start + 0.5)
        animator.addAnimations { second.frame.origin.x = 8 }
        #expect(second.frame.minX == 8)
        MainLoop.main.advance(to: start + 0.75)
        #expect(screen.lines == ["      ##", "    ##"])
        MainLoop.main.advance(to: start + 1)
        #expect(screen.lines == ["        ##", "        ##"])
        screen.runUntilIdle()
    }

    @Test func aDelayFactorDelaysTheAddedAnimationsByAShareOfTheRemainingTime() {
        let (screen, first, second) = showingTwoBlocks()
        let start = MainLoop.main.now
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { first.frame.origin.x = 8 }
        animator.addAnimations({ second.frame.origin.x = 8 }, delayFactor: 0.5)
        animator.startAnimation()

        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["    ##", "##"])
        MainLoop.main.advance(to: start + 0.75)
        #expect(screen.lines == ["      ##", "    ##"])
        MainLoop.main.advance(to: start + 1)
        #expect(screen.lines == ["        ##", "        ##"])
        screen.runUntilIdle()
    }

    @Test func continuingWithADurationFactorStretchesTheRest() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        MainLoop.main.advance(to: start + 0.5)
        animator.pauseAnimation()

        let resumed = MainLoop.main.now
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        #expect(animator.isRunning)
        // Half the animation remains, at twice the duration: one second.
        MainLoop.main.advance(to: resumed + 0.5)
        #expect(screen.lines == ["      ##"])
        #expect(positions.isEmpty)
        MainLoop.main.advance(to: resumed + 1)
        #expect(positions == [.end])
        screen.runUntilIdle()
    }

    @Test func continuingWithNewTimingKeepsWhatIsShown() {
        let (screen, block) = showingBlock()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
        animator.fractionComplete = 0.5

        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0)
        MainLoop.main.advance(by: 0)
        #expect(abs(block._presentationFrame.minX - 4) < 0.01)
        screen.runUntilIdle()
        #expect(block._presentationFrame.minX == 8)
        #expect(animator.state == .inactive)
        screen.runUntilIdle()
    }

    // MARK: - Interruption

    @Test func anAnimatorTakingAPropertyFromAnAnimationEndsItWithFalse() {
        let (screen, block) = showingBlock()
        var results: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            block.frame.origin.x = 8
        } completion: { results.append($0) }

        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 0 }
        animator.startAnimation()
        screen.runUntilIdle()
        #expect(results == [false])
        // The taken animation's time still counts as running on the loop: let it pass.
        MainLoop.main.advance(by: 1)
        screen.runUntilIdle()
    }

    @Test func anAnimationTakingAPropertyFromAnAnimatorLetsTheAnimatorEndAtItsTime() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { block.frame.origin.x = 8 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()

        MainLoop.main.advance(to: start + 0.5)
        UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear]) { block.frame.origin.x = 0 }
        MainLoop.main.advance(to: start + 1)
        #expect(positions == [.end])
        #expect(abs(block._presentationFrame.minX - 3) < 0.001)
        screen.runUntilIdle()
    }
}

// MARK: - Misuse

extension PropertyAnimatorTests {
    /// Misuse UIKit rejects with an exception stops the process with UIKit's message.
    @Suite struct PropertyAnimatorMisuseCrashTests {
        @Test func finishingAnAnimatorThatWasNotStoppedStopsWithUIKitsMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
                    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                    animator.startAnimation()
                    animator.finishAnimation(at: .end)
                }
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("'NSInternalInconsistencyException'"))
            #expect(message.contains("finishAnimationAtPosition: should only be called on a stopped animator!"))
        }

        @Test func finishingAnInactiveAnimatorStopsWithUIKitsMessage() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    UIViewPropertyAnimator(duration: 1, curve: .linear).finishAnimation(at: .current)
                }
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("finishAnimationAtPosition: should only be called on a stopped animator!"))
        }
    }
}
