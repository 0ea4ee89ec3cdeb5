import Foundation

/// An object that describes a single user interaction with the app: touches or key presses.
@preconcurrency @MainActor
open class UIEvent: NSObject {
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
        /// Scrolling with a mouse wheel or trackpad (``UIScrollEvent``).
        case scroll
    }

    /// The mouse buttons of a touch event.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: Int
        /// Creates a mask from a raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The button numbered `buttonNumber`, from 1 for the primary one.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }

    /// The kind of the event.
    open var type: EventType { .touches }

    /// The time the event happened, on the main loop's clock.
    open internal(set) var timestamp: TimeInterval

    var _touches: Set<UITouch> = []

    /// The mouse buttons held for this touch event: `.primary` for a touch screen or the
    /// left button, `.secondary` for a right click.
    open internal(set) var buttonMask: ButtonMask = .primary

    /// The modifier keys held when the event happened.
    open internal(set) var modifierFlags: UIKeyModifierFlags = []

    /// Creates an event at the given time.
    init(
        timestamp: TimeInterval, touches: Set<UITouch> = [], buttonMask: ButtonMask = .primary,
        modifierFlags: UIKeyModifierFlags = []
    ) {
        self.timestamp = timestamp
        self._touches = touches
        self.buttonMask = buttonMask
        self.modifierFlags = modifierFlags
    }

    /// All touches of the event.
    open var allTouches: Set<UITouch>? { _touches }

    /// The touches of the event that belong to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        _touches.filter { $0.view === view }
    }

    /// The touches of the event that `gestureRecognizer` follows.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        _touches.filter { touch in gestureRecognizer._touches.contains { $0 === touch } }
    }

    /// The touches of the event that belong to `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        _touches.filter { $0.window === window }
    }
}

/// An event that describes key presses.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var _presses: Set<UIPress>

    init(timestamp: TimeInterval, presses: Set<UIPress>) {
        self._presses = presses
        super.init(timestamp: timestamp)
    }

    /// The kind of the event: always `.presses`.
    open override var type: EventType { .presses }

    /// All presses of the event.
    open var allPresses: Set<UIPress> { _presses }
}

/// A turn of the mouse wheel (or a trackpad swipe) over a view.
///
/// The terminal backend sends one per wheel notch to the view under the pointer, through
/// `UIResponder.scrollWheel(with:)`.
///
/// - Note: A Terrarium addition in the shape of UIKit's `.scroll` event type, which UIKit
///   hands only to gesture recognizers.
@preconcurrency @MainActor
open class UIScrollEvent: UIEvent {
    /// How far to scroll, in notches: positive `deltaY` scrolls the content up (the wheel
    /// turned towards the user, to see what is below), positive `deltaX` to the right.
    public let deltaX: CGFloat
    /// See ``deltaX``.
    public let deltaY: CGFloat

    private let locationInWindow: CGPoint
    /// The window the pointer is over.
    public private(set) weak var window: UIWindow?

    /// Creates a scroll event.
    init(
        timestamp: TimeInterval, window: UIWindow, location: CGPoint, deltaX: CGFloat, deltaY: CGFloat,
        modifierFlags: UIKeyModifierFlags = []
    ) {
        self.window = window
        self.locationInWindow = location
        self.deltaX = deltaX
        self.deltaY = deltaY
        super.init(timestamp: timestamp, modifierFlags: modifierFlags)
    }

    /// The kind of the event: always `.scroll`.
    open override var type: EventType { .scroll }

    /// The pointer's location in `view`'s coordinate space, or in the window's if `view` is nil.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }
}
