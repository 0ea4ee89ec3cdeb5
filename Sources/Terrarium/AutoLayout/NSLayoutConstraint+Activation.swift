import Foundation

extension NSLayoutConstraint {
    /// Activation order across all constraints; later activations break first.
    private static var _activations: UInt64 = 0

    func _activate() {
        guard _container == nil, let first = _firstItem else { return }
        guard let container = _commonAncestor(of: first) else {
            let second = secondAnchor.map { "\($0)" } ?? "(null)"
            _terminate(
                uncaughtException: "NSGenericException",
                reason: "Unable to activate constraint with anchors \(firstAnchor) and \(second) because they have "
                    + "no common ancestor.  Does the constraint or its anchors reference items in different view "
                    + "hierarchies?  That's illegal.")
        }
        NSLayoutConstraint._activations += 1
        _activationOrder = NSLayoutConstraint._activations
        _container = container
        container._autoLayoutState.constraints[ObjectIdentifier(self)] = self
        container._layoutEngine(creating: true)?.install(self, container: container)
    }

    func _deactivate() {
        guard let container = _container else { return }
        container._autoLayout?.constraints.removeValue(forKey: ObjectIdentifier(self))
        _container = nil
        _engine?.uninstall(self)
    }

    /// The view an item's position is measured in: the view itself, or a guide's owner.
    static func _view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?._owningView
    }

    /// The nearest view that is, or is an ancestor of, every item's view; nil if the items
    /// are in different hierarchies.
    private func _commonAncestor(of first: AnyObject) -> UIView? {
        guard let a = NSLayoutConstraint._view(of: first) else { return nil }
        guard secondAttribute != .notAnAttribute else { return a }
        guard let b = NSLayoutConstraint._view(of: _secondItem) else { return nil }
        // The usual cases first: one item in the other, or siblings.
        if a === b || b._superview === a { return a }
        if a._superview === b { return b }
        if let superview = a._superview, superview === b._superview { return superview }
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = a
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view._superview
        }
        current = b
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view._superview
        }
        return nil
    }

    /// Whether an item of the constraint is `root` or inside it (a guide counts by its owner).
    func _refersToSubtree(of root: UIView) -> Bool {
        if let view = NSLayoutConstraint._view(of: _firstItem), view.isDescendant(of: root) { return true }
        if let view = NSLayoutConstraint._view(of: _secondItem), view.isDescendant(of: root) { return true }
        return false
    }
}
