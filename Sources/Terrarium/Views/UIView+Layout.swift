import Foundation

extension UIView {

    /// Top-down: a view lays out before its subviews, whose frames it may just have set.
    /// Safe-area insets are brought up to date on the way, so `layoutSubviews` sees them.
    func _layoutSubtreeIfNeeded() {
        _updateSafeAreaInsets()
        if _needsLayout {
            _needsLayout = false
            _isLayingOutSubviews = true
            if let controller = _viewController {
                controller.viewWillLayoutSubviews()
                layoutSubviews()
                controller.viewDidLayoutSubviews()
            } else {
                layoutSubviews()
            }
            _isLayingOutSubviews = false
            _layoutPassCount += 1
        }
        for subview in _subviews { subview._layoutSubtreeIfNeeded() }
    }

    // MARK: Safe area

    func _updateSafeAreaInsets() {
        let new = _computedSafeAreaInsets()
        guard new != _safeAreaInsets else { return }
        _safeAreaInsets = new
        _needsLayout = true
        _layoutGuideInsetsDidChange()
        safeAreaInsetsDidChange()
        _viewController?.viewSafeAreaInsetsDidChange()
    }

    func _computedSafeAreaInsets() -> UIEdgeInsets {
        guard _window != nil else { return .zero }
        var insets = UIEdgeInsets.zero
        if let window = self as? UIWindow {
            insets = window._windowSafeAreaInsets
        } else if let superview = _superview {
            // As UIKit computes it: the part of this view the superview's unsafe margins
            // cover, not the part outside the superview's bounds. An edge where the superview
            // has no inset covers nothing, however far the view reaches past it (a page
            // sliding off screen keeps its margins); on an edge with an inset, everything
            // beyond the safe line is unsafe, so a view reaching past that edge is inset from
            // its own edge to the safe line.
            let outer = superview._safeAreaInsets
            let safe = superview.bounds.inset(by: outer)
            let frame = _frame
            let size = bounds.size
            insets = UIEdgeInsets(
                top: outer.top > 0 ? Swift.min(size.height, Swift.max(0, safe.minY - frame.minY)) : 0,
                left: outer.left > 0 ? Swift.min(size.width, Swift.max(0, safe.minX - frame.minX)) : 0,
                bottom: outer.bottom > 0 ? Swift.min(size.height, Swift.max(0, frame.maxY - safe.maxY)) : 0,
                right: outer.right > 0 ? Swift.min(size.width, Swift.max(0, frame.maxX - safe.maxX)) : 0)
        }
        if let controller = _viewController {
            insets = insets + controller.additionalSafeAreaInsets + controller._barSafeAreaInsets
        }
        return insets
    }

    // MARK: Layout margins

    // MARK: Sizing

    /// The value meaning "no intrinsic size along this axis".
    public static let noIntrinsicMetric: CGFloat = -1

}
