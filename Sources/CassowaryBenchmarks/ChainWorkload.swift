import Cassowary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// perf-anchors.md's chain: `x[i+1] == x[i] + 10` (required) over N variables, added in
/// order; a weak edit variable on x[0]; 100 rounds of suggestValue + updateVariables; remove
/// every other link; 100 more rounds; re-add the removed links.
///
/// Constraints are built before the clock starts, so every phase times solver calls only.
struct ChainWorkload {
    var size: Int

    static let rounds = 100

    func run(into measurement: inout Measurement) throws {
        let xs = (0..<size).map { Variable("x\($0)") }
        let links = (0..<(size - 1)).map { xs[$0 + 1] == xs[$0] + 10 }
        let solver = Solver()

        try measurement.time("add all", operations: links.count) {
            for link in links { try solver.addConstraint(link) }
        }
        debugCounters(solver, "add all")
        try measurement.time("add weak edit on x0", operations: 1) {
            try solver.addEditVariable(xs[0], strength: .weak)
        }
        debugCounters(solver, "add weak edit on x0")
        try measurement.time("1 round (suggest + update)", operations: ChainWorkload.rounds) {
            for round in 0..<ChainWorkload.rounds {
                try solver.suggestValue(xs[0], Double(round))
                solver.updateVariables()
            }
        }
        try check(xs.last!.value == Double(ChainWorkload.rounds - 1 + 10 * (size - 1)), "chain end after rounds")

        let removed = stride(from: 0, to: links.count, by: 2).map { links[$0] }
        try measurement.time("remove half", operations: removed.count) {
            for link in removed { try solver.removeConstraint(link) }
        }
        debugCounters(solver, "remove half")
        try measurement.time("1 round after removal", operations: ChainWorkload.rounds) {
            for round in 0..<ChainWorkload.rounds {
                try solver.suggestValue(xs[0], Double(round))
                solver.updateVariables()
            }
        }
        try measurement.time("re-add half", operations: removed.count) {
            for link in removed { try solver.addConstraint(link) }
        }
        debugCounters(solver, "re-add half")
        solver.updateVariables()
        try check(xs.last!.value == Double(ChainWorkload.rounds - 1 + 10 * (size - 1)), "chain end after re-adding")
    }
}

struct WorkloadCheckFailed: Error, CustomStringConvertible {
    var description: String
}

/// Throws when a workload's result is wrong, so that a fast wrong answer never passes as a
/// benchmark figure.
func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw WorkloadCheckFailed(description: "check failed: \(what)") }
}

/// With `CASSOWARY_BENCH_DEBUG` set, prints the solver's work counters after a phase, and
/// the time since the first such print, at once (for following long runs).
func debugCounters(_ solver: Solver, _ phase: String) {
    guard getenv("CASSOWARY_BENCH_DEBUG") != nil else { return }
    print(
        "    [\(phase)] at \(formatSeconds((ContinuousClock.now - debugStart).seconds)):"
            + " pivots \(solver._pivotCount), substituted rows \(solver._substitutedRowCount),"
            + " rows \(solver._rowCount), cells \(solver._cellCount), objective \(solver._objectiveCellCount)")
    fflush(nil)
}

private let debugStart = ContinuousClock.now
