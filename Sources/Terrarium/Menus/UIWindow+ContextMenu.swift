import Foundation

// Opening context menus: a right click on a view with a UIContextMenuInteraction (or a
// button with a menu), or Shift-F10 on the focused view.

extension UIWindow {
    /// The open context menu, if any.
    var _openContextMenu: _ContextMenuView? {
        _subviews.last(where: { $0 is _ContextMenuView }) as? _ContextMenuView
    }

    /// Opens a context menu for a right-button press on a view with a menu, and swallows
    /// the rest of that press.
    ///
    /// - Returns: whether the event was taken.
    func _handleContextMenuTouches(_ event: UIEvent) -> Bool {
        guard let touch = event.allTouches?.first else { return false }
        if let menu = _openContextMenu, let opening = menu.openingTouch, opening === touch {
            return true
        }
        guard touch.phase == .began, event.buttonMask.contains(.secondary), touch.view !== _openContextMenu else {
            return false
        }
        let point = touch.location(in: nil)
        var view = touch.view
        while let candidate = view {
            if _openMenu(on: candidate, at: candidate.convert(point, from: nil), anchor: point) {
                _openContextMenu?.openingTouch = touch
                return true
            }
            view = candidate._superview
        }
        return false
    }

    /// Shift-F10 opens the context menu of the first responder or its nearest ancestor
    /// with one, just below the first responder (a table view: below its cursor's row).
    ///
    /// - Returns: whether a menu opened.
    func _openContextMenuFromKeyboard(_ presses: Set<UIPress>) -> Bool {
        guard
            presses.contains(where: {
                $0.key?.keyCode == UIKeyboardHIDUsage(rawValue: 0x43)
                    && $0.key?.modifierFlags.subtracting(.alphaShift) == .shift
            }),
            let responder = _firstResponder as? UIView
        else { return false }
        let area = responder._contextMenuKeyboardRect
        let anchor = responder.convert(CGPoint(x: area.minX, y: area.maxY), to: nil)
        var view: UIView? = responder
        while let candidate = view {
            let location = candidate.convert(responder.convert(area.origin, to: nil), from: nil)
            if _openMenu(on: candidate, at: location, anchor: anchor) { return true }
            view = candidate._superview
        }
        return false
    }

    /// Opens the menu `view` offers at `location` (its coordinates), anchored at `anchor`
    /// (window coordinates): its context menu interaction's, or a button's menu.
    private func _openMenu(on view: UIView, at location: CGPoint, anchor: CGPoint) -> Bool {
        for case let interaction as UIContextMenuInteraction in view._interactions {
            if interaction._open(at: location, anchor: view.convert(anchor, from: nil)) { return true }
        }
        return view._openOwnContextMenu(anchor: view.convert(anchor, from: nil))
    }
}
