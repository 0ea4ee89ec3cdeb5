import Foundation

/// An action of an alert or action sheet: a button and what it does.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// The styles of actions.
    public enum Style: Int, Sendable {
        /// An ordinary action.
        case `default`
        /// The action that cancels; shown last, run by Esc. At most one per alert.
        case cancel
        /// An action that destroys data; drawn in red.
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// The action's style.
    public let style: Style
    /// Whether the action can be chosen.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// Creates an action; `handler` runs after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// A controller that shows an alert or an action sheet: a title, a message and buttons.
///
/// ```swift
/// let alert = UIAlertController(title: "Delete draft?", message: "This cannot be undone.", preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in drafts.removeAll() })
/// present(alert, animated: true)
/// ```
///
/// Presented over the dimmed screen (the presenter stays and hears nothing). Tab and the
/// arrow keys move between buttons, Enter chooses the highlighted one (the preferred action
/// first), Esc chooses the cancel action, and clicking a button chooses it. Choosing
/// dismisses the alert, then runs the action's handler.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The styles of alerts.
    public enum Style: Int, Sendable {
        /// An action sheet, shown at the bottom of the screen.
        case actionSheet = 0
        /// An alert, shown in the middle.
        case alert = 1
    }

    /// The message below the title.
    open var message: String? { didSet { _alertView?.setNeedsLayout() } }
    /// The style.
    public let preferredStyle: Style
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action Enter chooses; drawn bold.
    open var preferredAction: UIAlertAction? { didSet { _alertView?.setNeedsDisplay() } }

    /// Creates an alert controller. It presents as an over-full-screen sheet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    /// Alert controllers are created in code.
    public required init?(coder: NSCoder) {
        fatalError("UIAlertController is created in code")
    }

    /// The text fields added with ``addTextField(configurationHandler:)``, in order; `nil`
    /// when there are none.
    open var textFields: [UITextField]? { _textFields.isEmpty ? nil : _textFields }
    var _textFields: [UITextField] = []

    /// Adds a text field below the message, configured by `configurationHandler`.
    ///
    /// The fields show one per row, filled, above the buttons. When the alert appears the
    /// first field is the first responder; Tab and Shift-Tab move between the fields, Return
    /// chooses the highlighted action (the preferred one first), Esc the cancel action. Only
    /// an alert takes text fields: an action sheet stops with UIKit's message.
    ///
    /// ```swift
    /// alert.addTextField { field in field.placeholder = "Name" }
    /// alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
    ///     rename(to: alert.textFields?.first?.text ?? "")
    /// })
    /// ```
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            _terminate(
                uncaughtException: "NSInternalInconsistencyException",
                reason: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        field.addAction(
            UIAction { [weak self] _ in
                guard let self, let action = self._alertView?.highlightedAction else { return }
                self._choose(action)
            }, for: .primaryActionTriggered)
        _textFields.append(field)
        configurationHandler?(field)
        if let alertView = _alertView {
            alertView.addSubview(field)
            alertView.setNeedsLayout()
        }
    }

    /// Makes the first text field the first responder as the alert appears.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let first = _textFields.first, !_textFields.contains(where: \.isFirstResponder) {
            first.becomeFirstResponder()
        }
    }

    /// Adds an action. Adding a second cancel action stops with UIKit's message.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIViewController._invalidArgument(
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
        _alertView?.setNeedsLayout()
    }

    var _alertView: _AlertView? { _view as? _AlertView }

    /// The alert's view: a dimmed backdrop with the alert box.
    open override func loadView() {
        let alertView = _AlertView(controller: self)
        for field in _textFields { alertView.addSubview(field) }
        view = alertView
    }

    /// Keys move the highlight, choose, or cancel.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, let alertView = _alertView else {
            return super.pressesBegan(presses, with: event)
        }
        if key.keyCode == .keyboardTab, !_textFields.isEmpty {
            // Tab moves between the text fields.
            let current = _textFields.firstIndex(where: \.isFirstResponder)
            let step = key.modifierFlags.contains(.shift) ? _textFields.count - 1 : 1
            let next = current.map { ($0 + step) % _textFields.count } ?? 0
            _textFields[next].becomeFirstResponder()
            return
        }
        switch key.keyCode {
        case .keyboardTab where key.modifierFlags.contains(.shift), .keyboardLeftArrow, .keyboardUpArrow:
            alertView.moveHighlight(by: -1)
        case .keyboardTab, .keyboardRightArrow, .keyboardDownArrow:
            alertView.moveHighlight(by: 1)
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            if let action = alertView.highlightedAction { _choose(action) }
        case .keyboardEscape:
            if let cancel = actions.first(where: { $0.style == .cancel }) { _choose(cancel) }
        default:
            super.pressesBegan(presses, with: event)
        }
    }

    /// The actions in the order they are shown: as UIKit lays them out, the cancel action
    /// is on the left of two buttons side by side, and at the bottom of a column of buttons.
    var _orderedActions: [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        return _buttonsInRow ? cancel + others : others + cancel
    }

    /// Whether the buttons sit side by side: an alert with two buttons or fewer.
    var _buttonsInRow: Bool { preferredStyle == .alert && actions.count <= 2 }

    func _choose(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}

/// Draws an alert controller: the box with its title, message and buttons, over a dimmed
/// backdrop.
@MainActor
final class _AlertView: UIView {
    weak var controller: UIAlertController?
    private var highlightIndex: Int?
    private var buttonRegions: [(rect: CGRect, action: UIAlertAction)] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        _dimsContentBelow = true
    }

    required init?(coder: NSCoder) {
        fatalError("_AlertView is created by UIAlertController")
    }

    var highlightedAction: UIAlertAction? {
        guard let controller else { return nil }
        let ordered = controller._orderedActions
        if let highlightIndex, ordered.indices.contains(highlightIndex) { return ordered[highlightIndex] }
        return controller.preferredAction ?? ordered.first { $0.style != .cancel } ?? ordered.first
    }

    func moveHighlight(by delta: Int) {
        guard let controller, !controller.actions.isEmpty else { return }
        let ordered = controller._orderedActions
        let current = highlightIndex ?? highlightedAction.flatMap { a in ordered.firstIndex { $0 === a } } ?? 0
        highlightIndex = (current + delta + ordered.count) % ordered.count
        setNeedsDisplay()
    }

    /// The box, in cells (as it is drawn): as wide as the text needs within the screen,
    /// centred for an alert and at the bottom for an action sheet.
    private var boxLayout: (box: CGRect, title: [String], message: [String], buttonsInRow: Bool) {
        guard let controller else { return (.zero, [], [], false) }
        let bounds = CGRect(x: 0, y: 0, width: _columns(self.bounds.width), height: _rows(self.bounds.height))
        let fieldRows = controller._textFields.count
        let maxWidth = Swift.max(10, Int(bounds.width) - 4)
        let ordered = controller._orderedActions
        let buttonWidths = ordered.map { ($0.title ?? "").displayWidth + 4 }
        let buttonsInRow = controller._buttonsInRow
        let buttonsWidth = buttonsInRow ? buttonWidths.reduce(0, +) + 1 : (buttonWidths.max() ?? 0)
        let textWidth = Swift.min(maxWidth - 4, Swift.max(36, buttonsWidth))
        let title = TextLayout.lines(
            for: controller.title ?? "", width: textWidth, maximumLines: 0, lineBreakMode: .byWordWrapping)
        let message = TextLayout.lines(
            for: controller.message ?? "", width: textWidth, maximumLines: 0, lineBreakMode: .byWordWrapping)
        // Text fields get room for a name or a password.
        let fieldsWidth = fieldRows > 0 ? 30 : 0
        let contentWidth = Swift.max(
            buttonsWidth, fieldsWidth, (title + message).map(\.displayWidth).max() ?? 0)
        let width = Swift.min(maxWidth, contentWidth + 4)
        let textRows = title.count + message.count + ((title.isEmpty || message.isEmpty) ? 0 : 1)
        let buttonRows = ordered.isEmpty ? 0 : (buttonsInRow ? 1 : ordered.count)
        let below = buttonRows + fieldRows + (fieldRows > 0 && buttonRows > 0 ? 1 : 0)
        let height = Swift.min(Int(bounds.height), 2 + textRows + (textRows > 0 && below > 0 ? 1 : 0) + below)
        let x = (Int(bounds.width) - width) / 2
        let y = controller.preferredStyle == .alert ? (Int(bounds.height) - height) / 2 : Int(bounds.height) - height
        return (CGRect(x: x, y: y, width: width, height: height), title, message, buttonsInRow)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed, let controller else { return }
        let layout = boxLayout
        let box = layout.box
        context.fill(box, with: .tertiarySystemBackground)
        _drawBox(in: context, bounds: box, color: .separator)
        var y = Int(box.minY) + 1
        let inner = Int(box.width) - 4
        for line in layout.title {
            let x = Int(box.minX) + 2 + TextLayout.offset(ofLineWidth: line.displayWidth, in: inner, alignment: .center)
            context.draw(line, at: CGPoint(x: x, y: y), foreground: .label, attributes: [.bold])
            y += 1
        }
        if !layout.title.isEmpty && !layout.message.isEmpty { y += 1 }
        for line in layout.message {
            let x = Int(box.minX) + 2 + TextLayout.offset(ofLineWidth: line.displayWidth, in: inner, alignment: .center)
            context.draw(line, at: CGPoint(x: x, y: y), foreground: .secondaryLabel)
            y += 1
        }
        if y > Int(box.minY) + 1 { y += 1 }
        if !controller._textFields.isEmpty { y += controller._textFields.count + 1 }
        buttonRegions.removeAll()
        let ordered = controller._orderedActions
        let highlighted = highlightedAction
        let labels = ordered.map { "[ \($0.title ?? "") ]" }
        var x =
            Int(box.minX) + 2
            + (layout.buttonsInRow
                ? TextLayout.offset(
                    ofLineWidth: labels.map(\.displayWidth).reduce(0, +) + labels.count - 1, in: inner,
                    alignment: .center) : 0)
        for (action, label) in zip(ordered, labels) {
            guard y < Int(box.maxY) - 1 || layout.buttonsInRow && y == Int(box.maxY) - 1 else { break }
            if !layout.buttonsInRow {
                x =
                    Int(box.minX) + 2
                    + TextLayout.offset(ofLineWidth: label.displayWidth, in: inner, alignment: .center)
            }
            var attributes: TextAttributes = action === controller.preferredAction ? [.bold] : []
            if action === highlighted { attributes.insert(.reverse) }
            if !action.isEnabled { attributes.insert(.dim) }
            let color: UIColor = action.style == .destructive ? .systemRed : .tintColor
            let width = context.draw(label, at: CGPoint(x: x, y: y), foreground: color, attributes: attributes)
            buttonRegions.append((CGRect(x: x, y: y, width: width, height: 1), action))
            if layout.buttonsInRow { x += width + 1 } else { y += 1 }
        }
    }

    /// Puts the text fields one per row between the message and the buttons.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller, !controller._textFields.isEmpty else { return }
        let layout = boxLayout
        let textRows =
            layout.title.count + layout.message.count
            + ((layout.title.isEmpty || layout.message.isEmpty) ? 0 : 1)
        var y = layout.box.minY + 1 + CGFloat(textRows) + (textRows > 0 ? 1 : 0)
        for field in controller._textFields {
            field.frame = CGRect(x: layout.box.minX + 2, y: y, width: Swift.max(0, layout.box.width - 4), height: 1)
                ._scaled(fromCells: _cellSize)
            y += 1
        }
        setNeedsDisplay()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first.map({ _cellPoint($0.location(in: self)) }) else { return }
        if let region = buttonRegions.first(where: { $0.rect.contains(point) }) {
            controller?._choose(region.action)
        }
    }
}
