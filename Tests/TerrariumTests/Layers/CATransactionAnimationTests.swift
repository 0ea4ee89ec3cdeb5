import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `CATransaction`'s completion block and the layer animations added in the transaction.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct CATransactionAnimationTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test func theCompletionRunsWhenTheTransactionsAnimationsHaveEnded() {
        let layer = CALayer()
        let recorder = AnimationRecorder()
        var log: [String] = []
        let start = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("completion at \(CACurrentMediaTime() - start)") }
        for (name, duration) in [("short", 1.0), ("long", 2.0)] {
            let fade = CABasicAnimation(keyPath: "opacity").named(name, recorder: recorder)
            fade.toValue = 0
            fade.duration = duration
            layer.add(fade, forKey: name)
        }
        CATransaction.commit()

        MainLoop.main.advance(to: start + 1.5)
        #expect(log == [])
        MainLoop.main.advance(to: start + 2)
        #expect(log == ["completion at 2.0"])
        #expect(recorder.events == ["start short", "start long", "stop short true", "stop long true"])
    }

    @Test func removingTheAnimationsEndsTheTransactionToo() {
        let layer = CALayer()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 10
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        MainLoop.main.runTurn()
        #expect(!completed)

        layer.removeAnimation(forKey: "fade")
        MainLoop.main.runTurn()
        MainLoop.main.runTurn()
        #expect(completed)
    }

    @Test func withoutBeginTheTurnsImplicitTransactionWaitsForItsAnimations() {
        let layer = CALayer()
        var completed = false
        let start = CACurrentMediaTime()
        CATransaction.setCompletionBlock { completed = true }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        #expect(CATransaction.completionBlock() != nil)

        MainLoop.main.advance(to: start + 0.5)
        #expect(!completed)
        MainLoop.main.advance(to: start + 1)
        #expect(completed)
        #expect(CATransaction.completionBlock() == nil)
    }

    @Test func aTransactionWithoutAnimationsCompletesInALaterTurn() {
        var completed = false
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
        #expect(CATransaction.animationTimingFunction() == CAMediaTimingFunction(name: .easeOut))
        CATransaction.setCompletionBlock { completed = true }
        CATransaction.commit()
        #expect(!completed)
        MainLoop.main.runUntilIdle()
        #expect(completed)
        #expect(CATransaction.animationTimingFunction() == nil)
    }
}
