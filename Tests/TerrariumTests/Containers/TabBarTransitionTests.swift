import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Tab switches through the transition context: the coordinator during a switch, the
/// delegate's animator, and an interactive switch that is cancelled.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TabBarTransitionTests {
    let recorder = LifecycleRecorder()
    let screen = HeadlessScreen(width: 60, height: 10)
    let tabs = UITabBarController()
    let first: CoordinatorProbe
    let second: CoordinatorProbe

    init() {
        first = CoordinatorProbe(name: "A", recorder: recorder)
        second = CoordinatorProbe(name: "T2", recorder: recorder)
        tabs.viewControllers = [first, second]
        screen.show(tabs)
        recorder.reset()
    }

    @Test func aSwitchHasACoordinatorFromTheSetterUntilItEnds() {
        #expect(tabs.transitionCoordinator == nil)
        tabs.selectedIndex = 1
        let coordinator = tabs.transitionCoordinator
        #expect(coordinator != nil)
        #expect(coordinator?.viewController(forKey: .from) === first)
        #expect(coordinator?.viewController(forKey: .to) === second)
        #expect(coordinator?.isAnimated == false, "the tab bar controller's own switch does not animate")
        #expect(first.transitionCoordinator === coordinator && second.transitionCoordinator === coordinator)
        screen.runUntilIdle()
        #expect(tabs.transitionCoordinator == nil && second.transitionCoordinator == nil)
        #expect(
            withoutLayout(recorder.entries) == [
                "T2.loadView", "T2.viewDidLoad", "T2.vWA(false)", "T2.vWA coordinator=true", "A.vWD(false)",
                "A.vWD coordinator=true", "T2.vIA(false)", "A.vDD(false)", "A.vDD coordinator=false",
                "T2.vDA(false)", "T2.vDA coordinator=false", "T2.completion(cancelled: false)",
            ])
    }

    @Test func theDelegatesAnimatorAnimatesTheSwitch() {
        let delegate = AnimatingTabsDelegate(recorder: recorder)
        tabs.delegate = delegate
        let inSetter = recorded(recorder) { tabs.selectedIndex = 1 }
        #expect(
            withoutLayout(inSetter).filter { !$0.contains("coordinator") } == [
                "T2.loadView", "T2.viewDidLoad", "delegate.animationController(A, T2)",
                "delegate.interactionController",
                "T2.vWA(true)", "A.vWD(true)", "animator.animate(to y 0 height 9)",
            ])
        screen.advance(by: 0.1)
        #expect(second.view.alpha == 1 && second.view._presentationAlpha > 0 && second.view._presentationAlpha < 1)
        #expect(first.view.superview != nil, "the old tab stays until the animation ends")
        screen.runUntilIdle()
        #expect(first.view.superview == nil)
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 60, height: 9))
        #expect(
            Array(appearanceCallbacks(recorder.entries).suffix(3)) == ["T2.vIA(true)", "A.vDD(true)", "T2.vDA(true)"])
        #expect(recorder.entries.last == "animator.ended(true)")
    }

    @Test func aCancelledInteractiveSwitchSelectsTheOldTabAgain() {
        let delegate = AnimatingTabsDelegate(recorder: recorder)
        delegate.interaction = UIPercentDrivenInteractiveTransition()
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        screen.runUntilIdle()
        delegate.interaction?.update(0.4)
        recorder.reset()
        delegate.interaction?.cancel()
        screen.runUntilIdle()
        #expect(
            appearanceCallbacks(recorder.entries) == [
                "T2.vWD(true)", "T2.vDD(true)", "A.vWA(true)", "A.vIA(true)", "A.vDA(true)",
            ])
        #expect(recorder.entries.contains("T2.completion(cancelled: true)"))
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === first)
        #expect(first.view.window != nil && first.view.frame == CGRect(x: 0, y: 0, width: 60, height: 9))
        #expect(second.view.superview == nil)
        #expect(tabs.transitionCoordinator == nil)
    }

    @Test func bothTabsAnswerTheCoordinatorOfAnAnimatedSwitchUntilItEnds() {
        let delegate = AnimatingTabsDelegate(recorder: recorder)
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        screen.advance(by: 0.1)
        let coordinator = tabs.transitionCoordinator
        #expect(coordinator?.isAnimated == true)
        #expect(coordinator?.viewController(forKey: .from) === first)
        #expect(coordinator?.viewController(forKey: .to) === second)
        #expect(first.transitionCoordinator === coordinator && second.transitionCoordinator === coordinator)
        screen.runUntilIdle()
        #expect(tabs.transitionCoordinator == nil)
        #expect(first.transitionCoordinator == nil && second.transitionCoordinator == nil)
        #expect(recorder.entries.contains("T2.completion(cancelled: false)"))
    }

    @Test func aSelectionDuringAnAnimatedSwitchEndsItAndSwitchesOnFromTheNewTab() {
        let third = CoordinatorProbe(name: "T3", recorder: recorder)
        tabs.viewControllers = [first, second, third]
        let delegate = AnimatingTabsDelegate(recorder: recorder)
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        screen.advance(by: 0.1)
        let running = tabs.transitionCoordinator
        #expect(running != nil, "the first switch still animates")
        recorder.reset()
        tabs.selectedIndex = 2
        #expect(
            withoutLayout(recorder.entries).filter { !$0.contains("coordinator") } == [
                // The container's end, then the coordinator's completions, then the animator's.
                "A.vDD(true)", "T2.vDA(true)", "T2.completion(cancelled: false)", "animator.ended(true)",
                "T3.loadView", "T3.viewDidLoad", "delegate.animationController(T2, T3)",
                "delegate.interactionController", "T3.vWA(true)", "T2.vWD(true)",
                "animator.animate(to y 0 height 9)",
            ])
        #expect(tabs.selectedIndex == 2)
        #expect(first.view.superview == nil, "the first switch completed")
        let next = tabs.transitionCoordinator
        #expect(next != nil && next !== running)
        #expect(next?.viewController(forKey: .from) === second && next?.viewController(forKey: .to) === third)
        recorder.reset()
        screen.runUntilIdle()
        #expect(appearanceCallbacks(recorder.entries) == ["T3.vIA(true)", "T2.vDD(true)", "T3.vDA(true)"])
        #expect(second.view.superview == nil && third.view.window != nil)
        #expect(tabs.transitionCoordinator == nil && third.transitionCoordinator == nil)
    }

    @Test func aCancelledInteractiveSwitchReversesBothTabsAsACancelledPopDoes() {
        let delegate = AnimatingTabsDelegate(recorder: recorder)
        delegate.interaction = UIPercentDrivenInteractiveTransition()
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        #expect(tabs.selectedIndex == 1, "selected inside the setter")
        screen.runUntilIdle()
        let coordinator = tabs.transitionCoordinator
        #expect(coordinator?.isInteractive == true)
        #expect(first.transitionCoordinator === coordinator && second.transitionCoordinator === coordinator)
        delegate.interaction?.update(0.4)
        delegate.interaction?.cancel()
        screen.runUntilIdle()
        // N-07 for a tab switch: the new tab never gets viewDidAppear, the old one never
        // viewDidDisappear; the new tab's reversal ends before the old tab's.
        #expect(
            appearanceCallbacks(recorder.entries) == [
                "T2.vWA(true)", "A.vWD(true)", "T2.vIA(true)", "T2.vWD(true)", "T2.vDD(true)", "A.vWA(true)",
                "A.vIA(true)", "A.vDA(true)",
            ])
        #expect(recorder.entries.contains("T2.completion(cancelled: true)"))
        #expect(recorder.entries.last == "animator.ended(false)")
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.selectedItem === first.tabBarItem)
        #expect(tabs.transitionCoordinator == nil)
        #expect(first.transitionCoordinator == nil && second.transitionCoordinator == nil)
    }

    @Test func aSelectionDuringAnInteractiveSwitchCancelsItAndKeepsTheSelection() {
        let third = CoordinatorProbe(name: "T3", recorder: recorder)
        tabs.viewControllers = [first, second, third]
        let delegate = AnimatingTabsDelegate(recorder: recorder)
        delegate.interaction = UIPercentDrivenInteractiveTransition()
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        screen.runUntilIdle()
        delegate.interaction?.update(0.5)
        delegate.interaction = nil
        recorder.reset()
        tabs.selectedIndex = 2
        #expect(
            appearanceCallbacks(recorder.entries) == [
                "T2.vWD(true)", "T2.vDD(true)", "A.vWA(true)", "A.vIA(true)", "A.vDA(true)", "T3.vWA(true)",
                "A.vWD(true)",
            ])
        #expect(recorder.entries.contains("delegate.animationController(A, T3)"))
        #expect(tabs.selectedIndex == 2)
        screen.runUntilIdle()
        #expect(tabs.selectedViewController === third && third.view.window != nil)
        #expect(first.view.superview == nil && second.view.superview == nil)
    }

    @Test func newTabsDuringASwitchEndItBeforeTheOldTabsLeave() {
        let third = CoordinatorProbe(name: "T3", recorder: recorder)
        let delegate = AnimatingTabsDelegate(recorder: recorder)
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        screen.advance(by: 0.1)
        recorder.reset()
        tabs.viewControllers = [first, third]
        let entries = withoutLayout(recorder.entries).filter { !$0.contains("coordinator") }
        let ended = entries.firstIndex(of: "T2.vDA(true)")
        let leaves = entries.firstIndex(of: "T2.willMove(nil)")
        #expect(ended != nil && leaves != nil && ended! < leaves!, "\(entries)")
        screen.runUntilIdle()
        #expect(tabs.selectedViewController === first && first.view.window != nil)
        #expect(second.view.superview == nil && second.parent == nil)
        #expect(tabs.transitionCoordinator == nil && second.transitionCoordinator == nil)
    }

    @Test func aSelectionInsideASwitchsOwnStartIsShownInTheNextTurn() {
        let third = CoordinatorProbe(name: "T3", recorder: recorder)
        tabs.viewControllers = [first, second, third]
        var once = true
        second.onWillAppear = { [tabs] _ in
            guard once else { return }
            once = false
            tabs.selectedIndex = 2
        }
        tabs.selectedIndex = 1
        #expect(tabs.selectedIndex == 2, "the selection is made at once")
        #expect(second.view.superview != nil, "the running switch had not started: T3 waits")
        screen.runUntilIdle()
        #expect(tabs.selectedViewController === third && third.view.window != nil)
        #expect(first.view.superview == nil && second.view.superview == nil)
        #expect(appearanceCallbacks(recorder.entries, of: "T3") == ["T3.vWA(false)", "T3.vIA(false)", "T3.vDA(false)"])
        #expect(tabs.transitionCoordinator == nil)
    }
}

/// A tab bar controller delegate that animates every switch with ``RecordingAnimator``,
/// driven by `interaction` when there is one.
@MainActor
private final class AnimatingTabsDelegate: UITabBarControllerDelegate {
    let recorder: LifecycleRecorder
    var interaction: UIPercentDrivenInteractiveTransition?

    init(recorder: LifecycleRecorder) { self.recorder = recorder }

    private func name(_ controller: UIViewController) -> String {
        (controller as? RecordingViewController)?.name ?? "?"
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        recorder.record("delegate.animationController(\(name(fromVC)), \(name(toVC)))")
        return RecordingAnimator(recorder: recorder)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        recorder.record("delegate.interactionController")
        return interaction
    }
}
