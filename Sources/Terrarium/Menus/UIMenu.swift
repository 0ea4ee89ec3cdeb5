import Foundation

/// An element of a menu: an action (``UIAction``) or a submenu (``UIMenu``).
///
/// - Note: UIKit's `UIMenuElement` is a class both derive from; Terrarium makes it a
///   protocol. Its nested `UIMenuElement.State` is ``UIMenuElementState`` here, since Swift
///   protocols cannot nest types.
@preconcurrency @MainActor
public protocol UIMenuElement: AnyObject {
    /// The element's title.
    var title: String { get }
    /// The element's image, drawn as its glyph before the title.
    var image: UIImage? { get }
}

/// Whether a menu element shows as chosen: UIKit's `UIMenuElement.State`.
public enum UIMenuElementState: Int, Sendable {
    /// Not chosen: nothing is drawn.
    case off = 0
    /// Chosen: a check mark `✓`.
    case on = 1
    /// Partly chosen: a dash `–`.
    case mixed = 2
}

extension UIAction: UIMenuElement {}

/// A menu: a title and a list of actions and submenus, shown as a context menu
/// (``UIContextMenuInteraction``), from a button (``UIButton/menu``) or a bar button item.
///
/// ```swift
/// let menu = UIMenu(title: "File", children: [
///     UIAction(title: "Open", image: UIImage(systemName: "doc")) { _ in open() },
///     UIMenu(title: "Sort By", children: [
///         UIAction(title: "Name", state: .on) { _ in sort(.name) },
///         UIAction(title: "Size") { _ in sort(.size) },
///     ]),
///     UIMenu(options: .displayInline, children: [
///         UIAction(title: "Delete", attributes: .destructive) { _ in delete() },
///     ]),
/// ])
/// ```
/// A child menu is a submenu (`Sort By ›`) unless it has ``Options/displayInline``: then its
/// children are shown in place, between separators.
@preconcurrency @MainActor
public final class UIMenu: NSObject, UIMenuElement {
    /// A menu's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu is shown.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates options from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown in the parent menu, between separators, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title (as a submenu item) is drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on; Terrarium shows the states the actions have.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// UIKit shows the children as a row of icons; Terrarium shows them as a list.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's title: the heading of its panel, or its item in a parent menu.
    public let title: String
    /// The menu's image, drawn before its title in a parent menu.
    public let image: UIImage?
    /// The menu's identifier.
    public let identifier: Identifier
    /// How the menu is shown.
    public let options: Options
    /// The menu's actions and submenus.
    public let children: [any UIMenuElement]

    /// Creates a menu.
    ///
    /// - Parameters:
    ///   - title: the title; empty by default.
    ///   - image: an image, drawn as its glyph.
    ///   - identifier: an identifier; a unique one by default.
    ///   - options: `.displayInline`, `.destructive`…
    ///   - children: the actions and submenus.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [any UIMenuElement] = []
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
    }

    /// A copy of the menu with other children.
    ///
    /// - Parameter newChildren: the copy's children.
    public func replacingChildren(_ newChildren: [any UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
