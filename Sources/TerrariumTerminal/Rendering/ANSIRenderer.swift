import Terrarium

/// Encodes canvases as the bytes that bring a terminal's screen from one frame to the next.
///
/// Each frame is diffed against the one before (``CanvasDiff``) and only changed cells are
/// written, with the cheapest cursor moves (an absolute `CUP`, relative `CUF`/`CUB`/`CUU`/
/// `CUD`/CR/LF/BS, or simply writing through unchanged cells when that is shorter), the
/// shortest SGR change of colours and attributes, and, when rows moved up or down, a scroll
/// of the terminal's own lines. The frame is bracketed in synchronized output
/// (`CSI ?2026h` … `CSI ?2026l`) and returned as one buffer for one `write(2)`:
///
/// ```swift
/// var renderer = ANSIRenderer(colorMode: .trueColor)
/// var canvas = Canvas(width: 10, height: 2)
/// canvas.draw("Hi", at: .zero)
/// let first = renderer.render(canvas)  // ESC[?2026h ESC[0m ESC[2J ESC[H Hi ESC[?2026l
/// canvas.draw("o", at: CGPoint(x: 1, y: 0))
/// let next = renderer.render(canvas)   // ESC[?2026h BS o ESC[?2026l: one step back, one letter
/// ```
///
/// The first frame, and the first after ``invalidate()`` (a resize, a resume after Ctrl-Z),
/// is a full redraw: reset the style, erase the screen, write every cell that is not blank.
/// A frame with no change produces no bytes.
///
/// Translucent colours are blended before encoding: a cell's foreground over its background,
/// a background over ``defaultBackground`` (what the terminal shows behind default-coloured
/// cells). Colours are then encoded for the ``ColorMode``.
///
/// - Note: A Terrarium addition: UIKit hands pixels to the display server. The renderer
///   assumes raw output (no `ONLCR`), where a line feed moves straight down; turn
///   ``usesLineFeeds`` off if output is post-processed.
public struct ANSIRenderer: Sendable {
    /// How colours are encoded. Changing it redraws everything in the next frame.
    public var colorMode: ColorMode {
        didSet { rebuildEncoder() }
    }

    /// The colour assumed behind cells whose background is the terminal's default, which
    /// translucent colours blend over. Black unless set, since most terminals are dark.
    public var defaultBackground: UIColor {
        didSet { rebuildEncoder() }
    }

    /// Whether to move down with line feeds (one byte each). Turn it off when the output
    /// descriptor translates LF to CR LF (`ONLCR`); moves then use `CSI n B`.
    public var usesLineFeeds = true

    /// Whether to bracket frames in synchronized output (DEC 2026). Terminals that do not know
    /// the mode ignore it.
    public var usesSynchronizedOutput = true

    /// Whether to scroll the terminal's lines when most rows of a frame moved up or down
    /// together, instead of rewriting them.
    public var detectsScrolling = true

    /// The cells on screen, row by row, as far as the renderer knows; `nil` when unknown.
    var screen: [Cell]?
    var screenWidth = 0
    var screenHeight = 0
    var cursor = Cursor.unknown
    /// Whether the terminal shows its cursor; the session hides it on entry.
    var isCursorVisible = false

    /// Where the terminal's cursor should show after the next frame (a text field's insertion
    /// point), or `nil` to keep it hidden. Set before ``render(_:into:)``; a change alone
    /// makes a frame of just the move and show (or hide) sequence.
    public var textCursor: (column: Int, row: Int)?
    /// The terminal's current pen, or `nil` when unknown (before the first frame).
    var pen: Pen?
    var needsFullRedraw = true
    var encoder: PenEncoder
    /// Reused between SGR changes so they allocate nothing.
    var scratch = SGRScratch()

    /// Creates a renderer whose first frame is a full redraw.
    ///
    /// - Parameters:
    ///   - colorMode: How to encode colours.
    ///   - defaultBackground: The colour translucent colours blend over where the background
    ///     is the terminal's default.
    public init(colorMode: ColorMode, defaultBackground: UIColor = .black) {
        self.colorMode = colorMode
        self.defaultBackground = defaultBackground
        encoder = PenEncoder(mode: colorMode, defaultBackground: defaultBackground)
    }

    /// Creates a renderer with the colour mode the environment asks for.
    ///
    ///     var renderer = ANSIRenderer(environment: .process)
    ///
    /// - Parameter environment: Where to read `TERM`, `COLORTERM` and `NO_COLOR`.
    public init(environment: Platform.Environment) {
        self.init(colorMode: ColorMode(environment: environment))
    }

    private mutating func rebuildEncoder() {
        encoder = PenEncoder(mode: colorMode, defaultBackground: defaultBackground)
        invalidate()
    }

    /// Forgets what is on screen, so the next frame is a full redraw.
    ///
    /// Call it when the screen was disturbed: after a resize, or when the program resumes
    /// from a stop and the shell drew over it.
    public mutating func invalidate() {
        needsFullRedraw = true
        screen = nil
        cursor = .unknown
        pen = nil
        // Re-entering the session (after a stop) hid it again.
        isCursorVisible = false
    }

    /// Returns the bytes that change the screen from the last frame to `canvas`.
    ///
    /// - Parameter canvas: The next frame.
    /// - Returns: The frame's bytes; empty when nothing changed.
    public mutating func render(_ canvas: Canvas) -> [UInt8] {
        var output: [UInt8] = []
        render(canvas, into: &output)
        return output
    }

    /// Appends the bytes that change the screen from the last frame to `canvas`.
    ///
    /// Reuse one buffer across frames to avoid allocating:
    ///
    ///     buffer.removeAll(keepingCapacity: true)
    ///     renderer.render(canvas, into: &buffer)
    ///
    /// - Parameters:
    ///   - canvas: The next frame.
    ///   - output: The buffer to append to; left as it was when nothing changed.
    public mutating func render(_ canvas: Canvas, into output: inout [UInt8]) {
        let frameStart = output.count
        if usesSynchronizedOutput {
            output.append(contentsOf: Self.beginSynchronizedUpdate)
        }
        let bodyStart = output.count
        let width = canvas.width
        let height = canvas.height
        let nextCells = canvas.cells
        let base: [Cell]
        let isFullRedraw = needsFullRedraw || screen == nil || screenWidth != width || screenHeight != height
        if isFullRedraw {
            beginFullRedraw(into: &output)
            base = Array(repeating: .blank, count: width * height)
        } else {
            base = screen!
        }
        CellGrid.with(nextCells, width: width, height: height) { next in
            CellGrid.with(base, width: width, height: height) { baseGrid in
                var screenRows = ScreenRows(baseGrid)
                var runs = CanvasDiff.runs(from: screenRows, to: next)
                if !isFullRedraw, detectsScrolling,
                    let scroll = Self.cheapestScroll(
                        from: baseGrid, to: next, runs: runs, penBackgroundIsDefault: pen?.background == .default)
                {
                    screenRows.sources = applyScroll(scroll, next: next, into: &output)
                    runs = CanvasDiff.runs(from: screenRows, to: next)
                }
                writeChanges(runs, from: screenRows, to: next, into: &output)
            }
        }
        screen = nextCells
        screenWidth = width
        screenHeight = height
        placeTextCursor(width: width, height: height, into: &output)
        if output.count == bodyStart {
            output.removeSubrange(frameStart...)
            return
        }
        if usesSynchronizedOutput {
            output.append(contentsOf: Self.endSynchronizedUpdate)
        }
    }

    /// Moves the cursor to ``textCursor`` and shows it, or hides it.
    private mutating func placeTextCursor(width: Int, height: Int, into output: inout [UInt8]) {
        if let target = textCursor, (0..<width).contains(target.column), (0..<height).contains(target.row) {
            if !cursor.isKnown || cursor.isPendingWrap || cursor.x != target.column || cursor.y != target.row {
                appendCursorPosition(x: target.column, y: target.row, into: &output)
            }
            if !isCursorVisible {
                output.append(contentsOf: Self.showCursor)
                isCursorVisible = true
            }
        } else if isCursorVisible {
            output.append(contentsOf: Self.hideCursor)
            isCursorVisible = false
        }
    }

    static let showCursor = Array("\u{1B}[?25h".utf8)
    static let hideCursor = Array("\u{1B}[?25l".utf8)

    /// Resets the pen and erases the screen with the default background; the screen is then
    /// a blank canvas, and only non-blank cells need writing.
    private mutating func beginFullRedraw(into output: inout [UInt8]) {
        output.append(contentsOf: Self.resetAttributes)
        output.append(contentsOf: Self.eraseScreen)
        pen = .plain
        cursor = .unknown
        needsFullRedraw = false
    }

    /// Writes every run of changed glyphs.
    private mutating func writeChanges(
        _ runs: [CanvasDiff.Run], from base: ScreenRows, to next: CellGrid, into output: inout [UInt8]
    ) {
        var erasedRow = -1
        var blankTailRow = -1
        var blankTail = 0
        for run in runs {
            let y = run.row
            if y == erasedRow { continue }
            if y != blankTailRow {
                blankTailRow = y
                blankTail = Self.blankTailStart(of: next, row: y)
            }
            if run.columns.lowerBound >= blankTail, eraseIsCheaper(from: run.columns.lowerBound, row: y, base: base) {
                moveCursor(toColumn: run.columns.lowerBound, row: y, base: base, next: next, into: &output)
                if pen?.background != .default {
                    var target = pen ?? .plain
                    target.background = .default
                    changePen(to: target, into: &output)
                }
                output.append(contentsOf: Self.eraseToEndOfLine)
                erasedRow = y
                continue
            }
            moveCursor(toColumn: run.columns.lowerBound, row: y, base: base, next: next, into: &output)
            var x = run.columns.lowerBound
            while x < run.columns.upperBound {
                x += writeGlyph(at: x, row: y, of: next, into: &output)
            }
        }
    }

    /// Writes the glyph at a column with its pen and moves the tracked cursor past it.
    ///
    /// - Returns: The glyph's width in columns.
    @discardableResult
    mutating func writeGlyph(at x: Int, row y: Int, of canvas: CellGrid, into output: inout [UInt8]) -> Int {
        let width = canvas.glyphWidth(x: x, y: y)
        let index = y * canvas.width + x
        let target = encoder.pen(
            foreground: canvas.cells[index].foreground, background: canvas.cells[index].background,
            attributes: canvas.cells[index].attributes)
        if pen != target {
            changePen(to: target, into: &output)
        }
        let utf8 = canvas.cells[index].text.utf8
        if utf8.isEmpty {
            output.append(UInt8(ascii: " "))
        } else if utf8.count == 1 {
            output.append(utf8.first!)
        } else {
            output.append(contentsOf: utf8)
        }
        cursor.advance(by: width, screenWidth: canvas.width)
        return width
    }

    /// The first column from which a row of `canvas` is blank to its end.
    static func blankTailStart(of canvas: CellGrid, row y: Int) -> Int {
        var x = canvas.width
        while x > 0, canvas.isBlank(y * canvas.width + x - 1) {
            x -= 1
        }
        return x
    }

    /// Whether erasing to the end of the line beats writing the changed cells from `x` on:
    /// each changed cell costs at least one byte, the erase three plus a background reset.
    private func eraseIsCheaper(from x: Int, row y: Int, base: ScreenRows) -> Bool {
        let eraseCost = Self.eraseToEndOfLine.count + (pen?.background == .default ? 0 : 5)
        var changed = 0
        for column in x..<base.grid.width where !base.isBlank(x: column, y: y) {
            changed += 1
            if changed > eraseCost { return true }
        }
        return false
    }
}

// The fixed sequences, spelled out.
extension ANSIRenderer {
    /// `CSI ?2026h`: begin synchronized update (DEC 2026).
    static let beginSynchronizedUpdate = Array("\u{1B}[?2026h".utf8)
    /// `CSI ?2026l`: end synchronized update; the terminal shows the frame.
    static let endSynchronizedUpdate = Array("\u{1B}[?2026l".utf8)
    /// `CSI 0m`: default colours, no attributes.
    static let resetAttributes = Array("\u{1B}[0m".utf8)
    /// `CSI 2J`: erase the whole screen with the current background.
    static let eraseScreen = Array("\u{1B}[2J".utf8)
    /// `CSI K`: erase from the cursor to the end of the line with the current background.
    static let eraseToEndOfLine = Array("\u{1B}[K".utf8)
}
