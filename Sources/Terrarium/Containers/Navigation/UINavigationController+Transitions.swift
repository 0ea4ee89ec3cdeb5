import Foundation

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
        if _transitions.stackWillChange(animated: animated) {
            MainLoop.main.logger.warning("nested push animation can result in corrupted navigation bar")
        }
        addChild(controller)
        _stack.append(controller)
        _transitions.didAdd(controller)
        _setNeedsDeferredTransition()
    }

    func _pop(to index: Int, animated: Bool) -> [UIViewController] {
        let popped = Array(_stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        if _transitions.stackWillChange(animated: animated) {
            MainLoop.main.logger.warning("nested pop animation can result in corrupted navigation bar")
        }
        _stack.removeSubrange((index + 1)...)
        for controller in popped.reversed() { _takeOffStack(controller) }
        _setNeedsDeferredTransition()
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
        _ = _transitions.stackWillChange(animated: animated)
        let old = _stack
        let removed = old.filter { controller in !controllers.contains { $0 === controller } }
        let added = controllers.filter { controller in !old.contains { $0 === controller } }
        _stack = controllers
        for controller in removed.reversed() { _takeOffStack(controller) }
        for controller in added {
            addChild(controller)
            _transitions.didAdd(controller)
        }
        // Keep `children` in stack order, as UIKit's are.
        let order = Dictionary(uniqueKeysWithValues: controllers.enumerated().map { (ObjectIdentifier($1), $0) })
        let sorted = _children.sorted {
            (order[ObjectIdentifier($0)] ?? Int.max) < (order[ObjectIdentifier($1)] ?? Int.max)
        }
        _children.removeAll()
        _children.append(contentsOf: sorted)
        _setNeedsDeferredTransition()
    }

    /// Sends `willMove(toParent: nil)`; a controller whose view is not on screen leaves at
    /// once (UIKit releases such controllers inside the call), the shown one (or the one a
    /// running transition brings in) after the transition that takes its view away.
    private func _takeOffStack(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        let isOnScreen = controller === _displayed || controller === _transitionContext?.viewController(forKey: .to)
        switch _transitions.didTakeOff(controller, isOnScreen: isOnScreen) {
        case .removeNow: controller.removeFromParent()
        case .removeAfterTransition: break
        }
    }

    func _setNeedsDeferredTransition() {
        _updatePendingCoordinator()
        // A container above may depend on the stack (a tab bar hides its bar for
        // hidesBottomBarWhenPushed).
        _parent?._descendantNavigationStackDidChange(self)
        navigationBar._update()
        toolbar.items = _stack.last?.toolbarItems
        if let view = _view {
            view.setNeedsLayout()
            // A navigation controller outside a window still moves its views on the loop.
            if view._window == nil { MainLoop.main.perform { [weak self] in self?._startDeferredTransitionIfNeeded() } }
        }
    }

    /// Hands out the coordinator of the transition the stack change asks for, so that the
    /// navigation controller and the controllers going (the shown one) and coming (the new
    /// top) answer `transitionCoordinator` as soon as `push`, `pop` or `setViewControllers`
    /// returns, though the transition starts only in the next layout pass, as UIKit's does.
    ///
    /// A second change before that transition starts retargets the same coordinator: the
    /// changes animate as one transition to the last top, and everything registered after
    /// either change runs with it. A change made while a transition runs gets a coordinator
    /// of its own, for the transition that catches the stack up after it; the navigation
    /// controller answers that one, the controllers of the running transition still theirs.
    /// Only on screen: off screen the views swap without a transition, and there is none.
    func _updatePendingCoordinator() {
        let running = _transitionContext
        let shown = running?.viewController(forKey: .to) ?? _displayed
        let top = _stack.last
        if let pending = _pendingCoordinator {
            pending._retarget(to: top, isAnimated: _transitions.pendingAnimated)
            pending._setAnswering([self, running == nil ? shown : nil, top].compactMap { $0 })
            return
        }
        guard top !== shown, let view = _view, _appearance.state == .appeared, view._window?._isVisible == true
        else { return }
        let pending = _TransitionCoordinator(
            pending: .init(
                containerView: _contentView, from: shown, to: top, isAnimated: _transitions.pendingAnimated,
                duration: _navigationTransitionDuration))
        _pendingCoordinator = pending
        // The controllers of a running transition keep answering its coordinator.
        pending._setAnswering([self, running == nil ? shown : nil, top].compactMap { $0 })
    }

    /// Ends the pending coordinator when no transition will adopt it.
    func _endPendingCoordinatorWithoutTransition() {
        guard let pending = _pendingCoordinator else { return }
        _pendingCoordinator = nil
        pending._endWithoutTransition()
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
        let toolbarHeight = toolbar._points(rows: UIToolbar.height)
        toolbar.frame = CGRect(x: 0, y: bounds.height - toolbarHeight, width: bounds.width, height: toolbarHeight)
        _contentView.frame = bounds
        if !_transitions.isTransitioning, let displayed = _displayed, let displayedView = displayed._view {
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
        guard let view = _view else { return }
        let top = _stack.last
        let onScreen = _appearance.state == .appeared && view._window?._isVisible == true
        let action = _transitions.startIfNeeded(top: top, shown: _displayed, isOnScreen: onScreen)
        // No transition comes (the stack is back to the shown controller): a coordinator
        // handed out for one ends now. Off screen it ends once the views are swapped.
        if action == .none || action == .finishBookkeeping { _endPendingCoordinatorWithoutTransition() }
        switch action {
        case .wait, .none:
            return
        case .finishBookkeeping:
            MainLoop.main.perform { [weak self] in self?._finishBookkeeping() }
        case .swapViews:
            // Not on screen: swap the views; appearance follows the navigation controller's own.
            _displayed?._view?.removeFromSuperview()
            if let top {
                top.view.frame = _contentFrame(for: top)
                top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                _contentView.addSubview(top.view)
            }
            _displayed = top
            // The new top appears with the navigation controller; its didMove(toParent:)
            // follows that appearance, as UIKit's does on first display.
            MainLoop.main.perform { [weak self] in self?._finishBookkeeping() }
            _endPendingCoordinatorWithoutTransition()
        case let .transition(animated, operation):
            guard let top else { return }
            _transition(from: _displayed, to: top, animated: animated, operation: operation == .push ? .push : .pop)
        }
    }

    /// Runs a push or pop through a transition context: the delegate's animator (and its
    /// interaction controller) or the navigation controller's own slide. The context exists
    /// before the appearance callbacks, so that `transitionCoordinator` answers in them.
    private func _transition(
        from: UIViewController?, to: UIViewController, animated: Bool, operation: UINavigationController.Operation
    ) {
        let toView: UIView = to.view
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        var animator: any UIViewControllerAnimatedTransitioning = _NavigationSlideAnimator(operation: operation)
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        if animated, let from, let delegate,
            let custom = delegate.navigationController(self, animationControllerFor: operation, from: from, to: to)
        {
            animator = custom
            interaction = delegate.navigationController(self, interactionControllerFor: custom)
        } else if animated, operation == .pop, let pop = _interactivePop {
            // The edge pan drives the slide.
            interaction = pop
        }
        let fromView = from?._view
        let context = _TransitionContext(
            containerView: _contentView, from: from, to: to, fromView: fromView, toView: toView,
            initialFrames: (fromView?.frame ?? .zero, .zero), finalFrames: (.zero, _contentFrame(for: to)),
            isAnimated: animated, animator: animator, interactionController: interaction, involving: self,
            coordinator: _pendingCoordinator,
            // Weak: the context lets go of the controllers before it calls this.
            onEnd: { [weak self] completed in
                self?._transitionDidEnd(completed: completed, from: from, to: to, animated: animated)
            })
        _pendingCoordinator = nil
        _transitionContext = context
        from?._beginAppearance(false, animated: animated, origin: .forwarded)
        to._beginAppearance(true, animated: animated, origin: .forwarded)
        delegate?.navigationController(self, willShow: to, animated: animated)
        navigationBar._update()
        context.start()
    }

    /// The container's end of a transition. Completed: the old view leaves, both appearance
    /// transitions end, `didShow`, then the `didMove(toParent:)` calls. Cancelled (an
    /// interactive transition that went back): the stack is as it was, the new controller's
    /// appearance is reversed and ended before the old one's, as UIKit's cancelled pop does
    /// (`to`: `viewWillDisappear`, `viewDidDisappear`; `from`: `viewWillAppear`,
    /// `viewDidAppear`), and there is no `didShow` or `didMove`.
    private func _transitionDidEnd(completed: Bool, from: UIViewController?, to: UIViewController, animated: Bool) {
        _transitionContext = nil
        let action = _transitions.transitionDidEnd(completed: completed, from: from, to: to)
        if action == .finish {
            if let fromView = from?._view, fromView._superview === _contentView { fromView.removeFromSuperview() }
            from?._endAppearance(forwardingFrom: .forwarded)
            to._endAppearance(forwardingFrom: .forwarded)
            _displayed = to
            delegate?.navigationController(self, didShow: to, animated: animated)
            _finishBookkeeping()
        } else {
            switch action {
            case .putBackFrom:
                if let from {
                    _stack.append(from)
                    // It stays: it is no longer leaving its parent.
                    from._isMovingFromParent = false
                }
            case .takeOffTo:
                _stack.removeAll { $0 === to }
                to.willMove(toParent: nil)
                to.removeFromParent()
            case .finish, .showFromAgain:
                break
            }
            to._beginAppearance(false, animated: animated, origin: .forwarded)
            to._endAppearance(forwardingFrom: .forwarded)
            if let toView = to._view, toView._superview === _contentView { toView.removeFromSuperview() }
            from?._beginAppearance(true, animated: animated, origin: .forwarded)
            from?._endAppearance(forwardingFrom: .forwarded)
            navigationBar._update()
            toolbar.items = _stack.last?.toolbarItems
        }
        _layoutBarsAndContent()
        // The stack may have changed while this transition ran: catch up.
        if _stack.last !== _displayed { _startDeferredTransitionIfNeeded() }
        if _transitionContext == nil { _endPendingCoordinatorWithoutTransition() }
    }

    /// Sends the `didMove(toParent:)` calls that wait for a transition to end: the new
    /// controllers get `didMove(toParent: self)`, the removed ones `didMove(toParent: nil)`
    /// through `removeFromParent()`, after which the stack releases them. A top the next
    /// transition has yet to show waits for it.
    func _finishBookkeeping() {
        let pendingTop = _stack.last === _displayed ? nil : _stack.last
        let (added, removed) = _transitions.takeBookkeeping(shown: _displayed, pendingTop: pendingTop)
        for controller in removed where controller._parent === self { controller.removeFromParent() }
        for controller in added where controller._parent === self { controller.didMove(toParent: self) }
    }
}
