import Foundation

// What the table can tell about its rows: counts, places, and the cells on screen.

extension UITableView {
    /// The number of sections, as the data source last said.
    public var numberOfSections: Int { _currentGeometry.sections.count }

    /// The number of rows in `section`, as the data source last said.
    public func numberOfRows(inSection section: Int) -> Int {
        let geometry = _currentGeometry
        guard section >= 0, section < geometry.sections.count else { return 0 }
        return geometry.sections[section].rowCount
    }

    /// The frame of the row at `indexPath` in the table's content coordinates; `.zero` for a
    /// row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        let geometry = _currentGeometry
        guard geometry.contains(indexPath) else { return .zero }
        return _cellFrame(indexPath, in: geometry)
    }

    /// The frame of a whole section, header to footer.
    public func rect(forSection section: Int) -> CGRect {
        let geometry = _currentGeometry
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let entry = geometry.sections[section]
        return CGRect(x: 0, y: entry.top, width: bounds.width, height: entry.bottom - entry.top)
    }

    /// The frame of `section`'s header where it scrolls to (not where a sticky header is pinned).
    public func rectForHeader(inSection section: Int) -> CGRect {
        let geometry = _currentGeometry
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let entry = geometry.sections[section]
        return CGRect(x: 0, y: entry.top, width: bounds.width, height: entry.headerHeight)
    }

    /// The frame of `section`'s footer.
    public func rectForFooter(inSection section: Int) -> CGRect {
        let geometry = _currentGeometry
        guard section >= 0, section < geometry.sections.count else { return .zero }
        return _footerFrame(section, in: geometry)
    }

    /// The row at `point` in the table's content coordinates, or `nil` (a header, footer or
    /// empty space).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let geometry = _currentGeometry
        guard point.x >= 0, point.x < bounds.width, let index = geometry.section(atY: point.y) else { return nil }
        let section = geometry.sections[index]
        guard point.y >= section.rowsTop, point.y < section.rowsBottom, let row = section.row(atY: point.y) else {
            return nil
        }
        return IndexPath(row: row, section: index)
    }

    /// The rows overlapping `rect` (content coordinates), in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        var rows: [IndexPath] = []
        _currentGeometry.forEachRow(from: rect.minY, to: rect.maxY) { rows.append($0) }
        return rows
    }

    /// The rows that have cells on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        _visibleCells.keys.sorted()
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        _visibleCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The cell of the row at `indexPath` if it is on screen, otherwise `nil`.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        _visibleCells[indexPath]
    }

    /// The row a cell on screen shows, or `nil`.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        _visibleCells.first { $0.value === cell }?.key
    }

    /// The header view of `section` if it is on screen.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section` if it is on screen.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so that the row at `indexPath` is at `scrollPosition` (as far as the content
    /// allows); `.none` scrolls the least that shows it.
    ///
    /// Stops with UIKit's `NSRangeException` text for a row that does not exist.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let geometry = _currentGeometry
        guard geometry.contains(indexPath) else {
            _terminate(
                uncaughtException: "NSRangeException",
                reason: "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are "
                    + "only \(indexPath.section < geometry.sections.count ? geometry.sections[indexPath.section].rowCount : 0) "
                    + "rows in section \(indexPath.section).")
        }
        let target = _offset(showing: indexPath, at: scrollPosition, in: geometry)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// Scrolls the selected row nearest the visible area's top to `scrollPosition`; does
    /// nothing without a selection.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard !_selectedIndexPaths.isEmpty else { return }
        let geometry = _currentGeometry
        let top = bounds.minY + adjustedContentInset.top
        let nearest = _selectedIndexPaths.filter { geometry.contains($0) }.min { first, second in
            abs(_cellFrame(first, in: geometry).minY - top) < abs(_cellFrame(second, in: geometry).minY - top)
        }
        guard let nearest else { return }
        let target = _offset(showing: nearest, at: scrollPosition, in: geometry)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// The offset that puts a row at `position`, within the content. A plain table's
    /// sticky header is counted as covering the top of its section.
    func _offset(showing indexPath: IndexPath, at position: ScrollPosition, in geometry: _TableGeometry) -> CGPoint {
        var rect = _cellFrame(indexPath, in: geometry)
        let header = _style == .plain ? geometry.sections[indexPath.section].headerHeight : 0
        rect.origin.y -= header
        rect.size.height += header
        let visibleHeight = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        var y: CGFloat
        switch position {
        case .none: return _offsetShowing(rect)
        case .top: y = rect.minY - adjustedContentInset.top
        case .middle: y = (rect.midY - visibleHeight / 2).rounded(.down) - adjustedContentInset.top
        case .bottom: y = rect.maxY - visibleHeight - adjustedContentInset.top
        }
        y = Swift.min(_maximumContentOffset.y, Swift.max(_minimumContentOffset.y, y))
        return CGPoint(x: contentOffset.x, y: y)
    }
}
