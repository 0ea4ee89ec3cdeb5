import Foundation

/// An object that stores colour data and, in a terminal, the colour of a cell's glyph or background.
///
/// Colours are immutable values shared freely between views and threads. Make one from RGB,
/// greyscale or HSB components, or use a named colour:
///
///     let accent = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
///     let veil = UIColor.black.withAlphaComponent(0.5)
///     print(accent)  // UIExtendedSRGBColorSpace 1 0.5 0 1
///
/// The canvas composites translucent backgrounds itself, so the terminal renderer only ever
/// needs the opaque 8-bit triple of a colour.
///
/// - Note: Terrarium keeps every colour as extended-sRGB (or greyscale) components clamped to
///   `0...1`; there are no pattern, P3, dynamic or `CGColor`-backed colours. Two colours are
///   equal when their components are equal, whatever colour space they were made in, whereas
///   UIKit also compares colour spaces (so `UIColor(white: 0, alpha: 1)` equals
///   `UIColor(red: 0, green: 0, blue: 0, alpha: 1)` here but not in UIKit).
public final class UIColor: NSObject, Sendable {
    /// Components in `0...1`, clamped once at creation so every reader can trust them.
    struct Components: Hashable, Sendable {
        var red: Double
        var green: Double
        var blue: Double
        var alpha: Double
    }

    /// The colour space a colour was made in; it only changes how `description` reads.
    enum ColorSpace: Hashable, Sendable {
        case gray
        case rgb
    }

    let components: Components
    let space: ColorSpace

    init(components: Components, space: ColorSpace) {
        self.components = components
        self.space = space
    }

    /// Creates a colour from red, green, blue and opacity components.
    ///
    /// Each component runs from 0 (none) to 1 (full):
    ///
    ///     let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    ///
    /// - Parameters:
    ///   - red: The red component, 0 to 1.
    ///   - green: The green component, 0 to 1.
    ///   - blue: The blue component, 0 to 1.
    ///   - alpha: The opacity, 0 (transparent) to 1 (opaque).
    /// - Note: Components outside `0...1` are clamped (NaN becomes 0); UIKit keeps extended-range
    ///   values, which a terminal could not show anyway.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = Components(
            red: Self.clamped(red),
            green: Self.clamped(green),
            blue: Self.clamped(blue),
            alpha: Self.clamped(alpha)
        )
        space = .rgb
    }

    /// Creates a grey from a brightness and an opacity.
    ///
    /// The colour has equal red, green and blue components:
    ///
    ///     let mid = UIColor(white: 0.5, alpha: 1)
    ///     print(mid)  // UIExtendedGrayColorSpace 0.5 1
    ///
    /// - Parameters:
    ///   - white: The brightness, 0 (black) to 1 (white).
    ///   - alpha: The opacity, 0 (transparent) to 1 (opaque).
    /// - Note: Components outside `0...1` are clamped, as for ``init(red:green:blue:alpha:)``.
    public init(white: CGFloat, alpha: CGFloat) {
        let level = Self.clamped(white)
        components = Components(red: level, green: level, blue: level, alpha: Self.clamped(alpha))
        space = .gray
    }

    /// Creates a colour from hue, saturation, brightness and opacity components.
    ///
    /// Hue runs once round the colour wheel from 0 to 1, starting and ending at red:
    ///
    ///     let green = UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)
    ///
    /// - Parameters:
    ///   - hue: The position on the colour wheel, 0 to 1.
    ///   - saturation: How far from grey the colour is, 0 to 1.
    ///   - brightness: The brightness, 0 (black) to 1.
    ///   - alpha: The opacity, 0 (transparent) to 1 (opaque).
    /// - Note: Converted to RGB at once and clamped; Terrarium keeps no HSB form.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let hue = Self.clamped(hue)
        let saturation = Self.clamped(saturation)
        let brightness = Self.clamped(brightness)
        // Hue 1 is the same red as hue 0, so wrap it into the first sector.
        let sector = (hue * 6).truncatingRemainder(dividingBy: 6)
        let index = Int(sector.rounded(.down))
        let fraction = sector - Double(index)
        let low = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue): (Double, Double, Double)
        switch index {
        case 0: (red, green, blue) = (brightness, rising, low)
        case 1: (red, green, blue) = (falling, brightness, low)
        case 2: (red, green, blue) = (low, brightness, rising)
        case 3: (red, green, blue) = (low, falling, brightness)
        case 4: (red, green, blue) = (rising, low, brightness)
        default: (red, green, blue) = (brightness, low, falling)
        }
        components = Components(red: red, green: green, blue: blue, alpha: Self.clamped(alpha))
        space = .rgb
    }

    /// Clamps a component into `0...1`, mapping NaN to 0 so no later arithmetic sees it.
    static func clamped(_ value: CGFloat) -> Double {
        let value = Double(value)
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }

    /// Returns a Boolean value that indicates whether two colours have the same components.
    ///
    /// - Note: UIKit also requires the same colour space; Terrarium compares components only.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? UIColor else { return false }
        let lhs = self
        return lhs.components == rhs.components
    }

    /// Hashes the colour's components.
    ///
    /// Colours that compare equal hash alike, so colours can key dictionaries and fill sets.
    ///
    /// - Note: As with `==` (`isEqual(_:)`), the colour space is not hashed.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(components)
        return hasher.finalize()
    }

    /// A textual form naming the colour space and listing the components, as UIKit prints it.
    ///
    /// Greys made with ``init(white:alpha:)`` print their brightness and opacity, every other
    /// colour its red, green, blue and opacity:
    ///
    ///     print(UIColor.red)    // UIExtendedSRGBColorSpace 1 0 0 1
    ///     print(UIColor.black)  // UIExtendedGrayColorSpace 0 1
    public override var description: String {
        let values: [Double]
        switch space {
        case .gray:
            values = [components.red, components.alpha]
        case .rgb:
            values = [components.red, components.green, components.blue, components.alpha]
        }
        let name = space == .gray ? "UIExtendedGrayColorSpace" : "UIExtendedSRGBColorSpace"
        // `%g` gives UIKit's six significant digits and drops trailing zeros.
        return ([name] + values.map { String(format: "%g", $0) }).joined(separator: " ")
    }
}
