import Foundation

/// An action a view controller may handle for the controllers below it: what UIKit names
/// with a selector in `targetViewController(forAction:sender:)`.
///
/// - Note: Linux Swift has no selectors; UIKit's `#selector(show(_:sender:))` is `.show`
///   here, and `#selector(showDetailViewController(_:sender:))` is `.showDetail`.
public struct UIResponderAction: Hashable, Sendable, CustomStringConvertible {
    /// The action's name, UIKit's selector spelled as a string.
    public let name: String

    /// Creates an action with a name.
    public init(_ name: String) {
        self.name = name
    }

    /// `show(_:sender:)`.
    public static let show = UIResponderAction("showViewController:sender:")
    /// `showDetailViewController(_:sender:)`.
    public static let showDetail = UIResponderAction("showDetailViewController:sender:")

    /// The action's name.
    public var description: String { name }
}

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates edges from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension UIViewController {
    func _nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var controller = _parent
        while let c = controller {
            if let match = c as? Container { return match }
            controller = c._parent
        }
        return nil
    }

    /// UIKit's walk: this controller, its parents, then the controllers that presented them.
    func _targetViewController(forAction action: UIResponderAction, sender: Any?) -> UIViewController? {
        var controller: UIViewController? = self
        while let c = controller {
            if c.canPerformAction(action, withSender: sender) { return c }
            controller = c._parent ?? c._presentingViewController
        }
        return nil
    }

    /// UIKit's default `show`/`showDetail`: redirect to the target if it is not this
    /// controller, otherwise present.
    func _show(_ vc: UIViewController, sender: Any?, action: UIResponderAction) {
        if let target = targetViewController(forAction: action, sender: sender), target !== self {
            if action == .showDetail {
                target.showDetailViewController(vc, sender: sender)
            } else {
                target.show(vc, sender: sender)
            }
        } else {
            present(vc, animated: true)
        }
    }

    /// A container's root view: a content view its children's views go in, filling it, with
    /// bars over it.
    func _containerView(content: UIView, bars: [UIView]) -> UIView {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.backgroundColor = .systemBackground
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content)
        for bar in bars { view.addSubview(bar) }
        return view
    }

    /// The controller at the top of this controller's parent chain.
    var _rootAncestor: UIViewController {
        var controller = self
        while let parent = controller._parent { controller = parent }
        return controller
    }
}

extension UIViewController {
    /// Posted when the controller that `showDetailViewController(_:sender:)` shows detail in
    /// changed the way it shows it: a split view controller collapsed or expanded. The object
    /// is the split view controller.
    nonisolated public static let showDetailTargetDidChangeNotification = Notification.Name(
        "UIViewControllerShowDetailTargetDidChangeNotification")
}
