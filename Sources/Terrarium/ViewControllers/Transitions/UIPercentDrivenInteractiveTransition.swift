import Foundation

/// An interaction controller that holds a transition's animations at the fraction you give
/// it, then finishes or cancels them: the usual way to drive a push, pop, presentation or
/// dismissal from a gesture or from code.
///
/// Return it from a delegate's `interactionController…` method, then report progress:
///
/// ```swift
/// let interaction = UIPercentDrivenInteractiveTransition()
/// // navigationController(_:interactionControllerFor:) returns `interaction`
/// navigationController.popViewController(animated: true)
/// interaction.update(0.3)                   // the pages follow the pointer
/// interaction.cancel()                      // released before half-way: the pop is undone
/// ```
///
/// The animator's `UIView.animate` blocks run on the transition's own clock: held at
/// ``percentComplete`` while interactive, then run on at ``completionSpeed`` by ``finish()``
/// or back to the start by ``cancel()``, after which their completions run (and the
/// animator calls `completeTransition(_:)`). An animator that provides an interruptible
/// animator is driven through it instead. Progress reported before the transition started
/// (a navigation controller starts it in the main loop's next turn) applies when it starts,
/// as does a ``finish()`` or ``cancel()``.
///
/// - Note: It works with the contexts of Terrarium's containers; given a context of your
///   own, it passes progress on and leaves the animations to you.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private var context: (any UIViewControllerContextTransitioning)?
    private var _percentComplete: CGFloat = 0
    private var _duration: TimeInterval = 0
    private var hasEnded = false
    /// A finish (`true`) or cancel (`false`) that came before the transition started.
    private var pendingEnd: Bool?

    /// Creates an interaction controller.
    public override init() {
        super.init()
    }

    /// The transition's duration in seconds, once it started.
    open var duration: CGFloat { CGFloat(_duration) }

    /// How far the transition got, 0 to 1.
    open var percentComplete: CGFloat { _percentComplete }

    /// How fast the rest of the transition runs after ``finish()`` or ``cancel()``: 1 is the
    /// animator's own speed. 1 by default.
    open var completionSpeed: CGFloat = 1

    /// The timing curve of the rest of the transition. `.easeInOut` by default.
    open var completionCurve: UIView.AnimationCurve = .easeInOut

    /// Whether the transition starts interactively. `true` by default.
    open var wantsInteractiveStart = true

    /// Starts the transition's animations held at ``percentComplete``. Containers call it.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        hasEnded = false
        if let held = transitionContext as? any _PercentDrivenTransitionContext {
            _duration = held._startPercentDriven(at: _percentComplete)
        } else {
            transitionContext.updateInteractiveTransition(_percentComplete)
        }
        if let finishes = pendingEnd {
            pendingEnd = nil
            if finishes { finish() } else { cancel() }
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        guard !hasEnded else { return }
        _percentComplete = Swift.min(1, Swift.max(0, percentComplete))
        context?.updateInteractiveTransition(_percentComplete)
    }

    /// Runs the rest of the transition to its end. Before the transition started (a gesture
    /// released before the navigation controller's next layout pass), it ends as soon as it starts.
    open func finish() {
        guard !hasEnded else { return }
        guard let context else {
            pendingEnd = true
            return
        }
        hasEnded = true
        self.context = nil
        context.finishInteractiveTransition()
    }

    /// Runs the transition back to its start; the container then undoes it. Before the
    /// transition started, it is cancelled as soon as it starts.
    open func cancel() {
        guard !hasEnded else { return }
        guard let context else {
            pendingEnd = false
            return
        }
        hasEnded = true
        self.context = nil
        context.cancelInteractiveTransition()
    }

    /// Pauses a transition that was running, so that it can be driven again. Only
    /// transitions with an interruptible animator can be paused.
    open func pause() {
        context?.pauseInteractiveTransition()
    }
}
