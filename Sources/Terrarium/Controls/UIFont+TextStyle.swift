import Foundation

extension UIFont {
    /// The text styles of Dynamic Type: what a piece of text is (a headline, body text, a
    /// caption), from which ``preferredFont(forTextStyle:)`` picks its font.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String

        /// Creates a text style.
        ///
        /// - Parameter rawValue: The style's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Large titles: 34 points, regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles: 28 points, regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles: 22 points, regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles: 20 points, regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings: 17 points, semibold (bold in a terminal).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings: 15 points, regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 points, regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts: 16 points, regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes: 13 points, regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions: 12 points, regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions: 11 points, regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight of the style at the default size of text
        /// (``UIContentSizeCategory/large``), as iOS gives them.
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font for a text style, at the user's preferred size of text.
    ///
    /// ```swift
    /// titleLabel.font = .preferredFont(forTextStyle: .headline)   // bold in a terminal
    /// titleLabel.adjustsFontForContentSizeCategory = true
    /// ```
    ///
    /// - Parameter style: The text style; an unknown style gives body text's font.
    /// - Returns: The font, with iOS's size and weight for the style at the default size of
    ///   text.
    /// - Note: A terminal draws every size in its one font, so the styles differ only in
    ///   weight: ``TextStyle/headline`` is bold, the others regular. The size of text is always
    ///   ``UIContentSizeCategory/large`` (see there).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.metrics
        return UIFont(pointSize: metrics.size, weight: metrics.weight, isItalic: false)
    }

    /// The system font for a text style, at the size of text of `traitCollection`.
    ///
    /// - Parameters:
    ///   - style: The text style.
    ///   - traitCollection: The traits whose ``UITraitCollection/preferredContentSizeCategory``
    ///     sets the size; `nil` for the app's.
    /// - Returns: The font; see ``preferredFont(forTextStyle:)``.
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// A font in the terminal's typeface with the weight and slant its name says.
    ///
    /// ```swift
    /// titleLabel.font = UIFont(name: "AvenirNext-DemiBold", size: 20)   // bold in a terminal
    /// ```
    ///
    /// - Parameters:
    ///   - fontName: The font's PostScript or full name.
    ///   - fontSize: The size, kept in ``pointSize``.
    /// - Returns: A font; never `nil`.
    /// - Note: A terminal has one typeface, so every name gives a font: UIKit returns `nil`
    ///   for a font it does not have, and code written for a bundled font would stop there.
    ///   The weight comes from a word in the name (`UltraLight`, `Thin`, `Light`, `Medium`,
    ///   `Semibold` or `DemiBold`, `Bold`, `Heavy`, `Black`), the slant from `Italic` or
    ///   `Oblique`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let name = fontName.lowercased()
        let weights: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("semibold", .semibold), ("demibold", .semibold), ("medium", .medium), ("extrabold", .heavy),
            ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        let weight = weights.first { name.contains($0.0) }?.1 ?? .regular
        self.init(pointSize: fontSize, weight: weight, isItalic: name.contains("italic") || name.contains("oblique"))
    }

    /// The same font at another size.
    ///
    /// - Parameter fontSize: The new size.
    /// - Returns: A font of the same weight and slant.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, isItalic: isItalic)
    }
}
