import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Pushes and pops through the transition context: the coordinator the controllers see,
/// the default slide as an animator, and the delegate's animator replacing it.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct NavigationTransitionTests {
    let recorder = LifecycleRecorder()
    let screen = HeadlessScreen(width: 30, height: 6)

    private func show(_ root: UIViewController) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        screen.show(navigation)
        recorder.reset()
        return navigation
    }

    @Test func theControllersOfAPushAnswerACoordinatorOnlyWhileItRuns() {
        let root = CoordinatorProbe(name: "A", recorder: recorder)
        let navigation = show(root)
        let pushed = CoordinatorProbe(name: "B", recorder: recorder)
        #expect(navigation.transitionCoordinator == nil)
        navigation.pushViewController(pushed, animated: true)
        screen.advance(by: 0.1)
        #expect(navigation.transitionCoordinator != nil)
        #expect(root.transitionCoordinator === navigation.transitionCoordinator)
        #expect(pushed.transitionCoordinator === navigation.transitionCoordinator)
        #expect(navigation.transitionCoordinator?.viewController(forKey: .from) === root)
        #expect(navigation.transitionCoordinator?.viewController(forKey: .to) === pushed)
        screen.runUntilIdle()
        #expect(navigation.transitionCoordinator == nil && pushed.transitionCoordinator == nil)
        #expect(
            recorder.entries.filter { $0.contains("coordinator") } == [
                "A.vWD coordinator=true", "B.vWA coordinator=true", "A.vDD coordinator=false",
                "B.vDA coordinator=false",
            ])
    }

    @Test func alongsideAnimationsRunWithThePushAndCompletionsComeAfterDidAppear() {
        let navigation = show(RecordingViewController(name: "A", recorder: recorder))
        let pushed = CoordinatorProbe(name: "B", recorder: recorder)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        pushed.alongside = { badge.frame.origin.x = 10 }
        navigation.view.addSubview(badge)
        navigation.pushViewController(pushed, animated: true)
        screen.advance(by: 0)  // the layout pass starts the transition
        screen.advance(by: 0.15)
        #expect(badge.frame.minX == 10)
        #expect(badge._presentationFrame.minX > 0 && badge._presentationFrame.minX < 10, "animated with the slide")
        screen.runUntilIdle()
        #expect(badge._presentationFrame.minX == 10)
        let tail = appearanceCallbacks(recorder.entries) + recorder.entries.filter { $0.contains("completion") }
        #expect(tail.contains("B.completion(cancelled: false)"))
        let order = recorder.entries.filter { $0 == "B.completion(cancelled: false)" || $0.hasPrefix("B.vDA(") }
        #expect(order == ["B.vDA(true)", "B.completion(cancelled: false)"])
    }

    @Test func aPushWithoutAnimationHasACoordinatorThatDoesNotAnimate() {
        let navigation = show(RecordingViewController(name: "A", recorder: recorder))
        let pushed = CoordinatorProbe(name: "B", recorder: recorder)
        var animated: Bool?
        pushed.onWillAppear = { coordinator in animated = coordinator?.isAnimated }
        navigation.pushViewController(pushed, animated: false)
        screen.runUntilIdle()
        #expect(animated == false)
        #expect(recorder.entries.contains("B.completion(cancelled: false)"))
    }

    @Test func theSlideBringsThePushedViewInFromTheRightAndTakesTheOldViewAway() {
        let root = UIViewController()
        let navigation = show(root)
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        screen.advance(by: 0)  // the layout pass starts the transition
        screen.advance(by: 0.15)
        let midway = pushed.view._presentationFrame.minX
        #expect(midway > 0 && midway < 30)
        #expect(root.view._presentationFrame.minX < 0, "the old view moves left")
        screen.runUntilIdle()
        #expect(pushed.view.frame == CGRect(x: 0, y: 1, width: 30, height: 5))
        #expect(root.view.superview == nil)
        navigation.popViewController(animated: true)
        screen.advance(by: 0)
        screen.advance(by: 0.15)
        #expect(pushed.view._presentationFrame.minX > 0, "the popped view leaves to the right")
        screen.runUntilIdle()
        #expect(root.view.frame == CGRect(x: 0, y: 1, width: 30, height: 5))
        #expect(pushed.view.superview == nil)
    }

    @Test func theDelegatesAnimatorReplacesTheSlideAndKeepsTheOrderOfCallbacks() {
        let root = RecordingViewController(name: "A", recorder: recorder)
        let navigation = show(root)
        let delegate = AnimatingDelegate(recorder: recorder)
        navigation.delegate = delegate
        let pushed = RecordingViewController(name: "B", recorder: recorder)
        navigation.pushViewController(pushed, animated: true)
        screen.runUntilIdle()
        #expect(
            withoutLayout(recorder.entries) == [
                "B.willMove(UINavigationController)", "B.loadView", "B.viewDidLoad",
                "delegate.animationController(push, A, B)", "delegate.interactionController", "A.vWD(true)",
                "B.vWA(true)", "animator.animate(to y 1 height 5)", "B.vIA(true)", "A.vDD(true)", "B.vDA(true)",
                "B.didMove(UINavigationController)", "animator.ended(true)",
            ])
        #expect(root.view.superview == nil, "the navigation controller takes the old view away")
        recorder.reset()
        navigation.popViewController(animated: true)
        screen.runUntilIdle()
        #expect(recorder.entries.contains("delegate.animationController(pop, B, A)"))
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func changesWithoutAnimationDoNotAskTheDelegateForAnAnimator() {
        let navigation = show(RecordingViewController(name: "A", recorder: recorder))
        let delegate = AnimatingDelegate(recorder: recorder)
        navigation.delegate = delegate
        navigation.pushViewController(RecordingViewController(name: "B", recorder: recorder), animated: false)
        screen.runUntilIdle()
        #expect(!recorder.entries.contains { $0.hasPrefix("delegate.") })
    }

    // MARK: Changes that cannot wait (the leftovers of issue 12)

    /// Issue 12: a split view expanding mid-push ended with no secondary, because the
    /// navigation controller refused to pop during an animation.
    @Test func aSplitViewExpandingMidPushEndsWithTheSecondary() {
        let screen = HeadlessScreen(width: 80, height: 12)
        let primary = UINavigationController(rootViewController: UIViewController())
        let split = UISplitViewController()
        split.viewControllers = [primary]
        screen.show(split)
        #expect(split.isCollapsed)
        let detail = UIViewController()
        primary.pushViewController(detail, animated: true)
        screen.advance(by: 0.1)
        screen.resize(width: 120, height: 12)
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers.last === detail)
        #expect(primary.viewControllers.count == 1)
        screen.runUntilIdle()
        #expect(detail.view.window != nil)
        #expect(primary.transitionCoordinator == nil)
    }

    /// Issue 12: collapsing took a navigation stack while its transition ran, leaving the
    /// transition to finish on controllers that had moved.
    @Test func collapsingMidPushEndsTheSecondarysTransitionFirst() {
        let screen = HeadlessScreen(width: 120, height: 12)
        let primary = UINavigationController(rootViewController: UIViewController())
        let secondaryRoot = RecordingViewController(name: "S", recorder: recorder)
        let secondary = UINavigationController(rootViewController: secondaryRoot)
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        screen.show(split)
        let detail = RecordingViewController(name: "D", recorder: recorder)
        secondary.pushViewController(detail, animated: true)
        screen.advance(by: 0.1)
        recorder.reset()
        screen.resize(width: 80, height: 12)
        screen.runUntilIdle()
        #expect(identities(primary.viewControllers).suffix(2) == identities([secondaryRoot, detail]))
        #expect(detail.parent === primary)
        #expect(detail.view.window != nil)
        #expect(secondary.transitionCoordinator == nil && primary.transitionCoordinator == nil)
        #expect(appearanceCallbacks(recorder.entries, of: "D").last == "D.vDA(true)" || detail.view.window != nil)
    }
}

/// Records whether it sees a coordinator in its appearance callbacks, and registers an
/// alongside animation and a completion in `viewWillAppear`.
@MainActor
final class CoordinatorProbe: RecordingViewController {
    var alongside: (() -> Void)?
    var onWillAppear: ((any UIViewControllerTransitionCoordinator)?) -> Void = { _ in }

    private func note(_ callback: String) {
        recorder.record("\(name).\(callback) coordinator=\(transitionCoordinator != nil)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        note("vWA")
        onWillAppear(transitionCoordinator)
        let alongside = self.alongside
        transitionCoordinator?.animate(alongsideTransition: { _ in alongside?() }) { [recorder, name] context in
            recorder.record("\(name).completion(cancelled: \(context.isCancelled))")
        }
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        note("vDA")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        note("vWD")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        note("vDD")
    }
}

/// A delegate that animates every push and pop with ``RecordingAnimator``.
@MainActor
private final class AnimatingDelegate: UINavigationControllerDelegate {
    let recorder: LifecycleRecorder
    init(recorder: LifecycleRecorder) { self.recorder = recorder }

    private func name(_ controller: UIViewController) -> String {
        (controller as? RecordingViewController)?.name ?? "?"
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        recorder.record(
            "delegate.animationController(\(operation == .push ? "push" : "pop"), \(name(fromVC)), \(name(toVC)))")
        return RecordingAnimator(recorder: recorder)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        recorder.record("delegate.interactionController")
        return nil
    }
}

/// Puts the `.to` view in place and fades it in over 0.2 s.
@MainActor
final class RecordingAnimator: UIViewControllerAnimatedTransitioning {
    let recorder: LifecycleRecorder
    init(recorder: LifecycleRecorder) { self.recorder = recorder }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.2
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else { return }
        let final = context.finalFrame(for: to)
        recorder.record("animator.animate(to y \(Int(final.minY)) height \(Int(final.height)))")
        toView.frame = final
        toView.alpha = 0
        context.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.2, delay: 0, options: [.curveLinear]) {
            toView.alpha = 1
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        recorder.record("animator.ended(\(transitionCompleted))")
    }
}
