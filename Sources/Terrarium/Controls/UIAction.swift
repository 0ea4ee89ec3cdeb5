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

/// An image: in a terminal, a glyph drawn in one or two cells.
///
/// - Note: Terrarium maps a few SF Symbols names to terminal glyphs (`chevron.left` is
///   "‹", `plus` is "+" …); an unknown name gives `nil`, as UIKit does for a missing symbol.
public final class UIImage: Hashable, Sendable {
    /// The characters that stand for the image.
    public let glyph: String

    /// Creates an image standing for `glyph`.
    public init(glyph: String) {
        self.glyph = glyph
    }

    /// The image of a system symbol, or `nil` if Terrarium has no glyph for it.
    public convenience init?(systemName name: String) {
        guard let glyph = UIImage.symbols[name] else { return nil }
        self.init(glyph: glyph)
    }

    static let symbols: [String: String] = [
        "chevron.left": "‹", "chevron.right": "›", "chevron.up": "˄", "chevron.down": "˅",
        "plus": "+", "minus": "−", "xmark": "✕", "checkmark": "✓", "gear": "⚙", "gearshape": "⚙",
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "trash": "🗑", "folder": "🗀",
        "doc": "🗎", "magnifyingglass": "⌕", "square.and.arrow.up": "⇪", "ellipsis": "…",
        "ellipsis.circle": "⋯", "info.circle": "ⓘ", "house": "⌂", "person": "☺", "clock": "◷",
        "list.bullet": "☰", "bell": "🔔", "pencil": "✎", "square.and.pencil": "✎", "arrow.clockwise": "↻",
    ]

    /// Whether two images show the same glyph.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.glyph == rhs.glyph }
    /// Hashes the essential components of the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(glyph) }
}
