import Foundation

/// Keys for the controllers taking part in a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the views taking part in a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown at the start of the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view shown at the end of the transition.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// The information an animator needs to run a transition between two view controllers, and
/// the calls through which it reports back.
///
/// Containers create the context; you get it in
/// ``UIViewControllerAnimatedTransitioning/animateTransition(using:)`` and, for interactive
/// transitions, in ``UIViewControllerInteractiveTransitioning/startInteractiveTransition(_:)``.
/// An animator puts the `.to` view in ``containerView`` at ``finalFrame(for:)``, animates, and
/// calls ``completeTransition(_:)`` once done:
///
/// ```swift
/// func animateTransition(using context: any UIViewControllerContextTransitioning) {
///     guard let toView = context.view(forKey: .to), let to = context.viewController(forKey: .to) else { return }
///     let final = context.finalFrame(for: to)
///     toView.frame = final.offsetBy(dx: 0, dy: final.height)
///     context.containerView.addSubview(toView)
///     UIView.animate(withDuration: transitionDuration(using: context)) {
///         toView.frame = final
///     } completion: { _ in
///         context.completeTransition(!context.transitionWasCancelled)
///     }
/// }
/// ```
///
/// Typically you do not adopt this protocol: Terrarium's containers provide their own contexts.
///
/// - Note: ``targetTransform`` is always the identity: a terminal never rotates.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the `.to` view to it.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive transition that went back).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal; `.none` for other transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the interface goes through during the transition: always the identity
    /// here (a default implementation provides it).
    var targetTransform: CGAffineTransform { get }

    /// Reports how far an interactive transition got, 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that an interactive transition is to finish: its animations run to their end.
    func finishInteractiveTransition()
    /// Reports that an interactive transition is to cancel: its animations run back to the start.
    func cancelInteractiveTransition()
    /// Pauses a running transition so that it can be driven interactively. Only transitions
    /// whose animator provides an interruptible animator can be paused.
    func pauseInteractiveTransition()
    /// Tells the container that the transition's animations ended; `didComplete` is `false`
    /// for a cancelled transition. Call it exactly once.
    func completeTransition(_ didComplete: Bool)

    /// A controller taking part in the transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view taking part in the transition: the `.from` or `.to` controller's view, or `nil`
    /// where the container does not want the animator to touch it (the presenter's view of a
    /// sheet, which stays in place).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view is at the start of the transition; `.zero` if unknown or not on screen.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must be at the end of the transition; `.zero` if it leaves the screen.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition between two view controllers: a push or pop, a
/// presentation or dismissal, a tab switch.
///
/// Return one from a navigation controller's, tab bar controller's or transitioning
/// delegate's `animationController…` method to replace the container's own animation.
///
/// ```swift
/// final class FadeAnimator: UIViewControllerAnimatedTransitioning {
///     func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }
///     func animateTransition(using context: any UIViewControllerContextTransitioning) {
///         guard let toView = context.view(forKey: .to) else { return }
///         toView.alpha = 0
///         context.containerView.addSubview(toView)
///         UIView.animate(withDuration: 0.2) { toView.alpha = 1 } completion: { _ in
///             context.completeTransition(!context.transitionWasCancelled)
///         }
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's duration in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the transition's animations, then calls the context's `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition ended, with whether it completed. Does nothing by default.
    func animationEnded(_ transitionCompleted: Bool)
    /// An animator that can be paused, scrubbed and reversed, for transitions that are driven
    /// interactively or interrupted. `nil` by default, as in UIKit where the method is optional.
    ///
    /// - Note: UIKit's optional method returns a non-optional animator; Terrarium spells the
    ///   optional requirement as an optional result.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> (any UIViewImplicitlyAnimating)?
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// `nil`: the transition is animated by ``animateTransition(using:)``.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> (any UIViewImplicitlyAnimating)?
    {
        nil
    }
}

/// An object that drives a transition interactively, from a gesture or from code.
///
/// ``UIPercentDrivenInteractiveTransition`` is the usual one: it runs the animator's
/// animations and holds them at the fraction you give it.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition. The interaction controller keeps the context and
    /// reports progress through its `updateInteractiveTransition(_:)`, then finishes or cancels.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the rest of the transition runs once the interaction ends: 1 is the
    /// animator's own speed. 1 by default.
    var completionSpeed: CGFloat { get }
    /// The timing curve of the rest of the transition. `.easeInOut` by default.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively. `true` by default; when `false` it starts
    /// as an ordinary animation.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1: the animator's own speed.
    public var completionSpeed: CGFloat { 1 }
    /// `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// `true`.
    public var wantsInteractiveStart: Bool { true }
}

extension UIViewControllerContextTransitioning {
    /// The identity: a terminal never rotates, so no transition turns the interface.
    public var targetTransform: CGAffineTransform { .identity }
}
