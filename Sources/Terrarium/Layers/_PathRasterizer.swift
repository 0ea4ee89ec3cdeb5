import Foundation

// Paths into cells: fills by cell coverage, strokes as box-drawing lines.

/// Draws a ``CGPath`` onto a ``Canvas``.
///
/// - Fill: a cell is inside when its centre is inside the path (by the fill rule); inside
///   cells get the fill colour as their background (translucent colours tint).
/// - Stroke: each segment covers the cells it passes through, half-open as a fill is (a
///   line from x 0 to x 10 covers ten cells, whichever way it runs), and the right and
///   bottom edges of the path's bounding box fall in the last cell the box covers (so a
///   rectangle the size of a view strokes the view's edge cells). Consecutive cells are joined by a path of cells that
///   touch side to side, and each cell shows the box-drawing character for the directions it
///   joins: `─ │ ┌ ┐ └ ┘ ├ ┤ ┬ ┴ ┼`, with rounded corners `╭ ╮ ╰ ╯` where the corner is a
///   piece of an arc or curve, and heavy lines `━ ┃ ┏ …` for a line width of 2 or more. So a
///   diagonal becomes a staircase. The glyph's colour is the stroke colour; the cell keeps
///   its background.
struct _PathRasterizer {
    let polylines: [_Polyline]
    /// Where the path's (0, 0) falls on the canvas, in cells.
    let offset: CGPoint

    /// A rasterizer for `path`, whose coordinates are in units of which `cellSize` make a
    /// cell (points, by the screen's cell size; one for a path in cells).
    init(path: CGPath, offset: CGPoint, cellSize: CGSize = CGSize(width: 1, height: 1)) {
        var polylines = _Polyline.polylines(of: path)
        if cellSize != CGSize(width: 1, height: 1) {
            for index in polylines.indices {
                polylines[index].points = polylines[index].points.map {
                    CGPoint(x: $0.x / cellSize.width, y: $0.y / cellSize.height)
                }
            }
        }
        self.polylines = polylines
        self.offset = offset
    }

    /// The canvas rectangle the path's bounding box covers.
    private var canvasBox: CGRect? {
        let points = polylines.flatMap(\.points)
        guard let first = points.first else { return nil }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = Swift.min(minX, p.x)
            minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x)
            maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX + offset.x, y: minY + offset.y, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Fill

    func fill(into canvas: inout Canvas, color: UIColor, rule: CGPathFillRule, clip: CGRect) {
        guard color.alphaComponent > 0, let box = canvasBox else { return }
        let area = box.intersection(clip).intersection(CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        guard !area.isNull, !area.isEmpty else { return }
        let minX = Int(area.minX.rounded(.down)), maxX = Int(area.maxX.rounded(.up))
        let minY = Int(area.minY.rounded(.down)), maxY = Int(area.maxY.rounded(.up))
        for y in minY..<maxY {
            var runStart: Int?
            for x in minX...maxX {
                let inside =
                    x < maxX && clip.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
                    && polylines.winding(
                        at: CGPoint(x: CGFloat(x) + 0.5 - offset.x, y: CGFloat(y) + 0.5 - offset.y), rule: rule)
                if inside, runStart == nil { runStart = x }
                if !inside, let start = runStart {
                    canvas.fill(CGRect(x: start, y: y, width: x - start, height: 1), with: color, clip: clip)
                    runStart = nil
                }
            }
        }
    }

    // MARK: Stroke

    /// Directions a stroked cell joins.
    struct Arms: OptionSet {
        let rawValue: UInt8
        static let left = Arms(rawValue: 1)
        static let right = Arms(rawValue: 2)
        static let up = Arms(rawValue: 4)
        static let down = Arms(rawValue: 8)
    }

    struct Cell2: Hashable {
        var x: Int
        var y: Int
    }

    func stroke(
        into canvas: inout Canvas, color: UIColor, lineWidth: CGFloat, strokeStart: CGFloat = 0,
        strokeEnd: CGFloat = 1, clip: CGRect
    ) {
        guard color.alphaComponent > 0, lineWidth >= 0, let box = canvasBox else { return }
        let lowX = Int(box.minX.rounded(.down)), lowY = Int(box.minY.rounded(.down))
        let highX = Swift.max(lowX, Int(box.maxX.rounded(.up)) - 1)
        let highY = Swift.max(lowY, Int(box.maxY.rounded(.up)) - 1)
        // A segment covers the cells it passes through, half-open like a fill: where it
        // arrives at (or leaves from, going back) a cell edge, the cell past the edge is not
        // included. So a line from x 0 to x 10 covers ten cells either way round.
        func snap(_ p: CGPoint, toward direction: CGPoint) -> Cell2 {
            func cell(_ v: CGFloat, _ d: CGFloat) -> Int {
                let edge = v.rounded() == v
                return Int(v.rounded(.down)) - (edge && d < 0 ? 1 : 0)
            }
            let x = cell(p.x + offset.x, direction.x), y = cell(p.y + offset.y, direction.y)
            return Cell2(x: Swift.min(highX, Swift.max(lowX, x)), y: Swift.min(highY, Swift.max(lowY, y)))
        }
        var arms: [Cell2: Arms] = [:]
        var curvedCells: Set<Cell2> = []
        var order: [Cell2] = []
        func visit(_ cell: Cell2, _ arm: Arms, curved: Bool) {
            if arms[cell] == nil {
                arms[cell] = []
                order.append(cell)
            }
            arms[cell]!.formUnion(arm)
            if curved { curvedCells.insert(cell) }
        }
        /// Walks from `start` to `end` through cells that touch side to side, keeping close
        /// to the true segment from `a` to `b`.
        func walk(from start: Cell2, to end: Cell2, a: CGPoint, b: CGPoint, curved: Bool) {
            var cell = start
            visit(cell, [], curved: curved)
            // The true segment, in canvas cells' centre coordinates, to stay close to.
            let from = CGPoint(x: a.x + offset.x - 0.5, y: a.y + offset.y - 0.5)
            let to = CGPoint(x: b.x + offset.x - 0.5, y: b.y + offset.y - 0.5)
            while cell != end {
                let stepX = end.x > cell.x ? 1 : (end.x < cell.x ? -1 : 0)
                let stepY = end.y > cell.y ? 1 : (end.y < cell.y ? -1 : 0)
                var next = cell
                if stepY == 0
                    || (stepX != 0
                        && distance(Cell2(x: cell.x + stepX, y: cell.y), from, to)
                            <= distance(Cell2(x: cell.x, y: cell.y + stepY), from, to))
                {
                    next.x += stepX
                    visit(cell, stepX > 0 ? .right : .left, curved: curved)
                    visit(next, stepX > 0 ? .left : .right, curved: curved)
                } else {
                    next.y += stepY
                    visit(cell, stepY > 0 ? .down : .up, curved: curved)
                    visit(next, stepY > 0 ? .up : .down, curved: curved)
                }
                cell = next
            }
        }
        for line in polylines.trimmed(from: strokeStart, to: strokeEnd) {
            let segments = line.segments
            guard let first = segments.first else { continue }
            // Each segment starts where the one before ended, so the cells stay joined.
            let start = snap(first.0, toward: CGPoint(x: first.1.x - first.0.x, y: first.1.y - first.0.y))
            var current = start
            for (a, b, curved) in segments {
                let end = snap(b, toward: CGPoint(x: a.x - b.x, y: a.y - b.y))
                walk(from: current, to: end, a: a, b: b, curved: curved)
                current = end
            }
            if line.isClosed, current != start, let last = segments.last {
                walk(from: current, to: start, a: last.1, b: first.0, curved: last.2)
            }
        }
        let heavy = lineWidth >= 2
        for cell in order {
            guard clip.contains(CGPoint(x: CGFloat(cell.x) + 0.5, y: CGFloat(cell.y) + 0.5)),
                cell.x >= 0, cell.y >= 0, cell.x < canvas.width, cell.y < canvas.height
            else { continue }
            let glyph = _PathRasterizer.glyph(arms[cell]!, rounded: curvedCells.contains(cell), heavy: heavy)
            let background = canvas[x: cell.x, y: cell.y].background
            canvas.put(Cell(text: glyph, foreground: color, background: background), x: cell.x, y: cell.y)
        }
    }

    /// The distance from a cell's centre to the line through `a` and `b`.
    private func distance(_ cell: Cell2, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let p = CGPoint(x: CGFloat(cell.x), y: CGFloat(cell.y))
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return p.distance(to: a) }
        return abs(dy * (p.x - a.x) - dx * (p.y - a.y)) / length
    }

    /// The box-drawing character joining the given directions.
    static func glyph(_ arms: Arms, rounded: Bool, heavy: Bool) -> String {
        let h = heavy ? "━" : "─", v = heavy ? "┃" : "│"
        switch arms {
        case [.left, .right], [.left], [.right]: return h
        case [.up, .down], [.up], [.down]: return v
        case [.right, .down]: return heavy ? "┏" : (rounded ? "╭" : "┌")
        case [.left, .down]: return heavy ? "┓" : (rounded ? "╮" : "┐")
        case [.right, .up]: return heavy ? "┗" : (rounded ? "╰" : "└")
        case [.left, .up]: return heavy ? "┛" : (rounded ? "╯" : "┘")
        case [.left, .right, .down]: return heavy ? "┳" : "┬"
        case [.left, .right, .up]: return heavy ? "┻" : "┴"
        case [.up, .down, .right]: return heavy ? "┣" : "├"
        case [.up, .down, .left]: return heavy ? "┫" : "┤"
        case [.left, .right, .up, .down]: return heavy ? "╋" : "┼"
        default: return "·"
        }
    }
}
