import Foundation

extension Canvas {
    /// Fills a rectangle of cells with a colour.
    ///
    /// An opaque colour paints over everything: the cells become blank with that background,
    /// covering any text. A translucent colour tints the backgrounds already there and leaves
    /// the text readable. A fully transparent colour changes nothing.
    ///
    ///     canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 3), with: .systemBlue)
    ///     canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 3), with: .black.withAlphaComponent(0.5))
    ///
    /// - Parameters:
    ///   - rect: The cells to fill; the origin and size are rounded down to whole cells.
    ///   - color: The fill colour.
    ///   - clip: An optional rectangle, in canvas coordinates, outside which nothing changes.
    /// - Note: Covering half of a wide character turns its other half into a space.
    public mutating func fill(_ rect: CGRect, with color: UIColor, clip: CGRect? = nil) {
        let alpha = color.components.alpha
        guard alpha > 0 else {
            return
        }
        let region = Region(rect).intersection(writableRegion(clip: clip))
        guard !region.isEmpty else {
            return
        }
        if alpha >= 1 {
            replaceCells(in: region, with: Cell(background: color))
        } else {
            // Text stays, so wide characters stay whole; only backgrounds change.
            var blender = BackgroundBlender(color: color)
            for y in region.minY..<region.maxY {
                for index in (y * width + region.minX)..<(y * width + region.maxX) {
                    cells[index].background = blender.blend(over: cells[index].background)
                }
            }
        }
    }

    /// Resets a rectangle of cells to ``Cell/blank``.
    ///
    /// Cleared cells show the terminal's default colours and are transparent when the canvas
    /// is composited onto another.
    ///
    ///     canvas.clear(CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    ///
    /// - Parameters:
    ///   - rect: The cells to clear; the origin and size are rounded down to whole cells.
    ///   - clip: An optional rectangle, in canvas coordinates, outside which nothing changes.
    /// - Note: Clearing half of a wide character turns its other half into a space.
    public mutating func clear(_ rect: CGRect, clip: CGRect? = nil) {
        let region = Region(rect).intersection(writableRegion(clip: clip))
        guard !region.isEmpty else {
            return
        }
        replaceCells(in: region, with: .blank)
    }

    /// Writes one narrow cell over every cell of a non-empty region on the canvas: what
    /// `writeNarrow` does cell by cell, in one pass over each row.
    ///
    /// Only a wide character crossing the region's left or right edge has a half outside to
    /// turn into a space; inside, every cell is overwritten. A region that is the whole
    /// canvas sets ``isCovered``.
    ///
    /// A full-window fill runs every frame (12,000 cells at 200×60), often over a canvas that
    /// already holds the same cells (see `UIWindow.renderCanvas()`), so the cells are written
    /// through the buffer, field by field and only where they differ: an unchanged cell then
    /// costs a few comparisons instead of a retain and a release of each of its colours.
    private mutating func replaceCells(in region: Region, with cell: Cell) {
        if region == bounds {
            isCovered = true
        }
        replaceCells(
            in: region, text: cell.text, foreground: cell.foreground, background: cell.background,
            attributes: cell.attributes)
    }

    /// ``replaceCells(in:with:)`` with the cell's fields as arguments: read from a `Cell`
    /// in memory inside the loop, each colour would be copied through its type's value
    /// witnesses (as the compiler treats structs of this size) rather than by a plain retain.
    @inline(never)
    private mutating func replaceCells(
        in region: Region, text: String, foreground: UIColor?, background: UIColor?, attributes: TextAttributes
    ) {
        let count = region.maxX - region.minX
        for y in region.minY..<region.maxY {
            let start = y * width + region.minX
            let end = start + count
            if region.minX > 0, cells[start].isContinuation {
                cells[start - 1].text = " "
            }
            if region.maxX < width, cells[end].isContinuation {
                cells[end].text = " "
            }
            cells.withUnsafeMutableBufferPointer { buffer in
                for index in start..<end {
                    // Only the fields that are not already identical (the same string bits,
                    // the same colour objects) are written.
                    if !Self.isIdentical(buffer[index].text, text) {
                        buffer[index].text = text
                    }
                    if buffer[index].foreground !== foreground {
                        buffer[index].foreground = foreground
                    }
                    if buffer[index].background !== background {
                        buffer[index].background = background
                    }
                    if buffer[index].attributes != attributes {
                        buffer[index].attributes = attributes
                    }
                }
            }
        }
    }

    /// Whether two strings have the same representation (the same small-string bits or the
    /// same storage), which implies the same UTF-8.
    ///
    /// `==` would also take canonically equivalent strings (a precomposed "é" and "e" with a
    /// combining accent) as the same and leave the old bytes in the cell.
    @inline(__always)
    private static func isIdentical(_ first: String, _ second: String) -> Bool {
        withUnsafeBytes(of: first) { first in
            withUnsafeBytes(of: second) { second in
                first.elementsEqual(second)
            }
        }
    }

    /// Draws a line of text starting at a cell, without wrapping.
    ///
    /// Grapheme clusters go left to right along the row. Wide characters take two cells;
    /// control characters (including newlines) and zero-width clusters draw nothing and take
    /// no room. Text running past the canvas or clip is cut off, and a wide character cut in
    /// half shows as a space in its visible half:
    ///
    ///     var canvas = Canvas(width: 4, height: 1)
    ///     canvas.draw("ab漢字", at: .zero)  // returns 6
    ///     canvas.lines                       // ["ab漢"]
    ///
    /// Text is drawn as given; a label wraps and truncates it into lines first.
    ///
    /// - Parameters:
    ///   - text: The text to draw.
    ///   - point: The cell of the first character; coordinates are rounded down.
    ///   - foreground: The text colour, or `nil` for the terminal's default foreground.
    ///   - background: A colour blended over each covered cell's background, or `nil` to keep
    ///     the background already there (so text drawn on a coloured view keeps its colour).
    ///   - attributes: The text styles.
    ///   - clip: An optional rectangle, in canvas coordinates, outside which nothing changes.
    /// - Returns: The number of columns the whole text takes, whether or not it was all visible.
    /// - Note: UIKit draws strings with `NSString.draw(at:withAttributes:)`; this is the cell
    ///   equivalent, with colours and attributes instead of an attributes dictionary.
    @discardableResult
    public mutating func draw(
        _ text: String,
        at point: CGPoint,
        foreground: UIColor? = nil,
        background: UIColor? = nil,
        attributes: TextAttributes = [],
        clip: CGRect? = nil
    ) -> Int {
        let region = writableRegion(clip: clip)
        let y = Region.cell(point.y)
        let start = Region.cell(point.x)
        guard !region.isEmpty, y >= region.minY, y < region.maxY else {
            return text.displayWidth
        }
        var blender = background.map { BackgroundBlender(color: $0) }
        let style = Cell(text: " ", foreground: foreground, background: nil, attributes: attributes)
        if let columns = drawPrintableASCII(text, x: start, y: y, style: style, region: region, blender: &blender) {
            return columns
        }
        var x = start
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            let columns = character.displayWidth
            guard columns > 0 else {
                continue
            }
            if x >= region.maxX {
                // Nothing more is visible: count the rest without drawing it.
                var end = x + columns
                while let rest = iterator.next() {
                    end += rest.displayWidth
                }
                return end - start
            }
            if x + columns > region.minX {
                draw(character, columns: columns, x: x, y: y, style: style, region: region, blender: &blender)
            }
            x += columns
        }
        return x - start
    }

    /// The fast path for text that is all printable ASCII, most of what an app draws: one cell
    /// per byte, with no grapheme breaking and no width lookups.
    ///
    /// - Returns: The columns drawn, or `nil` (having drawn nothing) if the text has any other
    ///   character.
    private mutating func drawPrintableASCII(
        _ text: String,
        x start: Int,
        y: Int,
        style: Cell,
        region: Region,
        blender: inout BackgroundBlender?
    ) -> Int? {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
            return nil
        }
        let count = bytes.count
        let first = max(start, region.minX)
        let end = min(start + count, region.maxX)
        guard first < end else {
            return count
        }
        let row = y * width
        let strings = Self.asciiStrings
        var cell = style
        var x = start
        for byte in bytes {
            if x >= end {
                break
            }
            if x >= first {
                let text = strings[Int(byte)]
                if blender == nil {
                    writeNarrowKeepingBackground(text, style: style, x: x, y: y)
                } else {
                    cell.text = text
                    cell.background = resolvedBackground(at: row + x, blender: &blender)
                    writeNarrow(cell, x: x, y: y)
                }
            }
            x += 1
        }
        return count
    }

    /// One string per ASCII code, made once so drawing ASCII never builds a string per cell.
    static let asciiStrings: [String] = (0..<128).map { String(Character(Unicode.Scalar(UInt8($0)))) }

    /// Draws one visible (or half-visible) character of ``draw(_:at:foreground:background:attributes:clip:)``.
    private mutating func draw(
        _ character: Character,
        columns: Int,
        x: Int,
        y: Int,
        style: Cell,
        region: Region,
        blender: inout BackgroundBlender?
    ) {
        let row = y * width
        let leadVisible = x >= region.minX
        let trailVisible = columns == 2 && x + 1 < region.maxX
        var cell = style
        if leadVisible, columns == 1 || trailVisible {
            cell.text = String(character)
        }
        if leadVisible, columns == 1, blender == nil {
            writeNarrowKeepingBackground(cell.text, style: style, x: x, y: y)
        } else if leadVisible {
            cell.background = resolvedBackground(at: row + x, blender: &blender)
            if columns == 2, trailVisible {
                let trailBackground = resolvedBackground(at: row + x + 1, blender: &blender)
                writeWide(cell, x: x, y: y, continuationBackground: trailBackground)
            } else {
                // A narrow character, or the left half of a wide one cut by the right edge.
                writeNarrow(cell, x: x, y: y)
            }
        } else if trailVisible {
            // The right half of a wide character cut by the left edge.
            cell.background = resolvedBackground(at: row + x + 1, blender: &blender)
            writeNarrow(cell, x: x + 1, y: y)
        }
    }

    /// The background a drawn cell gets: the existing one, or the new colour blended over it.
    private func resolvedBackground(at index: Int, blender: inout BackgroundBlender?) -> UIColor? {
        let existing = cells[index].background
        return blender?.blend(over: existing) ?? existing
    }
}
