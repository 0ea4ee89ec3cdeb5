import Foundation
import Terrarium

/// Workload 4 of perf-anchors: a window laid out with anchors, then resized. A controller's
/// view holds `100 × scale` views in a grid of ⌈√n⌉ columns (scale 10: 1,000 views; the
/// default scales 1, 10 and 50 give 100, 1,000 and 5,000), each tied to its neighbours by
/// anchors: one cell between columns, equal widths along a row and equal heights down
/// the first column, the outer columns and rows pinned to the view's edges; about five
/// constraints per view, all required, so every view moves on every resize. Phases:
/// - **build + first layout**: the controller activates every constraint in `viewDidLoad`,
///   becomes the window's root, and the main loop runs until idle (update-constraints
///   pass, solve, every frame applied, the window drawn);
/// - **resize: layout**: the window (200×60) is resized 100 times, to a different size
///   each time (a size transition, as a terminal resize is), each followed by
///   `layoutIfNeeded()` on the window: the solve and every frame; one operation is one
///   view laid out once (a resize's time is that times the number of views);
/// - **resize: layout + draw**: the same resizes, each followed by the main loop running
///   until idle, which also draws the 200×60 window and presents it, as in a terminal;
/// - **resize: layout, no constraints**: the same number of views in the same grid placed
///   by frames and autoresizing masks, resized and laid out the same way: what a window
///   that uses no constraints pays (its engine is never created).
///
/// Each phase checks the frames it produced.
struct AutoLayoutWorkload: Workload {
    let name = "auto-layout"
    let summary = "a grid of N views tied by anchors in a 200x60 window: build and solve, then 100 resizes"
    let operationName = "view laid out"
    let headlinePhases = [
        "build + first layout", "resize: layout", "resize: layout + draw", "resize: layout, no constraints",
    ]
    let defaultScales = [1, 10, 50]

    static let resizes = 100

    func size(atScale scale: Int) -> Int { 100 * scale }

    func run(scale: Int, harness: Harness) throws -> Harness.Outcome {
        let count = size(atScale: scale)
        let screen = PresentedWindow(width: 200, height: 60)
        screen.window.makeKeyAndVisible()
        // The frame-based grid has a window of its own, which no constraint ever entered.
        let plainScreen = PresentedWindow(width: 200, height: 60)
        plainScreen.window.isHidden = false
        defer {
            screen.close()
            plainScreen.close()
        }

        return try harness.run { lap in
            screen.window.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            let grid = AnchoredGridViewController(count: count)
            try lap.time("build + first layout", operations: count) {
                screen.window.rootViewController = grid
                try settle("auto-layout: showing the grid")
            }
            try grid.checkFrames(width: 200, height: 60)
            try check(
                screen.window._layoutEngineItemCount == count + 1,
                "auto-layout: \(screen.window._layoutEngineItemCount) items in the engine, not the \(count) cells and their superview"
            )

            lap.time("resize: layout", operations: count * Self.resizes) {
                for round in 0..<Self.resizes {
                    let (width, height) = Self.size(ofRound: round)
                    screen.window.frame = CGRect(x: 0, y: 0, width: width, height: height)
                    screen.window.layoutIfNeeded()
                }
            }
            let (width, height) = Self.size(ofRound: Self.resizes - 1)
            try grid.checkFrames(width: width, height: height)
            try settle("auto-layout: after the resizes")

            try lap.time("resize: layout + draw", operations: count * Self.resizes) {
                for round in 0..<Self.resizes {
                    let (width, height) = Self.size(ofRound: Self.resizes + round)
                    screen.window.frame = CGRect(x: 0, y: 0, width: width, height: height)
                    try settle("auto-layout: resize")
                }
            }
            let (lastWidth, lastHeight) = Self.size(ofRound: 2 * Self.resizes - 1)
            try grid.checkFrames(width: lastWidth, height: lastHeight)

            screen.window.rootViewController = nil
            plainScreen.window.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            let plain = FrameGridViewController(count: count)
            plainScreen.window.rootViewController = plain
            try settle("auto-layout: showing the frame-based grid")
            lap.time("resize: layout, no constraints", operations: count * Self.resizes) {
                for round in 0..<Self.resizes {
                    let (width, height) = Self.size(ofRound: round)
                    plainScreen.window.frame = CGRect(x: 0, y: 0, width: width, height: height)
                    plainScreen.window.layoutIfNeeded()
                }
            }
            try check(
                plain.view.subviews.count == count && plain.view.frame.width == CGFloat(width),
                "auto-layout: the frame-based grid has \(plain.view.subviews.count) views")
            try check(!plainScreen.window._usesLayoutEngine, "auto-layout: the frame-based window made an engine")
            plainScreen.window.rootViewController = nil
            try settle("auto-layout: closing")
        }
    }

    /// The window size of one resize round: 180 to 220 columns by 50 to 66 rows, both
    /// changing every round.
    static func size(ofRound round: Int) -> (Int, Int) {
        (180 + (round * 7) % 41, 50 + (round * 3) % 17)
    }
}

/// The grid's shape: ⌈√n⌉ columns, as many rows as needed.
private func gridShape(_ count: Int) -> (columns: Int, rows: Int) {
    let columns = Int(Double(count).squareRoot().rounded(.up))
    return (columns, (count + columns - 1) / columns)
}

/// A controller whose view holds `count` views tied together by anchors.
@MainActor
private final class AnchoredGridViewController: UIViewController {
    let count: Int
    private(set) var cells: [UIView] = []

    init(count: Int) {
        self.count = count
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let (columns, rows) = gridShape(count)
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(count * 5)
        cells.reserveCapacity(count)
        for index in 0..<count {
            let cell = UIView()
            cell.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(cell)
            cells.append(cell)
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            if column == 0 {
                constraints.append(cell.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 1))
                if row == 0 {
                    constraints.append(cell.topAnchor.constraint(equalTo: view.topAnchor))
                } else {
                    let above = cells[index - columns]
                    constraints += [
                        cell.topAnchor.constraint(equalTo: above.bottomAnchor),
                        cell.widthAnchor.constraint(equalTo: above.widthAnchor),
                        cell.heightAnchor.constraint(equalTo: above.heightAnchor),
                    ]
                }
                if row == rows - 1 {
                    constraints.append(cell.bottomAnchor.constraint(equalTo: view.bottomAnchor))
                }
            } else {
                let left = cells[index - 1]
                constraints += [
                    cell.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 1),
                    cell.widthAnchor.constraint(equalTo: left.widthAnchor),
                    cell.topAnchor.constraint(equalTo: left.topAnchor),
                    cell.heightAnchor.constraint(equalTo: left.heightAnchor),
                ]
            }
            if column == columns - 1 && row == 0 {
                constraints.append(cell.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -1))
            }
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Checks that the grid fills the window: the first cell at the top left inside the
    /// one-cell margin, the first row's last cell at the right margin, the first column's
    /// last cell at the bottom, neighbours one cell apart.
    func checkFrames(width: Int, height: Int) throws {
        let (columns, rows) = gridShape(count)
        let first = cells[0].frame
        try check(first.minX == 1 && first.minY == 0, "auto-layout: first cell at \(first)")
        let rowEnd = cells[Swift.min(columns, count) - 1].frame
        try check(
            count < columns || rowEnd.maxX == CGFloat(width - 1),
            "auto-layout: first row ends at \(rowEnd.maxX), not \(width - 1)")
        let columnEnd = cells[(rows - 1) * columns].frame
        try check(
            columnEnd.maxY == CGFloat(height), "auto-layout: first column ends at \(columnEnd.maxY), not \(height)")
        if count > 1 {
            try check(
                cells[1].frame.minX - first.maxX == 1, "auto-layout: neighbours \(first) and \(cells[1].frame)")
        }
    }
}

/// The same grid placed by frames and autoresizing masks.
@MainActor
private final class FrameGridViewController: UIViewController {
    let count: Int

    init(count: Int) {
        self.count = count
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let (columns, rows) = gridShape(count)
        let width = (view.bounds.width - 1) / CGFloat(columns) - 1
        let height = view.bounds.height / CGFloat(rows)
        for index in 0..<count {
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            let cell = UIView(
                frame: CGRect(
                    x: 1 + CGFloat(column) * (width + 1), y: CGFloat(row) * height, width: width, height: height))
            cell.autoresizingMask = [
                .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
                .flexibleBottomMargin,
            ]
            view.addSubview(cell)
        }
    }
}
