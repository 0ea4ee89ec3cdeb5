import Cassowary
import Testing

/// Fails the test with every broken invariant of `solver`'s tableau, saying what the test
/// had just done.
func expectConsistent(
    _ solver: Solver, after step: @autoclosure () -> String = "the last step",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let problems = solver._invariantViolations()
    #expect(problems.isEmpty, "after \(step()): \(problems.joined(separator: "; "))", sourceLocation: sourceLocation)
}

/// Expects `actual` within `tolerance` of `expected`.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-6, _ what: @autoclosure () -> String = "value",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(actual - expected) <= tolerance, "\(what()) is \(actual), expected \(expected)",
        sourceLocation: sourceLocation)
}
