import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `CAAnimationGroup`: animations run together in the group's time, clipped to it; the
/// group's delegate is told, its animations' are not.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct CAAnimationGroupTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test func animationsRunInTheGroupsTimeClippedToIt() {
        let card = LetterView("a", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let screen = showing(card, width: 12, height: 1)
        let recorder = AnimationRecorder()
        let inner = AnimationRecorder()
        let slide = CABasicAnimation(keyPath: "position.x").named("slide", recorder: inner)
        slide.fromValue = 1
        slide.toValue = 9
        slide.duration = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.5
        let late = CABasicAnimation(keyPath: "cornerRadius")
        late.fromValue = 0
        late.toValue = 10
        late.beginTime = 1.5
        late.duration = 10
        let group = CAAnimationGroup().named("group", recorder: recorder)
        group.animations = [slide, fade, late]
        group.duration = 2
        let start = CACurrentMediaTime()
        card.layer.add(group, forKey: "group")

        MainLoop.main.advance(to: start + 0.5)
        #expect(screen.lines == ["    aa"])
        // The fade has no duration of its own: it takes the group's.
        #expect(close(CGFloat(card.layer.presentation()!.opacity), 0.875))
        MainLoop.main.advance(to: start + 1.5)
        // The slide has ended inside the group: the model shows.
        #expect(screen.lines == ["aa"])
        #expect(close(CGFloat(card.layer.presentation()!.opacity), 0.625))
        MainLoop.main.advance(to: start + 1.75)
        // The late animation began a second and a half into the group; it is clipped at 2.
        #expect(close(card.layer.presentation()!.cornerRadius, 0.25))
        MainLoop.main.runUntilIdle()
        #expect(CACurrentMediaTime() == start + 2)
        #expect(recorder.events == ["start group", "stop group true"])
        #expect(inner.events == [])
    }

    @Test func theGroupsTimingRepeatsItsAnimations() {
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 4
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = 1
        group.autoreverses = true
        let start = CACurrentMediaTime()
        layer.add(group, forKey: nil)

        MainLoop.main.advance(to: start + 0.25)
        #expect(layer.presentation()!.position.x == 1)
        MainLoop.main.advance(to: start + 1.25)
        #expect(layer.presentation()!.position.x == 3)
        MainLoop.main.runUntilIdle()
        #expect(CACurrentMediaTime() == start + 2)
        // The group holds copies.
        #expect((layer.animation(forKey: "none") as? CAAnimationGroup)?.animations == nil)
        let copy = group.copy() as? CAAnimationGroup
        #expect(copy?.animations?.first !== move)
        #expect((copy?.animations?.first as? CABasicAnimation)?.toValue as? Int == 4)
    }
}
