import Foundation

/// Stack changes that cannot wait for the next layout pass: a split view collapsing or
/// expanding, or a tab bar controller taking a tab back from More, moves controllers
/// between containers at once, so their views must be free to move when the call returns.
/// A transition in flight ends first (as completed, or as cancelled if it was being driven).
extension UINavigationController {
    /// Empties the stack now, with the removal protocol for each controller, and returns
    /// the controllers, root first.
    func _takeAllImmediately() -> [UIViewController] {
        _endTransitionNow()
        let controllers = _stack
        // Controllers popped earlier in this turn already heard willMove(toParent: nil);
        // their removal finishes now instead of being forgotten.
        let (_, popped) = _transitions.takeEverything()
        _stack.removeAll()
        for controller in popped where controller._parent === self {
            if controller === _displayed { controller._view?.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in controllers.reversed() {
            controller.willMove(toParent: nil)
            controller._view?.removeFromSuperview()
            controller.removeFromParent()
        }
        _displayed = nil
        navigationBar._update()
        return controllers
    }

    /// Takes the top controller off the stack now, swapping views without a transition;
    /// appearance follows the views leaving and entering the window.
    func _popImmediately() -> UIViewController? {
        _endTransitionNow()
        guard _stack.count > 1 else { return nil }
        let top = _stack.removeLast()
        top.willMove(toParent: nil)
        _ = _transitions.didTakeOff(top, isOnScreen: false)
        // Anything else waiting settles now too: the views are about to be swapped.
        let (added, removed) = _transitions.takeEverything()
        if top === _displayed {
            top._view?.removeFromSuperview()
            _displayed = nil
        }
        top.removeFromParent()
        for controller in removed where controller._parent === self {
            if controller === _displayed {
                controller._view?.removeFromSuperview()
                _displayed = nil
            }
            controller.removeFromParent()
        }
        if let newTop = _stack.last, let view = _view {
            if _displayed !== newTop {
                _displayed?._view?.removeFromSuperview()
                newTop.view.frame = _contentFrame(for: newTop)
                newTop.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                _contentView.addSubview(newTop.view)
                _displayed = newTop
            }
            view.setNeedsLayout()
        }
        for controller in added where controller._parent === self { controller.didMove(toParent: self) }
        navigationBar._update()
        return top
    }

    /// Ends the transition in flight, if any, at once, and any the stack catches up with.
    private func _endTransitionNow() {
        while let context = _transitionContext {
            context._endNow()
            if _transitionContext === context { break }
        }
        // The views change now: a transition the stack asked for will not run.
        _endPendingCoordinatorWithoutTransition()
    }
}
