import Terrarium

/// A canvas's cells read in place, addressed by column and row.
///
/// The renderer and the diff read every cell of every frame. They borrow the canvas's cell
/// storage for the length of a frame (``with(_:width:height:_:)``) and compare fields in
/// place, which keeps retains and releases of the cells' strings and colours out of the loop.
struct CellGrid {
    let cells: UnsafeBufferPointer<Cell>
    let width: Int
    let height: Int

    /// Calls `body` with a grid over `cells`, valid only inside the call.
    static func with<Result>(
        _ cells: [Cell], width: Int, height: Int, _ body: (CellGrid) throws -> Result
    ) rethrows -> Result {
        try cells.withUnsafeBufferPointer { try body(CellGrid(cells: $0, width: width, height: height)) }
    }

    /// The cell at a column and row, copied out.
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

    /// Whether the cell at `index` looks the same as the cell at `otherIndex` of `other`,
    /// checking colour identity before comparing components.
    @inline(__always)
    func same(_ index: Int, as other: CellGrid, _ otherIndex: Int) -> Bool {
        cells[index].attributes == other.cells[otherIndex].attributes
            && Self.sameColor(cells[index].foreground, other.cells[otherIndex].foreground)
            && Self.sameColor(cells[index].background, other.cells[otherIndex].background)
            && cells[index].text == other.cells[otherIndex].text
    }

    /// Whether rows of two grids of the same width look the same.
    func sameRow(_ y: Int, as other: CellGrid, row otherY: Int) -> Bool {
        let start = y * width
        let otherStart = otherY * other.width
        for x in 0..<width where !same(start + x, as: other, otherStart + x) {
            return false
        }
        return true
    }

    @inline(__always)
    static func sameColor(_ first: UIColor?, _ second: UIColor?) -> Bool {
        first === second || first == second
    }

    /// Whether the cell at `index` is ``Cell/blank``: a space in default colours, no attributes.
    @inline(__always)
    func isBlank(_ index: Int) -> Bool {
        cells[index].foreground == nil && cells[index].background == nil && cells[index].attributes.isEmpty
            && cells[index].text == " "
    }
}

/// The screen as the renderer models it during one frame: the cells on screen, with the rows
/// a scroll moved read from their new places, and the rows it exposed blank.
struct ScreenRows {
    let grid: CellGrid
    /// For each row, the row of `grid` now shown there, or -1 for a blank row; `nil` when
    /// nothing moved.
    var sources: [Int]?

    init(_ grid: CellGrid, sources: [Int]? = nil) {
        self.grid = grid
        self.sources = sources
    }

    @inline(__always)
    func sourceRow(_ y: Int) -> Int {
        sources?[y] ?? y
    }

    /// Whether the cell at `(x, y)` of `next` is what this screen shows there.
    @inline(__always)
    func shows(_ next: CellGrid, x: Int, y: Int) -> Bool {
        let index = y * next.width + x
        let source = sourceRow(y)
        if source < 0 { return next.isBlank(index) }
        return next.same(index, as: grid, source * grid.width + x)
    }

    /// Whether this screen shows a blank cell at `(x, y)`.
    @inline(__always)
    func isBlank(x: Int, y: Int) -> Bool {
        let source = sourceRow(y)
        return source < 0 || grid.isBlank(source * grid.width + x)
    }
}
