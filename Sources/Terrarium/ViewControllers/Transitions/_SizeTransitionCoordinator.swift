import Foundation

/// The coordinator of a window's size transition (a terminal resize): not animated, since
/// a terminal resizes at once; alongside animations run right after the new size is set
/// and completions in the main loop's next turn. Both controller keys answer the window's
/// root view controller, as UIKit's do for a rotation; the view keys answer nil.
@MainActor
final class _SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private weak var root: UIViewController?
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasRun = false
    private var involved: [UIViewController] = []
    /// The interface orientations before and after, when the new size turns the interface
    /// (the deprecated rotation callbacks are sent then).
    var rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?

    init(containerView: UIView, root: UIViewController) {
        self.containerView = containerView
        self.root = root
    }

    var isAnimated: Bool { false }
    var initiallyInteractive: Bool { false }
    var isInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { hasRun ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var presentationStyle: UIModalPresentationStyle { .none }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { root }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasRun else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Never called: a resize is not interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    }

    /// Makes this coordinator the `transitionCoordinator` of `controllers` until its
    /// completions ran.
    func _attach(to controllers: [UIViewController]) {
        involved = controllers
        for controller in controllers { controller._transitionCoordinator = self }
    }

    /// Runs the alongside animations now and the completions in the next turn.
    func _run() {
        hasRun = true
        for animation in alongside { animation(self) }
        let completions = self.completions
        let involved = self.involved
        MainLoop.main.perform {
            for completion in completions { completion(self) }
            for controller in involved where controller._transitionCoordinator === self {
                controller._transitionCoordinator = nil
            }
        }
    }
}
