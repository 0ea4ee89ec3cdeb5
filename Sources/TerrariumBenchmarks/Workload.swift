import Foundation
import Terrarium

/// A benchmark workload: builds a view or controller structure of a size proportional to
/// the scale, times its phases with a ``Harness`` and returns one statistics row per phase.
///
/// Scale 1 is a tenth of the size named in the project issue; scale 10 is that size.
@MainActor
protocol Workload {
    /// The name used on the command line (`--workload NAME`).
    var name: String { get }
    /// One line saying what is measured.
    var summary: String { get }
    /// What one operation is, for the "per op" columns.
    var operationName: String { get }
    /// The phases whose growth the final summary shows.
    var headlinePhases: [String] { get }
    /// The scales run when the command line names none.
    var defaultScales: [Int] { get }
    /// The number of operations (children, controllers, views) at `scale`.
    func size(atScale scale: Int) -> Int
    /// Runs the workload at `scale` and returns statistics per phase.
    func run(scale: Int, harness: Harness) throws -> Harness.Outcome
}

extension Workload {
    var defaultScales: [Int] { Options.defaultScales }
}

/// The workloads, in the order they run and print.
@MainActor
let allWorkloads: [any Workload] = [
    AddRemoveChildrenWorkload(),
    AppearanceChainWorkload(),
    LayoutAndDrawWorkload(),
    ContainersWorkload(),
    AutoLayoutWorkload(),
    TableScrollWorkload(),
    PNGDecodeWorkload(),
    ScreenPictureWorkload(),
    TextViewWorkload(),
    StoryboardLoadWorkload(),
]

/// What one run of one workload at one scale produced: the line a child process prints as
/// JSON and the parent reads back.
struct RunResult: Codable, Sendable {
    var workload: String
    var scale: Int
    var size: Int
    /// Warm-up repeats run and recorded repeats kept (the time budget may cut them short).
    var warmups: Int
    var repeats: Int
    var phases: [PhaseStatistics]
    /// Resident memory when the workload started, in KiB.
    var baselineResidentKiB: Int
    /// Peak resident memory of the process when the workload ended, in KiB: the kernel's
    /// high-water mark of this address space (see ``Memory/peakResidentKiB()``).
    var peakResidentKiB: Int
    /// `getrusage`'s `ru_maxrss` when the workload ended, in KiB. On Linux it carries over
    /// `execve`, so in a child process it is at least the parent's size at the fork.
    var rusageMaxResidentKiB: Int
    /// Wall time of the whole run, set-up and warm-ups included.
    var wallSeconds: Double

    /// Peak memory above the starting resident size, per operation, in bytes.
    var residentBytesPerOperation: Double {
        Double(max(0, peakResidentKiB - baselineResidentKiB)) * 1024 / Double(max(1, size))
    }
}

/// Runs one workload at one scale in this process and records time and memory.
@MainActor
func runInProcess(_ workload: any Workload, scale: Int, harness: Harness) throws -> RunResult {
    let baseline = Memory.currentResidentKiB()
    let start = ContinuousClock.now
    let outcome = try workload.run(scale: scale, harness: harness)
    let wall = (ContinuousClock.now - start).seconds
    return RunResult(
        workload: workload.name, scale: scale, size: workload.size(atScale: scale), warmups: outcome.warmups,
        repeats: outcome.repeats, phases: outcome.phases, baselineResidentKiB: baseline,
        peakResidentKiB: Memory.peakResidentKiB(), rusageMaxResidentKiB: Memory.rusageMaxResidentKiB(),
        wallSeconds: wall)
}

/// A key, visible window with a presenter that only counts frames, standing in for a
/// terminal so that presenting costs what drawing the window costs and nothing more.
///
/// The window holds its presenter weakly, so this object owns both. A presenter matters
/// beyond drawing: a visible window without one keeps `MainLoop.hasWorkDueNow` true (its
/// pending presentation is never cleared), so `runUntilIdle()` would spin to its turn limit.
@MainActor
final class PresentedWindow: CanvasPresenting {
    let window: UIWindow
    private(set) var frameCount = 0

    init(width: Int, height: Int) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.canvasPresenter = self
    }

    func present(_ canvas: Canvas, of window: UIWindow) {
        frameCount += 1
        Sink.consume(canvas.width)
    }

    /// Hides the window, drops its root controller and lets the loop settle.
    func close() {
        window.isHidden = true
        window.rootViewController = nil
        MainLoop.main.runUntilIdle()
    }
}

/// Runs the main loop until idle and throws if it stopped at its turn limit instead.
@MainActor
func settle(_ context: @autoclosure () -> String) throws {
    try check(MainLoop.main.runUntilIdle(), "\(context()): the main loop did not become idle")
}
