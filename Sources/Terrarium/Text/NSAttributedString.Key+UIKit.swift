import Foundation

// UIKit's attribute keys that iOS code passes when it measures or styles text. Foundation on
// Linux declares `NSAttributedString.Key` without them. Bar appearances take their title
// colours and fonts from dictionaries keyed by them.

extension NSAttributedString.Key {
    /// The font of the text (a ``UIFont``).
    ///
    /// - Note: Every character takes one cell whatever its font, so measuring ignores it;
    ///   bar titles draw its weight (bold) and slant.
    public static let font = NSAttributedString.Key("NSFont")

    /// The colour of the text (a ``UIColor``).
    ///
    /// ```swift
    /// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    /// ```
    public static let foregroundColor = NSAttributedString.Key("NSColor")

    /// The colour behind the text (a ``UIColor``).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}
