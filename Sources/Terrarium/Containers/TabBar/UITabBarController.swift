import Foundation

/// The methods a tab bar controller's delegate implements to approve and hear of the
/// user's tab selections (not called for changes made in code), and to animate tab switches.
///
/// ```swift
/// final class Tabs: UITabBarControllerDelegate {
///     func tabBarController(
///         _ tabBarController: UITabBarController,
///         animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
///     ) -> (any UIViewControllerAnimatedTransitioning)? {
///         FadeAnimator()
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController`. `true` by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after the user selected `viewController`, also when it was already selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animator of a switch from `fromVC`'s tab to `toVC`'s, or `nil` for the tab bar
    /// controller's own switch, which does not animate. Asked for every switch, in code or
    /// by the user, as in UIKit.
    ///
    /// - Note: With an animator the switch is animated, so the appearance callbacks get
    ///   `animated` `true`; without one they get `false`, as today's UIKit tab switch does.
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the switch `animationController` runs, or
    /// `nil`. Asked only when the delegate returned an animator.
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        true
    }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// `nil`: the switch does not animate.
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
    /// `nil`: not interactive.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        nil
    }
}

/// A container that shows one of several child controllers at a time, chosen with a tab bar
/// at the bottom.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [UINavigationController(rootViewController: Inbox()), Settings()]
/// ```
///
/// All ``viewControllers`` become children; only the selected one's view is loaded and
/// shown, the others load on first selection. A change of ``selectedIndex`` in code sends,
/// inside the setter, the new tab's `viewWillAppear` and then the old tab's
/// `viewWillDisappear` (the reverse of a navigation controller), and in the next turn
/// `viewIsAppearing`, the old tab's `viewDidDisappear` and the new tab's `viewDidAppear`;
/// the delegate hears only of the user's selections (a click on a tab, or the keys 1–9),
/// including choosing the selected tab again, which pops its navigation stack to the root.
/// Tabs that do not fit the bar's width are listed under "More".
///
/// A switch on screen runs through a transition context, so the two tabs and the tab bar
/// controller answer `transitionCoordinator` until it ends; the delegate's
/// `tabBarController(_:animationControllerForTransitionFrom:to:)` may animate it, and
/// `tabBarController(_:interactionControllerFor:)` drive it. A cancelled interactive switch
/// selects the old tab again. A selection, or new ``viewControllers``, while a switch runs
/// ends that switch at once (completed, or cancelled while an interaction drives it) rather
/// than queueing, then goes on from the tab left on screen.
///
/// - Note: UIKit shows five tabs on a phone; Terrarium shows as many as fit the width.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar at the bottom.
    public let tabBar = UITabBar()
    /// The delegate told about the user's selections.
    open weak var delegate: (any UITabBarControllerDelegate)?

    var _viewControllers: [UIViewController] = []
    var _selected: UIViewController?
    var _shown: UIViewController?
    let _contentView = UIView()
    var _moreNavigationController: UINavigationController?
    /// The navigation controller tab whose stack More shows (see `_moreStack(lending:)`), and
    /// that stack's root, which goes back to it when More pops to its list.
    var _moreLender: (navigation: UINavigationController, root: UIViewController?)?
    /// Whether a tab switch runs, between which tabs, and what its end leaves selected.
    var _tabMachine = TabTransitionStateMachine<UIViewController>()
    /// The running switch's context, to end it at once when a selection or new tabs interrupt it.
    var _tabTransition: _TransitionContext?

    /// Creates a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar._tabBarController = self
    }

    /// Creates a tab bar controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar._tabBarController = self
    }

    /// The tabs' controllers. Setting removes all the old ones before installing the new
    /// ones, and selects the first (or keeps the selected controller if it is still there).
    open var viewControllers: [UIViewController]? {
        get { _viewControllers.isEmpty ? nil : _viewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the tabs' controllers.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        _setViewControllers(viewControllers ?? [])
    }

    /// The selected tab's controller. Setting it to `moreNavigationController` shows More.
    ///
    /// - Note: UIKit documents that a tab under More can be selected here, not what this
    ///   returns as the user moves around More. Terrarium returns `moreNavigationController`
    ///   (and ``selectedIndex`` is `NSNotFound`) once the user chose More, a tab from its
    ///   list, More's back button or More again; a tab under More selected in code stays
    ///   selected, shown on More's stack, until the user goes back to More's list.
    open var selectedViewController: UIViewController? {
        get { _selected }
        set {
            guard let newValue else { return }
            if newValue === _moreNavigationController || _viewControllers.contains(where: { $0 === newValue }) {
                _select(newValue)
            }
        }
    }

    /// The selected tab's index; `NSNotFound` while More is shown. Setting it cannot select More.
    open var selectedIndex: Int {
        get { _selected.flatMap { s in _viewControllers.firstIndex { $0 === s } } ?? NSNotFound }
        set {
            guard _viewControllers.indices.contains(newValue) else { return }
            _select(_viewControllers[newValue])
        }
    }

    /// The navigation controller listing the tabs that do not fit the bar.
    open var moreNavigationController: UINavigationController {
        if let more = _moreNavigationController { return more }
        let more = UINavigationController(rootViewController: _MoreListViewController(tabBarController: self))
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        more.delegate = _MoreAdopter.shared
        _moreNavigationController = more
        return more
    }

    /// A storyboard's `viewControllers` relationships become the tabs, in the file's order.
    override func _setStoryboardRelationships(_ relationships: [(relationship: String, controller: UIViewController)]) {
        viewControllers = relationships.filter { $0.relationship == "viewControllers" }.map(\.controller)
    }

    /// Selects `subsequentVC`'s tab, as UIKit's tab bar controller does on the way to an
    /// unwind segue's destination.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        selectedViewController = subsequentVC
    }

    // MARK: UIViewController

    /// Creates the view: the content area above the tab bar.
    open override func loadView() {
        view = _containerView(content: _contentView, bars: [tabBar])
    }

    /// Shows the selected tab's view, which then appears with the tab bar controller.
    open override func viewDidLoad() {
        super.viewDidLoad()
        _showSelected()
    }

    /// Lays out the content and the bar.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        _layout()
    }

    /// A tab's navigation stack may ask for the bar to be hidden (`hidesBottomBarWhenPushed`).
    override func _descendantNavigationStackDidChange(_ navigation: UINavigationController) {
        viewIfLoaded?.setNeedsLayout()
    }

    /// The selected tab decides the status-bar style.
    open override var childForStatusBarStyle: UIViewController? { _tabShown }

    /// The selected tab decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { _tabShown }

    /// Keys 1–9 select tabs, as clicks on the bar do, and 0 the tenth, as on a keyboard's
    /// row of digits, while nothing is presented over the tab bar controller (a press in a
    /// presented controller comes here along the responder chain, and leaves the tabs alone).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, key.modifierFlags.isEmpty, presentedViewController == nil,
            let digit = Int(key.characters), (0...9).contains(digit)
        {
            let index = digit == 0 ? 9 : digit - 1
            if tabBar._visibleControllers.indices.contains(index) {
                _userSelect(tabBar._visibleControllers[index])
                return
            }
        }
        super.pressesBegan(presses, with: event)
    }
}

/// The bar of a tab bar controller: one item per visible tab, the selected one highlighted.
///
/// Each item is a button view (`1 Inbox`, with its badge), the buttons laid out by a
/// horizontal stack view pinned one cell in from the bar's leading edge, one cell apart.
/// Clicking a button selects its tab, as the user does.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's height in rows (16 points a row on a standard screen).
    ///
    /// - Note: UIKit's tab bar is 49 points; a terminal's is one line of tabs.
    public static let height: CGFloat = 1
    /// The colour of the selected item. `.tintColor` by default.
    open var tintColor: UIColor! = .tintColor {
        didSet {
            _buttonsNeedDisplay()
            _appearanceDidSet(\UITabBar.tintColor)
        }
    }
    /// The colour of unselected items.
    open var unselectedItemTintColor: UIColor? {
        didSet {
            _buttonsNeedDisplay()
            _appearanceDidSet(\UITabBar.unselectedItemTintColor)
        }
    }
    /// The background colour; `nil` draws the default bar background.
    open var barTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            _appearanceDidSet(\UITabBar.barTintColor)
        }
    }

    /// How the items are spread along the bar: ``ItemPositioning/automatic`` by default.
    ///
    /// - Note: Kept and read back: Terrarium always lays the items out side by side from the
    ///   left, one label each, as a terminal's row of tabs.
    open var itemPositioning: ItemPositioning = .automatic
    /// The width of each item when they are centred; 0 (the default) for the system's.
    ///
    /// - Note: Kept and read back (see ``itemPositioning``).
    open var itemWidth: CGFloat = 0
    /// The space between items when they are centred; 0 (the default) for the system's.
    ///
    /// - Note: Kept and read back (see ``itemPositioning``).
    open var itemSpacing: CGFloat = 0

    weak var _tabBarController: UITabBarController?
    /// The appearances set on the bar (UITabBar+Appearance.swift).
    var _standardAppearance = UITabBarAppearance()
    var _scrollEdgeAppearance: UITabBarAppearance?
    /// The item buttons, one per visible tab, in order.
    var _buttons: [_UITabBarButton] { _stack.arrangedSubviews.compactMap { $0 as? _UITabBarButton } }
    private let _stack = UIStackView()

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _installStack()
    }

    /// Creates a bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _installStack()
    }

    private var _stackLeading: NSLayoutConstraint!

    /// The bar was made before it knew its screen: keeps its column of spacing a column of
    /// the screen it is on.
    private func _fitColumns() {
        let column = _points(columns: 1)
        if _stack.spacing != column { _stack.spacing = column }
        if _stackLeading.constant != column { _stackLeading.constant = column }
    }

    private func _installStack() {
        _stack.axis = .horizontal
        // One column before the first button and between buttons (see `_fitColumns()`).
        _stack.spacing = _points(columns: 1)
        _stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(_stack)
        _stackLeading = _stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: _points(columns: 1))
        NSLayoutConstraint.activate([
            _stackLeading,
            _stack.topAnchor.constraint(equalTo: topAnchor),
            _stack.bottomAnchor.constraint(equalTo: bottomAnchor),
            _stack.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
        ])
    }

    /// The items shown, in order.
    open var items: [UITabBarItem]? { _visibleControllers.map { $0.tabBarItem } }

    /// The selected item.
    open var selectedItem: UITabBarItem? { _tabBarController?._tabShown?.tabBarItem }

    /// The controllers whose items fit the bar, with More last if some do not.
    var _visibleControllers: [UIViewController] {
        guard let controller = _tabBarController else { return [] }
        let all = controller._viewControllers
        let width = _columns(bounds.width)
        // Each button is its label and a space either side; the stack starts one cell in and
        // puts `_stack.spacing` between buttons. Counting only the buttons let a bar "fit"
        // that the stack then squeezed, blanking the first labels (nine demo tabs at 100 columns).
        let widths = all.map { _label(for: $0.tabBarItem, number: 9).displayWidth + 2 }
        let inset = 1
        let spacing = _columns(_stack.spacing)
        if inset + widths.reduce(0, +) + spacing * (all.count - 1) <= width || all.count <= 1 { return all }
        let moreWidth = _label(for: UITabBarItem(tabBarSystemItem: .more, tag: 0), number: 9).displayWidth + 2
        var used = inset + moreWidth
        var fitting: [UIViewController] = []
        for (child, itemWidth) in zip(all, widths) {
            guard used + itemWidth + spacing <= width else { break }
            used += itemWidth + spacing
            fitting.append(child)
        }
        return fitting + [controller.moreNavigationController]
    }

    func _label(for item: UITabBarItem, number: Int) -> String {
        // The key that selects the tab: 1–9, then 0 for the tenth; later tabs have none.
        var label = number < 10 ? "\(number) " : number == 10 ? "0 " : ""
        if let image = item.image { label += image.glyph + " " }
        label += item.title ?? ""
        return label
    }

    /// The tabs, their items or the selection changed: the buttons follow in the next layout.
    func _itemsChanged() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The buttons draw in the bar's colours: a new colour redraws them all.
    private func _buttonsNeedDisplay() {
        for button in _buttons { button.setNeedsDisplay() }
    }

    /// Brings the buttons up to date with the visible tabs, then lays them out.
    open override func layoutSubviews() {
        _fitColumns()
        _updateButtons()
        super.layoutSubviews()
    }

    private func _updateButtons() {
        let visible = bounds.width > 0 ? _visibleControllers : []
        var buttons = _buttons
        while buttons.count > visible.count {
            let extra = buttons.removeLast()
            _stack.removeArrangedSubview(extra)
            extra.removeFromSuperview()
        }
        while buttons.count < visible.count {
            let button = _UITabBarButton()
            buttons.append(button)
            _stack.addArrangedSubview(button)
        }
        let shown = _tabBarController?._tabShown
        for (index, (button, child)) in zip(buttons, visible).enumerated() {
            button.bar = self
            button.update(
                controller: child, label: _label(for: child.tabBarItem, number: index + 1), isSelected: child === shown)
        }
    }

    /// Draws the bar's background; the buttons draw the items.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        if let fill = _standardAppearance._fill(legacy: barTintColor ?? .secondarySystemBackground) {
            context.fill(context.bounds, with: fill)
        }
    }

    /// A tab bar takes its clicks itself: they do not go on to the controller.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Clicks between the buttons do nothing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// One item of a tab bar: ` 1 Inbox ` and its badge, the selected one bold and reversed in
/// the tint colour. A click selects its tab.
@MainActor
final class _UITabBarButton: UIView {
    weak var bar: UITabBar?
    private(set) weak var controller: UIViewController?
    private var label = ""
    private var badge: String?
    private var isSelected = false
    private var isItemEnabled = true

    init() {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
        fatalError("_UITabBarButton is created by its tab bar")
    }

    func update(controller: UIViewController, label: String, isSelected: Bool) {
        let item = controller.tabBarItem!
        let changed =
            label != self.label || item.badgeValue != badge || isSelected != self.isSelected
            || item.isEnabled != isItemEnabled
        self.controller = controller
        guard changed else { return }
        let widthChanged = label != self.label || (item.badgeValue != badge)
        self.label = label
        badge = item.badgeValue
        self.isSelected = isSelected
        isItemEnabled = item.isEnabled
        if widthChanged { invalidateIntrinsicContentSize() }
        setNeedsDisplay()
    }

    /// The label with a cell of padding at each side, and the badge after it.
    override var intrinsicContentSize: CGSize {
        let badgeWidth = badge.map { " \($0) ".displayWidth } ?? 0
        return _points(CGSize(width: " \(label) ".displayWidth + badgeWidth, height: 1))
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed, let bar else { return }
        var attributes: TextAttributes = isSelected ? [.bold, .reverse] : []
        if !isItemEnabled { attributes.insert(.dim) }
        let color = isSelected ? bar.tintColor! : (bar.unselectedItemTintColor ?? .secondaryLabel)
        let width = context.draw(" \(label) ", at: .zero, foreground: color, attributes: attributes)
        if let badge {
            context.draw(" \(badge) ", at: CGPoint(x: width, y: 0), foreground: .white, background: .systemRed)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A click selects the tab, as the user does.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let controller, let tabs = bar?._tabBarController else { return }
        tabs._userSelect(controller)
    }
}
