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

    func _delegateAllowsReplacing(_ range: Range<Int>, with text: String) -> Bool {
        // The UTF-16 range costs a pass over the text: only a delegate needs it.
        guard let delegate else { return true }
        return delegate.textField(self, shouldChangeCharactersIn: _buffer.nsRange(of: range), replacementString: text)
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

    /// The delegate hears of a moved selection only while the field is editing.
    func _selectionDidChange() {
        _scrollToCaret()
        setNeedsDisplay()
        _window?._setNeedsPresentation()
        if _isEditing { delegate?.textFieldDidChangeSelection(self) }
    }

    /// One line: line breaks typed, pasted or set through `UITextInput` become spaces.
    func _editableText(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    /// A secure field copies nothing.
    var _canCopySelection: Bool { !isSecureTextEntry }

    /// A triple click selects everything, there being one line.
    func _tripleClickRange(at offset: Int) -> Range<Int> { 0..<_buffer.count }

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
        _select(forClickAt: point, tapCount: touch.tapCount)
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
