import Foundation

// Selection by code, by mouse and by keyboard, and the keyboard cursor: the mechanism is
// `_ItemSelecting`'s; here are the table's rows and its delegate's calls.

extension UITableViewCell: _SelectableCell {
    func _showSelected(_ selected: Bool) { setSelected(selected, animated: false) }
    func _showHighlighted(_ highlighted: Bool) { setHighlighted(highlighted, animated: false) }
}

extension UITableView: _ItemSelecting {
    // MARK: Selection by code

    /// The selected row, or the first of them in order when several are selected; `nil`
    /// when none is.
    public var indexPathForSelectedRow: IndexPath? { _selectedIndexPaths.min() }

    /// The selected rows in order, or `nil` when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? {
        _selectedIndexPaths.isEmpty ? nil : _selectedIndexPaths.sorted()
    }

    /// Selects a row (deselecting the others unless ``allowsMultipleSelection``) without
    /// telling the delegate, and scrolls it to `scrollPosition` (`.none`: no scrolling).
    /// `nil` deselects every row. The keyboard cursor moves to the row.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard _selectByCode(indexPath), let indexPath, scrollPosition != .none else { return }
        let target = _offset(showing: indexPath, at: scrollPosition, in: _currentGeometry)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// Deselects a row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        _setSelected(false, at: indexPath)
    }

    // MARK: Selection by the user

    /// Selects a row as a click or Return does, with UIKit's delegate calls in UIKit's
    /// order: `willSelectRowAt`, then for each row it deselects `willDeselectRowAt` and
    /// `didDeselectRowAt`, then the cell's selection trigger (a storyboard's selection
    /// segue: `shouldPerformSegue`, `prepare(for:sender:)`, the transition begun), then
    /// `didSelectRowAt`. With multiple selection a selected row is deselected instead.
    ///
    /// Apple's documentation does not order a cell's segue against `didSelectRowAt`; on a
    /// device `prepare(for:sender:)` comes first (apps that set state in `didSelectRowAt` for
    /// `prepare` to read find it stale), and `indexPathForSelectedRow` already names the row
    /// in `prepare`. Terrarium keeps that order.
    func _userSelect(_ indexPath: IndexPath) {
        guard allowsSelection || allowsMultipleSelection else { return }
        if allowsMultipleSelection, _selectedIndexPaths.contains(indexPath) {
            _userDeselect(indexPath)
            NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
            return
        }
        let delegate = _tableDelegate
        guard let target = delegate == nil ? indexPath : delegate?.tableView(self, willSelectRowAt: indexPath),
            _contains(target)
        else { return }
        if !allowsMultipleSelection {
            for selected in _selectedIndexPaths.sorted() where selected != target { _userDeselect(selected) }
        }
        _setSelected(true, at: target)
        _visibleCells[target]?._selectionTrigger?()
        delegate?.tableView(self, didSelectRowAt: target)
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }

    private func _userDeselect(_ indexPath: IndexPath) {
        let delegate = _tableDelegate
        guard let target = delegate == nil ? indexPath : delegate?.tableView(self, willDeselectRowAt: indexPath)
        else { return }
        _setSelected(false, at: target)
        delegate?.tableView(self, didDeselectRowAt: target)
    }

    // MARK: Hooks

    func _contains(_ indexPath: IndexPath) -> Bool { _currentGeometry.contains(indexPath) }
    var _firstIndexPath: IndexPath? { _currentGeometry.firstRow }
    var _lastIndexPath: IndexPath? { _currentGeometry.lastRow }
    func _indexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func _isInSupplementaryView(_ view: UIView) -> Bool {
        _visibleHeaders.values.contains { view.isDescendant(of: $0) }
            || _visibleFooters.values.contains { view.isDescendant(of: $0) }
    }

    /// Up and Down go to the row before or after; the page keys a screen up or down.
    func _cursorTarget(for key: UIKeyboardHIDUsage, from current: IndexPath?) -> IndexPath? {
        let geometry = _currentGeometry
        guard let first = geometry.firstRow, let last = geometry.lastRow else { return nil }
        switch key {
        case .keyboardUpArrow:
            return current.map { geometry.row(before: $0) ?? $0 } ?? _firstVisibleRow(geometry) ?? first
        case .keyboardDownArrow:
            return current.map { geometry.row(after: $0) ?? $0 } ?? _firstVisibleRow(geometry) ?? first
        case .keyboardPageUp, .keyboardPageDown:
            let start = current ?? _firstVisibleRow(geometry) ?? first
            let rect = _cellFrame(start, in: geometry)
            let delta = key == .keyboardPageDown ? _pageHeight : -_pageHeight
            let y = Swift.min(geometry.contentHeight - 0.5, Swift.max(0, rect.minY + delta))
            return _row(nearY: y, in: geometry, downwards: delta > 0) ?? (delta > 0 ? last : first)
        default:
            return nil
        }
    }

    func _contentOffset(showing indexPath: IndexPath) -> CGPoint? {
        _offset(showing: indexPath, at: .none, in: _currentGeometry)
    }

    /// A table keeps its cursor while it is away; the first time, the selected row or the
    /// first one in view.
    var _cursorWhenFocused: IndexPath? {
        if let cursor = _cursor { return cursor }
        let geometry = _currentGeometry
        return indexPathForSelectedRow ?? _firstVisibleRow(geometry) ?? geometry.firstRow
    }

    func _shouldHighlight(_ indexPath: IndexPath) -> Bool {
        _tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func _didHighlight(_ indexPath: IndexPath) { _tableDelegate?.tableView(self, didHighlightRowAt: indexPath) }
    func _didUnhighlight(_ indexPath: IndexPath) { _tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath) }

    /// The highlight goes first; a release on the detail button is the accessory's, not a
    /// selection.
    func _releasePress(on indexPath: IndexPath, at point: CGPoint) {
        _clearPressedItem()
        if let cell = _visibleCells[indexPath], let columns = cell._detailButtonColumns,
            columns.contains(cell._columns(cell.convert(point, from: self).x))
        {
            // A storyboard's accessory segue first, then the delegate, as with selection.
            cell._accessoryTrigger?()
            _tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
            return
        }
        _userSelect(indexPath)
    }

    private func _firstVisibleRow(_ geometry: _TableGeometry) -> IndexPath? {
        _row(nearY: bounds.minY + adjustedContentInset.top, in: geometry, downwards: true)
    }

    /// The row at `y`, or the next one down (or up) when `y` is on a header or footer.
    private func _row(nearY y: CGFloat, in geometry: _TableGeometry, downwards: Bool) -> IndexPath? {
        guard let index = geometry.section(atY: y) else { return nil }
        let section = geometry.sections[index]
        if y >= section.rowsTop, y < section.rowsBottom, let row = section.row(atY: y) {
            return IndexPath(row: row, section: index)
        }
        let sections = geometry.sections
        if downwards {
            if y < section.rowsTop, section.rowCount > 0 { return IndexPath(row: 0, section: index) }
            var next = index + 1
            while next < sections.count, sections[next].rowCount == 0 { next += 1 }
            return next < sections.count ? IndexPath(row: 0, section: next) : nil
        }
        if y >= section.rowsBottom, section.rowCount > 0 {
            return IndexPath(row: section.rowCount - 1, section: index)
        }
        var previous = index - 1
        while previous >= 0, sections[previous].rowCount == 0 { previous -= 1 }
        return previous >= 0 ? IndexPath(row: sections[previous].rowCount - 1, section: previous) : nil
    }
}
