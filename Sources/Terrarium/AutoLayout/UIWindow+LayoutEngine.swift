extension UIWindow {
    /// In a window that uses constraints, a controller told of a new size gets
    /// `updateViewConstraints()` before the layout that follows, as UIKit's rotation logs
    /// show (`viewWillTransition(to:with:)`, then `updateViewConstraints`, then
    /// `viewWillLayoutSubviews`).
    func _sizeTransitionNeedsConstraintUpdate(_ controller: UIViewController) {
        guard _autoLayout?.engine != nil, let view = controller.viewIfLoaded else { return }
        view.setNeedsUpdateConstraints()
    }
}
