import Foundation

/// A responder that takes typed text: the minimum a custom text-entry view implements.
///
/// When such a responder is the first responder, the keys typed go to it: characters as
/// ``insertText(_:)``, Return as `insertText("\n")`, Backspace as ``deleteBackward()``
/// (see `UIResponder.pressesBegan(_:with:)`), and a paste as one ``insertText(_:)``.
///
/// ```swift
/// final class CodeEntryView: UIView, UIKeyInput {
///     private(set) var code = ""
///     override var canBecomeFirstResponder: Bool { true }
///     var hasText: Bool { !code.isEmpty }
///     func insertText(_ text: String) { code += text; setNeedsDisplay() }
///     func deleteBackward() { _ = code.popLast(); setNeedsDisplay() }
/// }
/// ```
///
/// - Note: UIKit's protocol also inherits `UITextInputTraits` (keyboard type, return key…),
///   which have no meaning for a hardware keyboard in a terminal and are left out.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether there is any text to delete.
    var hasText: Bool { get }

    /// Inserts text at the insertion point.
    func insertText(_ text: String)

    /// Deletes the character before the insertion point.
    func deleteBackward()
}

/// A view that shows the terminal's cursor while it is its window's first responder: where
/// text goes next in a text field, or the control a screen reader should follow.
///
/// The window asks the first responder for ``textCursorRect`` after each turn and the
/// terminal backend shows its cursor in the cell of that rectangle's origin, hiding it when
/// there is none (`nil`, or outside the window).
///
/// ```swift
/// extension CodeEntryView: UITextCursorProviding {
///     // A character a column (8 points on a standard screen), on the first row.
///     var textCursorRect: CGRect? { CGRect(x: CGFloat(code.count) * 8, y: 0, width: 8, height: 16) }
/// }
/// ```
///
/// - Note: A Terrarium addition: UIKit draws a caret view; in a terminal the hardware cursor
///   is the caret, and magnifiers and screen readers track it.
@preconcurrency @MainActor
public protocol UITextCursorProviding: UIView {
    /// Where the cursor goes, in points in this view's coordinates; `nil` hides it.
    var textCursorRect: CGRect? { get }
}
