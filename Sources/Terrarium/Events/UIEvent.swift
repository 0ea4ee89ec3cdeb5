import Foundation

/// An object that describes a single user interaction with the app: touches or key presses.
@MainActor
open class UIEvent {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen; in a terminal, mouse clicks.
        case touches
        /// Motion events; never sent in a terminal.
        case motion
        /// Remote-control events; never sent in a terminal.
        case remoteControl
        /// Physical key presses.
        case presses
    }

    /// The kind of the event.
    open var type: EventType { .touches }

    /// The time the event happened, on the main loop's clock.
    open internal(set) var timestamp: TimeInterval

    var _touches: Set<UITouch> = []

    /// Creates an event at the given time.
    package init(timestamp: TimeInterval, touches: Set<UITouch> = []) {
        self.timestamp = timestamp
        self._touches = touches
    }

    /// All touches of the event.
    open var allTouches: Set<UITouch>? { _touches }

    /// The touches of the event that belong to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        _touches.filter { $0.view === view }
    }

    /// The touches of the event that belong to `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        _touches.filter { $0.window === window }
    }
}

/// An event that describes key presses.
@MainActor
open class UIPressesEvent: UIEvent {
    var _presses: Set<UIPress>

    package init(timestamp: TimeInterval, presses: Set<UIPress>) {
        self._presses = presses
        super.init(timestamp: timestamp)
    }

    /// The kind of the event: always `.presses`.
    open override var type: EventType { .presses }

    /// All presses of the event.
    open var allPresses: Set<UIPress> { _presses }
}
