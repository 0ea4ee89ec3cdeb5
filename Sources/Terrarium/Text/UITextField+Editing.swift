import Foundation

// Editing mechanics of UITextField: beginning and ending, edits asked of the delegate and
// reported, keys, the selection, and touches.

extension UITextField {
    // MARK: Beginning and ending

    func _beginEditingIfAllowed(asked: Bool) {
        guard !_isEditing else { return }
        if !asked { guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return } }
        // The delegate may have moved the first responder meanwhile.
        guard isFirstResponder else { return }
        _isEditing = true
        if leftViewMode != .never || rightViewMode != .never { setNeedsLayout() }
        if clearsOnBeginEditing, _buffer.count > 0 { _buffer.setText("") }
        _buffer.moveCaret(to: _buffer.count, extending: false)
        _textStorageDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func _endEditing(reason: DidEndEditingReason) {
        guard _isEditing else { return }
        _isEditing = false
        if leftViewMode != .never || rightViewMode != .never { setNeedsLayout() }
        _buffer.moveCaret(to: _buffer.caret, extending: false)
        _scrollColumn = 0
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    // MARK: Edits

    /// Replaces `range` with `text` if the delegate agrees, and reports the edit.
    func _userReplace(_ range: Range<Int>, with text: String) {
        if range.isEmpty && text.isEmpty { return }
        // The UTF-16 range costs a pass over the text: only a delegate needs it.
        if let delegate {
            let nsRange = _buffer.nsRange(of: range)
            guard delegate.textField(self, shouldChangeCharactersIn: nsRange, replacementString: text) else { return }
        }
        _replaceCharacters(range, with: text)
        _reportUserEdit()
    }

    /// Replaces `range` with `text`, updating the column of each character after it rather
    /// than measuring the whole text again (a long field's keystroke stays cheap).
    func _replaceCharacters(_ range: Range<Int>, with text: String) {
        let range = range.clamped(to: 0..<_buffer.count)
        let old = _prefixColumnsCache
        _buffer.replace(range, with: text)
        if var columns = old {
            let removed = columns[range.upperBound] - columns[range.lowerBound]
            var inserted: [Int] = []
            var total = columns[range.lowerBound]
            for character in text {
                total += isSecureTextEntry ? 1 : character.displayWidth
                inserted.append(total)
            }
            let shift = total - columns[range.lowerBound] - removed
            if shift != 0 {
                for index in (range.upperBound + 1)..<columns.count { columns[index] += shift }
            }
            columns.replaceSubrange((range.lowerBound + 1)..<(range.upperBound + 1), with: inserted)
            _prefixColumnsCache = columns.count == _buffer.count + 1 ? columns : nil
        }
        _textStorageDidChange(keepingColumns: true)
    }

    /// The order of UIKit: the selection moved, then `.editingChanged`, then the notification.
    func _reportUserEdit() {
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// After any change of the text: widths recomputed, the insertion point kept in view.
    func _textStorageDidChange(keepingColumns: Bool = false) {
        if !keepingColumns { _prefixColumnsCache = nil }
        _scrollToCaret()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        _window?._setNeedsPresentation()
    }

    /// Selects `range` and tells the delegate if the selection moved while editing.
    func _setSelection(_ range: Range<Int>, caretAtEnd: Bool) {
        let old = (_buffer.anchor, _buffer.caret)
        _buffer.select(range)
        if !caretAtEnd { swap(&_buffer.anchor, &_buffer.caret) }
        _selectionDidChange(from: old)
    }

    func _moveCaret(to offset: Int, extending: Bool) {
        let old = (_buffer.anchor, _buffer.caret)
        _buffer.moveCaret(to: offset, extending: extending)
        _selectionDidChange(from: old)
    }

    private func _selectionDidChange(from old: (Int, Int)) {
        guard old != (_buffer.anchor, _buffer.caret) else { return }
        _scrollToCaret()
        setNeedsDisplay()
        _window?._setNeedsPresentation()
        if _isEditing { delegate?.textFieldDidChangeSelection(self) }
    }

    func _singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    func _returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .primaryActionTriggered)
        // UIKit ends editing on Return when something listens for editingDidEndOnExit.
        let endsEditing = _actions.contains { $0.events.contains(.editingDidEndOnExit) }
        sendActions(for: .editingDidEndOnExit)
        if endsEditing, isFirstResponder { resignFirstResponder() }
    }

    func _clearPressed() {
        guard _buffer.count > 0, delegate?.textFieldShouldClear(self) ?? true else { return }
        _buffer.setText("")
        _textStorageDidChange()
        if _isEditing { _reportUserEdit() }
    }

    // MARK: Keys

    /// Whether `key` is one the field handles itself while editing (besides typing keys).
    func _isEditingKey(_ key: UIKey) -> Bool {
        switch key.keyCode {
        case .keyboardHome, .keyboardEnd: return true
        case .keyboardReturnOrEnter: return Self._editingFlags(of: key).isEmpty
        default: return _isSharedEditingKey(key)
        }
    }

    /// Handles a key going down while editing; returns whether it was the field's.
    func _handleKey(_ key: UIKey) -> Bool {
        if let handled = _handleSharedEditingKey(key) { return handled }
        let flags = Self._editingFlags(of: key)
        switch key.keyCode {
        case .keyboardHome: _moveCaret(to: 0, extending: flags.contains(.shift))
        case .keyboardEnd: _moveCaret(to: _buffer.count, extending: flags.contains(.shift))
        case .keyboardReturnOrEnter:
            guard flags.isEmpty else { return false }
            _returnPressed()
        default: return false  // Up, Down and the page keys go on up the responder chain
        }
        return true
    }

    // MARK: Touches

    func _touchBegan(_ touch: UITouch) {
        let point = touch.location(in: self)
        _touchOnClearButton = false
        _touchSelects = false
        if _showsClearButton(editing: _isEditing), clearButtonRect(forBounds: bounds).contains(point) {
            _touchOnClearButton = true
            return
        }
        if !isFirstResponder || !_isEditing {
            guard becomeFirstResponder(), _isEditing else { return }
        }
        let offset = _offset(at: point)
        switch touch.tapCount {
        case 1:
            _moveCaret(to: offset, extending: false)
            _touchSelects = true
        case 2:
            _setSelection(_buffer.word(at: offset), caretAtEnd: true)
        default:
            selectAll(nil)
        }
    }

    func _touchMoved(_ touch: UITouch) {
        guard _touchSelects, _isEditing else { return }
        _moveCaret(to: _offset(at: touch.location(in: self)), extending: true)
    }

    func _touchEnded(_ touch: UITouch) {
        defer {
            _touchSelects = false
            _touchOnClearButton = false
        }
        if _touchOnClearButton, clearButtonRect(forBounds: bounds).contains(touch.location(in: self)) {
            _clearPressed()
        }
    }
}
