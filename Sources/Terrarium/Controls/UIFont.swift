import Foundation

/// A font: in a terminal, the weight and slant of the terminal's one typeface.
///
/// - Note: A terminal has a single font at a single size; `pointSize` keeps the value it was
///   made with and is ignored when drawing: every line of text is one row, so
///   ``lineHeight`` is a cell's height (16 points on a standard screen), whatever the size.
///   Bold weights (semibold and heavier) draw bold, italic fonts draw italic.
public final class UIFont: NSObject, Sendable {
    /// Font weights, with UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The raw value.
        public let rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Whether the first weight is lighter than the second.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
        /// Ultra-light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)
    }

    /// The nominal size.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// Whether the font is italic.
    public let isItalic: Bool

    /// The height of a line of text: one row, the main screen's cell height (16 points on a
    /// standard screen).
    ///
    /// - Note: On iOS it grows with ``pointSize`` (about 20 points for 17-point body text); a
    ///   terminal draws every size in one row.
    public var lineHeight: CGFloat { UIScreen._mainCellSize.height }

    /// The part of a line above the baseline: four fifths of ``lineHeight``.
    public var ascender: CGFloat { lineHeight * 0.8 }

    /// The part of a line below the baseline, negative as in UIKit: a fifth of ``lineHeight``.
    public var descender: CGFloat { -lineHeight * 0.2 }

    /// The space between lines: none, as rows touch.
    public var leading: CGFloat { 0 }

    init(pointSize: CGFloat, weight: Weight, isItalic: Bool) {
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The system font at the given size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, isItalic: false)
    }

    /// The bold system font.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold, isItalic: false)
    }

    /// The italic system font.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular, isItalic: true)
    }

    /// The size of the system font.
    public static var systemFontSize: CGFloat { 17 }

    /// The cell attributes this font draws with.
    var textAttributes: TextAttributes {
        var attributes: TextAttributes = []
        if weight >= .semibold { attributes.insert(.bold) }
        if weight <= .light { attributes.insert(.dim) }
        if isItalic { attributes.insert(.italic) }
        return attributes
    }

    /// Whether `object` is a font of the same size, weight and slant; `==` calls this, as
    /// on any `NSObject`.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? UIFont else { return false }
        let lhs = self
        return lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.isItalic == rhs.isItalic
    }

    /// A hash of the size, weight and slant: equal fonts hash alike.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        return hasher.finalize()
    }
}
