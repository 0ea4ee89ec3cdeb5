import Foundation

// Where engines live and how the layout pass uses them.
//
// The root of a view tree (a window, or a view with no superview) hosts the engine of every
// constraint activated in the tree; a window's tree has one engine, so one solver. A
// subtree that moves to another tree takes its constraints along: the constraints between
// it and the views it leaves are deactivated first, as in UIKit, and the others move to the
// new tree's engine (the whole engine moves when the subtree was the old tree's root and the
// new tree has none yet).
//
// A layout pass begins with the update-constraints pass (bottom up) and one solve; the
// solve marks the superviews of views it moved, and each such superview's base
// `layoutSubviews()` sets its subviews' frames from the solution.

extension UIView {
    /// The root of the view's tree: its window, or its topmost ancestor.
    var _rootView: UIView {
        if let window = _window { return window }
        var view = self
        while let superview = view._superview { view = superview }
        return view
    }

    /// The engine of the view's tree, created if `creating` and there is none.
    func _layoutEngine(creating: Bool) -> _LayoutEngine? {
        let root = _rootView
        if let engine = root._autoLayout?.engine { return engine }
        guard creating else { return nil }
        let engine = _LayoutEngine(host: root)
        root._autoLayoutState.engine = engine
        engine.setNeedsSolve()
        return engine
    }

    // MARK: The layout pass

    /// Runs what comes before laying out, from the tree's root: the update-constraints pass
    /// and one solve. Does nothing in a tree without an engine.
    func _prepareConstraintBasedLayout() {
        let root = _rootView
        guard let engine = root._autoLayout?.engine else { return }
        root._updateConstraintsPass(engine)
        engine.solveIfNeeded()
    }

    /// The base `layoutSubviews()`: sets the frames of the subviews the engine lays out
    /// (those in it that do not translate their autoresizing masks) from the solution.
    func _layoutSubviewsFromEngine() {
        guard let state = _autoLayout, state.hasEngineSubviews else { return }
        var engine: _LayoutEngine?
        for subview in _subviews {
            if let item = subview._autoLayout?.item, !item.pinsFrame {
                engine = item.engine
                break
            }
        }
        guard let engine else {
            state.hasEngineSubviews = false
            return
        }
        engine.solveIfNeeded()
        let origin = engine.exactOrigin(of: self)
        for subview in _subviews {
            guard let item = subview._autoLayout?.item, !item.pinsFrame, item.engine === engine else { continue }
            subview.frame = engine.roundedFrame(of: item, inSuperviewAt: origin)
        }
    }

    // MARK: The update-constraints pass

    /// Runs `updateConstraints()` bottom up on every view that needs it, until no view does.
    func _updateConstraintsPass(_ engine: _LayoutEngine) {
        var passes = 0
        while engine.needsUpdateConstraintsPass {
            engine.needsUpdateConstraintsPass = false
            passes += 1
            // UIKit's limit is the number of views; counted only once past a hundred passes.
            if passes > 100 && passes > _subtreeViewCount() {
                _terminate(
                    uncaughtException: "NSGenericException",
                    reason: "The window has been marked as needing another Update Constraints in Window pass, but it "
                        + "has already had more Update Constraints in Window passes than there are views in the "
                        + "window.\n\(self)")
            }
            _updateConstraintsInSubtree()
        }
    }

    /// The number of views in this view's subtree, itself included.
    func _subtreeViewCount() -> Int {
        _subviews.reduce(1) { $0 + $1._subtreeViewCount() }
    }

    /// Subviews first, then the view: UIKit's bottom-up order.
    func _updateConstraintsInSubtree() {
        for subview in _subviews { subview._updateConstraintsInSubtree() }
        guard _needsUpdateConstraints else { return }
        if let controller = _viewController {
            controller.updateViewConstraints()
            if _needsUpdateConstraints {
                _terminate(
                    uncaughtException: "NSInternalInconsistencyException",
                    reason: "The layout constraints still need update after sending -updateViewConstraints to "
                        + "\(controller).\n\(String(describing: type(of: controller))) or one of its superclasses "
                        + "may have overridden -updateViewConstraints without calling super. Or, something may have "
                        + "dirtied layout constraints in the middle of updating them.  Both are programming errors.")
            }
        } else {
            _sendUpdateConstraints()
        }
    }

    /// Calls `updateConstraints()` and checks that the override called `super`.
    func _sendUpdateConstraints() {
        updateConstraints()
        if _needsUpdateConstraints {
            _terminate(
                uncaughtException: "NSInternalInconsistencyException",
                reason: "The layout constraints still need update after sending -updateConstraints to \(self).\n"
                    + "\(String(describing: type(of: self))) or one of its superclasses may have overridden "
                    + "-updateConstraints without calling super. Or, something may have dirtied layout constraints "
                    + "in the middle of updating them.  Both are programming errors.")
        }
    }

    // MARK: Moving subtrees between engines

    /// Before the view leaves its superview (or, without one, joins a tree): deactivates
    /// the constraints that tie its subtree to views outside it, and returns the root whose
    /// engine holds the subtree's other constraints, if any.
    func _layoutEngineWillMove() -> UIView? {
        guard _superview != nil else { return _autoLayout?.engine != nil ? self : nil }
        let root = _rootView
        guard root._autoLayout?.engine != nil else { return nil }
        var ancestor = _superview
        while let view = ancestor {
            if let held = view._autoLayout?.constraints, !held.isEmpty {
                for constraint in Array(held.values) where constraint._refersToSubtree(of: self) {
                    constraint.isActive = false
                }
            }
            ancestor = view._superview
        }
        return root
    }

    /// After the view moved: carries its subtree's constraints from the old root's engine to
    /// the new root's, and notes that the new tree has views needing `updateConstraints()`.
    func _layoutEngineDidMove(from oldRoot: UIView?) {
        let newRoot = _rootView
        if _autoLayout?.item != nil, let superview = _superview {
            superview._autoLayoutState.hasEngineSubviews = true
        }
        if let oldRoot, oldRoot !== newRoot, let oldEngine = oldRoot._autoLayout?.engine {
            var moving: [NSLayoutConstraint]
            if oldRoot === self {
                moving = Array(oldEngine.installations.values.map(\.constraint))
            } else {
                moving = []
                _forEachInSubtree { view in
                    if let held = view._autoLayout?.constraints, !held.isEmpty {
                        moving.append(contentsOf: held.values)
                    }
                }
            }
            if oldRoot === self || (!moving.isEmpty && moving.count == oldEngine.installations.count) {
                // Everything the old engine holds moves: the engine moves with it, or (when
                // the new tree has one) its constraints go there and it is dropped, never
                // emptied constraint by constraint.
                oldRoot._autoLayout?.engine = nil
                if let newEngine = newRoot._autoLayout?.engine {
                    oldEngine.abandon()
                    newEngine.install(moving)
                } else {
                    newRoot._autoLayoutState.engine = oldEngine
                    oldEngine.host = newRoot
                }
            } else if !moving.isEmpty, let newEngine = newRoot._layoutEngine(creating: true) {
                for constraint in moving { oldEngine.uninstall(constraint) }
                newEngine.install(moving)
            }
        }
        if type(of: self).requiresConstraintBasedLayout { _ = newRoot._layoutEngine(creating: true) }
        if let engine = newRoot._autoLayout?.engine {
            engine.needsUpdateConstraintsPass = true
            engine.setNeedsSolve()
        }
    }
}

extension _LayoutEngine {
    /// Installs constraints that moved in from another engine, in activation order.
    func install(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints.sorted(by: { $0._activationOrder < $1._activationOrder }) {
            if let container = constraint._container { install(constraint, container: container) }
        }
    }

    /// Lets go of everything before the engine is dropped, without taking anything out of
    /// the solver one by one: views, guides and constraints stop pointing at it.
    func abandon() {
        for item in items.values {
            if let view = item.view, view._autoLayout?.item === item { view._autoLayout?.item = nil }
            if let guide = item.guide, guide._item === item { guide._item = nil }
            item.engine = nil
        }
        for installation in installations.values where installation.constraint._engine === self {
            installation.constraint._engine = nil
        }
        items = [:]
        installations = [:]
        pins = [:]
        broken = []
        intrinsicSizeChanges = [:]
        host = nil
    }
}
