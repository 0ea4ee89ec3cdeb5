import Foundation

/// A control for choosing a value from a continuous range by moving a thumb along a track.
///
/// ```swift
/// let volume = UISlider()
/// volume.minimumValue = 0
/// volume.maximumValue = 100
/// volume.value = 40
/// volume.addAction(UIAction { action in
///     player.volume = (action.sender as! UISlider).value
/// }, for: .valueChanged)
/// ```
///
/// Mouse: pressing anywhere on the track moves the thumb to that cell and dragging moves it
/// along (outside the control too: the thumb follows the column). Keys, while focused
/// (Tab reaches it): Left and Down step the value down, Right and Up step it up, by one
/// cell of the track, (``maximumValue`` − ``minimumValue``) ÷ (width − 1), or a tenth of the
/// range when the slider is narrower than 11 cells; Page Down and Page Up step by a tenth,
/// Home and End go to the ends. A change by the user sends ``UIControl/Event/valueChanged``:
/// at each step of a drag when ``isContinuous`` (the default), once when the touch ends
/// otherwise; once per key. Setting ``value`` in code sends nothing.
///
/// In a terminal the slider is a one-row track as wide as the control, its thumb in the
/// cell nearest the value (the first cell for the minimum, the last for the maximum):
///
/// ```
/// ━━━━━━━●──────────
/// ```
/// The part below the value is drawn in ``minimumTrackTintColor`` (the tint colour), the
/// rest in ``maximumTrackTintColor`` (grey), the thumb in ``thumbTintColor`` (white). The
/// focused slider draws its thumb in reverse video; a disabled one is dim.
///
/// - Note: One point is one cell. The intrinsic size has no width (as UIKit's) and a
///   height of one row: give the slider a width. `setValue(_:animated:)` moves the thumb at
///   once. There are no track or thumb images.
@preconcurrency @MainActor
open class UISlider: UIControl {
    var _value: Float = 0
    var _minimumValue: Float = 0
    var _maximumValue: Float = 1
    /// The value when the current touch began, to tell whether a non-continuous drag changed it.
    var _valueAtTouchDown: Float = 0

    /// Creates a slider from 0 to 1 at 0, with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a slider from an archive, with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardSlider(coder) }
    }

    /// The value, kept between ``minimumValue`` and ``maximumValue``. 0 by default.
    ///
    /// Setting it clamps it to the range and sends no event.
    open var value: Float {
        get { _value }
        set { setValue(newValue, animated: false) }
    }

    /// Sets ``value``, clamped to the range, without sending an event.
    ///
    /// - Parameters:
    ///   - value: the new value.
    ///   - animated: ignored: the thumb moves at once.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = Swift.min(Swift.max(value, _minimumValue), _maximumValue)
        guard clamped != _value else { return }
        _value = clamped
        setNeedsDisplay()
    }

    /// The lowest value. 0 by default; raising it above ``maximumValue`` raises that too,
    /// and the value is clamped.
    open var minimumValue: Float {
        get { _minimumValue }
        set {
            _minimumValue = newValue
            if _maximumValue < newValue { _maximumValue = newValue }
            _value = Swift.min(Swift.max(_value, _minimumValue), _maximumValue)
            setNeedsDisplay()
        }
    }

    /// The highest value. 1 by default; lowering it below ``minimumValue`` lowers that too,
    /// and the value is clamped.
    open var maximumValue: Float {
        get { _maximumValue }
        set {
            _maximumValue = newValue
            if _minimumValue > newValue { _minimumValue = newValue }
            _value = Swift.min(Swift.max(_value, _minimumValue), _maximumValue)
            setNeedsDisplay()
        }
    }

    /// Whether a drag sends `.valueChanged` at every step (`true`, the default) or once
    /// when the touch ends.
    open var isContinuous = true

    /// The colour of the track below the value; `nil` for the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the track above the value; `nil` for grey.
    open var maximumTrackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the thumb; `nil` for white.
    open var thumbTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// No intrinsic width; one row.
    open override var intrinsicContentSize: CGSize { _points(CGSize(width: UIView.noIntrinsicMetric, height: 1)) }

    /// The offered width (at least one cell) by one row.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: Swift.max(_points(columns: 1), size.width), height: _points(rows: 1)) }

    /// Draws the track and the thumb.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        _drawSlider(in: context)
    }

    // MARK: Events

    /// Remembers the value the touch started from.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _valueAtTouchDown = _value
        return true
    }

    /// Moves the thumb to the pressed cell, after `.touchDown`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if _ownsTouches, _isTracking, let touch = touches.first { _track(to: touch.location(in: self)) }
    }

    /// A slider keeps its drags too: an ancestor's pan or swipe does not take them, as UIKit's
    /// slider keeps swipes along its track.
    override func _defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer is UIPanGestureRecognizer || gestureRecognizer is UISwipeGestureRecognizer
            || super._defaultActionPrevents(gestureRecognizer)
    }

    /// Moves the thumb to the touch's column.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _track(to: touch.location(in: self))
        return true
    }

    /// Sends the deferred `.valueChanged` of a non-continuous slider.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { _track(to: touch.location(in: self)) }
        if !isContinuous && _value != _valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    /// Arrows, Page Up/Down, Home and End move the value (see the type's documentation).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _takeKeys(presses) { key in
            let range = _maximumValue - _minimumValue
            let target: Float
            if let direction = Self._arrowStep(key) {
                target = _value + Float(direction) * _keyboardStep
            } else {
                switch key.keyCode {
                case .keyboardPageUp: target = _value + range / 10
                case .keyboardPageDown: target = _value - range / 10
                case .keyboardHome: target = _minimumValue
                case .keyboardEnd: target = _maximumValue
                default: return false
                }
            }
            _setValueByUser(target)
            return true
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Enter and Space do nothing on a slider.
    override var _keyboardActivationEvents: [Event] { [] }

    /// `.adjustable`, plus the control's state traits.
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { _controlAccessibilityTraits.union(.adjustable) }

    /// The value as a percentage of the range, `"50%"`, as UIKit's slider.
    override var _defaultAccessibilityValue: String? {
        let range = _maximumValue - _minimumValue
        let fraction = range > 0 ? (_value - _minimumValue) / range : 0
        return "\(Int((fraction * 100).rounded()))%"
    }

    /// The thumb's cell.
    override var _focusCursorPoint: CGPoint {
        _point(inColumn: _thumbColumn, row: (_rows(bounds.height) - 1) / 2)
    }

    /// One arrow key's step: a cell of the track, or a tenth of the range on a narrow slider.
    var _keyboardStep: Float {
        let range = _maximumValue - _minimumValue
        let cells = _columns(bounds.width)
        return cells > 10 ? range / Float(cells - 1) : range / 10
    }

    /// The thumb's column in the bounds: 0 at the minimum, width − 1 at the maximum.
    var _thumbColumn: Int {
        let cells = _columns(bounds.width)
        let range = _maximumValue - _minimumValue
        guard cells > 1, range > 0 else { return 0 }
        let fraction = (_value - _minimumValue) / range
        return Swift.min(cells - 1, Swift.max(0, Int((fraction * Float(cells - 1)).rounded())))
    }

    func _track(to location: CGPoint) {
        let cells = _columns(bounds.width)
        guard cells > 1 else { return }
        let column = CGFloat(Swift.min(Swift.max(0, _columns(location.x - bounds.minX)), cells - 1))
        let fraction = Float(column) / Float(cells - 1)
        let target = _minimumValue + fraction * (_maximumValue - _minimumValue)
        if isContinuous {
            _setValueByUser(target)
        } else {
            setValue(target, animated: false)
        }
    }

    /// Sets the value as the user did: `.valueChanged` if it changed.
    func _setValueByUser(_ target: Float) {
        let old = _value
        setValue(target, animated: false)
        if _value != old { sendActions(for: .valueChanged) }
    }

    func _drawSlider(in context: CanvasContext) {
        let width = Int(context.bounds.width), height = Int(context.bounds.height)
        guard width > 0, height > 0 else { return }
        let y = context.bounds.minY + CGFloat((height - 1) / 2)
        let thumb = _thumbColumn
        let dim: TextAttributes = isEnabled ? [] : [.dim]
        let low = isEnabled ? (minimumTrackTintColor ?? tintColor ?? .tintColor) : .tertiaryLabel
        let high = isEnabled ? (maximumTrackTintColor ?? .systemGray3) : .tertiaryLabel
        if thumb > 0 {
            context.draw(
                String(repeating: "━", count: thumb), at: CGPoint(x: context.bounds.minX, y: y), foreground: low,
                attributes: dim)
        }
        if thumb + 1 < width {
            context.draw(
                String(repeating: "─", count: width - thumb - 1),
                at: CGPoint(x: context.bounds.minX + CGFloat(thumb + 1), y: y),
                foreground: high, attributes: dim)
        }
        var attributes = dim
        if isFocused || isTracking { attributes.insert(.reverse) }
        context.draw(
            "●", at: CGPoint(x: context.bounds.minX + CGFloat(thumb), y: y), foreground: thumbTintColor ?? .white,
            attributes: attributes)
    }
}
