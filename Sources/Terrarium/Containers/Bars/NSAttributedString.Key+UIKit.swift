import Foundation

// UIKit's text attribute keys, which Foundation on Linux lacks: bar appearances take their
// title colours from dictionaries keyed by them.

extension NSAttributedString.Key {
    /// The text's colour: a ``UIColor``.
    ///
    /// ```swift
    /// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    /// ```
    /// - Note: UIKit's extension of Foundation's key, which Foundation on Linux lacks.
    public static let foregroundColor = NSAttributedString.Key("NSColor")

    /// The colour behind the text: a ``UIColor``.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")

    /// The text's font: a ``UIFont``; Terrarium draws its weight (bold) and slant.
    public static let font = NSAttributedString.Key("NSFont")
}
