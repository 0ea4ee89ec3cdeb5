import Foundation

/// One touch on the screen; in a terminal, a mouse button held down on a cell.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phases of a touch.
    public enum Phase: Int, Sendable {
        /// The touch began.
        case began
        /// The touch moved.
        case moved
        /// The touch is down and not moving.
        case stationary
        /// The touch ended.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// The phase of the touch.
    open internal(set) var phase: Phase
    /// The number of taps in a row at this location.
    open internal(set) var tapCount: Int
    /// The time of the touch's last change, on the main loop's clock.
    open internal(set) var timestamp: TimeInterval
    /// The view the touch began in (found by hit testing).
    open internal(set) var view: UIView?
    /// The window the touch belongs to.
    open internal(set) weak var window: UIWindow?

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    init(
        window: UIWindow, view: UIView?, location: CGPoint, phase: Phase, tapCount: Int, timestamp: TimeInterval
    ) {
        self.window = window
        self.view = view
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
    }

    /// Moves the touch to `location` in its window, in `phase`: what ``UIEventDispatcher``
    /// does when the mouse is dragged and released.
    func _update(location: CGPoint, phase: Phase, timestamp: TimeInterval) {
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        self.phase = phase
        self.timestamp = timestamp
    }

    /// The gesture recognizers receiving the touch: those of the view it began in and of that
    /// view's ancestors that took it, nearest first. Empty once the gesture is over.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        window?._gestureEnvironment.recognizers(of: self)
    }

    /// The touch's location in `view`'s coordinate space, or in the window's if `view` is nil.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The touch's previous location in `view`'s coordinate space.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

}
