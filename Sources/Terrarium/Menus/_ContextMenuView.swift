import Foundation

/// The open context menu: a window-sized, otherwise transparent view on top of everything
/// that draws the menu's panels (the root and any open submenus) and takes the keys and
/// clicks while it is open.
@MainActor
final class _ContextMenuView: UIView {
    @MainActor
    enum Row {
        case action(UIAction)
        case submenu(UIMenu)
        case separator

        var isChoosable: Bool {
            switch self {
            case .action(let action): !action.attributes.contains(.disabled)
            case .submenu: true
            case .separator: false
            }
        }
    }

    struct Panel {
        let menu: UIMenu
        let rows: [Row]
        var frame: CGRect
        var highlighted: Int?
    }

    /// The interaction (or button) the menu belongs to.
    weak var owner: AnyObject?
    /// The sender chosen actions get.
    weak var sender: AnyObject?
    var panels: [Panel] = []
    /// The right-button press that opened the menu: its release is ignored.
    weak var openingTouch: UITouch?
    private weak var previousFocus: UIView?
    private weak var previousResponder: UIResponder?
    private var willEnd: ((_ContextMenuAnimator) -> Void)?
    private var isClosed = false

    init(menu: UIMenu, anchor: CGPoint, in window: UIWindow, willEnd: ((_ContextMenuAnimator) -> Void)?) {
        self.willEnd = willEnd
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let rows = Self.rows(for: menu)
        let size = Self.panelSize(menu: menu, rows: rows)
        // Panels are laid out in cells, as they are drawn.
        let frame = Self.place(
            size, at: _cellPoint(anchor), in: window.bounds.size._scaled(toCells: window._cellSize), above: true)
        panels = [Panel(menu: menu, rows: rows, frame: frame, highlighted: rows.firstIndex { $0.isChoosable })]
        previousFocus = window.focusedView
        previousResponder = window._firstResponder
    }

    required init?(coder: NSCoder) {
        fatalError("_ContextMenuView is created by context menus")
    }

    // MARK: Model

    /// The rows of `menu`: hidden actions left out, inline submenus' children in place
    /// between separators.
    static func rows(for menu: UIMenu) -> [Row] {
        var rows: [Row] = []
        for child in menu.children {
            if let action = child as? UIAction {
                if !action.attributes.contains(.hidden) { rows.append(.action(action)) }
            } else if let submenu = child as? UIMenu {
                if submenu.options.contains(.displayInline) {
                    let inner = Self.rows(for: submenu)
                    guard !inner.isEmpty else { continue }
                    if let last = rows.last, !(last.isSeparator) { rows.append(.separator) }
                    rows += inner
                    rows.append(.separator)
                } else {
                    rows.append(.submenu(submenu))
                }
            }
        }
        while rows.last?.isSeparator == true { rows.removeLast() }
        return rows
    }

    /// The text of a row between its mark and its chevron.
    static func label(_ row: Row) -> String {
        switch row {
        case .action(let action):
            var text = [action.image?.glyph, action.title].compactMap { $0 }.filter { !$0.isEmpty }
                .joined(separator: " ")
            if let subtitle = action.subtitle, !subtitle.isEmpty { text += "  " + subtitle }
            return text
        case .submenu(let menu):
            return [menu.image?.glyph, menu.title].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        case .separator:
            return ""
        }
    }

    /// `│ ✓ label › │`: borders, a space, the mark, a space, the label, a space, the
    /// chevron, a space.
    static func panelSize(menu: UIMenu, rows: [Row]) -> CGSize {
        let labels = rows.map { label($0).displayWidth }.max() ?? 0
        let titleWidth = menu.title.isEmpty ? 0 : menu.title.displayWidth + 4
        return CGSize(width: Swift.max(labels + 8, titleWidth + 2), height: rows.count + 2)
    }

    /// A panel's frame at `anchor`, kept on screen: moved left at the right edge; at the
    /// bottom, above the anchor (when `above` and there is room) or moved up.
    static func place(_ size: CGSize, at anchor: CGPoint, in screen: CGSize, above: Bool) -> CGRect {
        var x = Swift.min(anchor.x, screen.width - size.width)
        x = Swift.max(0, x)
        var y = anchor.y
        if y + size.height > screen.height {
            y = above && anchor.y - size.height >= 0 ? anchor.y - size.height : screen.height - size.height
        }
        return CGRect(x: x, y: Swift.max(0, y), width: size.width, height: size.height)
    }

    // MARK: Showing and closing

    /// Makes the menu the first responder (it takes the keys while open).
    func takeKeys() {
        _ = becomeFirstResponder()
    }

    override var canBecomeFirstResponder: Bool { true }

    /// Closes the menu: removed, focus given back, `willEnd` heard; then `action` (if
    /// any) runs with the menu's sender.
    func close(choosing action: UIAction?) {
        guard !isClosed else { return }
        isClosed = true
        let window = _window
        if isFirstResponder { resignFirstResponder() }
        removeFromSuperview()
        if let window {
            if let focus = previousFocus, window._isFocusable(focus) {
                window._setFocusedView(focus, heading: [])
            } else if let responder = previousResponder, responder !== self {
                _ = responder.becomeFirstResponder()
            }
        }
        let animator = _ContextMenuAnimator()
        willEnd?(animator)
        willEnd = nil
        animator.finish()
        action?.perform(sender: sender)
    }

    /// Closes the menu without choosing.
    func dismiss() { close(choosing: nil) }

    // MARK: Navigation

    private func moveHighlight(by step: Int) {
        guard var panel = panels.last, !panel.rows.isEmpty else { return }
        let count = panel.rows.count
        var index = panel.highlighted ?? (step > 0 ? -1 : count)
        for _ in 0..<count {
            index = (index + step + count) % count
            if panel.rows[index].isChoosable {
                panel.highlighted = index
                break
            }
        }
        panels[panels.count - 1] = panel
        setNeedsDisplay()
    }

    /// Opens the submenu of row `index` of the top panel.
    private func openSubmenu(_ menu: UIMenu, fromRow index: Int) {
        guard let parent = panels.last, let window = _window else { return }
        let rows = Self.rows(for: menu)
        let size = Self.panelSize(menu: menu, rows: rows)
        let screen = window.bounds.size._scaled(toCells: window._cellSize)
        var x = parent.frame.maxX
        if x + size.width > screen.width { x = parent.frame.minX - size.width }
        let frame = Self.place(
            size, at: CGPoint(x: x, y: parent.frame.minY + CGFloat(index)), in: screen, above: false)
        panels.append(Panel(menu: menu, rows: rows, frame: frame, highlighted: rows.firstIndex { $0.isChoosable }))
        setNeedsDisplay()
    }

    /// Chooses the highlighted row of the top panel: runs an action, opens a submenu.
    private func activateHighlighted() {
        guard let panel = panels.last, let index = panel.highlighted else { return }
        switch panel.rows[index] {
        case .action(let action): close(choosing: action)
        case .submenu(let menu): openSubmenu(menu, fromRow: index)
        case .separator: break
        }
    }

    private func closeTopPanel() {
        if panels.count > 1 {
            panels.removeLast()
            setNeedsDisplay()
        } else {
            dismiss()
        }
    }

    // MARK: Events

    /// Up/Down move, Return/Space/Right choose or open, Left closes a submenu, Esc closes
    /// a panel; every other key is swallowed while the menu is open.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let key = press.key else { continue }
            switch key.keyCode {
            case .keyboardUpArrow: moveHighlight(by: -1)
            case .keyboardDownArrow: moveHighlight(by: 1)
            case .keyboardReturnOrEnter, .keyboardSpacebar: activateHighlighted()
            case .keyboardRightArrow:
                if let panel = panels.last, let index = panel.highlighted, case .submenu(let menu) = panel.rows[index] {
                    openSubmenu(menu, fromRow: index)
                }
            case .keyboardLeftArrow: if panels.count > 1 { closeTopPanel() }
            case .keyboardEscape: closeTopPanel()
            default: break
            }
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    /// A press highlights the row under it.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touch !== openingTouch else { return }
        highlightRow(at: _cellPoint(touch.location(in: self)))
    }

    /// Dragging moves the highlight.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touch !== openingTouch else { return }
        highlightRow(at: _cellPoint(touch.location(in: self)))
    }

    /// Releasing on a row chooses it (or opens its submenu); outside every panel dismisses.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touch !== openingTouch else { return }
        let point = _cellPoint(touch.location(in: self))
        guard let (panelIndex, row) = row(at: point) else {
            if !panels.contains(where: { $0.frame.contains(point) }) { dismiss() }
            return
        }
        panels.removeSubrange((panelIndex + 1)...)
        panels[panelIndex].highlighted = row
        setNeedsDisplay()
        activateHighlighted()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// The panel and choosable row at `point`, topmost panel first.
    private func row(at point: CGPoint) -> (Int, Int)? {
        for index in panels.indices.reversed() {
            let frame = panels[index].frame
            guard frame.contains(point) else { continue }
            let row = Int(point.y - frame.minY) - 1
            guard panels[index].rows.indices.contains(row), point.x > frame.minX, point.x < frame.maxX - 1,
                panels[index].rows[row].isChoosable
            else { return nil }
            return (index, row)
        }
        return nil
    }

    private func highlightRow(at point: CGPoint) {
        guard let (panelIndex, row) = row(at: point) else { return }
        panels[panelIndex].highlighted = row
        setNeedsDisplay()
    }

    /// Where the hardware cursor goes: the highlighted row's mark column.
    var cursorLocation: CGPoint? {
        guard let panel = panels.last, let row = panel.highlighted else { return nil }
        return CGPoint(x: panel.frame.minX + 2, y: panel.frame.minY + 1 + CGFloat(row))
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        for panel in panels { draw(panel, in: context) }
    }

    private func draw(_ panel: Panel, in context: CanvasContext) {
        let frame = panel.frame
        context.fill(frame, with: .secondarySystemBackground)
        _drawBox(
            in: context, bounds: frame, color: .separator, title: panel.menu.title.isEmpty ? nil : panel.menu.title)
        let width = Int(frame.width)
        let labelWidth = width - 8
        for (index, row) in panel.rows.enumerated() {
            let y = frame.minY + 1 + CGFloat(index)
            guard y < frame.maxY - 1 else { break }
            if case .separator = row {
                context.draw(
                    "├" + String(repeating: "─", count: Swift.max(0, width - 2)) + "┤",
                    at: CGPoint(x: frame.minX, y: y),
                    foreground: .separator)
                continue
            }
            var mark = " ", chevron = " "
            var foreground: UIColor = .label
            var attributes: TextAttributes = []
            switch row {
            case .action(let action):
                mark = action.state == .on ? "✓" : action.state == .mixed ? "–" : " "
                if action.attributes.contains(.destructive) { foreground = .systemRed }
                if action.attributes.contains(.disabled) {
                    foreground = .tertiaryLabel
                    attributes.insert(.dim)
                }
            case .submenu(let menu):
                chevron = "›"
                if menu.options.contains(.destructive) { foreground = .systemRed }
            case .separator:
                break
            }
            if index == panel.highlighted { attributes.insert(.reverse) }
            let text =
                TextLayout.lines(
                    for: Self.label(row), width: Swift.max(0, labelWidth), maximumLines: 1,
                    lineBreakMode: .byTruncatingTail
                ).first ?? ""
            let padding = String(repeating: " ", count: Swift.max(0, labelWidth - text.displayWidth))
            context.draw(
                " " + mark + " " + text + padding + " " + chevron + " ", at: CGPoint(x: frame.minX + 1, y: y),
                foreground: foreground, attributes: attributes)
        }
    }
}

@MainActor
extension _ContextMenuView.Row {
    var isSeparator: Bool {
        if case .separator = self { return true }
        return false
    }
}

extension UIView {
    /// Opens the menu of `configuration` with its top-left corner at `anchor` (in this
    /// view's coordinates), above everything in the window. The entry point for views that
    /// open menus themselves (a table view asking its delegate for a row's configuration).
    ///
    /// - Parameters:
    ///   - configuration: the configuration whose action provider makes the menu.
    ///   - anchor: where the menu's top-left corner goes (moved to stay on screen).
    ///   - owner: what `dismissMenu()` checks the open menu against; the sender of chosen
    ///     actions is this view.
    ///   - willDisplay: called before the menu appears.
    ///   - willEnd: called when it closes, before a chosen action runs.
    /// - Returns: `false` (nothing shown) when the view is not in a window or the menu has
    ///   no visible element.
    @discardableResult
    func _presentContextMenu(
        _ configuration: UIContextMenuConfiguration, at anchor: CGPoint, owner: AnyObject? = nil,
        willDisplay: ((_ContextMenuAnimator) -> Void)? = nil, willEnd: ((_ContextMenuAnimator) -> Void)? = nil
    ) -> Bool {
        guard let menu = configuration.actionProvider?([]) else { return false }
        return _presentMenu(menu, at: anchor, owner: owner, willDisplay: willDisplay, willEnd: willEnd)
    }

    /// Opens `menu` as a context menu at `anchor` (in this view's coordinates); see
    /// `_presentContextMenu`.
    @discardableResult
    func _presentMenu(
        _ menu: UIMenu, at anchor: CGPoint, owner: AnyObject? = nil,
        willDisplay: ((_ContextMenuAnimator) -> Void)? = nil, willEnd: ((_ContextMenuAnimator) -> Void)? = nil
    ) -> Bool {
        guard let window = _window, !_ContextMenuView.rows(for: menu).isEmpty else { return false }
        window._openContextMenu?.dismiss()
        let point = convert(anchor, to: nil)
        let menuView = _ContextMenuView(menu: menu, anchor: point, in: window, willEnd: willEnd)
        menuView.owner = owner
        menuView.sender = self
        let animator = _ContextMenuAnimator()
        willDisplay?(animator)
        window.addSubview(menuView)
        menuView.takeKeys()
        animator.finish()
        return true
    }
}
