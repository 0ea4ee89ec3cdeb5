import Foundation
import Terrarium

extension Canvas {
    /// How ``Canvas/svg(cursor:options:)`` draws cells as a picture.
    public struct SVGOptions: Sendable, Equatable {
        /// The width of one cell, in SVG pixels.
        public var cellWidth: Int
        /// The height of one cell, in SVG pixels.
        public var cellHeight: Int
        /// The font size, in SVG pixels.
        public var fontSize: Int
        /// The CSS font family list: monospaced fonts first.
        public var fontFamily: String
        /// The terminal's default foreground, for cells with none: a light grey, as the
        /// dark terminals Terrarium's windows assume (`overrideUserInterfaceStyle` `.dark`).
        public var defaultForeground: UIColor
        /// The terminal's default background, for cells with none: near black.
        public var defaultBackground: UIColor

        /// Options for a picture like a terminal at 9 × 18 pixels a cell.
        public init(
            cellWidth: Int = 9, cellHeight: Int = 18, fontSize: Int = 15,
            fontFamily: String = "ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', Consolas, monospace",
            defaultForeground: UIColor = UIColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1),
            defaultBackground: UIColor = UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
        ) {
            self.cellWidth = cellWidth
            self.cellHeight = cellHeight
            self.fontSize = fontSize
            self.fontFamily = fontFamily
            self.defaultForeground = defaultForeground
            self.defaultBackground = defaultBackground
        }

        /// Options for a terminal of the given appearance: the defaults above for `.dark` (and
        /// `.unspecified`), near-black on white for `.light`, the colours a light terminal
        /// gives cells that set none.
        public init(style: UIUserInterfaceStyle) {
            if style == .light {
                self.init(defaultForeground: Canvas.lightForeground, defaultBackground: Canvas.lightBackground)
            } else {
                self.init()
            }
        }
    }

    /// A light terminal's default foreground and background.
    static let lightForeground = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
    static let lightBackground = UIColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// The canvas as an SVG document: each cell's background, its glyph in its colour with its
    /// attributes, wide characters across two cells, and the text cursor as a block.
    ///
    /// The output depends only on the cells and the options: no ids, no timestamps, runs in
    /// reading order, numbers as integers, so the same screen gives the same bytes on every
    /// run and machine (fit for committing and diffing).
    ///
    /// How attributes are drawn: bold as `font-weight="bold"`, dim at 60 % opacity, italic,
    /// underline and strikethrough as the SVG text properties, reverse by swapping the
    /// colours (as terminals do); blink is not drawn. Each run of text is stretched to its
    /// cells (`textLength`), so the grid holds whatever monospaced font the viewer has.
    ///
    /// - Parameters:
    ///   - cursor: The cell of the text cursor (`UIWindow.textCursorLocation`), if shown:
    ///     drawn as a block in the cell's foreground with the glyph in its background.
    ///   - options: The cell size, the font and the default colours.
    public func svg(cursor: CGPoint? = nil, options: SVGOptions = SVGOptions()) -> String {
        _SVGWriter(canvas: self, cursor: cursor, options: options).document()
    }
}

extension HeadlessScreen {
    /// The screen as an SVG picture, with the text cursor where the window shows it: see
    /// ``Terrarium/Canvas/svg(cursor:options:)``.
    public func svg(options: Canvas.SVGOptions = Canvas.SVGOptions()) -> String {
        canvas.svg(cursor: window.textCursorLocation, options: options)
    }
}

/// Writes one canvas as SVG, a row at a time: backgrounds as merged rectangles, then text
/// runs of one style.
private struct _SVGWriter {
    let canvas: Canvas
    let cursor: (x: Int, y: Int)?
    let options: Canvas.SVGOptions
    let resolver: CellLook.Resolver
    let defaultBackground: String

    init(canvas: Canvas, cursor: CGPoint?, options: Canvas.SVGOptions) {
        self.canvas = canvas
        self.cursor = cursor.map { (Int($0.x), Int($0.y)) }
        self.options = options
        resolver = CellLook.Resolver(
            defaultForeground: options.defaultForeground, defaultBackground: options.defaultBackground)
        defaultBackground = resolver.defaultBackground.hex
    }

    /// A cell's resolved look (``CellLook``) with colours as `#rrggbb`: runs join cells whose
    /// colours print alike.
    struct Style: Equatable {
        var foreground: String
        var background: String
        var bold: Bool
        var dim: Bool
        var italic: Bool
        var underline: Bool
        var strikethrough: Bool
    }

    func style(of cell: Cell, x: Int, y: Int) -> Style {
        let look = resolver.look(of: cell, isCursor: cursor.map { $0.x == x && $0.y == y } ?? false)
        return Style(
            foreground: look.foreground.hex, background: look.background.hex, bold: look.bold, dim: look.dim,
            italic: look.italic, underline: look.underline, strikethrough: look.strikethrough)
    }

    func document() -> String {
        let width = canvas.width * options.cellWidth
        let height = canvas.height * options.cellHeight
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            font-family="\(Self.escape(options.fontFamily))" font-size="\(options.fontSize)">

            """
        out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(defaultBackground)\"/>\n"
        for y in 0..<canvas.height {
            let styles = (0..<canvas.width).map { style(of: canvas[x: $0, y: y], x: $0, y: y) }
            backgrounds(row: y, styles: styles, into: &out)
            texts(row: y, styles: styles, into: &out)
        }
        out += "</svg>\n"
        return out
    }

    /// One rectangle per run of cells with the same non-default background.
    private func backgrounds(row y: Int, styles: [Style], into out: inout String) {
        var x = 0
        while x < canvas.width {
            let fill = styles[x].background
            var end = x + 1
            while end < canvas.width, styles[end].background == fill { end += 1 }
            if fill != defaultBackground {
                out += "<rect x=\"\(x * options.cellWidth)\" y=\"\(y * options.cellHeight)\" "
                out += "width=\"\((end - x) * options.cellWidth)\" height=\"\(options.cellHeight)\" fill=\"\(fill)\"/>\n"
            }
            x = end
        }
    }

    /// One `<text>` per run of narrow glyphs in one style, and one per wide glyph (over its
    /// two cells); runs of blanks with nothing to draw are skipped.
    private func texts(row y: Int, styles: [Style], into out: inout String) {
        var x = 0
        while x < canvas.width {
            let cell = canvas[x: x, y: y]
            if cell.isContinuation {
                x += 1
                continue
            }
            let isWide = x + 1 < canvas.width && canvas[x: x + 1, y: y].isContinuation
            var end = x + (isWide ? 2 : 1)
            var text = cell.text
            if !isWide {
                while end < canvas.width, styles[end] == styles[x] {
                    let next = canvas[x: end, y: y]
                    if next.isContinuation || (end + 1 < canvas.width && canvas[x: end + 1, y: y].isContinuation) { break }
                    text += next.text
                    end += 1
                }
            }
            let style = styles[x]
            let visible = style.underline || style.strikethrough || text.contains { $0 != " " }
            if visible {
                // Trailing blanks draw nothing unless a line runs under or through them.
                var cells = end - x
                if !style.underline && !style.strikethrough {
                    while text.hasSuffix(" ") {
                        text.removeLast()
                        cells -= 1
                    }
                }
                write(text, x: x, y: y, cells: cells, style: style, into: &out)
            }
            x = end
        }
    }

    private func write(_ text: String, x: Int, y: Int, cells: Int, style: Style, into out: inout String) {
        let baseline = y * options.cellHeight + (options.cellHeight * 4 + 2) / 5
        out += "<text x=\"\(x * options.cellWidth)\" y=\"\(baseline)\" textLength=\"\(cells * options.cellWidth)\" "
        out += "lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\" fill=\"\(style.foreground)\""
        if style.bold { out += " font-weight=\"bold\"" }
        if style.italic { out += " font-style=\"italic\"" }
        if style.dim { out += " fill-opacity=\"\(CellLook.dimOpacity)\"" }
        var decorations: [String] = []
        if style.underline { decorations.append("underline") }
        if style.strikethrough { decorations.append("line-through") }
        if !decorations.isEmpty { out += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
        out += ">\(Self.escape(text))</text>\n"
    }

    // MARK: Text

    /// XML's five escapes; characters XML 1.0 forbids (controls) become U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if scalar.value < 0x20 && scalar != "\t" || (0xFFFE...0xFFFF).contains(scalar.value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
