import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Core Animation's clock and timing: `CACurrentMediaTime()`, the arithmetic of an
/// animation's time, timing functions, and a layer's own time (pausing and resuming).
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct CAMediaTimingTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test func theMediaTimeIsTheMainLoopsClock() {
        let start = CACurrentMediaTime()
        #expect(start == MainLoop.main.now)
        MainLoop.main.advance(by: 1.5)
        #expect(CACurrentMediaTime() == start + 1.5)
    }

    @Test func anAnimationsTimeRepeatsReversesAndFills() {
        var timing = _MediaTiming()
        timing.beginTime = 10
        // Before it begins and after it ends it has no effect.
        #expect(timing.point(at: 9, duration: 2) == nil)
        #expect(timing.point(at: 11, duration: 2) == .init(iteration: 0, fraction: 0.5))
        #expect(timing.point(at: 12, duration: 2) == nil)
        timing.fillMode = .both
        #expect(timing.point(at: 9, duration: 2) == .init(iteration: 0, fraction: 0))
        #expect(timing.point(at: 20, duration: 2) == .init(iteration: 0, fraction: 1))
        // A play and a half ends half-way through the second play.
        timing.repeatCount = 1.5
        #expect(timing.point(at: 12.5, duration: 2) == .init(iteration: 1, fraction: 0.25))
        #expect(timing.point(at: 20, duration: 2) == .init(iteration: 1, fraction: 0.5))
        // Autoreversing: there and back is one play; it ends where it started.
        timing.repeatCount = 0
        timing.autoreverses = true
        #expect(timing.point(at: 13, duration: 2) == .init(iteration: 0, fraction: 0.5))
        #expect(timing.point(at: 20, duration: 2) == .init(iteration: 0, fraction: 0))
        // Twice as fast.
        timing.autoreverses = false
        timing.speed = 2
        #expect(timing.point(at: 10.5, duration: 2) == .init(iteration: 0, fraction: 0.5))
        // An offset starts it part-way and wraps round to end there.
        timing.speed = 1
        timing.timeOffset = 1
        #expect(timing.point(at: 10, duration: 2) == .init(iteration: 0, fraction: 0.5))
        #expect(timing.point(at: 11.5, duration: 2) == .init(iteration: 0, fraction: 0.25))
        // A repeat duration instead of a count.
        timing.timeOffset = 0
        timing.repeatDuration = 3
        #expect(timing.activeDuration(2) == 3)
        #expect(timing.point(at: 13, duration: 2) == .init(iteration: 1, fraction: 0.5))
    }

    @Test func timingFunctionsHaveCoreAnimationsControlPoints() {
        func points(_ name: CAMediaTimingFunctionName) -> [Float] {
            let function = CAMediaTimingFunction(name: name)
            var result: [Float] = []
            for index in 0..<4 {
                var point: [Float] = [0, 0]
                function.getControlPoint(at: index, values: &point)
                result += point
            }
            return result
        }
        #expect(points(.linear) == [0, 0, 0, 0, 1, 1, 1, 1])
        #expect(points(.easeIn) == [0, 0, 0.42, 0, 1, 1, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0, 0, 0.58, 1, 1, 1])
        #expect(points(.easeInEaseOut) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        #expect(points(.default) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(CAMediaTimingFunction(name: .linear)._progress(0.3) == 0.3)
    }

    /// Apple's technical Q&A 1673: pause a layer's animations by stopping its time, resume
    /// them by starting it again where it stopped.
    @Test func aLayerWithSpeedZeroHoldsItsAnimationsAndResumesWhereItStopped() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let screen = showing(card, width: 12, height: 1)
        let recorder = AnimationRecorder()
        let start = CACurrentMediaTime()
        let slide = CABasicAnimation(keyPath: "position.x").named("slide", recorder: recorder)
        slide.fromValue = 1
        slide.toValue = 9
        slide.duration = 1
        card.layer.add(slide, forKey: "slide")
        MainLoop.main.advance(to: start + 0.25)
        #expect(screen.lines == ["  aa"])

        let layer = card.layer
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        #expect(MainLoop.main.runUntilIdle())
        MainLoop.main.advance(to: start + 5)
        #expect(screen.lines == ["  aa"])
        #expect(!MainLoop.main.hasRunningAnimations)
        #expect(recorder.events == ["start slide"])

        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        #expect(screen.lines == ["  aa"])
        MainLoop.main.advance(to: start + 5.5)
        #expect(screen.lines == ["      aa"])
        MainLoop.main.runUntilIdle()
        #expect(CACurrentMediaTime() == start + 5.75)
        #expect(recorder.events == ["start slide", "stop slide true"])
        layer.beginTime = 0
    }

    @Test func timesConvertBetweenLayersThroughTheirSpeeds() {
        let outer = CALayer()
        let inner = CALayer()
        outer.addSublayer(inner)
        outer.speed = 2
        inner.beginTime = 1
        let now = CACurrentMediaTime()
        #expect(outer.convertTime(now, from: nil) == 2 * now)
        #expect(inner.convertTime(now, from: nil) == 2 * now - 1)
        #expect(inner.convertTime(3, to: outer) == 4)
        #expect(outer.convertTime(4, to: inner) == 3)
        #expect(inner.convertTime(inner.convertTime(now, from: nil), to: nil) == now)
        outer.speed = 1
        inner.beginTime = 0
    }

    @Test func anAnimationInAFasterLayerRunsFaster() {
        let outer = CALayer()
        let inner = CALayer()
        outer.addSublayer(inner)
        outer.speed = 2
        let recorder = AnimationRecorder()
        let start = CACurrentMediaTime()
        let move = CABasicAnimation(keyPath: "position.x").named("move", recorder: recorder)
        move.toValue = 10
        move.duration = 1
        inner.add(move, forKey: nil)

        MainLoop.main.advance(to: start + 0.25)
        #expect(close(inner.presentation()!.position.x, 5))
        MainLoop.main.runUntilIdle()
        #expect(close(CGFloat(CACurrentMediaTime()), CGFloat(start + 0.5)))
        #expect(recorder.events == ["start move", "stop move true"])
        outer.speed = 1
    }
}
