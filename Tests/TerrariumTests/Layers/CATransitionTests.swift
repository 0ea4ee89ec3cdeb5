import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `CATransition` on a view's layer: the old content and the new, as each effect places them.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct CATransitionTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    /// A label showing "AAAA" on a 6-wide screen, changed to "BBBB" by a transition of
    /// `type` from `subtype`, lasting a second; the screen's first line at each time.
    private func frames(
        _ type: CATransitionType, _ subtype: CATransitionSubtype? = nil, at times: [TimeInterval]
    ) -> [String] {
        let label = UILabel(frame: CGRect(x: 1, y: 0, width: 4, height: 1))
        label.text = "AAAA"
        let screen = showing(label, width: 6, height: 1)
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        let start = CACurrentMediaTime()
        label.layer.add(transition, forKey: nil)
        label.text = "BBBB"
        let lines = times.map { time -> String in
            MainLoop.main.advance(to: start + time)
            return screen.lines[0]
        }
        MainLoop.main.runUntilIdle()
        #expect(screen.lines == [" BBBB"])
        return lines
    }

    @Test func aFadeShowsTheOldContentUntilHalfWay() {
        #expect(frames(.fade, at: [0.25, 0.75]) == [" AAAA", " BBBB"])
    }

    @Test func aPushSlidesTheNewContentInAsTheOldSlidesOut() {
        #expect(frames(.push, .fromRight, at: [0.25, 0.5]) == [" AAAB", " AABB"])
        #expect(frames(.push, .fromLeft, at: [0.25, 0.5]) == [" BAAA", " BBAA"])
    }

    @Test func moveInCoversTheOldAndRevealUncoversTheNew() {
        #expect(frames(.moveIn, .fromRight, at: [0.5]) == [" AABB"])
        #expect(frames(.reveal, .fromRight, at: [0.5]) == [" AABB"])
        #expect(frames(.reveal, .fromLeft, at: [0.75]) == [" BBBA"])
    }

    @Test func aTransitionIsAddedUnderTheTransitionKeyAndTellsItsDelegate() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        _ = showing(label, width: 4, height: 1)
        let recorder = AnimationRecorder()
        let transition = CATransition().named("transition", recorder: recorder)
        transition.startProgress = 0.5
        label.layer.add(transition, forKey: "mine")
        #expect(label.layer.animationKeys() == [kCATransition])
        #expect((label.layer.animation(forKey: kCATransition) as? CATransition)?.startProgress == 0.5)
        MainLoop.main.runUntilIdle()
        #expect(recorder.events == ["start transition", "stop transition true"])
    }
}
