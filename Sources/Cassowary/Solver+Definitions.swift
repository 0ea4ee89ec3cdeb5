// Required equalities kept out of the tableau.
//
// A required equality that names a variable the tableau does not hold (and that no other
// definition defines) is solved for that variable and kept as a definition,
// `variable = constant + Σ coefficient × other`, instead of a row. A chain such as
// `x[i+1] == x[i] + 10` then costs one short definition per link, where the tableau would
// hold a row per link with a dummy symbol for every link before it (O(N²) cells; kiwi's
// rows are the same). Such a constraint can never conflict with anything (its variable is
// free everywhere else), so adding and removing it touch nothing but the definition;
// ``Solver/updateVariables()`` evaluates definitions after reading the tableau.
//
// Definitions never form a cycle (a variable is never defined in terms of itself, directly
// or through other definitions). The tableau never holds a defined variable: a constraint
// that goes to the tableau and names one first moves that definition into the tableau
// ("promotes" it) as the ordinary required equality it is, after the definitions it
// depends on, so that the tableau then is exactly what it would have been had those
// equalities been added there in the first place.

extension Solver {
    /// A variable defined by a required equality outside the tableau.
    struct Definition {
        let constraint: Constraint
        /// When it was added, so that promotions keep the order the constraints came in.
        let sequence: Int
        var constant: Double
        /// The other symbols and their coefficients (no duplicates, none zero).
        var terms: [(symbol: Symbol, coefficient: Double)]
    }

    /// Makes `constraint` (a required equality) a definition when it names a variable the
    /// tableau does not hold and defining that variable makes no cycle.
    ///
    /// - Returns: Whether it did; when it did not, nothing changed.
    func define(_ constraint: Constraint) -> Bool {
        // Merge the expression's terms per variable, registering nothing yet.
        var combined: [(variable: Variable, coefficient: Double)] = []
        combined.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            if let position = combined.firstIndex(where: { $0.variable === term.variable }) {
                combined[position].coefficient += term.coefficient
            } else {
                combined.append((term.variable, term.coefficient))
            }
        }
        combined.removeAll { nearZero($0.coefficient) }
        // The subject: the first variable (in the expression's order, which puts the left
        // side first) that is new, or free of the tableau and of any definition and named by
        // no definition; failing that, the first free one whose definition makes no cycle.
        var subject = -1
        var fallback = -1
        for position in combined.indices {
            guard let index = variablePositions[ObjectIdentifier(combined[position].variable)] else {
                subject = position
                break
            }
            let symbol = variables[index].symbol
            guard tableau.isUnused(symbol), definitions.count <= symbol.index || definitions[symbol.index] == nil
            else { continue }
            if dependentCount(of: symbol) == 0 {
                subject = position
                break
            }
            if fallback < 0 && !definitionsNaming(symbol, reachAnyOf: combined.map(\.variable)) {
                fallback = position
            }
        }
        if subject < 0 { subject = fallback }
        guard subject >= 0 else { return false }

        let factor = -1 / combined[subject].coefficient
        let subjectSymbol = symbol(for: combined[subject].variable)
        definitionSequence += 1
        var definition = Definition(
            constraint: constraint, sequence: definitionSequence, constant: constraint.expression.constant * factor, terms: [])
        definition.terms.reserveCapacity(combined.count - 1)
        for (position, entry) in combined.enumerated() where position != subject {
            definition.terms.append((symbol(for: entry.variable), entry.coefficient * factor))
        }
        restoreDefinition(definition, of: subjectSymbol)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            variables[variablePositions[ObjectIdentifier(term.variable)]!].references += 1
        }
        return true
    }

    /// Files a definition (new, or one taken back after a failed addition) and its record.
    func restoreDefinition(_ definition: Definition, of symbol: Symbol) {
        let index = symbol.index
        growDefinitionStorage(to: index)
        definitions[index] = definition
        isDefined[index] = true
        definitionCount += 1
        evaluationIsCurrent = false
        for term in definition.terms {
            growDefinitionStorage(to: term.symbol.index)
            dependents[term.symbol.index] += 1
            dependentLists[term.symbol.index].append(Int32(index))
        }
        constraints[ObjectIdentifier(definition.constraint)] = ConstraintRecord(
            constraint: definition.constraint, tag: Tag(), defined: symbol)
    }

    /// Forgets the definition of `symbol` (its constraint record is the caller's business).
    func removeDefinition(of symbol: Symbol) {
        let definition = definitions[symbol.index]!
        definitions[symbol.index] = nil
        isDefined[symbol.index] = false
        definitionCount -= 1
        evaluationIsCurrent = false
        for term in definition.terms {
            dependents[term.symbol.index] -= 1
            let list = term.symbol.index
            if let position = dependentLists[list].lastIndex(of: Int32(symbol.index)) {
                dependentLists[list].remove(at: position)
            }
        }
    }

    func resetDefinitions() {
        definitions = []
        dependents = []
        isDefined = []
        dependentLists = []
        evaluatedValues = []
        evaluatedStamps = []
        definitionCount = 0
        evaluationSteps = []
        evaluationTerms = []
        evaluationSingles = []
        evaluationIsCurrent = false
    }

    private func growDefinitionStorage(to index: Int) {
        guard index >= definitions.count else { return }
        let count = max(index + 1, definitions.count * 2)
        definitions += [Definition?](repeating: nil, count: count - definitions.count)
        dependents += [Int32](repeating: 0, count: count - dependents.count)
        isDefined += [Bool](repeating: false, count: count - isDefined.count)
        dependentLists += [[Int32]](repeating: [], count: count - dependentLists.count)
        evaluatedValues += [Double](repeating: 0, count: count - evaluatedValues.count)
        evaluatedStamps += [UInt32](repeating: 0, count: count - evaluatedStamps.count)
    }

    private func dependentCount(of symbol: Symbol) -> Int32 {
        symbol.index < dependents.count ? dependents[symbol.index] : 0
    }

    /// Whether a definition of one of `variables` names `symbol`, directly or through other
    /// definitions: defining `symbol` in terms of those variables would then make a cycle.
    ///
    /// The search runs forward from `symbol` over the definitions naming it, which is short
    /// where it matters (re-linking a chain: the newly defined variable's dependents stop
    /// at the next gap, while the other variable's own definitions run back to the start).
    private func definitionsNaming(_ symbol: Symbol, reachAnyOf others: [Variable]) -> Bool {
        let stamp = nextEvaluationStamp()
        var targets = 0
        for variable in others {
            guard let position = variablePositions[ObjectIdentifier(variable)] else { continue }
            let index = variables[position].symbol.index
            if index != symbol.index && index < evaluatedStamps.count {
                evaluatedStamps[index] = stamp
                targets += 1
            }
        }
        if targets == 0 { return false }
        var stack = [Int32(symbol.index)]
        var visited: Set<Int32> = [Int32(symbol.index)]
        while let next = stack.popLast() {
            for dependent in dependentLists[Int(next)] {
                if evaluatedStamps[Int(dependent)] == stamp { return true }
                if visited.insert(dependent).inserted { stack.append(dependent) }
            }
        }
        return false
    }

    /// The defined symbols `constraint` needs moved into the tableau (those it names and
    /// those their definitions name, transitively), in the order they were added.
    func definitionsToPromote(for constraint: Constraint) -> [Symbol] {
        guard definitionCount > 0 else { return [] }
        var order: [Symbol] = []
        var stamp: UInt32 = 0
        for term in constraint.expression.terms {
            guard let position = variablePositions[ObjectIdentifier(term.variable)] else { continue }
            let root = variables[position].symbol
            guard root.index < definitions.count, definitions[root.index] != nil else { continue }
            if stamp == 0 { stamp = nextEvaluationStamp() }
            if evaluatedStamps[root.index] == stamp { continue }
            // Depth first, without recursion (chains run to thousands).
            evaluatedStamps[root.index] = stamp
            var stack: [(symbol: Symbol, next: Int)] = [(root, 0)]
            while !stack.isEmpty {
                let (symbol, next) = stack[stack.count - 1]
                let terms = definitions[symbol.index]!.terms
                if next < terms.count {
                    stack[stack.count - 1].next += 1
                    let child = terms[next].symbol
                    if definitions[child.index] != nil && evaluatedStamps[child.index] != stamp {
                        evaluatedStamps[child.index] = stamp
                        stack.append((child, 0))
                    }
                } else {
                    order.append(symbol)
                    stack.removeLast()
                }
            }
        }
        // The order they came in, so that the tableau gets the rows it would have had.
        order.sort { definitions[$0.index]!.sequence < definitions[$1.index]!.sequence }
        return order
    }

    func nextEvaluationStamp() -> UInt32 {
        if evaluationStamp == UInt32.max {
            evaluationStamp = 0
            for index in evaluatedStamps.indices { evaluatedStamps[index] = 0 }
        }
        evaluationStamp += 1
        return evaluationStamp
    }

    /// Puts every defined symbol's value in `evaluatedValues`, each definition after the
    /// definitions it names, running the flat program ``orderDefinitions()`` makes (again
    /// only after the definitions changed).
    func evaluateDefinitions() {
        if !evaluationIsCurrent { orderDefinitions() }
        // Raw buffers throughout: this runs every update, and array accesses through `self`
        // cost a bounds check and an access each.
        tableau.rows.withUnsafeBufferPointer { rows in
            evaluatedValues.withUnsafeMutableBufferPointer { values in
                // Single tableau reads first (they need no other step), in a loop of their own.
                evaluationSingles.withUnsafeBufferPointer { singles in
                    for single in singles {
                        values[Int(single.target)] = single.constant + single.coefficient * rows[Int(single.source)].constant
                    }
                }
                evaluationSteps.withUnsafeBufferPointer { steps in
                    evaluationTerms.withUnsafeBufferPointer { terms in
                        var position = 0
                        for step in steps {
                            var value = step.constant
                            let end = Int(step.termEnd)
                            while position < end {
                                let term = terms[position]
                                let index = Int(term.index)
                                value += term.coefficient * (term.defined ? values[index] : rows[index].constant)
                                position += 1
                            }
                            values[Int(step.target)] = value
                        }
                    }
                }
            }
        }
    }

    /// Depth first over the definitions, post-order, without recursion.
    ///
    /// It runs in the first update after any definition changes, so it reads the definitions
    /// in place through buffers rather than copying each (a retain and release per copy).
    private func orderDefinitions() {
        // The program's arrays are swapped out (not copied) so that they stay unique and keep
        // their capacity.
        var steps: [(target: Int32, constant: Double, termEnd: Int32)] = []
        var flatTerms: [(index: Int32, coefficient: Double, defined: Bool)] = []
        swap(&steps, &evaluationSteps)
        swap(&flatTerms, &evaluationTerms)
        steps.removeAll(keepingCapacity: true)
        flatTerms.removeAll(keepingCapacity: true)
        steps.reserveCapacity(definitionCount)
        flatTerms.reserveCapacity(definitionCount)
        // Each defined symbol's step, and whether the step reads tableau values only.
        var stepOf = [Int32](repeating: -1, count: definitions.count)
        var flatSteps: [Bool] = []
        flatSteps.reserveCapacity(definitionCount)
        let stamp = nextEvaluationStamp()
        var stack: [(symbol: Int, next: Int)] = []
        stack.reserveCapacity(64)
        definitions.withUnsafeBufferPointer { definitions in
            isDefined.withUnsafeBufferPointer { isDefined in
                evaluatedStamps.withUnsafeMutableBufferPointer { stamps in
                    stepOf.withUnsafeMutableBufferPointer { stepOf in
                        for index in definitions.indices where isDefined[index] && stamps[index] != stamp {
                            stamps[index] = stamp
                            stack.append((index, 0))
                            while let (symbol, next) = stack.last {
                                let terms = definitions[symbol].unsafelyUnwrapped.terms
                                if next < terms.count {
                                    stack[stack.count - 1].next += 1
                                    let child = terms[next].symbol.index
                                    if isDefined[child] && stamps[child] != stamp {
                                        stamps[child] = stamp
                                        stack.append((child, 0))
                                    }
                                    continue
                                }
                                // A term whose own step reads only tableau values and is short is
                                // replaced by that step's terms, so that a chain evaluates each
                                // link from its root rather than waiting for the link before.
                                let start = flatTerms.count
                                var constant = definitions[symbol].unsafelyUnwrapped.constant
                                var flat = true
                                for term in terms {
                                    let child = term.symbol.index
                                    guard isDefined[child] else {
                                        flatTerms.append((Int32(child), term.coefficient, false))
                                        continue
                                    }
                                    let step = Int(stepOf[child])
                                    let childStart = step == 0 ? 0 : Int(steps[step - 1].termEnd)
                                    let childEnd = Int(steps[step].termEnd)
                                    if flatSteps[step] && childEnd - childStart <= 4 {
                                        constant += term.coefficient * steps[step].constant
                                        for position in childStart..<childEnd {
                                            let inner = flatTerms[position]
                                            flatTerms.append((inner.index, inner.coefficient * term.coefficient, false))
                                        }
                                    } else {
                                        flatTerms.append((Int32(child), term.coefficient, true))
                                        flat = false
                                    }
                                }
                                if flatTerms.count - start > 8 {
                                    // Too long flattened: read the other steps' values instead.
                                    flatTerms.removeSubrange(start...)
                                    constant = definitions[symbol].unsafelyUnwrapped.constant
                                    flat = true
                                    for term in terms {
                                        let defined = isDefined[term.symbol.index]
                                        if defined { flat = false }
                                        flatTerms.append((Int32(term.symbol.index), term.coefficient, defined))
                                    }
                                }
                                stepOf[symbol] = Int32(steps.count)
                                flatSteps.append(flat)
                                steps.append((Int32(symbol), constant, Int32(flatTerms.count)))
                                stack.removeLast()
                            }
                        }
                    }
                }
            }
        }
        // Steps that read one tableau value (every link of a chain, once flattened) go to
        // their own loop: they depend on no other step, and the general loop's per-step work
        // is most of their cost.
        var singles: [(target: Int32, source: Int32, constant: Double, coefficient: Double)] = []
        swap(&singles, &evaluationSingles)
        singles.removeAll(keepingCapacity: true)
        singles.reserveCapacity(steps.count)
        var rest: [(target: Int32, constant: Double, termEnd: Int32)] = []
        var restTerms: [(index: Int32, coefficient: Double, defined: Bool)] = []
        var start = 0
        for step in steps {
            let end = Int(step.termEnd)
            if end - start == 1 && !flatTerms[start].defined {
                singles.append((step.target, flatTerms[start].index, step.constant, flatTerms[start].coefficient))
            } else {
                for position in start..<end { restTerms.append(flatTerms[position]) }
                rest.append((step.target, step.constant, Int32(restTerms.count)))
            }
            start = end
        }
        evaluationSteps = rest
        evaluationTerms = restTerms
        evaluationSingles = singles
        evaluationIsCurrent = true
    }
}
