import Foundation

/// A colour as Core Graphics and Core Animation take it: what a layer's `borderColor`,
/// `shadowColor` and a shape layer's `fillColor` hold.
///
/// Get one from a ``UIColor`` with ``UIColor/cgColor`` and turn it back with
/// ``UIColor/init(cgColor:)``:
///
/// ```swift
/// view.layer.borderColor = UIColor.systemBlue.cgColor
/// let border = UIColor(cgColor: view.layer.borderColor!)
/// ```
///
/// - Note: Foundation on Linux has no Core Graphics, so Terrarium declares `CGColor` as a
///   small immutable class over the same components a ``UIColor`` keeps (extended sRGB or
///   grey, clamped to `0...1`); there are no colour spaces, patterns or ICC profiles.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour this stands for.
    let uiColor: UIColor

    init(uiColor: UIColor) {
        self.uiColor = uiColor
    }

    /// Creates a colour from red, green, blue and opacity components, each 0 to 1.
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(uiColor: UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Creates an sRGB colour; the same as ``init(red:green:blue:alpha:)`` here.
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey from a brightness and an opacity, each 0 to 1.
    ///
    /// - Parameters:
    ///   - gray: The brightness.
    ///   - alpha: The opacity.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(uiColor: UIColor(white: gray, alpha: alpha))
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The colour's opacity, 0 to 1.
    public var alpha: CGFloat { uiColor.alphaComponent }

    /// The components: brightness and opacity for a grey, red, green, blue and opacity
    /// otherwise.
    public var components: [CGFloat]? {
        let c = uiColor.rgba
        return uiColor.space == .gray ? [c.red, c.alpha] : [c.red, c.green, c.blue, c.alpha]
    }

    /// How many components the colour has, opacity included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The same colour with another opacity.
    ///
    /// - Parameter alpha: The new opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(uiColor: uiColor.withAlphaComponent(alpha))
    }

    /// Whether two colours have the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.uiColor == rhs.uiColor
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(uiColor)
    }

    /// The colour space and components, as ``UIColor`` prints them.
    public var description: String {
        "<CGColor> \(uiColor.description)"
    }
}

extension UIColor {
    /// The Core Graphics colour of this colour, for layers.
    ///
    /// ```swift
    /// view.layer.borderColor = UIColor.separator.cgColor
    /// ```
    public var cgColor: CGColor {
        CGColor(uiColor: self)
    }

    /// Creates a colour from a Core Graphics colour.
    ///
    /// - Parameter cgColor: The colour.
    public convenience init(cgColor: CGColor) {
        self.init(components: cgColor.uiColor.components, space: cgColor.uiColor.space)
    }

    /// Sets this colour as the current context's fill and stroke colour, for
    /// ``UIBezierPath/fill()`` and ``UIBezierPath/stroke()`` inside ``UIView/draw(_:)``.
    @preconcurrency @MainActor
    public func set() {
        setFill()
        setStroke()
    }

    /// Sets this colour as the current context's fill colour.
    @preconcurrency @MainActor
    public func setFill() {
        UIGraphicsGetCurrentContext()?._fillColor = self
    }

    /// Sets this colour as the current context's stroke colour.
    @preconcurrency @MainActor
    public func setStroke() {
        UIGraphicsGetCurrentContext()?._strokeColor = self
    }
}
