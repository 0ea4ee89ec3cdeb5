import Foundation

extension UIViewController {
    func _transition(
        from: UIViewController, to: UIViewController, duration: TimeInterval, options: UIView.AnimationOptions,
        animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        guard from._parent === self, to._parent === self else {
            UIViewController._invalidArgument(
                "Children view controllers \(from) and \(to) must have a common parent view controller when calling "
                    + "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
            )
        }
        let fromView: UIView = from.view
        let toView: UIView = to.view
        let container = fromView._superview
        let window = fromView._window
        // Appearance is forwarded only by a container that is itself on screen. With manual
        // forwarding the container author drives the children; UIKit's behaviour for that
        // combination is disputed (see "Differences from UIKit"), so none is added here.
        let forwardsAppearance =
            shouldAutomaticallyForwardAppearanceMethods && _appearance.isAppearingOrAppeared
            && window?._isVisible == true
        let animated = duration > 0
        if forwardsAppearance {
            from._beginAppearance(false, animated: animated, origin: .forwarded)
            to._beginAppearance(true, animated: animated, origin: .forwarded)
        }
        if let container, options.transition != 0 {
            // Drawn as `UIView.transition(with:)` draws a transition effect: the container
            // shows its old content until half-way, then the new view. The animations block
            // still animates (`.allowAnimatedContent`), as UIKit's does.
            UIView.transition(
                with: container, duration: duration, options: options.union(.allowAnimatedContent),
                animations: {
                    container.insertSubview(toView, aboveSubview: fromView)
                    animations?()
                })
        } else {
            container?.insertSubview(toView, aboveSubview: fromView)
            UIView.animate(withDuration: duration, delay: 0, options: options) { animations?() }
        }
        // The swap takes `duration` even when the animations block changes nothing animatable.
        MainLoop.main.schedule(after: duration) {
            fromView.removeFromSuperview()
            if forwardsAppearance {
                to._endAppearance(forwardingFrom: .forwarded)
                from._endAppearance(forwardingFrom: .forwarded)
            }
            completion?(true)
        }
    }
}
