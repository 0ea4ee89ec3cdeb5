import Terrarium

/// A canvas's cells read in bulk, addressed by column and row.
///
/// The renderer and the diff read every cell of every frame; indexing the canvas's array here
/// is inlined, where the canvas's own subscript is a call into another module.
struct CellGrid {
    let cells: [Cell]
    let width: Int
    let height: Int

    init(_ canvas: Canvas) {
        cells = canvas._cells
        width = canvas.width
        height = canvas.height
    }

    @inline(__always)
    subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// The columns the glyph at `(x, y)` takes: 2 when a continuation cell follows it.
    @inline(__always)
    func glyphWidth(x: Int, y: Int) -> Int {
        let index = y * width + x
        if x + 1 < width, !cells[index].text.isEmpty, cells[index + 1].text.isEmpty {
            return 2
        }
        return 1
    }

    /// Whether two cells look the same, checking colour identity before comparing components.
    @inline(__always)
    static func same(_ first: Cell, _ second: Cell) -> Bool {
        first.text == second.text && first.attributes == second.attributes
            && sameColor(first.foreground, second.foreground) && sameColor(first.background, second.background)
    }

    @inline(__always)
    static func sameColor(_ first: UIColor?, _ second: UIColor?) -> Bool {
        first === second || first == second
    }

    /// Whether the cell is ``Cell/blank``: a space in default colours with no attributes.
    @inline(__always)
    static func isBlank(_ cell: Cell) -> Bool {
        cell.foreground == nil && cell.background == nil && cell.attributes.isEmpty && cell.text == " "
    }
}
