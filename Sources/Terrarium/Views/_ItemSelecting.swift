import Foundation

/// A table view's row cell or a collection view's item cell, as the selection mechanism
/// shows it: selected, highlighted, under the keyboard cursor.
@MainActor
protocol _SelectableCell: UIView {
    /// Whether the view's keyboard cursor is on this cell (shown while the view has focus).
    var _hasKeyboardCursor: Bool { get set }
    /// What selecting the cell's item by the user also does: a storyboard's selection segue.
    var _selectionTrigger: (@MainActor () -> Void)? { get }
    /// Shows the selected look, through the cell's own UIKit setter.
    func _showSelected(_ selected: Bool)
    /// Shows the highlighted look, through the cell's own UIKit setter.
    func _showHighlighted(_ highlighted: Bool)
}

/// Selection, the keyboard cursor and the pressed item, written once for table and collection
/// views: selecting by code, the item the mouse went down on (highlighted until released or
/// dragged), the cursor keys (Home, End, Return, Space and the view's moves) and the presses
/// a controller passes on while nothing has focus.
///
/// The views answer the hooks: where items are (geometry), how the cursor moves from one to
/// the next, and their delegates, whose calls UIKit keeps apart (a table's `willSelectRowAt`
/// may choose another row; a collection view's `shouldSelectItemAt` only agrees or not).
@MainActor
protocol _ItemSelecting: UIScrollView {
    associatedtype Cell: _SelectableCell

    var _visibleCells: [IndexPath: Cell] { get }
    var _selectedIndexPaths: Set<IndexPath> { get set }
    var _cursor: IndexPath? { get set }
    /// The item the mouse went down on, highlighted until it is released or drags.
    var _pressedIndexPath: IndexPath? { get set }
    /// Presses the view handled, so their release does not go on up the chain.
    var _cursorPresses: Set<UIPress> { get set }
    var allowsSelection: Bool { get }
    var allowsMultipleSelection: Bool { get }
    var selectionFollowsFocus: Bool { get }

    // MARK: Geometry hooks

    /// Whether the data source has the item.
    func _contains(_ indexPath: IndexPath) -> Bool
    /// The first and last items in order, if any.
    var _firstIndexPath: IndexPath? { get }
    var _lastIndexPath: IndexPath? { get }
    /// The item at a point in the view's bounds.
    func _indexPath(at point: CGPoint) -> IndexPath?
    /// Whether `view` is (in) a header, footer or supplementary view, which covers the items.
    func _isInSupplementaryView(_ view: UIView) -> Bool
    /// Where a movement key (arrows, page keys) takes the cursor from `current` (`nil`: none
    /// is on an item); `nil` when the key is not one of the view's.
    func _cursorTarget(for key: UIKeyboardHIDUsage, from current: IndexPath?) -> IndexPath?
    /// The content offset that brings the item into view with as little scrolling as can be.
    func _contentOffset(showing indexPath: IndexPath) -> CGPoint?
    /// Where the cursor is when the view gains focus: the one it had, or a first place.
    var _cursorWhenFocused: IndexPath? { get }

    // MARK: Delegate hooks

    func _shouldHighlight(_ indexPath: IndexPath) -> Bool
    func _didHighlight(_ indexPath: IndexPath)
    func _didUnhighlight(_ indexPath: IndexPath)
    /// Selects as a click, Return or Space does, asking and telling the delegate.
    func _userSelect(_ indexPath: IndexPath)
    /// What a release on the pressed item does (its highlight still on).
    func _releasePress(on indexPath: IndexPath, at point: CGPoint)
}

extension _ItemSelecting {
    // MARK: Selection by code

    /// Selects an item without telling the delegate (deselecting the others unless multiple
    /// selection is allowed) and moves the cursor to it; `nil` deselects every item. Returns
    /// whether an item was selected, for the view to scroll to it.
    func _selectByCode(_ indexPath: IndexPath?) -> Bool {
        guard let indexPath else {
            for selected in _selectedIndexPaths { _setSelected(false, at: selected) }
            return false
        }
        guard _contains(indexPath) else { return false }
        if !allowsMultipleSelection {
            for selected in _selectedIndexPaths where selected != indexPath { _setSelected(false, at: selected) }
        }
        _setSelected(true, at: indexPath)
        _moveCursor(to: indexPath)
        return true
    }

    func _setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            _selectedIndexPaths.insert(indexPath)
        } else {
            _selectedIndexPaths.remove(indexPath)
        }
        _visibleCells[indexPath]?._showSelected(selected)
    }

    // MARK: Mouse

    /// Focuses the view, moves the cursor to the item under the mouse and highlights it if
    /// the delegate agrees.
    func _pressBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        // A press on a scroll indicator is not an item's; with scrolling disabled nothing tracks.
        if let kind = _touchTracking?.kind {
            guard case .content = kind else { return }
        }
        // A press on a (sticky) header or footer is not a press on the item beneath it.
        if let view = touch.view, _isInSupplementaryView(view) { return }
        guard let indexPath = _indexPath(at: touch.location(in: self)) else { return }
        if let window = _window, canBecomeFocused, !isFocused, window._firstResponder == nil || isFirstResponder {
            window._setFocusedView(self, heading: [])
        }
        _moveCursor(to: indexPath)
        guard allowsSelection || allowsMultipleSelection, _shouldHighlight(indexPath) else { return }
        _pressedIndexPath = indexPath
        _visibleCells[indexPath]?._showHighlighted(true)
        _didHighlight(indexPath)
    }

    /// Takes the highlight away from the pressed item.
    func _clearPressedItem() {
        guard let indexPath = _pressedIndexPath else { return }
        _pressedIndexPath = nil
        _visibleCells[indexPath]?._showHighlighted(false)
        _didUnhighlight(indexPath)
    }

    /// A release on the pressed item selects it (as the view says); a drag or a release
    /// elsewhere only takes the highlight away.
    func _pressEnded(_ touches: Set<UITouch>) {
        guard let indexPath = _pressedIndexPath, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard !isDragging, _indexPath(at: point) == indexPath else {
            _clearPressedItem()
            return
        }
        _releasePress(on: indexPath, at: point)
    }

    // MARK: Keyboard

    /// Moves the cursor (and its look) to `indexPath`.
    func _moveCursor(to indexPath: IndexPath?) {
        guard indexPath != _cursor else { return }
        if let old = _cursor { _visibleCells[old]?._hasKeyboardCursor = false }
        _cursor = indexPath
        if let indexPath, isFocused { _visibleCells[indexPath]?._hasKeyboardCursor = true }
    }

    /// Shows or hides the cursor as the view gains or loses focus.
    func _focusDidChange() {
        let focused = isFocused
        if focused { _cursor = _cursorWhenFocused }
        if let cursor = _cursor { _visibleCells[cursor]?._hasKeyboardCursor = focused }
    }

    /// Handles a cursor or selection key; returns whether the press was taken.
    func _handleCursorPress(_ press: UIPress) -> Bool {
        guard let key = press.key, key.modifierFlags.subtracting([.shift, .alphaShift, .numericPad]).isEmpty,
            let first = _firstIndexPath, let last = _lastIndexPath
        else { return false }
        let current = _cursor.flatMap { _contains($0) ? $0 : nil }
        let target: IndexPath
        switch key.keyCode {
        case .keyboardHome: target = first
        case .keyboardEnd: target = last
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            guard let current else { return false }
            _userSelect(current)
            _cursorPresses.insert(press)
            return true
        default:
            guard let moved = _cursorTarget(for: key.keyCode, from: current) else { return false }
            target = moved
        }
        _moveCursor(to: target)
        if let offset = _contentOffset(showing: target), offset != contentOffset {
            _stopScrollAnimation()
            _scroll(to: offset)
        }
        if key.keyCode == .keyboardHome { _scrollToTopForHome() }
        if selectionFollowsFocus, !_selectedIndexPaths.contains(target) { _userSelect(target) }
        _cursorPresses.insert(press)
        return true
    }

    /// The presses the view did not take, for `super`; those it took are forgotten.
    func _pressesNotTaken(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { _cursorPresses.remove($0) == nil }
    }

    /// Presses that reach the view's controller while nothing has focus: the view takes those
    /// it uses (taking focus, so arrow keys and Return work as soon as the list shows);
    /// returns the rest.
    func _takePressesWhileNothingIsFocused(_ presses: Set<UIPress>) -> Set<UIPress> {
        guard let window = _window, window._focusedView == nil, window._firstResponder == nil, canBecomeFocused
        else { return presses }
        var remaining = presses
        for press in presses where _handleCursorPress(press) {
            remaining.remove(press)
            window._setFocusedView(self, heading: [])
        }
        return remaining
    }
}
