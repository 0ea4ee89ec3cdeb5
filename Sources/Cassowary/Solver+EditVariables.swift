extension Solver {
    /// An edit variable: the preference `variable == constant` that suggestions move.
    struct EditRecord {
        let variable: Variable
        let constraint: Constraint
        let tag: Tag
        var constant: Double
    }

    /// Makes a variable an edit variable, whose value you can then suggest.
    ///
    /// An edit variable is a preference that the variable equal its latest suggested value
    /// (0 until the first suggestion), at `strength`. Suggesting a value is much cheaper than
    /// removing one constraint and adding another, which is why interactive code (dragging,
    /// resizing a window) uses edit variables.
    ///
    ///     let width = Variable("width")
    ///     let half = Variable("half")
    ///     let solver = Solver()
    ///     try solver.addConstraint(half * 2 == width)
    ///     try solver.addEditVariable(width, strength: .strong)
    ///     try solver.suggestValue(width, 80)
    ///     solver.updateVariables()
    ///     print(half.value)  // Prints "40.0"
    ///
    /// - Parameters:
    ///   - variable: The variable to edit.
    ///   - strength: How strongly suggestions pull; anything below ``Strength/required``.
    /// - Throws: ``CassowaryError/duplicateEditVariable(_:)`` when the variable already is
    ///   one, ``CassowaryError/requiredEditVariableStrength(_:)`` when `strength` is required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(CassowaryError) {
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditVariableStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        let tag = constraints[ObjectIdentifier(constraint)]!.tag
        edits[key] = EditRecord(variable: variable, constraint: constraint, tag: tag, constant: 0)
    }

    /// Stops a variable being an edit variable, dropping its preference.
    ///
    /// - Parameter variable: A variable added with ``addEditVariable(_:strength:)``.
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)`` when it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(CassowaryError) {
        let key = ObjectIdentifier(variable)
        guard let record = edits[key] else { throw .unknownEditVariable(variable) }
        try removeConstraint(record.constraint)
        edits[key] = nil
    }

    /// Whether the variable is an edit variable.
    ///
    /// - Parameter variable: Any variable; only the same object counts.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable; the solution moves as close to it as the
    /// edit variable's strength allows.
    ///
    /// The solution is re-optimised at once (by the dual simplex, usually a few pivots);
    /// call ``updateVariables()`` to read it.
    ///
    ///     let x = Variable("x")
    ///     let solver = Solver()
    ///     try solver.addConstraint(x <= 100)
    ///     try solver.addEditVariable(x, strength: .strong)
    ///     try solver.suggestValue(x, 150)
    ///     solver.updateVariables()
    ///     print(x.value)  // Prints "100.0"
    ///
    /// - Parameters:
    ///   - variable: An edit variable.
    ///   - value: The value it should take.
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)`` when it is not an edit variable.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(CassowaryError) {
        let key = ObjectIdentifier(variable)
        guard let record = edits[key] else { throw .unknownEditVariable(variable) }
        let delta = value - record.constant
        edits[key]!.constant = value
        let tag = record.tag
        // The edit row reads `variable - constant = plus - minus`; moving the constant moves
        // whichever error is basic, or else every row holding the errors.
        if tableau.isBasic(tag.marker) {
            if tableau.shiftConstant(of: tag.marker, by: -delta) < 0 { tableau.infeasible.append(tag.marker) }
        } else if tableau.isBasic(tag.other) {
            if tableau.shiftConstant(of: tag.other, by: delta) < 0 { tableau.infeasible.append(tag.other) }
        } else {
            tableau.shiftConstants(along: tag.marker, by: delta)
        }
        try tableau.dualOptimize()
    }
}
