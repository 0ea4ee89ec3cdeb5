import Foundation

/// The coordinator of one container transition (``_TransitionContext``): it collects
/// alongside animations until the transition's animation starts and runs them with it (on
/// the transition's clock when interactive), runs later ones at once for the time left,
/// tells its handlers when an interaction ends, and runs the completions when the
/// transition completes. Every property answers from the context.
@MainActor
final class _TransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    let context: _TransitionContext
    private var pendingAnimations: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private var hasStarted = false
    private var hasEnded = false

    init(context: _TransitionContext) {
        self.context = context
    }

    // MARK: UIViewControllerTransitionCoordinatorContext

    var isAnimated: Bool { context.isAnimated }
    var initiallyInteractive: Bool { context.machine.initiallyInteractive }
    var isInteractive: Bool { context.isInteractive }
    var isInterruptible: Bool { context.isInterruptible }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { context.duration }
    var percentComplete: CGFloat { context.machine.percentComplete }
    var completionVelocity: CGFloat { context.interactionController?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { context.interactionController?.completionCurve ?? .easeInOut }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var containerView: UIView { context.containerView }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

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

    // MARK: Driven by the context

    /// Runs the alongside animations registered so far with the transition's animation:
    /// inside an animation block of the transition's duration (recorded on the timeline when
    /// the context records one), or without animation for a transition that does not animate.
    func _startAlongsideAnimations() {
        guard !hasStarted else { return }
        hasStarted = true
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        run(blocks, for: context.duration)
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

    func _runCompletions() {
        hasEnded = true
        pendingAnimations.removeAll()
        interactionHandlers.removeAll()
        let completions = self.completions
        self.completions.removeAll()
        for completion in completions { completion(self) }
    }

    /// An alongside animation registered once the transition runs: for the time left of a
    /// running animation, or at once while interactive (it joins no timeline already held).
    private func runLate(_ block: @escaping Block) {
        let elapsed = MainLoop.main.now - context.startTime
        run([block], for: context.isInteractive ? 0 : context.duration - elapsed)
    }

    private func run(_ blocks: [Block], for duration: TimeInterval) {
        guard !blocks.isEmpty else { return }
        if context.isAnimated && duration > 0 {
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
