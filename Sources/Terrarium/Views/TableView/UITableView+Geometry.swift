import Foundation

// Where every row, header and footer is, without a view per row: sections keep their row
// count and, only when the delegate sizes rows itself, running sums of row heights. With
// uniform rows (the delegate answers `automaticDimension`) a row's place is arithmetic, so a
// million rows cost a few numbers.

/// The vertical layout of a table's content.
struct _TableGeometry {
    struct Section {
        var rowCount: Int
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        /// The row height when all rows share it.
        var uniformHeight: CGFloat
        /// With rows of their own heights: `rowCount + 1` running sums from the first row's top.
        var rowOffsets: [CGFloat]?
        /// The header's top in content coordinates.
        var top: CGFloat = 0

        var rowsHeight: CGFloat { rowOffsets?.last ?? CGFloat(rowCount) * uniformHeight }
        var rowsTop: CGFloat { top + headerHeight }
        var rowsBottom: CGFloat { rowsTop + rowsHeight }
        var bottom: CGFloat { rowsBottom + footerHeight }

        func rowTop(_ row: Int) -> CGFloat {
            rowsTop + (rowOffsets?[row] ?? CGFloat(row) * uniformHeight)
        }

        func rowHeight(_ row: Int) -> CGFloat {
            guard let rowOffsets else { return uniformHeight }
            return rowOffsets[row + 1] - rowOffsets[row]
        }

        /// The row whose extent holds `y` (clamped to the rows), or nil without rows.
        func row(atY y: CGFloat) -> Int? {
            guard rowCount > 0 else { return nil }
            let local = y - rowsTop
            if let rowOffsets {
                // The last row whose top is at or above `local`.
                var low = 0, high = rowCount - 1
                while low < high {
                    let mid = (low + high + 1) / 2
                    if rowOffsets[mid] <= local { low = mid } else { high = mid - 1 }
                }
                return low
            }
            guard uniformHeight > 0 else { return 0 }
            return Swift.min(rowCount - 1, Swift.max(0, Int((local / uniformHeight).rounded(.down))))
        }
    }

    var sections: [Section] = []
    /// The table header view's height, above the first section.
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0

    var contentHeight: CGFloat { (sections.last?.bottom ?? tableHeaderHeight) + tableFooterHeight }

    /// Places the sections one under another, after the table header.
    mutating func computeTops() {
        var y = tableHeaderHeight
        for index in sections.indices {
            sections[index].top = y
            y = sections[index].bottom
        }
    }

    /// The section whose extent (header to footer) holds `y`, clamped to the sections.
    func section(atY y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sections[mid].top <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The rows overlapping `minY..<maxY`, section by section, in order.
    func forEachRow(from minY: CGFloat, to maxY: CGFloat, _ body: (IndexPath) -> Void) {
        guard maxY > minY, var index = section(atY: minY) else { return }
        while index < sections.count, sections[index].top < maxY {
            let section = sections[index]
            let low = Swift.max(minY, section.rowsTop), high = Swift.min(maxY, section.rowsBottom)
            if high > low, let first = section.row(atY: low), let last = section.row(atY: high - 0.001) {
                for row in first...last where section.rowHeight(row) > 0 {
                    body(IndexPath(row: row, section: index))
                }
            }
            index += 1
        }
    }

    /// The sections overlapping `minY..<maxY`.
    func sections(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard maxY > minY, let first = section(atY: minY) else { return 0..<0 }
        var last = first
        while last + 1 < sections.count, sections[last + 1].top < maxY { last += 1 }
        return first..<(last + 1)
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < sections.count && indexPath.row >= 0
            && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The row after `indexPath` across sections, or nil at the end.
    func row(after indexPath: IndexPath) -> IndexPath? {
        if indexPath.row + 1 < sections[indexPath.section].rowCount {
            return IndexPath(row: indexPath.row + 1, section: indexPath.section)
        }
        var section = indexPath.section + 1
        while section < sections.count, sections[section].rowCount == 0 { section += 1 }
        return section < sections.count ? IndexPath(row: 0, section: section) : nil
    }

    /// The row before `indexPath` across sections, or nil at the start.
    func row(before indexPath: IndexPath) -> IndexPath? {
        if indexPath.row > 0 { return IndexPath(row: indexPath.row - 1, section: indexPath.section) }
        var section = indexPath.section - 1
        while section >= 0, sections[section].rowCount == 0 { section -= 1 }
        return section >= 0 ? IndexPath(row: sections[section].rowCount - 1, section: section) : nil
    }

    var firstRow: IndexPath? {
        guard let section = sections.firstIndex(where: { $0.rowCount > 0 }) else { return nil }
        return IndexPath(row: 0, section: section)
    }

    var lastRow: IndexPath? {
        guard let section = sections.lastIndex(where: { $0.rowCount > 0 }) else { return nil }
        return IndexPath(row: sections[section].rowCount - 1, section: section)
    }
}
