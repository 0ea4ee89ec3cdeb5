import Foundation

// The hardware cursor on the focused control, for screen magnifiers and readers that
// follow the terminal's cursor.

extension UIWindow {
    /// The highlighted row of an open context menu, else the focused view's cursor point
    /// (its first cell, or its thumb or selected segment), else the first cell of the view
    /// an accessibility notification last moved to, as a cell of the window; `nil` when none
    /// is on screen.
    var _focusCursorLocation: CGPoint? {
        if let menu = _openContextMenu { return menu.cursorLocation }
        if let view = _focusedView, view._window === self {
            let point = view.convert(view._focusCursorPoint, to: nil)
            return bounds.contains(point) ? _cell(at: point) : nil
        }
        guard let view = _accessibilityCursorView, view._window === self, !view.isHidden else { return nil }
        let point = view.convert(view.bounds.origin, to: nil)
        return bounds.contains(point) ? _cell(at: point) : nil
    }
}
