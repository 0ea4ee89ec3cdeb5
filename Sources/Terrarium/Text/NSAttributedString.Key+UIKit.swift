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

// The other keys of UIKit's text attributes. Terrarium keeps them in the dictionaries that
// take attributes (bar appearances' title attributes); it draws a font's weight and slant and
// the colours, and none of these.
extension NSAttributedString.Key {
    /// The paragraph's layout (an `NSParagraphStyle` in UIKit). Not drawn by Terrarium.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Whether to use ligatures (an `Int`). A terminal draws none.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Extra space between characters, in points (a `CGFloat`). A terminal's cells are fixed.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Extra space between characters, scaled with the font (a `CGFloat`). Not drawn by Terrarium.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// A line through the text (an ``NSUnderlineStyle`` raw value). Not drawn by Terrarium.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A line under the text (an ``NSUnderlineStyle`` raw value). Not drawn by Terrarium.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The colour of the text's outline (a ``UIColor``). Not drawn by Terrarium.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The width of the text's outline, as a percentage of the font's size. Not drawn by Terrarium.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// A shadow behind the text (an `NSShadow` in UIKit). Not drawn by Terrarium.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A text effect (letterpress). Not drawn by Terrarium.
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// An attachment drawn in the text (an `NSTextAttachment` in UIKit). Not drawn by Terrarium.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// A link (a `URL` or `String`). Not drawn by Terrarium.
    public static let link = NSAttributedString.Key("NSLink")
    /// How far the text sits above the baseline, in points (a `CGFloat`). Not drawn by Terrarium.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The colour of the underline (a ``UIColor``). Not drawn by Terrarium.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The colour of the strikethrough (a ``UIColor``). Not drawn by Terrarium.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// How slanted the glyphs are (a `CGFloat`). Not drawn by Terrarium.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// How stretched the glyphs are (a `CGFloat`). Not drawn by Terrarium.
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// The writing direction of embedded runs (an array of `Int`). Not used by Terrarium.
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// Whether glyphs are vertical (an `Int`). Not used by Terrarium.
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

/// The styles of the lines `NSAttributedString.Key.underlineStyle` and
/// `NSAttributedString.Key.strikethroughStyle` draw: the thickness, then a pattern.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates a style.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line: the default pattern (no bits).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Under words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
