import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `CAKeyframeAnimation`: values reached at key times, each calculation mode, paths, and
/// Pulley's bounce of its drawer's scroll view.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct CAKeyframeAnimationTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    /// The x a plain layer shows at each time (seconds after now) under `animation`, an
    /// animation of `position.x` lasting a second.
    private func shownX(_ animation: CAKeyframeAnimation, at times: [TimeInterval]) -> [CGFloat] {
        let layer = CALayer()
        animation.duration = 1
        layer.add(animation, forKey: "keyframes")
        let start = CACurrentMediaTime()
        let shown = times.map { time -> CGFloat in
            MainLoop.main.advance(to: start + time)
            return layer.presentation()!.position.x
        }
        layer.removeAllAnimations()
        MainLoop.main.runUntilIdle()
        return shown
    }

    @Test func evenlySpacedValuesAreReachedInTurn() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 8, 4] as [CGFloat]
        #expect(shownX(animation, at: [0.25, 0.5, 0.75]) == [4, 8, 6])
    }

    @Test func keyTimesSayWhenEachValueIsReached() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 8, 0]
        animation.keyTimes = [0, 0.8, 1]
        let shown = shownX(animation, at: [0.4, 0.9])
        #expect(close(shown[0], 4) && close(shown[1], 4))
    }

    @Test func discreteValuesHoldUntilTheNextKeyTime() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 4, 8]
        animation.calculationMode = .discrete
        #expect(shownX(animation, at: [0.2, 0.4, 0.7]) == [0, 4, 8])
        let timed = CAKeyframeAnimation(keyPath: "position.x")
        timed.values = [0, 4, 8]
        timed.keyTimes = [0, 0.1, 0.2, 1]
        timed.calculationMode = .discrete
        #expect(shownX(timed, at: [0.05, 0.15, 0.5]) == [0, 4, 8])
    }

    @Test func pacedValuesShareTheTimeByDistance() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 6, 8]
        animation.keyTimes = [0, 0.9, 1]
        animation.calculationMode = .paced
        let shown = shownX(animation, at: [0.5, 0.75])
        #expect(close(shown[0], 4) && close(shown[1], 6))
    }

    @Test func aCubicSplineRoundsTheWayThroughTheValues() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 4, 8]
        animation.calculationMode = .cubic
        // Catmull–Rom, with the ends' neighbours the ends themselves.
        let shown = shownX(animation, at: [0.25, 0.5])
        #expect(close(shown[0], 1.75) && close(shown[1], 4))
    }

    @Test func eachSegmentsTimingFunctionShapesIt() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 8, 16]
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        let easeIn = CAMediaTimingFunction(name: .easeIn)._progress(0.5)
        let shown = shownX(animation, at: [0.25, 0.75])
        #expect(close(shown[0], 8 * easeIn) && close(shown[1], 12))
    }

    @Test func aPathIsFollowedAtAnEvenSpeed() {
        let layer = CALayer()
        let around = CAKeyframeAnimation(keyPath: "position")
        around.path = CGPath(rect: CGRect(x: 0, y: 0, width: 8, height: 4), transform: nil)
        around.duration = 1
        layer.add(around, forKey: nil)
        let start = CACurrentMediaTime()

        MainLoop.main.advance(to: start + 0.25)
        #expect(layer.presentation()!.position == CGPoint(x: 6, y: 0))
        MainLoop.main.advance(to: start + 0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 8, y: 4))
        MainLoop.main.runUntilIdle()
    }

    @Test func valuesOfOtherKindsInterpolateToo() {
        let layer = CALayer()
        let start = CACurrentMediaTime()
        let tint = CAKeyframeAnimation(keyPath: "backgroundColor")
        tint.values = [UIColor.red.cgColor, UIColor.blue.cgColor]
        tint.duration = 1
        layer.add(tint, forKey: "tint")
        let size = CAKeyframeAnimation(keyPath: "bounds.size")
        size.values = [CGSize(width: 2, height: 2), NSValue(cgSize: CGSize(width: 6, height: 4))]
        size.duration = 1
        layer.add(size, forKey: "size")

        MainLoop.main.advance(to: start + 0.5)
        let shown = layer.presentation()!
        #expect(shown.bounds.size == CGSize(width: 4, height: 3))
        let rgba = shown.backgroundColor!.uiColor.rgba
        #expect(close(rgba.red, 0.5) && close(rgba.blue, 0.5))
        MainLoop.main.runUntilIdle()
    }

    /// Pulley's bounce (`PulleyViewController.bounceDrawer`): a keyframe animation of the
    /// drawer scroll view's `bounds.origin.y` through offsets of a damped bounce, filling
    /// forwards and removed on completion.
    @Test func pulleysBounceMovesTheScrollViewsContentAndEndsAtTheModel() {
        let drawer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 4, height: 3))
        drawer.contentSize = CGSize(width: 4, height: 10)
        drawer.showsVerticalScrollIndicator = false
        drawer.addSubview(NumberedRows(frame: CGRect(x: 0, y: 0, width: 4, height: 10)))
        let screen = showing(drawer, width: 4, height: 3)
        #expect(screen.lines == ["0", "1", "2"])
        let recorder = AnimationRecorder()
        let bounceHeight: CGFloat = 4
        let factors: [CGFloat] = [
            0, 32, 60, 83, 100, 114, 124, 128, 128, 124, 114, 100, 83, 60, 32,
            0, 24, 42, 54, 62, 64, 62, 54, 42, 24, 0, 18, 28, 32, 28, 18, 0,
        ]
        let values = factors.map { drawer.bounds.origin.y + $0 / 128 * bounceHeight }
        let animation = CAKeyframeAnimation(keyPath: "bounds.origin.y").named("bounce", recorder: recorder)
        animation.repeatCount = 1
        animation.duration = 32.0 / 30.0
        animation.fillMode = CAMediaTimingFillMode.forwards
        animation.values = values
        animation.isRemovedOnCompletion = true
        animation.autoreverses = false
        let start = CACurrentMediaTime()
        drawer.layer.add(animation, forKey: "bounceAnimation")

        // The seventh of 31 steps is the top of the first bounce: 4 points down the content.
        MainLoop.main.advance(to: start + animation.duration * 7 / 31)
        #expect(close(drawer.layer.presentation()!.bounds.origin.y, 4))
        #expect(screen.lines == ["4", "5", "6"])
        #expect(drawer.contentOffset == .zero)
        MainLoop.main.advance(to: start + animation.duration * 20 / 31)
        #expect(screen.lines == ["2", "3", "4"])
        MainLoop.main.runUntilIdle()
        #expect(screen.lines == ["0", "1", "2"])
        #expect(drawer.layer.animationKeys() == nil)
        #expect(recorder.events == ["start bounce", "stop bounce true"])
    }
}

/// A view that draws its row number at the start of each row.
@MainActor
private final class NumberedRows: UIView {
    override func draw(_ rect: CGRect) {
        for row in 0..<Int(bounds.height) {
            UIGraphicsGetCurrentContext()?.draw("\(row)", at: CGPoint(x: 0, y: CGFloat(row)))
        }
    }
}
