import Cassowary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the Cassowary workloads of perf-anchors.md section 1 (chain, grid in view and in
/// strength order) and prints each phase's median, minimum and maximum, as a table or as
/// JSON lines (`--json`) for `Scripts/cassowary-benchmarks.sh` to set beside kiwi's.
///
///     CassowaryBenchmarks [--json] [--quick | --full]
///                         [--workload chain|grid-view|grid-strength]... [--sizes 100,1000] [--repeats N]
///
/// Without `--sizes`, each workload runs at the sizes kiwi was measured at (chain
/// 100/1,000/10,000; grid-strength 100/1,000; grid-view 100/300) plus grid-view 1,000,
/// which kiwi could not finish; `--full` adds the grids of 5,000 views (on the development
/// machine about 2 minutes in strength order and 17 in view order) and `--quick` keeps the
/// sizes up to 1,000.
@main
struct CassowaryBenchmarks {
    struct Run {
        var workload: String
        var size: Int
        var repeats: Int
        var fullOnly = false
    }

    static let defaultRuns: [Run] = [
        Run(workload: "chain", size: 100, repeats: 9),
        Run(workload: "chain", size: 1_000, repeats: 5),
        Run(workload: "chain", size: 10_000, repeats: 3),
        Run(workload: "grid-strength", size: 100, repeats: 9),
        Run(workload: "grid-strength", size: 1_000, repeats: 3),
        Run(workload: "grid-strength", size: 5_000, repeats: 1, fullOnly: true),
        Run(workload: "grid-view", size: 100, repeats: 5),
        Run(workload: "grid-view", size: 300, repeats: 3),
        Run(workload: "grid-view", size: 1_000, repeats: 3),
        Run(workload: "grid-view", size: 5_000, repeats: 1, fullOnly: true),
    ]

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var json = false
        var quick = false
        var full = false
        var workloads: [String] = []
        var sizes: [Int]?
        var repeats: Int?
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            switch argument {
            case "--json": json = true
            case "--quick": quick = true
            case "--full": full = true
            case "--workload" where !arguments.isEmpty: workloads.append(arguments.removeFirst())
            case "--sizes" where !arguments.isEmpty:
                sizes = arguments.removeFirst().split(separator: ",").compactMap { Int($0) }
            case "--repeats" where !arguments.isEmpty: repeats = Int(arguments.removeFirst())
            default:
                print(
                    "usage: CassowaryBenchmarks [--json] [--quick | --full] [--workload NAME]... [--sizes N,N]"
                        + " [--repeats N]")
                exit(argument == "--help" ? 0 : 2)
            }
        }
        if workloads.isEmpty { workloads = ["chain", "grid-strength", "grid-view"] }
        var runs: [Run] = []
        for workload in workloads {
            let defaults = defaultRuns.filter { $0.workload == workload }
            if let sizes {
                for size in sizes {
                    let repeats = repeats ?? defaults.first { $0.size == size }?.repeats ?? 3
                    runs.append(Run(workload: workload, size: size, repeats: repeats))
                }
            } else {
                for run in defaults where (!quick || run.size <= 1_000) && (full || !run.fullOnly) {
                    runs.append(Run(workload: workload, size: run.size, repeats: repeats ?? run.repeats))
                }
            }
        }

        for run in runs {
            var measurement = Measurement()
            do {
                for _ in 0..<run.repeats {
                    switch run.workload {
                    case "chain": try ChainWorkload(size: run.size).run(into: &measurement)
                    case "grid-strength": try GridWorkload(size: run.size, order: .strength).run(into: &measurement)
                    case "grid-view": try GridWorkload(size: run.size, order: .view).run(into: &measurement)
                    default:
                        print("unknown workload \(run.workload)")
                        exit(2)
                    }
                }
            } catch {
                print("\(run.workload) \(run.size): \(error)")
                exit(1)
            }
            report(run, measurement.statistics, json: json)
        }
    }

    static func report(_ run: Run, _ statistics: [PhaseStatistics], json: Bool) {
        if json {
            for phase in statistics {
                print(
                    #"{"solver": "terrarium", "workload": "\#(run.workload)", "n": \#(run.size), "#
                        + #""phase": "\#(phase.phase)", "operations": \#(phase.operations), "#
                        + #""median": \#(phase.median), "min": \#(phase.min), "max": \#(phase.max), "#
                        + #""repeats": \#(phase.repeats)}"#)
            }
        } else {
            print("\(run.workload) N = \(run.size), \(run.repeats) repeat(s): median (min–max), per operation")
            for phase in statistics {
                let perOperation = phase.median / Double(max(phase.operations, 1))
                print(
                    "  \(phase.phase + String(repeating: " ", count: max(0, 28 - phase.phase.count)))"
                        + " \(formatSeconds(phase.median)) (\(formatSeconds(phase.min))–\(formatSeconds(phase.max)))"
                        + "  \(formatSeconds(perOperation))/op")
            }
        }
        fflush(nil)
    }
}
