import Foundation

// Selection by code, by mouse and by keyboard, and the keyboard cursor that moves through
// the grid.

extension UICollectionView {
    // MARK: Selection by code

    /// The selected items in order, or `nil` when none is selected.
    public var indexPathsForSelectedItems: [IndexPath]? {
        _selectedIndexPaths.isEmpty ? nil : _selectedIndexPaths.sorted()
    }

    /// Selects an item (deselecting the others unless ``allowsMultipleSelection``) without
    /// telling the delegate, and scrolls it to `scrollPosition` (empty: no scrolling). `nil`
    /// deselects every item. The keyboard cursor moves to the item.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in _selectedIndexPaths { _setSelected(false, at: selected) }
            return
        }
        guard _contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in _selectedIndexPaths where selected != indexPath { _setSelected(false, at: selected) }
        }
        _setSelected(true, at: indexPath)
        _moveCursor(to: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        _setSelected(false, at: indexPath)
    }

    func _setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            _selectedIndexPaths.insert(indexPath)
        } else {
            _selectedIndexPaths.remove(indexPath)
        }
        _visibleCells[indexPath]?.isSelected = selected
    }

    // MARK: Selection by the user

    /// Selects an item as a click or Return does: `shouldSelectItemAt`, then for each item it
    /// deselects `didDeselectItemAt`, then the cell's selection trigger (a storyboard's
    /// selection segue, before `didSelectItemAt` as on a table's rows), then
    /// `didSelectItemAt`. With multiple selection a selected item is deselected instead
    /// (`shouldDeselectItemAt`, `didDeselectItemAt`).
    func _userSelect(_ indexPath: IndexPath, beforeSelecting: () -> Void = {}) {
        guard allowsSelection || allowsMultipleSelection, _contains(indexPath) else {
            beforeSelecting()
            return
        }
        let delegate = _collectionDelegate
        if allowsMultipleSelection, _selectedIndexPaths.contains(indexPath) {
            let allowed = delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            beforeSelecting()
            guard allowed else { return }
            _setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let allowed = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        beforeSelecting()
        guard allowed else { return }
        if !allowsMultipleSelection {
            for selected in _selectedIndexPaths.sorted() where selected != indexPath {
                _setSelected(false, at: selected)
                delegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        _setSelected(true, at: indexPath)
        _visibleCells[indexPath]?._selectionTrigger?()
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    // MARK: Mouse

    func _itemTouchesBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        if let kind = _touchTracking?.kind {
            guard case .content = kind else { return }
        }
        if let view = touch.view, _visibleSupplementaryViews.values.contains(where: { view.isDescendant(of: $0) }) {
            return
        }
        guard let indexPath = indexPathForItem(at: touch.location(in: self)) else { return }
        if let window = _window, canBecomeFocused, !isFocused, window._firstResponder == nil || isFirstResponder {
            window._setFocusedView(self, heading: [])
        }
        _moveCursor(to: indexPath)
        guard allowsSelection || allowsMultipleSelection else { return }
        if let delegate = _collectionDelegate, !delegate.collectionView(self, shouldHighlightItemAt: indexPath) {
            return
        }
        _pressedIndexPath = indexPath
        _visibleCells[indexPath]?.isHighlighted = true
        _collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func _clearPressedItem() {
        guard let indexPath = _pressedIndexPath else { return }
        _pressedIndexPath = nil
        _visibleCells[indexPath]?.isHighlighted = false
        _collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    func _itemTouchesEnded(_ touches: Set<UITouch>) {
        guard let indexPath = _pressedIndexPath, let touch = touches.first else { return }
        guard !isDragging, indexPathForItem(at: touch.location(in: self)) == indexPath else {
            _clearPressedItem()
            return
        }
        // UIKit asks whether the item may be selected before it takes the highlight away.
        _userSelect(indexPath) { _clearPressedItem() }
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
        if focused, _cursor == nil || !_contains(_cursor!) {
            _cursor = indexPathsForSelectedItems?.first ?? indexPathsForVisibleItems.first ?? _firstItem
        }
        if let cursor = _cursor { _visibleCells[cursor]?._hasKeyboardCursor = focused }
    }

    /// Whether lines run along the horizontal axis (a vertical flow, or a custom layout).
    private var _linesAreRows: Bool {
        (_layout as? UICollectionViewFlowLayout)?.scrollDirection != .horizontal
    }

    /// Handles a cursor or selection key; returns whether the press was taken.
    func _handleCollectionPress(_ press: UIPress) -> Bool {
        guard let key = press.key, key.modifierFlags.subtracting([.shift, .alphaShift, .numericPad]).isEmpty,
            let first = _firstItem, let last = _lastItem
        else { return false }
        let current = _cursor.flatMap { _contains($0) ? $0 : nil }
        var target: IndexPath?
        switch key.keyCode {
        case .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow:
            guard let current else {
                target = indexPathsForVisibleItems.first ?? first
                break
            }
            target = _neighbour(of: current, key: key.keyCode) ?? current
        case .keyboardHome: target = first
        case .keyboardEnd: target = last
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            guard let current else { return false }
            _userSelect(current)
            _collectionPresses.insert(press)
            return true
        default:
            return false
        }
        guard let target else { return false }
        _moveCursor(to: target)
        if let frame = layoutAttributesForItem(at: target)?.frame {
            let offset = _offsetShowing(UICollectionView._wholeCells(frame))
            if offset != contentOffset {
                _stopScrollAnimation()
                _scroll(to: offset)
            }
        }
        if key.keyCode == .keyboardHome { _scrollToTopForHome() }
        if selectionFollowsFocus, !_selectedIndexPaths.contains(target) { _userSelect(target) }
        _collectionPresses.insert(press)
        return true
    }

    /// The nearest item in the arrow's direction: in the nearest line that way, the one
    /// closest across; along a line, the previous or next item in order at the line's end.
    private func _neighbour(of indexPath: IndexPath, key: UIKeyboardHIDUsage) -> IndexPath? {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let horizontal = key == .keyboardLeftArrow || key == .keyboardRightArrow
        let forward = key == .keyboardDownArrow || key == .keyboardRightArrow
        // Along the key's axis: a point's coordinate, and the frame's start and end.
        func along(_ rect: CGRect) -> (start: CGFloat, end: CGFloat) {
            horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        }
        func across(_ rect: CGRect) -> CGFloat { horizontal ? rect.midY : rect.midX }
        let content = CGRect(
            x: -adjustedContentInset.left, y: -adjustedContentInset.top,
            width: Swift.max(contentSize.width, bounds.width) + adjustedContentInset.left + adjustedContentInset.right,
            height: Swift.max(contentSize.height, bounds.height) + adjustedContentInset.top
                + adjustedContentInset.bottom)
        let own = along(frame)
        // Search a page beyond the item first, then the whole content.
        let page = horizontal ? bounds.width : bounds.height
        var searchAreas: [CGRect] = []
        for reach in [page, CGFloat.greatestFiniteMagnitude / 4] {
            let start = forward ? own.end : Swift.max(horizontal ? content.minX : content.minY, own.start - reach)
            let end = forward ? Swift.min(horizontal ? content.maxX : content.maxY, own.end + reach) : own.start
            searchAreas.append(
                horizontal
                    ? CGRect(x: start, y: content.minY, width: Swift.max(0, end - start), height: content.height)
                    : CGRect(x: content.minX, y: start, width: content.width, height: Swift.max(0, end - start)))
        }
        // Along a line, only items that share the current item's line count; at its end the
        // cursor goes on to the previous or next item in order.
        let alongLine = horizontal == _linesAreRows
        let acrossSpan = horizontal ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        for area in searchAreas {
            let candidates = (_layout.layoutAttributesForElements(in: area) ?? []).filter { element in
                guard element.representedElementCategory == .cell, !element.isHidden, _contains(element.indexPath),
                    element.indexPath != indexPath
                else { return false }
                let span = along(element.frame)
                guard forward ? span.start >= own.end : span.end <= own.start else { return false }
                guard alongLine else { return true }
                let other =
                    horizontal
                    ? (element.frame.minY, element.frame.maxY) : (element.frame.minX, element.frame.maxX)
                return other.0 < acrossSpan.1 && other.1 > acrossSpan.0
            }
            // The nearest line that way, then the item closest across within it.
            guard
                let nearest = candidates.min(by: { a, b in
                    forward ? along(a.frame).start < along(b.frame).start : along(a.frame).end > along(b.frame).end
                })
            else { continue }
            let line = along(nearest.frame)
            let inLine = candidates.filter { element in
                let span = along(element.frame)
                return span.start < line.end && span.end > line.start
            }
            let centre = across(frame)
            let best = inLine.min { a, b in
                let da = abs(across(a.frame) - centre), db = abs(across(b.frame) - centre)
                return da != db ? da < db : a.indexPath < b.indexPath
            }
            if let best { return best.indexPath }
            if alongLine { break }
        }
        return horizontal == _linesAreRows ? _item(after: indexPath, forward: forward) : nil
    }
}
