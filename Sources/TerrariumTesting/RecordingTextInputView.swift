import Foundation
import Terrarium

/// A one-line text-entry view that records every edit it gets as the first responder:
/// the text of each `insertText(_:)` (a typed key, Return as `"\n"`, a whole paste) and
/// `"⌫"` for each `deleteBackward()`. It shows the terminal's cursor after its text.
///
/// ```swift
/// let entry = RecordingTextInputView(frame: CGRect(x: 2, y: 1, width: 20, height: 1))
/// controller.view.addSubview(entry)
/// entry.becomeFirstResponder()
/// screen.press("h"); screen.press("backspace"); screen.paste("hello")
/// #expect(entry.edits == ["h", "⌫", "hello"])
/// ```
@preconcurrency @MainActor
open class RecordingTextInputView: UIView, UIKeyInput, UITextCursorProviding {
    /// The text typed so far.
    public var text = ""

    /// Each edit, in order.
    public var edits: [String] = []

    /// It can become the first responder.
    open override var canBecomeFirstResponder: Bool { true }

    /// Whether there is text to delete.
    open var hasText: Bool { !text.isEmpty }

    /// Appends `text` and records it.
    open func insertText(_ text: String) {
        self.text += text
        edits.append(text)
        setNeedsDisplay()
    }

    /// Removes the last character and records `"⌫"`.
    open func deleteBackward() {
        _ = text.popLast()
        edits.append("⌫")
        setNeedsDisplay()
    }

    /// The cell after the text (counting characters, not display width).
    open var textCursorRect: CGRect? { CGRect(x: text.count, y: 0, width: 1, height: 1) }
}
