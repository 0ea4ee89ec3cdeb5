import Cassowary
import Testing

/// Edit variables: suggestions are followed as far as the constraints allow, strengths
/// decide between a suggestion and other preferences, and edit variables come and go.
@Suite struct EditVariableTests {
    @Test func suggestionsAreFollowed() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(y == x * 2 + 1)
        try solver.addEditVariable(x, strength: .strong)
        for value in [0.0, 5, -3, 1e6, 0.25] {
            try solver.suggestValue(x, value)
            solver.updateVariables()
            #expect(x.value == value)
            #expect(y.value == value * 2 + 1)
        }
        expectConsistent(solver)
    }

    @Test func anEditVariableStartsAtZero() throws {
        let x = Variable("x", value: 9)
        let solver = Solver()
        try solver.addEditVariable(x, strength: .weak)
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test func requiredConstraintsClampSuggestions() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= -10)
        try solver.addConstraint(x <= 10)
        try solver.addEditVariable(x, strength: .strong)
        var seen: [Double] = []
        for value in [-20.0, -5, 0, 5, 20, 11, -11] {
            try solver.suggestValue(x, value)
            solver.updateVariables()
            seen.append(x.value)
            expectConsistent(solver, after: "suggesting \(value)")
        }
        #expect(seen == [-10, -5, 0, 5, 10, 10, -10])
    }

    @Test func aWeakEditLosesToAStrongPreference() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 50) | .strong)
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(x, 10)
        solver.updateVariables()
        #expect(x.value == 50)
    }

    @Test func aStrongEditBeatsAMediumPreference() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 50) | .medium)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 10)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func suggestionsMoveADraggedEdgeWithinItsNeighbours() throws {
        // Three panes in 100 cells; the divider between the first two is dragged.
        let divider1 = Variable("divider1")
        let divider2 = Variable("divider2")
        let solver = Solver()
        try solver.addConstraint(divider1 >= 10)
        try solver.addConstraint(divider2 >= divider1 + 10)
        try solver.addConstraint(divider2 <= 90)
        try solver.addConstraint((divider1 == 33) | .weak)
        try solver.addConstraint((divider2 == 66) | .medium)
        try solver.addEditVariable(divider1, strength: .strong)
        for (drag, expected1, expected2) in [(50.0, 50.0, 66.0), (70, 70, 80), (95, 80, 90), (0, 10, 66)] {
            try solver.suggestValue(divider1, drag)
            solver.updateVariables()
            #expect(divider1.value == expected1, "divider1 after dragging to \(drag)")
            #expect(divider2.value == expected2, "divider2 after dragging to \(drag)")
        }
        expectConsistent(solver)
    }

    @Test func twoEditVariablesMoveIndependently() throws {
        let width = Variable("width")
        let height = Variable("height")
        let area = Variable("perimeter")
        let solver = Solver()
        try solver.addConstraint(area == 2 * width + 2 * height)
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        for round in 0..<20 {
            try solver.suggestValue(width, Double(80 + round))
            try solver.suggestValue(height, Double(24 + round % 5))
            solver.updateVariables()
            #expect(area.value == Double(2 * (80 + round) + 2 * (24 + round % 5)))
        }
        expectConsistent(solver)
    }

    @Test func removingAnEditVariableDropsItsPreference() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 7) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 100)
        solver.updateVariables()
        #expect(x.value == 100)
        #expect(solver.hasEditVariable(x))

        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        solver.updateVariables()
        #expect(x.value == 7)
        #expect(throws: CassowaryError.unknownEditVariable(x)) { try solver.suggestValue(x, 1) }

        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(x, -4)
        solver.updateVariables()
        #expect(x.value == -4)
        expectConsistent(solver)
    }

    @Test func manyRoundsOfSuggestionsStayExact() throws {
        let xs = (0..<20).map { Variable("x\($0)") }
        let solver = Solver()
        for i in 0..<19 { try solver.addConstraint(xs[i + 1] == xs[i] + 10) }
        try solver.addEditVariable(xs[0], strength: .weak)
        for round in 0..<200 {
            try solver.suggestValue(xs[0], Double(round))
            solver.updateVariables()
            #expect(xs[19].value == Double(round + 190))
        }
        expectConsistent(solver)
    }

    @Test func aSuggestionSurvivesAddingAndRemovingConstraints() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 30)
        let bound = x <= 20
        try solver.addConstraint(bound)
        try solver.addConstraint(y == x + 1)
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 21)
        try solver.removeConstraint(bound)
        solver.updateVariables()
        #expect(x.value == 30 && y.value == 31)
        expectConsistent(solver)
    }

    /// A row of four views filling a window whose width is a strong edit variable: equal
    /// widths, a medium minimum and a weak preferred width, so that some suggestions only
    /// shift constants and others cross the minimum and pivot; a caption defined off the
    /// third view (a definition kept out of the tableau) and a chain that a removal cuts.
    private func rowOfViews() throws -> (solver: Solver, window: Variable, variables: [Variable], cut: Constraint) {
        let solver = Solver()
        let window = Variable("window")
        var variables = [window]
        var previousRight: Variable?
        var previousWidth: Variable?
        var lefts: [Variable] = []
        for index in 0..<4 {
            let left = Variable("left\(index)"), width = Variable("width\(index)"), right = Variable("right\(index)")
            variables += [left, width, right]
            lefts.append(left)
            try solver.addConstraint(right == left + width)
            if let previousRight, let previousWidth {
                try solver.addConstraint(left == previousRight + 1)
                try solver.addConstraint(width == previousWidth)
            } else {
                try solver.addConstraint(left == 0)
            }
            try solver.addConstraint((width >= 5) | .medium)
            try solver.addConstraint((width == 10) | .weak)
            previousRight = right
            previousWidth = width
        }
        try solver.addConstraint(previousRight! + 1 == window)
        let caption = Variable("caption")
        let badge = Variable("badge")
        variables += [caption, badge]
        try solver.addConstraint(caption == lefts[2] + 2)
        let cut = badge == caption + 1
        try solver.addConstraint(cut)
        try solver.addEditVariable(window, strength: .strong)
        return (solver, window, variables, cut)
    }

    @Test func updatesAfterSuggestionsAloneMatchAFreshSolver() throws {
        let (solver, window, variables, cut) = try rowOfViews()
        let widths: [Double] = [44, 45, 47, 60, 61, 20, 19, 30, 30, 100, 44]
        for (round, width) in widths.enumerated() {
            if round == 6 {
                // From here on the badge is free of the caption: a round that moves the
                // caption moves nothing that reads it.
                try solver.removeConstraint(cut)
                solver.updateVariables()
            }
            try solver.suggestValue(window, width)
            solver.updateVariables()
            let fresh = try rowOfViews()
            if round >= 6 { try fresh.solver.removeConstraint(fresh.cut) }
            try fresh.solver.suggestValue(fresh.window, width)
            fresh.solver.updateVariables()
            // Once cut, the badge is in no constraint: neither solver writes it any more.
            let compared = round >= 6 ? variables.count - 1 : variables.count
            for (variable, expected) in zip(variables, fresh.variables).prefix(compared) {
                #expect(abs(variable.value - expected.value) < 1e-9, "\(variable) at window width \(width)")
            }
            expectConsistent(solver, after: "window width \(width)")
        }
    }

    /// What ``Solver/updateVariables()`` documents: after suggestions alone it writes the
    /// variables they moved; after an addition or removal, every variable.
    @Test func anUpdateAfterSuggestionsAloneWritesWhatTheyMoved() throws {
        let x = Variable("x")
        let y = Variable("y")
        let fixed = Variable("fixed")
        let solver = Solver()
        // y in the tableau first, so that `y == x * 2` is a row there rather than a
        // definition of y that reads x (an update then evaluates every definition).
        try solver.addConstraint(y <= 1000)
        try solver.addConstraint(y == x * 2)
        try solver.addConstraint(fixed == 7)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 1)
        solver.updateVariables()
        #expect([x.value, y.value, fixed.value] == [1, 2, 7])
        fixed.value = 99
        try solver.suggestValue(x, 3)
        solver.updateVariables()
        #expect([x.value, y.value, fixed.value] == [3, 6, 99])
        try solver.addConstraint(x >= 0)
        solver.updateVariables()
        #expect([x.value, y.value, fixed.value] == [3, 6, 7])
    }
}
