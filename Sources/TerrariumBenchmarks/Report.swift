import Foundation

/// How one phase's time per operation grows between the smallest and largest scale run:
/// the ratio of the per-op medians, the same ratio for the fastest repeats, the exponent of
/// a power law fitted to the median totals over every scale, and the verdict.
///
/// Linear growth keeps the time per operation flat (ratio ≈ 1, total ∝ n¹). The verdict is
/// "superlinear" when the fastest repeat's per-op time grows faster than 1.5× over a tenfold
/// size increase (per-op ∝ n^0.18 or steeper). It uses the fastest repeats because noise
/// from other work on this shared machine only ever adds time; when only the medians cross
/// the line the verdict says "linear (noisy)". Cache misses alone can make a linear phase
/// grow by up to about 1.4× from 1,000 to 10,000 scattered heap objects.
struct Growth {
    var fromScale: Int
    var toScale: Int
    var fromPerOp: Double
    var toPerOp: Double
    var fromMinPerOp: Double
    var toMinPerOp: Double
    /// `k` in total time ∝ nᵏ, least squares over log–log points; `nil` with one point.
    var exponent: Double?

    var ratio: Double { toPerOp / fromPerOp }
    var minRatio: Double { toMinPerOp / fromMinPerOp }

    /// Whether a per-op ratio over this span is steeper than 1.5× per tenfold increase.
    private func isSteep(_ ratio: Double) -> Bool {
        log(ratio) / log(Double(toScale) / Double(fromScale)) > log(1.5) / log(10)
    }

    var isSuperlinear: Bool { isSteep(minRatio) }

    var verdict: String {
        if isSuperlinear { return "superlinear" }
        return isSteep(ratio) ? "linear (noisy)" : "linear"
    }

    var spanLabel: String { "\(toScale)×/\(fromScale)×" }

    /// The growth of `phase` across `runs` of one workload, or `nil` with fewer than two scales.
    static func of(phase: String, in runs: [RunResult]) -> Growth? {
        let points = runs.sorted { $0.scale < $1.scale }.compactMap { run -> (RunResult, PhaseStatistics)? in
            guard let stats = run.phases.first(where: { $0.name == phase }) else { return nil }
            return (run, stats)
        }
        guard let first = points.first, let last = points.last, last.0.scale > first.0.scale else { return nil }
        let xs = points.map { log(Double($0.0.size)) }
        let ys = points.map { log($0.1.medianTotal) }
        let meanX = xs.reduce(0, +) / Double(xs.count)
        let meanY = ys.reduce(0, +) / Double(ys.count)
        let sxx = zip(xs, xs).map { ($0 - meanX) * ($1 - meanX) }.reduce(0, +)
        let sxy = zip(xs, ys).map { ($0 - meanX) * ($1 - meanY) }.reduce(0, +)
        return Growth(
            fromScale: first.0.scale, toScale: last.0.scale, fromPerOp: first.1.medianPerOp,
            toPerOp: last.1.medianPerOp, fromMinPerOp: first.1.minPerOp, toMinPerOp: last.1.minPerOp,
            exponent: sxx > 0 ? sxy / sxx : nil)
    }
}

/// Formats results as the readable tables and the summary the executable prints.
@MainActor
enum Report {
    /// The table of one workload: each phase's time per op at every scale, its growth,
    /// then peak memory per scale.
    static func table(for workload: any Workload, runs: [RunResult], failures: [Int: String]) -> String {
        var out = "\n== \(workload.name): \(workload.summary)\n"
        let sortedRuns = runs.sorted { $0.scale < $1.scale }
        out += "   op = one \(workload.operationName); time per op: median, min and max over the repeats\n"
        for (scale, message) in failures.sorted(by: { $0.key < $1.key }) {
            out += "   FAILED at \(scale)×: \(message)\n"
        }
        guard let first = sortedRuns.first else { return out }
        out += "\n"
        out += row(["phase / scale", "n", "median/op", "min/op", "max/op", "median total"], widths: columnWidths)
        for phase in first.phases.map(\.name) {
            out += "   \(phase)\n"
            for run in sortedRuns {
                guard let stats = run.phases.first(where: { $0.name == phase }) else { continue }
                out += row(
                    [
                        "     \(run.scale)×", grouped(run.size), duration(stats.medianPerOp), duration(stats.minPerOp),
                        duration(stats.maxPerOp), duration(stats.medianTotal),
                    ], widths: columnWidths)
            }
            if let growth = Growth.of(phase: phase, in: sortedRuns) {
                out +=
                    "     growth \(growth.spanLabel) per op: \(fixed(growth.ratio)) (fastest repeats \(fixed(growth.minRatio)))"
                    + " → \(growth.verdict)"
                if let k = growth.exponent { out += " (total ~ n^\(fixed(k)))" }
                out += "\n"
            }
        }
        out += "   memory (resident at start → peak) and repeats per scale\n"
        for run in sortedRuns {
            out +=
                "     \(pad("\(run.scale)×", 4)) \(mebibytes(run.baselineResidentKiB)) → \(mebibytes(run.peakResidentKiB))"
                + " (+\(bytes(run.residentBytesPerOperation))/op); \(run.repeats) repeat(s) after \(run.warmups) warm-up(s);"
                + " run took \(fixed(run.wallSeconds)) s\n"
        }
        if let marginal = marginalBytesPerOperation(sortedRuns) {
            out +=
                "     peak growth between \(sortedRuns.first!.scale)× and \(sortedRuns.last!.scale)×: "
                + "\(bytes(marginal)) per extra op\n"
        }
        return out
    }

    /// The final summary: the headline phases of every workload with their growth verdicts.
    static func summary(workloads: [any Workload], runs: [String: [RunResult]], failures: [String: [Int: String]])
        -> String
    {
        var out = "\n== Summary: time per op at the largest scale ÷ at the smallest (1.00 = linear growth)\n"
        out += "   Ratios below 1 are fixed costs per pass (a main-loop turn, the 200×60 canvas) spread over more\n"
        out += "   operations. \"fastest\" is the same ratio for the fastest repeats, which decides the verdict:\n"
        out +=
            "   superlinear when it exceeds 1.5× over a tenfold size increase. n^k: total time ~ n^k over all scales.\n\n"
        let widths = [18, 40, 11, 11, 7, 7, 6, 12]
        out += row(
            ["workload", "phase", "small /op", "large /op", "ratio", "fastest", "n^k", "verdict"], widths: widths)
        var superlinear: [String] = []
        for workload in workloads {
            let workloadRuns = runs[workload.name] ?? []
            for phase in workload.headlinePhases {
                guard let growth = Growth.of(phase: phase, in: workloadRuns) else {
                    out += row(
                        [workload.name, phase, "–", "–", "–", "–", "–", "n/a (needs two scales)"], widths: widths)
                    continue
                }
                out += row(
                    [
                        workload.name, phase, duration(growth.fromPerOp), duration(growth.toPerOp),
                        fixed(growth.ratio), fixed(growth.minRatio), growth.exponent.map(fixed) ?? "–",
                        "\(growth.verdict) (\(growth.spanLabel))",
                    ], widths: widths)
                if growth.isSuperlinear {
                    superlinear.append(
                        "\(workload.name): \(phase) (×\(fixed(growth.ratio)) per op, \(growth.spanLabel))")
                }
            }
            let sortedRuns = workloadRuns.sorted { $0.scale < $1.scale }
            if let marginal = marginalBytesPerOperation(sortedRuns), let last = sortedRuns.last {
                out +=
                    "   \(pad(workload.name, widths[0])) peak memory \(mebibytes(last.peakResidentKiB)) at \(last.scale)×;"
                    + " \(bytes(marginal)) per extra op\n"
            }
            for (scale, message) in (failures[workload.name] ?? [:]).sorted(by: { $0.key < $1.key }) {
                out += "   \(workload.name) FAILED at \(scale)×: \(message)\n"
            }
        }
        out += "\n"
        if superlinear.isEmpty {
            out += "All headline phases grow linearly.\n"
        } else {
            out += "Superlinear: " + superlinear.joined(separator: "; ") + "\n"
        }
        return out
    }

    /// Peak memory added per extra operation between the smallest and largest run, which
    /// cancels the fixed cost of the process and the window; `nil` with one run.
    static func marginalBytesPerOperation(_ sortedRuns: [RunResult]) -> Double? {
        guard let first = sortedRuns.first, let last = sortedRuns.last, last.size > first.size else { return nil }
        return Double(last.peakResidentKiB - first.peakResidentKiB) * 1024 / Double(last.size - first.size)
    }

    // MARK: Formatting

    private static let columnWidths = [30, 8, 11, 11, 11, 13]

    private static func row(_ cells: [String], widths: [Int]) -> String {
        var line = "   "
        for (index, cell) in cells.enumerated() {
            let width = index < widths.count ? widths[index] : 10
            // First two columns of the summary are text: left-aligned; figures right-aligned.
            let isText = index == 0 || (widths.count == 8 && (index == 1 || index == 7))
            line += isText ? pad(cell, width) + " " : padLeft(cell, width) + " "
        }
        return line.trimmingTrailingSpaces() + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    /// A duration with three significant figures in ns, µs, ms or s.
    static func duration(_ seconds: Double) -> String {
        let (value, unit): (Double, String) =
            switch seconds {
            case ..<1e-6: (seconds * 1e9, "ns")
            case ..<1e-3: (seconds * 1e6, "µs")
            case ..<1: (seconds * 1e3, "ms")
            default: (seconds, "s")
            }
        return "\(significant(value)) \(unit)"
    }

    private static func significant(_ value: Double) -> String {
        switch value {
        case ..<10: String(format: "%.2f", value)
        case ..<100: String(format: "%.1f", value)
        default: String(format: "%.0f", value)
        }
    }

    static func fixed(_ value: Double) -> String { String(format: "%.2f", value) }

    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(character)
        }
        return out
    }

    private static func mebibytes(_ kib: Int) -> String {
        String(format: "%.1f MiB", Double(kib) / 1024)
    }

    private static func bytes(_ value: Double) -> String {
        abs(value) >= 1024 ? String(format: "%.1f KiB", value / 1024) : String(format: "%.0f B", value)
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
