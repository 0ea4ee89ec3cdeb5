import Terrarium

/// The fewest bytes any renderer of a certain, common kind could send for a frame: computed
/// here from the two canvases alone, sharing no code with `ANSIRenderer`, as the yardstick
/// for its output.
///
/// The kind: a renderer that writes the changed glyphs in row-major order, moves the cursor
/// with CUP, CUF, CUB, CUU, CUD, CR, LF or BS (or by writing the unchanged cells in between
/// again), sets the pen with one SGR per change of style, and brackets the frame in
/// synchronized output. Every such renderer sends at least
///
///   16 (`CSI ?2026h` … `CSI ?2026l`, when anything changed)
/// + Σ over changed glyphs: the glyph's UTF-8 bytes
/// + Σ over runs of changed glyphs but the first: the cheapest way from the end of the run
///   before to the start of this one — the shorter of the absolute move and the cheapest
///   relative one, or the bytes of the unchanged glyphs in between when on the same row
///   (counted whatever their style, which only lowers the bound)
/// + Σ over changes of style between consecutive changed glyphs: the shorter of the SGR that
///   changes only what differs and the one that resets first
///
/// with the first glyph's style free (the pen might already be right) and the first run's move
/// counted from where the frame before left the cursor (after its last changed glyph; free for
/// the first frame). Each term is the least that part of the frame can cost, so the sum is a
/// lower bound for renderers of this kind. It ignores erasing and scrolling; for the scroll
/// workload the bound is the smaller of that and a 3-byte `CSI S` followed by the bound
/// against the scrolled screen. Colours are opaque 24-bit.
enum LowerBound {
    typealias Position = (x: Int, y: Int)

    /// The bound for one frame, and where the cursor is after it (`start` if nothing changed).
    static func bytes(
        from previous: Canvas, to next: Canvas, scrollShift: Int?, cursor start: Position?
    ) -> (bytes: Int, cursor: Position?) {
        let plain = bound(from: previous, to: next, cursor: start)
        guard let shift = scrollShift else { return plain }
        var scrolled = Canvas(width: previous.width, height: previous.height)
        for y in 0..<(previous.height - shift) {
            for x in 0..<previous.width where !previous[x: x, y: y + shift].isContinuation {
                scrolled.put(previous[x: x, y: y + shift], x: x, y: y)
            }
        }
        let viaScroll = bound(from: scrolled, to: next, cursor: start)
        return viaScroll.bytes + 3 < plain.bytes ? (viaScroll.bytes + 3, viaScroll.cursor) : plain
    }

    /// A glyph: where it starts, how wide it is, whether it changed.
    private struct Glyph {
        var x: Int
        var width: Int
        var cell: Cell
        var changed: Bool
    }

    private static func glyphs(ofRow y: Int, previous: Canvas, next: Canvas) -> [Glyph] {
        var result: [Glyph] = []
        var x = 0
        while x < next.width {
            let wide = x + 1 < next.width && next[x: x + 1, y: y].isContinuation
            let width = wide ? 2 : 1
            let changed = (x..<(x + width)).contains { previous[x: $0, y: y] != next[x: $0, y: y] }
            result.append(Glyph(x: x, width: width, cell: next[x: x, y: y], changed: changed))
            x += width
        }
        return result
    }

    private static func bound(from previous: Canvas, to next: Canvas, cursor start: Position?) -> (
        bytes: Int, cursor: Position?
    ) {
        var total = 0
        var cursor = start
        var style: Cell?
        for y in 0..<next.height {
            let row = glyphs(ofRow: y, previous: previous, next: next)
            var index = 0
            while index < row.count {
                let glyph = row[index]
                guard glyph.changed else {
                    index += 1
                    continue
                }
                if let (cx, cy) = cursor, cx != glyph.x || cy != y {
                    var gapBytes: Int?
                    if cy == y, cx < glyph.x {
                        gapBytes = row.filter { $0.x >= cx && $0.x < glyph.x }.reduce(0) { $0 + textBytes($1.cell) }
                    }
                    total += min(
                        gapBytes ?? .max, moveBytes(fromX: cx, fromY: cy, toX: glyph.x, toY: y, width: next.width))
                }
                if let previousStyle = style, !sameStyle(previousStyle, glyph.cell) {
                    total += sgrBytes(from: previousStyle, to: glyph.cell)
                }
                style = glyph.cell
                total += textBytes(glyph.cell)
                cursor = (glyph.x + glyph.width, y)
                index += 1
            }
        }
        return (total == 0 ? 0 : total + 16, cursor)
    }

    private static func textBytes(_ cell: Cell) -> Int {
        cell.text.isEmpty ? 1 : cell.text.utf8.count
    }

    private static func digits(_ value: Int) -> Int {
        String(value).count
    }

    /// `CSI n X` with a count of 1 left out.
    private static func counted(_ count: Int) -> Int {
        count == 1 ? 3 : 3 + digits(count)
    }

    /// The cheaper of CUP and the cheapest relative move. A cursor past the last column (after
    /// writing there) is treated as if relative moves worked from there, which can only lower
    /// the figure.
    private static func moveBytes(fromX: Int, fromY: Int, toX: Int, toY: Int, width: Int) -> Int {
        let absolute: Int
        if toX == 0 && toY == 0 {
            absolute = 3
        } else if toX == 0 {
            absolute = 3 + digits(toY + 1)
        } else {
            absolute = 4 + digits(toY + 1) + digits(toX + 1)
        }
        let dy = toY - fromY
        let vertical = dy == 0 ? 0 : dy > 0 ? min(dy, counted(dy)) : counted(-dy)
        let horizontal: Int
        if toX == fromX {
            horizontal = 0
        } else if toX == 0 {
            horizontal = 1
        } else if toX > fromX {
            horizontal = counted(toX - fromX)
        } else {
            horizontal = min(counted(fromX - toX), fromX - toX, 1 + counted(toX))
        }
        return min(absolute, vertical + horizontal)
    }

    private static func sameStyle(_ first: Cell, _ second: Cell) -> Bool {
        first.foreground == second.foreground && first.background == second.background
            && first.attributes == second.attributes
    }

    /// The parameters of a 24-bit colour (`38;2;r;g;b`), or the default (`39`).
    private static func colourBytes(_ colour: UIColor?) -> Int {
        guard let colour else { return 2 }
        let rgb = colour.rgb8
        return 2 + 1 + 1 + 3 + digits(Int(rgb.red)) + digits(Int(rgb.green)) + digits(Int(rgb.blue))
    }

    /// The shorter of an SGR changing only what differs and one resetting first (`0;…`).
    private static func sgrBytes(from old: Cell, to new: Cell) -> Int {
        var changes: [Int] = []
        if old.foreground != new.foreground { changes.append(colourBytes(new.foreground)) }
        if old.background != new.background { changes.append(colourBytes(new.background)) }
        let attributeCodes = new.attributes.symmetricDifference(old.attributes).rawValue.nonzeroBitCount
        changes += Array(repeating: 1, count: attributeCodes)
        var reset = [1]
        if new.foreground != nil { reset.append(colourBytes(new.foreground)) }
        if new.background != nil { reset.append(colourBytes(new.background)) }
        reset += Array(repeating: 1, count: new.attributes.rawValue.nonzeroBitCount)
        func length(_ parameters: [Int]) -> Int {
            3 + parameters.reduce(0, +) + max(0, parameters.count - 1)
        }
        return min(length(changes), length(reset))
    }
}
