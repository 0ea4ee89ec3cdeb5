import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `transition(from:to:duration:options:animations:completion:)` (the catalogue's T-01 … T-04).
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TransitionTests {
    let recorder = LifecycleRecorder()

    /// A visible container showing `from`, with `to` not yet a child.
    private func makeContainer(width: Int = 20, height: Int = 6) -> (
        HeadlessScreen, RecordingViewController, RecordingViewController, RecordingViewController
    ) {
        let screen = HeadlessScreen(width: width, height: height)
        let from = RecordingViewController(name: "F", recorder: recorder)
        let to = RecordingViewController(name: "T", recorder: recorder)
        let parent = EmbeddingViewController(name: "P", recorder: recorder, embedding: [from])
        screen.show(parent)
        recorder.reset()
        return (screen, parent, from, to)
    }

    @Test func aSwapForwardsAppearanceInUIKitsOrderAndRunsTheCompletionLast() {
        let (screen, parent, from, to) = makeContainer()
        defer { withExtendedLifetime(screen) {} }
        var completed = false
        let inCall = recorded(recorder) {
            parent.addChild(to)
            from.willMove(toParent: nil)
            parent.transition(from: from, to: to, duration: 0.4, options: [], animations: nil) { finished in
                #expect(finished)
                to.didMove(toParent: parent)
                from.removeFromParent()
                completed = true
            }
        }
        #expect(
            inCall == ["T.willMove(P)", "F.willMove(nil)", "T.loadView", "T.viewDidLoad", "F.vWD(true)", "T.vWA(true)"])
        let later = recorded(recorder) { MainLoop.main.runUntilIdle() }
        #expect(completed)
        #expect(
            withoutLayout(later) == ["T.vIA(true)", "T.vDA(true)", "F.vDD(true)", "T.didMove(P)", "F.didMove(nil)"])
        #expect(later.firstIndex(of: "T.layout")! < later.firstIndex(of: "T.vDA(true)")!)
    }

    @Test func theNewViewJoinsTheOldOnesSuperviewAndTheOldViewLeavesAtTheEnd() {
        let (screen, parent, from, to) = makeContainer()
        defer { withExtendedLifetime(screen) {} }
        parent.addChild(to)
        let start = MainLoop.main.now
        parent.transition(from: from, to: to, duration: 0.4, options: [], animations: nil)
        #expect(to.view.superview === parent.view)
        #expect(from.view.superview === parent.view)
        let fromIndex = parent.view.subviews.firstIndex { $0 === from.view }!
        let toIndex = parent.view.subviews.firstIndex { $0 === to.view }!
        #expect(toIndex == fromIndex + 1, "the new view goes just above the old one")
        MainLoop.main.advance(to: start + 0.3)
        #expect(from.view.superview === parent.view, "the old view stays until the animation ends")
        MainLoop.main.advance(to: start + 0.4)
        #expect(from.view.superview == nil)
        #expect(to.view.superview === parent.view)
    }

    @Test func theCompletionRunsWhenTheDurationHasPassedOnTheMainLoopClock() {
        let (screen, parent, from, to) = makeContainer()
        defer { withExtendedLifetime(screen) {} }
        parent.addChild(to)
        var completedAt: TimeInterval?
        let start = MainLoop.main.now
        parent.transition(from: from, to: to, duration: 0.25, options: [], animations: nil) { _ in
            completedAt = MainLoop.main.now
        }
        MainLoop.main.advance(by: 0.2)
        #expect(completedAt == nil)
        MainLoop.main.runUntilIdle()
        #expect(completedAt == start + 0.25)
    }

    @Test func theAnimationsBlockAnimatesFramesOnTheClock() {
        let (screen, parent, from, to) = makeContainer(width: 20, height: 3)
        parent.addChild(to)
        from.view.backgroundColor = .red
        to.view.backgroundColor = .blue
        to.view.frame = CGRect(x: 20, y: 0, width: 20, height: 3)
        let start = MainLoop.main.now
        parent.transition(
            from: from, to: to, duration: 1, options: [.curveLinear],
            animations: {
                to.view.frame = CGRect(x: 0, y: 0, width: 20, height: 3)
                from.view.frame = CGRect(x: -20, y: 0, width: 20, height: 3)
            })
        #expect(to.view.frame.minX == 0, "the model value is set at once")
        MainLoop.main.advance(to: start + 0.5)
        let canvas = screen.canvas
        #expect(canvas[x: 9, y: 1].background == .red)
        #expect(canvas[x: 10, y: 1].background == .blue)
        MainLoop.main.runUntilIdle()
        #expect(screen.canvas[x: 0, y: 1].background == .blue)
    }

    @Test func aZeroDurationSwapCompletesInTheNextTurnAfterLayout() {
        let (screen, parent, from, to) = makeContainer()
        defer { withExtendedLifetime(screen) {} }
        parent.addChild(to)
        var completed = false
        parent.transition(from: from, to: to, duration: 0, options: [], animations: nil) { _ in completed = true }
        #expect(!completed, "UIKit runs a zero-duration completion in the next run-loop cycle")
        let later = recorded(recorder) { MainLoop.main.runUntilIdle() }
        #expect(completed)
        #expect(withoutLayout(later) == ["T.vIA(false)", "T.vDA(false)", "F.vDD(false)"])
        #expect(later.firstIndex(of: "T.layout")! < later.firstIndex(of: "T.vDA(false)")!)
    }

    @Test func aSwapInADetachedContainerMovesViewsWithoutAppearanceCallbacks() {
        let from = RecordingViewController(name: "F", recorder: recorder)
        let to = RecordingViewController(name: "T", recorder: recorder)
        let parent = EmbeddingViewController(name: "P", recorder: recorder, embedding: [from])
        parent.loadViewIfNeeded()
        parent.addChild(to)
        var completed = false
        let log = recorded(recorder) {
            parent.transition(from: from, to: to, duration: 0.25, options: [], animations: nil) { _ in completed = true
            }
            MainLoop.main.runUntilIdle()
        }
        #expect(completed)
        #expect(appearanceCallbacks(log).isEmpty)
        #expect(from.view.superview == nil)
        #expect(to.view.superview === parent.view)
    }

    @Test func aTransitionEffectShowsTheOldViewUntilHalfWayAsUIViewTransitionDoes() {
        let (screen, parent, from, to) = makeContainer(width: 10, height: 2)
        let old = UILabel(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        old.text = "old"
        from.view.addSubview(old)
        let new = UILabel(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        new.text = "new"
        parent.addChild(to)
        to.view.addSubview(new)
        screen.runUntilIdle()
        let start = MainLoop.main.now
        var log: [String] = []
        parent.transition(
            from: from, to: to, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: nil
        ) { _ in log.append("completion") }
        #expect(to.view.alpha == 1 && to.view.superview === parent.view)
        MainLoop.main.advance(to: start + 0.25)
        #expect(screen.lines.first?.hasPrefix("old") == true)
        #expect(to.view._presentationAlpha == 1, "not faded: a terminal swaps the content half-way")
        MainLoop.main.advance(to: start + 0.6)
        #expect(screen.lines.first?.hasPrefix("new") == true)
        #expect(log.isEmpty && from.view.superview === parent.view)
        screen.runUntilIdle()
        #expect(log == ["completion"] && from.view.superview == nil)
    }
}
