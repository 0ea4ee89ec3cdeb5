import Foundation

/// A control that runs an action when pressed: clicked, or focused with Tab and pressed
/// with Enter or Space.
///
/// Configure its look with a ``Configuration`` (UIKit's modern buttons) or with per-state
/// titles and colours (``setTitle(_:for:)``, UIKit's older buttons):
///
/// ```swift
/// let save = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Save") { _ in
///     document.save()
/// })
/// let cancel = UIButton(type: .system)
/// cancel.setTitle("Cancel", for: .normal)
/// cancel.addAction(UIAction { _ in dismiss() }, for: .primaryActionTriggered)
/// ```
///
/// In a terminal, bordered and filled styles (``Configuration/bordered()``,
/// ``Configuration/filled()``, ``Configuration/tinted()``, ``Configuration/gray()`` and
/// their variants) draw as `[ Save ]`, the brackets at the button's left and right edges
/// and the title centred between them, over the style's background colour; plain styles
/// and buttons without a configuration draw the title alone, in the tint colour. An image
/// is drawn as its glyph before the title, a subtitle on the row below. The focus ring is
/// reversed video: a focused or highlighted button swaps its foreground and background
/// colours. A disabled button is drawn dim and grey.
///
/// - Note: One point is one cell: a button's intrinsic size is its content's display width
///   (plus four columns for `[ ` and ` ]`) by one row (two with a subtitle). Nothing is
///   drawn through subviews: ``titleLabel`` and ``imageView`` report the current title and
///   image but are not in the button's hierarchy. Configurations have no
///   update handler yet; a button's look follows its state as described above.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button.
    public enum ButtonType: Int, Sendable {
        /// A button with no system styling: white titles.
        case custom = 0
        /// A system button: tinted titles.
        case system = 1
        /// A detail-disclosure button: an ⓘ glyph.
        case detailDisclosure = 2
        /// An information button: an ⓘ glyph.
        case infoLight = 3
        /// An information button: an ⓘ glyph.
        case infoDark = 4
        /// An add-contact button: a + glyph.
        case contactAdd = 5
        /// A plain button, as on tvOS.
        case plain = 6
        /// A close button: a ✕ glyph.
        case close = 7

        /// A rounded-rectangle button: the same as ``system``.
        public static var roundedRect: ButtonType { .system }
    }

    var _buttonType: ButtonType = .custom
    var _titles: [UInt: String] = [:]
    var _titleColors: [UInt: UIColor] = [:]
    var _images: [UInt: UIImage] = [:]
    /// The label ``titleLabel`` returns, made on first use.
    var _titleLabel: UILabel?
    /// The image view ``imageView`` returns, made on first use.
    var _imageView: UIImageView?

    /// Creates a custom-type button with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button from an archive, with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardButton(coder) }
    }

    /// Creates a button of the given type with a zero frame; size it with ``UIView/sizeToFit()``
    /// or give it a frame.
    ///
    /// - Parameter buttonType: the kind of button.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        _buttonType = buttonType
    }

    /// Creates a button of the given type that runs `primaryAction` when pressed and shows
    /// the action's title and image.
    ///
    /// ```swift
    /// let button = UIButton(primaryAction: UIAction(title: "Retry") { _ in reload() })
    /// ```
    /// - Parameters:
    ///   - buttonType: the kind of button; `.system` by default.
    ///   - primaryAction: the action to run for ``UIControl/Event/primaryActionTriggered``.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            _adoptPrimaryAction(primaryAction)
        }
    }

    /// Creates a system button drawn by `configuration` that runs `primaryAction` when
    /// pressed; the action's title and image fill in a configuration that has none.
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.bordered()
    /// configuration.title = "Open"
    /// let open = UIButton(configuration: configuration, primaryAction: openAction)
    /// ```
    /// - Parameters:
    ///   - configuration: the button's look.
    ///   - primaryAction: the action to run for ``UIControl/Event/primaryActionTriggered``.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            _adoptPrimaryAction(primaryAction)
        }
    }

    /// The kind of button.
    open var buttonType: ButtonType { _buttonType }

    /// A menu the button offers: on a right click, or as its primary action when
    /// ``showsMenuAsPrimaryAction`` is `true`.
    ///
    /// - Note: UIKit shows it on a long press; a terminal has none, so a right click (or
    ///   Shift-F10 while focused) opens it.
    open var menu: UIMenu?

    /// Whether a click (or Enter or Space) opens ``menu`` below the button instead of
    /// sending the primary action. `false` by default. Opening sends
    /// ``UIControl/Event/menuActionTriggered``.
    open var showsMenuAsPrimaryAction = false

    /// Whether the current touch opened the menu: its other phases are swallowed.
    var _touchOpenedMenu = false

    /// The button's look; `nil` for a button styled with per-state titles and colours.
    /// Setting it redraws and resizes the button's intrinsic content.
    open var configuration: Configuration? {
        didSet { _contentDidChange() }
    }

    // MARK: Per-state content

    /// Sets the title shown in `state`.
    ///
    /// A state without a title of its own shows the `.normal` title.
    /// - Parameters:
    ///   - title: the title, or `nil` to remove it.
    ///   - state: the state it is for.
    open func setTitle(_ title: String?, for state: State) {
        _titles[state.rawValue] = title
        _contentDidChange()
    }

    /// The title set for `state`, or the `.normal` title if `state` has none.
    open func title(for state: State) -> String? {
        _titles[state.rawValue] ?? _titles[State.normal.rawValue]
    }

    /// Sets the title colour for `state`.
    ///
    /// - Parameters:
    ///   - color: the colour, or `nil` to remove it.
    ///   - state: the state it is for.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        _titleColors[state.rawValue] = color
        setNeedsDisplay()
    }

    /// The title colour set for `state`, or the `.normal` one if `state` has none.
    open func titleColor(for state: State) -> UIColor? {
        _titleColors[state.rawValue] ?? _titleColors[State.normal.rawValue]
    }

    /// Sets the image shown in `state`, drawn as its glyph before the title.
    ///
    /// - Parameters:
    ///   - image: the image, or `nil` to remove it.
    ///   - state: the state it is for.
    open func setImage(_ image: UIImage?, for state: State) {
        _images[state.rawValue] = image
        _contentDidChange()
    }

    /// The image set for `state`, or the `.normal` one if `state` has none.
    open func image(for state: State) -> UIImage? {
        _images[state.rawValue] ?? _images[State.normal.rawValue]
    }

    /// The title shown now: the one set for the current state, else the configuration's.
    open var currentTitle: String? {
        title(for: state) ?? configuration?.title
    }

    /// The title colour used now, when the button has no configuration: the one set for
    /// the current state, else the tint colour (white for a custom button; grey when
    /// disabled).
    open var currentTitleColor: UIColor {
        if !isEnabled, let color = _titleColors[State.disabled.rawValue] { return color }
        if !isEnabled { return .tertiaryLabel }
        return titleColor(for: state) ?? (_buttonType == .custom ? .white : tintColor)
    }

    /// The image shown now: the one set for the current state, else the configuration's,
    /// else the glyph of the button's type (ⓘ, +, ✕).
    open var currentImage: UIImage? {
        image(for: state) ?? configuration?.image ?? _typeImage
    }

    // MARK: Size and drawing

    /// A right click or Shift-F10 opens the button's `menu`, while it is enabled.
    override func _openOwnContextMenu(anchor: CGPoint) -> Bool {
        guard isEnabled, let menu else { return false }
        return _presentMenu(menu, at: anchor, owner: self)
    }

    /// The content's size: its display width (four more columns for a bracketed style)
    /// by one row, two with a subtitle.
    open override var intrinsicContentSize: CGSize {
        _points(_contentSize)
    }

    /// The content's size, as ``intrinsicContentSize``, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        _points(_contentSize)
    }

    /// Draws the button for its configuration and state.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        _drawButton(in: context)
    }

    // MARK: Menu as primary action

    /// A press on a button whose menu is its primary action opens the menu at once (as
    /// UIKit does on touch down); other buttons track the touch as controls do.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchOpenedMenu = _opensMenuOnPress
        guard _touchOpenedMenu else { return super.touchesBegan(touches, with: event) }
        _openMenuBelow()
    }

    /// Swallowed after the press opened the menu.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !_touchOpenedMenu { super.touchesMoved(touches, with: event) }
    }

    /// Swallowed after the press opened the menu.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if _touchOpenedMenu {
            _touchOpenedMenu = false
        } else {
            super.touchesEnded(touches, with: event)
        }
    }

    /// Swallowed after the press opened the menu.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if _touchOpenedMenu {
            _touchOpenedMenu = false
        } else {
            super.touchesCancelled(touches, with: event)
        }
    }

    /// Releasing Enter or Space on a button whose menu is its primary action opens the menu
    /// instead of sending the activation events.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if _opensMenuOnPress, let code = _activationKey, presses.contains(where: { $0.key?.keyCode == code }) {
            _activationKey = nil
            isHighlighted = false
            _openMenuBelow()
            let rest = presses.filter { $0.key?.keyCode != code }
            if !rest.isEmpty { super.pressesEnded(rest, with: event) }
            return
        }
        super.pressesEnded(presses, with: event)
    }

    // MARK: Hooks

    /// A button is read as its title.
    override var _defaultAccessibilityLabel: String? { currentTitle ?? currentImage?.glyph }

    /// `.button`, plus `.notEnabled` and `.selected` from the state.
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { _controlAccessibilityTraits.union(.button) }

    /// Enter and Space press a button as a click does: touch up inside, then the primary action.
    override var _keyboardActivationEvents: [Event] { [.touchUpInside, .primaryActionTriggered] }

    /// The action's title and image fill in the configuration's, or the normal state's.
    override func _adoptPrimaryAction(_ action: UIAction) {
        if configuration != nil {
            if configuration?.title == nil, !action.title.isEmpty { configuration?.title = action.title }
            if configuration?.image == nil, let image = action.image { configuration?.image = image }
        } else {
            if !action.title.isEmpty { setTitle(action.title, for: .normal) }
            if let image = action.image { setImage(image, for: .normal) }
        }
    }

    /// The state changes the title, image and colours shown.
    override func _stateDidChange() {
        super._stateDidChange()
        invalidateIntrinsicContentSize()
    }

    func _contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        _syncTitleLabelAndImageView()
    }

    private var _typeImage: UIImage? {
        switch _buttonType {
        case .detailDisclosure, .infoLight, .infoDark: UIImage(glyph: "ⓘ")
        case .contactAdd: UIImage(glyph: "+")
        case .close: UIImage(glyph: "✕")
        case .custom, .system, .plain: nil
        }
    }
}
