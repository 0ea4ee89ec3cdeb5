// Entry points for the tests: counts and a canonical dump of the solver's internal state.

extension Solver {
    /// The number of rows in the tableau, the objective not counted.
    package var _rowCount: Int {
        tableau.rows.dropFirst(2).reduce(0) { $0 + ($1.isActive ? 1 : 0) }
    }

    /// The number of symbol indices in use (handed out and not freed), the objectives' not
    /// counted.
    package var _liveSymbolCount: Int {
        Int(tableau.nextIndex - Symbol.firstIndex) - tableau.freeIndices.count
    }

    /// The number of variables the solver tracks.
    package var _variableCount: Int {
        variables.count
    }

    /// Pivots made since the solver was created or reset.
    package var _pivotCount: Int {
        tableau.pivotCount
    }

    /// Rows rewritten by substitutions since the solver was created or reset.
    package var _substitutedRowCount: Int {
        tableau.substitutedRowCount
    }

    /// The number of cells in all rows, the objective included.
    package var _cellCount: Int {
        tableau.rows.reduce(0) { $0 + $1.count }
    }

    /// The number of cells in the objective row.
    package var _objectiveCellCount: Int {
        tableau.rows[0].count
    }

    /// The whole state as text, independent of where cells sit in their arrays: every row
    /// (cells sorted by symbol, numbers printed exactly), the infeasible list, the symbol
    /// allocator, the variables, the constraints' tags and the edit constants. Two solvers
    /// with equal dumps behave identically from then on.
    package func _stateDescription() -> String {
        func exact(_ value: Double) -> String { String(value.bitPattern, radix: 16) }
        var lines: [String] = []
        for row in tableau.rows where row.isActive {
            let cells = row.cells.sorted { $0.symbol < $1.symbol }
                .map { "\($0.symbol.raw):\(exact($0.coefficient))" }
            lines.append("row \(row.basic.raw) = \(exact(row.constant)) " + cells.joined(separator: " "))
        }
        for (index, definition) in definitions.enumerated() {
            guard let definition else { continue }
            let terms = definition.terms.sorted { $0.symbol < $1.symbol }
                .map { "\($0.symbol.raw):\(exact($0.coefficient))" }
            lines.append("define \(index) = \(exact(definition.constant)) " + terms.joined(separator: " "))
        }
        lines.append("infeasible \(tableau.infeasible.map(\.raw))")
        lines.append("next \(tableau.nextIndex) free \(tableau.freeIndices)")
        for record in variables {
            lines.append("variable \(record.variable) \(record.symbol.raw) refs \(record.references)")
        }
        // Definitions have no marker; their defined symbol orders them.
        let ordered = constraints.values.sorted {
            ($0.tag.marker.raw, $0.defined?.raw ?? -1) < ($1.tag.marker.raw, $1.defined?.raw ?? -1)
        }
        for record in ordered {
            lines.append(
                "constraint \(record.constraint) \(record.tag.marker.raw) \(record.tag.other.raw)"
                    + (record.defined.map { " defines \($0.raw)" } ?? ""))
        }
        for record in edits.values.sorted(by: { $0.tag.marker < $1.tag.marker }) {
            lines.append("edit \(record.variable) \(exact(record.constant))")
        }
        return lines.joined(separator: "\n")
    }
}
