import Foundation

/// The states of an animator that can be paused and scrubbed.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or stopped and finished.
    case inactive = 0
    /// Started or paused.
    case active = 1
    /// Stopped, not yet finished.
    case stopped = 2
}

/// Where an animator's animations end up when it finishes.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At their end values.
    case end = 0
    /// At their start values.
    case start = 1
    /// Where they are now.
    case current = 2
}

/// An animator that can be started, paused, scrubbed and reversed: what a transition's
/// ``UIViewControllerAnimatedTransitioning/interruptibleAnimator(using:)`` returns.
///
/// An interactive transition whose animator provides one pauses it, sets its
/// ``fractionComplete`` as the interaction goes, and on finishing or cancelling sets
/// ``isReversed`` and starts it again.
///
/// - Note: Only the members an interactive transition drives are required here; a property
///   animator (`UIViewPropertyAnimator`) adopts this protocol with the rest of its API.
@MainActor
public protocol UIViewAnimating: AnyObject {
    /// The animator's state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (started and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run from their end values back to their start values.
    var isReversed: Bool { get set }
    /// How far the animations got, 0 to 1. Set it while paused to scrub.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations; unless `withoutFinishing`, the animator waits for
    /// ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations at `finalPosition` and runs their completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that also takes animations and completions after it was made.
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run with the animator's.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a completion, called with the position the animations ended at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
