import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Presentations and dismissals on the transition machine: coordinators, the transitioning
/// delegate's animators and interaction controllers, and custom presentation controllers
/// with their call order among the appearance callbacks.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct PresentationTransitionTests {
    let recorder = LifecycleRecorder()
    let screen = HeadlessScreen(width: 40, height: 10)
    let root: RecordingViewController

    init() {
        root = RecordingViewController(name: "A", recorder: recorder)
        screen.show(root)
        recorder.reset()
    }

    // MARK: Coordinators

    @Test(arguments: [UIModalPresentationStyle.fullScreen, .pageSheet, .overFullScreen, .custom])
    func presentingAndDismissingGiveBothControllersOneCoordinator(style: UIModalPresentationStyle) {
        let presented = CoordinatorSnoopingViewController()
        presented.modalPresentationStyle = style
        root.present(presented, animated: true)
        let presentation = presented.coordinatorInWillAppear
        #expect(presentation != nil)
        #expect(presentation === root.transitionCoordinator, "the presenter answers the same coordinator")
        #expect(presentation?.presentationStyle == style)
        #expect(presentation?.viewController(forKey: .from) === root)
        #expect(presentation?.viewController(forKey: .to) === presented)
        #expect(presentation?.isAnimated == true)
        screen.runUntilIdle()
        #expect(presented.transitionCoordinator == nil && root.transitionCoordinator == nil)

        presented.dismiss(animated: false)
        let dismissal = presented.coordinatorInWillDisappear
        #expect(dismissal != nil && dismissal !== presentation)
        #expect(dismissal?.viewController(forKey: .from) === presented)
        #expect(dismissal?.viewController(forKey: .to) === root)
        #expect(dismissal?.isAnimated == false)
        screen.runUntilIdle()
        #expect(presented.transitionCoordinator == nil)
    }

    @Test func alongsideAnimationsAndCompletionsRunWithThePresentation() {
        let presented = UIViewController()
        var log: [String] = []
        root.present(presented, animated: true) { log.append("completion") }
        presented.transitionCoordinator?.animate(
            alongsideTransition: { context in
                log.append("alongside(\(context.presentationStyle == .pageSheet))")
            },
            completion: { context in
                log.append("coordinator completion(cancelled: \(context.isCancelled))")
            })
        screen.runUntilIdle()
        #expect(log == ["alongside(true)", "completion", "coordinator completion(cancelled: false)"])
    }

    // MARK: The transitioning delegate's animators

    @Test func aDelegatesAnimatorReplacesTheStylesOwnAnimationBothWays() {
        let transitions = RecordingTransitions(recorder: recorder)
        let presented = RecordingViewController(name: "M", recorder: recorder)
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = transitions
        root.present(presented, animated: true) { self.recorder.record("completion") }
        screen.advance(by: 0.1)
        #expect(presented.view._presentationFrame.minX < 0, "the animator slides it in")
        #expect(!recorder.entries.contains("M.vDA(true)"), "did-appear waits for the animator")
        screen.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        presented.dismiss(animated: true) { self.recorder.record("dismissed") }
        screen.runUntilIdle()
        #expect(
            withoutLayout(recorder.entries).filter { !$0.contains("loadView") && !$0.contains("viewDidLoad") } == [
                "animator(forPresented: M, presenting: A)", "interaction(forPresentation)", "A.vWD(true)",
                "M.vWA(true)", "animate(to: M)", "M.vIA(true)", "M.vDA(true)", "A.vDD(true)", "completion",
                "animationEnded(true)", "animator(forDismissed: M)", "interaction(forDismissal)", "M.vWD(true)",
                "A.vWA(true)", "animate(from: M)", "A.vIA(true)", "A.vDA(true)", "M.vDD(true)", "dismissed",
                "animationEnded(true)",
            ])
    }

    // Issue 28: the animator puts the presenter's view back itself, below the presented one in
    // the container, as UIKit's documentation shows for a full-screen dismissal.
    @Test func aCustomDismissalThatInsertsThePresentersViewBelowLeavesItInTheWindow() {
        let transitions = RevealingTransitions(recorder: recorder)
        let presented = RecordingViewController(name: "M", recorder: recorder)
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = transitions
        root.present(presented, animated: false)
        screen.runUntilIdle()
        #expect(root.view.window == nil, "a full-screen presentation takes the presenter's view away")
        recorder.reset()

        presented.dismiss(animated: true)
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(root.view.window === screen.window, "the presenter's view is back in the window")
        #expect(root.view.superview === screen.window)
        #expect(root.view.frame == screen.window.bounds)
        #expect(presented.view.window == nil)
        let order = recorder.entries.filter {
            ["A.vWA(true)", "A.vDA(true)", "A.vWD(true)", "A.vDD(true)", "completeTransition(true)"].contains($0)
        }
        #expect(order == ["A.vWA(true)", "completeTransition(true)", "A.vDA(true)"])
    }

    @Test func withoutAnimationTheDelegateIsNotAskedForAnAnimator() {
        let transitions = RecordingTransitions(recorder: recorder)
        let presented = UIViewController()
        presented.transitioningDelegate = transitions
        root.present(presented, animated: false)
        screen.runUntilIdle()
        #expect(!recorder.entries.contains { $0.hasPrefix("animator") })
        #expect(root.presentedViewController === presented)
    }

    @Test func anInteractiveDismissalLetGoOfBeforeTheEndLeavesThePresentation() {
        let transitions = RecordingTransitions(recorder: recorder)
        let interaction = UIPercentDrivenInteractiveTransition()
        transitions.dismissalInteraction = interaction
        let presented = RecordingViewController(name: "M", recorder: recorder)
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = transitions
        root.present(presented, animated: false)
        screen.runUntilIdle()
        recorder.reset()
        var completed = false
        presented.dismiss(animated: true) { completed = true }
        interaction.update(0.3)
        let held = presented.view._presentationFrame.minX
        #expect(held < 0 && held > -40, "the page follows the interaction")
        interaction.cancel()
        screen.runUntilIdle()
        #expect(!completed)
        #expect(root.presentedViewController === presented)
        #expect(presented.view._presentationFrame.minX == 0)
        #expect(root.view.window == nil, "the presenter's view went away again")
        #expect(
            appearanceCallbacks(recorder.entries, of: "M", "A") == [
                "M.vWD(true)", "A.vWA(true)", "A.vIA(true)", "M.vWA(true)", "A.vWD(true)", "M.vIA(true)",
                "M.vDA(true)", "A.vDD(true)",
            ])
        // The presentation is intact: a dismissal from code still works.
        presented.dismiss(animated: false)
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test func anInteractivePresentationLetGoOfTakesThePresentedControllerAwayAgain() {
        let transitions = RecordingTransitions(recorder: recorder)
        let interaction = UIPercentDrivenInteractiveTransition()
        transitions.presentationInteraction = interaction
        let presented = RecordingViewController(name: "M", recorder: recorder)
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = transitions
        var completed = false
        root.present(presented, animated: true) { completed = true }
        interaction.update(0.4)
        #expect(presented.view.window === screen.window, "the page is on its way in")
        interaction.cancel()
        screen.runUntilIdle()
        #expect(!completed)
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(presented.view.window == nil)
        #expect(root.view.window === screen.window)
        #expect(
            appearanceCallbacks(recorder.entries, of: "M", "A") == [
                "A.vWD(true)", "M.vWA(true)", "M.vIA(true)", "M.vWD(true)", "A.vWA(true)", "M.vDD(true)",
                "A.vIA(true)", "A.vDA(true)",
            ])
        // Nothing is left in flight: the controller can be presented again.
        root.present(presented, animated: false)
        screen.runUntilIdle()
        #expect(root.presentedViewController === presented)
    }

    // MARK: Custom presentation controllers

    @Test func aCustomPresentationControllerBracketsTheAppearanceCallbacks() {
        let transitions = RecordingTransitions(recorder: recorder)
        transitions.makesPresentationController = true
        let presented = RecordingViewController(name: "M", recorder: recorder)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitions
        root.present(presented, animated: false) { self.recorder.record("completion") }
        screen.runUntilIdle()
        let controller = try! #require(transitions.presentationController)
        #expect(presented.presentationController === controller)
        #expect(controller.presentingViewController === root)
        #expect(controller.containerView?.superview === screen.window)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 12, height: 10), "at the controller's frame")
        presented.dismiss(animated: false) { self.recorder.record("dismissed") }
        screen.runUntilIdle()
        #expect(controller.containerView == nil)
        #expect(
            withoutLayout(recorder.entries).filter {
                !$0.contains("load") && !$0.contains("Load") && !$0.contains("containerView")
            } == [
                "presentationController(forPresented: M, presenting: A)", "willBegin", "A.vWD(false)",
                "M.vWA(false)", "M.vIA(false)", "didEnd(true)", "M.vDA(false)", "A.vDD(false)", "completion",
                "dismissalWillBegin", "M.vWD(false)", "A.vWA(false)", "A.vIA(false)", "dismissalDidEnd(true)",
                "A.vDA(false)", "M.vDD(false)", "dismissed",
            ])
        #expect(recorder.entries.contains("containerViewWillLayoutSubviews"))
        #expect(recorder.entries.contains("containerViewDidLayoutSubviews"))
    }

    @Test func aCustomPresentationWithoutAControllerOfItsOwnCoversTheScreenAndKeepsThePresenter() {
        let presented = RecordingViewController(name: "M", recorder: recorder)
        presented.modalPresentationStyle = .custom
        root.present(presented, animated: false)
        screen.runUntilIdle()
        #expect(type(of: presented.presentationController!) == UIPresentationController.self)
        #expect(appearanceCallbacks(recorder.entries, of: "A").isEmpty)
        #expect(root.view.window === screen.window)
    }

    @Test func thePresentationControllersTraitOverrideReachesThePresentedController() {
        let presented = UIViewController()
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: false)
        screen.runUntilIdle()
        let other: UIUserInterfaceStyle = presented.traitCollection.userInterfaceStyle == .dark ? .light : .dark
        presented.presentationController?.overrideTraitCollection = UITraitCollection(userInterfaceStyle: other)
        #expect(presented.traitCollection.userInterfaceStyle == other)
    }
}

/// Records what a presentation asks of its transitioning delegate, and slides the presented
/// view in from the left.
@MainActor
private final class RecordingTransitions: UIViewControllerTransitioningDelegate {
    let recorder: LifecycleRecorder
    var presentationInteraction: (any UIViewControllerInteractiveTransitioning)?
    var dismissalInteraction: (any UIViewControllerInteractiveTransitioning)?
    var makesPresentationController = false
    var presentationController: DrawerPresentationController?

    init(recorder: LifecycleRecorder) {
        self.recorder = recorder
    }

    private func name(_ controller: UIViewController) -> String {
        (controller as? RecordingViewController)?.name ?? "?"
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        recorder.record("animator(forPresented: \(name(presented)), presenting: \(name(presenting)))")
        return SlideFromLeftAnimator(recorder: recorder, presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        recorder.record("animator(forDismissed: \(name(dismissed)))")
        return SlideFromLeftAnimator(recorder: recorder, presenting: false)
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        recorder.record("interaction(forPresentation)")
        return presentationInteraction
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        recorder.record("interaction(forDismissal)")
        return dismissalInteraction
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        guard makesPresentationController else { return nil }
        recorder.record(
            "presentationController(forPresented: \(name(presented)), presenting: \(presenting.map(name) ?? "nil"))")
        let controller = DrawerPresentationController(
            presentedViewController: presented, presenting: presenting, recorder: recorder)
        presentationController = controller
        return controller
    }
}

/// Dismisses by sliding the presented view down after inserting the presenter's view below
/// it in the container, as UIKit's custom-transition guide does; notes when it completes.
@MainActor
private final class RevealingTransitions: UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let recorder: LifecycleRecorder

    init(recorder: LifecycleRecorder) {
        self.recorder = recorder
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        self
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let fromView = context.view(forKey: .from)!
        let toView = context.view(forKey: .to)!
        let container = context.containerView
        toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        container.insertSubview(toView, belowSubview: fromView)
        UIView.animate(
            withDuration: 0.3,
            animations: { fromView.frame = fromView.frame.offsetBy(dx: 0, dy: container.bounds.height) },
            completion: { _ in
                fromView.removeFromSuperview()
                self.recorder.record("completeTransition(true)")
                context.completeTransition(true)
            })
    }
}

/// Slides the presented view in from the left edge, and out to it.
@MainActor
private final class SlideFromLeftAnimator: UIViewControllerAnimatedTransitioning {
    let recorder: LifecycleRecorder
    let presenting: Bool

    init(recorder: LifecycleRecorder, presenting: Bool) {
        self.recorder = recorder
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        let controller = context.viewController(forKey: key)!
        let view = context.view(forKey: presenting ? .to : .from)!
        recorder.record(
            "animate(\(presenting ? "to" : "from"): \((controller as? RecordingViewController)?.name ?? "?"))")
        let shown = presenting ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
        let hidden = shown.offsetBy(dx: -shown.width, dy: 0)
        if presenting {
            view.frame = hidden
            context.containerView.addSubview(view)
        }
        UIView.animate(withDuration: 0.4, animations: { view.frame = self.presenting ? shown : hidden }) { _ in
            // A cancelled transition puts the view back where it started.
            if context.transitionWasCancelled { view.frame = self.presenting ? hidden : shown }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        recorder.record("animationEnded(\(transitionCompleted))")
    }
}

/// A drawer on the left twelve columns that records its calls and keeps the presenter's
/// view only while it animates.
@MainActor
private final class DrawerPresentationController: UIPresentationController {
    let recorder: LifecycleRecorder

    init(presentedViewController: UIViewController, presenting: UIViewController?, recorder: LifecycleRecorder) {
        self.recorder = recorder
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        CGRect(x: 0, y: 0, width: 12, height: containerView?.bounds.height ?? 0)
    }
    override var shouldRemovePresentersView: Bool { true }
    override func presentationTransitionWillBegin() { recorder.record("willBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { recorder.record("didEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { recorder.record("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { recorder.record("dismissalDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { recorder.record("containerViewWillLayoutSubviews") }
    override func containerViewDidLayoutSubviews() { recorder.record("containerViewDidLayoutSubviews") }
}

/// Notes the coordinator it has when it starts to appear and to disappear.
@MainActor
private final class CoordinatorSnoopingViewController: UIViewController {
    var coordinatorInWillAppear: (any UIViewControllerTransitionCoordinator)?
    var coordinatorInWillDisappear: (any UIViewControllerTransitionCoordinator)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        coordinatorInWillAppear = transitionCoordinator
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        coordinatorInWillDisappear = transitionCoordinator
    }
}
