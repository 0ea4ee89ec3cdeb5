import Foundation

/// The editing keys a text field and a text view share: the caret moved by character or word
/// (with Shift extending the selection), Backspace and Delete (by word with Alt or Ctrl), the
/// clipboard keys (Ctrl-X, Alt-C, Ctrl-V, Ctrl-Insert, Shift-Insert, Shift-Delete), Ctrl-A,
/// Ctrl-W and typing. Each control adds its own keys (Home/End, Return, Up/Down) around it.
@MainActor
protocol _TextEditingCommands: UIResponder {
    var _buffer: _TextBuffer { get }
    func _moveCaret(to offset: Int, extending: Bool)
    func _userReplace(_ range: Range<Int>, with text: String)
    func insertText(_ text: String)
    func deleteBackward()
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func selectAll(_ sender: Any?)
}

extension _TextEditingCommands {
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
        case .keyboardLeftArrow:
            if byWord {
                _moveCaret(to: _buffer.wordStart(before: caret), extending: shift)
            } else if !shift && !selection.isEmpty {
                _moveCaret(to: selection.lowerBound, extending: false)
            } else {
                _moveCaret(to: caret - 1, extending: shift)
            }
        case .keyboardRightArrow:
            if byWord {
                _moveCaret(to: _buffer.wordEnd(after: caret), extending: shift)
            } else if !shift && !selection.isEmpty {
                _moveCaret(to: selection.upperBound, extending: false)
            } else {
                _moveCaret(to: caret + 1, extending: shift)
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

extension UITextField: _TextEditingCommands {}
extension UITextView: _TextEditingCommands {}

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
