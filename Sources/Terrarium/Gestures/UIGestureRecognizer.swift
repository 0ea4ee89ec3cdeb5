import Foundation

/// The base class of gesture recognizers: objects that watch the touches in a view and its
/// subviews, decide whether they make a gesture (a tap, a drag, a long press), and tell
/// their targets as the gesture goes on.
///
/// Add a recognizer to a view with ``UIView/addGestureRecognizer(_:)``. Touches that begin
/// in the view or any of its subviews reach the view's recognizers before the view under
/// the pointer sees them; a recognizer that recognizes its gesture cancels the touches in
/// that view (``cancelsTouchesInView``), so the view gets `touchesCancelled(_:with:)`.
///
/// ```swift
/// // UIKit: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
/// let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan(_:)", Self.handlePan(_:)))
/// card.addGestureRecognizer(pan)
///
/// // Or with a closure:
/// card.addGestureRecognizer(UITapGestureRecognizer { tap in
///     print("tapped at", tap.location(in: tap.view))
/// })
/// ```
///
/// A recognizer's ``state`` follows UIKit's state machine. A discrete gesture (a tap, a
/// swipe) goes from `.possible` to `.ended` (``State/recognized``) or `.failed`; a
/// continuous one (a pan, a long press) to `.began`, `.changed` as it goes, and `.ended` or
/// `.cancelled`. Targets hear of every state but `.possible` and `.failed`; after the gesture
/// the recognizer is reset to `.possible`. Recognizers of one touch compete: the first to
/// recognize makes the others fail, unless a delegate lets them recognize simultaneously;
/// ``require(toFail:)`` makes one wait for another's failure (a single tap waiting for a
/// double tap).
///
/// Target-action: without the Objective-C runtime, `#selector` does not exist on Linux. A
/// ``Selector`` here is a typed value made from a method reference and the name
/// `#selector` spelled, so `#selector(handlePan(_:))` becomes
/// `Selector("handlePan(_:)", Self.handlePan(_:))` mechanically; ``init(target:action:)``,
/// ``addTarget(_:action:)`` and ``removeTarget(_:action:)`` take it, and targets are held
/// weakly, as in UIKit. For code written for Terrarium, ``init(handler:)`` takes a closure
/// that receives the recognizer with its own type, and ``addAction(_:)`` a ``UIAction``, as
/// controls do.
///
/// Subclassing: override ``touchesBegan(_:with:)``, ``touchesMoved(_:with:)``,
/// ``touchesEnded(_:with:)``, ``touchesCancelled(_:with:)`` and ``reset()``, and set
/// ``state`` (UIKit's `UIGestureRecognizerSubclass` members are part of the class here).
///
/// - Note: One point is one terminal cell, and touches come from the mouse: one touch at a
///   time, made by a held button. Only touches of the primary button reach recognizers,
///   except a tap's or a long press's whose `buttonMaskRequired` asks for another. Actions
///   are sent after every recognizer has seen an event's touches and before the view under
///   the pointer gets them, as UIKit does. A subclass reads the state it sets at once
///   (`.began`, `.ended`, or `.failed` when refused), except while it waits for another
///   recognizer to fail (``require(toFail:)``), when it reads `.possible` until allowed.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a gesture recognizer.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// The recognizer has not recognized its gesture, and may be watching touches. The
        /// state of every recognizer between gestures.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete one was recognized (``recognized``).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches are not this recognizer's gesture.
        case failed

        /// A discrete gesture was recognized: the same state as ``ended``.
        public static var recognized: State { .ended }

        /// The state's name, as UIKit's `UIGestureRecognizerState` constants end.
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    /// The state, with a recognition that waits for another recognizer to fail.
    var _machine = GestureRecognizerStateMachine()
    /// The targets and actions, in the order they were added.
    var _targets: [_GestureTarget] = []
    /// The recognizers `require(toFail:)` made this one wait for.
    var _requiredFailures: [_WeakGestureRecognizer] = []
    weak var _view: UIView?
    var _isEnabled = true
    /// The touches the recognizer follows now, in the order they began; an ended touch
    /// leaves once the event that ended it has been handled.
    var _touches: [UITouch] = []
    /// Where the touches were (their centroid, in window coordinates) when last seen.
    var _lastLocationInWindow = CGPoint.zero
    /// The environment arbitrating the current gesture, while the recognizer takes part.
    weak var _environment: GestureEnvironment?

    /// Creates a recognizer that sends `action` to `target` when its state changes.
    ///
    /// ```swift
    /// // UIKit: UITapGestureRecognizer(target: self, action: #selector(close))
    /// UITapGestureRecognizer(target: self, action: Selector("close", Self.close))
    /// ```
    ///
    /// - Parameters:
    ///   - target: The object to send the action to, held weakly; `nil` for none yet.
    ///   - action: The method to send; `nil` for none yet.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action {
            addTarget(target, action: action)
        }
    }

    /// Creates a recognizer with no targets yet.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer that calls `handler` when its state changes, with the recognizer
    /// as its own type.
    ///
    /// ```swift
    /// let pan = UIPanGestureRecognizer { pan in
    ///     card.center.x += pan.translation(in: card.superview).x
    ///     pan.setTranslation(.zero, in: card.superview)
    /// }
    /// ```
    ///
    /// - Note: A Terrarium addition: UIKit takes only target-action. The handler is held
    ///   strongly; capture the recognizer's owner weakly.
    ///
    /// - Parameter handler: Called for every state but `.possible` and `.failed`.
    public convenience init(handler: @escaping @MainActor (Self) -> Void) {
        self.init(target: nil, action: nil)
        addAction(UIAction { action in handler(action.sender as! Self) })
    }

    // MARK: State

    /// The recognizer's state. Subclasses set it as they recognize their gesture; clients
    /// read it.
    ///
    /// A change the state machine does not allow (from `.possible` to `.changed`, or any
    /// change after `.ended`) is logged through `MainLoop.main.logger` and ignored.
    ///
    /// Setting `.began` or `.ended` (recognized) from `.possible` is decided at once, inside
    /// the setter, as UIKit does: the view and the delegate are asked
    /// `gestureRecognizerShouldBegin`, and a recognizer of the same touches that already
    /// recognized may prevent it. The state then reads what was set, or `.failed` if the
    /// recognition was refused, so a subclass that calls `super` and then reads `state` sees
    /// the outcome (a tap `.ended`, a pan `.began` on its first move and `.changed` after).
    /// The targets hear of it once every recognizer has seen the event. A recognizer that
    /// must wait for another to fail (``require(toFail:)``, or a delegate's or subclass's
    /// failure requirement) reads `.possible` until the other fails, and then recognizes,
    /// or fails if the other recognizes; UIKit documents this as delaying the transition
    /// out of `.possible`.
    ///
    /// - Note: UIKit makes the setter available to subclasses only, through
    ///   `UIGestureRecognizerSubclass`; Swift has no such access level, so it is public.
    open var state: State {
        get { _machine.state }
        set { _requestState(newValue) }
    }

    /// The recognizer's delegate, held weakly.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer receives touches. `true` by default. Disabling a recognizer
    /// that began cancels its gesture (its targets hear `.cancelled`); one that had not
    /// recognized yet fails.
    open var isEnabled: Bool {
        get { _isEnabled }
        set {
            guard newValue != _isEnabled else { return }
            _isEnabled = newValue
            if !newValue { _environment?.stop(self) }
        }
    }

    /// The view the recognizer is added to, or `nil`.
    open var view: UIView? { _view }

    /// Whether recognizing the gesture cancels its touches in the view under them: the view
    /// gets `touchesCancelled(_:with:)` for touches it saw begin (before the targets hear of
    /// the recognition) and nothing more of them. `true` by default.
    open var cancelsTouchesInView = true

    /// Whether the view under the touches is kept from seeing them begin while the recognizer
    /// has not decided: it gets `touchesBegan(_:with:)` (and the moves since) only once the
    /// recognizer fails, and nothing if it recognizes. `false` by default.
    open var delaysTouchesBegan = false

    /// Whether the view under the touches is kept from seeing them end while the recognizer
    /// has not decided: it gets `touchesEnded(_:with:)` once the recognizer fails, or
    /// `touchesCancelled(_:with:)` if it recognizes. `true` by default, which is what holds a
    /// single click's end back while a double-tap recognizer waits for a second click.
    open var delaysTouchesEnded = true

    /// A name for the recognizer, for debugging.
    open var name: String?

    /// The modifier keys held during the last event the recognizer received.
    open internal(set) var modifierFlags: UIKeyModifierFlags = []

    /// The mouse buttons held during the last event the recognizer received.
    open internal(set) var buttonMask: UIEvent.ButtonMask = []

    // MARK: Touches and location

    /// How many touches the recognizer follows: 1 while the mouse button is held (and in
    /// the actions sent for the event that released it), 0 between touches.
    open var numberOfTouches: Int { _touches.count }

    /// Where the gesture is in `view`'s coordinate space (the window's if `view` is nil): the
    /// centroid of its touches, or where they were last if none is down.
    ///
    /// - Parameter view: The view whose coordinates to use.
    open func location(in view: UIView?) -> CGPoint {
        let point = _touches.isEmpty ? _lastLocationInWindow : _centroidInWindow
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// Where the touch at `touchIndex` is in `view`'s coordinate space. Stops the process, as
    /// UIKit does, if `touchIndex` is not below ``numberOfTouches``.
    ///
    /// - Parameters:
    ///   - touchIndex: The touch's index, from 0.
    ///   - view: The view whose coordinates to use; `nil` for the window's.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard _touches.indices.contains(touchIndex) else {
            fatalError(
                "-[\(String(describing: type(of: self))) locationOfTouch:inView:]: index (\(touchIndex)) beyond "
                    + "bounds (\(_touches.count)).")
        }
        return _touches[touchIndex].location(in: view)
    }

    /// The centroid of the followed touches, in window coordinates.
    var _centroidInWindow: CGPoint {
        guard !_touches.isEmpty else { return _lastLocationInWindow }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in _touches {
            let point = touch.location(in: nil)
            x += point.x
            y += point.y
        }
        return CGPoint(x: x / CGFloat(_touches.count), y: y / CGFloat(_touches.count))
    }

    // MARK: Dependencies

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes:
    /// if the other recognizes instead, this one fails.
    ///
    /// ```swift
    /// let single = UITapGestureRecognizer(target: self, action: Selector("select", Self.select))
    /// let double = UITapGestureRecognizer(target: self, action: Selector("open", Self.open))
    /// double.numberOfTapsRequired = 2
    /// single.require(toFail: double)   // a double click opens without selecting first
    /// ```
    ///
    /// The requirement counts only while both take part in the same touches; the other
    /// recognizer is held weakly.
    ///
    /// - Parameter otherGestureRecognizer: The recognizer that must fail first.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
            !_requiredFailures.contains(where: { $0.recognizer === otherGestureRecognizer })
        else { return }
        _requiredFailures.append(_WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Subclassing

    /// Tells the recognizer that touches began in its view or a subview. Nothing by default.
    ///
    /// - Parameters:
    ///   - touches: The touches that began, which the recognizer now follows.
    ///   - event: The event.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tells the recognizer that touches it follows moved. Nothing by default.
    ///
    /// - Parameters:
    ///   - touches: The touches that moved.
    ///   - event: The event.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tells the recognizer that touches it follows ended. Nothing by default.
    ///
    /// - Parameters:
    ///   - touches: The touches that ended.
    ///   - event: The event.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tells the recognizer that touches it follows were cancelled. Nothing by default: a
    /// continuous recognizer sets `.cancelled`, a discrete one `.failed`.
    ///
    /// - Parameters:
    ///   - touches: The touches that were cancelled.
    ///   - event: The event.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Resets the recognizer's own variables after a gesture, before its state returns to
    /// `.possible`: called once the gesture ended, was cancelled or failed and its touches
    /// are up. Subclasses call `super`.
    open func reset() {}

    /// Stops following `touch`: the recognizer gets no more of it, and the view under it
    /// gets it whole even if the recognizer recognizes.
    ///
    /// - Parameters:
    ///   - touch: A touch the recognizer follows.
    ///   - event: The event being delivered.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        _environment?.ignore(touch, by: self)
    }

    /// Whether this recognizer, recognizing, makes `preventedGestureRecognizer` fail. `true`
    /// by default (unless a delegate lets the two recognize simultaneously).
    ///
    /// - Parameter preventedGestureRecognizer: Another recognizer of the same touches.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, makes this recognizer fail. `true`
    /// by default.
    ///
    /// - Parameter preventingGestureRecognizer: Another recognizer of the same touches.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail, for every
    /// recognizer of a subclass. `false` by default.
    ///
    /// - Parameter otherGestureRecognizer: Another recognizer of the same touches.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this recognizer to fail, for every
    /// recognizer of a subclass. `false` by default.
    ///
    /// - Parameter otherGestureRecognizer: Another recognizer of the same touches.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer receives `event`'s touches at all. `true` by default.
    ///
    /// - Parameter event: An event whose touches began in the recognizer's view or a subview.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Whether the recognizer takes touches made with `buttonMask`: the primary button's by
    /// default; taps and long presses follow their `buttonMaskRequired`.
    func _receives(buttonMask: UIEvent.ButtonMask) -> Bool { buttonMask == .primary }
}

/// A target and its action, or an action object, of a gesture recognizer.
struct _GestureTarget {
    /// The object the selector goes to; weak, as UIKit does not retain targets.
    weak var target: AnyObject?
    var selector: Selector?
    var action: UIAction?
}

/// A recognizer held weakly, for failure requirements.
struct _WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
