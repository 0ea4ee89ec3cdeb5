import Foundation

/// The bar at the top of a navigation controller, or a bar of your own: the back button on
/// the left, the top item's title in the middle, its bar button items at the sides.
///
/// One row tall. The back button follows UIKit's rules for the top item T and the one
/// below it P: T's left items replace it (unless `leftItemsSupplementBackButton`); it is
/// hidden on the root and when T `hidesBackButton`; its title is P's `backBarButtonItem`
/// title, else P's `backButtonTitle`, else P's `title`, else "Back" — shortened to "Back"
/// and then to the chevron alone when space is short. Clicking an item activates it.
///
/// A navigation controller's bar shows the navigation items of its stack. A bar you make
/// yourself keeps a stack of items of its own, which ``pushItem(_:animated:)``,
/// ``popItem(animated:)`` and ``setItems(_:animated:)`` change and its ``delegate`` may veto:
///
/// ```swift
/// let bar = UINavigationBar()
/// bar.translatesAutoresizingMaskIntoConstraints = false
/// view.addSubview(bar)
/// NSLayoutConstraint.activate([
///     bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
///     bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
///     bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
/// ])
/// bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
/// bar.pushItem(UINavigationItem(title: "Message"), animated: true)   // "‹ Inbox   Message"
/// ```
///
/// Clicking such a bar's back button pops its top item, as in UIKit.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height in rows (16 points a row on a standard screen); a row more while the
    /// top item has a prompt.
    ///
    /// - Note: UIKit's bar is 44 points; a terminal's bar is one line of text.
    public static let height: CGFloat = 1

    /// The bar's style: ``UIBarStyle/default`` unless set.
    ///
    /// - Note: `.black` fills the bar with black where no ``barTintColor`` or appearance
    ///   background is set, and makes a navigation controller's status bar style
    ///   `.lightContent` (see ``UIBarStyle``).
    open var barStyle: UIBarStyle = .default {
        didSet {
            setNeedsDisplay()
            _appearanceDidSet(\UINavigationBar.barStyle)
        }
    }

    /// The attributes of the title: `.foregroundColor` (a ``UIColor``) and `.font`; `nil` by
    /// default. An appearance's ``UINavigationBarAppearance/titleTextAttributes`` win over
    /// these, key by key.
    ///
    /// ```swift
    /// navigationBar.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
    /// UINavigationBar.appearance().titleTextAttributes = [.font: UIFont.systemFont(ofSize: 17)]
    /// ```
    ///
    /// - Note: As for ``UINavigationBarAppearance``, Terrarium draws the title in the
    ///   foreground colour, bold unless a font lighter than semibold is given; other
    ///   attributes (the font's size, a shadow) cannot show in a terminal and are kept.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            setNeedsDisplay()
            _appearanceDidSet(\UINavigationBar.titleTextAttributes)
        }
    }

    /// The attributes of large titles; `nil` by default.
    ///
    /// - Note: Kept and read back: a terminal has one size of text, so Terrarium shows no
    ///   large titles (see ``prefersLargeTitles``).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { _appearanceDidSet(\UINavigationBar.largeTitleTextAttributes) }
    }
    /// Whether the bar shows large titles where items allow them. `false` by default.
    ///
    /// - Note: Kept and read back: a terminal has one size of text, so Terrarium draws every
    ///   title in the bar's row, as UIKit draws a standard title.
    open var prefersLargeTitles = false
    /// The colour of the bar's items. `.tintColor` (system blue) by default.
    open var tintColor: UIColor! = .tintColor {
        didSet {
            setNeedsDisplay()
            _appearanceDidSet(\UINavigationBar.tintColor)
        }
    }
    /// The bar's background colour; `nil` draws the default bar background.
    open var barTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            _appearanceDidSet(\UINavigationBar.barTintColor)
        }
    }
    /// Whether content extends under the bar.
    /// - Note: `false` by default in Terrarium: a terminal cannot draw a translucent bar.
    open var isTranslucent = false

    /// The navigation items, root first: a navigation controller's stack's items, or the
    /// items pushed on a bar of your own.
    ///
    /// Setting it is ``setItems(_:animated:)`` without animation; on a navigation
    /// controller's bar that stops with UIKit's `NSInternalInconsistencyException` text.
    open var items: [UINavigationItem]? {
        get {
            if let navigationController = _navigationController {
                return navigationController._stack.map(\.navigationItem)
            }
            return _standaloneItems
        }
        set { _setItems(newValue, animated: false, caller: "setItems:animated:") }
    }

    /// The item on top.
    open var topItem: UINavigationItem? {
        if let navigationController = _navigationController { return navigationController._stack.last?.navigationItem }
        return _standaloneItems.last
    }

    /// The item below the top, whose title the back button shows.
    open var backItem: UINavigationItem? {
        if let stack = _navigationController?._stack {
            return stack.count > 1 ? stack[stack.count - 2].navigationItem : nil
        }
        return _standaloneItems.count > 1 ? _standaloneItems[_standaloneItems.count - 2] : nil
    }

    /// Pushes `item` onto the bar's stack and shows it: its title in the middle, the item
    /// below it as the back button.
    ///
    /// The delegate's ``UINavigationBarDelegate/navigationBar(_:shouldPush:)`` may refuse;
    /// ``UINavigationBarDelegate/navigationBar(_:didPush:)`` follows the push.
    ///
    /// ```swift
    /// bar.pushItem(UINavigationItem(title: "Settings"), animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item to show.
    ///   - animated: Whether UIKit would animate the change.
    /// - Note: Only for a bar of your own: on a navigation controller's bar this stops with
    ///   UIKit's `NSInternalInconsistencyException` text, as the controller's stack decides
    ///   its items. The bar changes at once (a one-row bar has nothing to slide), so
    ///   `didPush` comes before this returns, where UIKit calls it once the animation ends.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        _rejectIfManaged("pushNavigationItem:animated:")
        if let delegate, !delegate.navigationBar(self, shouldPush: item) { return }
        _standaloneItems.append(item)
        _update()
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item off the bar's stack and shows the one below it.
    ///
    /// The delegate's ``UINavigationBarDelegate/navigationBar(_:shouldPop:)`` may refuse;
    /// ``UINavigationBarDelegate/navigationBar(_:didPop:)`` follows the pop.
    ///
    /// - Parameter animated: Whether UIKit would animate the change.
    /// - Returns: The item popped, or `nil` when the stack is empty or the delegate refused.
    /// - Note: Only for a bar of your own (see ``pushItem(_:animated:)``). The last item can
    ///   be popped too, leaving the bar empty.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        _rejectIfManaged("popNavigationItemAnimated:")
        guard let item = _standaloneItems.last else { return nil }
        if let delegate, !delegate.navigationBar(self, shouldPop: item) { return nil }
        _standaloneItems.removeLast()
        _update()
        delegate?.navigationBar(self, didPop: item)
        return item
    }

    /// Replaces the bar's stack of items, root first; the last one shows.
    ///
    /// The delegate is not asked, as in UIKit.
    ///
    /// - Parameters:
    ///   - items: The new items, or `nil` for none.
    ///   - animated: Whether UIKit would animate the change.
    /// - Note: Only for a bar of your own (see ``pushItem(_:animated:)``).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        _setItems(items, animated: animated, caller: "setItems:animated:")
    }

    weak var _navigationController: UINavigationController?
    /// The items of a bar no navigation controller manages.
    var _standaloneItems: [UINavigationItem] = []
    weak var _delegate: (any UINavigationBarDelegate)?
    /// The appearances set on the bar (UINavigationBar+Appearance.swift).
    var _appearances = _NavigationBarAppearances()
    /// The items the bar shows (top and back) and so redraws for when they change. Only
    /// those two: a deep stack must not make each push cost more.
    var _observedItems: [UINavigationItem] = []
    /// The row the items are drawn on: the last.
    private var _row = 0
    /// Where each clickable element was drawn: its columns and what it does.
    var _hitRegions: [(range: Range<Int>, activate: () -> Void)] = []

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The bar's size: the width offered, one row, a row above it for a prompt, and a row
    /// below it for the top item's search bar. While that search is active and hides the
    /// navigation bar, only the search bar's row.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if _hidesTitleRow { return CGSize(width: size.width, height: _points(rows: 1)) }
        let search: CGFloat = topItem?.searchController == nil ? 0 : 1
        return CGSize(
            width: size.width, height: _points(rows: UINavigationBar.height + (topItem?.prompt == nil ? 0 : 1) + search))
    }

    /// The bar's height, as ``sizeThatFits(_:)`` gives it, and no intrinsic width: what a bar
    /// placed with Auto Layout takes.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(bounds.size).height)
    }

    /// Rows below the items' row: one for a search bar.
    var _searchRows: Int { topItem?.searchController == nil ? 0 : 1 }

    /// Whether the top item's active search hides the title row (and prompt).
    var _hidesTitleRow: Bool {
        guard let search = topItem?.searchController else { return false }
        return search.isActive && search.hidesNavigationBarDuringPresentation
    }

    /// The search bar shown, and the title view's constraints that keep it above it.
    private weak var _shownSearchBar: UISearchBar?
    private var _titleViewRowConstraints: [NSLayoutConstraint] = []

    /// The top item's title view, placed where the title would be.
    private weak var _shownTitleView: UIView?

    /// Puts the top item's title view in the title's place.
    ///
    /// As in UIKit since iOS 11, a title view that does not translate its autoresizing mask
    /// into constraints is placed by Auto Layout: centred on the bar's last row, as wide as
    /// its own constraints or intrinsic size say, never wider than the bar. Others are
    /// framed: their width, else their intrinsic width, else a third of the bar.
    open override func layoutSubviews() {
        let titleView = topItem?.titleView
        if _shownTitleView !== titleView {
            _shownTitleView?.removeFromSuperview()
            // The old view's row constraints went with it; don't keep adjusting them.
            _titleViewRowConstraints = []
            if let titleView {
                addSubview(titleView)
                if !titleView.translatesAutoresizingMaskIntoConstraints {
                    let centred = titleView.centerXAnchor.constraint(equalTo: centerXAnchor)
                    centred.priority = .defaultHigh
                    _titleViewRowConstraints = [
                        titleView.bottomAnchor.constraint(
                            equalTo: bottomAnchor, constant: -_points(rows: CGFloat(_searchRows))),
                        titleView.topAnchor.constraint(
                            equalTo: bottomAnchor, constant: -_points(rows: 1 + CGFloat(_searchRows))),
                    ]
                    NSLayoutConstraint.activate(
                        _titleViewRowConstraints + [
                            centred,
                            titleView.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor),
                            titleView.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
                        ])
                }
            }
            _shownTitleView = titleView
        }
        _layOutSearchBar()
        let searchRows = CGFloat(_searchRows)
        for (index, constraint) in _titleViewRowConstraints.enumerated() {
            let constant = -_points(rows: searchRows + CGFloat(index))
            if constraint.constant != constant { constraint.constant = constant }
        }
        titleView?.isHidden = _hidesTitleRow
        super.layoutSubviews()
        guard let titleView, titleView.translatesAutoresizingMaskIntoConstraints else { return }
        var width = titleView.bounds.width
        if width <= 0 {
            let intrinsic = titleView.intrinsicContentSize.width
            width = intrinsic > 0 ? intrinsic : bounds.width / 3
        }
        width = Swift.min(width, bounds.width)
        let row = _points(rows: 1)
        titleView.frame = CGRect(
            x: ((bounds.width - width) / 2).rounded(.down), y: bounds.height - row * (1 + searchRows), width: width,
            height: row)
    }

    /// Shows the top item's search bar on the last row, and tells its search controller
    /// which navigation controller and view controller it searches.
    private func _layOutSearchBar() {
        let search = topItem?.searchController
        if _shownSearchBar !== search?.searchBar {
            if let shown = _shownSearchBar, shown.superview === self { shown.removeFromSuperview() }
            if let bar = search?.searchBar { addSubview(bar) }
            _shownSearchBar = search?.searchBar
        }
        guard let search else { return }
        search._navigationController = _navigationController
        search._hostController = _navigationController?._stack.last
        let row = _points(rows: 1)
        search.searchBar.frame = CGRect(x: 0, y: bounds.height - row, width: bounds.width, height: row)
    }

    func _update() {
        _applyItemAppearances()
        for item in _observedItems { item._onChange = nil }
        _observedItems = [topItem, backItem].compactMap { $0 }
        for item in _observedItems { item._onChange = { [weak self] in self?._itemsChanged() } }
        _itemsChanged()
    }

    /// Redraws, and asks for layout: a prompt changes the bar's height, a title view its subviews.
    private func _itemsChanged() {
        _applyItemAppearances()
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        _navigationController?._view?.setNeedsLayout()
    }

    /// The back button's title by UIKit's rules, or nil when there is no back button.
    var _backTitle: String? {
        guard let top = topItem, let back = backItem, !top.hidesBackButton else { return nil }
        if top.leftBarButtonItems?.isEmpty == false && !top.leftItemsSupplementBackButton { return nil }
        if let item = back.backBarButtonItem { return item.title ?? "Back" }
        if let title = back.backButtonTitle { return title }
        if let title = back.title, !title.isEmpty { return title }
        return "Back"
    }

    /// Draws the background, back button, left items, right items and title, in that order
    /// of priority for space.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        let width = Int(context.bounds.width)
        _hitRegions.removeAll()
        let appearance = _currentAppearance
        if let fill = appearance._fill(
            legacy: barTintColor ?? barStyle._barFill)
        {
            context.fill(context.bounds, with: fill)
        }
        guard width > 0, let top = topItem, !_hidesTitleRow else { return }
        let row = Int(context.bounds.height) - 1 - _searchRows
        if let prompt = top.prompt, row > 0 {
            let line =
                TextLayout.lines(for: prompt, width: width - 2, maximumLines: 1, lineBreakMode: .byTruncatingTail).first
                ?? ""
            let x = TextLayout.offset(ofLineWidth: line.displayWidth, in: width, alignment: .center)
            context.draw(line, at: CGPoint(x: x, y: 0), foreground: .secondaryLabel)
        }
        _row = row
        var left = 1
        if let backTitle = _backTitle {
            left = _drawBackButton(in: context, title: backTitle, width: width)
        }
        if let items = top.leftBarButtonItems, top.leftItemsSupplementBackButton || _backTitle == nil {
            for item in items { left = _drawItem(item, in: context, at: left, limit: width) + 1 }
        }
        var right = width - 1
        for item in top.rightBarButtonItems ?? [] {
            let text = item._displayText
            let start = right - text.displayWidth
            guard start > left else { break }
            _drawItem(item, in: context, at: start, limit: right)
            right = start - 1
        }
        _drawTitle(of: top, in: context, between: left, and: right, width: width)
    }

    private func _drawBackButton(in context: CanvasContext, title: String, width: Int) -> Int {
        let budget = width / 3
        var text = "‹ " + title
        if text.displayWidth > budget { text = "‹ Back" }
        if text.displayWidth > budget { text = "‹" }
        let color = _currentAppearance.backButtonAppearance._color ?? tintColor
        let end = 1 + context.draw(text, at: CGPoint(x: 1, y: _row), foreground: color)
        _hitRegions.append((1..<end, { [weak self] in self?._backButtonTapped() }))
        return end + 1
    }

    @discardableResult
    private func _drawItem(_ item: UIBarButtonItem, in context: CanvasContext, at x: Int, limit: Int) -> Int {
        if item.systemItem == .fixedSpace { return x + Int(item.width) }
        let text = item._displayText
        guard !text.isEmpty, x + text.displayWidth <= limit else { return x }
        var attributes: TextAttributes = item.style == .done ? [.bold] : []
        if !item.isEnabled { attributes.insert(.dim) }
        let end =
            x
            + context.draw(
                text, at: CGPoint(x: x, y: _row), foreground: item.tintColor ?? _buttonColor(of: item) ?? tintColor,
                attributes: attributes)
        _hitRegions.append((x..<end, { [weak self, weak item] in item?._activate(from: self?._presentingController) }))
        item._lastDrawnFrame = (self, CGRect(x: x, y: _row, width: end - x, height: 1)._scaled(fromCells: _cellSize))
        return end
    }

    private func _drawTitle(
        of item: UINavigationItem, in context: CanvasContext, between left: Int, and right: Int, width: Int
    ) {
        guard item.titleView == nil, let title = item.title, !title.isEmpty, right > left else { return }
        let lines = TextLayout.lines(for: title, width: right - left, maximumLines: 1, lineBreakMode: .byTruncatingTail)
        guard let line = lines.first else { return }
        let lineWidth = line.displayWidth
        // Centred in the bar when it fits there, else centred in the space left.
        var x = (width - lineWidth) / 2
        if x < left || x + lineWidth > right { x = left + (right - left - lineWidth) / 2 }
        // The bar's own attributes, under the appearance's.
        let attributes = (titleTextAttributes ?? [:]).merging(_currentAppearance.titleTextAttributes) { $1 }
        context.draw(
            line, at: CGPoint(x: x, y: _row),
            foreground: UINavigationBarAppearance._titleColor(in: attributes) ?? .label,
            attributes: UINavigationBarAppearance._titleIsBold(in: attributes) ? [.bold] : [])
    }

    /// Redraws when the vertical size class changes: a compact appearance may apply.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { setNeedsDisplay() }
    }

    /// Clicking an item or the back button activates it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let location = _cellPoint(touch.location(in: self))
        let x = Int(location.x)
        if Int(location.y) == _row, let region = _hitRegions.first(where: { $0.range.contains(x) }) {
            region.activate()
        } else {
            super.touchesEnded(touches, with: event)
        }
    }

    /// A navigation bar takes its clicks itself.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// The bar at the bottom of a navigation controller, showing the top controller's
/// `toolbarItems` left to right; flexible spaces share the room left over.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The bar's height in rows (16 points a row on a standard screen).
    ///
    /// - Note: UIKit's toolbar is 44 points; a terminal's is one line of buttons.
    public static let height: CGFloat = 1

    /// The items shown.
    open var items: [UIBarButtonItem]? {
        didSet {
            let key = ObjectIdentifier(self)
            for item in oldValue ?? [] { item._onChange[key] = nil }
            for item in items ?? [] { item._onChange[key] = { [weak self] in self?.setNeedsDisplay() } }
            setNeedsDisplay()
        }
    }
    /// The colour of the items.
    open var tintColor: UIColor! = .tintColor { didSet { setNeedsDisplay() } }
    /// The background colour; `nil` draws the default bar background.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The toolbar's style: ``UIBarStyle/default`` unless set.
    ///
    /// - Note: `.black` fills the toolbar with black where no ``barTintColor`` is set (see
    ///   ``UIBarStyle``).
    open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
    /// Whether content extends under the toolbar. `false` by default, as for the navigation bar.
    open var isTranslucent = false
    var _hitRegions: [(range: Range<Int>, item: UIBarButtonItem)] = []

    /// Sets the items, animating the change.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// Draws the items.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        context.fill(context.bounds, with: barTintColor ?? barStyle._barFill)
        _hitRegions.removeAll()
        let items = self.items ?? []
        let width = Int(context.bounds.width)
        let fixed = items.reduce(0) { total, item in
            item.systemItem == .flexibleSpace
                ? total : total + (item._isSpace ? _columns(item.width) : item._displayText.displayWidth + 2)
        }
        let flexibleCount = items.filter { $0.systemItem == .flexibleSpace }.count
        let spare = Swift.max(0, width - fixed)
        var x = flexibleCount == 0 ? 1 : 0
        var flexibleIndex = 0
        for item in items {
            if item.systemItem == .flexibleSpace {
                let share = spare / flexibleCount + (flexibleIndex < spare % flexibleCount ? 1 : 0)
                x += share
                flexibleIndex += 1
                continue
            }
            if item.systemItem == .fixedSpace {
                x += Int(item.width)
                continue
            }
            let text = item._displayText
            guard x + text.displayWidth <= width else { break }
            var attributes: TextAttributes = item.style == .done ? [.bold] : []
            if !item.isEnabled { attributes.insert(.dim) }
            let end =
                x + 1
                + context.draw(
                    text, at: CGPoint(x: x + 1, y: 0), foreground: item.tintColor ?? tintColor, attributes: attributes)
            _hitRegions.append(((x + 1)..<end, item))
            item._lastDrawnFrame = (self, CGRect(x: x + 1, y: 0, width: end - x - 1, height: 1)._scaled(fromCells: _cellSize))
            x = end + 1
        }
    }

    /// Clicking an item activates it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let x = Int(_cellPoint(touch.location(in: self)).x)
        if let region = _hitRegions.first(where: { $0.range.contains(x) }) {
            var controller: UIResponder? = next
            while let c = controller, !(c is UIViewController) { controller = c.next }
            region.item._activate(from: controller as? UIViewController)
        }
    }

    /// A toolbar takes its clicks itself.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

extension UINavigationBar {
    /// Gives the top item's bar button items the appearance proxies' values, once each.
    func _applyItemAppearances() {
        guard !_AppearanceRegistry.rules.isEmpty, let top = topItem else { return }
        for item in (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? []) {
            item._applyAppearanceIfNeeded(in: self)
        }
    }
}
