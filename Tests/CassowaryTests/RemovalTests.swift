import Cassowary
import Testing

/// Removing constraints: prior solutions come back, markers leave the tableau whichever way
/// they sit in it, and removing everything leaves nothing behind.
@Suite struct RemovalTests {
    @Test func removingAStrongerPreferenceRestoresTheWeakerOne() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10) | .weak)
        solver.updateVariables()
        #expect(x.value == 10)

        let strong = (x == 20) | .strong
        try solver.addConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 20)

        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 10)
        expectConsistent(solver)
    }

    @Test func removingARequiredBoundFreesThePreference() throws {
        let x = Variable("x")
        let solver = Solver()
        let upper = x <= 5
        try solver.addConstraint((x == 50) | .medium)
        try solver.addConstraint(upper)
        solver.updateVariables()
        #expect(x.value == 5)

        try solver.removeConstraint(upper)
        solver.updateVariables()
        #expect(x.value == 50)
        expectConsistent(solver)
    }

    @Test func removingARequiredEqualityInTheMiddleOfAChainUnlinksIt() throws {
        let xs = (0..<5).map { Variable("x\($0)") }
        let solver = Solver()
        var links: [Constraint] = []
        for i in 0..<4 {
            let link = xs[i + 1] == xs[i] + 10
            links.append(link)
            try solver.addConstraint(link)
        }
        try solver.addConstraint(xs[0] == 0)
        for (i, x) in xs.enumerated() { try solver.addConstraint((x == Double(100 + i)) | .weak) }
        solver.updateVariables()
        #expect(xs.map(\.value) == [0, 10, 20, 30, 40])

        try solver.removeConstraint(links[1])
        solver.updateVariables()
        // x2...x4 still hang together 10 apart, and now sit where their weak preferences
        // pull them hardest: the median offset puts x3 at 103.
        #expect(xs[0].value == 0 && xs[1].value == 10)
        #expect(xs[3].value - xs[2].value == 10 && xs[4].value - xs[3].value == 10)
        #expect(xs[3].value == 103)
        expectConsistent(solver)
    }

    @Test func removingThenReaddingGivesTheSameSolution() throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let constraints = [
            a + b + c == 30,
            a >= 2 * b,
            (c == 4) | .strong,
            (a == 1) | .medium,
            (b == 20) | .weak,
        ]
        let solver = Solver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        let before = [a.value, b.value, c.value]
        // c is strong; a as small as a >= 2b allows (medium) leaves b short of 20 (weak).
        for (value, expected) in zip(before, [52.0 / 3, 26.0 / 3, 4]) { expectClose(value, expected) }

        for constraint in constraints {
            try solver.removeConstraint(constraint)
            expectConsistent(solver, after: "removing \(constraint)")
            try solver.addConstraint(constraint)
            expectConsistent(solver, after: "re-adding \(constraint)")
            solver.updateVariables()
            for (value, old) in zip([a.value, b.value, c.value], before) { expectClose(value, old) }
        }
    }

    /// Soft constraints pulling against each other make their error symbols basic; removing
    /// each takes both of its own symbols (marker and error) out of the tableau, whichever was
    /// basic, so a long-lived solver does not grow with every soft constraint it saw.
    @Test func softConstraintsLeaveNothingBehindWhateverIsBasic() throws {
        let xs = (0..<4).map { Variable("x\($0)") }
        for seed in 0..<40 {
            let solver = Solver()
            var constraints: [Constraint] = []
            try solver.addConstraint(xs[0] >= 0)
            for i in 0..<12 {
                let a = xs[(seed + i) % 4]
                let b = xs[(seed * 7 + i * 3 + 1) % 4]
                let value = Double((seed * 13 + i * 29) % 50)
                let strength: Strength = [.weak, .medium, .strong, Strength(5_000)][(seed + i) % 4]
                let constraint: Constraint =
                    switch (seed + i * 5) % 3 {
                    case 0: (a == value) | strength
                    case 1: (a + b >= value) | strength
                    default: (a - b <= value / 2) | strength
                    }
                try solver.addConstraint(constraint)
                constraints.append(constraint)
            }
            expectConsistent(solver, after: "seed \(seed)")
            let order = constraints.enumerated().sorted { ($0.offset * (seed + 5)) % 13 < ($1.offset * (seed + 5)) % 13 }
            for (_, constraint) in order {
                try solver.removeConstraint(constraint)
                expectConsistent(solver, after: "seed \(seed): removing \(constraint)")
            }
            #expect(solver._rowCount == 1, "seed \(seed): only x0 >= 0 is left")
            #expect(solver._liveSymbolCount <= 2, "seed \(seed): x0 and its slack")
            #expect(solver._objectiveCellCount == 0, "seed \(seed)")
        }
    }

    @Test func removingEverythingLeavesAnEmptyTableau() throws {
        let xs = (0..<6).map { Variable("x\($0)") }
        var constraints: [Constraint] = []
        for i in 0..<5 {
            constraints.append(xs[i + 1] >= xs[i] + 1)
            constraints.append((xs[i + 1] == xs[i] + 3) | .weak)
            constraints.append((xs[i] <= 100) | .medium)
        }
        constraints.append(xs[0] == 0)
        constraints.append(xs[5] <= 10)
        constraints.append(xs[2] + xs[3] == 9)
        let solver = Solver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(xs[5], strength: .strong)
        try solver.suggestValue(xs[5], 8)
        expectConsistent(solver)

        try solver.removeEditVariable(xs[5])
        // A scrambled order: every third constraint from the end, then the ones after them.
        let order = constraints.reversed().enumerated().sorted { $0.offset % 3 < $1.offset % 3 }.map(\.element)
        for constraint in order {
            try solver.removeConstraint(constraint)
            expectConsistent(solver, after: "removing \(constraint)")
        }
        #expect(solver._rowCount == 0)
        #expect(solver._variableCount == 0)
        #expect(solver._liveSymbolCount == 0)
        #expect(solver._objectiveCellCount == 0)
    }

    @Test func freedSymbolsAreReused() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        for round in 0..<50 {
            let constraint = (x == Double(round)) | .medium
            try solver.addConstraint(constraint)
            try solver.removeConstraint(constraint)
        }
        #expect(solver._liveSymbolCount <= 4)
        expectConsistent(solver)
    }

    @Test func removingAnUnknownConstraintThrowsAndChangesNothing() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 3)
        let state = solver._stateDescription()
        let stranger = x == 3
        #expect(throws: CassowaryError.unknownConstraint(stranger)) { try solver.removeConstraint(stranger) }
        #expect(solver._stateDescription() == state)
    }
}
