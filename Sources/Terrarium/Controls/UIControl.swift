import Foundation

/// The base class of controls: views that turn touches and key presses into actions, such
/// as buttons.
///
/// A control has a ``state`` (enabled, selected, highlighted, focused) that its drawing
/// follows, and a table of actions it runs when control events happen:
///
/// ```swift
/// let save = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Save") { action in
///     print("saved by", action.sender!)
/// })
/// save.addAction(UIAction { _ in print("pressed") }, for: .touchDown)
/// ```
///
/// Touches: a touch that begins on an enabled control highlights it and sends
/// ``Event/touchDown``; moving it sends the drag events and highlights the control only
/// while inside; lifting it inside sends ``Event/touchUpInside`` then
/// ``Event/primaryActionTriggered``, outside ``Event/touchUpOutside``. Keys: an enabled
/// control can take keyboard focus (``canBecomeFocused``); Enter or Space on the focused
/// control highlights it while down and sends its keyboard activation events when released
/// (``Event/primaryActionTriggered``; a button also sends ``Event/touchUpInside`` first).
/// Other keys climb the responder chain.
///
/// - Note: UIKit's selector-based `addTarget(_:action:for:)` has no equivalent without the
///   Objective-C runtime: controls take ``UIAction``s. A touch counts as inside while it is
///   within the control's bounds exactly; UIKit allows a margin around a control, which a
///   terminal's coarse cells do not need.
@preconcurrency @MainActor
open class UIControl: UIView {
    var _isEnabled = true
    var _isSelected = false
    var _isHighlighted = false
    /// The registered actions in the order they were added, each with its events.
    var _actions: [(action: UIAction, events: Event)] = []
    var _isTracking = false
    var _isTouchInside = false
    /// Whether the current touch sequence began on this control while it was enabled; if
    /// not, its touches were passed on and the rest of the sequence is passed on too.
    var _ownsTouches = false
    /// The touches that began on this control while it was enabled, which it keeps to the
    /// end: a click's end that a double-tap recognizer held back can arrive after the next
    /// click began, and must not reach the next responder.
    var _takenTouches: [ObjectIdentifier] = []
    /// The touch that drives tracking: the latest taken. An earlier touch's later phases are
    /// dropped, since UIControl tracks one touch.
    var _trackedTouch: ObjectIdentifier?

    /// Whether `touch` is the one the control tracks now.
    func _isTracked(_ touch: UITouch) -> Bool { _ownsTouches && _trackedTouch == ObjectIdentifier(touch) }
    /// The key (Enter or Space) that is activating the control, between its press and release.
    var _activationKey: UIKeyboardHIDUsage?
    /// Presses a subclass took in `pressesBegan` (arrows on a slider…), whose release it
    /// swallows too; see `_takeKeys(_:with:_:)`.
    var _takenPresses: Set<ObjectIdentifier> = []

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive, with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control that runs `primaryAction` for ``Event/primaryActionTriggered``.
    ///
    /// - Parameters:
    ///   - frame: the control's frame in its superview's coordinate space.
    ///   - primaryAction: the action to run when the control is triggered; a button also
    ///     takes its title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            _adoptPrimaryAction(primaryAction)
        }
    }

    // MARK: State

    /// Whether the control responds to touches and keys. `true` by default.
    ///
    /// A disabled control draws dimmed, passes touches on to the next responder, cannot be
    /// focused (it loses focus when disabled) and stops highlighting.
    open var isEnabled: Bool {
        get { _isEnabled }
        set {
            guard newValue != _isEnabled else { return }
            _isEnabled = newValue
            if !newValue {
                _isTracking = false
                _activationKey = nil
                _isHighlighted = false
                if isFocused { _window?._validateFocus() }
            }
            _stateDidChange()
        }
    }

    /// Whether the control is selected. `false` by default; controls that toggle set it.
    open var isSelected: Bool {
        get { _isSelected }
        set {
            guard newValue != _isSelected else { return }
            _isSelected = newValue
            _stateDidChange()
        }
    }

    /// Whether the control is highlighted: pressed by a touch inside it or by Enter or
    /// Space. The control sets it itself while tracking.
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set {
            guard newValue != _isHighlighted else { return }
            _isHighlighted = newValue
            _stateDidChange()
        }
    }

    /// The control's state, from ``isEnabled``, ``isSelected``, ``isHighlighted`` and
    /// ``UIView/isFocused``. `.normal` (empty) when none applies.
    open var state: State {
        var state: State = .normal
        if _isHighlighted { state.insert(.highlighted) }
        if !_isEnabled { state.insert(.disabled) }
        if _isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// The colour a control draws its content in when nothing more specific is set.
    /// `.tintColor` (system blue) by default.
    ///
    /// - Note: UIKit declares `tintColor` on every view and inherits it from the superview;
    ///   in Terrarium each control has its own.
    open var tintColor: UIColor! = .tintColor {
        didSet { setNeedsDisplay() }
    }

    /// Where the control's content sits across its width: centred by default. A button
    /// draws its title and image there.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsDisplay() } }
    }

    /// Where the control's content sits down its height: centred by default. A button draws
    /// its rows there.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsDisplay() } }
    }

    /// An enabled control can take keyboard focus.
    open override var canBecomeFocused: Bool { _isEnabled }

    /// Redraws the control when focus moves to or from it.
    open override func didUpdateFocus(
        in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
    ) {
        super.didUpdateFocus(in: context, with: coordinator)
        if context.previouslyFocusedView === self || context.nextFocusedView === self { _stateDidChange() }
    }

    // MARK: Tracking

    /// Whether the control is tracking a touch: between a touch beginning on it (when
    /// ``beginTracking(_:with:)`` returned `true`) and the touch ending.
    open var isTracking: Bool { _isTracking }

    /// Whether the touch being tracked is inside the control's bounds.
    open var isTouchInside: Bool { _isTouchInside }

    /// Called when a touch begins on the enabled control. Return `false` to stop tracking
    /// it: ``continueTracking(_:with:)`` and ``endTracking(_:with:)`` are then not called,
    /// though the touch events are still sent. Returns `true` by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch moves. Return `false` to stop tracking it. Returns
    /// `true` by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch ends. Does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the tracked touch is cancelled. Does nothing by default.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Sending actions

    /// Runs every action registered for any of `controlEvents`, each once, in the order
    /// they were added, with the control as their ``UIAction/sender``.
    ///
    /// ```swift
    /// slider.sendActions(for: .valueChanged)
    /// ```
    /// - Note: UIKit also sends target-action messages; Terrarium has only actions. An
    ///   action added for several of `controlEvents` runs once.
    open func sendActions(for controlEvents: Event) {
        let matching = _actions.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
        for action in matching { sendAction(action) }
    }

    /// Runs `action` with the control as its ``UIAction/sender``. Override it to see every
    /// action the control runs.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Touches

    /// Highlights the enabled control, starts tracking and sends ``Event/touchDown``
    /// (``Event/touchDownRepeat`` too for a repeated tap). A disabled control passes the
    /// touches on to the next responder.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard _isEnabled, let touch = touches.first else {
            _ownsTouches = false
            return super.touchesBegan(touches, with: event)
        }
        _ownsTouches = true
        _takenTouches.append(ObjectIdentifier(touch))
        _trackedTouch = ObjectIdentifier(touch)
        _isTouchInside = true
        isHighlighted = true
        _isTracking = beginTracking(touch, with: event)
        sendActions(for: .touchDown)
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat) }
    }

    /// Highlights the control while the touch is inside it and sends the drag events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, _takenTouches.contains(ObjectIdentifier(touch)) else {
            return super.touchesMoved(touches, with: event)
        }
        guard _isTracked(touch), _isEnabled else { return }
        let wasInside = _isTouchInside
        _isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = _isTouchInside
        if _isTracking { _isTracking = continueTracking(touch, with: event) }
        if _isTouchInside {
            if !wasInside { sendActions(for: .touchDragEnter) }
            sendActions(for: .touchDragInside)
        } else {
            if wasInside { sendActions(for: .touchDragExit) }
            sendActions(for: .touchDragOutside)
        }
    }

    /// Ends tracking and sends ``Event/touchUpInside`` then ``Event/primaryActionTriggered``
    /// if the touch ended inside the control, ``Event/touchUpOutside`` otherwise.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, _takenTouches.contains(ObjectIdentifier(touch)) else {
            return super.touchesEnded(touches, with: event)
        }
        _takenTouches.removeAll { $0 == ObjectIdentifier(touch) }
        guard _isTracked(touch) else { return }
        _ownsTouches = false
        _trackedTouch = nil
        guard _isEnabled else { return }
        _isTouchInside = point(inside: touch.location(in: self), with: event)
        if _isTracking { endTracking(touch, with: event) }
        _isTracking = false
        isHighlighted = false
        if _isTouchInside {
            sendActions(for: .touchUpInside)
            sendActions(for: .primaryActionTriggered)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// Ends tracking and sends ``Event/touchCancel``.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, _takenTouches.contains(ObjectIdentifier(touch)) else {
            return super.touchesCancelled(touches, with: event)
        }
        _takenTouches.removeAll { $0 == ObjectIdentifier(touch) }
        guard _isTracked(touch) else { return }
        _ownsTouches = false
        _trackedTouch = nil
        if _isTracking { cancelTracking(with: event) }
        _isTracking = false
        isHighlighted = false
        if _isEnabled { sendActions(for: .touchCancel) }
    }

    // MARK: Gesture recognizers

    /// Keeps a gesture recognizer of an ancestor from taking the control's own gesture: an
    /// enabled control answers `false` to a single-tap recognizer that is not its own (a click
    /// on a button presses the button, as in UIKit since iOS 6). A slider also keeps its drags
    /// from an ancestor's pan or swipe.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _isEnabled, gestureRecognizer.view !== self, _defaultActionPrevents(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether the control's own action overlaps `gestureRecognizer`'s gesture, so that the
    /// control takes it: a single tap for most controls; a slider also keeps drags.
    func _defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    // MARK: Presses

    /// Enter or Space (without modifiers) highlights the enabled control until released;
    /// other keys go on to the next responder.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard _isEnabled, let press = presses.first(where: { Self._isActivation($0) }), let key = press.key else {
            return super.pressesBegan(presses, with: event)
        }
        _activationKey = key.keyCode
        isHighlighted = true
        let rest = presses.filter { $0 !== press }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Releasing the Enter or Space that pressed the control sends its keyboard activation
    /// events (``Event/primaryActionTriggered``; a button sends ``Event/touchUpInside``
    /// first); other keys go on to the next responder.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        // The releases of keys a subclass took (arrows on a slider…) end here.
        let presses = _releaseTakenKeys(presses)
        guard !presses.isEmpty else { return }
        guard let code = _activationKey, let press = presses.first(where: { $0.key?.keyCode == code }) else {
            return super.pressesEnded(presses, with: event)
        }
        _activationKey = nil
        isHighlighted = false
        if _isEnabled {
            for controlEvent in _keyboardActivationEvents { sendActions(for: controlEvent) }
        }
        let rest = presses.filter { $0 !== press }
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    /// A cancelled Enter or Space un-highlights the control without sending anything.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let presses = _releaseTakenKeys(presses)
        guard !presses.isEmpty else { return }
        guard let code = _activationKey, presses.contains(where: { $0.key?.keyCode == code }) else {
            return super.pressesCancelled(presses, with: event)
        }
        _activationKey = nil
        isHighlighted = false
    }

    // MARK: Hooks for subclasses in Terrarium

    /// Controls are accessibility elements.
    override var _defaultIsAccessibilityElement: Bool { true }

    /// `.notEnabled` while disabled, `.selected` while selected.
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { _controlAccessibilityTraits }

    /// `.notEnabled` while disabled, `.selected` while selected: what every control adds.
    var _controlAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !_isEnabled { traits.insert(.notEnabled) }
        if _isSelected { traits.insert(.selected) }
        return traits
    }

    /// The events Enter or Space sends, one `sendActions(for:)` each, in order.
    var _keyboardActivationEvents: [Event] { [.primaryActionTriggered] }

    /// Takes what a control shows from its primary action; a button takes its title and image.
    func _adoptPrimaryAction(_ action: UIAction) {}

    /// Called after ``isEnabled``, ``isSelected``, ``isHighlighted`` or focus changed.
    func _stateDidChange() {
        setNeedsDisplay()
    }

    private static func _isActivation(_ press: UIPress) -> Bool {
        guard let key = press.key, key.modifierFlags.subtracting(.alphaShift).isEmpty else { return false }
        return key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keyboardSpacebar
    }
}
