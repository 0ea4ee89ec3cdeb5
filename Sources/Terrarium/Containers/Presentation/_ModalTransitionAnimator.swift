import Foundation

/// How long a presentation or dismissal animates, in seconds.
let _presentationDuration: TimeInterval = 0.3

/// The built-in animation of a presentation or dismissal, by the presented controller's
/// `modalTransitionStyle`: the presented view slides up from the bottom (`.coverVertical`)
/// or fades in (every other style), and goes the way it came. A delegate's animator
/// replaces it.
@MainActor
final class _ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let style: UIModalTransitionStyle
    /// The view moved, to restore its alpha after a fading dismissal.
    private weak var movedView: UIView?

    init(isPresenting: Bool, style: UIModalTransitionStyle) {
        self.isPresenting = isPresenting
        self.style = style
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        _presentationDuration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        let controllerKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let view = context.view(forKey: key), let controller = context.viewController(forKey: controllerKey)
        else {
            context.completeTransition(true)
            return
        }
        movedView = view
        let container = context.containerView
        if isPresenting {
            if view.superview !== container { container.addSubview(view) }
            let final = context.finalFrame(for: controller)
            if view.frame != final { view.frame = final }
        }
        guard context.isAnimated else {
            // Even without animation the transition ends in a later turn, as in UIKit.
            MainLoop.main.schedule(after: 0) { context.completeTransition(true) }
            return
        }
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        let duration = transitionDuration(using: context)
        if style == .coverVertical {
            let shown = view.frame
            let offscreen = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
            if isPresenting {
                UIView.performWithoutAnimation { view.frame = offscreen }
                UIView.animate(
                    withDuration: duration, delay: 0, options: [.curveEaseOut], animations: { view.frame = shown },
                    completion: done)
            } else {
                UIView.animate(
                    withDuration: duration, delay: 0, options: [.curveEaseIn], animations: { view.frame = offscreen },
                    completion: done)
            }
        } else {
            if isPresenting {
                UIView.performWithoutAnimation { view.alpha = 0 }
                UIView.animate(withDuration: duration, animations: { view.alpha = 1 }, completion: done)
            } else {
                UIView.animate(withDuration: duration, animations: { view.alpha = 0 }, completion: done)
            }
        }
    }

    /// A faded-out view is made opaque again once it left the screen, ready for its next
    /// presentation.
    func animationEnded(_ transitionCompleted: Bool) {
        if !isPresenting, let movedView, movedView.alpha == 0 { movedView.alpha = 1 }
    }
}
