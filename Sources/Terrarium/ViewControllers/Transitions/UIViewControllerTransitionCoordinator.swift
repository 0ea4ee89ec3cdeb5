import Foundation

/// Information about a transition in progress, handed to alongside animations and completions.
///
/// Every push, pop, presentation, dismissal, tab switch and size change has one; read it in
/// the blocks you give a ``UIViewControllerTransitionCoordinator``.
///
/// - Note: ``targetTransform`` is always the identity: a terminal never rotates.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition is interactive now.
    var isInteractive: Bool { get }
    /// Whether the transition can be interrupted: its animator provides an interruptible animator.
    var isInterruptible: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition got, 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed at which an interactive transition completes.
    var completionVelocity: CGFloat { get }
    /// The curve of the transition's animation.
    var completionCurve: UIView.AnimationCurve { get }
    /// The presentation style of a presentation or dismissal; `.none` for other transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the interface goes through during the transition: always the identity
    /// here (a default implementation provides it).
    var targetTransform: CGAffineTransform { get }
    /// The view in which the transition happens.
    var containerView: UIView { get }
    /// A controller taking part in the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view taking part in the transition.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// An object that runs animations alongside a transition and completion handlers after it.
///
/// A controller's ``UIViewController/transitionCoordinator`` returns one while it takes part
/// in a push, pop, presentation, dismissal or tab switch (and `nil` outside one); size changes
/// hand theirs to `viewWillTransition(to:with:)`. Blocks registered in `viewWillAppear(_:)`
/// run with the transition's own animation, and completions learn whether it was cancelled:
///
/// ```swift
/// override func viewWillAppear(_ animated: Bool) {
///     super.viewWillAppear(animated)
///     transitionCoordinator?.animate(alongsideTransition: { _ in
///         self.badge.alpha = 1
///     }, completion: { context in
///         if context.isCancelled { self.badge.alpha = 0 }
///     })
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation and `completion` after it ends.
    ///
    /// - Returns: whether the blocks were accepted (`false` once the transition ended).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Like ``animate(alongsideTransition:completion:)``, for animations of a view outside
    /// the transition's container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Registers a handler called each time an interactive transition stops being
    /// interactive (the interaction finishes or cancels, or an interruptible transition is
    /// paused), before its remaining animation runs; the context's ``UIViewControllerTransitionCoordinatorContext/isCancelled``
    /// says whether it will run back.
    ///
    /// ```swift
    /// transitionCoordinator?.notifyWhenInteractionChanges { context in
    ///     if context.isCancelled { self.restoreTitle() }
    /// }
    /// ```
    ///
    /// A transition that never was interactive never calls it.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)

    /// Registers a handler called when an interactive transition stops being interactive,
    /// whether the user finished it or cancelled it (the context's
    /// ``UIViewControllerTransitionCoordinatorContext/isCancelled`` says which), before its
    /// remaining animation runs and before the appearance callbacks a cancel sends.
    ///
    /// ```swift
    /// override func viewWillAppear(_ animated: Bool) {
    ///     super.viewWillAppear(animated)
    ///     transitionCoordinator?.notifyWhenInteractionEnds { context in
    ///         if context.isCancelled { self.searchField.becomeFirstResponder() }
    ///     }
    /// }
    /// ```
    ///
    /// - Note: Called once, the first time the interaction ends; UIKit deprecated it when
    ///   interruptible transitions (which can become interactive again) arrived. A default
    ///   implementation builds it on ``notifyWhenInteractionChanges(_:)``.
    @available(*, deprecated, message: "Use notifyWhenInteractionChanges(_:) instead")
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` inside the transition's animation.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

extension UIViewControllerTransitionCoordinator {
    /// Calls `handler` the first time ``notifyWhenInteractionChanges(_:)`` reports the
    /// transition no longer interactive.
    @available(*, deprecated, message: "Use notifyWhenInteractionChanges(_:) instead")
    public func notifyWhenInteractionEnds(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        var called = false
        notifyWhenInteractionChanges { context in
            guard !called, !context.isInteractive else { return }
            called = true
            handler(context)
        }
    }
}

extension UIViewControllerTransitionCoordinatorContext {
    /// The identity: a terminal never rotates, so no transition turns the interface.
    public var targetTransform: CGAffineTransform { .identity }
}
