import Foundation

// The hardware cursor on the focused control, for screen magnifiers and readers that
// follow the terminal's cursor.

extension UIWindow {
    /// The highlighted row of an open context menu, else the focused view's cursor point
    /// (its first cell, or its thumb or selected segment), in window coordinates; `nil`
    /// when neither is on screen.
    var _focusCursorLocation: CGPoint? {
        if let menu = _openContextMenu { return menu.cursorLocation }
        guard let view = _focusedView, view._window === self else { return nil }
        let point = view.convert(view._focusCursorPoint, to: nil)
        return bounds.contains(point) ? _cell(at: point) : nil
    }
}
