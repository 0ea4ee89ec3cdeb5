import Foundation

// UIKit's attribute keys that iOS code passes when it measures or styles text. Foundation on
// Linux declares `NSAttributedString.Key` without them.

extension NSAttributedString.Key {
    /// The font of the text (a ``UIFont``).
    ///
    /// - Note: Every character takes one cell whatever its font; measuring ignores it.
    public static let font = NSAttributedString.Key("NSFont")

    /// The colour of the text (a ``UIColor``).
    public static let foregroundColor = NSAttributedString.Key("NSColor")

    /// The colour behind the text (a ``UIColor``).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}
