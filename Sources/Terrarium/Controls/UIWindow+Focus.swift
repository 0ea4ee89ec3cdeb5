import Foundation

// Keyboard focus: which view Tab and Shift-Tab reach, in what order, and the bookkeeping
// that keeps the focused view the window's first responder.

extension UIWindow {
    /// The view that has keyboard focus in this window, or `nil`.
    ///
    /// Tab moves focus to the next focusable view in reading order (top to bottom, then
    /// left to right, by each view's origin in window coordinates; views at the same place
    /// in the order of the view tree), Shift-Tab to the previous one, both wrapping around.
    /// With nothing focused, Tab focuses the first view and Shift-Tab the last. A view is
    /// focusable when its ``UIView/canBecomeFocused`` is `true` and neither it nor an
    /// ancestor is hidden, fully transparent (alpha below 0.01) or not interactive, at
    /// least one of its cells is inside the window and its clipping ancestors, and, while a
    /// view controller is presented, it is inside the topmost presented controller's view.
    ///
    /// The focused view is also the window's first responder, so key presses start at it
    /// and climb the responder chain: Enter on a focused button presses it, Esc goes on to
    /// the navigation controller around it. Focus is lost when the view stops being
    /// focusable (disabled, hidden, removed, covered by a presentation) or another
    /// responder becomes first responder.
    ///
    /// ```swift
    /// screen.press("tab")
    /// #expect(screen.window.focusedView === saveButton)
    /// ```
    /// - Note: UIKit keeps focus in a `UIFocusSystem` (`focusedItem`) found from the
    ///   window's scene, and UIKit's focus is not the first responder. Terrarium keeps it
    ///   on the window, makes the focused view first responder so presses start there, and
    ///   does not restore focus when a presentation is dismissed: the next Tab starts over.
    public var focusedView: UIView? { _focusedView }

    /// Called whenever `_firstResponder` changes: focus goes with the first responder, so
    /// a focused view that is no longer first responder loses focus.
    func _firstResponderDidChange() {
        // The terminal's cursor follows the first responder.
        _setNeedsPresentation()
        guard let focused = _focusedView, focused !== _firstResponder else { return }
        _focusedView = nil
        _focusDidMove(from: focused, to: nil, heading: [])
    }

    /// Drops focus from a view that can no longer have it. Runs before presses are
    /// dispatched and after each layout pass.
    func _validateFocus() {
        guard let focused = _focusedView, !_isFocusable(focused) else { return }
        _setFocusedView(nil, heading: [])
    }

    /// Moves focus to `view` (or nowhere) and makes it the first responder.
    ///
    /// - Returns: `false` if a first responder that is not the focused view refused to resign.
    @discardableResult
    func _setFocusedView(_ view: UIView?, heading: UIFocusHeading) -> Bool {
        let previous = _focusedView
        guard view !== previous else { return true }
        if let current = _firstResponder, current !== previous {
            guard current.resignFirstResponder() else { return false }
        } else if let previous, view != nil, !previous._allowsFocusToLeave() {
            return false
        }
        // Focus first, so the first responder's observer sees them agree.
        _focusedView = view
        _firstResponder = view
        _focusDidMove(from: previous, to: view, heading: heading)
        return true
    }

    /// Redraws both views and tells them and their ancestors, each once, of the move.
    private func _focusDidMove(from previous: UIView?, to next: UIView?, heading: UIFocusHeading) {
        previous?.setNeedsDisplay()
        next?.setNeedsDisplay()
        let context = UIFocusUpdateContext(
            previouslyFocusedView: previous, nextFocusedView: next, focusHeading: heading)
        let coordinator = UIFocusAnimationCoordinator()
        var told: Set<ObjectIdentifier> = []
        for start in [previous, next] {
            var view = start
            while let current = view {
                if told.insert(ObjectIdentifier(current)).inserted {
                    current.didUpdateFocus(in: context, with: coordinator)
                }
                view = current._superview
            }
        }
        coordinator._finish()
    }

    /// Handles Tab and Shift-Tab (with no other modifier) by moving focus.
    ///
    /// - Returns: whether the presses were a focus move; `false` for other keys and when
    ///   nothing in the window is focusable.
    func _moveFocus(for presses: Set<UIPress>) -> Bool {
        guard let key = presses.first(where: { $0.key?.keyCode == .keyboardTab })?.key,
            key.modifierFlags.subtracting([.shift, .alphaShift]).isEmpty
        else { return false }
        let candidates = _focusableViews()
        guard !candidates.isEmpty else { return false }
        let backwards = key.modifierFlags.contains(.shift)
        let target: UIView
        if let focused = _focusedView, let index = candidates.firstIndex(where: { $0 === focused }) {
            let step = backwards ? candidates.count - 1 : 1
            target = candidates[(index + step) % candidates.count]
        } else {
            target = backwards ? candidates[candidates.count - 1] : candidates[0]
        }
        _setFocusedView(target, heading: backwards ? .previous : .next)
        return true
    }

    /// The view whose subtree focus is confined to: the topmost subview that confines it
    /// (the container of the topmost presentation), otherwise the window.
    var _focusScope: UIView {
        _subviews.last(where: { $0._confinesFocus }) ?? self
    }

    /// The area of the window that is on screen, in window coordinates.
    /// The window's cells: what focus can reach is what is drawn there.
    private var _focusArea: CGRect { screen.cellRect(for: CGRect(origin: .zero, size: _frame.size)) }

    /// `scope`'s frame in window coordinates, such that its content starts at
    /// `frame.origin - bounds.origin` (the window's own frame is its bounds).
    private func _frameInWindow(of scope: UIView) -> CGRect {
        guard scope !== self, let superview = scope._superview else {
            return CGRect(origin: _boundsOrigin, size: _frame.size)
        }
        return superview.convert(scope._frame, to: nil)
    }

    /// The focusable views in reading order.
    func _focusableViews() -> [UIView] {
        var found: [(view: UIView, origin: CGPoint, order: Int)] = []
        func visit(_ view: UIView, frame: CGRect, clip: CGRect) {
            guard !view._isHidden, view._alpha >= 0.01, view.isUserInteractionEnabled else { return }
            let snapped = screen.cellRect(for: frame)
            let visible = snapped.intersection(clip)
            let isVisible = !visible.isNull && !visible.isEmpty
            if isVisible, view.canBecomeFocused { found.append((view, snapped.origin, found.count)) }
            if view.clipsToBounds && !isVisible { return }
            let childClip = view.clipsToBounds ? visible : clip
            let dx = frame.minX - view._boundsOrigin.x, dy = frame.minY - view._boundsOrigin.y
            for subview in view._subviews {
                visit(subview, frame: subview._frame.offsetBy(dx: dx, dy: dy), clip: childClip)
            }
        }
        let scope = _focusScope
        visit(scope, frame: _frameInWindow(of: scope), clip: _focusArea)
        found.sort { a, b in
            if a.origin.y != b.origin.y { return a.origin.y < b.origin.y }
            if a.origin.x != b.origin.x { return a.origin.x < b.origin.x }
            return a.order < b.order
        }
        return found.map(\.view)
    }

    /// Whether `view` is one of ``_focusableViews()``, checked along its ancestors only.
    func _isFocusable(_ view: UIView) -> Bool {
        guard view.canBecomeFocused, view._window === self else { return false }
        let scope = _focusScope
        var chain: [UIView] = []
        var current: UIView? = view
        while let ancestor = current, ancestor !== scope {
            chain.append(ancestor)
            current = ancestor._superview
        }
        guard current === scope else { return false }
        chain.append(scope)
        var frame = _frameInWindow(of: scope)
        var clip = _focusArea
        for (index, ancestor) in chain.reversed().enumerated() {
            guard !ancestor._isHidden, ancestor._alpha >= 0.01, ancestor.isUserInteractionEnabled else { return false }
            let visible = screen.cellRect(for: frame).intersection(clip)
            let isVisible = !visible.isNull && !visible.isEmpty
            if index == chain.count - 1 { return isVisible }
            if ancestor.clipsToBounds {
                guard isVisible else { return false }
                clip = visible
            }
            let child = chain[chain.count - 2 - index]
            frame = child._frame.offsetBy(
                dx: frame.minX - ancestor._boundsOrigin.x, dy: frame.minY - ancestor._boundsOrigin.y)
        }
        return false
    }
}
