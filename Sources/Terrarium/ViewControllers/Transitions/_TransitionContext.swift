import Foundation

/// The one transition machine every container runs its transitions through: a push or pop,
/// a presentation or dismissal, a tab switch. The container describes the transition (the
/// controllers, views and frames, and its own end of it), picks the animator (a delegate's
/// or its default one) and an interaction controller, then calls ``start()``. The context
/// runs the animator, or hands itself to the interaction controller, drives the recorded
/// animations on a ``_TransitionTimeline`` while interactive, and when the animator calls
/// `completeTransition(_:)`, runs the container's `onEnd`, the coordinator's completions and
/// the animator's `animationEnded(_:)`, in that order, as UIKit's context does: a completion
/// registered with the coordinator runs once the controllers heard did-appear and
/// did-disappear, which is what apps rely on to run code after a push or presentation.
/// ``TransitionStateMachine`` decides which calls count.
@MainActor
final class _TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let animator: any UIViewControllerAnimatedTransitioning
    let interactionController: (any UIViewControllerInteractiveTransitioning)?
    private let fromController: UIViewController?
    private let toController: UIViewController?
    private let fromView: UIView?
    private let toView: UIView?
    private var initialFrames: [ObjectIdentifier: CGRect] = [:]
    private var finalFrames: [ObjectIdentifier: CGRect] = [:]
    private(set) var machine = TransitionStateMachine()
    /// The coordinator the involved controllers answer, until the transition ends.
    private(set) var coordinator: _TransitionCoordinator?
    private var involved: [UIViewController]
    private var onEnd: ((Bool) -> Void)?
    private var timeline: _TransitionTimeline?
    private var interruptible: (any UIViewImplicitlyAnimating)?
    /// The loop time the animations started at, for alongside blocks added later.
    private(set) var startTime: TimeInterval = 0
    /// Whether the transition starts driven by its interaction controller (its
    /// `wantsInteractiveStart`), known from the moment the transition is described: the
    /// controllers' will-appear and will-disappear, which come before ``start()``, already
    /// see an interactive transition, as in UIKit (where the incoming controller of an edge
    /// swipe reads `isInteractive` in `viewWillAppear`).
    private let startsInteractively: Bool
    /// The animator's duration, asked once.
    private(set) lazy var duration: TimeInterval = isAnimated ? animator.transitionDuration(using: self) : 0

    /// Describes a transition; the involved controllers (`from`, `to` and the container)
    /// answer its coordinator as their `transitionCoordinator` from now until it ends.
    ///
    /// `coordinator` is a pending coordinator the container handed out before the transition
    /// could be described (see ``_TransitionCoordinator/init(pending:)``); the context adopts
    /// it, with what was registered on it.
    ///
    /// - Parameters:
    ///   - frames: the initial and final frames of `from`'s and `to`'s views.
    ///   - onEnd: the container's end of the transition, called with whether it completed.
    init(
        containerView: UIView, from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?,
        initialFrames: (from: CGRect, to: CGRect), finalFrames: (from: CGRect, to: CGRect), isAnimated: Bool,
        presentationStyle: UIModalPresentationStyle = .none, animator: any UIViewControllerAnimatedTransitioning,
        interactionController: (any UIViewControllerInteractiveTransitioning)?, involving container: UIViewController?,
        coordinator pendingCoordinator: _TransitionCoordinator? = nil, onEnd: @escaping (Bool) -> Void
    ) {
        self.containerView = containerView
        self.fromController = from
        self.toController = to
        self.fromView = fromView
        self.toView = toView
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        self.animator = animator
        self.interactionController = isAnimated ? interactionController : nil
        self.startsInteractively = isAnimated ? interactionController?.wantsInteractiveStart ?? false : false
        self.onEnd = onEnd
        if let from {
            self.initialFrames[ObjectIdentifier(from)] = initialFrames.from
            self.finalFrames[ObjectIdentifier(from)] = finalFrames.from
        }
        if let to {
            self.initialFrames[ObjectIdentifier(to)] = initialFrames.to
            self.finalFrames[ObjectIdentifier(to)] = finalFrames.to
        }
        involved = [container, from, to].compactMap { $0 }
        let coordinator = pendingCoordinator ?? _TransitionCoordinator(context: self)
        coordinator._adopt(by: self)
        self.coordinator = coordinator
        coordinator._setAnswering(involved)
    }

    /// Starts the transition: interactively when an interaction controller wants to, by
    /// running the animator otherwise.
    func start() {
        startTime = MainLoop.main.now
        switch machine.start(interactive: startsInteractively) {
        case .runAnimator:
            animator.animateTransition(using: self)
            coordinator?._startAlongsideAnimations()
        case .startInteraction:
            interactionController?.startInteractiveTransition(self)
            coordinator?._startAlongsideAnimations()
        case .ignore:
            break
        }
    }

    // MARK: UIViewControllerContextTransitioning

    /// Interactive while an interaction drives it, and, before it starts, when it will start
    /// interactively.
    var isInteractive: Bool { machine.state == .notStarted ? startsInteractively : machine.isInteractive }
    /// Whether the transition started (or, before it starts, will start) interactively.
    var initiallyInteractive: Bool {
        machine.state == .notStarted ? startsInteractively : machine.initiallyInteractive
    }
    var transitionWasCancelled: Bool { machine.wasCancelled }
    var isInterruptible: Bool { interruptible != nil }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromController
        case .to: toController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard case let .scrub(fraction) = machine.update(percentComplete) else { return }
        timeline?.hold(atFraction: fraction)
        interruptible?.fractionComplete = fraction
    }

    func finishInteractiveTransition() {
        guard case .settle = machine.finishInteraction() else { return }
        coordinator?._interactionDidChange()
        settle(reversed: false)
    }

    func cancelInteractiveTransition() {
        guard case .settle = machine.cancelInteraction() else { return }
        coordinator?._interactionDidChange()
        settle(reversed: true)
    }

    func pauseInteractiveTransition() {
        let fraction = interruptible?.fractionComplete ?? 0
        guard case .pause = machine.pause(at: fraction, isInterruptible: isInterruptible) else { return }
        interruptible?.pauseAnimation()
        coordinator?._interactionDidChange()
    }

    func completeTransition(_ didComplete: Bool) {
        guard case let .finish(completed) = machine.complete(didComplete) else { return }
        let coordinator = self.coordinator
        self.coordinator = nil
        // The controllers stop answering the coordinator before the container's end of the
        // transition (did-appear and did-disappear); its completions run after that end and
        // before animationEnded, UIKit's order.
        coordinator?._end(cancelled: !completed)
        let onEnd = self.onEnd
        self.onEnd = nil
        involved.removeAll()
        onEnd?(completed)
        coordinator?._runCompletions()
        animator.animationEnded(completed)
    }

    /// Ends the transition at once, for a container whose children must change now (a split
    /// view collapsing or expanding mid-push): as completed, unless it was cancelled or is
    /// still driven by an interaction, which ends it as cancelled. The animations' own
    /// completions then find it ended and are ignored.
    func _endNow() {
        guard !machine.isCompleted, machine.state != .notStarted else { return }
        completeTransition(!(machine.wasCancelled || machine.isInteractive))
        timeline?.finishNow()
        interruptible?.stopAnimation(true)
    }

    // MARK: Driving the animations interactively

    /// Runs the rest of the animations on, or back to the start, at the interaction
    /// controller's completion speed.
    private func settle(reversed: Bool) {
        let speed = Double(Swift.max(0.01, interactionController?.completionSpeed ?? 1))
        timeline?.run(speed: reversed ? -speed : speed)
        if let interruptible {
            interruptible.isReversed = reversed
            interruptible.startAnimation()
        }
    }
}

extension _TransitionContext: _PercentDrivenTransitionContext {
    /// Starts the animator's animations held at `percent`: the interruptible animator if it
    /// provides one, otherwise `animateTransition(using:)` recorded on a timeline. Returns the
    /// transition's duration.
    func _startPercentDriven(at percent: CGFloat) -> TimeInterval {
        if let animator = animator.interruptibleAnimator(using: self) {
            interruptible = animator
            coordinator?._startAlongsideAnimations(in: animator)
            animator.pauseAnimation()
        } else {
            let timeline = _TransitionTimeline(duration: duration)
            self.timeline = timeline
            timeline.record {
                animator.animateTransition(using: self)
                coordinator?._startAlongsideAnimations()
            }
        }
        timeline?.hold(atFraction: 0)
        if percent > 0 { updateInteractiveTransition(percent) }
        return duration
    }
}

/// The hook through which ``UIPercentDrivenInteractiveTransition`` starts a transition's
/// animations held, on the contexts of Terrarium's containers.
@MainActor
protocol _PercentDrivenTransitionContext: AnyObject {
    func _startPercentDriven(at percent: CGFloat) -> TimeInterval
}
