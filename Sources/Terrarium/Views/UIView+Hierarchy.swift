import DequeModule
import Foundation

extension UIView {
    /// The view's superview, or `nil`.
    public var superview: UIView? { _superview }

    /// The view's subviews, back to front: the last one is drawn on top.
    public var subviews: [UIView] { Array(_subviews) }

    /// The window the view is in, or `nil`.
    public var window: UIWindow? { _window }

    /// Adds a view on top of the receiver's other subviews.
    ///
    /// If the view already has a superview, it is removed from it first. Views entering a
    /// window this way may carry a child view controller's root view only under its parent
    /// controller's views (a controller with no parent may put its view anywhere); otherwise
    /// this stops with UIKit's `UIViewControllerHierarchyInconsistency` message. As in UIKit,
    /// the check runs when the views enter a window, so a child's view may wait in a view
    /// that is in no window (a container's own container view, before the container's view
    /// is loaded) until that view joins its parent's views.
    public func addSubview(_ view: UIView) {
        _insertSubview(view, at: _subviews.count)
    }

    /// Inserts a view at `index` in the receiver's subviews (clamped to the list's bounds).
    public func insertSubview(_ view: UIView, at index: Int) {
        _insertSubview(view, at: index)
    }

    /// Inserts a view just above `siblingSubview`, or on top if that is not a subview.
    ///
    /// The view's layer goes directly above the sibling's, so plain sublayers that were
    /// drawn just above the sibling are now drawn above the view, as Core Animation's
    /// `insertSublayer(_:above:)` places it.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = _subviews.firstIndex(where: { $0 === siblingSubview }) else {
            return _insertSubview(view, at: _subviews.count)
        }
        guard view !== siblingSubview else { return }
        _insertSubview(view, at: index + 1)
        _layerStorage?._reanchorPlainSublayers(from: siblingSubview, to: view)
    }

    /// Inserts a view just below `siblingSubview`, or on top if that is not a subview.
    ///
    /// - Note: With a `siblingSubview` that is not a subview, the view is added on top, as
    ///   UIKit does on a device (Apple's documentation does not say).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = _subviews.firstIndex(where: { $0 === siblingSubview }) else {
            return _insertSubview(view, at: _subviews.count)
        }
        _insertSubview(view, at: index)
    }

    /// Moves a subview to the top of the drawing order. Does nothing for a non-subview.
    public func bringSubviewToFront(_ view: UIView) {
        guard view._superview === self else { return }
        _insertSubview(view, at: _subviews.count)
    }

    /// Moves a subview to the bottom of the drawing order. Does nothing for a non-subview.
    public func sendSubviewToBack(_ view: UIView) {
        guard view._superview === self else { return }
        _insertSubview(view, at: 0)
    }

    /// Exchanges the subviews at two indices.
    ///
    /// Their layers exchange places among the layer's sublayers; plain sublayers stay where
    /// they are, as Core Animation leaves them.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let first = _subviews[index1], second = _subviews[index2]
        _subviews.swapAt(index1, index2)
        _layerStorage?._exchangePlainSublayerPlaces(of: first, and: second)
        _setNeedsComposite()
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v._superview
        }
        return false
    }

    /// The first view with the given tag among the receiver and its descendants, depth first.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in _subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Mechanics

    /// The order of the notifications: the old superview's `willRemoveSubview(_:)`,
    /// `willMove(toSuperview:)`, appearance (`viewWillDisappear`/`viewWillAppear`) and
    /// `willMove(toWindow:)` for the moved subtree, the move, `didMoveToWindow()`,
    /// `didMoveToSuperview()`, then the new superview's `didAddSubview(_:)`.
    func _insertSubview(_ view: UIView, at requestedIndex: Int) {
        precondition(view !== self, "Can't add self as subview")
        precondition(!isDescendant(of: view), "Can't add a view's ancestor \(view) as its subview")
        if view._superview === self {
            // Reordering only: no hierarchy notifications, as in UIKit.
            _layerStorage?._subviewWillMove(view)
            let current = _subviews.firstIndex { $0 === view }!
            _subviews.remove(at: current)
            let index = Swift.min(
                Swift.max(0, requestedIndex > current ? requestedIndex - 1 : requestedIndex), _subviews.count)
            _subviews.insert(view, at: index)
            _setNeedsComposite()
            return
        }
        if _window != nil, view._window !== _window { _checkViewControllerHierarchy(enteringWindowWith: view) }
        let engineRoot = view._layoutEngineWillMove()
        let oldSuperview = view._superview
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        let move = view._window === _window ? nil : view._prepareWindowMove(to: _window)
        oldSuperview?._layerStorage?._subviewWillMove(view)
        oldSuperview?._subviews._remove(identicalTo: view)
        let index = Swift.min(Swift.max(0, requestedIndex), _subviews.count)
        _subviews.insert(view, at: index)
        view._superview = self
        if let move { view._completeWindowMove(move) }
        view._layoutEngineDidMove(from: engineRoot)
        view.didMoveToSuperview()
        didAddSubview(view)
        oldSuperview?.setNeedsLayout()
        oldSuperview?._setNeedsComposite()
        view.setNeedsLayout()
        setNeedsLayout()
        _setNeedsComposite()
        _checkInvariantsIfEnabled()
        view._checkInvariantsIfEnabled()
    }

    /// UIKit's rule, checked as UIKit checks it: when views move into a window. Apple: "When
    /// a view controller's view is added to the view hierarchy, the system walks up the view
    /// hierarchy to find the first parent view that has a view controller. That view
    /// controller must be the parent of the view controller whose view is being added." A
    /// controller with no parent may put its view anywhere.
    ///
    /// UIKit runs the check while the moving subtree enters a window (the exception is raised
    /// from `-[UIView _willMoveToWindow:withAncestorView:]`, which walks the subtree), so it
    /// covers every controller's view inside `view`, not only `view`; and a view added to a
    /// tree that is in no window is not checked until that tree enters one. A container that
    /// adds a child's view to a view of its own before its own view is loaded (a drawer's
    /// `containerView`, made in `init` and added to `view` in `viewDidLoad`) is therefore
    /// fine, as on iOS; the same child's view put straight into a window, or under a view
    /// in a window that no controller owns, names `(null)` as the controller it should have.
    private func _checkViewControllerHierarchy(enteringWindowWith view: UIView) {
        func visit(_ view: UIView, owner: UIViewController?) {
            var owner = owner
            if let child = view._viewController {
                if let parent = child._parent, parent !== owner {
                    UIViewController._hierarchyInconsistency(
                        "child view controller:\(child) should have parent view controller:"
                            + "\(owner?.description ?? "(null)") but actual parent is:\(parent)")
                }
                owner = child
            }
            for subview in view._subviews { visit(subview, owner: owner) }
        }
        visit(view, owner: _nearestViewController)
    }

    /// The controller of the nearest view at or above this one that is a controller's root view.
    var _nearestViewController: UIViewController? {
        var current: UIView? = self
        while let v = current {
            if let controller = v._viewController { return controller }
            current = v._superview
        }
        return nil
    }

    /// What a window move started and must finish: the controllers whose appearance it began.
    struct WindowMove {
        let oldWindow: UIWindow?
        let newWindow: UIWindow?
        let disappearing: [UIViewController]
        let appearing: [UIViewController]
    }

    func _prepareWindowMove(to newWindow: UIWindow?) -> WindowMove {
        let oldWindow = _window
        let disappearing = oldWindow?._isVisible == true ? _beginWindowDrivenAppearance(appearing: false) : []
        let appearing = newWindow?._isVisible == true ? _beginWindowDrivenAppearance(appearing: true) : []
        _forEachInSubtree { $0.willMove(toWindow: newWindow) }
        return WindowMove(oldWindow: oldWindow, newWindow: newWindow, disappearing: disappearing, appearing: appearing)
    }

    func _completeWindowMove(_ move: WindowMove) {
        _forEachInSubtree { view in
            view._window = move.newWindow
            view._needsLayout = true
        }
        if let oldWindow = move.oldWindow, let responder = oldWindow._firstResponder, _containsResponder(responder) {
            oldWindow._firstResponder = nil
        }
        // Appearance proxies' values reach views as they enter a window, before didMoveToWindow.
        if move.newWindow != nil, !_AppearanceRegistry.rules.isEmpty {
            _forEachInSubtree { $0._applyAppearance(containers: $0._appearanceContainers) }
        }
        _forEachInSubtree { $0.didMoveToWindow() }
        if let newWindow = move.newWindow {
            newWindow._setNeedsLayoutPass()
            _propagateTraitCollection()
        }
        for controller in move.disappearing { controller._endAppearance(forwardingFrom: .window) }
        for controller in move.appearing { controller._scheduleWindowDrivenAppearanceEnd() }
    }

    /// Begins appearance for the topmost controllers whose root views are in this subtree,
    /// as a window does when the subtree enters or leaves it. Returns those whose
    /// appearance state changed.
    func _beginWindowDrivenAppearance(appearing: Bool) -> [UIViewController] {
        var began: [UIViewController] = []
        for controller in _topmostViewControllers() where controller._shouldWindowDriveAppearance(appearing: appearing)
        {
            controller._beginAppearance(appearing, animated: false, origin: .window)
            began.append(controller)
        }
        return began
    }

    /// Controllers whose root views are in this subtree and not inside another such
    /// controller's view: each forwards appearance to its own children.
    func _topmostViewControllers() -> [UIViewController] {
        var found: [UIViewController] = []
        func visit(_ view: UIView) {
            if let controller = view._viewController {
                found.append(controller)
                return
            }
            for subview in view._subviews { visit(subview) }
        }
        visit(self)
        return found
    }

    private func _containsResponder(_ responder: UIResponder) -> Bool {
        if let view = responder as? UIView { return view.isDescendant(of: self) }
        if let controller = responder as? UIViewController, let view = controller.viewIfLoaded {
            return view.isDescendant(of: self)
        }
        return false
    }

    /// Visits the view and its descendants, parents before children.
    func _forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in _subviews { subview._forEachInSubtree(body) }
    }
}

extension Deque where Element: AnyObject {
    /// Removes `object`, searching from both ends at once: views and children are most often
    /// removed near one end (newest or oldest first), which makes that O(1); in the middle
    /// it costs O(min(i, n − i)), as the deque shifts the shorter side.
    mutating func _remove(identicalTo object: Element) {
        var low = startIndex
        var high = endIndex - 1
        while low <= high {
            if self[low] === object {
                remove(at: low)
                return
            }
            if self[high] === object {
                remove(at: high)
                return
            }
            low += 1
            high -= 1
        }
    }
}
