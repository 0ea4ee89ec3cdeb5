import Foundation

/// Where a begin or end of an appearance transition came from. Only the caller's own
/// misuse (`.manual`) is reported as unbalanced: forwarding skips children already there.
enum AppearanceOrigin {
    case window
    case manual
    case forwarded
}

extension UIViewController {
    /// The controller's appearance state, for tests.
    var _appearanceState: AppearanceStateMachine.State { _appearance.state }

    func _beginAppearance(_ appearing: Bool, animated: Bool, origin: AppearanceOrigin) {
        switch _appearance.begin(appearing: appearing) {
        case .sendWillAppear:
            // A container begun by hand before anything touched its view (a navigation
            // controller a custom container drives) loads it now: its view installs the shown
            // child, a descendant whose callbacks the begin forwards to, as UIKit's do.
            if !_children.isEmpty && shouldAutomaticallyForwardAppearanceMethods { loadViewIfNeeded() }
            _appearanceGeneration += 1
            _appearanceAnimated = animated
            viewWillAppear(animated)
            MainLoop.main.pendingIsAppearing.append(self)
            MainLoop.main.setNeedsTurn()
        case .sendWillDisappear:
            _appearanceGeneration += 1
            _appearanceAnimated = animated
            viewWillDisappear(animated)
        case .unbalanced:
            if origin == .manual { _logUnbalancedAppearanceTransition() }
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in _children where child._isViewInHierarchy(of: self) {
            child._beginAppearance(appearing, animated: animated, origin: .forwarded)
        }
    }

    /// Ends the pending transition of this controller and of the children it forwards to.
    /// An appearance ends in two sweeps, so that every controller's `viewIsAppearing`
    /// comes before any `viewDidAppear`, parent first in each.
    func _endAppearance(forwardingFrom origin: AppearanceOrigin) {
        switch _appearance.state {
        case .appearing:
            _sendIsAppearingInSubtree()
            _finishAppearanceInSubtree()
        case .disappearing:
            _finishDisappearanceInSubtree()
        case .appeared, .disappeared:
            if origin == .manual { _logUnbalancedAppearanceTransition() }
        }
    }

    private func _forwardedChildren(in state: (AppearanceStateMachine.State) -> Bool) -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods else { return [] }
        return _children.filter { $0.isViewLoaded && state($0._appearance.state) }
    }

    private func _sendIsAppearingInSubtree() {
        if _appearance.markIsAppearing() { viewIsAppearing(_appearanceAnimated) }
        for child in _forwardedChildren(in: { if case .appearing = $0 { true } else { false } }) {
            child._sendIsAppearingInSubtree()
        }
    }

    private func _finishAppearanceInSubtree() {
        guard case .sendDidAppear = _appearance.end() else { return }
        viewDidAppear(_appearanceAnimated)
        _isMovingToParent = false
        _isBeingPresented = false
        for child in _forwardedChildren(in: { if case .appearing = $0 { true } else { false } }) {
            child._finishAppearanceInSubtree()
        }
    }

    private func _finishDisappearanceInSubtree() {
        guard _appearance.end() == .sendDidDisappear else { return }
        viewDidDisappear(_appearanceAnimated)
        _isMovingFromParent = false
        _isBeingDismissed = false
        for child in _forwardedChildren(in: { $0 == .disappearing }) {
            child._finishDisappearanceInSubtree()
        }
    }

    private func _logUnbalancedAppearanceTransition() {
        MainLoop.main.logger.warning("Unbalanced calls to begin/end appearance transitions for \(self).")
    }

    /// Whether this controller's view is loaded and inside `ancestor`'s view.
    func _isViewInHierarchy(of ancestor: UIViewController) -> Bool {
        guard let view = _view, let ancestorView = ancestor._view else { return false }
        return view.isDescendant(of: ancestorView)
    }

    // MARK: Window-driven appearance

    /// Whether a window should drive this controller's appearance as its view enters
    /// (`appearing`) or leaves the window: a child follows only a parent that forwards and
    /// is itself on screen; a controller mid-transition (driven by its container) is left alone.
    func _shouldWindowDriveAppearance(appearing: Bool) -> Bool {
        if let parent = _parent {
            guard parent.shouldAutomaticallyForwardAppearanceMethods else { return false }
            if appearing && !parent._appearance.isAppearingOrAppeared { return false }
        }
        if appearing {
            return _appearance.state == .disappeared
        }
        return _appearance.isAppearingOrAppeared && !(_appearance.state == .disappearing)
    }

    /// `viewIsAppearing` for a controller whose appearance began, once its view is in a window.
    func _sendIsAppearingIfDue() {
        guard case .appearing(isAppearingSent: false) = _appearance.state, _view?._window != nil else { return }
        _sendIsAppearingInSubtree()
    }

    func _scheduleWindowDrivenAppearanceEnd() {
        MainLoop.main.pendingAppearanceEnds.append((self, _appearanceGeneration))
        MainLoop.main.setNeedsTurn()
    }

    /// Ends an appearance a window began, after the layout pass, unless another transition
    /// superseded it or the view left the window meanwhile.
    func _endWindowDrivenAppearance(generation: Int) {
        guard generation == _appearanceGeneration, case .appearing = _appearance.state, _view?._window != nil else {
            return
        }
        _endAppearance(forwardingFrom: .window)
    }
}
