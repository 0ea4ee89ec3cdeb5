import Foundation

/// A tab bar controller's own switch, as an animator like any delegate's: the new tab's
/// view replaces the old one at once, without animation, and the transition completes in
/// the next turn, where UIKit's tab switch sends `viewDidDisappear` and `viewDidAppear`.
@MainActor
final class _TabSwitchAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        if let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to) {
            toView.frame = context.finalFrame(for: to)
            context.containerView.addSubview(toView)
        }
        context.view(forKey: .from)?.removeFromSuperview()
        MainLoop.main.perform { context.completeTransition(true) }
    }
}
