import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `CASpringAnimation`: a damped spring in real seconds, overshooting and settling.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct CASpringAnimationTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test func theDefaultSpringSettlesInAboutOnePointFourSeconds() {
        let spring = CASpringAnimation(keyPath: "position.x")
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        #expect(abs(spring.settlingDuration - 1.41) < 0.01)
        // More friction settles sooner; so does a critically damped spring, which does not swing.
        spring.damping = 16
        #expect(spring.settlingDuration < 1)
        spring.damping = 20
        #expect(spring.settlingDuration > 0.5 && spring.settlingDuration < 1.5)
    }

    @Test func aSpringOvershootsItsEndAndComesBack() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let screen = showing(card, width: 20, height: 1)
        let recorder = AnimationRecorder()
        let start = CACurrentMediaTime()
        let spring = CASpringAnimation(keyPath: "position.x").named("spring", recorder: recorder)
        spring.fromValue = 1
        spring.toValue = 11
        spring.damping = 5
        spring.duration = spring.settlingDuration
        card.layer.add(spring, forKey: "spring")

        var highest: CGFloat = 0
        var time = 0.0
        while time < 1 {
            time += 0.02
            MainLoop.main.advance(to: start + time)
            highest = max(highest, card.layer.presentation()!.position.x)
        }
        // Past the end by more than a cell: drawn beyond it.
        #expect(highest > 12.5)
        MainLoop.main.advance(to: start + spring.duration - 0.01)
        #expect(close(card.layer.presentation()!.position.x, 11, within: 0.05))
        #expect(screen.lines == ["          aa"])
        MainLoop.main.runUntilIdle()
        #expect(screen.lines == ["aa"])
        #expect(recorder.events == ["start spring", "stop spring true"])
    }
}
