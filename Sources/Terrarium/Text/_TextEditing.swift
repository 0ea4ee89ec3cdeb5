import Foundation

/// The editing mechanism a text field and a text view share, written once: edits asked of the
/// delegate and reported, the selection and the caret, the edit actions (delete, cut, copy,
/// paste, select all), clicks and drags that select, the presses taken, and the editing keys
/// both have (the caret by character or word with Shift extending the selection, Backspace
/// and Delete by word with Alt or Ctrl, the clipboard keys, Ctrl-A, Ctrl-W and typing).
///
/// Each control fills in the hooks where UIKit's two classes differ (one line or many,
/// which delegate is asked and told, how the text is measured and scrolled) and adds its own
/// keys (Home/End, Return, Up/Down) around the shared ones.
@MainActor
protocol _TextEditing: UIView {
    var _buffer: _TextBuffer { get set }
    var _isEditing: Bool { get }
    /// Whether the current touch is selecting text (a click placed the insertion point).
    var _touchSelects: Bool { get set }
    /// Presses the control took when they began, so their ends are not passed on either.
    var _editingPresses: Set<UIPress> { get set }

    // MARK: Hooks

    /// Whether the delegate, if any, lets the user replace `range` with `text`.
    func _delegateAllowsReplacing(_ range: Range<Int>, with text: String) -> Bool
    /// Replaces characters in the text storage and updates what is measured from them.
    func _replaceCharacters(_ range: Range<Int>, with text: String)
    /// Tells of the user's edit: delegate calls, actions and the notification in UIKit's order.
    func _reportUserEdit()
    /// Redraws, keeps the insertion point in view and tells the delegate after the selection moved.
    func _selectionDidChange()
    /// Typed or pasted text as the control keeps it (a field keeps one line).
    func _editableText(_ text: String) -> String
    /// Whether the selection may go to the pasteboard.
    var _canCopySelection: Bool { get }
    /// What a triple click selects around `offset`.
    func _tripleClickRange(at offset: Int) -> Range<Int>
    /// The offset nearest a point in the control's bounds.
    func _offset(at point: CGPoint) -> Int
    /// Handles a key going down; returns whether the control took it.
    func _handleKey(_ key: UIKey) -> Bool
    func _moveCaret(to offset: Int, extending: Bool)

    func insertText(_ text: String)
    func deleteBackward()
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func selectAll(_ sender: Any?)
}

extension _TextEditing {
    // MARK: Edits

    /// Replaces `range` with `text` if the delegate agrees, and reports the edit.
    func _userReplace(_ range: Range<Int>, with text: String) {
        if range.isEmpty && text.isEmpty { return }
        guard _delegateAllowsReplacing(range, with: text) else { return }
        _replaceCharacters(range, with: text)
        _reportUserEdit()
    }

    /// `UITextInput`'s replace: no delegate is asked, but while editing the edit is reported
    /// as typing is.
    func _replaceWithoutAsking(_ range: Range<Int>, with text: String) {
        _replaceCharacters(range.clamped(to: 0..<_buffer.count), with: text)
        if _isEditing { _reportUserEdit() }
    }

    /// Types `text` over the selection while editing.
    func _insertTyped(_ text: String) {
        guard _isEditing else { return }
        _userReplace(_buffer.selection, with: _editableText(text))
    }

    /// Deletes the selection, or the character before the insertion point.
    func _deleteBackward() {
        guard _isEditing else { return }
        let selection = _buffer.selection
        if !selection.isEmpty { return _userReplace(selection, with: "") }
        guard _buffer.caret > 0 else { return }
        _userReplace((_buffer.caret - 1)..<_buffer.caret, with: "")
    }

    func _copySelection() {
        let selection = _buffer.selection
        guard _canCopySelection, !selection.isEmpty else { return }
        UIPasteboard.general.string = _buffer.text(in: selection)
    }

    /// Copies (through `copy(_:)`, which a subclass may override) and deletes the selection.
    func _cutSelection(_ sender: Any?) {
        let selection = _buffer.selection
        guard _isEditing, !selection.isEmpty else { return }
        copy(sender)
        _userReplace(selection, with: "")
    }

    func _pasteFromGeneralPasteboard() {
        guard let string = UIPasteboard.general.string, !string.isEmpty else { return }
        _userReplace(_buffer.selection, with: _editableText(string))
    }

    // MARK: Selection

    /// The selection as `UITextInput` has it; setting it selects with the caret at the end.
    var _selectedTextRange: UITextRange? {
        get { UITextRange(range: _buffer.selection) }
        set {
            guard let range = newValue?._range else { return }
            _setSelection(range, caretAtEnd: true)
        }
    }

    /// Selects `range` and tells the control if the selection moved.
    func _setSelection(_ range: Range<Int>, caretAtEnd: Bool) {
        _changeSelection { buffer in
            buffer.select(range)
            if !caretAtEnd { swap(&buffer.anchor, &buffer.caret) }
        }
    }

    func _moveCaret(to offset: Int, extending: Bool) {
        _changeSelection { $0.moveCaret(to: offset, extending: extending) }
    }

    /// Applies `change` to the buffer and calls the hook only when the selection moved.
    func _changeSelection(_ change: (inout _TextBuffer) -> Void) {
        let old = (_buffer.anchor, _buffer.caret)
        change(&_buffer)
        if old != (_buffer.anchor, _buffer.caret) { _selectionDidChange() }
    }

    // MARK: Touches and presses

    /// A click places the insertion point (and starts a drag that selects), two select a
    /// word, three what `_tripleClickRange(at:)` says.
    func _select(forClickAt point: CGPoint, tapCount: Int) {
        let offset = _offset(at: point)
        switch tapCount {
        case 1:
            _moveCaret(to: offset, extending: false)
            _touchSelects = true
        case 2:
            _setSelection(_buffer.word(at: offset), caretAtEnd: true)
        default:
            _setSelection(_tripleClickRange(at: offset), caretAtEnd: true)
        }
    }

    /// Extends the selection to a dragging touch; returns whether a click began the drag.
    @discardableResult
    func _extendSelection(to touch: UITouch) -> Bool {
        guard _touchSelects else { return false }
        _moveCaret(to: _offset(at: touch.location(in: self)), extending: true)
        return true
    }

    /// Takes the presses whose keys the control handles; returns the rest, for the chain.
    func _takeEditingPresses(_ presses: Set<UIPress>) -> Set<UIPress> {
        var rest: Set<UIPress> = []
        for press in presses {
            if let key = press.key, _handleKey(key) {
                _editingPresses.insert(press)
            } else {
                rest.insert(press)
            }
        }
        return rest
    }

    /// The presses the control did not take; the ones it did are forgotten as they end.
    func _pressesNotTaken(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { _editingPresses.remove($0) == nil }
    }

    // MARK: Keys

    /// A key's modifiers without Caps Lock and the keypad flag, which editing ignores.
    static func _editingFlags(of key: UIKey) -> UIKeyModifierFlags {
        key.modifierFlags.subtracting([.alphaShift, .numericPad])
    }

    /// Whether `key` is one of the shared editing keys (typing keys aside).
    func _isSharedEditingKey(_ key: UIKey) -> Bool {
        let flags = Self._editingFlags(of: key)
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow, .keyboardDeleteForward, .keyboardDeleteOrBackspace:
            return true
        case .keyboardInsert:
            return flags == .control || flags == .shift
        default:
            guard flags == .control || flags == .alternate else { return false }
            let letter = key.charactersIgnoringModifiers.lowercased()
            return flags == .control ? ["a", "x", "v", "w"].contains(letter) : letter == "c"
        }
    }

    /// Handles one of the shared keys or a typing key: `true` if it did something, `false`
    /// if the key is shared but not for these modifiers, `nil` if the control handles it.
    func _handleSharedEditingKey(_ key: UIKey) -> Bool? {
        let flags = Self._editingFlags(of: key)
        let shift = flags.contains(.shift)
        let byWord = !flags.isDisjoint(with: [.alternate, .control])
        let selection = _buffer.selection
        let caret = _buffer.caret
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            // Without Shift, an arrow collapses a selection to its end on the arrow's side.
            let forward = key.keyCode == .keyboardRightArrow
            if byWord {
                let word = forward ? _buffer.wordEnd(after: caret) : _buffer.wordStart(before: caret)
                _moveCaret(to: word, extending: shift)
            } else if !shift && !selection.isEmpty {
                _moveCaret(to: forward ? selection.upperBound : selection.lowerBound, extending: false)
            } else {
                _moveCaret(to: caret + (forward ? 1 : -1), extending: shift)
            }
        case .keyboardDeleteOrBackspace:
            if flags.contains(.alternate) && selection.isEmpty {
                _userReplace(_buffer.wordStart(before: caret)..<caret, with: "")
            } else {
                deleteBackward()
            }
        case .keyboardDeleteForward:
            if flags == .shift {
                cut(nil)
            } else if !selection.isEmpty {
                _userReplace(selection, with: "")
            } else if byWord {
                _userReplace(caret..<_buffer.wordEnd(after: caret), with: "")
            } else if caret < _buffer.count {
                _userReplace(caret..<(caret + 1), with: "")
            }
        case .keyboardInsert:
            if flags == .control {
                copy(nil)
            } else if flags == .shift {
                paste(nil)
            } else {
                return false
            }
        case .keyboardHome, .keyboardEnd, .keyboardReturnOrEnter, .keyboardUpArrow, .keyboardDownArrow,
            .keyboardPageUp, .keyboardPageDown:
            return nil
        default:
            if flags == .control || flags == .alternate {
                switch (flags == .control, key.charactersIgnoringModifiers.lowercased()) {
                case (true, "a"): selectAll(nil)
                case (true, "x"): cut(nil)
                case (true, "v"): paste(nil)
                case (true, "w"):
                    _userReplace(selection.isEmpty ? _buffer.wordStart(before: caret)..<caret : selection, with: "")
                case (false, "c"): copy(nil)
                default: return false
                }
                return true
            }
            guard key._isTextInput else { return false }
            insertText(key.characters)
        }
        return true
    }
}

extension UITextField: _TextEditing {}
extension UITextView: _TextEditing {}

@MainActor
extension _TextBuffer {
    /// `UITextInput`'s position arithmetic, shared by the field and the view: the position
    /// `offset` characters from `position`, or `nil` outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position._offset + offset
        return (0...count).contains(target) ? UITextPosition(offset: target) : nil
    }

    /// The range between two positions, in either order; `nil` if one is outside the text.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let bounds = 0...count
        guard bounds.contains(fromPosition._offset), bounds.contains(toPosition._offset) else { return nil }
        let lower = Swift.min(fromPosition._offset, toPosition._offset)
        return UITextRange(range: lower..<Swift.max(fromPosition._offset, toPosition._offset))
    }
}
