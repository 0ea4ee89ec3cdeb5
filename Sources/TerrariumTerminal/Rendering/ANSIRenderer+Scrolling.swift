import Terrarium

// Scrolling the terminal's lines when rows of a frame moved up or down together.
//
// When a list scrolls by one row, every row of it changed, but the terminal already holds
// the rows: `CSI n S` (scroll up) or `CSI n T` (scroll down), inside a scrolling region
// (`CSI top;bottom r`) when only part of the screen moved, moves them for a few bytes, and
// only the rows that came into view are written.

extension ANSIRenderer {
    /// A band of rows that moved together: next rows `rows` show the screen's rows
    /// `rows + shift`.
    struct Scroll: Hashable, Sendable {
        /// Rows of the next frame whose content is on screen `shift` rows further down
        /// (positive: the content moved up) or up (negative).
        var rows: ClosedRange<Int>
        var shift: Int

        /// The scrolling region: the rows the content moves through.
        var region: ClosedRange<Int> {
            shift > 0 ? rows.lowerBound...(rows.upperBound + shift) : (rows.lowerBound + shift)...rows.upperBound
        }

        /// The rows left blank by the scroll.
        var exposedRows: ClosedRange<Int> {
            shift > 0
                ? (rows.upperBound + 1)...(rows.upperBound + shift) : (rows.lowerBound + shift)...(rows.lowerBound - 1)
        }
    }

    /// Most candidate shifts examined per frame, and most changed rows probed for one.
    static let scrollProbeRows = 8

    /// Finds the band of rows and shift that saves the most bytes, if it saves more than the
    /// scroll costs.
    ///
    /// Changed rows are probed for a shift (a row equal to a row of the screen further up or
    /// down); each shift found is grown into the largest band of rows around the probe that
    /// match with that shift. The saving is the changed cells of the band, which no longer
    /// need writing, and a cursor move for each of their runs, less the non-blank cells of
    /// the rows the scroll exposes.
    static func cheapestScroll(
        from screen: CellGrid, to next: CellGrid, runs: [CanvasDiff.Run], penBackgroundIsDefault: Bool
    ) -> Scroll? {
        let height = next.height
        guard height > 1, next.width > 0 else { return nil }
        // Per row: the bytes writing its runs costs at least, one per cell and two per move.
        var changedCells = [Int](repeating: 0, count: height)
        var changedRows: [Int] = []
        for run in runs {
            if changedCells[run.row] == 0 { changedRows.append(run.row) }
            changedCells[run.row] += run.columns.count + 2
        }
        guard changedRows.count >= 3 else { return nil }

        var best: (scroll: Scroll, saving: Int)?
        var tried = Set<Int>()
        let stride = max(1, changedRows.count / scrollProbeRows)
        for probe in Swift.stride(from: 0, to: changedRows.count, by: stride) {
            let y = changedRows[probe]
            guard blankTailStart(of: next, row: y) > 0 else { continue }
            for shift in (1 - height)..<height where shift != 0 && !tried.contains(shift) {
                guard y + shift >= 0, y + shift < height, next.sameRow(y, as: screen, row: y + shift) else { continue }
                tried.insert(shift)
                var top = y
                while top > 0, top - 1 + shift >= 0, next.sameRow(top - 1, as: screen, row: top - 1 + shift) {
                    top -= 1
                }
                var bottom = y
                while bottom + 1 < height, bottom + 1 + shift < height,
                    next.sameRow(bottom + 1, as: screen, row: bottom + 1 + shift)
                {
                    bottom += 1
                }
                let scroll = Scroll(rows: top...bottom, shift: shift)
                let saving = savedBytes(by: scroll, changedCells: changedCells, next: next)
                let overhead = scrollOverhead(scroll, height: height, penBackgroundIsDefault: penBackgroundIsDefault)
                if saving > (best?.saving ?? overhead) {
                    best = (scroll, saving)
                }
                if tried.count >= scrollProbeRows { break }
            }
            if tried.count >= scrollProbeRows { break }
        }
        return best?.scroll
    }

    /// The bytes of the scroll itself: setting and resetting the region when it is not the
    /// whole screen, the scroll, and a background reset when the pen has a background.
    static func scrollOverhead(_ scroll: Scroll, height: Int, penBackgroundIsDefault: Bool) -> Int {
        let region = scroll.region
        let regionCost =
            region == 0...(height - 1)
            ? 0 : 4 + decimalLength(region.lowerBound + 1) + decimalLength(region.upperBound + 1) + 3
        return regionCost + csiCost(count: abs(scroll.shift)) + (penBackgroundIsDefault ? 0 : 5)
    }

    private static func savedBytes(by scroll: Scroll, changedCells: [Int], next: CellGrid) -> Int {
        var saving = 0
        for row in scroll.rows {
            saving += changedCells[row]
        }
        for row in scroll.exposedRows {
            // The exposed row is blank after the scroll: its non-blank cells must be written,
            // where before only its changed cells had to be.
            var nonBlank = 0
            for x in 0..<next.width where !next.isBlank(row * next.width + x) {
                nonBlank += 1
            }
            saving -= nonBlank - changedCells[row]
        }
        return saving
    }

    /// Writes the scroll and returns, for each row, the row of the old screen it now shows
    /// (-1 for a row the scroll left blank).
    ///
    /// New lines take the current background (background colour erase), so the pen's
    /// background is reset first, unless the next frame writes every cell of them anyway.
    /// Setting a region moves the cursor home, and so does resetting it.
    mutating func applyScroll(_ scroll: Scroll, next: CellGrid, into output: inout [UInt8]) -> [Int] {
        let height = next.height
        let exposedRowsAreRewritten = scroll.exposedRows.allSatisfy { row in
            (0..<next.width).allSatisfy { !next.isBlank(row * next.width + $0) }
        }
        if pen?.background != .default, !exposedRowsAreRewritten {
            var target = pen ?? .plain
            target.background = .default
            changePen(to: target, into: &output)
        }
        let region = scroll.region
        let isWholeScreen = region == 0...(height - 1)
        if !isWholeScreen {
            output.append(0x1B)
            output.append(UInt8(ascii: "["))
            Self.appendDecimal(region.lowerBound + 1, into: &output)
            output.append(UInt8(ascii: ";"))
            Self.appendDecimal(region.upperBound + 1, into: &output)
            output.append(UInt8(ascii: "r"))
        }
        Self.appendCSI(
            count: abs(scroll.shift), final: scroll.shift > 0 ? UInt8(ascii: "S") : UInt8(ascii: "T"), into: &output)
        if !isWholeScreen {
            output.append(contentsOf: Self.resetScrollingRegion)
            cursor = .at(x: 0, y: 0)
        }
        return Self.rowSources(after: scroll, height: height)
    }

    /// For each row, the row shown there before the scroll, or -1 for a row it left blank.
    ///
    /// Exposed rows are modelled as blank even when the pen's background filled them: then
    /// every one of their cells differs from the next frame and is written anyway.
    static func rowSources(after scroll: Scroll, height: Int) -> [Int] {
        (0..<height).map { row in
            guard scroll.region.contains(row) else { return row }
            return scroll.exposedRows.contains(row) ? -1 : row + scroll.shift
        }
    }

    /// `CSI r`: the scrolling region is the whole screen again (and the cursor goes home).
    static let resetScrollingRegion = Array("\u{1B}[r".utf8)
}
