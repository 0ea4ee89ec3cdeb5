import Foundation

extension UIColor {
    /// Returns a colour with the same colour components and a new opacity.
    ///
    /// Use it to make a translucent version of a named colour:
    ///
    ///     let scrim = UIColor.black.withAlphaComponent(0.4)
    ///
    /// - Parameter alpha: The new opacity, 0 (transparent) to 1 (opaque); clamped into that range.
    /// - Returns: A new colour in the same colour space.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var copy = components
        copy.alpha = Self.clamped(alpha)
        return UIColor(components: copy, space: space)
    }

    /// Reads the colour's red, green, blue and opacity components.
    ///
    /// Pass `nil` for any component you do not need:
    ///
    ///     var red: CGFloat = 0, alpha: CGFloat = 0
    ///     _ = UIColor.orange.getRed(&red, green: nil, blue: nil, alpha: &alpha)  // red == 1
    ///
    /// - Parameters:
    ///   - red: On return, the red component.
    ///   - green: On return, the green component.
    ///   - blue: On return, the blue component.
    ///   - alpha: On return, the opacity.
    /// - Returns: `true`, since every Terrarium colour converts to RGB.
    /// - Note: UIKit can return `false` for colours it cannot convert (patterns, some colour
    ///   spaces); Terrarium has no such colours.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?,
        green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(components.red)
        green?.pointee = CGFloat(components.green)
        blue?.pointee = CGFloat(components.blue)
        alpha?.pointee = CGFloat(components.alpha)
        return true
    }

    /// Reads the colour's greyscale brightness and opacity.
    ///
    /// Succeeds for greys, whether made with ``init(white:alpha:)`` or from equal RGB components:
    ///
    ///     var white: CGFloat = 0
    ///     _ = UIColor.gray.getWhite(&white, alpha: nil)  // true, white == 0.5
    ///     _ = UIColor.red.getWhite(&white, alpha: nil)   // false, white unchanged
    ///
    /// - Parameters:
    ///   - white: On return, the brightness.
    ///   - alpha: On return, the opacity.
    /// - Returns: `true` if the colour is a grey; otherwise `false`, leaving both untouched.
    /// - Note: UIKit converts any colour in a "compatible" colour space to greyscale; Terrarium
    ///   does not guess a conversion and answers only for greys.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard components.red == components.green, components.green == components.blue else {
            return false
        }
        white?.pointee = CGFloat(components.red)
        alpha?.pointee = CGFloat(components.alpha)
        return true
    }

    /// The colour's opacity, 0 (transparent) to 1 (opaque).
    ///
    /// Drawing code checks it to tell covering fills from tints and to skip invisible ones.
    ///
    /// - Note: UIKit reads this as `cgColor.alpha`; Terrarium has no `CGColor`.
    package var alphaComponent: CGFloat {
        CGFloat(components.alpha)
    }

    /// The colour's components as plain doubles in `0...1`, for the terminal renderer.
    package var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        (components.red, components.green, components.blue, components.alpha)
    }

    /// The colour's red, green and blue as bytes, for truecolour escape sequences.
    ///
    /// Opacity is ignored: the renderer is expected to pass colours already composited with
    /// ``blended(over:)``, which the canvas does for backgrounds.
    package var rgb8: (red: UInt8, green: UInt8, blue: UInt8) {
        (Self.byte(components.red), Self.byte(components.green), Self.byte(components.blue))
    }

    private static func byte(_ component: Double) -> UInt8 {
        UInt8((component * 255).rounded())
    }
}
