import Foundation

/// A control with − and + halves for stepping a value up and down.
///
/// ```swift
/// let copies = UIStepper()
/// copies.minimumValue = 1
/// copies.maximumValue = 99
/// copies.value = 1
/// copies.addAction(UIAction { action in
///     label.text = "\(Int((action.sender as! UIStepper).value)) copies"
/// }, for: .valueChanged)
/// ```
///
/// Mouse: pressing the left half steps the value down by ``stepValue``, the right half
/// up; with ``autorepeat`` (the default), holding the button repeats the step after half a
/// second and then ten times a second, on the main loop's clock. Keys, while focused (Tab
/// reaches it): Left, Down and `-` step down; Right, Up, `+` and `=` step up. Each step
/// sends ``UIControl/Event/valueChanged``; with ``isContinuous`` false, a held button sends
/// it once when released. At an end the value stops there, or with ``wraps`` goes round to
/// the other end. Setting ``value`` in code sends nothing.
///
/// In a terminal the stepper is seven cells on one row over a grey fill, a half that
/// cannot step further drawn dim:
///
/// ```
///  − │ +
/// ```
/// The half being pressed, and both when focused, are drawn in reverse video.
///
/// - Note: One point is one cell: the intrinsic size is 7 × 1 (UIKit's is 94 × 32). There
///   are no custom images or divider images.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    var _value: Double = 0
    var _minimumValue: Double = 0
    var _maximumValue: Double = 100
    var _stepValue: Double = 1
    /// The half the current touch is pressing: −1, +1, or nil.
    var _pressedDirection: Int?
    var _repeat: ScheduledWork?
    var _valueAtTouchDown: Double = 0

    /// Creates a stepper from 0 to 100 at 0, stepping by 1, with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stepper from an archive, with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardStepper(coder) }
    }

    /// The value, kept between ``minimumValue`` and ``maximumValue``. 0 by default.
    open var value: Double {
        get { _value }
        set {
            let clamped = Swift.min(Swift.max(newValue, _minimumValue), _maximumValue)
            guard clamped != _value else { return }
            _value = clamped
            setNeedsDisplay()
        }
    }

    /// The lowest value. 0 by default.
    ///
    /// - Note: A minimum not below ``maximumValue`` stops with an
    ///   `NSInvalidArgumentException`, which UIKit raises (the reason is Terrarium's wording).
    open var minimumValue: Double {
        get { _minimumValue }
        set {
            if newValue >= _maximumValue {
                _terminate(
                    uncaughtException: "NSInvalidArgumentException",
                    reason: "minimum value must be less than maximum value")
            }
            _minimumValue = newValue
            _value = Swift.max(_value, newValue)
            setNeedsDisplay()
        }
    }

    /// The highest value. 100 by default.
    ///
    /// - Note: A maximum not above ``minimumValue`` stops with an
    ///   `NSInvalidArgumentException`, which UIKit raises (the reason is Terrarium's wording).
    open var maximumValue: Double {
        get { _maximumValue }
        set {
            if newValue <= _minimumValue {
                _terminate(
                    uncaughtException: "NSInvalidArgumentException",
                    reason: "maximum value must be greater than minimum value")
            }
            _maximumValue = newValue
            _value = Swift.min(_value, newValue)
            setNeedsDisplay()
        }
    }

    /// How much one step changes the value. 1 by default.
    ///
    /// - Note: A step of zero or less stops with an `NSInvalidArgumentException`, which UIKit
    ///   raises (the reason is Terrarium's wording).
    open var stepValue: Double {
        get { _stepValue }
        set {
            if newValue <= 0 {
                _terminate(uncaughtException: "NSInvalidArgumentException", reason: "step value must be greater than 0")
            }
            _stepValue = newValue
        }
    }

    /// Whether stepping past an end goes round to the other end. `false` by default.
    open var wraps = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether holding a half repeats its step. `true` by default.
    open var autorepeat = true

    /// Whether each step of a held button sends `.valueChanged` (`true`, the default) or
    /// only the release.
    open var isContinuous = true

    /// 7 × 1 cells: ` − │ + `.
    open override var intrinsicContentSize: CGSize { _points(CGSize(width: 7, height: 1)) }

    /// 7 × 1 cells, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the two halves.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        _drawStepper(in: context)
    }

    // MARK: Events

    /// Notes the pressed half.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _valueAtTouchDown = _value
        let location = touch.location(in: self)
        _pressedDirection = location.x - bounds.minX < bounds.width / 2 ? -1 : 1
        setNeedsDisplay()
        return true
    }

    /// Steps for the pressed half, after `.touchDown`, and starts the autorepeat.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard _ownsTouches, _isTracking, let direction = _pressedDirection else { return }
        _step(direction, sendsEvent: isContinuous)
        if autorepeat { _scheduleRepeat(after: 0.5) }
    }

    /// Leaving the pressed half stops the autorepeat; coming back resumes it.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let inside = point(inside: location, with: event)
        let direction = location.x - bounds.minX < bounds.width / 2 ? -1 : 1
        if !inside || direction != _pressedDirection {
            _repeat?.cancel()
            _repeat = nil
        } else if _repeat == nil, autorepeat {
            _scheduleRepeat(after: 0.5)
        }
        return true
    }

    /// Stops the autorepeat and sends the deferred `.valueChanged` of a non-continuous stepper.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        _finishPress()
    }

    /// Stops the autorepeat.
    open override func cancelTracking(with event: UIEvent?) {
        _finishPress()
    }

    /// Arrows, `+`, `=` and `-` step (see the type's documentation).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _takeKeys(presses) { key in
            var direction = Self._arrowStep(key)
            switch key.charactersIgnoringModifiers {
            case "+", "=": direction = 1
            case "-", "−": direction = -1
            default: break
            }
            guard let direction else { return false }
            _step(direction, sendsEvent: true)
            return true
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Enter and Space do nothing on a stepper.
    override var _keyboardActivationEvents: [Event] { [] }

    /// `.adjustable`, plus the control's state traits.
    ///
    /// - Note: UIKit's stepper exposes its − and + halves as two buttons; Terrarium's is one
    ///   adjustable element.
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { _controlAccessibilityTraits.union(.adjustable) }

    /// The value, without a fraction when it is whole: `"3"`, `"2.5"`.
    override var _defaultAccessibilityValue: String? {
        _value == _value.rounded() && abs(_value) < 1e15 ? String(Int(_value)) : String(_value)
    }

    /// Whether the half of `direction` can step: always when wrapping, else when not at its end.
    func _canStep(_ direction: Int) -> Bool {
        wraps || (direction < 0 ? _value > _minimumValue : _value < _maximumValue)
    }

    /// One step by the user, wrapping or stopping at the ends; `.valueChanged` if asked and
    /// the value changed.
    func _step(_ direction: Int, sendsEvent: Bool) {
        let old = _value
        var next = _value + Double(direction) * _stepValue
        if next > _maximumValue {
            next = wraps && old >= _maximumValue ? _minimumValue : _maximumValue
        } else if next < _minimumValue {
            next = wraps && old <= _minimumValue ? _maximumValue : _minimumValue
        }
        value = next
        if sendsEvent, _value != old { sendActions(for: .valueChanged) }
    }

    func _scheduleRepeat(after delay: TimeInterval) {
        _repeat?.cancel()
        _repeat = MainLoop.main.schedule(after: delay) { [weak self] in
            guard let self, let direction = self._pressedDirection else { return }
            self._repeat = nil
            self._step(direction, sendsEvent: self.isContinuous)
            self._scheduleRepeat(after: 0.1)
        }
    }

    func _finishPress() {
        _repeat?.cancel()
        _repeat = nil
        _pressedDirection = nil
        if !isContinuous && _value != _valueAtTouchDown { sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    func _drawStepper(in context: CanvasContext) {
        let width = Int(context.bounds.width), height = Int(context.bounds.height)
        guard width > 0, height > 0 else { return }
        let y = context.bounds.minY + CGFloat((height - 1) / 2)
        context.fill(CGRect(x: context.bounds.minX, y: y, width: context.bounds.width, height: 1), with: .systemFill)
        let half = width / 2
        context.draw("│", at: CGPoint(x: context.bounds.minX + CGFloat(half), y: y), foreground: .separator)
        for (direction, glyph, start, length) in [(-1, "−", 0, half), (1, "+", half + 1, width - half - 1)] {
            guard length > 0 else { continue }
            var attributes: TextAttributes = []
            if !isEnabled || !_canStep(direction) { attributes.insert(.dim) }
            if isFocused || (_pressedDirection == direction && isHighlighted) { attributes.insert(.reverse) }
            let left = (length - 1) / 2
            let text = String(repeating: " ", count: left) + glyph + String(repeating: " ", count: length - left - 1)
            context.draw(
                text, at: CGPoint(x: context.bounds.minX + CGFloat(start), y: y),
                foreground: isEnabled ? .label : .tertiaryLabel, attributes: attributes)
        }
    }
}
