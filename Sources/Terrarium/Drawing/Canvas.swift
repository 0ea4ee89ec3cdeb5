import Foundation

/// A grid of terminal cells that views draw into and the renderer turns into output.
///
/// A canvas starts blank. Drawing calls take cell coordinates as `CGPoint` and `CGRect` (one
/// point is one cell), clip to the canvas and to an optional clip rectangle, and never leave
/// half of a wide character behind:
///
///     var canvas = Canvas(width: 5, height: 2)
///     canvas.draw("ab漢", at: .zero)
///     canvas.lines  // ["ab漢 ", "     "]
///
/// In a failing test the canvas prints as a picture, one quoted row per line.
///
/// - Note: UIKit views draw with Core Graphics into a bitmap; Terrarium's views draw text and
///   colours into cells, and the canvas is that bitmap.
public struct Canvas: Sendable, Equatable, CustomDebugStringConvertible {
    /// The number of columns.
    ///
    /// Changes only through resizing, which keeps the overlapping content.
    public private(set) var width: Int

    /// The number of rows.
    ///
    /// Changes only through resizing, which keeps the overlapping content.
    public private(set) var height: Int

    /// The cells row by row: cell `(x, y)` is at `y * width + x`.
    ///
    /// For backends that walk whole frames. A terminal renderer compares every cell of every
    /// frame with the last; reading them through ``subscript(x:y:)``, a call into this module
    /// per cell, costs several times what the comparison does, where this array costs one
    /// retain per frame:
    ///
    ///     let cells = canvas.cells
    ///     for index in cells.indices where cells[index] != previous[index] { … }
    ///
    /// A wide character's second cell is a continuation cell (``Cell/isContinuation``).
    ///
    /// - Note: A Terrarium addition for backends. Writes go through the drawing methods,
    ///   which keep wide characters whole.
    public internal(set) var cells: [Cell]

    /// Whether one fill or clear has overwritten every cell since this was last set to
    /// `false`, which makes whatever the canvas held before irrelevant. A window composes
    /// each frame into a canvas it used before and relies on this to skip clearing it (see
    /// `UIWindow.renderCanvas()`). Not part of the canvas's value: `==` ignores it.
    var isCovered = false

    /// Creates a canvas of blank cells.
    ///
    /// Every cell is ``Cell/blank``, which shows the terminal's default colours:
    ///
    ///     let screen = Canvas(width: 80, height: 24)
    ///
    /// - Parameters:
    ///   - width: The number of columns; a negative width makes an empty canvas.
    ///   - height: The number of rows; a negative height makes an empty canvas.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        cells = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.initialize(repeating: .blank)
            initialized = count
        }
    }

    /// The cell at a column and row.
    ///
    /// Read cells to check colours and attributes after checking the text with ``lines``:
    ///
    ///     canvas[x: 0, y: 0].background  // the colour behind the first cell
    ///
    /// - Parameters:
    ///   - x: The column, from 0 on the left; must be less than ``width``.
    ///   - y: The row, from 0 at the top; must be less than ``height``.
    public subscript(x x: Int, y y: Int) -> Cell {
        precondition(
            x >= 0 && x < width && y >= 0 && y < height,
            "Cell (\(x), \(y)) is outside a \(width)×\(height) canvas"
        )
        return cells[y * width + x]
    }

    /// The text of each row, `width` columns wide.
    ///
    /// A wide character's continuation cell adds nothing, so each row displays as exactly
    /// ``width`` columns; colours and attributes are left out. Compare it with the screen you
    /// expect:
    ///
    ///     #expect(canvas.lines == ["ab漢 ", "     "])
    public var lines: [String] {
        (0..<height).map { y in
            var line = ""
            line.reserveCapacity(width)
            for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isContinuation {
                line += cell.text
            }
            return line
        }
    }

    /// Whether two canvases have the same size and the same cells.
    ///
    /// - Parameters:
    ///   - lhs: A canvas.
    ///   - rhs: Another canvas.
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
    }

    /// The rows, each quoted on its own line, so a failed comparison reads as a picture.
    ///
    /// Quoting shows trailing spaces:
    ///
    ///     "ab漢 "
    ///     "     "
    public var debugDescription: String {
        lines.map { "\"\($0)\"" }.joined(separator: "\n")
    }
}
