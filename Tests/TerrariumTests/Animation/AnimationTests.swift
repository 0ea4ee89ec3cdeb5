import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `UIView.animate`: the model changes at once, the screen follows the main loop's clock,
/// and completions run when the animation is over.
///
/// The clock is shared and only moves forward, so each test measures from its own start.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct AnimationTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    // MARK: - Model and presentation

    @Test func animatedChangesApplyToTheModelAtOnce() {
        let (screen, block) = showingBlock()

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            block.frame.origin.x = 8
        }

        #expect(block.frame == CGRect(x: 8, y: 0, width: 2, height: 1))
        #expect(block.center == CGPoint(x: 9, y: 0.5))
        #expect(screen.lines == ["##"])
        screen.runUntilIdle()
    }

    @Test func theScreenShowsInterpolatedPositionsAsTheClockAdvances() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            block.frame.origin.x = 8
        }

        MainLoop.main.advance(to: start + 0.25)
        #expect(screen.lines == ["  ##"])
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["    ##"])
        #expect(screen.lastPresentedCanvas?.lines == ["    ##      "])
        MainLoop.main.advance(to: start + 0.75)
        #expect(screen.lines == ["      ##"])
        MainLoop.main.advance(to: start + 1)
        #expect(screen.lines == ["        ##"])
        #expect(screen.lastPresentedCanvas?.lines == ["        ##  "])
        screen.runUntilIdle()
    }

    @Test func theDefaultCurveEasesInAndOut() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now

        UIView.animate(withDuration: 1) {
            block.frame.origin.x = 8
        }

        MainLoop.main.advance(to: start + 0.25)
        let quarter = block._presentationFrame.minX
        MainLoop.main.advance(to: start + 0.5)
        let half = block._presentationFrame.minX
        MainLoop.main.advance(to: start + 0.75)
        let threeQuarters = block._presentationFrame.minX

        // Core Animation's ease-in-out (0.42, 0, 0.58, 1) is at about 0.129 a quarter of the way.
        #expect(abs(quarter - 8 * 0.129) < 0.02)
        #expect(abs(half - 4) < 0.001)
        #expect(abs(threeQuarters - 8 * 0.871) < 0.02)
        #expect(screen.lines == ["       ##"])
        screen.runUntilIdle()
    }

    @Test func aDelayedAnimationShowsTheOldValueUntilItStarts() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now

        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear]) {
            block.frame.origin.x = 8
        }

        MainLoop.main.advance(to: start + 0.4)
        #expect(screen.lines == ["##"])
        MainLoop.main.advance(to: start + 1)
        #expect(screen.lines == ["    ##"])
        screen.runUntilIdle()
    }

    // MARK: - Completion

    @Test func completionRunsOnceDelayAndDurationHavePassedWithFinishedTrue() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var results: [Bool] = []

        UIView.animate(
            withDuration: 1, delay: 0.5, options: [.curveLinear],
            animations: { block.frame.origin.x = 8 },
            completion: { results.append($0) })

        MainLoop.main.advance(to: start + 1)
        #expect(results.isEmpty)
        MainLoop.main.advance(to: start + 1.49)
        #expect(results.isEmpty)
        #expect(MainLoop.main.hasRunningAnimations)
        MainLoop.main.advance(to: start + 1.5)
        #expect(results == [true])
        #expect(screen.lines == ["        ##"])
        screen.runUntilIdle()
        #expect(results == [true])
    }

    @Test func aZeroDurationAnimationAppliesAtOnceAndCompletesInTheNextTurn() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var results: [Bool] = []

        UIView.animate(
            withDuration: 0,
            animations: { block.frame.origin.x = 5 },
            completion: { results.append($0) })

        #expect(results.isEmpty)
        #expect(screen.lines == ["     ##"])
        #expect(!MainLoop.main.hasRunningAnimations)
        MainLoop.main.runTurn()
        #expect(results == [true])
        #expect(MainLoop.main.now == start)
        screen.runUntilIdle()
    }

    @Test func anAnimationThatChangesNothingCompletesInTheNextTurn() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var results: [Bool] = []

        UIView.animate(
            withDuration: 2, delay: 1, options: [],
            animations: { block.frame.origin.x = block.frame.origin.x },
            completion: { results.append($0) })

        #expect(results.isEmpty)
        #expect(!MainLoop.main.hasRunningAnimations)
        MainLoop.main.runTurn()
        #expect(results == [true])
        #expect(MainLoop.main.now == start)
        screen.runUntilIdle()
    }

    @Test func withAnimationsDisabledChangesApplyAtOnceAndCompletionStillWaitsForTheNextTurn() {
        let (screen, block) = showingBlock()
        var results: [Bool] = []
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: { block.frame.origin.x = 8 },
            completion: { results.append($0) })

        #expect(screen.lines == ["        ##"])
        #expect(!MainLoop.main.hasRunningAnimations)
        #expect(results.isEmpty)
        MainLoop.main.runTurn()
        #expect(results == [true])
        screen.runUntilIdle()
    }

    // MARK: - Without animation and nesting

    @Test func performWithoutAnimationAppliesAtOnceInsideAnAnimationBlock() {
        let (screen, animated, immediate) = showingTwoBlocks()
        let start = MainLoop.main.now

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            animated.frame.origin.x = 8
            UIView.performWithoutAnimation {
                #expect(UIView.inheritedAnimationDuration == 0)
                immediate.frame.origin.x = 8
            }
            #expect(UIView.inheritedAnimationDuration == 1)
        }

        #expect(screen.lines == ["##", "        ##"])
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["    ##", "        ##"])
        screen.runUntilIdle()
    }

    @Test func performWithoutAnimationOutsideAnyAnimationJustRunsTheBlock() {
        let (screen, block) = showingBlock()
        var ran = false

        UIView.performWithoutAnimation {
            ran = true
            block.frame.origin.x = 3
        }

        #expect(ran)
        #expect(screen.lines == ["   ##"])
        #expect(!MainLoop.main.hasRunningAnimations)
        screen.runUntilIdle()
    }

    @Test func aNestedBlockThatOverridesTheInheritedDurationAndCurveRunsOnItsOwnTiming() {
        let (screen, outerBlock, innerBlock) = showingTwoBlocks()
        let start = MainLoop.main.now
        var completions: [String] = []

        UIView.animate(
            withDuration: 2, delay: 0, options: [.curveLinear],
            animations: {
                outerBlock.frame.origin.x = 8
                UIView.animate(
                    withDuration: 1, delay: 0,
                    options: [.curveLinear, .overrideInheritedDuration, .overrideInheritedCurve],
                    animations: { innerBlock.frame.origin.x = 8 },
                    completion: { completions.append("inner \($0)") })
            },
            completion: { completions.append("outer \($0)") })

        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["  ##", "    ##"])
        MainLoop.main.advance(to: start + 1)
        #expect(screen.lines == ["    ##", "        ##"])
        #expect(completions == ["inner true"])
        MainLoop.main.advance(to: start + 2)
        #expect(screen.lines == ["        ##", "        ##"])
        #expect(completions == ["inner true", "outer true"])
        screen.runUntilIdle()
    }

    // A nested UIView.animate block without .overrideInheritedDuration inherits the enclosing block's
    // duration (Apple, View Programming Guide, "Nesting Animation Blocks": "By default, nested
    // animations do inherit the parent's duration and animation curve").
    @Test
    func aNestedBlockInheritsTheEnclosingDuration() {
        let (screen, outerBlock, innerBlock) = showingTwoBlocks()
        let start = MainLoop.main.now

        UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear]) {
            outerBlock.frame.origin.x = 8
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
                innerBlock.frame.origin.x = 8
            }
        }

        MainLoop.main.advance(to: start + 1)
        #expect(screen.lines == ["    ##", "    ##"])
        screen.runUntilIdle()
    }

    // A nested UIView.animate block without .overrideInheritedCurve inherits the enclosing block's curve
    // (Apple, View Programming Guide, "Nesting Animation Blocks").
    @Test
    func aNestedBlockInheritsTheEnclosingCurve() {
        let (screen, outerBlock, innerBlock) = showingTwoBlocks()
        let start = MainLoop.main.now

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            outerBlock.frame.origin.x = 8
            UIView.animate(withDuration: 1) {
                innerBlock.frame.origin.x = 8
            }
        }

        MainLoop.main.advance(to: start + 0.25)
        #expect(screen.lines == ["  ##", "  ##"])
        screen.runUntilIdle()
    }

    // MARK: - Alpha and colour

    @Test func alphaAnimatesTheBackgroundAndHidesTextBelowOneHalf() {
        let (screen, block) = showingBlock()
        block.backgroundColor = .white
        screen.runUntilIdle()
        let start = MainLoop.main.now

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            block.alpha = 0
        }
        #expect(block.alpha == 0)

        MainLoop.main.advance(to: start + 0.25)
        #expect(screen.lines == ["##"])
        #expect(isGray(screen.canvas[x: 0, y: 0].background, 0.75))
        MainLoop.main.advance(to: start + 0.75)
        #expect(screen.lines == [""])
        #expect(isGray(screen.canvas[x: 0, y: 0].background, 0.25))
        MainLoop.main.advance(to: start + 1)
        #expect(screen.canvas[x: 0, y: 0].background == nil)
        screen.runUntilIdle()
    }

    @Test func backgroundColorAnimatesThroughTheMixOfTheTwoColours() {
        let (screen, block) = showingBlock()
        block.backgroundColor = .red
        screen.runUntilIdle()
        let start = MainLoop.main.now

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            block.backgroundColor = .blue
        }
        #expect(block.backgroundColor == .blue)

        #expect(screen.canvas[x: 0, y: 0].background == .red)
        MainLoop.main.advance(to: start + 0.5)
        #expect(isColor(screen.canvas[x: 1, y: 0].background, red: 0.5, green: 0, blue: 0.5))
        MainLoop.main.advance(to: start + 1)
        #expect(screen.canvas[x: 1, y: 0].background == .blue)
        screen.runUntilIdle()
    }

    @Test func aBackgroundColorAnimatedFromNoneFadesIn() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            block.backgroundColor = .red
        }

        #expect(screen.canvas[x: 0, y: 0].background == nil)
        MainLoop.main.advance(to: start + 0.5)
        // Half-transparent red over the terminal's default black.
        #expect(isColor(screen.canvas[x: 0, y: 0].background, red: 0.5, green: 0, blue: 0))
        MainLoop.main.advance(to: start + 1)
        #expect(screen.canvas[x: 0, y: 0].background == .red)
        screen.runUntilIdle()
    }

    @Test func theBoundsOriginAnimatesSoContentScrolls() {
        let screen = HeadlessScreen(width: 4, height: 2)
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        scroller.clipsToBounds = true
        let rows = (0..<8).map { row in
            BlockView(frame: CGRect(x: CGFloat(row % 2), y: CGFloat(row), width: 2, height: 1))
        }
        rows.forEach(scroller.addSubview)
        let controller = UIViewController()
        controller.view.addSubview(scroller)
        screen.show(controller)
        let start = MainLoop.main.now
        #expect(screen.lines == ["##", " ##"])

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            scroller.bounds.origin.y = 4
        }

        #expect(scroller.bounds.origin == CGPoint(x: 0, y: 4))
        MainLoop.main.advance(to: start + 0.25)
        #expect(screen.lines == [" ##", "##"])
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["##", " ##"])
        screen.runUntilIdle()
        #expect(scroller.subviews.count == 8)
    }

    @Test func anAnimationThatInterruptsAnotherStartsFromWhereTheViewIsOnScreenAndTheFirstReportsFalse() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var completions: [String] = []

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: { block.frame.origin.x = 8 },
            completion: { completions.append("first \($0)") })
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["    ##"])

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: { block.frame.origin.x = 0 },
            completion: { completions.append("second \($0)") })

        #expect(block.frame.origin.x == 0)
        #expect(screen.lines == ["    ##"])
        #expect(completions.isEmpty)
        MainLoop.main.runTurn()
        #expect(completions == ["first false"])
        MainLoop.main.advance(to: start + 1.5)
        #expect(screen.lines == ["##"])
        #expect(completions == ["first false", "second true"])
        screen.runUntilIdle()
    }

    @Test func aChangeMadeWithoutAnimationEndsTheRunningOneWithFalse() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var results: [Bool] = []

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: { block.frame.origin.x = 8 },
            completion: { results.append($0) })
        MainLoop.main.advance(to: start + 0.5)
        block.frame.origin.x = 2

        #expect(screen.lines == ["  ##"])
        #expect(results.isEmpty)
        MainLoop.main.runTurn()
        #expect(results == [false])
        screen.runUntilIdle()
        #expect(results == [false])
        #expect(MainLoop.main.now == start + 0.5)
        // The taken animation's time still counts for `hasRunningAnimations` (it is a maximum
        // over all animations): let it pass, so later tests start with none running.
        MainLoop.main.advance(to: start + 1)
    }

    @Test func anAnimationThatLosesOnlySomeOfItsPropertiesEndsOnTimeWithFalse() {
        let (screen, first, second) = showingTwoBlocks()
        let start = MainLoop.main.now
        var completions: [String] = []

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                first.frame.origin.x = 8
                second.frame.origin.x = 8
            },
            completion: { completions.append("both \($0)") })
        MainLoop.main.advance(to: start + 0.5)
        UIView.animate(
            withDuration: 0.25, delay: 0, options: [.curveLinear],
            animations: { second.frame.origin.x = 0 },
            completion: { completions.append("second \($0)") })

        MainLoop.main.advance(to: start + 0.75)
        #expect(completions == ["second true"])
        #expect(screen.lines == ["      ##", "##"])
        MainLoop.main.advance(to: start + 1)
        #expect(completions == ["second true", "both false"])
        screen.runUntilIdle()
    }

    @Test func anAnimationThatTakesItsOwnPropertyAgainInOneBlockStillFinishes() {
        let (screen, block) = showingBlock()
        var results: [Bool] = []

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                block.frame.origin.x = 4
                block.frame.origin.x = 8
            },
            completion: { results.append($0) })
        screen.runUntilIdle()

        #expect(results == [true])
        #expect(screen.lines == ["        ##"])
    }

    // MARK: - Repeating and reversing

    @Test func autoreverseRunsForwardThenBackThenShowsTheModelValue() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var results: [Bool] = []

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse],
            animations: { block.frame.origin.x = 8 },
            completion: { results.append($0) })

        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["    ##"])
        MainLoop.main.advance(to: start + 1)
        #expect(screen.lines == ["        ##"])
        MainLoop.main.advance(to: start + 1.5)
        #expect(screen.lines == ["    ##"])
        MainLoop.main.advance(to: start + 1.75)
        #expect(screen.lines == ["  ##"])
        #expect(results.isEmpty)
        MainLoop.main.advance(to: start + 2)
        #expect(results == [true])
        // As in UIKit, the view lands on its model value once the reversal ends.
        #expect(screen.lines == ["        ##"])
        screen.runUntilIdle()
    }

    @Test func aRepeatingAnimationStartsOverEachDurationAndRunUntilIdleDoesNotWaitForIt() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var results: [Bool] = []

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .repeat],
            animations: { block.frame.origin.x = 8 },
            completion: { results.append($0) })

        #expect(MainLoop.main.runUntilIdle())
        #expect(MainLoop.main.now == start)
        #expect(MainLoop.main.hasRunningAnimations)
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["    ##"])
        MainLoop.main.advance(to: start + 10.25)
        #expect(screen.lines == ["  ##"])
        #expect(results.isEmpty)

        // Taking its property over ends it, with `false`.
        UIView.animate(withDuration: 0.5) { block.frame.origin.x = 0 }
        MainLoop.main.runTurn()
        #expect(results == [false])
        screen.runUntilIdle()
        #expect(!MainLoop.main.hasRunningAnimations)
        #expect(screen.lines == ["##"])
    }

    @Test func aRepeatingAnimationDrawsAFrameEachTurnOnlyInItsWindow() {
        let (screen, block) = showingBlock()
        let (other, _) = showingBlock()
        let frames = screen.presentedFrameCount
        let otherFrames = other.presentedFrameCount

        UIView.animate(withDuration: 1, delay: 0, options: [.repeat]) { block.frame.origin.x = 8 }
        MainLoop.main.advance(by: 0.1)
        MainLoop.main.advance(by: 0.1)
        MainLoop.main.advance(by: 0.1)

        #expect(screen.presentedFrameCount == frames + 3)
        #expect(other.presentedFrameCount == otherFrames)
        block.frame.origin.x = 0
        screen.runUntilIdle()
    }

    @Test func aRepeatingAnimationOfAFreedViewStopsDrawing() {
        let screen = HeadlessScreen(width: 12, height: 1)
        var block: UIView? = BlockView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let controller = UIViewController()
        controller.view.addSubview(block!)
        screen.show(controller)

        UIView.animate(withDuration: 1, delay: 0, options: [.repeat]) { block?.frame.origin.x = 8 }
        #expect(MainLoop.main.hasRunningAnimations)
        block?.removeFromSuperview()
        block = nil

        #expect(!MainLoop.main.hasRunningAnimations)
        screen.runUntilIdle()
    }

    @Test func setAnimationRepeatCountRepeatsThatManyTimesThenCompletes() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var results: [Bool] = []

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
            animations: {
                UIView.setAnimationRepeatCount(2)
                block.frame.origin.x = 8
            },
            completion: { results.append($0) })

        MainLoop.main.advance(to: start + 2.5)
        #expect(screen.lines == ["    ##"])
        MainLoop.main.advance(to: start + 3.75)
        #expect(screen.lines == ["  ##"])
        #expect(results.isEmpty)
        screen.runUntilIdle()
        #expect(results == [true])
        #expect(MainLoop.main.now == start + 4)
    }

    @Test func aFractionalRepeatCountEndsPartWayThroughAPlay() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var results: [Bool] = []

        UIView.animate(
            withDuration: 1, delay: 0.5, options: [.curveLinear],
            animations: {
                UIView.setAnimationRepeatCount(1.5)
                block.frame.origin.x = 8
            },
            completion: { results.append($0) })

        MainLoop.main.advance(to: start + 1.75)
        #expect(screen.lines == ["  ##"])
        screen.runUntilIdle()
        #expect(results == [true])
        #expect(MainLoop.main.now == start + 2)
    }

    // MARK: - Layout and hit testing

    @Test func framesSetByLayoutIfNeededInsideAnAnimationBlockAnimate() {
        let (screen, block) = showingBlock()
        let container = block.superview!
        let start = MainLoop.main.now
        let layout = LayoutClosureView(frame: container.bounds)
        container.addSubview(layout)
        layout.addSubview(block)
        screen.runUntilIdle()

        layout.onLayout = { block.frame.origin.x = 8 }
        layout.setNeedsLayout()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            layout.layoutIfNeeded()
        }

        #expect(block.frame.origin.x == 8)
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["    ##"])
        screen.runUntilIdle()
        #expect(screen.lines == ["        ##"])
    }

    @Test func autoresizedSubviewsAnimateWithTheirSuperview() {
        let screen = HeadlessScreen(width: 12, height: 1)
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        let fill = BlockView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        fill.autoresizingMask = [.flexibleWidth]
        panel.addSubview(fill)
        let controller = UIViewController()
        controller.view.addSubview(panel)
        screen.show(controller)
        let start = MainLoop.main.now

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            panel.frame.size.width = 12
        }

        #expect(fill.frame.width == 12)
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["########"])
        screen.runUntilIdle()
        #expect(screen.lines == ["############"])
    }

    @Test func hitTestingUsesTheModelFrameWhileAnAnimationRuns() {
        let (screen, block) = showingBlock()
        let root = block.superview!
        let start = MainLoop.main.now

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            block.frame.origin.x = 8
        }
        MainLoop.main.advance(to: start + 0.5)

        #expect(screen.lines == ["    ##"])
        #expect(root.hitTest(CGPoint(x: 8, y: 0), with: nil) === block)
        #expect(root.hitTest(CGPoint(x: 4, y: 0), with: nil) === root)
        screen.runUntilIdle()
    }

    // MARK: - Running animations

    @Test func hasRunningAnimationsIsTrueFromTheStartToTheEndOfAnAnimation() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        #expect(!MainLoop.main.hasRunningAnimations)

        UIView.animate(withDuration: 1, delay: 0.5, options: []) {
            block.frame.origin.x = 8
        }

        #expect(MainLoop.main.hasRunningAnimations)
        MainLoop.main.advance(to: start + 0.25)
        #expect(MainLoop.main.hasRunningAnimations)
        MainLoop.main.advance(to: start + 1.25)
        #expect(MainLoop.main.hasRunningAnimations)
        MainLoop.main.advance(to: start + 1.5)
        #expect(!MainLoop.main.hasRunningAnimations)
        screen.runUntilIdle()
    }

    @Test func runUntilIdleFinishesRunningAnimations() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        var finished = false

        UIView.animate(
            withDuration: 3, delay: 0, options: [],
            animations: { block.frame.origin.x = 8 },
            completion: { _ in finished = true })
        MainLoop.main.runUntilIdle()

        #expect(finished)
        #expect(MainLoop.main.now == start + 3)
        #expect(!MainLoop.main.hasRunningAnimations)
        #expect(screen.lines == ["        ##"])
    }

    @Test func eachAnimationFrameIsPresentedToTheScreen() {
        let (screen, block) = showingBlock()
        let start = MainLoop.main.now
        let frames = screen.presentedFrameCount

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            block.frame.origin.x = 8
        }
        MainLoop.main.advance(to: start + 0.25)
        MainLoop.main.advance(to: start + 0.5)
        MainLoop.main.advance(to: start + 0.75)

        #expect(screen.presentedFrameCount == frames + 3)
        #expect(screen.lastPresentedCanvas?.lines == ["      ##    "])
        screen.runUntilIdle()
    }
}

private func isColor(_ color: UIColor?, red: CGFloat, green: CGFloat, blue: CGFloat) -> Bool {
    guard let color else { return false }
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return abs(r - red) < 0.01 && abs(g - green) < 0.01 && abs(b - blue) < 0.01 && a == 1
}

private func isGray(_ color: UIColor?, _ level: CGFloat) -> Bool {
    isColor(color, red: level, green: level, blue: level)
}

/// A view whose `layoutSubviews` runs `onLayout`.
@MainActor
private final class LayoutClosureView: UIView {
    var onLayout: () -> Void = {}

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout()
    }
}
