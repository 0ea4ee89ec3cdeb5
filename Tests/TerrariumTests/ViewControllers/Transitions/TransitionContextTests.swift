import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The transition context, coordinator and percent-driven interaction on their own: a
/// transition between two plain controllers in a container view, with a recording animator.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TransitionContextTests {
    let screen = HeadlessScreen(width: 20, height: 2)
    let host = UIViewController()
    let from = UIViewController()
    let to = UIViewController()
    let log = TransitionLog()

    init() {
        screen.show(host)
        from.view.frame = CGRect(x: 0, y: 0, width: 20, height: 2)
        host.view.addSubview(from.view)
    }

    private func context(
        animated: Bool = true, animator: SlideAnimator? = nil,
        interaction: (any UIViewControllerInteractiveTransitioning)? = nil
    ) -> _TransitionContext {
        let final = CGRect(x: 0, y: 0, width: 20, height: 2)
        return _TransitionContext(
            containerView: host.view, from: from, to: to, fromView: from.view, toView: to.view,
            initialFrames: (final, .zero), finalFrames: (.zero, final), isAnimated: animated,
            animator: animator ?? SlideAnimator(log: log), interactionController: interaction, involving: host,
            onEnd: { [log] completed in log.entries.append("end(\(completed))") })
    }

    @Test func theContextAnswersTheControllersViewsAndFrames() {
        let context = context()
        #expect(context.viewController(forKey: .from) === from)
        #expect(context.viewController(forKey: .to) === to)
        #expect(context.view(forKey: .from) === from.view)
        #expect(context.view(forKey: .to) === to.view)
        #expect(context.finalFrame(for: to) == CGRect(x: 0, y: 0, width: 20, height: 2))
        #expect(context.initialFrame(for: to) == .zero)
        #expect(context.finalFrame(for: UIViewController()) == .zero)
        #expect(context.presentationStyle == .none)
    }

    @Test func theInvolvedControllersAnswerTheCoordinatorUntilTheTransitionEnds() {
        let context = context()
        let child = UIViewController()
        host.addChild(child)
        #expect(from.transitionCoordinator != nil)
        #expect(to.transitionCoordinator === host.transitionCoordinator)
        #expect(child.transitionCoordinator === host.transitionCoordinator, "a child answers its parent's")
        var inCompletion: (any UIViewControllerTransitionCoordinator)?
        to.transitionCoordinator?.animate(alongsideTransition: nil) { [to] _ in
            inCompletion = to.transitionCoordinator
        }
        context.start()
        screen.runUntilIdle()
        #expect(log.entries == ["animate", "end(true)", "animationEnded(true)"])
        #expect(inCompletion == nil)
        #expect(to.transitionCoordinator == nil && host.transitionCoordinator == nil)
    }

    @Test func alongsideAnimationsRunWithTheTransitionAndCompletionsAfterTheContainersEnd() {
        let context = context()
        let badge = UIView(frame: CGRect(x: 0, y: 1, width: 2, height: 1))
        host.view.addSubview(badge)
        let coordinator = to.transitionCoordinator!
        let accepted = coordinator.animate(alongsideTransition: { context in
            badge.frame.origin.x = 10
            self.log.entries.append("alongside(animated: \(context.isAnimated))")
        }, completion: { context in
            self.log.entries.append("completion(cancelled: \(context.isCancelled))")
        })
        #expect(accepted)
        #expect(log.entries.isEmpty, "alongside animations wait for the transition to start")
        context.start()
        #expect(log.entries == ["animate", "alongside(animated: true)"])
        MainLoop.main.advance(by: 0.5)
        #expect(badge._presentationFrame.minX > 0 && badge._presentationFrame.minX < 10)
        screen.runUntilIdle()
        #expect(
            log.entries == [
                "animate", "alongside(animated: true)", "end(true)", "completion(cancelled: false)",
                "animationEnded(true)",
            ])
        #expect(!coordinator.animate(alongsideTransition: nil, completion: { _ in }), "refused once ended")
    }

    @Test func aTransitionThatDoesNotAnimateRunsItsAlongsideBlocksWithoutAnimation() {
        let context = context(animated: false)
        let badge = UIView(frame: CGRect(x: 0, y: 1, width: 2, height: 1))
        host.view.addSubview(badge)
        to.transitionCoordinator?.animate(alongsideTransition: { _ in badge.frame.origin.x = 10 })
        context.start()
        #expect(badge._presentationFrame.minX == 10)
        #expect(context.duration == 0)
        screen.runUntilIdle()
    }

    @Test func aPercentDrivenTransitionHoldsTheAnimationsAtTheReportedFraction() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let animator = SlideAnimator(log: log, curve: .curveLinear)
        let context = context(animator: animator, interaction: interaction)
        context.start()
        #expect(context.isInteractive)
        #expect(interaction.duration == 1)
        screen.runUntilIdle()
        #expect(to.view._presentationFrame.minX == 20, "held at the start")
        interaction.update(0.5)
        #expect(to.view._presentationFrame.minX == 10)
        MainLoop.main.advance(by: 5)
        #expect(to.view._presentationFrame.minX == 10, "time does not move a held transition")
        #expect(log.entries == ["animate"], "the animation's completion waits")
        interaction.finish()
        #expect(!context.isInteractive)
        MainLoop.main.advance(by: 0.25)
        #expect(to.view._presentationFrame.minX == 5)
        screen.runUntilIdle()
        #expect(to.view._presentationFrame.minX == 0)
        #expect(log.entries == ["animate", "end(true)", "animationEnded(true)"])
    }

    @Test func aCancelledPercentDrivenTransitionRunsBackAndCompletesCancelled() {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        let context = context(animator: SlideAnimator(log: log, curve: .curveLinear), interaction: interaction)
        var changes: [String] = []
        to.transitionCoordinator?.notifyWhenInteractionChanges { context in
            changes.append("interactive \(context.isInteractive), cancelled \(context.isCancelled)")
        }
        context.start()
        interaction.update(0.4)
        interaction.cancel()
        #expect(changes == ["interactive false, cancelled true"])
        #expect(context.transitionWasCancelled)
        MainLoop.main.advance(by: 0.1)
        #expect(abs(to.view._presentationFrame.minX - 16) < 1e-6, "back at twice the speed: 0.4 → 0.2")
        screen.runUntilIdle()
        #expect(log.entries == ["animate", "end(false)", "animationEnded(false)"])
        interaction.update(0.9)
        #expect(interaction.percentComplete == 0.4, "updates after the end are ignored")
    }

    @Test func progressReportedBeforeTheTransitionStartsAppliesWhenItStarts() {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.update(0.75)
        let context = context(animator: SlideAnimator(log: log, curve: .curveLinear), interaction: interaction)
        context.start()
        #expect(to.view._presentationFrame.minX == 5)
        interaction.finish()
        screen.runUntilIdle()
    }

    @Test func anInteractionControllerThatDoesNotWantAnInteractiveStartRunsTheAnimator() {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        let context = context(interaction: interaction)
        context.start()
        #expect(!context.isInteractive)
        screen.runUntilIdle()
        #expect(log.entries == ["animate", "end(true)", "animationEnded(true)"])
    }

    @Test func anInterruptibleAnimatorIsDrivenThroughItsFraction() {
        let interruptible = FakeInterruptibleAnimator()
        let animator = SlideAnimator(log: log)
        animator.interruptible = interruptible
        let interaction = UIPercentDrivenInteractiveTransition()
        let context = context(animator: animator, interaction: interaction)
        context.start()
        #expect(context.isInterruptible)
        #expect(interruptible.calls == ["pause"])
        interaction.update(0.3)
        interaction.cancel()
        #expect(interruptible.calls == ["pause", "fraction 0.3", "reversed true", "start"])
        context.completeTransition(false)
        #expect(log.entries == ["end(false)", "animationEnded(false)"], "animateTransition is not called")
    }
}

/// Entries shared by a test and its animator.
@MainActor
final class TransitionLog {
    var entries: [String] = []
}

/// Slides the `.to` view in from the right over one second and completes.
@MainActor
private final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let log: TransitionLog
    let curve: UIView.AnimationOptions
    var interruptible: (any UIViewImplicitlyAnimating)?

    init(log: TransitionLog, curve: UIView.AnimationOptions = []) {
        self.log = log
        self.curve = curve
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.entries.append("animate")
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
        else { return }
        let final = transitionContext.finalFrame(for: to)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 1, delay: 0, options: curve) {
            toView.frame = final
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.entries.append("animationEnded(\(transitionCompleted))")
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> (any UIViewImplicitlyAnimating)?
    {
        interruptible
    }
}

/// Records what an interactive transition asks of an interruptible animator.
@MainActor
private final class FakeInterruptibleAnimator: UIViewImplicitlyAnimating {
    var calls: [String] = []
    var state: UIViewAnimatingState = .inactive
    var isRunning = false
    var isReversed = false {
        didSet { calls.append("reversed \(isReversed)") }
    }
    var fractionComplete: CGFloat = 0 {
        didSet { calls.append("fraction \(fractionComplete)") }
    }
    func startAnimation() { calls.append("start") }
    func startAnimation(afterDelay delay: TimeInterval) { calls.append("start after \(delay)") }
    func pauseAnimation() { calls.append("pause") }
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
}
