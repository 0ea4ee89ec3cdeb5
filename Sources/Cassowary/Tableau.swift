/// The simplex tableau: the rows of the basic symbols, a column index saying which rows hold
/// each parametric symbol, and the primal and dual simplex steps that pivot between them.
///
/// Rows and columns are arrays indexed by ``Symbol/index``; `rows[0]` is the objective and
/// `rows[1]` the artificial objective while one exists, so substitutions reach them like any
/// other row. The slot of a symbol that is not basic holds an empty row whose `basic` is
/// ``Symbol/invalid`` and whose constant is 0, so a symbol's value is always its slot's
/// constant. The column index is what keeps the solver from touching rows that do not hold
/// the symbol being substituted, which kiwi (with no such index) does on every change.
///
/// Every choice that could depend on the order rows sit in a column is broken by symbol
/// index instead, so the outcome of an operation depends only on the rows' contents. That is
/// what lets ``rollbackJournal()`` restore a failed addition exactly: it puts back the rows'
/// contents, and cells may then sit at other positions in their columns without changing
/// anything the solver does later.
struct Tableau {
    /// One row holding a symbol: the row's basic symbol and the cell's position in that row.
    struct ColumnEntry {
        var row: Symbol
        var rowPosition: Int32
    }

    /// The copies a failing addition needs to put the tableau back as it was.
    private struct Journal {
        /// Each row slot as it was before its first change.
        var savedRows: [Int: Row] = [:]
        var infeasible: [Symbol]
    }

    /// The row of each basic symbol, by index; an empty row for a parametric or unused symbol.
    private(set) var rows: [Row]

    /// For each symbol, the rows holding it (the objectives included).
    private(set) var columns: [[ColumnEntry]]

    /// Rows of restricted symbols whose constant went negative, for ``dualOptimize()``.
    var infeasible: [Symbol] = []

    private(set) var nextIndex: Int32 = Symbol.firstIndex
    private(set) var freeIndices: [Int32] = []

    /// Indices handed out since ``clearAllocationLog()``: the index when it came from the free
    /// list, -1 when it was new.
    private var allocationLog: [Int32] = []

    private var journal: Journal?

    private let scratch = Scratch(capacity: Int(Symbol.firstIndex))
    private var touched: [Symbol] = []
    private var scratchEntries: [ColumnEntry] = []
    private var scratchPositions: [Int] = []

    /// Bumped whenever a row goes in or out or is rewritten (anything but a shift of
    /// constants), so that ``Solver/updateVariables()`` can tell a round of suggestions that
    /// only shifted constants from one that moved the basis.
    private(set) var structureVersion = 0

    /// What moved constants since ``clearShiftLog()``: the rows ``shiftConstant(of:by:)``
    /// shifted and the columns along which ``shiftConstants(along:by:)`` shifted every row
    /// (the objective's excepted), by index, repeats allowed; while the structure stays the
    /// same those columns still name the rows they shifted. Unless ``shiftLogOverflowed``:
    /// after 64 entries (64 suggestions without an update) a full update is no dearer.
    private(set) var shiftedRows: [Int32] = []
    private(set) var shiftedColumns: [Int32] = []
    private(set) var shiftLogOverflowed = false

    /// Work counters for tests and benchmarks: pivots made, and rows rewritten by substitution.
    private(set) var pivotCount = 0
    private(set) var substitutedRowCount = 0

    /// The largest strength the objective has held (at least 1): the scale of its rounding
    /// error.
    var objectiveScale = 1.0

    init() {
        var objective = Row()
        objective.basic = .objective
        rows = [objective, Row()]
        columns = [[], []]
    }

    // MARK: Symbols

    /// A fresh symbol of `kind`, reusing a freed index when there is one.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let reused = freeIndices.popLast() {
            allocationLog.append(reused)
            return Symbol(index: reused, kind: kind)
        }
        let index = nextIndex
        nextIndex += 1
        rows.append(Row())
        columns.append([])
        scratch.reserve(rows.count)
        allocationLog.append(-1)
        return Symbol(index: index, kind: kind)
    }

    /// Returns an index nothing refers to any more for reuse.
    mutating func freeSymbol(_ symbol: Symbol) {
        precondition(isUnused(symbol), "freeing a symbol in use")
        freeIndices.append(Int32(symbol.index))
    }

    /// Whether a symbol holds no row and appears in none.
    func isUnused(_ symbol: Symbol) -> Bool {
        !rows[symbol.index].isActive && columns[symbol.index].isEmpty
    }

    mutating func clearAllocationLog() {
        allocationLog.removeAll(keepingCapacity: true)
    }

    /// Takes back every index handed out since ``clearAllocationLog()``, newest first, so
    /// that the next symbols made are the ones that would have been made before.
    mutating func undoAllocations() {
        while let entry = allocationLog.popLast() {
            if entry < 0 {
                nextIndex -= 1
                rows.removeLast()
                columns.removeLast()
            } else {
                freeIndices.append(entry)
            }
        }
    }

    // MARK: Rows and columns

    func isBasic(_ symbol: Symbol) -> Bool {
        rows[symbol.index].isActive
    }

    /// The number of rows holding a symbol.
    func occurrences(of symbol: Symbol) -> Int {
        columns[symbol.index].count
    }

    /// The value of a symbol in the current solution: its row's constant when it is basic
    /// (or an objective), 0 when it is parametric.
    func constant(of symbol: Symbol) -> Double {
        rows[symbol.index].constant
    }

    private mutating func touch(_ index: Int) {
        if journal != nil, journal!.savedRows.index(forKey: index) == nil {
            journal!.savedRows[index] = rows[index]
        }
    }

    /// Moves a row out of its slot (leaving an empty row), so that it can be changed while
    /// other rows are reached through `rows`.
    @inline(__always)
    private mutating func take(_ index: Int) -> Row {
        var row = Row()
        swap(&row, &rows[index])
        return row
    }

    /// Puts a row into the tableau as the definition of `basic`.
    mutating func insertRow(_ row: Row, for basic: Symbol) {
        let index = basic.index
        structureVersion &+= 1
        touch(index)
        var row = row
        row.basic = basic
        // Through a buffer of the outer array (see ``withBuffers(_:)``).
        columns.withUnsafeMutableBufferPointer { columns in
            row.withMutableCells { cells in
                for position in cells.indices {
                    let column = cells[position].symbol.index
                    cells[position].columnPosition = Int32(columns[column].count)
                    columns[column].append(ColumnEntry(row: basic, rowPosition: Int32(position)))
                }
            }
        }
        rows[index] = row
    }

    /// Takes the row of `basic` out of the tableau.
    mutating func removeRow(for basic: Symbol) -> Row {
        let index = basic.index
        structureVersion &+= 1
        touch(index)
        var row = Row()
        swap(&row, &rows[index])
        withBuffers { rows, columns in
            for cell in row.cells {
                Tableau.removeColumnEntry(of: cell.symbol.index, at: cell.columnPosition, rows: rows, columns: columns)
            }
        }
        return row
    }

    /// Runs `body` with buffers of the rows and the columns. Cells moved one by one through
    /// `rows[i]` and `columns[j]` paid a uniqueness check on the outer array as well as the
    /// inner one each time, a tenth of a grid's resize round; the static helpers below take
    /// these buffers instead.
    @inline(__always)
    private mutating func withBuffers<R>(
        _ body: (UnsafeMutableBufferPointer<Row>, UnsafeMutableBufferPointer<[ColumnEntry]>) -> R
    ) -> R {
        rows.withUnsafeMutableBufferPointer { rows in
            columns.withUnsafeMutableBufferPointer { columns in body(rows, columns) }
        }
    }

    /// Adds `source × factor` to the row of `basic` (in practice, an objective), cell by cell
    /// through the row's hash index: the objective is long and the sources short.
    private mutating func addToRow(_ basic: Symbol, cells: [Row.Cell], constant: Double, times factor: Double) {
        let index = basic.index
        touch(index)
        var target = take(index)
        target.constant += constant * factor
        withBuffers { rows, columns in
            for cell in cells {
                Tableau.addCell(cell.symbol, cell.coefficient * factor, into: &target, rows: rows, columns: columns)
            }
        }
        rows[index] = target
    }

    /// Adds `coefficient × symbol` to the row of `basic` (in practice, an objective).
    mutating func addToRow(_ basic: Symbol, _ symbol: Symbol, _ coefficient: Double) {
        addToRow(basic, cells: [Row.Cell(symbol: symbol, columnPosition: -1, coefficient: coefficient)], constant: 0, times: 1)
    }

    /// Adds `source × factor` to the row of `basic` (in practice, an objective).
    mutating func addToRow(_ basic: Symbol, _ source: Row, times factor: Double) {
        addToRow(basic, cells: source.cells, constant: source.constant, times: factor)
    }

    /// Replaces `symbol` by `row` (the symbol's new definition) in every row holding it,
    /// objectives included, and notes restricted rows that became infeasible.
    ///
    /// The rows and columns are reached through ``withBuffers(_:)`` for the whole
    /// substitution.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let column = symbol.index
        if columns[column].isEmpty { return }
        structureVersion &+= 1
        // Every holder loses the symbol, so the whole column goes at once.
        // The column's storage goes to a scratch array and the scratch array's (empty, with
        // capacity) takes its place, so that no array is freed or allocated here.
        var entries: [ColumnEntry] = []
        swap(&entries, &scratchEntries)
        swap(&entries, &columns[column])
        var cancelled: [Int] = []
        swap(&cancelled, &scratchPositions)
        defer {
            entries.removeAll(keepingCapacity: true)
            swap(&entries, &scratchEntries)
            swap(&cancelled, &scratchPositions)
        }
        substitutedRowCount += entries.count
        if journal != nil {
            for entry in entries { touch(entry.row.index) }
        }
        let sourceMark = scatter(row)
        let scratch = self.scratch
        var newlyInfeasible: [Symbol] = []
        withBuffers { rows, columns in
            for entry in entries {
                let index = entry.row.index
                var target = Row()
                swap(&target, &rows[index])
                let position = Int(entry.rowPosition)
                let coefficient = target.cells[position].coefficient
                if target.remove(at: position) {
                    let moved = target.cells[position]
                    columns[moved.symbol.index][Int(moved.columnPosition)].rowPosition = Int32(position)
                }
                Tableau.merge(
                    row, times: coefficient, into: &target, sourceStamp: sourceMark, scratch: scratch,
                    cancelled: &cancelled, rows: rows, columns: columns)
                if entry.row.isRestricted && target.constant < 0 { newlyInfeasible.append(entry.row) }
                swap(&target, &rows[index])
            }
        }
        infeasible += newlyInfeasible
    }

    /// Spreads a row's coefficients over the scratch arrays under a new stamp, for ``merge``.
    private mutating func scatter(_ source: Row) -> UInt32 {
        let mark = scratch.nextStamp()
        let sourceCoefficients = scratch.sourceCoefficients
        let sourceStamp = scratch.sourceStamp
        for cell in source.cells {
            sourceCoefficients[cell.symbol.index] = cell.coefficient
            sourceStamp[cell.symbol.index] = mark
        }
        return mark
    }

    /// Adds `source × factor` to a row taken out of `rows`; `source` was scattered under
    /// `sourceMark`.
    ///
    /// A long target that is much longer than the source is updated cell by cell through its
    /// hash index; otherwise one pass over the target updates the cells the source shares
    /// with it and a pass over the source appends the rest, with no hashing at all.
    private static func merge(
        _ source: Row, times factor: Double, into target: inout Row, sourceStamp sourceMark: UInt32,
        scratch: Scratch, cancelled: inout [Int],
        rows: UnsafeMutableBufferPointer<Row>, columns: UnsafeMutableBufferPointer<[ColumnEntry]>
    ) {
        target.constant += source.constant * factor
        if target.count > Row.indexThreshold && target.count > 4 * source.count {
            for cell in source.cells {
                addCell(cell.symbol, cell.coefficient * factor, into: &target, rows: rows, columns: columns)
            }
            return
        }
        let seen = scratch.nextStamp()
        let sourceStamp = scratch.sourceStamp
        let sourceCoefficients = scratch.sourceCoefficients
        let targetStamp = scratch.targetStamp
        // One pass over the target updates the cells it shares with the source (this loop is
        // the solver's hottest, hence the buffer pointers); cells that cancel out go after.
        cancelled.removeAll(keepingCapacity: true)
        target.withMutableCells { cells in
            for position in cells.indices {
                let column = cells[position].symbol.index
                guard sourceStamp[column] == sourceMark else { continue }
                targetStamp[column] = seen
                let old = cells[position].coefficient
                let added = sourceCoefficients[column] * factor
                let sum = old + added
                cells[position].coefficient = sum
                if cancels(sum, old, added) { cancelled.append(position) }
            }
        }
        // From the back, so that the cell moved into each gap is never one still to go.
        for position in cancelled.reversed() { removeCell(at: position, from: &target, rows: rows, columns: columns) }
        for cell in source.cells where targetStamp[cell.symbol.index] != seen {
            let coefficient = cell.coefficient * factor
            if nearZero(coefficient) { continue }
            appendCell(cell.symbol, coefficient, to: &target, columns: columns)
        }
    }

    /// Appends a cell to a row taken out of `rows`, and its entry to the symbol's column.
    @inline(__always)
    private static func appendCell(
        _ symbol: Symbol, _ coefficient: Double, to target: inout Row,
        columns: UnsafeMutableBufferPointer<[ColumnEntry]>
    ) {
        let column = symbol.index
        let position = target.append(symbol, coefficient, columnPosition: Int32(columns[column].count))
        columns[column].append(ColumnEntry(row: target.basic, rowPosition: Int32(position)))
    }

    /// Adds `coefficient` to one cell of a row taken out of `rows`, through its hash index.
    @inline(__always)
    private static func addCell(
        _ symbol: Symbol, _ coefficient: Double, into target: inout Row,
        rows: UnsafeMutableBufferPointer<Row>, columns: UnsafeMutableBufferPointer<[ColumnEntry]>
    ) {
        if let position = target.lookup(symbol) {
            let old = target.cells[position].coefficient
            let sum = old + coefficient
            if cancels(sum, old, coefficient) {
                removeCell(at: position, from: &target, rows: rows, columns: columns)
            } else {
                target.setCoefficient(at: position, sum)
            }
        } else if !nearZero(coefficient) {
            appendCell(symbol, coefficient, to: &target, columns: columns)
        }
    }

    /// Removes one entry of a column by moving the last entry into its place (and telling
    /// that entry's row where its entry went).
    @inline(__always)
    private static func removeColumnEntry(
        of column: Int, at position: Int32,
        rows: UnsafeMutableBufferPointer<Row>, columns: UnsafeMutableBufferPointer<[ColumnEntry]>
    ) {
        let last = columns[column].count - 1
        if Int(position) != last {
            let moved = columns[column][last]
            columns[column][Int(position)] = moved
            rows[moved.row.index].setColumnPosition(at: Int(moved.rowPosition), position)
        }
        columns[column].removeLast()
    }

    /// Removes a cell from a row taken out of `rows`, keeping the columns in step.
    @inline(__always)
    private static func removeCell(
        at position: Int, from target: inout Row,
        rows: UnsafeMutableBufferPointer<Row>, columns: UnsafeMutableBufferPointer<[ColumnEntry]>
    ) {
        let cell = target.cells[position]
        removeColumnEntry(of: cell.symbol.index, at: cell.columnPosition, rows: rows, columns: columns)
        if target.remove(at: position) {
            let moved = target.cells[position]
            columns[moved.symbol.index][Int(moved.columnPosition)].rowPosition = Int32(position)
        }
    }

    /// Removes `symbol` from every row holding it (setting it to zero for good).
    mutating func eraseColumn(of symbol: Symbol) {
        let column = symbol.index
        structureVersion &+= 1
        var entries: [ColumnEntry] = []
        swap(&entries, &scratchEntries)
        swap(&entries, &columns[column])
        defer {
            entries.removeAll(keepingCapacity: true)
            swap(&entries, &scratchEntries)
        }
        for entry in entries {
            let index = entry.row.index
            touch(index)
            var target = take(index)
            let position = Int(entry.rowPosition)
            if target.remove(at: position) {
                let moved = target.cells[position]
                columns[moved.symbol.index][Int(moved.columnPosition)].rowPosition = Int32(position)
            }
            rows[index] = target
        }
    }

    /// A new row `constant + Σ coefficient × symbol` with every basic symbol replaced by its
    /// row, built in the scratch arrays so that it costs the number of cells read.
    mutating func makeRow(constant: Double, terms: [(symbol: Symbol, coefficient: Double)]) -> Row {
        let mark = scratch.nextStamp()
        var constant = constant
        touched.removeAll(keepingCapacity: true)
        for term in terms {
            let index = term.symbol.index
            if rows[index].isActive {
                constant += rows[index].constant * term.coefficient
                for cell in rows[index].cells {
                    accumulate(cell.symbol, cell.coefficient * term.coefficient, mark: mark)
                }
            } else {
                accumulate(term.symbol, term.coefficient, mark: mark)
            }
        }
        var row = Row(constant: constant)
        // Room for the markers the caller adds too.
        row.reserveCapacity(touched.count + 2)
        let sourceCoefficients = scratch.sourceCoefficients
        for symbol in touched where !nearZero(sourceCoefficients[symbol.index]) {
            row.append(symbol, sourceCoefficients[symbol.index])
        }
        return row
    }

    @inline(__always)
    private mutating func accumulate(_ symbol: Symbol, _ value: Double, mark: UInt32) {
        let index = symbol.index
        if scratch.sourceStamp[index] == mark {
            scratch.sourceCoefficients[index] += value
        } else {
            scratch.sourceStamp[index] = mark
            scratch.sourceCoefficients[index] = value
            touched.append(symbol)
        }
    }

    /// A slack or error symbol of `row` (a new row `0 = constant + …` with `constant >= 0`)
    /// that can be made basic with it while every row stays feasible, or ``Symbol/invalid``.
    ///
    /// kiwi sends a required constraint with no external variable to solve for through an
    /// artificial variable and a phase of pivots. Often one pivot is all it takes: solved for
    /// a symbol `s` with coefficient `a`, the row gives `s` the value `-constant / a`, and
    /// the other rows holding `s` shift by their coefficient times that. With a zero constant
    /// nothing shifts, so any slack or error will do; otherwise `a` must be negative (so `s`
    /// is not negative) and no restricted row may be pushed below zero, which is the minimum
    /// ratio test with the new row winning it. Among the candidates, the symbol held by the
    /// fewest rows is cheapest. The objective may lose optimality, which the caller's
    /// ``optimize(_:)`` restores.
    func feasibleSubject(of row: Row) -> Symbol {
        let zeroConstant = nearZero(row.constant)
        var best = Symbol.invalid
        var bestCount = Int.max
        for cell in row.cells where cell.symbol.isPivotable && (zeroConstant || cell.coefficient < 0) {
            let count = columns[cell.symbol.index].count
            if count > bestCount || (count == bestCount && cell.symbol < best) { continue }
            if !zeroConstant {
                let value = -row.constant / cell.coefficient
                var limited = false
                for entry in columns[cell.symbol.index] where entry.row.isRestricted {
                    let index = entry.row.index
                    let coefficient = rows[index].cells[Int(entry.rowPosition)].coefficient
                    if coefficient < 0 && rows[index].constant + coefficient * value < 0 {
                        limited = true
                        break
                    }
                }
                if limited { continue }
            }
            best = cell.symbol
            bestCount = count
        }
        return best
    }

    /// Makes `entering` basic in place of `leaving`, using the row of `leaving`.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        pivotCount += 1
        var row = removeRow(for: leaving)
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        insertRow(row, for: entering)
    }

    /// Makes `subject` basic with a new row that holds it (`0 = row`).
    mutating func addRow(_ row: Row, solvedFor subject: Symbol) {
        var row = row
        row.solve(for: subject)
        substitute(subject, with: row)
        insertRow(row, for: subject)
    }

    // MARK: Primal simplex

    /// Pivots until no symbol in the objective row `objective` can lower it.
    ///
    /// The entering symbol is the one with the most negative coefficient (Dantzig's rule),
    /// which needs far fewer pivots than kiwi's lowest-index rule; after a run of
    /// ``degenerateRunLimit`` pivots that do not move the solution, it falls back to the
    /// lowest index (Bland's rule) until one does, which rules out cycling.
    mutating func optimize(_ objective: Symbol) throws(CassowaryError) {
        var degenerateRun = 0
        while true {
            let entering = enteringSymbol(of: objective, lowestIndex: degenerateRun >= Tableau.degenerateRunLimit)
            if !entering.isValid { return }
            let (leaving, ratio) = leavingRow(for: entering)
            if !leaving.isValid { throw .internalFailure("the objective is unbounded") }
            degenerateRun = ratio == 0 ? degenerateRun + 1 : 0
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// Degenerate pivots in a row after which ``optimize(_:)`` switches to Bland's rule.
    static let degenerateRunLimit = 50

    /// The objective's non-dummy symbol with a negative coefficient: the most negative one,
    /// or with `lowestIndex` the one of lowest index; ties go to the lowest index.
    /// ``Symbol/invalid`` when there is none (the objective is optimal).
    private func enteringSymbol(of objective: Symbol, lowestIndex: Bool) -> Symbol {
        var best = Symbol.invalid
        var bestCoefficient = 0.0
        let cells = rows[objective.index].cells
        // A coefficient within rounding error of zero, relative to the largest strength the
        // objective has held, is zero: entering on such a residue finds nothing to stop it.
        let threshold = objective == .objective ? -1e-13 * objectiveScale : 0
        for cell in cells where cell.coefficient < threshold && !cell.symbol.isDummy {
            let better =
                lowestIndex
                ? !best.isValid || cell.symbol < best
                : cell.coefficient < bestCoefficient || (cell.coefficient == bestCoefficient && cell.symbol < best)
            if better {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }

    /// The restricted row that limits `entering` first (the minimum ratio test), ties going
    /// to the lowest basic symbol, and the ratio; ``Symbol/invalid`` when nothing limits it.
    private func leavingRow(for entering: Symbol) -> (Symbol, Double) {
        var best = Symbol.invalid
        var bestRatio = Double.greatestFiniteMagnitude
        for entry in columns[entering.index] where entry.row.isRestricted {
            let index = entry.row.index
            let coefficient = rows[index].cells[Int(entry.rowPosition)].coefficient
            if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < bestRatio || (ratio == bestRatio && entry.row < best) {
                    bestRatio = ratio
                    best = entry.row
                }
            }
        }
        return (best, bestRatio)
    }

    // MARK: Dual simplex

    /// Pivots infeasible rows (restricted rows with a negative constant) back to feasibility
    /// while keeping the objective optimal, lowest basic symbol first.
    mutating func dualOptimize() throws(CassowaryError) {
        while !infeasible.isEmpty {
            // The lowest symbol by a scan and a swap with the last: sorting the list before
            // every pivot (pivots append to it) was an eighth of a grid's resize round.
            var lowest = infeasible.count - 1
            infeasible.withUnsafeBufferPointer { list in
                for position in 0..<list.count - 1 where list[position] < list[lowest] { lowest = position }
            }
            let leaving = infeasible[lowest]
            infeasible.swapAt(lowest, infeasible.count - 1)
            infeasible.removeLast()
            let row = rows[leaving.index]
            guard row.basic == leaving, row.constant < 0, !nearZero(row.constant) else { continue }
            let entering = dualEnteringSymbol(for: row)
            if !entering.isValid { throw .internalFailure("dual optimize failed") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The symbol of `row` whose entry keeps the objective optimal: positive coefficient,
    /// not a dummy, smallest objective-to-row coefficient ratio, ties to the lowest index.
    private func dualEnteringSymbol(for row: Row) -> Symbol {
        let objective = rows[Symbol.objective.index]
        var best = Symbol.invalid
        var bestRatio = Double.greatestFiniteMagnitude
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
            if ratio < bestRatio || (ratio == bestRatio && cell.symbol < best) {
                bestRatio = ratio
                best = cell.symbol
            }
        }
        return best
    }

    // MARK: Removal and edits

    /// The row to pivot a parametric marker into the basis with when its constraint goes:
    /// kiwi's three tiers (restricted rows where the marker has a negative coefficient, by
    /// ratio; then restricted rows with a positive one, by ratio; then unrestricted rows),
    /// ties to the lowest symbol. Among unrestricted rows, any keeps the tableau feasible;
    /// the shortest makes the substitution cheapest.
    func markerLeavingRow(for marker: Symbol) -> Symbol {
        var first = Symbol.invalid
        var second = Symbol.invalid
        var third = Symbol.invalid
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        var thirdCount = Int.max
        for entry in columns[marker.index] {
            let basic = entry.row
            let index = basic.index
            if basic.isRestricted {
                let coefficient = rows[index].cells[Int(entry.rowPosition)].coefficient
                if coefficient < 0 {
                    let ratio = -rows[index].constant / coefficient
                    if ratio < firstRatio || (ratio == firstRatio && basic < first) {
                        firstRatio = ratio
                        first = basic
                    }
                } else {
                    let ratio = rows[index].constant / coefficient
                    if ratio < secondRatio || (ratio == secondRatio && basic < second) {
                        secondRatio = ratio
                        second = basic
                    }
                }
            } else if basic.isExternal {
                let count = rows[index].count
                if count < thirdCount || (count == thirdCount && basic < third) {
                    thirdCount = count
                    third = basic
                }
            }
        }
        if first.isValid { return first }
        if second.isValid { return second }
        return third
    }

    /// Adds `delta × coefficient` to the constant of every row holding `symbol` (the
    /// objectives excepted), noting restricted rows that became infeasible.
    mutating func shiftConstants(along symbol: Symbol, by delta: Double) {
        // The column is logged rather than each row: a window's edit column holds most rows.
        logShift(ofColumn: symbol.index)
        let column = columns[symbol.index]
        var newlyInfeasible: [Symbol] = []
        rows.withUnsafeMutableBufferPointer { rows in
            for entry in column where entry.row.kind != .objective {
                let index = entry.row.index
                let constant = rows[index].constant + delta * rows[index].cells[Int(entry.rowPosition)].coefficient
                rows[index].constant = constant
                if entry.row.isRestricted && constant < 0 { newlyInfeasible.append(entry.row) }
            }
        }
        if !newlyInfeasible.isEmpty { infeasible += newlyInfeasible }
    }

    /// Adds `delta` to the constant of the row of `basic`; returns the new constant.
    mutating func shiftConstant(of basic: Symbol, by delta: Double) -> Double {
        rows[basic.index].constant += delta
        logShift(of: basic.index)
        return rows[basic.index].constant
    }

    @inline(__always)
    private mutating func logShift(of index: Int) {
        guard !shiftLogOverflowed else { return }
        if shiftedRows.count + shiftedColumns.count >= 64 {
            overflowShiftLog()
        } else {
            shiftedRows.append(Int32(index))
        }
    }

    @inline(__always)
    private mutating func logShift(ofColumn index: Int) {
        guard !shiftLogOverflowed else { return }
        if shiftedRows.count + shiftedColumns.count >= 64 {
            overflowShiftLog()
        } else {
            shiftedColumns.append(Int32(index))
        }
    }

    private mutating func overflowShiftLog() {
        shiftLogOverflowed = true
        shiftedRows.removeAll()
        shiftedColumns.removeAll()
    }

    /// Empties the shift log (after an update read it, or made it moot).
    mutating func clearShiftLog() {
        shiftedRows.removeAll(keepingCapacity: true)
        shiftedColumns.removeAll(keepingCapacity: true)
        shiftLogOverflowed = false
    }

    // MARK: Journal

    /// Starts recording what changes, so that ``rollbackJournal()`` can undo it.
    mutating func beginJournal() {
        journal = Journal(infeasible: infeasible)
    }

    /// Whether changes are being recorded.
    var isJournaling: Bool { journal != nil }

    /// Stops recording and keeps the changes.
    mutating func commitJournal() {
        journal = nil
    }

    /// Stops recording and puts every changed row back as it was.
    mutating func rollbackJournal() {
        guard let saved = journal else { return }
        journal = nil
        // Take every changed row out first, then put the old versions back, so that no
        // column ever refers to a row in between.
        for index in saved.savedRows.keys where rows[index].isActive {
            _ = removeRow(for: rows[index].basic)
        }
        for (_, row) in saved.savedRows where row.isActive {
            insertRow(row, for: row.basic)
        }
        infeasible = saved.infeasible
    }
}
