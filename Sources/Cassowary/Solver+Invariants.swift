extension Solver {
    /// Every broken invariant of the solver's tableau, as sentences; empty when all hold.
    ///
    /// The checks: each row is filed under its basic symbol and holds no basic symbol, no
    /// zero coefficient and no symbol twice; its hash index finds every cell; each cell and
    /// its column entry point at each other, and columns hold nothing else; restricted rows
    /// are feasible and hold no external variable; the objective is optimal (no enterable
    /// symbol has a negative coefficient); freed indices are unused; the variable records
    /// (by identity and by symbol) and constraint tags agree with the tableau.
    ///
    /// Tests call this after every operation; the solver itself never does.
    package func _invariantViolations() -> [String] {
        var problems: [String] = []
        let rows = tableau.rows
        let columns = tableau.columns
        if rows[0].basic != Symbol.objective { problems.append("the objective row is missing") }
        var cellCount = 0
        for (index, row) in rows.enumerated() {
            guard row.isActive else {
                if row.count != 0 || row.constant != 0 { problems.append("empty slot \(index) holds a row") }
                continue
            }
            let basic = row.basic
            if basic.index != index { problems.append("row \(index) is filed under symbol \(basic.index)") }
            if !row.indexIsConsistent() { problems.append("row \(index) has a broken hash index") }
            for (position, cell) in row.cells.enumerated() {
                cellCount += 1
                let symbol = cell.symbol
                if symbol.kind == .objective { problems.append("row \(index) holds an objective symbol") }
                if rows[symbol.index].isActive { problems.append("row \(index) holds basic symbol \(symbol.index)") }
                if nearZero(cell.coefficient) { problems.append("row \(index) holds a zero coefficient") }
                if basic.isRestricted && symbol.isExternal {
                    problems.append("restricted row \(index) holds external symbol \(symbol.index)")
                }
                // An external symbol in the objective is a free direction, unless the coefficient
                // is a rounding residue of the strengths it held (the simplex ignores those).
                if basic == .objective && symbol.isExternal && abs(cell.coefficient) >= 1e-13 * tableau.objectiveScale {
                    problems.append("the objective holds external symbol \(symbol.index) (\(cell.coefficient))")
                }
                let column = columns[symbol.index]
                let entryPosition = Int(cell.columnPosition)
                if entryPosition < 0 || entryPosition >= column.count || column[entryPosition].row != basic
                    || Int(column[entryPosition].rowPosition) != position
                {
                    problems.append("cell of symbol \(symbol.index) in row \(index) and its column entry disagree")
                }
            }
            if basic.isRestricted && row.constant < -1e-7 {
                problems.append("restricted row \(index) is infeasible (constant \(row.constant))")
            }
            if basic == .objective {
                // Negative beyond the rounding error the simplex ignores (see `enteringSymbol`).
                let threshold = -1e-13 * tableau.objectiveScale
                for cell in row.cells where cell.coefficient < threshold && !cell.symbol.isDummy {
                    problems.append("the objective is not optimal (symbol \(cell.symbol.index): \(cell.coefficient))")
                }
            }
        }
        if rows[1].isActive { problems.append("an artificial objective outlived its addition") }
        let entryCount = columns.reduce(0) { $0 + $1.count }
        if entryCount != cellCount { problems.append("columns hold \(entryCount) entries for \(cellCount) cells") }

        let free = tableau.freeIndices
        if Set(free).count != free.count { problems.append("an index is free twice") }
        for index in free where rows[Int(index)].isActive || !columns[Int(index)].isEmpty {
            problems.append("free index \(index) is in use")
        }

        var seen = Set<Int>()
        for (position, record) in variables.enumerated() {
            if variablePositions[ObjectIdentifier(record.variable)] != position {
                problems.append("variable \(record.variable) is filed at the wrong position")
            }
            if !record.symbol.isExternal { problems.append("variable \(record.variable) has a non-external symbol") }
            if record.references < 0 { problems.append("variable \(record.variable) has negative references") }
            if !seen.insert(record.symbol.index).inserted { problems.append("two variables share a symbol") }
        }
        if variablePositions.count != variables.count { problems.append("variable index and records disagree") }
        for (index, position) in variablePositionsBySymbol.enumerated() where position >= 0 {
            if Int(position) >= variables.count || variables[Int(position)].symbol.index != index {
                problems.append("symbol \(index) is filed under the wrong variable")
            }
        }
        for (position, record) in variables.enumerated()
        where record.symbol.index >= variablePositionsBySymbol.count
            || variablePositionsBySymbol[record.symbol.index] != Int32(position)
        {
            problems.append("variable \(record.variable) is not filed under its symbol")
        }

        var definitionsSeen = 0
        for record in constraints.values {
            let constraint = record.constraint
            let tag = record.tag
            if let defined = record.defined {
                definitionsSeen += 1
                if tag.marker.isValid || tag.other.isValid { problems.append("definition \(constraint) has a tag") }
                if defined.index >= definitions.count || definitions[defined.index]?.constraint !== constraint {
                    problems.append("definition \(constraint) is not filed under its variable")
                }
                if !tableau.isUnused(defined) { problems.append("the tableau holds defined symbol \(defined.index)") }
                continue
            }
            let expected: Symbol.Kind
            switch (constraint.relation, constraint.strength.isRequired) {
            case (.equal, true): expected = .dummy
            case (.equal, false): expected = .error
            default: expected = .slack
            }
            if !tag.marker.isValid || tag.marker.kind != expected {
                problems.append("constraint \(constraint) has a marker of the wrong kind")
            }
            if !seen.insert(tag.marker.index).inserted { problems.append("constraint \(constraint) shares a symbol") }
            if tag.other.isValid && !seen.insert(tag.other.index).inserted {
                problems.append("constraint \(constraint) shares its other symbol")
            }
        }
        if definitionsSeen != definitionCount || definitions.compactMap({ $0 }).count != definitionCount {
            problems.append("\(definitionCount) definitions counted, \(definitionsSeen) recorded")
        }
        var dependentCounts = [Int32](repeating: 0, count: dependents.count)
        for definition in definitions.compactMap({ $0 }) {
            for term in definition.terms { dependentCounts[term.symbol.index] += 1 }
        }
        if dependentCounts != dependents { problems.append("definition dependents miscounted") }
        for record in edits.values where constraints[ObjectIdentifier(record.constraint)] == nil {
            problems.append("edit variable \(record.variable) lost its constraint")
        }
        return problems
    }
}
