import Foundation

/// How long a push or pop slides, in seconds.
let _navigationTransitionDuration: TimeInterval = 0.3

/// A navigation controller's own push and pop, as an animator like any delegate's: a push
/// slides the new view in from the right over the old one, which moves a third of the way
/// left; a pop slides the old view out to the right, uncovering the one below as it comes
/// back from the left. Without animation the new view is put in place and the transition
/// completes in the next turn, since UIKit's non-animated transitions also end after the call.
@MainActor
final class _NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        _navigationTransitionDuration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else {
            MainLoop.main.schedule(after: 0) { context.completeTransition(true) }
            return
        }
        let container = context.containerView
        let fromView = context.view(forKey: .from)
        let final = context.finalFrame(for: to)
        let width = container.bounds.width
        let isPush = operation != .pop
        if isPush {
            toView.frame = context.isAnimated ? final.offsetBy(dx: width, dy: 0) : final
            container.addSubview(toView)
        } else {
            toView.frame = context.isAnimated ? final.offsetBy(dx: -width / 3, dy: 0) : final
            if let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        guard context.isAnimated else {
            MainLoop.main.schedule(after: 0) { context.completeTransition(true) }
            return
        }
        // Driven by a finger (or pointer), the pages follow it: linear while interactive.
        let curve: UIView.AnimationOptions = context.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: _navigationTransitionDuration, delay: 0, options: [curve]) {
            toView.frame = final
            if let fromView {
                fromView.frame = fromView.frame.offsetBy(dx: isPush ? -width / 3 : width, dy: 0)
            }
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
