import Foundation

/// The command line: which workloads and scales to run, how many repeats, and whether this
/// process is a child that runs one workload and prints one JSON line.
struct Options: Sendable {
    /// Workload names to run; empty means all.
    var workloads: [String] = []
    /// Scales to run; empty means each workload's own (1, 2, 5 and 10; auto-layout's 1, 10
    /// and 50).
    var scales: [Int] = []
    /// Fewer repeats, for CI smoke runs.
    var quick = false
    /// Overrides the number of recorded repeats.
    var repeats: Int?
    /// Overrides the number of warm-up repeats.
    var warmups: Int?
    /// Overrides the time budget of one run (one workload at one scale), in seconds.
    var budget: Double?
    /// Print the result as one JSON line (what a child process does for its parent).
    var json = false

    static let defaultScales = [1, 2, 5, 10]

    static let usage = """
        USAGE: TerrariumBenchmarks [--workload NAME[,NAME…]] [--scale N[,N…]] [--quick]
                                   [--repeats N] [--warmups N] [--budget SECONDS] [--json]

        Times Terrarium's view-controller containment, appearance, layout, drawing and
        Auto Layout. Scale 1 is a tenth of the issue's sizes (1,000 children, a 100-deep
        chain, ~1,000 views, 100 constrained views); scale 10 is the full size. Default:
        every workload at scales 1, 2, 5 and 10 (auto-layout at 1, 10 and 50: 100, 1,000
        and 5,000 views), each in its own child process so that peak memory is per run.

        With exactly one workload and one scale the run happens in this process.

        OPTIONS:
          --workload NAME   add-remove, appearance-chain, layout-draw, containers,
                            auto-layout, table-scroll, png, text-view,
                            storyboard-load (or all)
          --scale N         one or more scales, comma-separated
          --quick           fewer repeats (CI smoke run)
          --repeats N       recorded repeats per run, at most (default 11; --quick 3)
          --warmups N       unrecorded warm-up repeats per run (default 2; --quick 1)
          --budget SECONDS  stop repeating a run once it has taken this long; at least
                            one repeat is recorded (default 6; --quick 2)
          --json            print each run as one JSON line instead of tables
          -h, --help        show this help
        """

    /// The harness the options ask for.
    var harness: Harness {
        Harness(
            warmups: warmups ?? (quick ? 1 : 2), repeats: repeats ?? (quick ? 3 : 11),
            budgetSeconds: budget ?? (quick ? 2 : 6))
    }

    /// Whether this invocation runs exactly one workload at one scale, in this process.
    var isSingleRun: Bool { workloads.count == 1 && scales.count == 1 }

    /// The scales to run `workload` at: those given, or the workload's defaults.
    @MainActor
    func scales(for workload: any Workload) -> [Int] {
        scales.isEmpty ? workload.defaultScales : scales
    }

    /// The arguments that make a child process run `workload` at `scale` with these options.
    func childArguments(workload: String, scale: Int) -> [String] {
        var arguments = ["--workload", workload, "--scale", String(scale), "--json"]
        if quick { arguments.append("--quick") }
        if let repeats { arguments += ["--repeats", String(repeats)] }
        if let warmups { arguments += ["--warmups", String(warmups)] }
        if let budget { arguments += ["--budget", String(budget)] }
        return arguments
    }

    /// Parses the arguments (without the program name).
    static func parse(_ arguments: [String], knownWorkloads: [String]) throws -> Options {
        var options = Options()
        var iterator = arguments.makeIterator()
        func value(for flag: String) throws -> String {
            guard let value = iterator.next() else { throw UsageError("\(flag) needs a value") }
            return value
        }
        func positive(_ text: String, for flag: String) throws -> Int {
            guard let number = Int(text), number > 0 else {
                throw UsageError("\(flag) needs a positive integer, got \(text)")
            }
            return number
        }
        while let argument = iterator.next() {
            switch argument {
            case "--workload":
                for name in try value(for: argument).split(separator: ",").map(String.init) {
                    if name == "all" { options.workloads = knownWorkloads; continue }
                    guard knownWorkloads.contains(name) else {
                        throw UsageError("unknown workload \(name); known: \(knownWorkloads.joined(separator: ", "))")
                    }
                    if !options.workloads.contains(name) { options.workloads.append(name) }
                }
            case "--scale":
                options.scales = try value(for: argument).split(separator: ",").map {
                    try positive(String($0), for: argument)
                }
            case "--quick":
                options.quick = true
            case "--repeats":
                options.repeats = try positive(value(for: argument), for: argument)
            case "--warmups":
                guard let number = Int(try value(for: argument)), number >= 0 else {
                    throw UsageError("--warmups needs a non-negative integer")
                }
                options.warmups = number
            case "--budget":
                let text = try value(for: argument)
                guard let seconds = Double(text), seconds >= 0 else {
                    throw UsageError("--budget needs a non-negative number of seconds, got \(text)")
                }
                options.budget = seconds
            case "--json":
                options.json = true
            case "-h", "--help":
                throw UsageError(nil)
            default:
                throw UsageError("unknown argument \(argument)")
            }
        }
        if options.workloads.isEmpty { options.workloads = knownWorkloads }
        return options
    }
}

/// A command-line mistake (or `--help`, with no message).
struct UsageError: Error {
    var message: String?
    init(_ message: String?) { self.message = message }
}
