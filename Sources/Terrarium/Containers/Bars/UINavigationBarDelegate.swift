import Foundation

/// The methods a navigation bar's delegate implements to allow or hear of pushes and pops of
/// the bar's items.
///
/// ```swift
/// final class EditorController: UIViewController, UINavigationBarDelegate {
///     let bar = UINavigationBar()
///     var hasUnsavedChanges = false
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         bar.delegate = self
///         bar.setItems([UINavigationItem(title: "Files"), UINavigationItem(title: "Draft")], animated: false)
///     }
///
///     func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
///         !hasUnsavedChanges   // the back button does nothing while there are changes
///     }
/// }
/// ```
///
/// Every method has a default implementation (UIKit's are optional): the `should` methods
/// answer `true`, the others do nothing.
///
/// - Note: Swift has no optional protocol requirements without the Objective-C runtime;
///   the defaults stand in for them.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether the bar should push `item`; `true` by default.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// The bar pushed `item`.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether the bar should pop `item`, its top item (for its back button, too); `true` by
    /// default.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// The bar popped `item`.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    /// Allows the push.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// Allows the pop.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
