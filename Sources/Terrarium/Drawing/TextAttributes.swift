/// The terminal text styles of a cell, such as bold or underline.
///
/// Combine them like any option set:
///
///     canvas.draw("Warning", at: .zero, attributes: [.bold, .underline])
///
/// Each option maps to one SGR attribute; terminals that lack one simply ignore it.
///
/// - Note: UIKit styles text with fonts and `NSAttributedString` keys; a terminal cell has one
///   font, so Terrarium offers the attributes a terminal can draw instead.
public struct TextAttributes: OptionSet, Sendable, Hashable {
    /// The bit pattern of the set options.
    ///
    /// Bits follow the order of the static options, from ``bold`` in bit 0.
    public let rawValue: UInt8

    /// Creates a set of attributes from its bit pattern.
    ///
    /// Prefer the named options; this exists for `OptionSet`.
    ///
    /// - Parameter rawValue: The bit pattern.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold or bright text (SGR 1).
    ///
    /// Many terminals also brighten the foreground colour.
    public static let bold = TextAttributes(rawValue: 1 << 0)

    /// Dim, faint text (SGR 2).
    ///
    /// Useful for de-emphasised text when colours are unavailable.
    public static let dim = TextAttributes(rawValue: 1 << 1)

    /// Italic text (SGR 3).
    ///
    /// Not every terminal font has an italic face.
    public static let italic = TextAttributes(rawValue: 1 << 2)

    /// Underlined text (SGR 4).
    ///
    /// The usual way to mark links and keyboard shortcuts in a terminal.
    public static let underline = TextAttributes(rawValue: 1 << 3)

    /// Blinking text (SGR 5).
    ///
    /// Many terminals disable blinking; use it sparingly.
    public static let blink = TextAttributes(rawValue: 1 << 4)

    /// Swapped foreground and background colours (SGR 7).
    ///
    /// Shows selection and focus even on terminals without colour.
    public static let reverse = TextAttributes(rawValue: 1 << 5)

    /// Struck-through text (SGR 9).
    ///
    /// Marks completed or removed items.
    public static let strikethrough = TextAttributes(rawValue: 1 << 6)
}
