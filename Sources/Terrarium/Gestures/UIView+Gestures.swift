import Foundation

extension UIView {
    /// The gesture recognizers added to the view, in the order they were added; `nil` when
    /// there are none, as in UIKit. Setting it removes the current ones and adds the new ones.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set {
            for recognizer in _gestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Adds a gesture recognizer to the view (moving it from the view it was on), so that it
    /// receives the touches that begin in this view and its subviews. The view holds it.
    ///
    /// ```swift
    /// let swipe = UISwipeGestureRecognizer { _ in self.showNextPage() }
    /// swipe.direction = .left
    /// pageView.addGestureRecognizer(swipe)
    /// ```
    ///
    /// - Parameter gestureRecognizer: The recognizer.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let current = gestureRecognizer._view {
            if current === self { return }
            current.removeGestureRecognizer(gestureRecognizer)
        }
        _gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer._view = self
    }

    /// Removes a gesture recognizer from the view. A recognizer in the middle of a gesture
    /// stops as if disabled: cancelled if it began, failed otherwise.
    ///
    /// - Parameter gestureRecognizer: The recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = _gestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer._environment?.stop(gestureRecognizer)
        _gestureRecognizers.remove(at: index)
        gestureRecognizer._view = nil
    }
}
