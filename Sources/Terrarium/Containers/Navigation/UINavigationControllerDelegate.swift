import Foundation

/// The methods a navigation controller's delegate implements to hear when a controller
/// is about to be and has been shown.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController`'s view is shown, after the appearance transition began.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController`'s view was shown and its `viewDidAppear` ran.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing by default.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing by default.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
