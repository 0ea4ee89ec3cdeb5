/// Timing for the workloads: phases timed on the monotonic clock, summarised over repeats.

/// Durations of named phases collected over the repeats of one workload at one size.
struct Measurement {
    /// Phase names in the order they first ran.
    private(set) var order: [String] = []
    /// Each phase's samples, in seconds, and the operations one sample covers.
    private(set) var samples: [String: (operations: Int, seconds: [Double])] = [:]

    /// Runs `body`, recording how long it took under `phase`.
    @discardableResult
    mutating func time<T>(_ phase: String, operations: Int, _ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        let result = try body()
        let elapsed = ContinuousClock.now - start
        record(phase, operations: operations, seconds: elapsed.seconds)
        return result
    }

    mutating func record(_ phase: String, operations: Int, seconds: Double) {
        if samples[phase] == nil {
            order.append(phase)
            samples[phase] = (operations, [])
        }
        samples[phase]!.seconds.append(seconds)
    }

    /// The median, minimum and maximum of each phase.
    var statistics: [PhaseStatistics] {
        order.map { PhaseStatistics(phase: $0, operations: samples[$0]!.operations, samples: samples[$0]!.seconds) }
    }
}

/// One phase's median, minimum and maximum over the repeats, in seconds per whole phase.
struct PhaseStatistics {
    var phase: String
    var operations: Int
    var median: Double
    var min: Double
    var max: Double
    var repeats: Int

    init(phase: String, operations: Int, samples: [Double]) {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        self.phase = phase
        self.operations = operations
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted.first!
        max = sorted.last!
        repeats = sorted.count
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}

/// Formats seconds with a unit that keeps three significant digits: `812 µs`, `3.63 s`.
func formatSeconds(_ seconds: Double) -> String {
    func digits(_ value: Double) -> String {
        if value >= 100 { return String(Int(value.rounded())) }
        if value >= 10 { return String(Double(Int((value * 10).rounded())) / 10) }
        return String(Double(Int((value * 100).rounded())) / 100)
    }
    if seconds >= 1 { return digits(seconds) + " s" }
    if seconds >= 1e-3 { return digits(seconds * 1e3) + " ms" }
    if seconds >= 1e-6 { return digits(seconds * 1e6) + " µs" }
    return digits(seconds * 1e9) + " ns"
}
