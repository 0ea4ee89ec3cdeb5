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
            let safe = superview.bounds.inset(by: superview._safeAreaInsets)
            // The superview's safe rectangle in this view's bounds coordinates.
            let local = safe.offsetBy(dx: _boundsOrigin.x - _frame.minX, dy: _boundsOrigin.y - _frame.minY)
            let own = bounds
            insets = UIEdgeInsets(
                top: Swift.min(own.height, Swift.max(0, local.minY - own.minY)),
                left: Swift.min(own.width, Swift.max(0, local.minX - own.minX)),
                bottom: Swift.min(own.height, Swift.max(0, own.maxY - local.maxY)),
                right: Swift.min(own.width, Swift.max(0, own.maxX - local.maxX)))
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
