import Terrarium

/// The cells that differ between two frames, as runs of whole glyphs, row by row.
///
/// A run is a maximal stretch of changed glyphs in one row. The diff owns the rules that keep
/// a terminal from ever seeing half a glyph:
///
/// - A wide character (CJK, most emoji) and its continuation cell change together: if either
///   half differs, the run covers both columns, and the glyph is written once.
/// - A wide character replaced by a narrow one leaves a space in its old trailing cell; that
///   cell differs too (it was a continuation), so the run covers it and the space is written,
///   clearing the right half of the old glyph.
/// - A base character and its combining marks are one cell, so they are written together.
///
/// ```swift
/// var before = Canvas(width: 6, height: 1)
/// before.draw("ab漢", at: .zero)
/// var after = before
/// after.draw("x", at: CGPoint(x: 2, y: 0))  // "abx   ": the 漢 is gone, a space in its place
/// Array(CanvasDiff(from: before, to: after))  // [Run(row: 0, columns: 2..<4)]
/// ```
///
/// With no previous frame (or one of another size) every glyph is a change.
///
/// - Note: A Terrarium addition: UIKit composites pixels, not cells.
public struct CanvasDiff: Sequence {
    /// One stretch of changed glyphs: a row and the columns it covers.
    ///
    /// The columns start at a glyph and end after one, so a wide glyph is never cut.
    public struct Run: Hashable, Sendable, CustomStringConvertible {
        /// The row, from 0 at the top.
        public var row: Int

        /// The columns, from the first changed glyph to the end of the last.
        public var columns: Range<Int>

        /// Creates a run.
        ///
        /// - Parameters:
        ///   - row: The row.
        ///   - columns: The columns it covers.
        public init(row: Int, columns: Range<Int>) {
            self.row = row
            self.columns = columns
        }

        /// The run as `row 3, columns 2..<5`.
        public var description: String {
            "row \(row), columns \(columns.lowerBound)..<\(columns.upperBound)"
        }
    }

    /// The frame on screen, or `nil` when nothing known is on screen.
    public let previous: Canvas?

    /// The frame to show.
    public let next: Canvas

    /// Creates the diff between the frame on screen and the next.
    ///
    /// - Parameters:
    ///   - previous: The frame on screen; `nil`, or a canvas of another size, makes every
    ///     glyph of `next` a change.
    ///   - next: The frame to show.
    public init(from previous: Canvas?, to next: Canvas) {
        if let previous, previous.width == next.width, previous.height == next.height {
            self.previous = previous
        } else {
            self.previous = nil
        }
        self.next = next
    }

    /// The number of columns the glyph at a column takes: 2 for a wide character (its
    /// continuation cell follows), otherwise 1.
    ///
    /// A continuation cell with no wide character before it (which a canvas never holds)
    /// counts as a one-column glyph, written as a space.
    ///
    /// - Parameters:
    ///   - canvas: The canvas.
    ///   - x: The column of the glyph's first cell.
    ///   - y: The row.
    public static func glyphWidth(in canvas: Canvas, x: Int, y: Int) -> Int {
        CellGrid.with(canvas.cells, width: canvas.width, height: canvas.height) { $0.glyphWidth(x: x, y: y) }
    }

    /// An iterator over the runs, computed when iteration starts.
    public typealias Iterator = IndexingIterator<[Run]>

    /// Returns an iterator over the runs, in row-major order.
    public func makeIterator() -> Iterator {
        let runs = CellGrid.with(next.cells, width: next.width, height: next.height) { nextGrid in
            guard let previous else {
                return Self.runs(from: nil, to: nextGrid)
            }
            return CellGrid.with(previous.cells, width: previous.width, height: previous.height) {
                Self.runs(from: ScreenRows($0), to: nextGrid)
            }
        }
        return runs.makeIterator()
    }

    /// The runs of glyphs of `next` that differ from `previous` (all glyphs when it is `nil`).
    static func runs(from previous: ScreenRows?, to next: CellGrid) -> [Run] {
        var runs: [Run] = []
        let width = next.width
        for y in 0..<next.height {
            // Most rows of most frames are unchanged: one pass of cell comparisons settles
            // them, without working out glyph widths and runs.
            if let previous, case let source = previous.sourceRow(y), source >= 0,
                next.sameRow(y, as: previous.grid, row: source)
            {
                continue
            }
            var start: Int?
            var x = 0
            while x < width {
                let glyph = next.glyphWidth(x: x, y: y)
                let changed: Bool
                if let previous {
                    changed = !previous.shows(next, x: x, y: y) || (glyph == 2 && !previous.shows(next, x: x + 1, y: y))
                } else {
                    changed = true
                }
                if changed {
                    if start == nil { start = x }
                } else if let first = start {
                    runs.append(Run(row: y, columns: first..<x))
                    start = nil
                }
                x += glyph
            }
            if let first = start {
                runs.append(Run(row: y, columns: first..<width))
            }
        }
        return runs
    }
}
