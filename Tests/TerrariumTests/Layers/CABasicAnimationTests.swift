import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `CABasicAnimation` on layers: the screen follows the animation on the main loop's clock
/// while the model keeps its value; delegates, removal, fill modes, repeats and values.
///
/// The clock is shared and only moves forward, so each test measures from its own start.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct CABasicAnimationTests {
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

    @Test func theWindowDrawsAFrameEachTurnWhileAnAnimationRunsAndNoneAfter() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let screen = showing(card, width: 12, height: 1)
        let start = CACurrentMediaTime()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.toValue = 9
        slide.duration = 1
        card.layer.add(slide, forKey: nil)
        MainLoop.main.advance(to: start)
        let frames = screen.presentedFrameCount

        MainLoop.main.advance(to: start + 0.25)
        MainLoop.main.advance(to: start + 0.5)
        #expect(MainLoop.main.hasRunningAnimations)
        MainLoop.main.advance(to: start + 0.75)
        #expect(screen.presentedFrameCount == frames + 3)
        #expect(screen.lastPresentedCanvas?.lines == ["      aa    "])

        MainLoop.main.advance(to: start + 1)
        #expect(!MainLoop.main.hasRunningAnimations)
        let afterEnd = screen.presentedFrameCount
        MainLoop.main.advance(to: start + 1.5)
        #expect(screen.presentedFrameCount == afterEnd)
        #expect(screen.lastPresentedCanvas?.lines == ["aa          "])
    }

    @Test func opacityHidesTextBelowHalfAndBackgroundColoursBlend() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        card.backgroundColor = .red
        let screen = showing(card, width: 4, height: 1)
        let start = CACurrentMediaTime()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        card.layer.add(fade, forKey: "fade")
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.toValue = UIColor.blue.cgColor
        tint.duration = 1
        card.layer.add(tint, forKey: "tint")

        MainLoop.main.advance(to: start + 0.25)
        #expect(screen.lines == ["aa"])
        let shown = card.layer.presentation()!
        #expect(close(CGFloat(shown.opacity), 0.75))
        let rgba = shown.backgroundColor!.uiColor.rgba
        #expect(close(rgba.red, 0.75) && close(rgba.blue, 0.25))
        #expect(card.alpha == 1 && card.backgroundColor == .red)
        MainLoop.main.advance(to: start + 0.75)
        #expect(screen.lines == [""])
        MainLoop.main.advance(to: start + 1)
        #expect(screen.lines == ["aa"])
        #expect(layerBackgrounds(of: screen.canvas) == ["rr.."])
    }

    @Test func aCornerRadiusAnimationRoundsTheBorderFromARadiusOfOne() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        card.layer.borderWidth = 1
        let screen = showing(card, width: 4, height: 2)
        let start = CACurrentMediaTime()
        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.toValue = 2
        round.duration = 1
        card.layer.add(round, forKey: nil)

        MainLoop.main.advance(to: start + 0.25)
        #expect(screen.lines == ["┌──┐", "└──┘"])
        MainLoop.main.advance(to: start + 0.75)
        #expect(screen.lines == ["╭──╮", "╰──╯"])
        #expect(card.layer.cornerRadius == 0)
        MainLoop.main.advance(to: start + 1)
        #expect(screen.lines == ["┌──┐", "└──┘"])
    }

    @Test func boundsPositionAndScaleAnimationsResizeAndMoveTheView() {
        let card = UIView(frame: CGRect(x: 2, y: 0, width: 4, height: 1))
        card.backgroundColor = .red
        let screen = showing(card, width: 10, height: 3)
        let start = CACurrentMediaTime()
        let widen = CABasicAnimation(keyPath: "bounds.size")
        widen.toValue = CGSize(width: 8, height: 1)
        widen.duration = 1
        card.layer.add(widen, forKey: "widen")
        let drop = CABasicAnimation(keyPath: "position.y")
        drop.toValue = 2.5
        drop.duration = 1
        card.layer.add(drop, forKey: "drop")

        // The size grows about the anchor point, the centre (4, 0.5).
        MainLoop.main.advance(to: start + 0.5)
        #expect(layerBackgrounds(of: screen.canvas) == ["..........", ".rrrrrr...", ".........."])
        #expect(card.layer.presentation()!.bounds.size == CGSize(width: 6, height: 1))
        #expect(card.bounds.size == CGSize(width: 4, height: 1))
        MainLoop.main.advance(to: start + 1)
        #expect(layerBackgrounds(of: screen.canvas) == ["..rrrr....", "..........", ".........."])

        let squeeze = CABasicAnimation(keyPath: "transform.scale.x")
        squeeze.toValue = 0.5
        squeeze.duration = 1
        squeeze.fillMode = .forwards
        squeeze.isRemovedOnCompletion = false
        card.layer.add(squeeze, forKey: "squeeze")
        MainLoop.main.runUntilIdle()
        #expect(layerBackgrounds(of: screen.canvas) == ["...rr.....", "..........", ".........."])
        #expect(card.layer.presentation()!.transform.m22 == 1)
    }

    @Test func aPlainSublayerAnimatesItsPosition() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
        dot.backgroundColor = UIColor.red.cgColor
        host.layer.addSublayer(dot)
        let screen = showing(host, width: 8, height: 1)
        let start = CACurrentMediaTime()
        let slide = CABasicAnimation(keyPath: "position")
        slide.fromValue = NSValue(cgPoint: CGPoint(x: 1, y: 0.5))
        slide.toValue = CGPoint(x: 7, y: 0.5)
        slide.duration = 1
        dot.add(slide, forKey: "slide")

        MainLoop.main.advance(to: start + 0.5)
        #expect(layerBackgrounds(of: screen.canvas) == ["...rr..."])
        #expect(dot.position == CGPoint(x: 1, y: 0.5))
        #expect(dot.presentation()!.position == CGPoint(x: 4, y: 0.5))
        MainLoop.main.advance(to: start + 1)
        #expect(layerBackgrounds(of: screen.canvas) == ["rr......"])
        #expect(dot.presentation() === dot)
    }

    @Test func transformFieldsScaleMoveAndTurnTheLayer() {
        let card = LetterView("a", frame: CGRect(x: 2, y: 0, width: 4, height: 4))
        let screen = showing(card, width: 10, height: 4)
        let start = CACurrentMediaTime()
        let shrink = CABasicAnimation(keyPath: "transform.scale")
        shrink.fromValue = 1
        shrink.toValue = 0.5
        shrink.duration = 1
        shrink.fillMode = .forwards
        shrink.isRemovedOnCompletion = false
        card.layer.add(shrink, forKey: "shrink")
        let move = CABasicAnimation(keyPath: "transform.translation.x")
        move.byValue = 4
        move.duration = 1
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        card.layer.add(move, forKey: "move")

        MainLoop.main.advance(to: start + 1)
        // Half size about the centre (4, 2), then 4 to the right.
        #expect(screen.lines == ["", "       aa", "       aa", ""])
        #expect(CATransform3DIsIdentity(card.layer.transform))
        let shown = card.layer.presentation()!.transform
        #expect(close(shown.m11, 0.5) && close(shown.m22, 0.5) && close(shown.m41, 4))

        card.layer.removeAllAnimations()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        card.layer.add(spin, forKey: "spin")
        let spinStart = CACurrentMediaTime()
        MainLoop.main.advance(to: spinStart + 0.5)
        // Half a turn: a matrix animation to the same full-turn matrix would not move.
        let half = card.layer.presentation()!.transform
        #expect(close(half.m11, -1) && close(half.m12, 0))
        // Rotation is not drawn: the layer is drawn upright.
        #expect(screen.lines == Array(repeating: "  aaaa", count: 4))
        MainLoop.main.advance(to: spinStart + 0.75)
        #expect(close(card.layer.presentation()!.transform.m12, -1))
    }

    @Test func aShapeLayersStrokeEndAnimatesHowMuchOfThePathIsDrawn() {
        func lineLayer(strokeEnd: CGFloat) -> (UIView, CAShapeLayer) {
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
            let line = CAShapeLayer()
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: 0.5))
            path.addLine(to: CGPoint(x: 10, y: 0.5))
            line.path = path
            line.fillColor = nil
            line.strokeColor = UIColor.white.cgColor
            line.strokeEnd = strokeEnd
            host.layer.addSublayer(line)
            return (host, line)
        }
        let (host, line) = lineLayer(strokeEnd: 0)
        let screen = showing(host, width: 10, height: 1)
        // The same path drawn still, most of the way.
        let still = showing(lineLayer(strokeEnd: 0.75).0, width: 10, height: 1)
        let start = CACurrentMediaTime()
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        line.add(draw, forKey: "draw")

        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["─────"])
        MainLoop.main.advance(to: start + 0.75)
        #expect(screen.lines == still.lines)
        #expect(screen.lines != ["─────"])
        MainLoop.main.advance(to: start + 1)
        #expect(screen.lines == [""])
    }

    // MARK: - Delegate, removal and keys

    @Test func theDelegateHearsTheStartInTheNextTurnAndTheStopWithTrueAtTheEnd() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        _ = showing(card, width: 4, height: 1)
        let recorder = AnimationRecorder()
        let start = CACurrentMediaTime()
        let fade = CABasicAnimation(keyPath: "opacity").named("fade", recorder: recorder)
        fade.toValue = 0
        fade.duration = 1
        card.layer.add(fade, forKey: "fade")

        #expect(recorder.events == [])
        MainLoop.main.advance(to: start)
        #expect(recorder.events == ["start fade"])
        MainLoop.main.advance(to: start + 0.99)
        #expect(recorder.events == ["start fade"])
        MainLoop.main.advance(to: start + 1)
        #expect(recorder.events == ["start fade", "stop fade true"])
        MainLoop.main.runUntilIdle()
        #expect(recorder.events == ["start fade", "stop fade true"])
    }

    @Test func removingAnAnimationShowsTheModelAtOnceAndStopsItWithFalseInTheNextTurn() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let screen = showing(card, width: 12, height: 1)
        let recorder = AnimationRecorder()
        let start = CACurrentMediaTime()
        let slide = CABasicAnimation(keyPath: "position.x").named("slide", recorder: recorder)
        slide.toValue = 9
        slide.duration = 1
        card.layer.add(slide, forKey: "slide")
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["    aa"])

        card.layer.removeAnimation(forKey: "slide")
        #expect(screen.lines == ["aa"])
        #expect(card.layer.animation(forKey: "slide") == nil)
        #expect(recorder.events == ["start slide"])
        MainLoop.main.runTurn()
        #expect(recorder.events == ["start slide", "stop slide false"])
        MainLoop.main.runUntilIdle()
        #expect(recorder.events == ["start slide", "stop slide false"])
    }

    @Test func anAnimationUnderATakenKeyReplacesTheOldOne() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        _ = showing(card, width: 12, height: 1)
        let recorder = AnimationRecorder()
        let first = CABasicAnimation(keyPath: "opacity").named("first", recorder: recorder)
        first.toValue = 0
        card.layer.add(first, forKey: "fade")
        MainLoop.main.runTurn()
        let second = CABasicAnimation(keyPath: "opacity").named("second", recorder: recorder)
        second.toValue = 0.5
        card.layer.add(second, forKey: "fade")

        #expect(card.layer.animationKeys() == ["fade"])
        #expect(card.layer.animation(forKey: "fade")?.value(forKey: "name") as? String == "second")
        MainLoop.main.runUntilIdle()
        #expect(recorder.events == ["start first", "stop first false", "start second", "stop second true"])
    }

    @Test func removeAllAnimationsStopsEveryAnimationOnTheLayer() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        _ = showing(card, width: 12, height: 1)
        let recorder = AnimationRecorder()
        for name in ["one", "two"] {
            let animation = CABasicAnimation(keyPath: "opacity").named(name, recorder: recorder)
            animation.toValue = 0
            animation.duration = 5
            card.layer.add(animation, forKey: name)
        }
        let unkeyed = CABasicAnimation(keyPath: "position.x").named("three", recorder: recorder)
        unkeyed.toValue = 4
        unkeyed.duration = 5
        card.layer.add(unkeyed, forKey: nil)
        #expect(card.layer.animationKeys() == ["one", "two"])
        MainLoop.main.runTurn()

        card.layer.removeAllAnimations()
        #expect(card.layer.animationKeys() == nil)
        MainLoop.main.runUntilIdle()
        #expect(
            recorder.events == [
                "start one", "start two", "start three", "stop one false", "stop two false", "stop three false",
            ])
    }

    @Test func theLayerAddsACopyThatHoldsItsBeginTime() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let screen = showing(card, width: 12, height: 1)
        let start = CACurrentMediaTime()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 1
        slide.toValue = 9
        slide.duration = 1
        card.layer.add(slide, forKey: "slide")
        slide.toValue = 100
        slide.duration = 10

        let added = card.layer.animation(forKey: "slide") as? CABasicAnimation
        #expect(added !== slide)
        #expect(added?.beginTime == start)
        #expect(added?.duration == 1)
        #expect(slide.beginTime == 0)
        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["    aa"])
        let copy = slide.copy() as? CABasicAnimation
        #expect(copy?.toValue as? Int == 100 && copy?.keyPath == "position.x")
        MainLoop.main.runUntilIdle()
    }

    // MARK: - Timing

    @Test func fillModeForwardsWithoutRemovalHoldsTheEndValueUntilRemoved() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let screen = showing(card, width: 12, height: 1)
        let recorder = AnimationRecorder()
        let start = CACurrentMediaTime()
        let slide = CABasicAnimation(keyPath: "position.x").named("slide", recorder: recorder)
        slide.toValue = 9
        slide.duration = 1
        slide.fillMode = .forwards
        slide.isRemovedOnCompletion = false
        card.layer.add(slide, forKey: "slide")

        MainLoop.main.advance(to: start + 2)
        #expect(screen.lines == ["        aa"])
        #expect(card.layer.animationKeys() == ["slide"])
        #expect(recorder.events == ["start slide", "stop slide true"])
        #expect(!MainLoop.main.hasRunningAnimations)
        card.layer.removeAnimation(forKey: "slide")
        MainLoop.main.runUntilIdle()
        #expect(screen.lines == ["aa"])
        #expect(recorder.events == ["start slide", "stop slide true"])
    }

    @Test func aLaterBeginTimeWaitsAndFillModeBackwardsShowsTheFirstValueMeanwhile() {
        let first = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let second = LetterView("b", frame: CGRect(x: 0, y: 1, width: 2, height: 1))
        let screen = showingLayers([first, second], width: 12, height: 2)
        let recorder = AnimationRecorder()
        let start = CACurrentMediaTime()
        for (view, fill) in [(first, CAMediaTimingFillMode.backwards), (second, .removed)] {
            let slide = CABasicAnimation(keyPath: "position.x").named(fill.rawValue, recorder: recorder)
            slide.fromValue = 5
            slide.toValue = 9
            slide.duration = 1
            slide.beginTime = CACurrentMediaTime() + 1
            slide.fillMode = fill
            view.layer.add(slide, forKey: "slide")
        }

        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["    aa", "bb"])
        #expect(recorder.events == [])
        MainLoop.main.advance(to: start + 1.5)
        #expect(screen.lines == ["      aa", "      bb"])
        #expect(recorder.events == ["start backwards", "start removed"])
        MainLoop.main.runUntilIdle()
        #expect(CACurrentMediaTime() == start + 2)
        #expect(screen.lines == ["aa", "bb"])
    }

    @Test func anAutoreversingAnimationRepeatsThereAndBack() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        _ = showing(card, width: 12, height: 1)
        let recorder = AnimationRecorder()
        let start = CACurrentMediaTime()
        let swing = CABasicAnimation(keyPath: "position.x").named("swing", recorder: recorder)
        swing.fromValue = 1
        swing.toValue = 9
        swing.duration = 1
        swing.autoreverses = true
        swing.repeatCount = 2
        card.layer.add(swing, forKey: "swing")

        func shown(at time: TimeInterval) -> CGFloat {
            MainLoop.main.advance(to: start + time)
            return card.layer.presentation()!.position.x
        }
        #expect(close(shown(at: 0.5), 5))
        #expect(close(shown(at: 1.25), 7))
        #expect(close(shown(at: 1.75), 3))
        #expect(close(shown(at: 2.5), 5))
        #expect(close(shown(at: 3.5), 5))
        #expect(recorder.events == ["start swing"])
        #expect(close(shown(at: 4), 1))
        #expect(recorder.events == ["start swing", "stop swing true"])
    }

    @Test func anAnimationThatRepeatsForEverDrawsFramesButDoesNotKeepTheLoopBusy() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let screen = showing(card, width: 12, height: 1)
        let start = CACurrentMediaTime()
        let pulse = CABasicAnimation(keyPath: "position.x")
        pulse.fromValue = 1
        pulse.toValue = 5
        pulse.duration = 1
        pulse.repeatCount = .infinity
        card.layer.add(pulse, forKey: "pulse")

        #expect(MainLoop.main.runUntilIdle())
        #expect(CACurrentMediaTime() == start)
        #expect(MainLoop.main.hasRunningAnimations)
        let frames = screen.presentedFrameCount
        MainLoop.main.advance(to: start + 10.5)
        #expect(screen.presentedFrameCount > frames)
        #expect(screen.lines == ["  aa"])
        card.layer.removeAnimation(forKey: "pulse")
        #expect(!MainLoop.main.hasRunningAnimations)
    }

    @Test func runUntilIdleWaitsForAnAnimationWithAnEnd() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        _ = showing(card, width: 12, height: 1)
        let recorder = AnimationRecorder()
        let start = CACurrentMediaTime()
        let slide = CABasicAnimation(keyPath: "position.x").named("slide", recorder: recorder)
        slide.toValue = 9
        slide.duration = 2
        slide.repeatCount = 1.5
        card.layer.add(slide, forKey: nil)

        MainLoop.main.runUntilIdle()
        #expect(CACurrentMediaTime() == start + 3)
        #expect(recorder.events == ["start slide", "stop slide true"])
    }

    @Test func aTimingFunctionShapesProgress() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        _ = showing(card, width: 12, height: 1)
        let start = CACurrentMediaTime()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        card.layer.add(slide, forKey: nil)

        MainLoop.main.advance(to: start + 0.25)
        // Core Animation's ease-in-out is at about 0.129 a quarter of the way.
        #expect(close(card.layer.presentation()!.position.x, 12.9, within: 0.2))
        MainLoop.main.advance(to: start + 0.5)
        #expect(close(card.layer.presentation()!.position.x, 50, within: 1e-4))
        MainLoop.main.runUntilIdle()
    }

    // MARK: - Values

    @Test func valuesMayBeAnyKindOfNumberOrABox() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
        // A begin time of 0 means "when added": start where the clock is not at zero, as a
        // device's never is (this test's loop is its own and starts there).
        MainLoop.main.advance(by: 1)
        let start = CACurrentMediaTime()
        let numbers: [(Any, Any)] = [
            (CGFloat(0), CGFloat(1)), (Double(0), Double(1)), (Float(0), Float(1)), (0, 1),
            (NSNumber(value: 0), NSNumber(value: 1)),
        ]
        for (index, (from, to)) in numbers.enumerated() {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = from
            fade.toValue = to
            fade.duration = 1
            fade.beginTime = start
            layer.add(fade, forKey: "fade \(index)")
            MainLoop.main.advance(to: start + 0.25 + Double(index) * 0.01)
            let expected = Float(0.25 + Double(index) * 0.01)
            #expect(abs(layer.presentation()!.opacity - expected) < 1e-6)
            layer.removeAllAnimations()
        }
        let grow = CABasicAnimation(keyPath: "bounds")
        grow.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 4, height: 2))
        grow.toValue = CGRect(x: 2, y: 0, width: 8, height: 2)
        layer.add(grow, forKey: "grow")
        let move = CABasicAnimation(keyPath: "shadowOffset")
        move.toValue = NSValue(cgSize: CGSize(width: 4, height: 4))
        layer.add(move, forKey: "shadow")
        let now = CACurrentMediaTime()
        MainLoop.main.advance(to: now + 0.125)
        #expect(layer.presentation()!.bounds == CGRect(x: 1, y: 0, width: 6, height: 2))
        #expect(layer.presentation()!.shadowOffset == CGSize(width: 2, height: 0.5))
        MainLoop.main.runUntilIdle()
    }

    @Test func fromByAndToValuesCombineAsCoreAnimationDocuments() {
        let layer = CALayer()
        layer.position = CGPoint(x: 3, y: 0)
        func shownX(_ configure: (CABasicAnimation) -> Void) -> CGFloat {
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.duration = 1
            configure(animation)
            layer.add(animation, forKey: "x")
            let start = CACurrentMediaTime()
            MainLoop.main.advance(to: start + 0.5)
            let x = layer.presentation()!.position.x
            layer.removeAllAnimations()
            return x
        }
        #expect(
            shownX {
                $0.fromValue = 2; $0.byValue = 4
            } == 4)
        #expect(
            shownX {
                $0.toValue = 8; $0.byValue = 2
            } == 7)
        #expect(shownX { $0.fromValue = 7 } == 5)
        #expect(shownX { $0.toValue = 7 } == 5)
        #expect(shownX { $0.byValue = 4 } == 5)
        #expect(shownX { _ in } == 3)
        #expect(
            shownX {
                $0.isAdditive = true; $0.fromValue = 0; $0.toValue = 4
            } == 5)
        #expect(
            shownX {
                $0.isAdditive = true; $0.toValue = 4
            } == 5)
        MainLoop.main.runUntilIdle()
    }

    @Test func aCumulativeAnimationBuildsEachRepeatOnTheLast() {
        let layer = CALayer()
        let start = CACurrentMediaTime()
        let step = CABasicAnimation(keyPath: "position.x")
        step.fromValue = 0
        step.toValue = 2
        step.duration = 1
        step.repeatCount = 3
        step.isCumulative = true
        layer.add(step, forKey: nil)

        MainLoop.main.advance(to: start + 0.5)
        #expect(layer.presentation()!.position.x == 1)
        MainLoop.main.advance(to: start + 1.5)
        #expect(layer.presentation()!.position.x == 3)
        MainLoop.main.advance(to: start + 2.5)
        #expect(layer.presentation()!.position.x == 5)
        MainLoop.main.runUntilIdle()
    }

    @Test func aValueFunctionTurnsNumbersIntoATransform() {
        let layer = CALayer()
        let start = CACurrentMediaTime()
        let grow = CABasicAnimation(keyPath: "transform")
        grow.valueFunction = CAValueFunction(name: .scale)
        grow.fromValue = [1, 1, 1]
        grow.toValue = [3, 3, 3]
        grow.duration = 1
        layer.add(grow, forKey: nil)

        MainLoop.main.advance(to: start + 0.5)
        let shown = layer.presentation()!.transform
        #expect(shown.m11 == 2 && shown.m22 == 2 && shown.m33 == 2)
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "bend")) == nil)
        MainLoop.main.runUntilIdle()
    }

    @Test func unreadableValuesAnimateNothingButTheAnimationStillRuns() {
        let layer = CALayer()
        let recorder = AnimationRecorder()
        let wrong = CABasicAnimation(keyPath: "position").named("wrong", recorder: recorder)
        wrong.toValue = "far away"
        layer.add(wrong, forKey: nil)
        let unknown = CABasicAnimation(keyPath: "wobble").named("unknown", recorder: recorder)
        unknown.toValue = 3
        layer.add(unknown, forKey: nil)
        let start = CACurrentMediaTime()

        MainLoop.main.advance(to: start + 0.1)
        #expect(layer.presentation()!.position == .zero)
        MainLoop.main.runUntilIdle()
        #expect(recorder.events == ["start wrong", "start unknown", "stop wrong true", "stop unknown true"])
    }
}
