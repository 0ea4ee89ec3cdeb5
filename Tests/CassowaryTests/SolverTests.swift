import Cassowary
import Testing

/// Solving simple systems: equalities, inequalities, the two-view example of the module
/// documentation, the operators, free variables, and reset.
@Suite struct SolverTests {
    @Test func anEqualityFixesAVariable() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 42)
        solver.updateVariables()
        #expect(x.value == 42)
        expectConsistent(solver)
    }

    @Test func chainedEqualitiesPropagate() throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let solver = Solver()
        try solver.addConstraint(b == a + 10)
        try solver.addConstraint(c == b * 2)
        try solver.addConstraint(a == 5)
        solver.updateVariables()
        #expect(a.value == 5)
        #expect(b.value == 15)
        #expect(c.value == 30)
        expectConsistent(solver)
    }

    @Test func inequalitiesBoundAPreference() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(x <= 20)
        try solver.addConstraint((x == 0) | .weak)
        solver.updateVariables()
        #expect(x.value == 10)

        try solver.addConstraint((x == 100) | .medium)
        solver.updateVariables()
        #expect(x.value == 20)
        expectConsistent(solver)
    }

    @Test func twoViewsSideBySideShareAWindow() throws {
        // The worked example of Cassowary.docc/Cassowary.md: two views with a gap, margins and
        // equal widths in a window that is resized.
        let window = Variable("window")
        let left1 = Variable("left1")
        let width1 = Variable("width1")
        let left2 = Variable("left2")
        let width2 = Variable("width2")
        let solver = Solver()
        try solver.addConstraint(left1 == 1)
        try solver.addConstraint(left2 == left1 + width1 + 2)
        try solver.addConstraint(left2 + width2 + 1 == window)
        try solver.addConstraint(width1 == width2)
        try solver.addConstraint(width1 >= 5)
        try solver.addConstraint((width1 == 30) | .weak)
        try solver.addEditVariable(window, strength: .strong)
        try solver.suggestValue(window, 80)
        solver.updateVariables()
        #expect(left1.value == 1)
        #expect(width1.value == 38)
        #expect(left2.value == 41)
        #expect(width2.value == 38)

        try solver.suggestValue(window, 10)
        solver.updateVariables()
        #expect(width1.value == 5)
        #expect(left2.value == 8)
        #expect(window.value == 14)

        let tooNarrow = width1 <= 3
        #expect(throws: CassowaryError.unsatisfiableConstraint(tooNarrow)) { try solver.addConstraint(tooNarrow) }
        try solver.suggestValue(window, 80)
        solver.updateVariables()
        #expect(width1.value == 38)
        expectConsistent(solver)
    }

    @Test func operatorsBuildTheExpressionsTheyRead() {
        let x = Variable("x")
        let y = Variable("y")
        let fits = x + 10 <= y * 2
        #expect(fits.relation == .lessThanOrEqual)
        #expect(fits.strength == .required)
        #expect(fits.expression.terms.map(\.coefficient) == [1, -2])
        #expect(fits.expression.terms[0].variable === x && fits.expression.terms[1].variable === y)
        #expect(fits.expression.constant == 10)

        let doubled = 2 * x == y - 3
        #expect(doubled.relation == .equal)
        #expect(doubled.expression.terms.map(\.coefficient) == [2, -1])
        #expect(doubled.expression.constant == 3)

        let scaled: Expression = -(x / 4 + 1) * 2 - 6 + y
        #expect(scaled.terms.map(\.coefficient) == [-0.5, 1])
        #expect(scaled.constant == -8)

        let atLeast = 3 >= -x + 1
        #expect(atLeast.relation == .greaterThanOrEqual)
        #expect(atLeast.expression.terms.map(\.coefficient) == [1])
        #expect(atLeast.expression.constant == 2)
    }

    @Test func repeatedVariablesMergeIntoOneTerm() throws {
        let x = Variable("x")
        let constraint = x + x + 3 * x == 10
        #expect(constraint.expression.terms.count == 1)
        #expect(constraint.expression.terms[0].coefficient == 5)

        let solver = Solver()
        try solver.addConstraint(constraint)
        solver.updateVariables()
        #expect(x.value == 2)
    }

    @Test func variablesComparedWithEqualsAreIdentities() {
        let x = Variable("same")
        let y = Variable("same")
        let isSame: Bool = x == y
        #expect(!isSame)
        #expect(Set([x, y, x]).count == 2)
        let constraint: Constraint = x == y
        #expect(constraint.expression.terms.count == 2)
    }

    @Test func aVariableNothingPinsDownIsZero() throws {
        let x = Variable("x", value: 7)
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(y >= 0)
        solver.updateVariables()
        #expect(x.value + y.value == 10)
        #expect(x.value == 0 || y.value == 0)
    }

    @Test func variablesOutsideTheSolverKeepTheirValues() throws {
        let x = Variable("x", value: 3)
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(y == 1)
        solver.updateVariables()
        #expect(x.value == 3)
        #expect(y.value == 1)
    }

    @Test func hasConstraintTracksAddsAndRemoves() throws {
        let x = Variable("x")
        let constraint = x >= 1
        let twin = x >= 1
        let solver = Solver()
        #expect(!solver.hasConstraint(constraint))
        try solver.addConstraint(constraint)
        #expect(solver.hasConstraint(constraint))
        #expect(!solver.hasConstraint(twin))
        try solver.removeConstraint(constraint)
        #expect(!solver.hasConstraint(constraint))
    }

    @Test func resetForgetsEverythingButKeepsValues() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 5
        try solver.addConstraint(constraint)
        try solver.addEditVariable(x, strength: .weak)
        solver.updateVariables()
        solver.reset()
        #expect(x.value == 5)
        #expect(!solver.hasConstraint(constraint))
        #expect(!solver.hasEditVariable(x))
        #expect(solver._rowCount == 0 && solver._variableCount == 0 && solver._liveSymbolCount == 0)

        // The same objects are new to the reset solver.
        try solver.addConstraint(constraint)
        try solver.addEditVariable(x, strength: .weak)
        let below = x <= 3
        #expect(throws: CassowaryError.unsatisfiableConstraint(below)) {
            try solver.addConstraint(below)
        }
        expectConsistent(solver)
    }

    @Test func aSharedVariableCanSitInTwoSolvers() throws {
        let x = Variable("x")
        let first = Solver()
        let second = Solver()
        try first.addConstraint(x == 1)
        try second.addConstraint(x == 2)
        first.updateVariables()
        #expect(x.value == 1)
        second.updateVariables()
        #expect(x.value == 2)
    }

    @Test func descriptionsNameTheParts() {
        let x = Variable("x")
        #expect("\((x <= 4) | .strong)" == "1.0 * x + -4.0 <= 0 | strong")
        #expect("\(Strength(5))" == "5.0")
        #expect(Variable().description.hasPrefix("v"))
    }
}
