import Cassowary
import Testing

/// Strengths: kiwi's composite values, clipping, ordering, the `|` and `with(strength:)`
/// modifiers, and how preferences of different strengths resolve conflicts.
@Suite struct StrengthTests {
    @Test func standardStrengthsHaveKiwisValues() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1_000)
        #expect(Strength.weak.value == 1)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(Strength.required.isRequired && !Strength.strong.isRequired)
    }

    @Test func createCombinesLevelsAndClipsEachOne() {
        #expect(Strength.create(1, 2, 3).value == 1_002_003)
        #expect(Strength.create(0, 1, 0, weight: 2.5).value == 2_500)
        #expect(Strength.create(2_000, 0, 0).value == 1_000_000_000)
        #expect(Strength.create(-1, 5, 0).value == 5_000)
        #expect(Strength.create(1_000, 1_000, 1_000) == .required)
    }

    @Test func customValuesAreClippedToRequired() {
        #expect(Strength(5e12) == .required)
        #expect(Strength(-3).value == 0)
        #expect(Strength(2_000) > .medium && Strength(2_000) < .strong)
    }

    @Test func modifiersMakeNewConstraintsAtTheNewStrength() {
        let x = Variable("x")
        let required = x == 1
        let weak = required | .weak
        let strong = required.with(strength: .strong)
        #expect(required.strength == .required)
        #expect(weak.strength == .weak && strong.strength == .strong)
        #expect(weak !== required && strong !== required)
        #expect(weak.expression.constant == required.expression.constant)
        #expect(weak.relation == .equal)
    }

    @Test func aWeakPreferenceLosesToAStrongOne() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 20) | .strong)
        try solver.addConstraint((x == 10) | .weak)
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func theOrderOfAddingDoesNotDecideAConflict() throws {
        for strongFirst in [true, false] {
            let x = Variable("x")
            let solver = Solver()
            let preferences = [(x <= 5) | .strong, (x >= 8) | .medium]
            for preference in strongFirst ? preferences : preferences.reversed() {
                try solver.addConstraint(preference)
            }
            solver.updateVariables()
            #expect(x.value == 5)
        }
    }

    @Test func oneStrongUnitOutweighsManyWeakOnes() throws {
        // 500 weak preferences pull x to 0 and one strong preference pulls it to 1: a strong
        // unit is worth a million weak ones, so the strong preference wins.
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<500 { try solver.addConstraint((x == 0) | .weak) }
        try solver.addConstraint((x == 1) | .strong)
        solver.updateVariables()
        #expect(x.value == 1)
    }

    @Test func weightsWithinALevelTradeOff() throws {
        // Two weak-level preferences of weights 1 and 3 on x + y == 10: the heavier one holds.
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint((x == 0) | Strength.create(0, 0, 1))
        try solver.addConstraint((y == 0) | Strength.create(0, 0, 3))
        solver.updateVariables()
        #expect(y.value == 0 && x.value == 10)
    }

    @Test func aMediumMinimumBeatsAWeakPreferredSize() throws {
        let width = Variable("width")
        let window = Variable("window")
        let solver = Solver()
        try solver.addConstraint(width <= window)
        try solver.addConstraint((width >= 3) | .medium)
        try solver.addConstraint((width == 10) | .weak)
        try solver.addEditVariable(window, strength: .strong)
        try solver.suggestValue(window, 6)
        solver.updateVariables()
        #expect(width.value == 6)
        try solver.suggestValue(window, 30)
        solver.updateVariables()
        #expect(width.value == 10)
        // The window may not get narrower than the required `width <= window` allows, but the
        // medium minimum is only a preference: a strong window wins over it.
        try solver.suggestValue(window, 1)
        solver.updateVariables()
        #expect(width.value == 1 && window.value == 1)
    }
}
