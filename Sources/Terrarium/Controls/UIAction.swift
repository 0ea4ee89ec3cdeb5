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
@MainActor
public final class UIAction {
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
    /// The closure run when the action is chosen.
    public let handler: (UIAction) -> Void
    /// The object that sent the action the last time it ran (a bar button item, a control).
    public private(set) var sender: Any?

    /// Creates an action.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, attributes: Attributes = [],
        handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.attributes = attributes
        self.handler = handler
    }

    /// Runs the handler on behalf of `sender`.
    func perform(sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        handler(self)
    }
}
