import Foundation

// Selection by code, by mouse and by keyboard, and the keyboard cursor that moves through
// the grid: the mechanism is `_ItemSelecting`'s; here are the layout's items and the
// delegate's calls.

extension UICollectionViewCell: _SelectableCell {
    func _showSelected(_ selected: Bool) { isSelected = selected }
    func _showHighlighted(_ highlighted: Bool) { isHighlighted = highlighted }
}

extension UICollectionView: _ItemSelecting {
    // MARK: Selection by code

    /// The selected items in order, or `nil` when none is selected.
    public var indexPathsForSelectedItems: [IndexPath]? {
        _selectedIndexPaths.isEmpty ? nil : _selectedIndexPaths.sorted()
    }

    /// Selects an item (deselecting the others unless ``allowsMultipleSelection``) without
    /// telling the delegate, and scrolls it to `scrollPosition` (empty: no scrolling). `nil`
    /// deselects every item. The keyboard cursor moves to the item.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard _selectByCode(indexPath), let indexPath, !scrollPosition.isEmpty else { return }
        scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Deselects an item without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        _setSelected(false, at: indexPath)
    }

    // MARK: Selection by the user

    /// Selects an item as a click or Return does: `shouldSelectItemAt`, then for each item it
    /// deselects `didDeselectItemAt`, then the cell's selection trigger (a storyboard's
    /// selection segue, before `didSelectItemAt` as on a table's rows), then
    /// `didSelectItemAt`. With multiple selection a selected item is deselected instead
    /// (`shouldDeselectItemAt`, `didDeselectItemAt`).
    func _userSelect(_ indexPath: IndexPath) { _userSelect(indexPath, beforeSelecting: {}) }

    /// As `_userSelect(_:)`, running `beforeSelecting` once the delegate has been asked.
    func _userSelect(_ indexPath: IndexPath, beforeSelecting: () -> Void) {
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

    // MARK: Hooks

    var _firstIndexPath: IndexPath? { _firstItem }
    var _lastIndexPath: IndexPath? { _lastItem }
    func _indexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func _isInSupplementaryView(_ view: UIView) -> Bool {
        _visibleSupplementaryViews.values.contains { view.isDescendant(of: $0) }
    }

    /// The arrows go to the nearest item that way; with no cursor on an item, to the first
    /// in view.
    func _cursorTarget(for key: UIKeyboardHIDUsage, from current: IndexPath?) -> IndexPath? {
        switch key {
        case .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow:
            guard let current else { return indexPathsForVisibleItems.first ?? _firstItem }
            return _neighbour(of: current, key: key) ?? current
        default:
            return nil
        }
    }

    func _contentOffset(showing indexPath: IndexPath) -> CGPoint? {
        layoutAttributesForItem(at: indexPath).map { _offsetShowing(UICollectionView._wholeCells($0.frame)) }
    }

    /// The cursor it had while that item is still there; otherwise the first selected item or
    /// the first in view.
    var _cursorWhenFocused: IndexPath? {
        if let cursor = _cursor, _contains(cursor) { return cursor }
        return indexPathsForSelectedItems?.first ?? indexPathsForVisibleItems.first ?? _firstItem
    }

    func _shouldHighlight(_ indexPath: IndexPath) -> Bool {
        _collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func _didHighlight(_ indexPath: IndexPath) {
        _collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func _didUnhighlight(_ indexPath: IndexPath) {
        _collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// UIKit asks whether the item may be selected before it takes the highlight away.
    func _releasePress(on indexPath: IndexPath, at point: CGPoint) {
        _userSelect(indexPath) { _clearPressedItem() }
    }

    /// Whether lines run along the horizontal axis (a vertical flow, or a custom layout).
    private var _linesAreRows: Bool {
        (_layout as? UICollectionViewFlowLayout)?.scrollDirection != .horizontal
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
