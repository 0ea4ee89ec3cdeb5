import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Median, minimum and maximum of one phase's time per operation over the recorded
/// repeats (warm-ups excluded), plus the median time of the whole phase.
///
/// Times are in seconds. "Per operation" is the phase's time divided by the number of
/// operations it did (children added, controllers shown, views laid out).
struct PhaseStatistics: Codable, Sendable {
    /// The phase's name as shown in the tables, such as "add" or "full draw".
    var name: String
    /// Operations per repeat; each sample was divided by this.
    var operations: Int
    var medianPerOp: Double
    var minPerOp: Double
    var maxPerOp: Double
    /// Median duration of one whole repeat of the phase.
    var medianTotal: Double

    init(name: String, operations: Int, samples: [Double]) {
        precondition(!samples.isEmpty, "phase \(name) has no samples")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        let median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        let ops = Double(max(1, operations))
        self.name = name
        self.operations = operations
        medianTotal = median
        medianPerOp = median / ops
        minPerOp = sorted.first! / ops
        maxPerOp = sorted.last! / ops
    }
}

/// One repeat of a workload: the durations of its named phases, in the order they ran.
///
/// A workload times each phase of a repeat with ``time(_:operations:_:)``; work outside
/// those calls (building trees, marking views dirty, checking results) is not timed. A phase
/// name may recur within a repeat (each occurrence is one more sample), and
/// ``recordTotal(_:operations:since:)`` adds a composite phase summing the phases timed
/// since a ``mark``.
struct Lap {
    fileprivate(set) var phases: [(name: String, operations: Int, seconds: Double)] = []

    /// Runs `body` and records how long it took under `name`.
    @discardableResult
    mutating func time<T>(_ name: String, operations: Int, _ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        let result = try body()
        let elapsed = ContinuousClock.now - start
        phases.append((name, operations, elapsed.seconds))
        return result
    }

    /// A position in the lap, for ``recordTotal(_:operations:since:)``.
    var mark: Int { phases.count }

    /// Records `name` as the sum of the phases timed since `mark`.
    mutating func recordTotal(_ name: String, operations: Int, since mark: Int) {
        let seconds = phases[mark...].reduce(0) { $0 + $1.seconds }
        phases.append((name, operations, seconds))
    }
}

/// The measuring harness: runs a workload's repeat body `warmups` times without keeping
/// the figures, then up to `repeats` times keeping them, and summarises each phase.
///
/// It measures wall-clock time on the monotonic clock (`ContinuousClock`); on this project's
/// shared 2-core VM that is the only honest clock for single-threaded main-actor work.
///
/// Large sizes of a workload that grows faster than linearly can take tens of seconds per
/// repeat, so repeats stop early once `budgetSeconds` is spent (at least one is always
/// recorded), and a warm-up that alone took longer than the budget is kept as the one
/// recorded repeat rather than run again. ``Outcome`` says how many were recorded.
struct Harness: Sendable {
    var warmups: Int
    var repeats: Int
    var budgetSeconds: Double

    /// What a run recorded.
    struct Outcome {
        var phases: [PhaseStatistics]
        var warmups: Int
        var repeats: Int
    }

    @MainActor
    func run(_ body: (_ lap: inout Lap) throws -> Void) rethrows -> Outcome {
        var order: [String] = []
        var operations: [String: Int] = [:]
        var samples: [String: [Double]] = [:]
        var warmupsDone = 0
        var recorded = 0
        let start = ContinuousClock.now
        func keep(_ lap: Lap) {
            for phase in lap.phases {
                if samples[phase.name] == nil { order.append(phase.name) }
                samples[phase.name, default: []].append(phase.seconds)
                operations[phase.name] = phase.operations
            }
            recorded += 1
        }
        while recorded < repeats {
            var lap = Lap()
            try body(&lap)
            let spent = (ContinuousClock.now - start).seconds
            if warmupsDone < warmups {
                warmupsDone += 1
                if spent > budgetSeconds {
                    // Too slow to repeat: this warm-up becomes the only recorded repeat.
                    warmupsDone -= 1
                    keep(lap)
                    break
                }
                continue
            }
            keep(lap)
            if spent > budgetSeconds { break }
        }
        return Outcome(
            phases: order.map { PhaseStatistics(name: $0, operations: operations[$0]!, samples: samples[$0]!) },
            warmups: warmupsDone, repeats: recorded)
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}

/// Resident-memory readings of this process.
enum Memory {
    /// The resident set size now, in KiB (`/proc/self/statm` on Linux; elsewhere the peak,
    /// the best `getrusage` offers).
    static func currentResidentKiB() -> Int {
        #if os(Linux)
            if let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) {
                let fields = text.split(separator: " ")
                if fields.count > 1, let pages = Int(fields[1]) {
                    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
                }
            }
        #endif
        return rusageMaxResidentKiB()
    }

    /// The peak resident set size of this process, in KiB.
    ///
    /// On Linux this is `VmHWM` from `/proc/self/status`, the high-water mark of the current
    /// address space, which starts afresh at `execve`; `ru_maxrss` does not (a child process
    /// inherits its parent's value at the fork), so it would hide every run smaller than the
    /// parent. Elsewhere it is `ru_maxrss`.
    static func peakResidentKiB() -> Int {
        #if os(Linux)
            if let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kib = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
            {
                return kib
            }
        #endif
        return rusageMaxResidentKiB()
    }

    /// `getrusage(RUSAGE_SELF).ru_maxrss`, in KiB (Linux reports KiB, Darwin bytes).
    static func rusageMaxResidentKiB() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
            let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        #if canImport(Darwin)
            return Int(usage.ru_maxrss) / 1024
        #else
            return Int(usage.ru_maxrss)
        #endif
    }
}

/// Keeps a value alive as far as the optimiser can tell, so that timed work whose result
/// is otherwise unused (a drawn canvas) is not removed.
@MainActor
enum Sink {
    private static var checksum = 0

    @inline(never)
    static func consume(_ value: Int) {
        checksum &+= value
    }
}

/// A benchmark's correctness check failed: the figures would describe something that did
/// not happen, so the run stops instead of printing them.
struct BenchmarkCheckFailure: Error, CustomStringConvertible {
    var description: String
}

/// Throws ``BenchmarkCheckFailure`` with `message` unless `condition` holds.
func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw BenchmarkCheckFailure(description: message()) }
}
