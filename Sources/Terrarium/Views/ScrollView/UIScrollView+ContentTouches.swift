import Foundation

// Touches that begin in the scroll view's content: whether the content view gets them
// (`touchesShouldBegin`), and whether a drag may take them from it (`touchesShouldCancel`).

extension UIScrollView {
    /// Whether ``panGestureRecognizer`` may take its touches from the content views they
    /// began in: each such view (not the scroll view itself) must be let go by
    /// ``canCancelContentTouches`` and ``touchesShouldCancel(in:)``.
    func _contentTouchesAllowPan() -> Bool {
        for touch in _panRecognizer._touches {
            guard let view = touch.view, view !== self, view.isDescendant(of: self) else { continue }
            guard canCancelContentTouches, touchesShouldCancel(in: view) else { return false }
        }
        return true
    }

    /// The view a touch that hit `view` goes to: `view`, unless the scroll view nearest it
    /// (an ancestor) answers `false` to ``touchesShouldBegin(_:with:in:)``, which keeps the
    /// touch for itself.
    static func _receiver(of touch: UITouch, hitting view: UIView?, with event: UIEvent) -> UIView? {
        guard let view else { return nil }
        var ancestor = view.superview
        while let current = ancestor, !(current is UIScrollView) { ancestor = current.superview }
        guard let scrollView = ancestor as? UIScrollView else { return view }
        return scrollView.touchesShouldBegin([touch], with: event, in: view) ? view : scrollView
    }
}
