import Foundation

// Reading the data source into the table's geometry, and tiling: only the rows, headers and
// footers on screen have views; the rest are numbers in `_TableGeometry`.

extension UITableView {
    // MARK: Loading

    /// The geometry if the data has been read.
    var _geometryIfLoaded: _TableGeometry? { _geometry }

    /// The geometry, reading the data source first if needed.
    var _currentGeometry: _TableGeometry {
        if let geometry = _geometry { return geometry }
        let geometry = _buildGeometry()
        _geometry = geometry
        _applyContentSize()
        return geometry
    }

    /// Asks for a reload in the next layout pass.
    func _setNeedsReload() {
        _geometry = nil
        _recycleAll()
        setNeedsLayout()
    }

    func _reloadNow() {
        _recycleAll()
        _selectedIndexPaths.removeAll()
        _geometry = _buildGeometry()
        if let cursor = _cursor, !(_geometry?.contains(cursor) ?? false) { _cursor = _geometry?.lastRow }
        _applyContentSize()
        setNeedsLayout()
    }

    func _applyContentSize() {
        let height = _geometry?.contentHeight ?? 0
        contentSize = CGSize(width: bounds.width, height: height)
    }

    /// The header height of `section` without a delegate answer.
    private func _standardHeaderHeight(_ section: Int, dataSource: any UITableViewDataSource) -> CGFloat {
        if let view = _tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            _returnMeasuredView(view)
            return Swift.max(_points(rows: 1), view.frame.height)
        }
        let hasTitle = dataSource.tableView(self, titleForHeaderInSection: section) != nil
        if _style == .plain { return _points(rows: hasTitle ? 1 : 0) }
        return _points(rows: hasTitle ? 2 : 1)
    }

    private func _standardFooterHeight(_ section: Int, dataSource: any UITableViewDataSource) -> CGFloat {
        if let view = _tableDelegate?.tableView(self, viewForFooterInSection: section) {
            _returnMeasuredView(view)
            return Swift.max(_points(rows: 1), view.frame.height)
        }
        return _points(rows: dataSource.tableView(self, titleForFooterInSection: section) != nil ? 1 : 0)
    }

    /// A header or footer view asked for only to measure it goes back to its reuse pool, so
    /// that measuring makes no view per section.
    private func _returnMeasuredView(_ view: UIView) {
        guard view._superview == nil, let view = view as? UITableViewHeaderFooterView,
            let identifier = view.reuseIdentifier
        else { return }
        _reusableHeaderFooterViews[identifier, default: []].append(view)
    }

    /// Reads counts and heights from the data source and delegate.
    func _buildGeometry() -> _TableGeometry {
        var geometry = _TableGeometry()
        geometry.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0
        guard let dataSource else {
            geometry.computeTops()
            return geometry
        }
        let defaultRowHeight = rowHeight >= 0 ? rowHeight : _points(rows: 1)
        let sectionCount = Swift.max(0, dataSource.numberOfSections(in: self))
        let delegate = _tableDelegate
        var rowsSizedByDelegate = false
        var probed = false
        // Counts first, kept as the table's geometry while heights are asked for: a delegate
        // that asks the table for counts while sizing (an empty section's header hidden) gets
        // them instead of starting the reading over.
        geometry.sections = (0..<sectionCount).map { section in
            _TableGeometry.Section(
                rowCount: Swift.max(0, dataSource.tableView(self, numberOfRowsInSection: section)), headerHeight: 0,
                footerHeight: 0, uniformHeight: defaultRowHeight)
        }
        geometry.computeTops()
        _geometry = geometry
        for section in 0..<sectionCount {
            let rows = geometry.sections[section].rowCount
            var header = delegate?.tableView(self, heightForHeaderInSection: section) ?? UITableView.automaticDimension
            if header < 0 {
                header =
                    sectionHeaderHeight >= 0
                    ? sectionHeaderHeight : _standardHeaderHeight(section, dataSource: dataSource)
            }
            var footer = delegate?.tableView(self, heightForFooterInSection: section) ?? UITableView.automaticDimension
            if footer < 0 {
                footer =
                    sectionFooterHeight >= 0
                    ? sectionFooterHeight : _standardFooterHeight(section, dataSource: dataSource)
            }
            var entry = geometry.sections[section]
            entry.headerHeight = header
            entry.footerHeight = footer
            if let delegate, rows > 0 {
                if !probed {
                    probed = true
                    let first = delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: section))
                    // A storyboard's static cells may each set a height, whatever the first says.
                    rowsSizedByDelegate = first >= 0 || _staticSections != nil
                }
                if rowsSizedByDelegate {
                    var offsets = [CGFloat](repeating: 0, count: rows + 1)
                    var y: CGFloat = 0
                    for row in 0..<rows {
                        let height = delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
                        y += height >= 0 ? height : defaultRowHeight
                        offsets[row + 1] = y
                    }
                    entry.rowOffsets = offsets
                }
            }
            geometry.sections[section] = entry
        }
        geometry.computeTops()
        return geometry
    }

    // MARK: Reuse

    /// Takes a cell off screen into its reuse pool (cells without an identifier are dropped,
    /// and a static table's cells, which its rows keep, are not reused).
    func _recycleCell(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if _staticSections == nil { _cellPool.enqueue(cell) }
    }

    private func _recycleHeaderFooter(_ view: UIView) {
        view.removeFromSuperview()
        guard let view = view as? UITableViewHeaderFooterView else { return }
        if view._kind != .custom {
            _standardHeaderFooterPool.append(view)
        } else if let identifier = view.reuseIdentifier {
            _reusableHeaderFooterViews[identifier, default: []].append(view)
        }
    }

    func _recycleAll() {
        for (indexPath, cell) in _visibleCells { _recycleCell(cell, at: indexPath) }
        _visibleCells.removeAll()
        for view in _visibleHeaders.values { _recycleHeaderFooter(view) }
        for view in _visibleFooters.values { _recycleHeaderFooter(view) }
        _visibleHeaders.removeAll()
        _visibleFooters.removeAll()
    }

    // MARK: Tiling

    /// The x and width of rows: inset-grouped rows keep two columns from each edge.
    var _rowInset: CGFloat { _style == .insetGrouped ? 2 : 0 }

    /// The frame of a row's cell.
    func _cellFrame(_ indexPath: IndexPath, in geometry: _TableGeometry) -> CGRect {
        let section = geometry.sections[indexPath.section]
        let inset = _rowInset
        return CGRect(
            x: inset, y: section.rowTop(indexPath.row), width: Swift.max(0, bounds.width - 2 * inset),
            height: section.rowHeight(indexPath.row))
    }

    /// The frame of a section's header, where a plain table's sticky header is now.
    func _headerFrame(_ index: Int, in geometry: _TableGeometry) -> CGRect {
        let section = geometry.sections[index]
        var y = section.top
        if _style == .plain {
            let visibleTop = bounds.minY + adjustedContentInset.top
            y = UIScrollView._stickyHeaderStart(
                sectionStart: section.top, sectionEnd: section.bottom, length: section.headerHeight,
                visibleStart: visibleTop)
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: section.headerHeight)
    }

    func _footerFrame(_ index: Int, in geometry: _TableGeometry) -> CGRect {
        let section = geometry.sections[index]
        return CGRect(x: 0, y: section.rowsBottom, width: bounds.width, height: section.footerHeight)
    }

    /// Makes cells for the rows in view and recycles the rest; places headers and footers.
    func _tile() {
        let geometry = _currentGeometry
        if contentSize.width != bounds.width { _applyContentSize() }
        let minY = bounds.minY, maxY = bounds.maxY
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(
                x: 0, y: geometry.contentHeight - geometry.tableFooterHeight, width: bounds.width,
                height: geometry.tableFooterHeight)
        }

        var wanted: [IndexPath] = []
        geometry.forEachRow(from: minY, to: maxY) { wanted.append($0) }
        let wantedSet = Set(wanted)
        for (indexPath, cell) in _visibleCells where !wantedSet.contains(indexPath) {
            _visibleCells[indexPath] = nil
            _recycleCell(cell, at: indexPath)
        }
        let showsCursor = isFocused
        for indexPath in wanted {
            let frame = _cellFrame(indexPath, in: geometry)
            if let cell = _visibleCells[indexPath] {
                cell.frame = frame
                continue
            }
            guard let dataSource else { break }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.frame = frame
            cell._tableStyle = _style
            cell.setSelected(_selectedIndexPaths.contains(indexPath), animated: false)
            cell._hasKeyboardCursor = showsCursor && _cursor == indexPath
            cell.setNeedsLayout()
            _tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            if cell._superview !== self { insertSubview(cell, at: 0) }
            _visibleCells[indexPath] = cell
        }
        _tileHeadersAndFooters(geometry, minY: minY, maxY: maxY)
    }

    private func _tileHeadersAndFooters(_ geometry: _TableGeometry, minY: CGFloat, maxY: CGFloat) {
        let sections = geometry.sections(from: minY, to: maxY)
        for (index, view) in _visibleHeaders
        where !sections.contains(index) || geometry.sections[index].headerHeight <= 0 {
            _visibleHeaders[index] = nil
            _recycleHeaderFooter(view)
            _tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: index)
        }
        for (index, view) in _visibleFooters
        where !sections.contains(index) || geometry.sections[index].footerHeight <= 0 {
            _visibleFooters[index] = nil
            _recycleHeaderFooter(view)
            _tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: index)
        }
        for index in sections {
            let section = geometry.sections[index]
            if section.headerHeight > 0 {
                let frame = _headerFrame(index, in: geometry)
                if let view = _visibleHeaders[index] {
                    view.frame = frame
                    bringSubviewToFront(view)
                } else if let view = _makeHeaderFooter(index, header: true) {
                    view.frame = frame
                    _tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: index)
                    addSubview(view)
                    _visibleHeaders[index] = view
                }
            }
            if section.footerHeight > 0 {
                let frame = _footerFrame(index, in: geometry)
                if let view = _visibleFooters[index] {
                    view.frame = frame
                } else if let view = _makeHeaderFooter(index, header: false) {
                    view.frame = frame
                    _tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: index)
                    addSubview(view)
                    _visibleFooters[index] = view
                }
            }
        }
        // Sticky headers stay above the footers and cells that scroll under them.
        for index in sections { if let view = _visibleHeaders[index] { bringSubviewToFront(view) } }
    }

    /// The delegate's view for a header or footer, or a standard one with the title.
    private func _makeHeaderFooter(_ section: Int, header: Bool) -> UIView? {
        let custom =
            header
            ? _tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : _tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let custom { return custom }
        let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        let view = _standardHeaderFooterPool.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
        view._kind = header ? (_style == .plain ? .plainHeader : .groupedHeader) : .footer
        view.textLabel?.text = title
        view._applyKind()
        return view
    }
}
