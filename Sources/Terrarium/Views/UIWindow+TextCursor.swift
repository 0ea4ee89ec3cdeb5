import Foundation

extension UIWindow {
    /// The cell where the terminal's cursor should show (`x` the column, `y` the row): the
    /// cell of the origin of the
    /// first responder's ``UITextCursorProviding/textCursorRect``, or `nil` (hidden) when the
    /// first responder provides one that is hidden or transparent, or outside the window or
    /// outside an ancestor that clips its subviews (a field scrolled out of view). When the
    /// first responder provides no text cursor, the cursor follows keyboard focus so screen
    /// magnifiers and readers can track it: the highlighted item of an open context menu,
    /// else the focused view's first cell (a slider's thumb, a switch's thumb, a segmented
    /// control's selected segment), else the first cell of the view that
    /// ``UIAccessibility/post(notification:argument:)`` last moved to with
    /// ``UIAccessibility/Notification/screenChanged`` or ``UIAccessibility/Notification/layoutChanged``.
    ///
    /// - Note: A Terrarium addition, read by presenters after each frame.
    public var textCursorLocation: CGPoint? {
        guard let view = _firstResponder as? UITextCursorProviding, view._window === self,
            let rect = view.textCursorRect
        else { return _focusCursorLocation }
        let point = view.convert(rect.origin, to: nil)
        guard bounds.contains(point) else { return nil }
        var ancestor: UIView? = view
        while let current = ancestor {
            if current.isHidden || current.alpha < 0.01 { return nil }
            if current.clipsToBounds, !current.convert(current.bounds, to: nil).contains(point) { return nil }
            ancestor = current._superview
        }
        return _cell(at: point)
    }

    /// The cell (column, row) of the window's screen that `point` falls in.
    func _cell(at point: CGPoint) -> CGPoint {
        let cell = screen.cell(at: CGPoint(x: point.x + 1e-9, y: point.y + 1e-9))
        return CGPoint(x: cell.column, y: cell.row)
    }
}
