import Foundation

// How several windows share a screen: the window a backend shows (the one with a canvas
// presenter) draws, over itself and under itself by level, the other visible windows of its
// screen that no backend shows, and passes touches to the topmost one under the pointer.
extension UIWindow {
    /// The window that draws this one: itself when a backend shows it, else the visible window
    /// of its screen that a backend shows, if any.
    var _stackingHost: UIWindow? {
        if canvasPresenter != nil { return self }
        return UIWindow._visibleWindows.first { $0.canvasPresenter != nil && $0.screen === screen }
    }

    /// The windows this one draws, bottom first: itself and the visible windows of its screen
    /// that no backend shows, by ``windowLevel``, then in the order they were shown (this
    /// window, if hidden, first within its level).
    var _stackedWindows: [UIWindow] {
        var windows: [(window: UIWindow, order: Int)] = []
        if _isHidden { windows.append((self, -1)) }
        for (order, window) in UIWindow._visibleWindows.enumerated()
        where window === self || (window.screen === screen && window.canvasPresenter == nil) {
            windows.append((window, order))
        }
        guard windows.count > 1 else { return [self] }
        return windows.sorted {
            ($0.window.windowLevel, $0.order) < ($1.window.windowLevel, $1.order)
        }.map(\.window)
    }

    /// Where `window`'s origin is in this window's coordinates: both are placed on their
    /// screen by their frames.
    func _origin(of window: UIWindow) -> CGPoint {
        CGPoint(x: window.frame.minX - frame.minX, y: window.frame.minY - frame.minY)
    }

    /// The window a touch at `point` (in this window's coordinates) goes to, with the view it
    /// hits and the point in that window's coordinates: the topmost of ``_stackedWindows``
    /// whose `hitTest(_:with:)` finds a view, as UIKit asks its windows from the top down;
    /// this window (and whatever it hits, if anything) when none does.
    func _touchTarget(at point: CGPoint, with event: UIEvent?) -> (window: UIWindow, view: UIView?, point: CGPoint) {
        for window in _stackedWindows.reversed() where window !== self {
            let origin = _origin(of: window)
            let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
            if let view = window.hitTest(local, with: event) { return (window, view, local) }
        }
        return (self, hitTest(point, with: event), point)
    }

    /// Marks the window that draws this one as needing a new frame: the window stacks, shows,
    /// hides or moves among others.
    func _stackingDidChange() {
        _setNeedsPresentation()
        if canvasPresenter == nil { _stackingHost?._setNeedsPresentation() }
    }
}
