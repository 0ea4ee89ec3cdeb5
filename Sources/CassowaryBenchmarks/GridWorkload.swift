import Cassowary

/// perf-anchors.md's grid: N views (left, right, top, bottom, width, height: 6N + 2
/// variables with the window's width and height) in a ceil(√N)-column grid inside a window
/// whose width and height are strong edit variables; 10N + 1 constraints.
///
/// Per view, at row r and column c of C columns (R rows):
///
/// | constraint | strength | count |
/// | --- | --- | --- |
/// | `right == left + width`, `bottom == top + height` | required | 2N |
/// | `left == 1` (c = 0) or `left == previous.right + 1` | required | N |
/// | `top == 1` (r = c = 0), `top == above.bottom + 1` (c = 0) or `top == previous.top` | required | N |
/// | `width == previous.width`, `height == previous.height` (c > 0) | required | 2(N − R) |
/// | `right + 1 == window.width` (last view of a row) | required | R |
/// | `height == above.height` (c = 0, r > 0; equal row heights) | strong | R − 1 |
/// | `width >= 20`, `height >= 10` | medium | 2N |
/// | `width == 40`, `height == 12` (preferred size) | weak | 2N |
///
/// plus the last row's `bottom + 1 <= window.height` (required) and `== window.height`
/// (weak fill). "view" order adds them view by view, as a UI activates them; "strength"
/// order sorts the same list required > strong > medium > weak (stably).
///
/// Phases: add all; 1 shrink round (from the grid's preferred size, set untimed, the window
/// one cell narrower and shorter each round: the resize steps that reproduce perf-anchors'
/// kiwi figures);
/// 1 resize round (suggest both window sizes + update, up to ±3 cells per column and ±2 per
/// row); remove every other constraint of the list; 1 round after removal; re-add the
/// removed half; 1 round after re-adding.
struct GridWorkload {
    enum Order: String {
        case view
        case strength
    }

    var size: Int
    var order: Order

    static let rounds = 20

    /// The window size of a resize round: the grid's preferred size, give or take.
    static func windowSize(round: Int, columns: Int, rows: Int) -> (width: Double, height: Double) {
        (Double(columns * 41 + 1 + (round % 7 - 3) * columns), Double(rows * 13 + 1 + (round % 5 - 2) * rows))
    }

    /// The window size of a shrink round: one cell narrower and shorter than the grid's
    /// preferred size per round, so only the last cells of the grid move.
    static func shrunkSize(round: Int, columns: Int, rows: Int) -> (width: Double, height: Double) {
        (Double(columns * 41 + 1 - round), Double(rows * 13 + 1 - round))
    }

    func run(into measurement: inout Measurement) throws {
        let columns = Int(Double(size).squareRoot().rounded(.up))
        let rows = (size + columns - 1) / columns
        let windowWidth = Variable("window.width")
        let windowHeight = Variable("window.height")
        var views:
            [(left: Variable, right: Variable, top: Variable, bottom: Variable, width: Variable, height: Variable)] = []
        var constraints: [Constraint] = []
        for index in 0..<size {
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            let view = (
                left: Variable("left\(index)"), right: Variable("right\(index)"), top: Variable("top\(index)"),
                bottom: Variable("bottom\(index)"), width: Variable("width\(index)"), height: Variable("height\(index)")
            )
            constraints.append(view.right == view.left + view.width)
            constraints.append(view.bottom == view.top + view.height)
            if column == 0 {
                constraints.append(view.left == 1)
                if row == 0 {
                    constraints.append(view.top == 1)
                } else {
                    constraints.append(view.top == views[index - columns].bottom + 1)
                }
            } else {
                let previous = views[index - 1]
                constraints.append(view.left == previous.right + 1)
                constraints.append(view.top == previous.top)
                constraints.append(view.width == previous.width)
                constraints.append(view.height == previous.height)
            }
            if column == columns - 1 || index == size - 1 {
                constraints.append(view.right + 1 == windowWidth)
            }
            if column == 0 && row > 0 {
                constraints.append((view.height == views[index - columns].height) | .strong)
            }
            constraints.append((view.width >= 20) | .medium)
            constraints.append((view.height >= 10) | .medium)
            constraints.append((view.width == 40) | .weak)
            constraints.append((view.height == 12) | .weak)
            views.append(view)
        }
        let lastRowFirst = views[(rows - 1) * columns]
        constraints.append(lastRowFirst.bottom + 1 <= windowHeight)
        constraints.append((lastRowFirst.bottom + 1 == windowHeight) | .weak)
        try check(constraints.count == 10 * size + 1, "10N + 1 constraints")
        if order == .strength {
            // A stable sort, strongest first.
            constraints = constraints.enumerated().sorted {
                ($0.element.strength, -$0.offset) > ($1.element.strength, -$1.offset)
            }.map(\.element)
        }

        let solver = Solver()
        try solver.addEditVariable(windowWidth, strength: .strong)
        try solver.addEditVariable(windowHeight, strength: .strong)
        let initial = GridWorkload.windowSize(round: 0, columns: columns, rows: rows)
        try solver.suggestValue(windowWidth, initial.width)
        try solver.suggestValue(windowHeight, initial.height)

        try measurement.time("add all", operations: constraints.count) {
            for constraint in constraints { try solver.addConstraint(constraint) }
        }
        debugCounters(solver, "add all")
        // Untimed: back to the preferred size (a jump of 3 cells per column), where the
        // shrink rounds start.
        let preferred = GridWorkload.shrunkSize(round: 0, columns: columns, rows: rows)
        try solver.suggestValue(windowWidth, preferred.width)
        try solver.suggestValue(windowHeight, preferred.height)
        solver.updateVariables()
        try measurement.time("1 shrink round", operations: GridWorkload.rounds) {
            for round in 1...GridWorkload.rounds {
                let size = GridWorkload.shrunkSize(round: round, columns: columns, rows: rows)
                try solver.suggestValue(windowWidth, size.width)
                try solver.suggestValue(windowHeight, size.height)
                solver.updateVariables()
            }
        }
        debugCounters(solver, "1 shrink round")
        let shrunkWidth = (windowWidth.value - 1) / Double(columns) - 1
        try check(abs(views[0].width.value - shrunkWidth) < 1e-6, "grid widths after shrinking")
        try resize(solver, windowWidth, windowHeight, columns, rows, phase: "1 resize round", &measurement)
        // In a full row each view gets (window.width − 1) / columns − 1 cells.
        let expectedWidth = (windowWidth.value - 1) / Double(columns) - 1
        try check(abs(views[0].width.value - max(expectedWidth, 0)) < 1e-6 || expectedWidth < 20, "grid widths")

        let removed = stride(from: 0, to: constraints.count, by: 2).map { constraints[$0] }
        try measurement.time("remove half", operations: removed.count) {
            for constraint in removed { try solver.removeConstraint(constraint) }
        }
        debugCounters(solver, "remove half")
        try resize(solver, windowWidth, windowHeight, columns, rows, phase: "1 round after removal", &measurement)
        try measurement.time("re-add half", operations: removed.count) {
            for constraint in removed { try solver.addConstraint(constraint) }
        }
        debugCounters(solver, "re-add half")
        try resize(solver, windowWidth, windowHeight, columns, rows, phase: "1 round after re-adding", &measurement)
        try check(
            abs(views[0].width.value - max(expectedWidth, 0)) < 1e-6 || expectedWidth < 20,
            "grid widths after re-adding")
    }

    private func resize(
        _ solver: Solver, _ windowWidth: Variable, _ windowHeight: Variable, _ columns: Int, _ rows: Int,
        phase: String, _ measurement: inout Measurement
    ) throws {
        try measurement.time(phase, operations: GridWorkload.rounds) {
            for round in 1...GridWorkload.rounds {
                let size = GridWorkload.windowSize(round: round, columns: columns, rows: rows)
                try solver.suggestValue(windowWidth, size.width)
                try solver.suggestValue(windowHeight, size.height)
                solver.updateVariables()
            }
        }
        debugCounters(solver, phase)
    }
}
