import Foundation

/// How long a push or pop slides, in seconds.
let _navigationTransitionDuration: TimeInterval = 0.3

extension UINavigationController {
    func _configureBars() {
        navigationBar._navigationController = self
        toolbar.isHidden = true
    }

    // MARK: Changing the stack (synchronous part)

    func _push(_ controller: UIViewController, animated: Bool) {
        // A controller in the stack is a child: check the cheap link before scanning.
        if controller._parent === self, _stack.contains(where: { $0 === controller }) {
            UIViewController._invalidArgument(
                "\(self) is pushing the same view controller instance (\(controller)) more than once which is not "
                    + "supported and is most likely an error in the application")
        }
        if controller is UINavigationController {
            UIViewController._invalidArgument("Pushing a navigation controller is not supported")
        }
        if _transitionInFlight {
            MainLoop.main.logger.warning("nested push animation can result in corrupted navigation bar")
        }
        addChild(controller)
        _stack.append(controller)
        _awaitingDidMove.append(controller)
        _setNeedsDeferredTransition(animated: animated)
    }

    func _pop(to index: Int, animated: Bool) -> [UIViewController] {
        let popped = Array(_stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        if _transitionInFlight {
            MainLoop.main.logger.warning("nested pop animation can result in corrupted navigation bar")
        }
        _stack.removeSubrange((index + 1)...)
        for controller in popped.reversed() { _takeOffStack(controller) }
        _setNeedsDeferredTransition(animated: animated)
        return popped
    }

    func _setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        for controller in controllers {
            if !seen.insert(ObjectIdentifier(controller)).inserted {
                UIViewController._invalidArgument(
                    "\(self) is pushing the same view controller instance (\(controller)) more than once which is not "
                        + "supported and is most likely an error in the application")
            }
            if controller is UINavigationController {
                UIViewController._invalidArgument("Pushing a navigation controller is not supported")
            }
        }
        let old = _stack
        let removed = old.filter { controller in !controllers.contains { $0 === controller } }
        let added = controllers.filter { controller in !old.contains { $0 === controller } }
        _stack = controllers
        for controller in removed.reversed() { _takeOffStack(controller) }
        for controller in added {
            addChild(controller)
            _awaitingDidMove.append(controller)
        }
        // Keep `children` in stack order, as UIKit's are.
        let order = Dictionary(uniqueKeysWithValues: controllers.enumerated().map { (ObjectIdentifier($1), $0) })
        let sorted = _children.sorted {
            (order[ObjectIdentifier($0)] ?? Int.max) < (order[ObjectIdentifier($1)] ?? Int.max)
        }
        _children.removeAll()
        _children.append(contentsOf: sorted)
        _setNeedsDeferredTransition(animated: animated)
    }

    /// Sends `willMove(toParent: nil)`; a controller whose view is not shown leaves at
    /// once (UIKit releases such controllers inside the call), the shown one after the
    /// transition.
    private func _takeOffStack(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        _awaitingDidMove.removeAll { $0 === controller }
        if controller === _displayed {
            _awaitingRemoval.append(controller)
        } else {
            controller.removeFromParent()
        }
    }

    func _setNeedsDeferredTransition(animated: Bool) {
        _pendingAnimated = _pendingAnimated || animated
        // A tab bar above may hide or show its bar for the new top (hidesBottomBarWhenPushed).
        tabBarController?._view?.setNeedsLayout()
        navigationBar._update()
        toolbar.items = _stack.last?.toolbarItems
        if let view = _view {
            view.setNeedsLayout()
            // A navigation controller outside a window still moves its views on the loop.
            if view._window == nil { MainLoop.main.perform { [weak self] in self?._startDeferredTransitionIfNeeded() } }
        }
    }

    func _viewIfLoadedNeedsLayout() {
        _view?.setNeedsLayout()
    }

    func _topItemsDidChange() {
        navigationBar._update()
        toolbar.items = _stack.last?.toolbarItems
    }

    // MARK: Layout

    /// The frame of a stacked controller's view in the content view: below an opaque bar
    /// (unless it extends under opaque bars), above a visible opaque toolbar.
    func _contentFrame(for controller: UIViewController) -> CGRect {
        guard let view = _view else { return .zero }
        var frame = view.bounds
        let extends = controller.edgesForExtendedLayout
        let underOpaque = controller.extendedLayoutIncludesOpaqueBars
        if !navigationBar.isHidden {
            let coversTop = !navigationBar.isTranslucent && !underOpaque || !extends.contains(.top)
            if coversTop {
                frame.origin.y += navigationBar.frame.height
                frame.size.height -= navigationBar.frame.height
            }
        }
        if !toolbar.isHidden {
            let coversBottom = !toolbar.isTranslucent && !underOpaque || !extends.contains(.bottom)
            if coversBottom { frame.size.height -= toolbar.frame.height }
        }
        frame.size.height = Swift.max(0, frame.size.height)
        return frame
    }

    func _layoutBarsAndContent() {
        guard let view = _view else { return }
        let bounds = view.bounds
        navigationBar.frame = CGRect(origin: .zero, size: navigationBar.sizeThatFits(bounds.size))
        toolbar.frame = CGRect(x: 0, y: bounds.height - UIToolbar.height, width: bounds.width, height: UIToolbar.height)
        _contentView.frame = bounds
        if !_transitionInFlight, let displayed = _displayed, let displayedView = displayed._view {
            displayedView.frame = _contentFrame(for: displayed)
            // The bars cover what extends under them: tell the controller through its safe area.
            var covered = UIEdgeInsets.zero
            if !navigationBar.isHidden && displayedView.frame.minY < navigationBar.frame.maxY {
                covered.top = navigationBar.frame.maxY - displayedView.frame.minY
            }
            if !toolbar.isHidden && displayedView.frame.maxY > toolbar.frame.minY {
                covered.bottom = displayedView.frame.maxY - toolbar.frame.minY
            }
            if displayed._barSafeAreaInsets != covered {
                displayed._barSafeAreaInsets = covered
                displayedView.setNeedsLayout()
            }
        }
    }

    // MARK: Transitions (deferred part)

    /// Brings the shown view in line with the stack: a transition with appearance callbacks
    /// when the navigation controller is on screen, a plain swap of views otherwise.
    func _startDeferredTransitionIfNeeded() {
        guard !_transitionInFlight, let view = _view else { return }
        let animated = _pendingAnimated
        let top = _stack.last
        guard top !== _displayed else {
            if !_awaitingDidMove.isEmpty || !_awaitingRemoval.isEmpty {
                MainLoop.main.perform { [weak self] in self?._finishBookkeeping() }
            }
            return
        }
        _pendingAnimated = false
        let from = _displayed
        let onScreen = _appearance.state == .appeared && view._window?._isVisible == true
        guard onScreen, let to = top else {
            // Not on screen: swap the views; appearance follows the navigation controller's own.
            from?._view?.removeFromSuperview()
            if let top {
                top.view.frame = _contentFrame(for: top)
                top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                _contentView.addSubview(top.view)
            }
            _displayed = top
            // The new top appears with the navigation controller; its didMove(toParent:)
            // follows that appearance, as UIKit's does on first display.
            MainLoop.main.perform { [weak self] in self?._finishBookkeeping() }
            return
        }
        _transition(from: from, to: to, animated: animated)
    }

    private func _transition(from: UIViewController?, to: UIViewController, animated: Bool) {
        _transitionInFlight = true
        // The old top still in the stack means the new one went on top of it: a push.
        // (Popped controllers wait in `_awaitingRemoval`; checking that keeps this O(1).)
        let isPush = from.map { old in !_awaitingRemoval.contains { $0 === old } && old._parent === self } ?? true
        let toView: UIView = to.view
        let final = _contentFrame(for: to)
        let width = _contentView.bounds.width
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        from?._beginAppearance(false, animated: animated, origin: .forwarded)
        to._beginAppearance(true, animated: animated, origin: .forwarded)
        delegate?.navigationController(self, willShow: to, animated: animated)
        if isPush || from == nil {
            toView.frame = animated ? final.offsetBy(dx: width, dy: 0) : final
            _contentView.addSubview(toView)
        } else {
            toView.frame = animated ? final.offsetBy(dx: -width / 3, dy: 0) : final
            if let fromView = from?._view, fromView._superview === _contentView {
                _contentView.insertSubview(toView, belowSubview: fromView)
            } else {
                _contentView.addSubview(toView)
            }
        }
        navigationBar._update()
        if animated {
            let fromView = from?._view
            UIView.animate(withDuration: _navigationTransitionDuration, delay: 0, options: [.curveEaseInOut]) {
                toView.frame = final
                if let fromView {
                    fromView.frame = fromView.frame.offsetBy(dx: isPush ? -width / 3 : width, dy: 0)
                }
            }
        }
        MainLoop.main.schedule(after: animated ? _navigationTransitionDuration : 0) { [self] in
            from?._view?.removeFromSuperview()
            from?._endAppearance(forwardingFrom: .forwarded)
            to._endAppearance(forwardingFrom: .forwarded)
            _displayed = to
            _transitionInFlight = false
            delegate?.navigationController(self, didShow: to, animated: animated)
            _finishBookkeeping()
            _layoutBarsAndContent()
            // The stack may have changed while this transition ran: catch up.
            if _stack.last !== _displayed { _startDeferredTransitionIfNeeded() }
        }
    }

    /// Sends the `didMove(toParent:)` calls that wait for a transition to end: the new
    /// controllers get `didMove(toParent: self)`, the removed ones `didMove(toParent: nil)`
    /// through `removeFromParent()`, after which the stack releases them.
    private func _finishBookkeeping() {
        let removed = _awaitingRemoval
        _awaitingRemoval.removeAll()
        for controller in removed where controller._parent === self { controller.removeFromParent() }
        // Controllers taken off the stack left `_awaitingDidMove` then, so those still here
        // and still children are in the stack.
        let added = _awaitingDidMove.filter { $0._parent === self }
        _awaitingDidMove.removeAll()
        for controller in added { controller.didMove(toParent: self) }
    }
}
