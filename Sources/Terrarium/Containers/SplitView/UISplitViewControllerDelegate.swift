import Foundation

/// The methods a split view controller's delegate implements to take part in collapsing,
/// expanding, and showing controllers. Every method has a default that lets the split view
/// controller do its own work.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The controller to use as the primary after collapsing; nil keeps the current one.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The controller to use as the primary after expanding; nil keeps the current one.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Return `true` to take care of the secondary yourself (it is discarded); `false` lets
    /// the primary collapse it (a navigation controller pushes it).
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// The controller to make the secondary when expanding; nil asks the primary
    /// (a navigation controller pops its top).
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    )
        -> UIViewController?
    /// Return `true` if you showed `vc` as the detail yourself.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    )
        -> Bool
    /// Return `true` if you showed `vc` yourself.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool
    /// Called before the display mode changes.
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The column shown when a column-style split view collapses.
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// Called after a column-style split view collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Called after a column-style split view expanded.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// Keeps the current primary.
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    /// Keeps the current primary.
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    /// Lets the primary collapse the secondary.
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    /// Lets the primary separate the secondary.
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    /// Lets the split view controller show the detail.
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
    /// Lets the split view controller show the controller.
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    )
        -> Bool
    { false }
    /// Does nothing.
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    /// Keeps the proposed column.
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
