import Foundation
import Terrarium

/// Scrolls a table view of `100,000 × scale` rows (scale 10: a million) from top to bottom
/// in an 80×24 window, one frame per step, and records each frame's time and the resident
/// memory at the start, middle and end.
///
/// The table is plain, with `.value1` cells ("Row N", a size as detail, a disclosure
/// indicator) dequeued from a registered class. Phases (one sample per frame):
/// - **wheel frame**: one mouse-wheel notch (three rows) sent to the window, then the main
///   loop's turn: layout (cells for rows that came into view, reuse of those that left),
///   draw and the composited canvas handed to the presenter; 2,000 notches at the top, in
///   the middle and at the end;
/// - **page down frame**: Page Down with the table focused (the cursor row moves a page and
///   the table scrolls to keep it visible), then the turn; from the first row to the last.
///
/// Per-frame median and 99th percentile, and memory at start, middle and end, go to
/// standard error as one line per scale; the table shows median, minimum and maximum.
/// Memory must stay flat: rows have no per-row storage with uniform heights.
struct TableScrollWorkload: Workload {
    let name = "table-scroll"
    let summary = "a UITableView of N rows in an 80x24 window scrolled top to bottom: time per frame, memory"
    let operationName = "frame"
    let headlinePhases = ["wheel frame", "page down frame"]
    var defaultScales: [Int] { [1, 10] }

    func size(atScale scale: Int) -> Int { 100_000 * scale }

    func run(scale: Int, harness: Harness) throws -> Harness.Outcome {
        let rows = size(atScale: scale)
        let screen = PresentedWindow(width: 80, height: 24)
        let window = screen.window
        let source = BenchmarkRows(count: rows)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        try settle("table-scroll: showing the table")
        defer {
            table.removeFromSuperview()
            screen.close()
        }
        let startKiB = Memory.currentResidentKiB()
        var middleKiB = 0
        var wheel: [Double] = []
        var pages: [Double] = []

        // Input goes in where a backend's does, so a frame includes making the event.
        let input = UIEventDispatcher(window: window)
        func frame(_ deliver: () -> Void) -> Double {
            let start = ContinuousClock.now
            deliver()
            MainLoop.main.runUntilIdle()
            return (ContinuousClock.now - start).seconds
        }
        func wheelFrames(_ count: Int) {
            for _ in 0..<count {
                wheel.append(frame { input.sendScroll(at: CGPoint(x: 10, y: 10), deltaY: 1) })
            }
        }

        wheelFrames(2_000)
        table.scrollToRow(at: IndexPath(row: rows / 2, section: 0), at: .top, animated: false)
        try settle("table-scroll: to the middle")
        wheelFrames(2_000)
        table.scrollToRow(at: IndexPath(row: rows - 2_000 * 3 - 24, section: 0), at: .top, animated: false)
        try settle("table-scroll: near the end")
        wheelFrames(2_000)
        try check(
            table.indexPathsForVisibleRows?.last == IndexPath(row: rows - 1, section: 0),
            "table-scroll: the wheel did not reach the last row")

        table.setContentOffset(.zero, animated: false)
        try settle("table-scroll: back to the top")
        _ = frame { input.sendPress(UIKey(name: "tab")!) }
        try check(window.focusedView === table, "table-scroll: Tab did not focus the table")
        let pageDown = UIKey(name: "pagedown")!
        while table.indexPathsForVisibleRows?.last != IndexPath(row: rows - 1, section: 0) {
            pages.append(frame { input.sendPress(pageDown) })
            if pages.count == rows / 46 { middleKiB = Memory.currentResidentKiB() }
            try check(pages.count <= rows, "table-scroll: Page Down never reached the end")
        }
        let endKiB = Memory.currentResidentKiB()
        try check(table.visibleCells.count == 24, "table-scroll: \(table.visibleCells.count) cells for 24 rows")
        try check(source.cellsCreated <= 60, "table-scroll: \(source.cellsCreated) cells made; reuse failed")

        func percentile(_ samples: [Double], _ p: Double) -> Double {
            let sorted = samples.sorted()
            return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
        }
        func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }
        let line =
            "table-scroll n=\(rows): wheel frame median \(ms(percentile(wheel, 0.5))) p99 "
            + "\(ms(percentile(wheel, 0.99))) (\(wheel.count) frames); page down frame median "
            + "\(ms(percentile(pages, 0.5))) p99 \(ms(percentile(pages, 0.99))) (\(pages.count) frames); "
            + "resident \(startKiB) KiB at start, \(middleKiB) KiB in the middle, \(endKiB) KiB at the end; "
            + "\(source.cellsCreated) cells made\n"
        FileHandle.standardError.write(Data(line.utf8))
        return Harness.Outcome(
            phases: [
                PhaseStatistics(name: "wheel frame", operations: 1, samples: wheel),
                PhaseStatistics(name: "page down frame", operations: 1, samples: pages),
            ], warmups: 0, repeats: 1)
    }
}

/// Rows named by number, in `.value1` cells from the table's reuse pool.
@MainActor
private final class BenchmarkRows: UITableViewDataSource {
    let count: Int
    var cellsCreated = 0
    private var seen = Set<ObjectIdentifier>()

    init(count: Int) { self.count = count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Value1")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "Value1")
        if seen.insert(ObjectIdentifier(cell)).inserted { cellsCreated += 1 }
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "\(indexPath.row % 977) KB"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
