/// An incremental solver for systems of linear equalities and inequalities, required or
/// preferred with a ``Strength``.
///
/// The solver is the Cassowary algorithm of Badros, Borning and Stuckey as the kiwi solver
/// implements it: a simplex tableau kept optimal as constraints come and go, with edit
/// variables whose suggested values are absorbed by the dual simplex. Required constraints
/// must hold; among the solutions that satisfy them, the solver minimises the sum of each
/// preference's strength times its violation.
///
///     let left = Variable("left")
///     let width = Variable("width")
///     let solver = Solver()
///     try solver.addConstraint(left >= 0)
///     try solver.addConstraint(left + width <= 80)
///     try solver.addConstraint((width == 100) | .strong)
///     solver.updateVariables()
///     print(left.value, width.value)  // Prints "0.0 80.0"
///
/// Changes are incremental: adding or removing a constraint, or suggesting a value, updates
/// the tableau rather than solving from scratch, and ``updateVariables()`` copies the
/// current solution into the variables' ``Variable/value``s.
///
/// Every throwing method throws only ``CassowaryError`` and, when it throws, leaves the
/// solver exactly as it was.
///
/// - Note: Where several solutions are equally good (a variable nothing pins down, or
///   preferences that tie), the solver returns one of them; which one can depend on the
///   order constraints were added in, as in kiwi. Free variables come out as 0.
public final class Solver {
    /// The marker and other symbol a constraint added to the tableau: the slack, dummy or
    /// positive error that identifies its row, and the error variable a preference adds.
    struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
    }

    /// A constraint in the solver.
    struct ConstraintRecord {
        let constraint: Constraint
        var tag: Tag
        /// The variable the constraint defines, when it is a definition kept out of the
        /// tableau (see `Solver+Definitions.swift`); its tag is then empty.
        var defined: Symbol? = nil
    }

    /// A variable in the solver: its symbol and the number of constraints naming it.
    struct VariableRecord {
        let variable: Variable
        let symbol: Symbol
        var references: Int
    }

    // Every public method begins a modifying access to the tableau (and to the arrays marked
    // likewise below); the solver never calls out while one is open (no callbacks, no
    // reentrancy), so the run-time exclusivity check on each of them is pure cost.
    @exclusivity(unchecked) var tableau = Tableau()
    var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
    /// Positions in ``variables`` by the variable's identity.
    var variablePositions: [ObjectIdentifier: Int] = [:]
    /// The variables, densely, so that ``updateVariables()`` walks an array.
    @exclusivity(unchecked) var variables: [VariableRecord] = []
    /// Positions in ``variables`` by symbol index, -1 where no variable has that symbol.
    @exclusivity(unchecked) var variablePositionsBySymbol: [Int32] = []
    /// Whether the next ``updateVariables()`` must write every variable: something other
    /// than suggestions happened since the last one.
    var needsFullUpdate = true
    /// The tableau's ``Tableau/structureVersion`` at the last update.
    var updatedStructureVersion = 0
    @exclusivity(unchecked) var edits: [ObjectIdentifier: EditRecord] = [:]
    /// A buffer for the symbols and coefficients of the constraint being added, kept to save
    /// an allocation per addition.
    private var termBuffer: [(symbol: Symbol, coefficient: Double)] = []

    // Definitions (see `Solver+Definitions.swift`), by the defined symbol's index.
    @exclusivity(unchecked) var definitions: [Definition?] = []
    var definitionCount = 0
    /// Whether each symbol is defined (what `definitions[index] != nil` says, without
    /// copying the definition).
    @exclusivity(unchecked) var isDefined: [Bool] = []
    /// For each symbol, the number of definitions naming it.
    var dependents: [Int32] = []
    /// For each symbol, the indices of the defined symbols whose definitions name it.
    var dependentLists: [[Int32]] = []
    /// Scratch for evaluating definitions and walking them: a value and its stamp.
    @exclusivity(unchecked) var evaluatedValues: [Double] = []
    @exclusivity(unchecked) var evaluatedStamps: [UInt32] = []
    var evaluationStamp: UInt32 = 0
    var definitionSequence = 0
    /// The definitions as a flat program, each after those it names: the defined symbol's
    /// index, the constant and where its terms end in `evaluationTerms`.
    @exclusivity(unchecked) var evaluationSteps: [(target: Int32, constant: Double, termEnd: Int32)] = []
    @exclusivity(unchecked) var evaluationTerms: [(index: Int32, coefficient: Double, defined: Bool)] = []
    /// The steps that read a single tableau value, run before the others.
    @exclusivity(unchecked) var evaluationSingles: [(target: Int32, source: Int32, constant: Double, coefficient: Double)] = []
    /// Whether the program above matches the definitions.
    var evaluationIsCurrent = false

    /// Creates an empty solver.
    public init() {}

    /// Adds a constraint to the solver.
    ///
    ///     let x = Variable("x")
    ///     let solver = Solver()
    ///     try solver.addConstraint(x >= 10)
    ///     try solver.addConstraint((x == 0) | .weak)
    ///     solver.updateVariables()
    ///     print(x.value)  // Prints "10.0"
    ///
    /// - Parameter constraint: The constraint; the solver keeps this object until it is
    ///   removed, and ``removeConstraint(_:)`` takes the same object.
    /// - Throws: ``CassowaryError/duplicateConstraint(_:)`` when the constraint is already in
    ///   the solver, ``CassowaryError/unsatisfiableConstraint(_:)`` when it is required and
    ///   conflicts with the required constraints already there. Either way the solver is
    ///   left exactly as it was.
    public func addConstraint(_ constraint: Constraint) throws(CassowaryError) {
        let key = ObjectIdentifier(constraint)
        if constraints[key] != nil { throw .duplicateConstraint(constraint) }
        needsFullUpdate = true
        tableau.clearAllocationLog()
        let variableCount = variables.count

        if constraint.relation == .equal && constraint.strength.isRequired && define(constraint) { return }

        // A constraint bound for the tableau takes the definitions of the variables it names
        // there first; a failure later undoes that too.
        let promotions = definitionsToPromote(for: constraint)
        if !promotions.isEmpty { tableau.beginJournal() }
        var promoted: [(symbol: Symbol, definition: Definition)] = []
        let tag: Tag
        do {
            for symbol in promotions {
                let definition = definitions[symbol.index]!
                removeDefinition(of: symbol)
                promoted.append((symbol, definition))
                let promotedTag = try insert(definition.constraint)
                constraints[ObjectIdentifier(definition.constraint)] = ConstraintRecord(
                    constraint: definition.constraint, tag: promotedTag)
            }
            tag = try insert(constraint)
        } catch {
            tableau.rollbackJournal()
            for (symbol, definition) in promoted.reversed() {
                restoreDefinition(definition, of: symbol)
            }
            forgetVariables(from: variableCount)
            tableau.undoAllocations()
            throw error
        }
        if tableau.isJournaling { tableau.commitJournal() }

        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            variables[variablePositions[ObjectIdentifier(term.variable)]!].references += 1
        }
        constraints[key] = ConstraintRecord(constraint: constraint, tag: tag)
        try tableau.optimize(.objective)
    }

    /// Puts a constraint's row into the tableau (the objective is re-optimised by the caller).
    ///
    /// On failure the rows may be half changed: the caller rolls back the journal, which
    /// this function starts when it needs one and none is running.
    private func insert(_ constraint: Constraint) throws(CassowaryError) -> Tag {
        let (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(of: row, tag: tag)
        if !subject.isValid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            // The row only restates required equalities already present: redundant when its
            // constant is zero, contradictory otherwise.
            guard nearZero(row.constant) else { throw .unsatisfiableConstraint(constraint) }
            subject = tag.marker
        }
        if subject.isValid {
            tableau.addRow(row, solvedFor: subject)
            return tag
        }
        let ownsJournal = !tableau.isJournaling
        if ownsJournal { tableau.beginJournal() }
        guard try addWithArtificialVariable(row) else { throw .unsatisfiableConstraint(constraint) }
        if ownsJournal { tableau.commitJournal() }
        return tag
    }

    /// Removes a constraint from the solver.
    ///
    ///     let x = Variable("x")
    ///     let solver = Solver()
    ///     let floor = x >= 10
    ///     try solver.addConstraint(floor)
    ///     try solver.addConstraint((x == 0) | .weak)
    ///     try solver.removeConstraint(floor)
    ///     solver.updateVariables()
    ///     print(x.value)  // Prints "0.0"
    ///
    /// - Parameter constraint: A constraint added with ``addConstraint(_:)``.
    /// - Throws: ``CassowaryError/unknownConstraint(_:)`` when the constraint is not in the
    ///   solver (the solver is then unchanged).
    public func removeConstraint(_ constraint: Constraint) throws(CassowaryError) {
        guard let record = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        needsFullUpdate = true
        if let defined = record.defined {
            removeDefinition(of: defined)
            for term in constraint.expression.terms where !nearZero(term.coefficient) {
                release(term.variable)
            }
            return
        }
        let tag = record.tag

        // The errors leave the objective before any pivot, or the pivots would carry their
        // weights into other rows.
        if constraint.strength < .required {
            removeErrorEffects(tag.marker, strength: constraint.strength)
            removeErrorEffects(tag.other, strength: constraint.strength)
        }

        if tableau.isBasic(tag.marker) {
            _ = tableau.removeRow(for: tag.marker)
        } else {
            let leaving = tableau.markerLeavingRow(for: tag.marker)
            if leaving.isValid {
                var row = tableau.removeRow(for: leaving)
                row.solve(for: leaving, tag.marker)
                tableau.substitute(tag.marker, with: row)
            }
            // A marker in no row left nothing of its constraint in the tableau.
        }
        try tableau.optimize(.objective)

        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            release(term.variable)
        }
        if tableau.isUnused(tag.marker) { tableau.freeSymbol(tag.marker) }
        if tag.other.isValid && tableau.isUnused(tag.other) { tableau.freeSymbol(tag.other) }
    }

    /// Whether the constraint is in the solver.
    ///
    /// - Parameter constraint: Any constraint; only the same object counts.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// Copies the current solution into the ``Variable/value`` of every variable that some
    /// constraint in the solver names.
    ///
    /// Variables that no constraint pins down get 0.
    ///
    /// - Note: After constraints or edit variables were added or removed, every variable is
    ///   written, as kiwi does. After only suggestions that moved no row into or out of the
    ///   basis (the common case of an edit round), only the variables whose values those
    ///   suggestions shifted are written, so that a round costs what it changed rather than
    ///   the size of the system; a value you assigned a variable yourself then stays until
    ///   the solution moves that variable or the next addition or removal.
    public func updateVariables() {
        defer {
            needsFullUpdate = false
            updatedStructureVersion = tableau.structureVersion
            tableau.clearShiftLog()
        }
        if !needsFullUpdate && tableau.structureVersion == updatedStructureVersion && !tableau.shiftLogOverflowed
            && updateShiftedVariables()
        {
            return
        }
        if definitionCount > 0 { evaluateDefinitions() }
        // Raw buffers, and the variable reached without a retain: this is most of an edit
        // round's work when the round itself moves few rows.
        tableau.rows.withUnsafeBufferPointer { rows in
            isDefined.withUnsafeBufferPointer { isDefined in
                evaluatedValues.withUnsafeBufferPointer { evaluated in
                    variables.withUnsafeBufferPointer { variables in
                        let definedCount = definitionCount > 0 ? isDefined.count : 0
                        for position in variables.indices {
                            let index = variables[position].symbol.index
                            let value = index < definedCount && isDefined[index] ? evaluated[index] : rows[index].constant
                            Unmanaged.passUnretained(variables[position].variable)._withUnsafeGuaranteedRef {
                                $0.value = value
                            }
                        }
                    }
                }
            }
        }
    }

    /// Writes the variables of the rows the shift log names, when no definition reads any of
    /// them (a definition's value would move too); otherwise writes nothing.
    ///
    /// - Returns: Whether it wrote them.
    private func updateShiftedVariables() -> Bool {
        let shiftedRows = tableau.shiftedRows
        let shiftedColumns = tableau.shiftedColumns
        let columns = tableau.columns
        // Through buffers throughout: `dependents` read element by element paid an
        // exclusivity check each time, which cost more than the writes this path saves.
        let readByDefinition =
            definitionCount > 0
            && dependents.withUnsafeBufferPointer { dependents in
                func isRead(_ index: Int) -> Bool { index < dependents.count && dependents[index] > 0 }
                if shiftedRows.contains(where: { isRead(Int($0)) }) { return true }
                for column in shiftedColumns {
                    if columns[Int(column)].contains(where: { $0.row.kind != .objective && isRead($0.row.index) }) {
                        return true
                    }
                }
                return false
            }
        if readByDefinition { return false }
        tableau.rows.withUnsafeBufferPointer { rows in
            variablePositionsBySymbol.withUnsafeBufferPointer { positions in
                variables.withUnsafeBufferPointer { variables in
                    func write(_ index: Int) {
                        guard index < positions.count else { return }
                        let position = Int(positions[index])
                        guard position >= 0 else { return }
                        let value = rows[index].constant
                        Unmanaged.passUnretained(variables[position].variable)._withUnsafeGuaranteedRef {
                            $0.value = value
                        }
                    }
                    for index in shiftedRows { write(Int(index)) }
                    for column in shiftedColumns {
                        for entry in columns[Int(column)] where entry.row.kind != .objective { write(entry.row.index) }
                    }
                }
            }
        }
        return true
    }

    /// Removes every constraint and edit variable, as if the solver were new.
    ///
    /// Variables keep the values they had.
    public func reset() {
        tableau = Tableau()
        constraints = [:]
        variablePositions = [:]
        variables = []
        variablePositionsBySymbol = []
        needsFullUpdate = true
        updatedStructureVersion = 0
        edits = [:]
        resetDefinitions()
    }

    // MARK: Adding

    /// The symbol of a variable, registering the variable when it is new to the solver.
    func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let position = variablePositions[key] { return variables[position].symbol }
        let symbol = tableau.makeSymbol(.external)
        variablePositions[key] = variables.count
        if symbol.index >= variablePositionsBySymbol.count {
            variablePositionsBySymbol += repeatElement(-1, count: max(symbol.index + 1, 2 * variablePositionsBySymbol.count) - variablePositionsBySymbol.count)
        }
        variablePositionsBySymbol[symbol.index] = Int32(variables.count)
        variables.append(VariableRecord(variable: variable, symbol: symbol, references: 0))
        return symbol
    }

    /// Unregisters the variables registered since there were `count`, for a failed addition.
    func forgetVariables(from count: Int) {
        while variables.count > count {
            let record = variables.removeLast()
            variablePositions[ObjectIdentifier(record.variable)] = nil
            variablePositionsBySymbol[record.symbol.index] = -1
        }
    }

    /// Drops one reference to a variable, and the variable itself when it was the last one
    /// and the tableau no longer holds its symbol.
    private func release(_ variable: Variable) {
        let key = ObjectIdentifier(variable)
        let position = variablePositions[key]!
        variables[position].references -= 1
        let record = variables[position]
        guard record.references == 0, tableau.isUnused(record.symbol) else { return }
        variablePositions[key] = nil
        variablePositionsBySymbol[record.symbol.index] = -1
        let last = variables.removeLast()
        if position < variables.count {
            variables[position] = last
            variablePositions[ObjectIdentifier(last.variable)] = position
            variablePositionsBySymbol[last.symbol.index] = Int32(position)
        }
        tableau.freeSymbol(record.symbol)
    }

    /// The constraint's row with basic variables substituted out and its slack, error or
    /// dummy symbols added, its constant made non-negative; preferences' errors go into the
    /// objective with the constraint's strength.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        // The buffer is moved out and back, so that it is never shared and never copied.
        var terms: [(symbol: Symbol, coefficient: Double)] = []
        swap(&terms, &termBuffer)
        for term in expression.terms where !nearZero(term.coefficient) {
            terms.append((symbol(for: term.variable), term.coefficient))
        }
        var row = tableau.makeRow(constant: expression.constant, terms: terms)
        terms.removeAll(keepingCapacity: true)
        swap(&terms, &termBuffer)

        var tag = Tag()
        let strength = constraint.strength.value
        if !constraint.strength.isRequired { tableau.objectiveScale = max(tableau.objectiveScale, strength) }
        let isRequired = constraint.strength.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            tag.marker = slack
            row.append(slack, sign)
            if !isRequired {
                let error = tableau.makeSymbol(.error)
                tag.other = error
                row.append(error, -sign)
                tableau.addToRow(.objective, error, strength)
            }
        case .equal:
            if isRequired {
                let dummy = tableau.makeSymbol(.dummy)
                tag.marker = dummy
                row.append(dummy, 1)
            } else {
                // expression = plus - minus
                let plus = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.append(plus, -1)
                row.append(minus, 1)
                tableau.addToRow(.objective, plus, strength)
                tableau.addToRow(.objective, minus, strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic with a new row: the external variable held by the fewest
    /// rows (so the substitution touches as little as possible; ties to the newest), else the
    /// constraint's own slack or error when its coefficient is negative (so it starts
    /// feasible), else a slack or error already in the tableau that can take the row without
    /// making any row infeasible (see ``Tableau/feasibleSubject(of:)``), else none.
    ///
    /// kiwi takes the first external variable by age, which in a chain of equalities makes
    /// every row depend on the newest variable and every addition rewrite every row.
    private func chooseSubject(of row: Row, tag: Tag) -> Symbol {
        var best = Symbol.invalid
        var bestCount = Int.max
        for cell in row.cells where cell.symbol.isExternal {
            let count = tableau.occurrences(of: cell.symbol)
            if count < bestCount || (count == bestCount && cell.symbol > best) {
                best = cell.symbol
                bestCount = count
            }
        }
        if best.isValid { return best }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return tableau.feasibleSubject(of: row)
    }

    /// Adds a row with no obvious basic symbol through an artificial variable: minimise the
    /// artificial variable; the constraint is satisfiable exactly when that reaches zero.
    ///
    /// - Returns: Whether the row could be added; when it could not, the caller rolls the
    ///   tableau back.
    private func addWithArtificialVariable(_ row: Row) throws(CassowaryError) -> Bool {
        let artificial = tableau.makeSymbol(.slack)
        tableau.insertRow(row, for: artificial)
        tableau.insertRow(row, for: .artificial)
        try tableau.optimize(.artificial)
        let satisfiable = nearZero(tableau.constant(of: .artificial))
        _ = tableau.removeRow(for: .artificial)
        if !satisfiable { return false }

        if tableau.isBasic(artificial) {
            var row = tableau.removeRow(for: artificial)
            if !row.isEmpty {
                // Any slack or error will do; failing those, the row only ties dummies
                // together (the constraint was redundant) and a dummy takes its place.
                var entering = Symbol.invalid
                for cell in row.cells where cell.symbol.isPivotable && (!entering.isValid || cell.symbol < entering) {
                    entering = cell.symbol
                }
                if !entering.isValid {
                    for cell in row.cells where !entering.isValid || cell.symbol < entering { entering = cell.symbol }
                }
                row.solve(for: artificial, entering)
                tableau.substitute(entering, with: row)
                tableau.insertRow(row, for: entering)
            }
        }
        tableau.eraseColumn(of: artificial)
        tableau.freeSymbol(artificial)
        return true
    }

    // MARK: Removing

    /// Takes a preference's error symbol out of the objective.
    private func removeErrorEffects(_ error: Symbol, strength: Strength) {
        guard error.isValid, error.kind == .error else { return }
        if tableau.isBasic(error) {
            tableau.addToRow(.objective, tableau.rows[error.index], times: -strength.value)
        } else {
            tableau.addToRow(.objective, error, -strength.value)
        }
    }
}
