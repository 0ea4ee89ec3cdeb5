import Foundation

extension UINavigationController {
    /// The kind of change a navigation transition makes, as the delegate's
    /// `navigationController(_:animationControllerFor:from:to:)` learns it.
    public enum Operation: Int, Sendable {
        /// No change.
        case none = 0
        /// A controller goes onto the stack (also `setViewControllers` with a new top).
        case push = 1
        /// The stack goes back to a controller below the top.
        case pop = 2
    }
}

/// The methods a navigation controller's delegate implements to hear when a controller
/// is about to be and has been shown, and to provide a transition's animator and
/// interaction controller.
///
/// ```swift
/// final class Flow: UINavigationControllerDelegate {
///     let interaction = UIPercentDrivenInteractiveTransition()
///     var interactive = false
///     func navigationController(
///         _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
///         from fromVC: UIViewController, to toVC: UIViewController
///     ) -> (any UIViewControllerAnimatedTransitioning)? {
///         FadeAnimator()
///     }
///     func navigationController(
///         _ navigationController: UINavigationController,
///         interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
///     ) -> (any UIViewControllerInteractiveTransitioning)? {
///         interactive ? interaction : nil
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController`'s view is shown, after the appearance transition began.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController`'s view was shown and its `viewDidAppear` ran.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop from `fromVC` to `toVC`, or `nil` for the
    /// navigation controller's own slide.
    ///
    /// - Note: Asked when the transition starts (on the layout pass after the stack changed),
    ///   before the appearance callbacks, so that the coordinator they see is the one the
    ///   animator runs with; not asked for changes made without animation, which UIKit does
    ///   not animate either.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the transition `animationController` runs, or
    /// `nil` for a transition that is not interactive. Asked only when
    /// ``navigationController(_:animationControllerFor:from:to:)`` returned an animator, as in UIKit.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Does nothing by default.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing by default.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    /// `nil`: the navigation controller's own slide.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
    /// `nil`: not interactive.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        nil
    }
}
