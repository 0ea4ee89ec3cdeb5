import Foundation

/// `#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)` in ported code, which Xcode shows as
/// a colour well: an sRGB colour, as `UIColor(red:green:blue:alpha:)` makes.
extension UIColor: _ExpressibleByColorLiteral {
    /// Creates the colour a colour literal gives.
    ///
    /// - Parameters:
    ///   - red: The red component, 0 to 1.
    ///   - green: The green component, 0 to 1.
    ///   - blue: The blue component, 0 to 1.
    ///   - alpha: The opacity, 0 to 1.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
