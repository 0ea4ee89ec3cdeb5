import Foundation

/// The coordinator of one container transition (``_TransitionContext``): it collects
/// alongside animations until the transition's animation starts and runs them with it (on
/// the transition's clock when interactive), runs later ones at once for the time left,
/// tells its handlers when an interaction ends, and runs the completions once the
/// transition and the container's end of it (did-appear and did-disappear) are over.
///
/// A container whose transition starts later than the call asking for it (a navigation
/// controller's push starts in the next layout pass) makes the coordinator first, as a
/// *pending* one described by ``_PendingTransition``, so that `transitionCoordinator`
/// answers as soon as the call returns; the context then adopts it. Until then every
/// property answers from the description.
@MainActor
final class _TransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    /// What a pending coordinator answers before a context adopts it.
    struct _PendingTransition {
        var containerView: UIView
        var from: UIViewController?
        var to: UIViewController?
        var isAnimated: Bool
        /// The duration the container's own animator would take.
        var duration: TimeInterval
    }

    /// The transition's context, once it exists.
    private(set) var context: _TransitionContext?
    private var pending: _PendingTransition?
    /// The controllers answering this coordinator as their `transitionCoordinator`.
    private var answering: [UIViewController] = []
    private var pendingAnimations: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private var hasStarted = false
    private var hasEnded = false
    /// Whether the transition ended cancelled, answered once the context is gone.
    private var endedCancelled = false

    init(context: _TransitionContext) {
        self.context = context
    }

    /// A pending coordinator, for a transition whose context is made later.
    init(pending: _PendingTransition) {
        self.pending = pending
    }

    // MARK: UIViewControllerTransitionCoordinatorContext

    var isAnimated: Bool { context?.isAnimated ?? pending?.isAnimated ?? false }
    var initiallyInteractive: Bool { context?.initiallyInteractive ?? false }
    var isInteractive: Bool { context?.isInteractive ?? false }
    var isInterruptible: Bool { context?.isInterruptible ?? false }
    var isCancelled: Bool { context?.transitionWasCancelled ?? endedCancelled }
    var transitionDuration: TimeInterval {
        context?.duration ?? (isAnimated ? pending?.duration ?? 0 : 0)
    }
    var percentComplete: CGFloat {
        context?.machine.percentComplete ?? (hasEnded && !endedCancelled ? 1 : 0)
    }
    var completionVelocity: CGFloat { context?.interactionController?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { context?.interactionController?.completionCurve ?? .easeInOut }
    var presentationStyle: UIModalPresentationStyle { context?.presentationStyle ?? .none }
    var containerView: UIView { context?.containerView ?? pending?.containerView ?? UIView() }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        if let context { return context.viewController(forKey: key) }
        switch key {
        case .from: return pending?.from
        case .to: return pending?.to
        default: return nil
        }
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        if let context { return context.view(forKey: key) }
        switch key {
        case .from: return pending?.from?._view
        case .to: return pending?.to?._view
        default: return nil
        }
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !hasEnded else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if hasStarted { runLate(animation) } else { pendingAnimations.append(animation) }
        }
        return true
    }

    /// Terrarium draws every view of a window on one clock, so a view outside the
    /// container animates exactly as one inside it.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        guard !hasEnded else { return }
        interactionHandlers.append(handler)
    }

    // MARK: Driven by the container and the context

    /// Makes `controllers` (and only them) answer this coordinator as their
    /// `transitionCoordinator`; those dropped stop answering it.
    func _setAnswering(_ controllers: [UIViewController]) {
        for controller in answering
        where controller._transitionCoordinator === self && !controllers.contains(where: { $0 === controller }) {
            controller._transitionCoordinator = nil
        }
        answering = controllers
        for controller in controllers { controller._transitionCoordinator = self }
    }

    /// A pending coordinator whose stack change moved on before the transition started: it
    /// now describes a transition to `to`.
    func _retarget(to: UIViewController?, isAnimated: Bool) {
        pending?.to = to
        pending?.isAnimated = isAnimated
    }

    /// The context that runs the transition this pending coordinator stood for.
    func _adopt(by context: _TransitionContext) {
        self.context = context
        pending = nil
    }

    /// Ends a pending coordinator whose transition will not run (the stack came back to the
    /// shown controller, or the container left the screen): its alongside animations apply
    /// without animation, then its completions run, as for a completed transition.
    func _endWithoutTransition() {
        guard !hasEnded else { return }
        pending?.isAnimated = false
        _startAlongsideAnimations()
        _end(cancelled: false)
        _runCompletions()
    }

    /// Runs the alongside animations registered so far with the transition's animation:
    /// inside an animation block of the transition's duration (recorded on the timeline when
    /// the context records one), or without animation for a transition that does not animate.
    func _startAlongsideAnimations() {
        guard !hasStarted else { return }
        hasStarted = true
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        run(blocks, for: transitionDuration)
    }

    /// Adds the alongside animations to an interruptible animator, which then runs them.
    func _startAlongsideAnimations(in animator: any UIViewImplicitlyAnimating) {
        guard !hasStarted else { return }
        hasStarted = true
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        for block in blocks { animator.addAnimations { [unowned self] in block(self) } }
    }

    func _interactionDidChange() {
        for handler in interactionHandlers { handler(self) }
    }

    /// The transition ended: no controller answers this coordinator any more, and it takes
    /// no more blocks; its completions are still to run (``_runCompletions()``).
    func _end(cancelled: Bool) {
        hasEnded = true
        endedCancelled = cancelled
        _setAnswering([])
        pendingAnimations.removeAll()
        interactionHandlers.removeAll()
    }

    func _runCompletions() {
        hasEnded = true
        let completions = self.completions
        self.completions.removeAll()
        for completion in completions { completion(self) }
    }

    /// An alongside animation registered once the transition runs: for the time left of a
    /// running animation, or at once while interactive (it joins no timeline already held).
    private func runLate(_ block: @escaping Block) {
        let elapsed = MainLoop.main.now - (context?.startTime ?? MainLoop.main.now)
        run([block], for: isInteractive ? 0 : transitionDuration - elapsed)
    }

    private func run(_ blocks: [Block], for duration: TimeInterval) {
        guard !blocks.isEmpty else { return }
        if isAnimated && duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
                for block in blocks { block(self) }
            }
        } else {
            UIView.performWithoutAnimation {
                for block in blocks { block(self) }
            }
        }
    }
}
