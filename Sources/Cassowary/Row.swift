/// One row of the simplex tableau: a constant plus a sparse list of symbol coefficients,
/// read as `basic = constant + Σ coefficient × symbol` once the row is in the tableau.
///
/// Cells live in one array in no particular order. Short rows (nearly all of them) find a
/// symbol by scanning that array; a row longer than ``indexThreshold`` cells gets an
/// open-addressing hash index from symbol to position the first time something looks a
/// symbol up in it (``lookup(_:)``), so that merging a short row into a long one costs the
/// length of the short one. A row that is only built and read never pays for an index.
/// Removal moves the last cell into the gap.
///
/// Each cell also remembers where its entry sits in its symbol's column (see ``Tableau``);
/// the row only stores that number, and the tableau keeps it right.
struct Row {
    /// A symbol, its coefficient, and the position of this row's entry in the symbol's column.
    struct Cell {
        var symbol: Symbol
        var columnPosition: Int32
        var coefficient: Double
    }

    /// The constant term: the basic symbol's value when every parametric symbol is zero.
    var constant: Double

    /// The symbol the row defines, set when the tableau takes the row in.
    var basic = Symbol.invalid

    /// The cells, in no particular order.
    private(set) var cells: [Cell] = []

    /// The hash index: position + 1 of a cell, or 0 for an empty slot; empty for short rows.
    private var slots: [Int32] = []

    /// Rows longer than this get a hash index when a symbol is looked up in them.
    ///
    /// Debug builds (the tests) use a low threshold so that the small systems of the tests
    /// exercise the index too; it changes speed only, never results.
    #if DEBUG
        static let indexThreshold = 256
    #else
        static let indexThreshold = 256
    #endif

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Makes room for `count` cells without growing the array step by step.
    mutating func reserveCapacity(_ count: Int) {
        cells.reserveCapacity(count)
    }

    var count: Int { cells.count }

    /// Whether the row is in the tableau (it has a basic symbol).
    var isActive: Bool { basic.isValid }

    var isEmpty: Bool { cells.isEmpty }

    // MARK: Lookup

    @inline(__always)
    private static func hash(_ symbol: Symbol, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: symbol.raw)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The position of `symbol`'s cell, or `nil` when the coefficient is zero.
    func position(of symbol: Symbol) -> Int? {
        if slots.isEmpty {
            for i in cells.indices where cells[i].symbol == symbol { return i }
            return nil
        }
        let mask = slots.count - 1
        var slot = Row.hash(symbol, mask: mask)
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            let position = Int(entry) - 1
            if cells[position].symbol == symbol { return position }
            slot = (slot + 1) & mask
        }
    }

    /// The position of `symbol`'s cell, building the hash index first if the row is long.
    mutating func lookup(_ symbol: Symbol) -> Int? {
        if slots.isEmpty && cells.count > Row.indexThreshold { rebuildIndex() }
        return position(of: symbol)
    }

    /// The coefficient of `symbol`, zero when the row has no cell for it.
    func coefficient(for symbol: Symbol) -> Double {
        guard let position = position(of: symbol) else { return 0 }
        return cells[position].coefficient
    }

    // MARK: Cell primitives (the tableau keeps columns in step)

    /// Gives `body` the cells to change in place; it must not change their symbols.
    @inline(__always)
    mutating func withMutableCells<R>(_ body: (UnsafeMutableBufferPointer<Cell>) throws -> R) rethrows -> R {
        try cells.withUnsafeMutableBufferPointer { try body($0) }
    }

    mutating func setCoefficient(at position: Int, _ coefficient: Double) {
        cells[position].coefficient = coefficient
    }

    mutating func setColumnPosition(at position: Int, _ columnPosition: Int32) {
        cells[position].columnPosition = columnPosition
    }

    /// Appends a cell for a symbol the row does not hold and returns its position.
    ///
    /// Inlined, with the hash index's work out of line: pivots append hundreds of thousands
    /// of cells to short rows, and the call was a tenth of a grid's edit round.
    @discardableResult
    @inline(__always)
    mutating func append(_ symbol: Symbol, _ coefficient: Double, columnPosition: Int32 = -1) -> Int {
        let position = cells.count
        cells.append(Cell(symbol: symbol, columnPosition: columnPosition, coefficient: coefficient))
        if !slots.isEmpty { indexAppended(symbol, at: position) }
        return position
    }

    private mutating func indexAppended(_ symbol: Symbol, at position: Int) {
        if cells.count * 2 > slots.count {
            rebuildIndex()
        } else {
            insertSlot(symbol, position: position)
        }
    }

    /// Removes the cell at `position` by moving the last cell into its place.
    ///
    /// Inlined for short rows, as ``append(_:_:columnPosition:)`` is.
    ///
    /// - Returns: Whether a cell moved (it is now at `position`).
    @discardableResult
    @inline(__always)
    mutating func remove(at position: Int) -> Bool {
        guard slots.isEmpty else { return removeIndexed(at: position) }
        let last = cells.count - 1
        let moved = position != last
        if moved { cells.swapAt(position, last) }
        cells.removeLast()
        return moved
    }

    private mutating func removeIndexed(at position: Int) -> Bool {
        let last = cells.count - 1
        deleteSlot(of: cells[position].symbol)
        let moved = position != last
        if moved {
            cells[position] = cells[last]
            updateSlot(of: cells[position].symbol, position: position)
        }
        cells.removeLast()
        if cells.count <= Row.indexThreshold / 2 { slots = [] }
        return moved
    }

    private mutating func rebuildIndex() {
        var capacity = 32
        while capacity < cells.count * 4 { capacity <<= 1 }
        slots = [Int32](repeating: 0, count: capacity)
        for position in cells.indices { insertSlot(cells[position].symbol, position: position) }
    }

    private mutating func insertSlot(_ symbol: Symbol, position: Int) {
        let mask = slots.count - 1
        var slot = Row.hash(symbol, mask: mask)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position + 1)
    }

    private func slot(of symbol: Symbol) -> Int {
        let mask = slots.count - 1
        var slot = Row.hash(symbol, mask: mask)
        while cells[Int(slots[slot]) - 1].symbol != symbol { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func updateSlot(of symbol: Symbol, position: Int) {
        slots[slot(of: symbol)] = Int32(position + 1)
    }

    /// Linear-probing deletion by backward shift: later entries of the same probe run move
    /// up so that no tombstones are needed.
    private mutating func deleteSlot(of symbol: Symbol) {
        let mask = slots.count - 1
        var hole = slot(of: symbol)
        var next = hole
        while true {
            next = (next + 1) & mask
            let entry = slots[next]
            if entry == 0 { break }
            let home = Row.hash(cells[Int(entry) - 1].symbol, mask: mask)
            // The entry at `next` may fill the hole unless its home lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if !stays {
                slots[hole] = entry
                hole = next
            }
        }
        slots[hole] = 0
    }

    // MARK: Arithmetic on rows outside the tableau

    /// Adds `coefficient` to the symbol's coefficient, dropping the cell if it becomes zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        if let position = position(of: symbol) {
            let old = cells[position].coefficient
            let sum = old + coefficient
            if cancels(sum, old, coefficient) {
                remove(at: position)
            } else {
                cells[position].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            append(symbol, coefficient)
        }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = constant + a·symbol + rest` as `symbol = -(constant + rest) / a` and
    /// drops the symbol's cell, so the row then reads as the symbol's definition.
    ///
    /// - Precondition: the row has a cell for `symbol`.
    mutating func solve(for symbol: Symbol) {
        // Every cell gets rescaled anyway, so a scan costs nothing extra (and builds no index).
        let position = cells.firstIndex { $0.symbol == symbol }!
        let factor = -1 / cells[position].coefficient
        remove(at: position)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `lhs = constant + a·rhs + rest` as the definition of `rhs`, in which `lhs`
    /// becomes an ordinary symbol.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Whether no symbol has two cells and the hash index (when there is one) finds every
    /// cell where it is.
    func indexIsConsistent() -> Bool {
        if Set(cells.map(\.symbol)).count != cells.count { return false }
        if slots.isEmpty { return true }
        var used = 0
        for entry in slots where entry != 0 { used += 1 }
        guard used == cells.count else { return false }
        for position in cells.indices where self.position(of: cells[position].symbol) != position { return false }
        return true
    }
}
