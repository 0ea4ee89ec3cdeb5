import Foundation

extension UIEventDispatcher {
    /// Begins a touch on the cell at `cell` (column, row): a mouse button went down there.
    ///
    /// The touch is at the point in the middle of that cell, in the window's coordinates
    /// (``UIScreen/point(atColumn:row:)`` of the window's screen): views see points, never
    /// cells. Fractions of a cell are dropped, as a terminal reports whole cells.
    ///
    /// The view under the point (by `hitTest(_:with:)`) gets `touchesBegan(_:with:)`, and the
    /// touch stays with it until it ends; when other windows share the screen, the topmost
    /// window (by `windowLevel`) whose `hitTest(_:with:)` finds a view there gets the touch
    /// (see ``UIWindow/windowLevel``); a scroll view that refuses it to its content view
    /// (`UIScrollView.touchesShouldBegin(_:with:in:)`) gets it instead. Clicks on the same point with the same buttons
    /// within ``multipleTapInterval`` of the last one are counted in the touch's `tapCount`
    /// (2 for a double click). A touch still held (a second button went down) ends first,
    /// where it is, rather than be left open.
    ///
    /// ```swift
    /// input.beginTouch(at: CGPoint(x: 3, y: 4), buttonMask: .secondary)   // a right click on column 3, row 4
    /// input.endTouch(at: CGPoint(x: 3, y: 4))
    /// ```
    ///
    /// - Parameters:
    ///   - cell: Which cell, as a terminal reports it: `x` the column, `y` the row.
    ///   - buttonMask: The button: `.primary` for the left one, `.secondary` for the right.
    ///   - modifierFlags: The modifier keys held.
    public func beginTouch(
        at cell: CGPoint, buttonMask: UIEvent.ButtonMask = .primary, modifierFlags: UIKeyModifierFlags = []
    ) {
        let point = self.point(atCell: cell)
        let now = MainLoop.main.now
        if let (touch, held) = activeTouch {
            touch._update(location: touch.location(in: nil), phase: .ended, timestamp: now)
            send(touch, buttonMask: held, modifierFlags: modifierFlags)
        }
        let tapCount = nextTapCount(at: point, buttonMask: buttonMask, now: now)
        let (target, hit, local) = window._touchTarget(at: point, with: nil)
        let touch = UITouch(
            window: target, view: hit, location: local, phase: .began, tapCount: tapCount, timestamp: now)
        // A scroll view may keep a touch from its content (`touchesShouldBegin(_:with:in:)`).
        touch.view = UIScrollView._receiver(
            of: touch, hitting: hit,
            with: UIEvent(timestamp: now, touches: [touch], buttonMask: buttonMask, modifierFlags: modifierFlags))
        activeTouch = (touch, buttonMask)
        send(touch, buttonMask: buttonMask, modifierFlags: modifierFlags)
    }

    /// Moves the held touch to the middle of the cell at `cell` (a drag): its view gets
    /// `touchesMoved(_:with:)`. Does nothing without a held touch or when the touch is already
    /// there.
    ///
    /// - Parameters:
    ///   - cell: Which cell: `x` the column, `y` the row.
    ///   - modifierFlags: The modifier keys held.
    public func moveTouch(to cell: CGPoint, modifierFlags: UIKeyModifierFlags = []) {
        guard let (touch, buttonMask) = activeTouch else { return }
        let point = self.point(atCell: cell, in: touch.window)
        guard touch.location(in: nil) != point else { return }
        touch._update(location: point, phase: .moved, timestamp: MainLoop.main.now)
        send(touch, buttonMask: buttonMask, modifierFlags: modifierFlags)
    }

    /// Ends the held touch in the middle of the cell at `cell`: the button went up. Its view
    /// gets `touchesEnded(_:with:)`. Does nothing without a held touch.
    ///
    /// - Parameters:
    ///   - cell: Which cell: `x` the column, `y` the row.
    ///   - modifierFlags: The modifier keys held.
    public func endTouch(at cell: CGPoint, modifierFlags: UIKeyModifierFlags = []) {
        guard let (touch, buttonMask) = activeTouch else { return }
        let point = self.point(atCell: cell, in: touch.window)
        activeTouch = nil
        touch._update(location: point, phase: .ended, timestamp: MainLoop.main.now)
        send(touch, buttonMask: buttonMask, modifierFlags: modifierFlags)
    }

    /// Turns the mouse wheel over the cell at `cell`: a `UIScrollEvent` goes to the view
    /// under the middle of that cell (`scrollWheel(with:)`), which scrolls or passes it along
    /// the responder chain.
    ///
    /// - Parameters:
    ///   - cell: Where the pointer is: `x` the column, `y` the row.
    ///   - deltaX: Notches to the right (negative: to the left).
    ///   - deltaY: Notches towards what is below (negative: towards what is above).
    ///   - modifierFlags: The modifier keys held.
    public func sendScroll(
        at cell: CGPoint, deltaX: CGFloat = 0, deltaY: CGFloat, modifierFlags: UIKeyModifierFlags = []
    ) {
        let (target, _, point) = window._touchTarget(at: self.point(atCell: cell), with: nil)
        let event = UIScrollEvent(
            timestamp: MainLoop.main.now, window: target, location: point, deltaX: deltaX, deltaY: deltaY,
            modifierFlags: modifierFlags)
        UIApplication.shared.sendEvent(event)
    }

    /// The point in the middle of a cell of the window's screen, in the window's coordinates.
    private func point(atCell cell: CGPoint) -> CGPoint {
        window.screen.point(atColumn: Int(cell.x.rounded(.down)), row: Int(cell.y.rounded(.down)))
    }

    /// The point in the middle of a cell, in the coordinates of `other`, a window stacked on
    /// the dispatcher's (the window a touch began in).
    private func point(atCell cell: CGPoint, in other: UIWindow?) -> CGPoint {
        let point = self.point(atCell: cell)
        guard let other, other !== window else { return point }
        let origin = window._origin(of: other)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    private func send(_ touch: UITouch, buttonMask: UIEvent.ButtonMask, modifierFlags: UIKeyModifierFlags) {
        let event = UIEvent(
            timestamp: touch.timestamp, touches: [touch], buttonMask: buttonMask, modifierFlags: modifierFlags)
        UIApplication.shared.sendEvent(event)
    }

    /// 1, or one more than the last touch's count when this one is at the same point with
    /// the same buttons within ``multipleTapInterval``.
    private func nextTapCount(at point: CGPoint, buttonMask: UIEvent.ButtonMask, now: TimeInterval) -> Int {
        var count = 1
        if let last = lastTap, last.location == point, last.buttonMask == buttonMask,
            now - last.timestamp <= Self.multipleTapInterval
        {
            count = last.count + 1
        }
        lastTap = (point, buttonMask, now, count)
        return count
    }
}
