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

        private var lastForeground: UIColor?
        private var lastBackground: UIColor?
        private var lastAttributes: TextAttributes = []
        private var lastPen: Pen?

        init(mode: ColorMode, defaultBackground: UIColor) {
            self.mode = mode
            let components = defaultBackground.rgba
            self.defaultBackground = (components.red, components.green, components.blue)
            supportedAttributes = mode.supportedAttributes
        }

        mutating func pen(for cell: Cell) -> Pen {
            if let lastPen, cell.foreground === lastForeground, cell.background === lastBackground,
                cell.attributes == lastAttributes
            {
                return lastPen
            }
            let pen = makePen(for: cell)
            lastForeground = cell.foreground
            lastBackground = cell.background
            lastAttributes = cell.attributes
            lastPen = pen
            return pen
        }

        private func makePen(for cell: Cell) -> Pen {
            let attributes = cell.attributes.intersection(supportedAttributes)
            guard mode != .none else {
                return Pen(foreground: .default, background: .default, attributes: attributes)
            }
            var backdrop = defaultBackground
            var background = TerminalColor.default
            if let color = cell.background {
                backdrop = Self.blend(color, over: defaultBackground)
                background = encode(backdrop)
            }
            var foreground = TerminalColor.default
            if let color = cell.foreground {
                foreground = encode(Self.blend(color, over: backdrop))
            }
            return Pen(foreground: foreground, background: background, attributes: attributes)
        }

        /// Source-over compositing onto an opaque colour.
        static func blend(
            _ color: UIColor, over backdrop: (red: Double, green: Double, blue: Double)
        ) -> (red: Double, green: Double, blue: Double) {
            let top = color.rgba
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
