import Foundation
import Terrarium

extension Canvas {
    /// How ``Canvas/png(cursor:options:)`` draws cells as pixels.
    public struct PNGOptions: Sendable, Equatable {
        /// Screen pixels per font pixel, at least 1: a cell is ``cellWidth`` × ``cellHeight``
        /// pixels, 6 × 12 at scale 1 (Terrarium's bitmap font is 5 × 7 with descenders in a
        /// 6 × 12 cell). The default, 2, gives 12 × 24 cells, the size of a terminal window.
        public var scale: Int
        /// The terminal's default foreground, for cells with none: the same light grey as
        /// ``Canvas/SVGOptions/defaultForeground``.
        public var defaultForeground: UIColor
        /// The terminal's default background, for cells with none: near black.
        public var defaultBackground: UIColor

        /// Options for a picture at `scale` pixels a font pixel.
        public init(
            scale: Int = 2,
            defaultForeground: UIColor = UIColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1),
            defaultBackground: UIColor = UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
        ) {
            self.scale = scale
            self.defaultForeground = defaultForeground
            self.defaultBackground = defaultBackground
        }

        /// Options for a picture at `scale` of a terminal of the given appearance: the
        /// defaults above for `.dark` (and `.unspecified`), near-black on white for `.light`,
        /// as ``Canvas/SVGOptions/init(style:)``.
        public init(scale: Int = 2, style: UIUserInterfaceStyle) {
            let colours = SVGOptions(style: style)
            self.init(
                scale: scale, defaultForeground: colours.defaultForeground,
                defaultBackground: colours.defaultBackground)
        }

        /// The width of one cell in pixels: 6 × ``scale``.
        public var cellWidth: Int { TerminalFont.cellWidth * max(1, scale) }
        /// The height of one cell in pixels: 12 × ``scale``.
        public var cellHeight: Int { TerminalFont.cellHeight * max(1, scale) }
    }

    /// The canvas as a PNG file: each cell's background, its glyph in Terrarium's own bitmap
    /// font in its colour with its attributes, wide characters across two cells, and the
    /// text cursor as a block; see ``rasterized(cursor:options:)`` for how.
    ///
    /// ```swift
    /// try screen.png().write(to: URL(filePath: "/tmp/screen.png"))
    /// ```
    ///
    /// The bytes depend only on the cells and the options (integer drawing, no timestamps,
    /// `PNGEncoder`'s deterministic compression), so the same screen gives the same file on
    /// every run and machine. Where an SVG leaves the glyphs to the viewer's fonts, the PNG
    /// draws them itself: any tool that shows images shows the same picture.
    ///
    /// - Parameters:
    ///   - cursor: The cell of the text cursor, if shown.
    ///   - options: The cell size and the default colours.
    /// - Note: An empty canvas gives a file with no pixels, which PNG decoders refuse.
    public func png(cursor: CGPoint? = nil, options: PNGOptions = PNGOptions()) -> Data {
        Data(PNGEncoder.encode(rasterized(cursor: cursor, options: options)))
    }

    /// The canvas drawn as pixels, the picture ``png(cursor:options:)`` encodes.
    ///
    /// Each cell is ``PNGOptions/cellWidth`` × ``PNGOptions/cellHeight`` pixels, filled with
    /// its background; its glyph is drawn in its foreground:
    /// - colours are blended as the terminal does (translucent over the cell's background,
    ///   that over the default background) and rounded to bytes as the SVG's are;
    /// - bold draws the glyph again one font pixel to the right (an overstrike), dim blends
    ///   the glyph at 60 % over the background, italic shifts the top half one font pixel
    ///   right, underline and strikethrough are lines across the cell (rows 11 and 6 of 12),
    ///   reverse swaps the colours, and blink is not drawn;
    /// - a wide character's glyph spans its two cells;
    /// - the cursor's cell has its colours swapped, a block as in the SVG.
    ///
    /// The font covers printable ASCII and draws box drawing, block elements and braille from
    /// their code points; other characters are a hollow box as wide as their cells. Only a
    /// cell's first Unicode scalar is drawn (combining marks are not).
    ///
    /// - Parameters:
    ///   - cursor: The cell of the text cursor, if shown.
    ///   - options: The cell size and the default colours.
    public func rasterized(cursor: CGPoint? = nil, options: PNGOptions = PNGOptions()) -> PNGDecoder.Bitmap {
        _Rasterizer(canvas: self, cursor: cursor, options: options).bitmap()
    }
}

extension HeadlessScreen {
    /// The screen as a PNG file, with the text cursor where the window shows it: see
    /// ``Terrarium/Canvas/png(cursor:options:)``.
    ///
    /// - Parameter options: The cell size and the default colours.
    public func png(options: Canvas.PNGOptions = Canvas.PNGOptions()) -> Data {
        canvas.png(cursor: window.textCursorLocation, options: options)
    }

    /// The screen drawn as pixels, with the text cursor: see
    /// ``Terrarium/Canvas/rasterized(cursor:options:)``.
    ///
    /// - Parameter options: The cell size and the default colours.
    public func rasterized(options: Canvas.PNGOptions = Canvas.PNGOptions()) -> PNGDecoder.Bitmap {
        canvas.rasterized(cursor: window.textCursorLocation, options: options)
    }
}

/// Draws one canvas into RGBA pixels: a row of cells at a time, backgrounds first so that a
/// wide glyph lies over its continuation cell's background.
private struct _Rasterizer {
    let canvas: Canvas
    let cursor: (x: Int, y: Int)?
    let scale: Int
    let cellWidth: Int
    let cellHeight: Int
    let resolver: CellLook.Resolver

    init(canvas: Canvas, cursor: CGPoint?, options: Canvas.PNGOptions) {
        self.canvas = canvas
        self.cursor = cursor.map { (Int($0.x), Int($0.y)) }
        scale = max(1, options.scale)
        cellWidth = options.cellWidth
        cellHeight = options.cellHeight
        resolver = CellLook.Resolver(
            defaultForeground: options.defaultForeground, defaultBackground: options.defaultBackground)
    }

    func bitmap() -> PNGDecoder.Bitmap {
        let width = canvas.width * cellWidth
        let height = canvas.height * cellHeight
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        let cells = canvas.cells
        rgba.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<canvas.height {
                let row = cells[(y * canvas.width)..<((y + 1) * canvas.width)]
                let looks = row.indices.map { index in
                    let x = index - y * canvas.width
                    return resolver.look(of: cells[index], isCursor: cursor.map { $0.x == x && $0.y == y } ?? false)
                }
                for x in 0..<canvas.width {
                    fill(
                        &pixels, width: width, x: x * cellWidth, y: y * cellHeight, columns: cellWidth,
                        rows: cellHeight, color: looks[x].background)
                }
                for x in 0..<canvas.width where !cells[y * canvas.width + x].isContinuation {
                    let cell = cells[y * canvas.width + x]
                    let isWide = x + 1 < canvas.width && cells[y * canvas.width + x + 1].isContinuation
                    guard let mask = glyph(cell, look: looks[x], cells: isWide ? 2 : 1) else { continue }
                    draw(mask, into: &pixels, width: width, x: x * cellWidth, y: y * cellHeight, color: looks[x].glyphColor)
                }
            }
        }
        return PNGDecoder.Bitmap(width: width, height: height, rgba: rgba)
    }

    /// The font pixels of a cell's glyph with its attributes, or `nil` if nothing shows.
    private func glyph(_ cell: Cell, look: CellLook, cells: Int) -> TerminalFont.Mask? {
        let mask = cell.text.unicodeScalars.first.flatMap { TerminalFont.mask(for: $0, cells: cells) }
        guard mask != nil || look.underline || look.strikethrough else { return nil }
        var drawn = mask ?? TerminalFont.Mask(cells: cells)
        if look.bold { drawn = drawn.emboldened() }
        if look.italic { drawn = drawn.slanted() }
        let across = 0...(drawn.width - 1)
        if look.underline { drawn.fill(x: across, y: TerminalFont.underlineRow...TerminalFont.underlineRow) }
        if look.strikethrough {
            drawn.fill(x: across, y: TerminalFont.strikethroughRow...TerminalFont.strikethroughRow)
        }
        return drawn
    }

    private func draw(
        _ mask: TerminalFont.Mask, into pixels: inout UnsafeMutableBufferPointer<UInt8>, width: Int, x: Int, y: Int,
        color: TerminalRGB
    ) {
        for row in 0..<TerminalFont.cellHeight {
            for column in 0..<mask.width where mask[column, row] {
                fill(&pixels, width: width, x: x + column * scale, y: y + row * scale, columns: scale, rows: scale, color: color)
            }
        }
    }

    private func fill(
        _ pixels: inout UnsafeMutableBufferPointer<UInt8>, width: Int, x: Int, y: Int, columns: Int, rows: Int,
        color: TerminalRGB
    ) {
        let (red, green, blue) = color.bytes
        for row in y..<(y + rows) {
            var index = (row * width + x) * 4
            for _ in 0..<columns {
                pixels[index] = red
                pixels[index + 1] = green
                pixels[index + 2] = blue
                index += 4
            }
        }
    }
}
