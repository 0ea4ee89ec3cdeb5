import Foundation

// UITextView's mechanics: the wrapped layout and content size, edits asked of the delegate
// and reported, the selection and the keys that move it, touches, and drawing the rows in view.

extension UITextView {
    var _textViewDelegate: (any UITextViewDelegate)? { delegate as? UITextViewDelegate }

    // MARK: Beginning and ending

    func _beginEditing() {
        _isEditing = true
        setNeedsDisplay()
        _window?._setNeedsPresentation()
        _scrollToShow(_buffer.caret)
        _textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    func _endEditing() {
        guard _isEditing else { return }
        _isEditing = false
        setNeedsDisplay()
        _textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: Layout

    /// The columns the text wraps at: the width less the insets and the indicator's column.
    var _wrapWidth: Int {
        let inset = textContainerInset
        let indicator = showsVerticalScrollIndicator ? 1 : 0
        return Swift.max(1, _columns(bounds.width - inset.left - inset.right) - indicator)
    }

    /// The wrapped layout at the current width, built when missing or the width changed.
    var _layout: _TextViewLayout {
        if let layout = _layoutCache, layout.width == _wrapWidth { return layout }
        let layout = _TextViewLayout(characters: _buffer.characters, width: _wrapWidth)
        _layoutCache = layout
        _layoutBuildCount += 1
        return layout
    }

    func _updateLayoutIfNeeded() {
        let lines = _layout.lines.count
        let inset = textContainerInset
        let size = CGSize(width: bounds.width, height: _points(rows: CGFloat(lines)) + inset.top + inset.bottom)
        if contentSize != size { contentSize = size }
    }

    /// After any change of the text: layout and content size, a redraw, the caret in view.
    func _textStorageDidChange() {
        _updateLayoutIfNeeded()
        setNeedsDisplay()
        _window?._setNeedsPresentation()
        if _isEditing { _scrollToShow(_buffer.caret) }
    }

    // MARK: Edits

    /// Patches the wrapped layout paragraph by paragraph rather than wrapping it all again.
    func _replaceCharacters(_ range: Range<Int>, with text: String) {
        let inserted = text.count
        _buffer.replace(range, with: text)
        if _layoutCache != nil {
            _layoutCache?.update(afterReplacing: range, insertedCount: inserted, in: _buffer.characters)
        }
        _goalColumn = nil
        _textStorageDidChange()
    }

    func _delegateAllowsReplacing(_ range: Range<Int>, with text: String) -> Bool {
        // The UTF-16 range costs a pass over the text before the edit: only a delegate needs it.
        guard let delegate = _textViewDelegate else { return true }
        return delegate.textView(self, shouldChangeTextIn: _buffer.nsRange(of: range), replacementText: text)
    }

    /// Typed and pasted line breaks are kept, a Windows one as one `\n`.
    func _editableText(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    var _canCopySelection: Bool { isSelectable || isEditable }

    /// UIKit's order: the selection moved, then the text changed, then the notification.
    func _reportUserEdit() {
        _textViewDelegate?.textViewDidChangeSelection(self)
        _textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    // MARK: Selection

    /// A move by anything but Up, Down and the page keys forgets the column they keep to.
    func _moveCaret(to offset: Int, extending: Bool) {
        _moveCaret(to: offset, extending: extending, keepingGoal: false)
    }

    func _moveCaret(to offset: Int, extending: Bool, keepingGoal: Bool) {
        if !keepingGoal { _goalColumn = nil }
        _changeSelection { $0.moveCaret(to: offset, extending: extending) }
    }

    /// Unlike a field's, the view's delegate hears of a moved selection while not editing too.
    func _selectionDidChange() {
        setNeedsDisplay()
        _window?._setNeedsPresentation()
        if _isEditing { _scrollToShow(_buffer.caret) }
        _textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// Scrolls (at once) so the row showing `offset` is visible.
    func _scrollToShow(_ offset: Int) {
        let point = _point(of: offset)
        let top = bounds.minY + textContainerInset.top
        let bottom = bounds.maxY - textContainerInset.bottom
        var y = bounds.minY
        if point.y < top {
            y = point.y - textContainerInset.top
        } else if point.y + _points(rows: 1) > bottom {
            y = point.y + _points(rows: 1) - bounds.height + textContainerInset.bottom
        }
        if y != bounds.minY { contentOffset = CGPoint(x: bounds.minX, y: Swift.max(0, y)) }
    }

    // MARK: Geometry

    /// The display width of `characters[range]`.
    func _width(of range: Range<Int>) -> Int {
        var total = 0
        for character in _buffer.characters[range] { total += _TextViewLayout.columns(of: character) }
        return total
    }

    /// The column a row starts at for the alignment.
    private func _alignmentOffset(of line: _DisplayLine) -> Int {
        guard textAlignment == .center || textAlignment == .right else { return 0 }
        return TextLayout.offset(
            ofLineWidth: _width(of: line.start..<line.end), in: _wrapWidth, alignment: textAlignment)
    }

    /// The top-left corner of the cell of offset `offset`, in content (bounds) coordinates.
    func _point(of offset: Int) -> CGPoint {
        let layout = _layout
        let row = layout.lineIndex(containing: offset)
        let line = layout.lines[row]
        let column =
            _alignmentOffset(of: line) + _width(of: line.start..<Swift.min(Swift.max(offset, line.start), line.end))
        return CGPoint(
            x: textContainerInset.left + _points(columns: CGFloat(column)),
            y: textContainerInset.top + _points(rows: CGFloat(row)))
    }

    /// The offset nearest a point in content coordinates.
    func _offset(at point: CGPoint) -> Int {
        let layout = _layout
        let row = _rows(point.y - textContainerInset.top)
        if row < 0 { return 0 }
        if row >= layout.lines.count { return _buffer.count }
        let line = layout.lines[row]
        let column = _columns(point.x - textContainerInset.left) - _alignmentOffset(of: line)
        return _offset(inRow: row, column: column)
    }

    /// The offset in `row` at `column`: before the character there, or the row's end.
    func _offset(inRow row: Int, column: Int) -> Int {
        let line = _layout.lines[row]
        var x = 0
        var index = line.start
        while index < line.end {
            let next = x + _TextViewLayout.columns(of: _buffer.characters[index])
            if next > column { return index }
            x = next
            index += 1
        }
        // A soft-wrapped row ends before the space it broke after.
        if !line.endsParagraph, index > line.start { return index - 1 }
        return index
    }

    // MARK: Keys

    func _isEditingKey(_ key: UIKey) -> Bool {
        switch key.keyCode {
        case .keyboardUpArrow, .keyboardDownArrow, .keyboardHome, .keyboardEnd, .keyboardPageUp, .keyboardPageDown:
            return true
        case .keyboardReturnOrEnter:
            return Self._editingFlags(of: key).isEmpty
        default:
            return _isSharedEditingKey(key)
        }
    }

    /// Handles a key going down; returns whether the view took it.
    func _handleKey(_ key: UIKey) -> Bool {
        let flags = Self._editingFlags(of: key)
        guard _isEditing else {
            // Read-only: copy and select all while selectable and first responder; the rest scrolls.
            guard isSelectable, isFirstResponder else { return false }
            let letter = key.charactersIgnoringModifiers.lowercased()
            if (flags == .alternate && letter == "c") || (flags == .control && key.keyCode == .keyboardInsert) {
                copy(nil)
                return true
            }
            if flags == .control && letter == "a" {
                selectAll(nil)
                return true
            }
            return false
        }
        if let handled = _handleSharedEditingKey(key) { return handled }
        let shift = flags.contains(.shift)
        let caret = _buffer.caret
        let layout = _layout
        switch key.keyCode {
        case .keyboardUpArrow, .keyboardDownArrow, .keyboardPageUp, .keyboardPageDown:
            let page = Swift.max(1, _rows(bounds.height - textContainerInset.top - textContainerInset.bottom))
            let step: Int
            switch key.keyCode {
            case .keyboardUpArrow: step = -1
            case .keyboardDownArrow: step = 1
            case .keyboardPageUp: step = -page
            default: step = page
            }
            let row = layout.lineIndex(containing: caret)
            let line = layout.lines[row]
            let goal = _goalColumn ?? _width(of: line.start..<Swift.min(caret, line.end))
            let target = row + step
            let offset: Int
            if target < 0 {
                offset = 0
            } else if target >= layout.lines.count {
                offset = _buffer.count
            } else {
                offset = _offset(inRow: target, column: goal)
            }
            _goalColumn = goal
            _moveCaret(to: offset, extending: shift, keepingGoal: true)
            if abs(step) > 1 {
                let y = contentOffset.y + _points(rows: CGFloat(step))
                contentOffset = CGPoint(
                    x: contentOffset.x, y: Swift.max(0, Swift.min(y, contentSize.height - bounds.height)))
                _scrollToShow(_buffer.caret)
            }
        case .keyboardHome:
            if flags.contains(.control) {
                _moveCaret(to: 0, extending: shift)
            } else {
                _moveCaret(to: layout.lines[layout.lineIndex(containing: caret)].start, extending: shift)
            }
        case .keyboardEnd:
            if flags.contains(.control) {
                _moveCaret(to: _buffer.count, extending: shift)
            } else {
                let row = layout.lineIndex(containing: caret)
                _moveCaret(to: _offset(inRow: row, column: Int.max), extending: shift)
            }
        case .keyboardReturnOrEnter:
            guard flags.isEmpty else { return false }
            insertText("\n")
        default:
            return false
        }
        return true
    }

    // MARK: Touches

    /// Places the insertion point or selects; returns `false` when the view is not
    /// selectable, so the scroll view drags the content.
    func _touchBegan(_ touch: UITouch) -> Bool {
        guard isSelectable || isEditable else { return false }
        if !isFirstResponder { guard becomeFirstResponder() else { return false } }
        _touchSelects = false
        _select(forClickAt: touch.location(in: self), tapCount: touch.tapCount)
        return true
    }

    /// A triple click selects the paragraph: the rows from one line break to the next.
    func _tripleClickRange(at offset: Int) -> Range<Int> {
        let layout = _layout
        var first = layout.lineIndex(containing: offset)
        while first > 0, !layout.lines[first - 1].endsParagraph { first -= 1 }
        var last = first
        while last < layout.lines.count - 1, !layout.lines[last].endsParagraph { last += 1 }
        return layout.lines[first].start..<layout.lines[last].end
    }

    // MARK: Drawing

    /// Draws the rows that `rect` (points, content coordinates) shows into the cell-addressed
    /// `context`.
    func _drawVisibleRows(in rect: CGRect, context: CanvasContext) {
        let layout = _layout
        let inset = textContainerInset
        let rowHeight = _cellSize.height
        let firstRow = Swift.max(0, _rows(rect.minY - inset.top))
        let lastRow = Swift.min(layout.lines.count, Int(((rect.maxY - inset.top) / rowHeight - 1e-9).rounded(.up)))
        guard firstRow < lastRow else { return }
        let selection = (_isEditing || isSelectable) ? _buffer.selection : 0..<0
        var attributes = font?.textAttributes ?? []
        if !isUserInteractionEnabled { attributes.insert(.dim) }
        let color = textColor ?? .label
        let characters = _buffer.characters
        for row in firstRow..<lastRow {
            let line = layout.lines[row]
            let y = (inset.top + _points(rows: CGFloat(row))) / _cellSize.height
            var x = _columns(inset.left) + _alignmentOffset(of: line)
            // Up to three runs: before, inside and after the selection.
            let cuts = [
                line.start, Swift.min(Swift.max(selection.lowerBound, line.start), line.end),
                Swift.min(Swift.max(selection.upperBound, line.start), line.end), line.end,
            ]
            for part in 0..<3 where cuts[part] < cuts[part + 1] {
                var style = attributes
                if part == 1 { style.insert(.reverse) }
                var text = ""
                for character in characters[cuts[part]..<cuts[part + 1]] {
                    if character == "\t" { text += "    " } else { text.append(character) }
                }
                x += context.draw(text, at: CGPoint(x: CGFloat(x), y: y), foreground: color, attributes: style)
            }
        }
    }
}
