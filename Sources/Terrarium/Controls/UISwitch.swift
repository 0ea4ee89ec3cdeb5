import Foundation

/// A control that offers a binary choice, on or off.
///
/// ```swift
/// let hidden = UISwitch()
/// hidden.isOn = settings.showsHiddenFiles
/// hidden.addAction(UIAction { action in
///     settings.showsHiddenFiles = (action.sender as! UISwitch).isOn
/// }, for: .valueChanged)
/// ```
///
/// A click on the switch, or Space or Enter while it has focus (Tab reaches it), flips it
/// and sends ``UIControl/Event/valueChanged``, then the click's or key's usual events
/// (``UIControl/Event/touchUpInside`` for a click, then
/// ``UIControl/Event/primaryActionTriggered``). Setting ``isOn`` in code sends nothing.
///
/// In a terminal the switch is five cells on one row, the thumb `●` at the left when off and
/// at the right when on, with iOS's "on/off labels" accessibility glyphs beside it so the
/// state reads without colour:
///
/// ```
/// (I ●)   on:  the inside over onTintColor (green)
/// (● O)   off: the inside over a grey fill
/// ```
/// Focused (or pressed), the switch is drawn in reverse video, as buttons are; disabled, dim.
///
/// - Note: One point is one cell: the intrinsic size is 5 × 1 (UIKit's is 51 × 31 points).
///   `setOn(_:animated:)` moves the thumb at once: a one-cell thumb has nothing to slide
///   through. There is no `onImage`/`offImage` (deprecated in UIKit) and no `style`/
///   `title` (Mac Catalyst's checkbox style).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    var _isOn = false

    /// Creates an off switch with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a switch from an archive, with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardSwitch(coder) }
    }

    /// Whether the switch is on. `false` by default.
    ///
    /// Setting it redraws the switch and sends no event, as in UIKit.
    open var isOn: Bool {
        get { _isOn }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off without sending an event.
    ///
    /// - Parameters:
    ///   - on: the new state.
    ///   - animated: ignored: a one-cell thumb jumps (see the type's note).
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != _isOn else { return }
        _isOn = on
        setNeedsDisplay()
    }

    /// The colour inside the switch when it is on; `nil` for system green.
    open var onTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the thumb; `nil` for white.
    open var thumbTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// 5 × 1 cells: `(I ●)`.
    open override var intrinsicContentSize: CGSize { _points(CGSize(width: 5, height: 1)) }

    /// 5 × 1 cells, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the track and thumb, centred vertically.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed, context.bounds.width >= 1, context.bounds.height >= 1 else { return }
        _drawSwitch(in: context)
    }

    // MARK: Events

    /// A click released inside flips the switch and sends `.valueChanged` before the
    /// touch-up events.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if _ownsTouches, _isEnabled, let touch = touches.first, point(inside: touch.location(in: self), with: event) {
            _toggleByUser()
        }
        super.touchesEnded(touches, with: event)
    }

    /// Releasing Space or Enter flips the switch and sends `.valueChanged` before
    /// `.primaryActionTriggered`.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let code = _activationKey, _isEnabled, presses.contains(where: { $0.key?.keyCode == code }) {
            _toggleByUser()
        }
        super.pressesEnded(presses, with: event)
    }

    /// `.button`, as UIKit's switch, plus the control's state traits.
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { _controlAccessibilityTraits.union(.button) }

    /// `"1"` when on, `"0"` when off, as UIKit's switch.
    override var _defaultAccessibilityValue: String? { _isOn ? "1" : "0" }

    /// The thumb's cell.
    override var _focusCursorPoint: CGPoint {
        _point(
            inColumn: Swift.max(0, (_columns(bounds.width) - 5) / 2) + (_isOn ? 3 : 1),
            row: Swift.max(0, (_rows(bounds.height) - 1) / 2))
    }

    func _toggleByUser() {
        setOn(!_isOn, animated: true)
        sendActions(for: .valueChanged)
    }
}

extension UISwitch {
    /// Draws `(I ●)` or `(● O)`; see the type's documentation.
    func _drawSwitch(in context: CanvasContext) {
        let y = context.bounds.minY + CGFloat(Swift.max(0, (Int(context.bounds.height) - 1) / 2))
        let x = context.bounds.minX + CGFloat(Swift.max(0, (Int(context.bounds.width) - 5) / 2))
        var attributes: TextAttributes = []
        if isFocused || isHighlighted { attributes.insert(.reverse) }
        if !isEnabled { attributes.insert(.dim) }
        let inside: UIColor = _isEnabled ? (_isOn ? (onTintColor ?? .systemGreen) : .systemFill) : .systemFill
        let thumb = thumbTintColor ?? .white
        let label: UIColor = _isEnabled ? .label : .tertiaryLabel
        let edge: UIColor = _isEnabled ? .secondaryLabel : .tertiaryLabel
        context.draw("(", at: CGPoint(x: x, y: y), foreground: edge, attributes: attributes)
        context.fill(CGRect(x: x + 1, y: y, width: 3, height: 1), with: inside)
        let cells: [(String, UIColor)] =
            _isOn ? [("I", label), (" ", label), ("●", thumb)] : [("●", thumb), (" ", label), ("O", label)]
        for (offset, cell) in cells.enumerated() {
            context.draw(
                cell.0, at: CGPoint(x: x + 1 + CGFloat(offset), y: y), foreground: cell.1, attributes: attributes)
        }
        context.draw(")", at: CGPoint(x: x + 4, y: y), foreground: edge, attributes: attributes)
    }
}
