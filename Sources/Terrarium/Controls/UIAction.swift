import Foundation

/// A menu element that runs a closure when chosen: the target-action of bar button items,
/// alert actions and controls.
///
/// ```swift
/// let save = UIAction(title: "Save") { _ in document.save() }
/// navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: save)
/// ```
/// - Note: UIKit's selector-based target-action has no equivalent on Linux, where Swift has
///   no Objective-C runtime; Terrarium takes a `UIAction` (or a closure) wherever UIKit
///   takes a selector.
@preconcurrency @MainActor
public final class UIAction: NSObject {
    /// A stable identifier for an action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Options for how an action is shown.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates attributes from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The action is shown but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The action destroys data; drawn in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The action is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// The action's title.
    public var title: String
    /// The action's image.
    public var image: UIImage?
    /// The action's identifier.
    public let identifier: Identifier
    /// How the action is shown.
    public var attributes: Attributes
    /// Whether the action shows a check mark (`.on`, drawn `✓`) or a dash (`.mixed`, `–`)
    /// in a menu. `.off` by default.
    public var state: UIMenuElementState
    /// A second line of text under the title; menus show it after the title, dimmed.
    public var subtitle: String?
    /// A title for the action in keyboard shortcut lists; unused by Terrarium's menus.
    public var discoverabilityTitle: String?
    /// The closure run when the action is chosen.
    public let handler: (UIAction) -> Void
    /// The object that sent the action the last time it ran (a bar button item, a control).
    public private(set) var sender: Any?

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: the title shown in menus and on buttons.
    ///   - subtitle: a second line of text, shown dimmed after the title in menus.
    ///   - image: an image, shown as its glyph.
    ///   - identifier: a stable identifier; a unique one by default.
    ///   - discoverabilityTitle: a title for shortcut lists.
    ///   - attributes: `.destructive`, `.disabled`, `.hidden`.
    ///   - state: `.on` shows a check mark in menus.
    ///   - handler: the closure run when the action is chosen.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: UIMenuElementState = .off,
        handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    /// Runs the action's handler with `sender` as its ``sender``, as a control or a menu
    /// does when the action is chosen.
    ///
    /// ```swift
    /// let save = UIAction(title: "Save") { action in print("saved by", action.sender ?? "code") }
    /// save.performWithSender(nil, target: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - sender: The object on whose behalf the action runs: what ``sender`` reads.
    ///   - target: Ignored: a `UIAction` runs its handler, not a method of a target.
    /// - Note: Apple's documentation does not say what a disabled action does here; Terrarium
    ///   runs the handler whatever ``attributes`` hold, as UIKit does, since `.disabled` only
    ///   keeps menus and controls from choosing the action.
    public func performWithSender(_ sender: Any?, target: Any?) {
        self.sender = sender
        handler(self)
    }

    /// Runs the handler on behalf of `sender`.
    func perform(sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        handler(self)
    }
}
