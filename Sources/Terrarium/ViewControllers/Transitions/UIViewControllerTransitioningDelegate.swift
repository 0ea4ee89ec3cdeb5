import Foundation

/// The object that provides the animator, the interaction controller and the presentation
/// controller of a controller's presentation and dismissal. Set it as the presented
/// controller's ``UIViewController/transitioningDelegate``.
///
/// ```swift
/// final class Drawer: UIViewControllerTransitioningDelegate {
///     func animationController(
///         forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
///     ) -> (any UIViewControllerAnimatedTransitioning)? { SlideInAnimator() }
/// }
/// menu.transitioningDelegate = drawer
/// present(menu, animated: true)
/// ```
///
/// Each method returns `nil` by default, which keeps the presentation style's own animation.
/// The animators and interaction controllers are asked for every style, for animated
/// presentations and dismissals only (a transition without animation runs the style's own
/// steps at once); the presentation controller for `.custom` only.
///
/// - Note: Apple's documentation speaks of the delegate for `.custom`; UIKit asks it for
///   the animators of the other styles too (a `.fullScreen` presentation with a custom
///   animator is common), and Terrarium does the same.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of an animated presentation of `presented`, or `nil` for the default.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of an animated dismissal of `dismissed`, or `nil` for the default.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller of a presentation, asked only when there is a custom animator.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller of a dismissal, asked only when there is a custom animator.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation of `presented`, or `nil` for
    /// a plain ``UIPresentationController``. Asked for `.custom` only; the built-in styles
    /// use their own.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// `nil`: the style's own animation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
    /// `nil`: the style's own animation.
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        nil
    }
    /// `nil`: not interactive.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        nil
    }
    /// `nil`: not interactive.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        nil
    }
    /// `nil`: a plain ``UIPresentationController``.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        nil
    }
}
