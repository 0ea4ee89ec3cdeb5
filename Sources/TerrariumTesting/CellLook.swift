import Foundation
import Terrarium

/// An opaque colour as the terminal shows it, components 0…1.
struct TerminalRGB: Equatable {
    var red: Double
    var green: Double
    var blue: Double

    /// Each component as a byte, rounded to the nearest: the SVG's `#rrggbb` and the PNG's
    /// samples are the same numbers.
    var bytes: (red: UInt8, green: UInt8, blue: UInt8) {
        func byte(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
        return (byte(red), byte(green), byte(blue))
    }

    var hex: String {
        let (r, g, b) = bytes
        func digits(_ byte: UInt8) -> String {
            let text = String(byte, radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + digits(r) + digits(g) + digits(b)
    }

    /// `self` at `opacity` over `backdrop`, as a translucent fill shows.
    func over(_ backdrop: TerminalRGB, opacity: Double) -> TerminalRGB {
        TerminalRGB(
            red: red * opacity + backdrop.red * (1 - opacity),
            green: green * opacity + backdrop.green * (1 - opacity),
            blue: blue * opacity + backdrop.blue * (1 - opacity))
    }

    static let black = TerminalRGB(red: 0, green: 0, blue: 0)

    /// Source-over onto an opaque colour, as the terminal renderer blends.
    static func blend(_ color: UIColor, over backdrop: TerminalRGB) -> TerminalRGB {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let top = TerminalRGB(red: Double(red), green: Double(green), blue: Double(blue))
        if alpha >= 1 { return top }
        return top.over(backdrop, opacity: max(0, Double(alpha)))
    }
}

/// A cell's look as the terminal draws it, shared by the SVG and PNG pictures: colours
/// blended (translucent over the cell's background, that over the default background, that
/// over black), reverse and the cursor applied by swapping them, and the attributes that
/// change how the glyph is drawn.
struct CellLook: Equatable {
    var foreground: TerminalRGB
    var background: TerminalRGB
    var bold: Bool
    var dim: Bool
    var italic: Bool
    var underline: Bool
    var strikethrough: Bool

    /// The opacity of a dim glyph over its background.
    static let dimOpacity = 0.6

    /// The colour the glyph's pixels get: dim glyphs at ``dimOpacity`` over the background.
    var glyphColor: TerminalRGB {
        dim ? foreground.over(background, opacity: Self.dimOpacity) : foreground
    }

    /// Resolves cells against a terminal's default colours.
    struct Resolver {
        /// Blended over each cell's background, as a translucent default would be.
        let defaultForeground: UIColor
        let defaultBackground: TerminalRGB

        init(defaultForeground: UIColor, defaultBackground: UIColor) {
            self.defaultForeground = defaultForeground
            self.defaultBackground = TerminalRGB.blend(defaultBackground, over: .black)
        }

        /// The look of `cell`; `isCursor` swaps its colours as the block cursor does (twice
        /// for a reversed cell, which shows it plain).
        func look(of cell: Cell, isCursor: Bool) -> CellLook {
            let background = cell.background.map { TerminalRGB.blend($0, over: defaultBackground) } ?? defaultBackground
            let foreground = TerminalRGB.blend(cell.foreground ?? defaultForeground, over: background)
            var reverse = cell.attributes.contains(.reverse)
            if isCursor { reverse.toggle() }
            return CellLook(
                foreground: reverse ? background : foreground, background: reverse ? foreground : background,
                bold: cell.attributes.contains(.bold), dim: cell.attributes.contains(.dim),
                italic: cell.attributes.contains(.italic), underline: cell.attributes.contains(.underline),
                strikethrough: cell.attributes.contains(.strikethrough))
        }
    }
}
