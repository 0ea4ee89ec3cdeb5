import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// An interactive pop driven by a `UIPercentDrivenInteractiveTransition` from the delegate:
/// completed, it sends the pop's order (N-06); cancelled, UIKit's cancel order (N-07) and
/// the stack stays as it was.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct NavigationInteractivePopTests {
    let recorder = LifecycleRecorder()
    let screen = HeadlessScreen(width: 30, height: 6)
    let delegate: InteractivePopDelegate
    let navigation: UINavigationController
    let root: MovingFlagsProbe
    let top: MovingFlagsProbe

    init() {
        delegate = InteractivePopDelegate(recorder: recorder)
        root = MovingFlagsProbe(name: "A", recorder: recorder)
        top = MovingFlagsProbe(name: "B", recorder: recorder)
        navigation = UINavigationController(rootViewController: root)
        screen.show(navigation)
        navigation.pushViewController(top, animated: false)
        screen.runUntilIdle()
        navigation.delegate = delegate
        recorder.reset()
    }

    /// The log without layout, the delegate's animator questions and the flags.
    private var log: [String] {
        withoutLayout(recorder.entries).filter { !$0.contains("Controller") && !$0.contains("moving") }
    }

    @Test func aCompletedInteractivePopSendsThePopsOrder() {
        let inCall = recorded(recorder) { navigation.popViewController(animated: true) }
        #expect(inCall == ["B.willMove(nil)"])
        screen.runUntilIdle()
        #expect(log == ["B.willMove(nil)", "B.vWD(true)", "A.vWA(true)", "N.willShow(A, true)", "A.vIA(true)"])
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        delegate.interaction.update(0.5)
        #expect(top.view._presentationFrame.minX == 15, "the popped view follows the interaction")
        screen.advance(by: 3)
        #expect(top.view._presentationFrame.minX == 15, "and holds while the interaction does")
        recorder.reset()
        delegate.interaction.finish()
        screen.runUntilIdle()
        #expect(
            log == [
                "B.vDD(true)", "A.vDA(true)", "N.didShow(A, true)", "B.didMove(nil)",
                "B.completion(cancelled: false)",
            ])
        #expect(identities(navigation.viewControllers) == identities([root]))
        #expect(top.parent == nil)
        #expect(top.view.superview == nil)
        #expect(root.view.frame == CGRect(x: 0, y: 1, width: 30, height: 5))
    }

    @Test func theCoordinatorSaysWhenTheInteractionEndsAndWhetherItWasCancelled() throws {
        navigation.popViewController(animated: true)
        screen.runUntilIdle()
        let coordinator = try #require(navigation.transitionCoordinator)
        var heard: [String] = []
        let legacy: any LegacyInteractionNotifying = LegacyInteractionNotifier()
        legacy.notifyWhenInteractionEnds(coordinator) { context in
            heard.append("ends: interactive \(context.isInteractive), cancelled \(context.isCancelled)")
        }
        coordinator.notifyWhenInteractionChanges { context in
            heard.append("changes: interactive \(context.isInteractive), cancelled \(context.isCancelled)")
        }
        delegate.interaction.update(0.3)
        #expect(heard.isEmpty, "still interactive")
        recorder.reset()
        delegate.interaction.cancel()
        #expect(
            heard == [
                "ends: interactive false, cancelled true", "changes: interactive false, cancelled true",
            ])
        #expect(!log.contains("A.vWD(true)"), "told before the appearance callbacks of the cancel")
        screen.runUntilIdle()
        #expect(heard.count == 2, "once")
        #expect(identities(navigation.viewControllers) == identities([root, top]))
    }

    @Test func aFinishedInteractionEndsNotCancelled() {
        navigation.popViewController(animated: true)
        screen.runUntilIdle()
        var cancelled: [Bool] = []
        let legacy: any LegacyInteractionNotifying = LegacyInteractionNotifier()
        legacy.notifyWhenInteractionEnds(navigation.transitionCoordinator) { cancelled.append($0.isCancelled) }
        delegate.interaction.update(0.6)
        delegate.interaction.finish()
        screen.runUntilIdle()
        #expect(cancelled == [false])
        #expect(identities(navigation.viewControllers) == identities([root]))
    }

    @Test func aTransitionThatIsNotInteractiveNeverCallsTheHandlers() {
        delegate.isInteractive = false
        navigation.popViewController(animated: true)
        screen.runUntilIdle()
        var calls = 0
        let legacy: any LegacyInteractionNotifying = LegacyInteractionNotifier()
        legacy.notifyWhenInteractionEnds(navigation.transitionCoordinator) { _ in calls += 1 }
        navigation.transitionCoordinator?.notifyWhenInteractionChanges { _ in calls += 1 }
        screen.advance(by: 2)
        screen.runUntilIdle()
        #expect(calls == 0)
        #expect(identities(navigation.viewControllers) == identities([root]))
    }

    @Test func aCancelledInteractivePopSendsUIKitsCancelOrderAndLeavesTheStackAsItWas() {
        navigation.popViewController(animated: true)
        screen.runUntilIdle()
        delegate.interaction.update(0.3)
        #expect(identities(navigation.viewControllers) == identities([root]), "popped while it runs, as in UIKit")
        recorder.reset()
        delegate.interaction.cancel()
        #expect(navigation.transitionCoordinator?.isCancelled == true)
        screen.runUntilIdle()
        #expect(
            log == [
                "A.vWD(true)", "A.vDD(true)", "B.vWA(true)", "B.vIA(true)", "B.vDA(true)",
                "B.completion(cancelled: true)",
            ])
        #expect(identities(navigation.viewControllers) == identities([root, top]))
        #expect(top.parent === navigation)
        #expect(!top.isMovingFromParent)
        #expect(top.view.frame == CGRect(x: 0, y: 1, width: 30, height: 5))
        #expect(top.view._presentationFrame == top.view.frame)
        #expect(root.view.superview == nil)
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test func aCancelledPopNeverSendsWhatOnlyACompletedOneSends() {
        navigation.popViewController(animated: true)
        screen.runUntilIdle()
        delegate.interaction.update(0.3)
        delegate.interaction.cancel()
        screen.runUntilIdle()
        for never in ["B.vDD(true)", "A.vDA(true)", "N.didShow(A, true)", "B.didMove(nil)"] {
            #expect(!recorder.entries.contains(never), "\(never)")
        }
        #expect(recorder.entries.filter { $0.hasPrefix("N.willShow") } == ["N.willShow(A, true)"])
        #expect(
            recorder.entries.filter { $0.hasPrefix("B.") && $0.contains("moving") } == [
                "B.vWD movingFrom=true", "B.vWA movingFrom=false", "B.vDA movingFrom=false",
            ], "isMovingFromParent is true in the cancelled viewWillDisappear")
    }

    @Test func afterACancelledPopTheNextPopWorks() {
        navigation.popViewController(animated: true)
        screen.runUntilIdle()
        delegate.interaction.cancel()
        screen.runUntilIdle()
        delegate.isInteractive = false
        recorder.reset()
        navigation.popViewController(animated: true)
        screen.runUntilIdle()
        #expect(
            log == [
                "B.willMove(nil)", "B.vWD(true)", "A.vWA(true)", "N.willShow(A, true)", "A.vIA(true)",
                "B.vDD(true)", "A.vDA(true)", "N.didShow(A, true)", "B.didMove(nil)",
                "B.completion(cancelled: false)",
            ])
        #expect(identities(navigation.viewControllers) == identities([root]))
    }
}

/// Records `isMovingFromParent` in its appearance callbacks, and a coordinator completion
/// registered in `viewWillDisappear`.
@MainActor
final class MovingFlagsProbe: RecordingViewController {
    private func flags(_ callback: String) {
        recorder.record("\(name).\(callback) movingFrom=\(isMovingFromParent)")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        flags("vWA")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        flags("vDA")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        flags("vWD")
        transitionCoordinator?.animate(alongsideTransition: nil) { [recorder, name] context in
            recorder.record("\(name).completion(cancelled: \(context.isCancelled))")
        }
    }
}

/// A delegate that pops with a linear one-second slide, driven by `interaction` while
/// `isInteractive`; records `willShow` and `didShow` as "N".
@MainActor
final class InteractivePopDelegate: UINavigationControllerDelegate {
    let recorder: LifecycleRecorder
    let interaction = UIPercentDrivenInteractiveTransition()
    var isInteractive = true

    init(recorder: LifecycleRecorder) { self.recorder = recorder }

    private func name(_ controller: UIViewController) -> String {
        (controller as? RecordingViewController)?.name ?? "?"
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        recorder.record("N.willShow(\(name(viewController)), \(animated))")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        recorder.record("N.didShow(\(name(viewController)), \(animated))")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .pop ? LinearPopAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        isInteractive ? interaction : nil
    }
}

/// Slides the `.from` view out to the right over one second, linearly, uncovering `.to`.
@MainActor
final class LinearPopAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to),
            let fromView = context.view(forKey: .from)
        else { return }
        toView.frame = context.finalFrame(for: to)
        context.containerView.insertSubview(toView, belowSubview: fromView)
        let width = context.containerView.bounds.width
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            fromView.frame.origin.x += width
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// Calls the deprecated `notifyWhenInteractionEnds(_:)` through a protocol, which keeps the
/// test build free of deprecation warnings.
@MainActor
private protocol LegacyInteractionNotifying {
    func notifyWhenInteractionEnds(
        _ coordinator: (any UIViewControllerTransitionCoordinator)?,
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

@MainActor
private struct LegacyInteractionNotifier: LegacyInteractionNotifying {
    @available(*, deprecated)
    func notifyWhenInteractionEnds(
        _ coordinator: (any UIViewControllerTransitionCoordinator)?,
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        coordinator?.notifyWhenInteractionEnds(handler)
    }
}
