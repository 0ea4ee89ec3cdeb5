import Foundation
import Terrarium

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The benchmark executable's entry point.
///
/// With one workload and one scale it runs that workload in this process and prints its
/// table (or, with `--json`, one JSON line). Otherwise it runs every requested workload at
/// every requested scale in a child process of its own, so that each run's peak memory is
/// its own, collects the children's JSON lines, and prints a table per workload and a
/// summary of how time per operation grows with size.
@main
struct TerrariumBenchmarks {
    @MainActor
    static func main() {
        let options: Options
        do {
            options = try Options.parse(
                Array(CommandLine.arguments.dropFirst()), knownWorkloads: allWorkloads.map(\.name))
        } catch let error as UsageError {
            if let message = error.message {
                FileHandle.standardError.write(Data("error: \(message)\n\n\(Options.usage)\n".utf8))
                exit(2)
            }
            emit(Options.usage + "\n")
            exit(0)
        } catch {
            fatalError("\(error)")
        }

        // The workloads lay out in whole cells (a 200 × 60 window is 200 × 60 cells): the main
        // screen is one point a cell, so that they draw what they drew before points, and a
        // comparison with an earlier build measures the same frames.
        UIScreen.main.cellSize = UIScreen.onePointPerCell
        if options.isSingleRun {
            runSingle(options)
        } else {
            runAll(options)
        }
    }

    /// Runs one workload at one scale here and prints the result.
    @MainActor
    private static func runSingle(_ options: Options) {
        let workload = allWorkloads.first { $0.name == options.workloads[0] }!
        let scale = options.scales[0]
        do {
            let result = try runInProcess(workload, scale: scale, harness: options.harness)
            if options.json {
                emit(result.jsonLine + "\n")
            } else {
                emit(Report.table(for: workload, runs: [result], failures: [:]))
            }
        } catch {
            FileHandle.standardError.write(Data("\(workload.name) at \(scale)×: \(error)\n".utf8))
            exit(1)
        }
    }

    /// Runs every requested workload and scale in child processes and prints the report.
    @MainActor
    private static func runAll(_ options: Options) {
        let executable = currentExecutablePath()
        let workloads = allWorkloads.filter { options.workloads.contains($0.name) }
        let started = ContinuousClock.now
        var runs: [String: [RunResult]] = [:]
        var failures: [String: [Int: String]] = [:]
        let harness = options.harness
        log(
            "Terrarium benchmarks: "
                + workloads.map { "\($0.name) at \(options.scales(for: $0).map { "\($0)×" }.joined(separator: ", "))" }
                .joined(separator: "; ")
                + "; up to \(harness.repeats) repeats after \(harness.warmups) warm-up(s) within "
                + "\(Report.fixed(harness.budgetSeconds)) s per run, one child process per run")
        for workload in workloads {
            for scale in options.scales(for: workload) {
                log("  \(workload.name) at \(scale)× (n = \(Report.grouped(workload.size(atScale: scale))))…")
                switch runChild(executable, arguments: options.childArguments(workload: workload.name, scale: scale)) {
                case .success(let result):
                    runs[workload.name, default: []].append(result)
                    if options.json { emit(result.jsonLine + "\n") }
                case .failure(let failure):
                    failures[workload.name, default: [:]][scale] = failure.description
                    log("    failed: \(failure.description)")
                }
            }
            if !options.json {
                emit(
                    Report.table(
                        for: workload, runs: runs[workload.name] ?? [], failures: failures[workload.name] ?? [:]))
            }
        }
        if !options.json {
            emit(Report.summary(workloads: workloads, runs: runs, failures: failures))
            emit("Total wall time: \(Report.fixed((ContinuousClock.now - started).seconds)) s\n")
        }
        if !failures.isEmpty { exit(1) }
    }

    /// Runs this executable with `arguments` and decodes the JSON line it prints last.
    private static func runChild(_ executable: String, arguments: [String]) -> Result<RunResult, BenchmarkCheckFailure>
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return .failure(BenchmarkCheckFailure(description: "could not start \(executable): \(error)"))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            return .failure(
                BenchmarkCheckFailure(
                    description: "child exited with status \(process.terminationStatus) (\(process.terminationReason))")
            )
        }
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
            let result = try? JSONDecoder().decode(RunResult.self, from: Data(line.utf8))
        else {
            return .failure(BenchmarkCheckFailure(description: "child printed no result line: \(text.prefix(200))"))
        }
        return .success(result)
    }

    /// The path of the running executable, for re-running it as a child.
    private static func currentExecutablePath() -> String {
        #if os(Linux)
            if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return resolved
            }
        #endif
        if let path = Bundle.main.executablePath { return path }
        return CommandLine.arguments[0]
    }

    /// Writes report text to standard output at once (unbuffered), so a table shows as soon
    /// as its workload is done.
    private static func emit(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Progress goes to standard error, so standard output holds only the report.
    private static func log(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

extension RunResult {
    /// The result as one line of JSON.
    var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
