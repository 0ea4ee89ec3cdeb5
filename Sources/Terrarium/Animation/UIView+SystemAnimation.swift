import Foundation

extension UIView {
    /// The animations the system provides for ``perform(_:on:options:animations:completion:)``.
    public enum SystemAnimation: UInt, Sendable {
        /// The views fade out, then leave their superviews.
        case delete
    }

    /// The flips and curls of the animation blocks UIKit deprecated
    /// (`setAnimationTransition(_:for:cache:)`).
    ///
    /// - Note: Terrarium has no `beginAnimations` blocks: use
    ///   `UIView.transition(with:duration:options:animations:completion:)` with
    ///   `.transitionFlipFromLeft` and its kin. The type exists for code that names it.
    public enum AnimationTransition: Int, Sendable {
        /// No transition.
        case none
        /// A flip from left to right.
        case flipFromLeft
        /// A flip from right to left.
        case flipFromRight
        /// A page curling up.
        case curlUp
        /// A page curling down.
        case curlDown
    }

    /// How a view's tint colour is adjusted.
    public enum TintAdjustmentMode: Int, Sendable {
        /// As the superview's (normal at the top).
        case automatic
        /// Unchanged.
        case normal
        /// Desaturated, as behind an alert.
        case dimmed
    }

    /// Runs a system animation on `views`, with animations of your own alongside:
    /// ``SystemAnimation/delete`` fades the views out in a quarter of a second, then removes
    /// them from their superviews, then calls `completion`.
    ///
    /// ```swift
    /// UIView.perform(.delete, on: [toast], options: [], animations: {
    ///     stack.layoutIfNeeded()
    /// }, completion: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - animation: The system animation.
    ///   - views: The views it acts on.
    ///   - options: Options for the animations (a curve; `.beginFromCurrentState`).
    ///   - parallelAnimations: Changes to animate at the same time, or `nil`.
    ///   - completion: Called when the animation ends, with whether it finished.
    /// - Note: UIKit does not give the delete animation's duration; Terrarium's is 0.25 seconds.
    public static func perform(
        _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        UIView.animate(
            withDuration: 0.25, delay: 0, options: options,
            animations: {
                for view in views { view.alpha = 0 }
                parallelAnimations?()
            },
            completion: { finished in
                for view in views { view.removeFromSuperview() }
                completion?(finished)
            })
    }
}
