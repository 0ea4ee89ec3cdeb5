import Foundation

extension UIView {
    /// Checks the links between this view, its superview and its subviews: each subview's
    /// superview is this view, no subview appears twice, a subview shares this view's
    /// window, and a controller's root view points back at its controller.
    ///
    /// Runs after every hierarchy mutation in builds with `TERRARIUM_INTERNAL_CHECKS`
    /// (debug builds of this package); a failure stops with the broken rule.
    package func _checkInvariants() {
        var seen = Set<ObjectIdentifier>()
        for subview in _subviews {
            precondition(subview._superview === self, "UIView invariant: \(subview)'s superview is not \(self)")
            precondition(seen.insert(ObjectIdentifier(subview)).inserted, "UIView invariant: \(subview) listed twice")
            precondition(subview._window === _window, "UIView invariant: \(subview) is in another window than \(self)")
        }
        if let superview = _superview {
            precondition(
                superview._subviews.contains { $0 === self }, "UIView invariant: \(self) missing from its superview")
        }
        if let controller = _viewController {
            precondition(controller._view === self, "UIView invariant: \(controller)'s view is not \(self)")
        }
    }

    /// ``_checkInvariants()`` for this view and every descendant, and the containment
    /// invariants of every controller whose root view is among them.
    package func _checkInvariantsRecursively() {
        _forEachInSubtree { view in
            view._checkInvariants()
            view._viewController?._checkInvariants()
        }
    }

    /// Runs the local checks when the build asks for them.
    @inline(__always)
    func _checkInvariantsIfEnabled() {
        #if TERRARIUM_INTERNAL_CHECKS
            _checkInvariants()
        #endif
    }
}

extension UIViewController {
    /// Checks containment: each child's parent is this controller and appears once, and a
    /// child whose view is in a window sits under this controller's views (UIKit's
    /// hierarchy-consistency rule).
    package func _checkInvariants() {
        var seen = Set<ObjectIdentifier>()
        for child in _children {
            precondition(child._parent === self, "UIViewController invariant: \(child)'s parent is not \(self)")
            precondition(
                seen.insert(ObjectIdentifier(child)).inserted, "UIViewController invariant: \(child) listed twice")
            // UIKit checks a child's view as it enters a window, so the rule holds in windows;
            // outside one, a child's view may wait in a view no controller owns yet.
            if let superview = child._view?._superview, superview._window != nil {
                precondition(
                    superview._nearestViewController === self,
                    "UIViewController invariant: \(child)'s view is not under \(self)'s views")
            }
        }
        if let view = _view {
            precondition(view._viewController === self, "UIViewController invariant: \(self)'s view belongs elsewhere")
        }
    }
}
