import Foundation

// Selection by code, by mouse and by keyboard, and the keyboard cursor.

extension UITableView {
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
        guard let indexPath else {
            for selected in _selectedIndexPaths { _setSelected(false, at: selected) }
            return
        }
        let geometry = _currentGeometry
        guard geometry.contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in _selectedIndexPaths where selected != indexPath { _setSelected(false, at: selected) }
        }
        _setSelected(true, at: indexPath)
        _moveCursor(to: indexPath)
        if scrollPosition != .none {
            let target = _offset(showing: indexPath, at: scrollPosition, in: geometry)
            if target != contentOffset { setContentOffset(target, animated: animated) }
        }
    }

    /// Deselects a row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        _setSelected(false, at: indexPath)
    }

    func _setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            _selectedIndexPaths.insert(indexPath)
        } else {
            _selectedIndexPaths.remove(indexPath)
        }
        _visibleCells[indexPath]?.setSelected(selected, animated: false)
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
            _currentGeometry.contains(target)
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

    // MARK: Mouse

    func _rowTouchesBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        // A press on a scroll indicator is not a row's; with scrolling disabled nothing tracks.
        if let kind = _touchTracking?.kind {
            guard case .content = kind else { return }
        }
        // A press on a (sticky) header or footer is not a press on the row beneath it.
        if let view = touch.view,
            _visibleHeaders.values.contains(where: { view.isDescendant(of: $0) })
                || _visibleFooters.values.contains(where: { view.isDescendant(of: $0) })
        {
            return
        }
        guard let indexPath = indexPathForRow(at: touch.location(in: self)) else { return }
        if let window = _window, canBecomeFocused, !isFocused, window._firstResponder == nil || isFirstResponder {
            window._setFocusedView(self, heading: [])
        }
        _moveCursor(to: indexPath)
        guard allowsSelection || allowsMultipleSelection else { return }
        if let delegate = _tableDelegate, !delegate.tableView(self, shouldHighlightRowAt: indexPath) { return }
        _pressedIndexPath = indexPath
        _visibleCells[indexPath]?.setHighlighted(true, animated: false)
        _tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func _clearPressedRow() {
        guard let indexPath = _pressedIndexPath else { return }
        _pressedIndexPath = nil
        _visibleCells[indexPath]?.setHighlighted(false, animated: false)
        _tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    func _rowTouchesEnded(_ touches: Set<UITouch>) {
        guard let indexPath = _pressedIndexPath, let touch = touches.first else { return }
        let dragged = isDragging
        _clearPressedRow()
        guard !dragged else { return }
        let point = touch.location(in: self)
        guard indexPathForRow(at: point) == indexPath else { return }
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

    // MARK: Keyboard

    /// Moves the cursor (and its look) to `indexPath`.
    func _moveCursor(to indexPath: IndexPath?) {
        guard indexPath != _cursor else { return }
        if let old = _cursor { _visibleCells[old]?._hasKeyboardCursor = false }
        _cursor = indexPath
        if let indexPath, isFocused { _visibleCells[indexPath]?._hasKeyboardCursor = true }
    }

    func _focusDidChange() {
        let focused = isFocused
        if focused, _cursor == nil {
            let geometry = _currentGeometry
            _cursor = indexPathForSelectedRow ?? _firstVisibleRow(geometry) ?? geometry.firstRow
        }
        if let cursor = _cursor { _visibleCells[cursor]?._hasKeyboardCursor = focused }
    }

    /// Handles a cursor or selection key; returns whether the press was taken.
    func _handleTablePress(_ press: UIPress) -> Bool {
        guard let key = press.key, key.modifierFlags.subtracting([.shift, .alphaShift, .numericPad]).isEmpty else {
            return false
        }
        let geometry = _currentGeometry
        guard let first = geometry.firstRow, let last = geometry.lastRow else { return false }
        let current = _cursor.flatMap { geometry.contains($0) ? $0 : nil }
        var target: IndexPath?
        switch key.keyCode {
        case .keyboardUpArrow:
            target = current.map { geometry.row(before: $0) ?? $0 } ?? _firstVisibleRow(geometry) ?? first
        case .keyboardDownArrow:
            target = current.map { geometry.row(after: $0) ?? $0 } ?? _firstVisibleRow(geometry) ?? first
        case .keyboardPageUp, .keyboardPageDown:
            let start = current ?? _firstVisibleRow(geometry) ?? first
            let rect = _cellFrame(start, in: geometry)
            let delta = key.keyCode == .keyboardPageDown ? _pageHeight : -_pageHeight
            let y = Swift.min(geometry.contentHeight - 0.5, Swift.max(0, rect.minY + delta))
            target = _row(nearY: y, in: geometry, downwards: delta > 0) ?? (delta > 0 ? last : first)
        case .keyboardHome: target = first
        case .keyboardEnd: target = last
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            guard let current else { return false }
            _userSelect(current)
            _tablePresses.insert(press)
            return true
        default:
            return false
        }
        guard let target else { return false }
        _moveCursor(to: target)
        let offset = _offset(showing: target, at: .none, in: geometry)
        if offset != contentOffset {
            _stopScrollAnimation()
            _scroll(to: offset)
        }
        if key.keyCode == .keyboardHome { _scrollToTopForHome() }
        if selectionFollowsFocus, !_selectedIndexPaths.contains(target) { _userSelect(target) }
        _tablePresses.insert(press)
        return true
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
