import Foundation
import Terrarium

extension ANSIRenderer {
    /// Turns a cell's colours and attributes into the pen the terminal draws it with.
    ///
    /// Translucent colours are blended here: a background over the terminal's default
    /// background, a foreground over the cell's (blended) background. The result is encoded
    /// for the colour mode. Neighbouring cells nearly always share their colour objects, so the
    /// last conversion is remembered by identity.
    struct PenEncoder {
        let mode: ColorMode
        /// The colour assumed behind a cell whose background is the terminal's default.
        let defaultBackground: (red: Double, green: Double, blue: Double)
        private let supportedAttributes: TextAttributes

        /// The last conversion, checked first: neighbouring cells nearly always share their
        /// colour objects.
        private var lastForeground: UIColor?
        private var lastBackground: UIColor?
        private var lastAttributes: TextAttributes = []
        private var lastPen: Pen?

        /// Recent conversions, compared by colour identity: a screen uses few colour objects.
        /// The entries keep their colours alive, so an identity never matches a new object.
        private var recent: [Entry] = []
        private var nextSlot = 0
        static let recentCapacity = 16

        private struct Entry {
            let foreground: UIColor?
            let background: UIColor?
            let attributes: TextAttributes
            let pen: Pen
        }

        init(mode: ColorMode, defaultBackground: UIColor) {
            self.mode = mode
            let components = Self.components(of: defaultBackground)
            self.defaultBackground = (components.red, components.green, components.blue)
            supportedAttributes = mode.supportedAttributes
        }

        mutating func pen(for cell: Cell) -> Pen {
            pen(foreground: cell.foreground, background: cell.background, attributes: cell.attributes)
        }

        @inline(__always)
        mutating func pen(foreground: UIColor?, background: UIColor?, attributes: TextAttributes) -> Pen {
            if let lastPen, foreground === lastForeground, background === lastBackground, attributes == lastAttributes {
                return lastPen
            }
            let pen = lookUp(foreground: foreground, background: background, attributes: attributes)
            lastForeground = foreground
            lastBackground = background
            lastAttributes = attributes
            lastPen = pen
            return pen
        }

        private mutating func lookUp(foreground: UIColor?, background: UIColor?, attributes: TextAttributes) -> Pen {
            for index in recent.indices
            where recent[index].foreground === foreground && recent[index].background === background
                && recent[index].attributes == attributes
            {
                return recent[index].pen
            }
            let pen = makePen(foreground: foreground, background: background, attributes: attributes)
            let entry = Entry(foreground: foreground, background: background, attributes: attributes, pen: pen)
            if recent.count < Self.recentCapacity {
                recent.append(entry)
            } else {
                recent[nextSlot] = entry
                nextSlot = (nextSlot + 1) % Self.recentCapacity
            }
            return pen
        }

        private func makePen(foreground: UIColor?, background: UIColor?, attributes: TextAttributes) -> Pen {
            let attributes = attributes.intersection(supportedAttributes)
            guard mode != .none else {
                return Pen(foreground: .default, background: .default, attributes: attributes)
            }
            var backdrop = defaultBackground
            var encodedBackground = TerminalColor.default
            if let background {
                backdrop = Self.blend(background, over: defaultBackground)
                encodedBackground = encode(backdrop)
            }
            var encodedForeground = TerminalColor.default
            if let foreground {
                encodedForeground = encode(Self.blend(foreground, over: backdrop))
            }
            return Pen(foreground: encodedForeground, background: encodedBackground, attributes: attributes)
        }

        /// A colour's red, green, blue and opacity, through UIKit's public accessor.
        static func components(of color: UIColor) -> (red: Double, green: Double, blue: Double, alpha: Double) {
            var red: CGFloat = 0
            var green: CGFloat = 0
            var blue: CGFloat = 0
            var alpha: CGFloat = 0
            _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return (Double(red), Double(green), Double(blue), Double(alpha))
        }

        /// Source-over compositing onto an opaque colour.
        static func blend(
            _ color: UIColor, over backdrop: (red: Double, green: Double, blue: Double)
        ) -> (red: Double, green: Double, blue: Double) {
            let top = Self.components(of: color)
            if top.alpha >= 1 {
                return (top.red, top.green, top.blue)
            }
            let alpha = max(0, top.alpha)
            return (
                top.red * alpha + backdrop.red * (1 - alpha),
                top.green * alpha + backdrop.green * (1 - alpha),
                top.blue * alpha + backdrop.blue * (1 - alpha)
            )
        }

        private func encode(_ color: (red: Double, green: Double, blue: Double)) -> TerminalColor {
            let red = Self.byte(color.red)
            let green = Self.byte(color.green)
            let blue = Self.byte(color.blue)
            switch mode {
            case .trueColor:
                return .rgb(red, green, blue)
            case .palette256:
                return .indexed(XtermPalette.nearest256(red: Int(red), green: Int(green), blue: Int(blue)))
            case .ansi16:
                return .indexed(XtermPalette.nearest16(red: Int(red), green: Int(green), blue: Int(blue)))
            case .none:
                return .default
            }
        }

        static func byte(_ component: Double) -> UInt8 {
            UInt8((min(max(component, 0), 1) * 255).rounded())
        }
    }
}
