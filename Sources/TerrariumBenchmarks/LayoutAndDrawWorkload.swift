import Foundation
import Terrarium

/// Measures one layout pass and one draw of a wide view tree in a 200×60 window: a root
/// view with `10 × scale` group views of 100 leaf views each (scale 10: 100 × 100, 10,101
/// views in all).
///
/// Every view has a background colour; every fourth leaf draws two characters of text in
/// `draw(_:)`. The root's `layoutSubviews` tiles the groups (20×6 cells each, ten to a row)
/// and each group's `layoutSubviews` places its leaves (2×1 cells). Phases:
/// - **layout, frames unchanged**: every view is marked with `setNeedsLayout()` (untimed),
///   then `layoutIfNeeded()` on the root is timed; every `layoutSubviews` runs and sets
///   frames equal to the current ones;
/// - **layout, every frame moves**: the same, with all frames shifted by one cell from the
///   previous pass, so each view's frame really changes;
/// - **full draw**: every view is marked with `setNeedsDisplay()` (untimed), then
///   `window.renderCanvas()` is timed: every `draw(_:)` runs and everything is composited;
/// - **redraw, nothing changed**: `window.renderCanvas()` again; nothing redraws, every
///   view is composited from its backing store.
///
/// One operation is one view. Each phase checks its `layoutSubviews`/`draw(_:)` counts.
struct LayoutAndDrawWorkload: Workload {
    let name = "layout-draw"
    let summary = "a root with N/100 groups of 100 leaf views in a 200x60 window: one layout pass, one full draw"
    let operationName = "view laid out or drawn"
    let headlinePhases = [
        "layout, frames unchanged", "layout, every frame moves", "full draw (all setNeedsDisplay)",
        "redraw, nothing changed",
    ]

    static let leavesPerGroup = 100

    func groups(atScale scale: Int) -> Int { 10 * scale }

    func size(atScale scale: Int) -> Int {
        1 + groups(atScale: scale) * (1 + Self.leavesPerGroup)
    }

    func run(scale: Int, harness: Harness) throws -> Harness.Outcome {
        let viewCount = size(atScale: scale)
        let screen = PresentedWindow(width: 200, height: 60)
        let window = screen.window
        let root = TileRootView(frame: window.bounds)
        root.backgroundColor = Palette.colors[0]
        var allViews: [UIView] = [root]
        var textLeafCount = 0
        for g in 0..<groups(atScale: scale) {
            let group = TileGroupView()
            group.backgroundColor = Palette.colors[(g + 1) % Palette.colors.count]
            root.addSubview(group)
            allViews.append(group)
            for l in 0..<Self.leavesPerGroup {
                let leaf: UIView
                if l % 4 == 0 {
                    leaf = TextLeafView()
                    textLeafCount += 1
                } else {
                    leaf = UIView()
                }
                leaf.backgroundColor = Palette.colors[(g + l + 2) % Palette.colors.count]
                group.addSubview(leaf)
                allViews.append(leaf)
            }
        }
        try check(allViews.count == viewCount, "layout-draw: built \(allViews.count) views, expected \(viewCount)")
        window.addSubview(root)
        window.makeKeyAndVisible()
        try settle("layout-draw: showing the tree")
        defer {
            root.removeFromSuperview()
            screen.close()
        }
        // The first draw creates every backing store; later draws measure steady state.
        Sink.consume(window.renderCanvas().width)
        // Root and groups count themselves; leaves run UIView's empty layoutSubviews.
        let layoutCount = 1 + groups(atScale: scale)

        return try harness.run { lap in
            for view in allViews { view.setNeedsLayout() }
            Tally.reset()
            lap.time("layout, frames unchanged", operations: viewCount) {
                root.layoutIfNeeded()
            }
            try check(
                Tally.layoutContainers == layoutCount,
                "layout-draw: \(Tally.layoutContainers) of \(layoutCount) containers ran layoutSubviews")

            Tally.shift = Tally.shift == 0 ? 1 : 0
            for view in allViews { view.setNeedsLayout() }
            Tally.reset()
            lap.time("layout, every frame moves", operations: viewCount) {
                root.layoutIfNeeded()
            }
            try check(
                Tally.layoutContainers == layoutCount,
                "layout-draw: \(Tally.layoutContainers) of \(layoutCount) containers ran layoutSubviews")
            try settle("layout-draw: after layout")

            for view in allViews { view.setNeedsDisplay() }
            Tally.reset()
            lap.time("full draw (all setNeedsDisplay)", operations: viewCount) {
                Sink.consume(window.renderCanvas()[x: 1, y: 1].text.count)
            }
            try check(
                Tally.textDraws == textLeafCount,
                "layout-draw: \(Tally.textDraws) of \(textLeafCount) text leaves drew in a full draw")

            Tally.reset()
            lap.time("redraw, nothing changed", operations: viewCount) {
                Sink.consume(window.renderCanvas()[x: 1, y: 1].text.count)
            }
            try check(Tally.textDraws == 0, "layout-draw: \(Tally.textDraws) views drew although nothing changed")
        }
    }
}

/// Counters the tree's views update, and the shift that makes every frame move.
@MainActor
private enum Tally {
    static var layoutContainers = 0
    static var textDraws = 0
    /// 0 or 1: added to every computed x, so toggling it moves every frame by one cell.
    static var shift: CGFloat = 0

    static func reset() {
        layoutContainers = 0
        textDraws = 0
    }
}

/// A few opaque colours for the views' backgrounds.
@MainActor
private enum Palette {
    static let colors: [UIColor] = [
        UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1), UIColor(red: 0.8, green: 0.2, blue: 0.2, alpha: 1),
        UIColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1), UIColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 1),
        UIColor(red: 0.9, green: 0.8, blue: 0.2, alpha: 1), UIColor(red: 0.6, green: 0.2, blue: 0.7, alpha: 1),
        UIColor(red: 0.2, green: 0.7, blue: 0.8, alpha: 1), UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
    ]
}

/// Tiles its subviews in 20×6-cell slots, ten to a row.
private final class TileRootView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        Tally.layoutContainers += 1
        for (index, group) in subviews.enumerated() {
            group.frame = CGRect(
                x: CGFloat(index % 10) * 20 + Tally.shift, y: CGFloat(index / 10) * 6, width: 20, height: 6)
        }
    }
}

/// Places its leaves in 2×1-cell slots, ten to a row, wrapping after six rows (so leaves
/// overlap, as in a dense dashboard).
private final class TileGroupView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        Tally.layoutContainers += 1
        for (index, leaf) in subviews.enumerated() {
            leaf.frame = CGRect(
                x: CGFloat(index % 10) * 2 + Tally.shift, y: CGFloat((index / 10) % 6), width: 2, height: 1)
        }
    }
}

/// A leaf that draws two characters of text.
private final class TextLeafView: UIView {
    override func draw(_ rect: CGRect) {
        Tally.textDraws += 1
        UIGraphicsGetCurrentContext()?.draw("ab", at: rect.origin, foreground: .white)
    }
}
