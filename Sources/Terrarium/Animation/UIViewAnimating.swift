import Foundation

/// The states of an animator that can be started, paused, scrubbed and stopped.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started yet, or finished: the starting state, and the state again once the
    /// animations end or the animator is finished.
    case inactive = 0
    /// Started or paused: the animations are running, or waiting at ``UIViewAnimating/fractionComplete``.
    case active = 1
    /// Stopped with `stopAnimation(false)`: the views hold their values of the moment, and
    /// the animator waits for ``UIViewAnimating/finishAnimation(at:)``. It cannot be started
    /// again in this state.
    case stopped = 2
}

/// Where an animator's animations end up when it finishes, as its completions are told.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At their end values: the animations ran to the end.
    case end = 0
    /// At their start values: a reversed animator ran back, or was finished at the start.
    case start = 1
    /// Where they were when the animator was stopped.
    case current = 2
}

/// An animator that can be started, paused, scrubbed, reversed and stopped: what
/// ``UIViewPropertyAnimator`` is, and what a transition's interruptible animator returns.
///
/// An interactive transition whose animator provides one pauses it, sets its
/// ``fractionComplete`` as the interaction goes, and on finishing or cancelling sets
/// ``isReversed`` and starts it again.
///
/// The state moves from ``UIViewAnimatingState/inactive`` to ``UIViewAnimatingState/active``
/// on ``startAnimation()``, ``pauseAnimation()`` or setting ``fractionComplete``, and back to
/// inactive when the animations end; ``stopAnimation(_:)`` with `false` leads to
/// ``UIViewAnimatingState/stopped``, from which only ``finishAnimation(at:)`` leads on.
@preconcurrency @MainActor
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
    /// Stops the animations where they are; with `withoutFinishing` the animator goes straight
    /// to ``UIViewAnimatingState/inactive`` without completions, otherwise to
    /// ``UIViewAnimatingState/stopped``, where it waits for ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations at `finalPosition` and runs their completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that also takes animations and completions after it was made.
///
/// - Note: UIKit declares all four methods optional. Swift protocols have no optional
///   requirements, so ``addAnimations(_:delayFactor:)`` and
///   ``continueAnimation(withTimingParameters:durationFactor:)`` have default
///   implementations here (see each) and a conforming type needs only the other two.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run with the animator's.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start `delayFactor` (0…1) of the animator's remaining time late.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion, called with the position the animations ended at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing, over `durationFactor` times the original
    /// duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Adds the animations without a delay: the default for an animator that does not
    /// implement delays.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Resumes the animations with their own timing: the default for an animator that cannot
    /// change it.
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {
        startAnimation()
    }
}
