import Terrarium

// Choosing and writing the cheapest way to put the cursor where the next run starts.

extension ANSIRenderer {
    /// Where the renderer believes the terminal's cursor is.
    struct Cursor: Hashable, Sendable {
        var x: Int
        var y: Int
        /// Whether the position is known at all; only an absolute move is safe when it is not.
        var isKnown: Bool
        /// Whether the last write filled the last column: the cursor sits on that column with
        /// a wrap pending, where relative horizontal moves differ between terminals. Only CR
        /// or an absolute move is used from there.
        var isPendingWrap: Bool

        static let unknown = Cursor(x: 0, y: 0, isKnown: false, isPendingWrap: false)

        static func at(x: Int, y: Int) -> Cursor {
            Cursor(x: x, y: y, isKnown: true, isPendingWrap: false)
        }

        /// Moves past a glyph just written.
        mutating func advance(by width: Int, screenWidth: Int) {
            x += width
            if x >= screenWidth {
                x = screenWidth - 1
                isPendingWrap = true
            }
        }
    }

    /// A horizontal move, chosen by cost.
    enum HorizontalMove {
        case none
        case carriageReturn
        case forward(Int)
        case backward(Int)
        case backspaces(Int)
        case carriageReturnThenForward(Int)
        case writeThrough(to: Int)
    }

    /// Moves the cursor to the start of a run by the cheapest of: an absolute `CUP`; relative
    /// vertical (LF or `CUD`, `CUU`) plus horizontal (CR, `CUF`, `CUB`, BS, CR then `CUF`)
    /// moves; or, on the same row, writing the unchanged cells in between again when their
    /// pen is the current one and their bytes are fewer.
    mutating func moveCursor(
        toColumn x: Int, row y: Int, base: ScreenRows, next: CellGrid, into output: inout [UInt8]
    ) {
        if cursor.isKnown, !cursor.isPendingWrap, cursor.x == x, cursor.y == y {
            return
        }
        let absoluteCost = Self.cursorPositionCost(x: x, y: y)
        guard cursor.isKnown else {
            appendCursorPosition(x: x, y: y, into: &output)
            return
        }
        let dy = y - cursor.y
        let verticalCost = verticalMoveCost(dy)
        let (horizontal, horizontalCost) = cheapestHorizontalMove(to: x, sameRow: dy == 0, next: next)
        guard verticalCost + horizontalCost < absoluteCost else {
            appendCursorPosition(x: x, y: y, into: &output)
            return
        }
        // CR first: it also clears a pending wrap before any vertical move.
        switch horizontal {
        case .carriageReturn, .carriageReturnThenForward:
            output.append(0x0D)
            cursor.x = 0
            cursor.isPendingWrap = false
        default:
            break
        }
        appendVerticalMove(dy, into: &output)
        cursor.y = y
        switch horizontal {
        case .none, .carriageReturn:
            break
        case .forward(let count), .carriageReturnThenForward(let count):
            Self.appendCSI(count: count, final: UInt8(ascii: "C"), into: &output)
        case .backward(let count):
            Self.appendCSI(count: count, final: UInt8(ascii: "D"), into: &output)
        case .backspaces(let count):
            output.append(contentsOf: repeatElement(0x08, count: count))
        case .writeThrough(let target):
            var column = cursor.x
            while column < target {
                column += writeGlyph(at: column, row: y, of: next, into: &output)
            }
        }
        cursor.x = x
        cursor.isPendingWrap = false
    }

    private func cheapestHorizontalMove(to x: Int, sameRow: Bool, next: CellGrid) -> (HorizontalMove, Int) {
        if cursor.isPendingWrap {
            return x == 0 ? (.carriageReturn, 1) : (.carriageReturnThenForward(x), 1 + Self.csiCost(count: x))
        }
        let from = cursor.x
        if x == from {
            return (.none, 0)
        }
        if x == 0 {
            return (.carriageReturn, 1)
        }
        if x > from {
            let distance = x - from
            let forwardCost = Self.csiCost(count: distance)
            // One byte per cell at least, so only gaps shorter than a CUF can win.
            if sameRow, distance < forwardCost,
                let cost = writeThroughCost(from: from, to: x, row: cursor.y, next: next),
                cost < forwardCost
            {
                return (.writeThrough(to: x), cost)
            }
            return (.forward(distance), forwardCost)
        }
        let distance = from - x
        var best: (HorizontalMove, Int) = (.backward(distance), Self.csiCost(count: distance))
        if distance < best.1 {
            best = (.backspaces(distance), distance)
        }
        let viaReturn = 1 + Self.csiCost(count: x)
        if viaReturn < best.1 {
            best = (.carriageReturnThenForward(x), viaReturn)
        }
        return best
    }

    /// The bytes of writing the glyphs between two columns again, or `nil` if one of them
    /// needs another pen.
    private func writeThroughCost(from start: Int, to end: Int, row y: Int, next: CellGrid) -> Int? {
        var encoder = encoder
        var cost = 0
        var x = start
        while x < end {
            let index = y * next.width + x
            let cellPen = encoder.pen(
                foreground: next.cells[index].foreground, background: next.cells[index].background,
                attributes: next.cells[index].attributes)
            guard cellPen == pen else { return nil }
            cost += max(1, next.cells[index].text.utf8.count)
            x += next.glyphWidth(x: x, y: y)
        }
        return cost
    }

    private func verticalMoveCost(_ dy: Int) -> Int {
        if dy == 0 { return 0 }
        if dy < 0 { return Self.csiCost(count: -dy) }
        return usesLineFeeds ? min(dy, Self.csiCost(count: dy)) : Self.csiCost(count: dy)
    }

    private func appendVerticalMove(_ dy: Int, into output: inout [UInt8]) {
        if dy < 0 {
            Self.appendCSI(count: -dy, final: UInt8(ascii: "A"), into: &output)
        } else if dy > 0 {
            if usesLineFeeds && dy <= Self.csiCost(count: dy) {
                output.append(contentsOf: repeatElement(0x0A, count: dy))
            } else {
                Self.appendCSI(count: dy, final: UInt8(ascii: "B"), into: &output)
            }
        }
    }

    /// Writes `CUP`, leaving out what defaults to 1: `CSI H`, `CSI row H`, `CSI row;col H`.
    mutating func appendCursorPosition(x: Int, y: Int, into output: inout [UInt8]) {
        output.append(0x1B)
        output.append(UInt8(ascii: "["))
        if x > 0 || y > 0 {
            Self.appendDecimal(y + 1, into: &output)
        }
        if x > 0 {
            output.append(UInt8(ascii: ";"))
            Self.appendDecimal(x + 1, into: &output)
        }
        output.append(UInt8(ascii: "H"))
        cursor = .at(x: x, y: y)
    }

    /// The length of the `CUP` that ``appendCursorPosition(x:y:into:)`` writes.
    static func cursorPositionCost(x: Int, y: Int) -> Int {
        if x == 0 && y == 0 { return 3 }
        if x == 0 { return 3 + decimalLength(y + 1) }
        return 4 + decimalLength(y + 1) + decimalLength(x + 1)
    }

    /// The length of `CSI n X`, where a count of 1 is left out.
    static func csiCost(count: Int) -> Int {
        count == 1 ? 3 : 3 + decimalLength(count)
    }

    /// Writes `CSI n X`, leaving out a count of 1.
    static func appendCSI(count: Int, final: UInt8, into output: inout [UInt8]) {
        output.append(0x1B)
        output.append(UInt8(ascii: "["))
        if count != 1 {
            appendDecimal(count, into: &output)
        }
        output.append(final)
    }

    static func decimalLength(_ value: Int) -> Int {
        var length = 1
        var rest = value / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        return length
    }

    static func appendDecimal(_ value: Int, into output: inout [UInt8]) {
        if value < 10 {
            output.append(UInt8(truncatingIfNeeded: 0x30 + value))
            return
        }
        if value < 100 {
            output.append(UInt8(truncatingIfNeeded: 0x30 + value / 10))
            output.append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
            return
        }
        let start = output.count
        var rest = value
        while rest > 0 {
            output.append(UInt8(truncatingIfNeeded: 0x30 + rest % 10))
            rest /= 10
        }
        output[start...].reverse()
    }
}
