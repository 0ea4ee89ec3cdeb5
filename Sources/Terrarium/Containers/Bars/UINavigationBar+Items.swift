import Foundation

// The stack of items of a navigation bar no navigation controller manages: pushing,
// popping and replacing them, with the delegate's say, and the back button's pop.

extension UINavigationBar {
    /// The bar's delegate: it may refuse a push or pop of a bar of your own, and hears of
    /// each one. Held weakly, as in UIKit.
    ///
    /// On a navigation controller's bar it answers the navigation controller, if that
    /// conforms to ``UINavigationBarDelegate`` (as an app's extension of
    /// `UINavigationController` that implements
    /// ``UINavigationBarDelegate/navigationBar(_:shouldPop:)`` to guard the back button does),
    /// and setting it stops with UIKit's `NSInternalInconsistencyException` text: the
    /// controller is the delegate.
    public var delegate: (any UINavigationBarDelegate)? {
        get {
            if let navigationController = _navigationController {
                return navigationController as? any UINavigationBarDelegate
            }
            return _delegate
        }
        set {
            if _navigationController != nil {
                _terminate(
                    uncaughtException: "NSInternalInconsistencyException",
                    reason: "Cannot manually set the delegate on a UINavigationBar managed by a controller.")
            }
            _delegate = newValue
        }
    }

    func _setItems(_ items: [UINavigationItem]?, animated: Bool, caller: String) {
        _rejectIfManaged(caller)
        _standaloneItems = items ?? []
        _update()
    }

    /// UIKit's message for a stack change asked of a navigation controller's bar.
    func _rejectIfManaged(_ selector: String) {
        guard _navigationController != nil else { return }
        _terminate(
            uncaughtException: "NSInternalInconsistencyException",
            reason: "Cannot call \(selector) directly on a UINavigationBar managed by a controller.")
    }

    /// The back button was clicked: a navigation controller pops its top controller (unless
    /// it conforms to ``UINavigationBarDelegate`` and its `navigationBar(_:shouldPop:)`
    /// refuses, as UIKit asks the controller, the bar's delegate); a bar of your own pops
    /// its top item.
    func _backButtonTapped() {
        guard let navigationController = _navigationController else {
            popItem(animated: true)
            return
        }
        if let delegate = navigationController as? any UINavigationBarDelegate, let top = topItem,
            !delegate.navigationBar(self, shouldPop: top)
        {
            return
        }
        navigationController.popViewController(animated: true)
    }

    /// The controller that presents what a bar button item shows (a menu's action sheet): the
    /// navigation controller, or the nearest controller up the responder chain.
    var _presentingController: UIViewController? {
        if let navigationController = _navigationController { return navigationController }
        var responder: UIResponder? = next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
