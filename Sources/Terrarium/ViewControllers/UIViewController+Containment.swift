import Foundation

extension UIViewController {
    func _addChild(_ child: UIViewController) {
        if child === self {
            UIViewController._invalidArgument("\(self) cannot be added as a child of itself")
        }
        var ancestor = _parent
        while let a = ancestor {
            if a === child {
                UIViewController._invalidArgument("\(child) is an ancestor of \(self) and cannot become its child")
            }
            ancestor = a._parent
        }
        // Adding a controller that is already a child changes nothing: UIKit documents no
        // behaviour for it, and a second willMove(toParent:) would only confuse the child.
        if child._parent === self, _children.contains(where: { $0 === child }) { return }
        // UIKit's check in -_addChildViewController:performHierarchyCheck:notifyWillMove: —
        // a child whose view still sits under another controller's views cannot move.
        if let superview = child._view?._superview, let owner = superview._nearestViewController, owner !== self {
            UIViewController._hierarchyInconsistency(
                "child view controller:\(child) should have parent view controller:\(owner) "
                    + "but requested parent is:\(self)")
        }
        if child._parent != nil {
            child._removeFromParent()
        }
        _children.append(child)
        child._parent = self
        child._isMovingToParent = true
        child.willMove(toParent: self)
    }

    func _removeFromParent() {
        guard let parent = _parent else { return }
        parent._children._remove(identicalTo: self)
        parent._childTraitOverrides[ObjectIdentifier(self)] = nil
        _parent = nil
        didMove(toParent: nil)
    }

    /// Stops with UIKit's `UIViewControllerHierarchyInconsistency` exception text.
    static func _hierarchyInconsistency(_ reason: String) -> Never {
        _terminate(uncaughtException: "UIViewControllerHierarchyInconsistency", reason: reason)
    }

    /// Stops with UIKit's `NSInvalidArgumentException` text.
    static func _invalidArgument(_ reason: String) -> Never {
        _terminate(uncaughtException: "NSInvalidArgumentException", reason: reason)
    }
}

extension UIViewController {
    func _loadView() {
        precondition(!_isLoadingView, "\(self): view accessed while loadView() runs; assign view first")
        _isLoadingView = true
        loadView()
        _isLoadingView = false
        guard _view != nil else {
            fatalError("\(self): loadView() did not assign a view; UIKit would recurse until the stack overflows")
        }
        viewDidLoad()
    }

    func _setView(_ newView: UIView?) {
        guard newView !== _view else { return }
        if let old = _view, old._viewController === self {
            old._viewController = nil
        }
        if let newView {
            newView._viewController?._view = nil
            newView._viewController = self
        }
        _view = newView
    }
}
