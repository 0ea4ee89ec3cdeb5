import Cassowary
import Testing

/// Errors: each case is thrown when it should be, carrying the right object, and a throwing
/// call leaves the solver exactly as it was.
@Suite struct ErrorTests {
    @Test func addingAConstraintTwiceThrowsDuplicateConstraint() throws {
        let x = Variable("x")
        let constraint = x >= 0
        let solver = Solver()
        try solver.addConstraint(constraint)
        #expect(throws: CassowaryError.duplicateConstraint(constraint)) { try solver.addConstraint(constraint) }
    }

    @Test func removingAConstraintNeverAddedThrowsUnknownConstraint() {
        let constraint = Variable("x") >= 0
        #expect(throws: CassowaryError.unknownConstraint(constraint)) { try Solver().removeConstraint(constraint) }
    }

    @Test func removingAConstraintTwiceThrowsUnknownConstraint() throws {
        let x = Variable("x")
        let constraint = x >= 0
        let solver = Solver()
        try solver.addConstraint(constraint)
        try solver.removeConstraint(constraint)
        #expect(throws: CassowaryError.unknownConstraint(constraint)) { try solver.removeConstraint(constraint) }
    }

    @Test func editVariableErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: CassowaryError.requiredEditVariableStrength(x)) {
            try solver.addEditVariable(x, strength: .required)
        }
        #expect(throws: CassowaryError.requiredEditVariableStrength(x)) {
            try solver.addEditVariable(x, strength: Strength(2e9))
        }
        #expect(!solver.hasEditVariable(x))
        #expect(throws: CassowaryError.unknownEditVariable(x)) { try solver.suggestValue(x, 1) }
        #expect(throws: CassowaryError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: CassowaryError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .weak) }
    }

    @Test func contradictoryEqualitiesThrowUnsatisfiable() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == y + 1)
        try solver.addConstraint(y == 3)
        let conflict = x == 5
        #expect(throws: CassowaryError.unsatisfiableConstraint(conflict)) { try solver.addConstraint(conflict) }
        #expect(!solver.hasConstraint(conflict))
        // A restatement of what is already implied is fine.
        try solver.addConstraint(x == 4)
        expectConsistent(solver)
    }

    @Test func contradictoryInequalitiesThrowUnsatisfiable() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x >= y + 10)
        try solver.addConstraint(y >= 0)
        let conflict = x <= 5
        #expect(throws: CassowaryError.unsatisfiableConstraint(conflict)) { try solver.addConstraint(conflict) }
        try solver.addConstraint(x <= 10)
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 0)
        expectConsistent(solver)
    }

    @Test func preferencesNeverThrowUnsatisfiable() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 1)
        try solver.addConstraint((x == 2) | .strong)
        try solver.addConstraint((x >= 3) | .medium)
        try solver.addConstraint((x <= -3) | .weak)
        solver.updateVariables()
        #expect(x.value == 1)
    }

    @Test func aFailedAddLeavesTheSolverExactlyAsItWas() throws {
        // A system whose conflicting additions go through the artificial-variable path (no
        // free variable left to solve for), with preferences and an edit variable in play.
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let window = Variable("window")
        let solver = Solver()
        let twin = Solver()
        let base: [Constraint] = [
            right == left + width,
            left >= 1,
            right + 1 <= window,
            width >= 2,
            (width == 40) | .weak,
            (width >= 10) | .medium,
            (left == 3) | .weak,
        ]
        for constraint in base {
            try solver.addConstraint(constraint)
            try twin.addConstraint(constraint)
        }
        for each in [solver, twin] {
            try each.addEditVariable(window, strength: .strong)
            try each.suggestValue(window, 30)
        }
        let state = solver._stateDescription()
        #expect(state == twin._stateDescription())
        solver.updateVariables()
        let values = [left.value, width.value, right.value, window.value]

        // window >= right + 1 = left + width + 1 >= 4, so each of these contradicts the base.
        let impossible = [window <= 3, right <= left + 1, width + left == right + 5, window + left <= 4]
        for constraint in impossible {
            #expect(throws: CassowaryError.unsatisfiableConstraint(constraint)) { try solver.addConstraint(constraint) }
            #expect(solver._stateDescription() == state, "state after failing to add \(constraint)")
            #expect(!solver.hasConstraint(constraint))
            expectConsistent(solver, after: "failing to add \(constraint)")
        }
        solver.updateVariables()
        #expect([left.value, width.value, right.value, window.value] == values)

        // Behaviour afterwards matches a solver that never saw the failed additions.
        let later: [Constraint] = [width <= 20, (left == 8) | .strong, window >= right + 4]
        for constraint in later {
            try solver.addConstraint(constraint)
            try twin.addConstraint(constraint)
            #expect(solver._stateDescription() == twin._stateDescription())
        }
        for value in [50.0, 12, 31] {
            try solver.suggestValue(window, value)
            try twin.suggestValue(window, value)
            solver.updateVariables()
            let ours = [left.value, width.value, right.value, window.value]
            twin.updateVariables()
            #expect(ours == [left.value, width.value, right.value, window.value])
        }
        try solver.removeConstraint(base[1])
        try twin.removeConstraint(base[1])
        #expect(solver._stateDescription() == twin._stateDescription())
    }

    @Test func aFailedAddForgetsVariablesItIntroduced() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 1)
        let state = solver._stateDescription()
        let newcomer = Variable("newcomer")
        let conflict = x + 0 * newcomer == 2
        #expect(throws: CassowaryError.unsatisfiableConstraint(conflict)) { try solver.addConstraint(conflict) }
        let alsoNew = Variable("alsoNew")
        let conflict2 = x + alsoNew - alsoNew == 2
        #expect(throws: CassowaryError.unsatisfiableConstraint(conflict2)) { try solver.addConstraint(conflict2) }
        #expect(solver._stateDescription() == state)
        #expect(solver._variableCount == 1)
    }

    @Test func errorsDescribeThemselves() {
        let x = Variable("x")
        let error = CassowaryError.unknownEditVariable(x)
        #expect("\(error)" == "unknown edit variable: x")
        #expect(error != CassowaryError.unknownEditVariable(Variable("x")))
        #expect(error != CassowaryError.duplicateEditVariable(x))
    }
}
