import Foundation

/// A description of a font — its size, weight and traits — from which ``UIFont`` makes one.
///
/// iOS code makes bold and italic variants of a font this way:
///
/// ```swift
/// let body = UIFont.preferredFont(forTextStyle: .body)
/// let descriptor = body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!
/// emphasisLabel.font = UIFont(descriptor: descriptor, size: 0)   // 0: the descriptor's size
/// ```
///
/// - Note: A terminal has one typeface: Terrarium's descriptors keep a size, a weight and the
///   bold and italic traits, which the terminal draws; the other traits (condensed,
///   expanded, tight leading …) and attributes (family, name, matrix …) are kept in
///   ``fontAttributes`` and change nothing.
public final class UIFontDescriptor: NSObject, Sendable {
    /// The traits of a font, such as bold and italic.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Creates traits.
        ///
        /// - Parameter rawValue: The raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Italic: drawn italic in a terminal.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold: drawn bold in a terminal.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider than usual; no effect in a terminal.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower than usual; no effect in a terminal.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph as wide as the next: what every terminal font is.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// For vertical text; no effect in a terminal.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimised for user interfaces; no effect in a terminal.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing; no effect in a terminal.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing; no effect in a terminal.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The keys of a descriptor's ``fontAttributes``.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// Creates a key.
        ///
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The family name: a `String`.
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font's name: a `String`.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face within the family: a `String`.
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The size in points: a `CGFloat` (an `NSNumber` in UIKit).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name to show to users: a `String`.
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// A transform of the glyphs.
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The characters the font covers.
        public static let characterSet = AttributeName(rawValue: "NSFontCharacterSetAttribute")
        /// The fonts to fall back to.
        public static let cascadeList = AttributeName(rawValue: "NSFontCascadeListAttribute")
        /// The traits: a dictionary keyed by ``TraitKey``.
        public static let traits = AttributeName(rawValue: "NSFontTraitsAttribute")
        /// A fixed advance for every glyph.
        public static let fixedAdvance = AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
        /// Typographic features.
        public static let featureSettings = AttributeName(rawValue: "NSFontFeatureSettingsAttribute")
        /// The text style: a ``UIFont/TextStyle``'s raw value.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The keys of the dictionary under ``AttributeName/traits``.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// Creates a key.
        ///
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The symbolic traits: a ``SymbolicTraits`` raw value.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight: a ``UIFont/Weight``'s raw value.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, from -1 (condensed) to 1 (expanded).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, from -1 to 1; positive is italic.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// The size, in points; 0 when the descriptor does not say.
    public let pointSize: CGFloat

    /// The traits, such as bold and italic.
    public let symbolicTraits: SymbolicTraits

    /// The weight; ``UIFont/Weight/bold`` when ``symbolicTraits`` say bold and nothing heavier
    /// was given.
    let weight: UIFont.Weight

    /// The attributes other than size and traits, as given.
    private nonisolated(unsafe) let otherAttributes: [AttributeName: Any]

    private init(pointSize: CGFloat, symbolicTraits: SymbolicTraits, weight: UIFont.Weight, other: [AttributeName: Any])
    {
        self.pointSize = pointSize
        self.symbolicTraits = symbolicTraits
        self.weight = weight
        self.otherAttributes = other
    }

    /// Creates a descriptor from attributes: ``AttributeName/size`` and the traits under
    /// ``AttributeName/traits`` (``TraitKey/symbolic`` and ``TraitKey/weight``) are read, the
    /// others kept.
    ///
    /// - Parameter attributes: The attributes.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let size = (attributes[.size] as? CGFloat) ?? (attributes[.size] as? Double).map { CGFloat($0) } ?? 0
        let traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        let symbolic = SymbolicTraits(rawValue: (traits[.symbolic] as? UInt32) ?? 0)
        let givenWeight = (traits[.weight] as? CGFloat).map { UIFont.Weight(rawValue: $0) }
        var weight = givenWeight ?? .regular
        if symbolic.contains(.traitBold), weight < .bold { weight = .bold }
        var other = attributes
        other[.size] = nil
        other[.traits] = nil
        self.init(pointSize: size, symbolicTraits: symbolic, weight: weight, other: other)
    }

    /// Creates a descriptor for the font named `fontName` at `size`; see
    /// ``UIFont/init(name:size:)`` for the weight and slant a name gives.
    ///
    /// - Parameters:
    ///   - fontName: The font's name.
    ///   - size: The size, in points.
    public convenience init(name fontName: String, size: CGFloat) {
        let font = UIFont(name: fontName, size: size)!
        self.init(font: font, other: [.name: fontName])
    }

    /// The descriptor of `font`.
    convenience init(font: UIFont, other: [AttributeName: Any] = [:]) {
        var traits: SymbolicTraits = []
        if font.weight >= .bold { traits.insert(.traitBold) }
        if font.isItalic { traits.insert(.traitItalic) }
        self.init(pointSize: font.pointSize, symbolicTraits: traits, weight: font.weight, other: other)
    }

    /// The descriptor's attributes, size and traits included.
    public var fontAttributes: [AttributeName: Any] {
        var attributes = otherAttributes
        if pointSize != 0 { attributes[.size] = pointSize }
        attributes[.traits] = [TraitKey.symbolic: symbolicTraits.rawValue, TraitKey.weight: weight.rawValue]
        return attributes
    }

    /// The descriptor of the system font for a text style, at the user's preferred size of
    /// text (see ``UIFont/preferredFont(forTextStyle:)``).
    ///
    /// - Parameter style: The text style.
    /// - Returns: The descriptor.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style), other: [.textStyle: style.rawValue])
    }

    /// The same descriptor with `symbolicTraits` in place of its traits: with
    /// ``SymbolicTraits/traitBold`` it is bold, without it regular (a weight of semibold or
    /// more is dropped).
    ///
    /// - Parameter symbolicTraits: The traits.
    /// - Returns: The descriptor; never `nil` (UIKit returns `nil` when no font of the family
    ///   has the traits, and a terminal's font has bold and italic).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var weight = self.weight
        if symbolicTraits.contains(.traitBold) {
            if weight < .bold { weight = .bold }
        } else if weight >= .semibold {
            weight = .regular
        }
        return UIFontDescriptor(
            pointSize: pointSize, symbolicTraits: symbolicTraits, weight: weight, other: otherAttributes)
    }

    /// The same descriptor at another size.
    ///
    /// - Parameter newPointSize: The size, in points.
    /// - Returns: The descriptor.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(
            pointSize: newPointSize, symbolicTraits: symbolicTraits, weight: weight, other: otherAttributes)
    }

    /// The same descriptor with `attributes` added (replacing those of the same names).
    ///
    /// - Parameter attributes: The attributes to add.
    /// - Returns: The descriptor.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// Whether `object` is a descriptor of the same size, traits and weight.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return pointSize == other.pointSize && symbolicTraits == other.symbolicTraits && weight == other.weight
    }

    /// A hash of the size, traits and weight.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(symbolicTraits)
        hasher.combine(weight)
        return hasher.finalize()
    }
}

extension UIFont {
    /// The font's descriptor: its size, weight and traits.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// A font from a descriptor: its weight, bold and italic traits, at `pointSize`.
    ///
    /// - Parameters:
    ///   - descriptor: The descriptor.
    ///   - pointSize: The size, or 0 for the descriptor's size (17 points when it has none).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : UIFont.systemFontSize)
        self.init(
            pointSize: size, weight: descriptor.weight,
            isItalic: descriptor.symbolicTraits.contains(.traitItalic))
    }
}
