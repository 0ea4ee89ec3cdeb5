import Foundation

/// A container that shows a primary and a secondary controller side by side while the
/// window is horizontally regular, and collapses into one column when it is compact.
///
/// ```swift
/// let split = UISplitViewController()
/// split.viewControllers = [UINavigationController(rootViewController: FolderList()), Preview()]
/// ```
///
/// Collapsing (a terminal narrowed below the regular width) asks the delegate, then lets the
/// primary collapse the secondary onto itself: a navigation controller pushes it. Expanding
/// asks the delegate, then the primary to separate it again: a navigation controller pops
/// it, and it returns to the secondary column. `showDetailViewController(_:sender:)`
/// replaces the secondary when expanded and shows it from the primary (a push) when
/// collapsed. The column-style API (`init(style:)`, `setViewController(_:for:)`) wraps
/// controllers in navigation controllers as UIKit does.
///
/// - Note: Collapse and expand are checked in each layout pass, so they follow a resize
///   live. The primary column is a fraction of the width (0.35 by default, at least 20 cells).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The styles of split view controllers.
    public enum Style: Int, Sendable {
        /// The classic style, configured with ``viewControllers``.
        case unspecified
        /// Two columns: primary and secondary.
        case doubleColumn
        /// Three columns: primary, supplementary and secondary.
        case tripleColumn
    }

    /// The columns of the column-style API.
    public enum Column: Int, Sendable {
        /// The leftmost column.
        case primary
        /// The middle column of a triple-column split.
        case supplementary
        /// The detail column.
        case secondary
        /// The controller shown instead of the others while collapsed.
        case compact
    }

    /// How the columns are arranged.
    public enum DisplayMode: Int, Sendable {
        /// The split view controller chooses.
        case automatic
        /// Only the secondary column.
        case secondaryOnly
        /// The primary beside the secondary.
        case oneBesideSecondary
        /// The primary over the secondary.
        case oneOverSecondary
        /// Primary and supplementary beside the secondary.
        case twoBesideSecondary
        /// Primary and supplementary over the secondary.
        case twoOverSecondary
        /// Primary and supplementary pushing the secondary aside.
        case twoDisplaceSecondary
    }

    /// The style.
    public let style: Style
    /// The delegate.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode you would like; `.automatic` by default.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { _changeDisplayMode(_resolvedDisplayMode(preferredDisplayMode)) }
    }
    /// The fraction of the width the primary column takes: 0.35 unless set
    /// (``automaticDimension`` sets it back).
    open var preferredPrimaryColumnWidthFraction: CGFloat = 0.35 {
        didSet {
            if preferredPrimaryColumnWidthFraction < 0 { preferredPrimaryColumnWidthFraction = 0.35 }
            _view?.setNeedsLayout()
        }
    }
    /// The side the primary column is on: ``PrimaryEdge/leading`` (the left) by default;
    /// ``PrimaryEdge/trailing`` puts it, and the supplementary column beside it, on the
    /// right.
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { if primaryEdge != oldValue { _view?.setNeedsLayout() } }
    }
    /// The narrowest the primary column gets, in points: 20 columns (160 points on a standard
    /// screen) unless set.
    ///
    /// - Note: UIKit's is 320 points on an iPad; a terminal's list needs fewer.
    open var minimumPrimaryColumnWidth: CGFloat {
        get { _minimumPrimaryColumnWidth ?? 20 * (_view?._cellSize ?? UIScreen.main.cellSize).width }
        set {
            _minimumPrimaryColumnWidth = newValue < 0 ? nil : newValue
            _view?.setNeedsLayout()
        }
    }

    /// The minimum set, or `nil` for 20 columns of the screen the split view is on.
    var _minimumPrimaryColumnWidth: CGFloat?

    var _primary: UIViewController?
    var _supplementary: UIViewController?
    var _secondary: UIViewController?
    var _compact: UIViewController?
    var _isCollapsed = false
    var _displayMode: DisplayMode = .oneBesideSecondary
    var _installed: [UIViewController] = []
    /// Navigation controllers this split view created around column controllers.
    var _wrappers: [_WeakNavigation] = []

    /// Creates a classic split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a column-style split view controller.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
        _displayMode = _resolvedDisplayMode(.automatic)
    }

    /// Creates a split view controller from an archive.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The primary and secondary controllers; just the primary while collapsed.
    open var viewControllers: [UIViewController] {
        get { [_primary, _isCollapsed ? nil : _secondary].compactMap { $0 } }
        set { _setClassicControllers(newValue) }
    }

    /// Whether the split view shows one column only.
    open var isCollapsed: Bool { _isCollapsed }

    /// The current display mode.
    open var displayMode: DisplayMode { _displayMode }

    /// The primary column's width in cells, as last laid out.
    open internal(set) var primaryColumnWidth: CGFloat = 0

    /// Sets the controller of a column. A controller that is not a navigation controller is
    /// wrapped in one; setting the secondary to a plain controller while the secondary column
    /// has a navigation controller this split view made pushes it there, as UIKit does.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        _setViewController(vc, for: column)
    }

    /// The controller of a column: the one you set, not the navigation controller wrapping it.
    open func viewController(for column: Column) -> UIViewController? {
        let controller: UIViewController?
        switch column {
        case .primary: controller = _primary
        case .supplementary: controller = _supplementary
        case .secondary: controller = _secondary
        case .compact: controller = _compact
        }
        if let navigation = controller as? UINavigationController, _isWrapper(navigation) {
            return navigation.viewControllers.first
        }
        return controller
    }

    /// Shows a column by moving to the nearest display mode that shows it.
    open func show(_ column: Column) {
        switch column {
        case .primary: _changeDisplayMode(style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary)
        case .supplementary: _changeDisplayMode(.oneBesideSecondary)
        case .secondary, .compact: break
        }
    }

    /// Hides a column by moving to the nearest display mode that hides it. The secondary
    /// cannot be hidden.
    open func hide(_ column: Column) {
        switch column {
        case .primary: _changeDisplayMode(style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly)
        case .supplementary: _changeDisplayMode(.secondaryOnly)
        case .secondary, .compact: break
        }
    }

    /// A storyboard's `masterViewController` and `detailViewController` relationships become
    /// the primary and secondary columns.
    override func _setStoryboardRelationships(_ relationships: [(relationship: String, controller: UIViewController)]) {
        let master = relationships.first { $0.relationship == "masterViewController" }?.controller
        let detail = relationships.first { $0.relationship == "detailViewController" }?.controller
        viewControllers = [master, detail].compactMap { $0 }
    }

    // MARK: UIViewController

    /// Creates the view, which draws the lines between columns.
    open override func loadView() {
        let view = _SplitView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Installs the columns' views.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        _reconcile()
    }

    /// Collapses or expands to match the horizontal size class, and lays out the columns.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        _reconcile()
    }

    /// Replaces the secondary when expanded; shows `vc` from the primary when collapsed.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if vc === _secondary { return }
        if _isCollapsed {
            (_primary ?? self).show(vc, sender: sender)
            return
        }
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        setViewController(vc, for: .secondary)
    }

    /// Replaces the primary (when collapsed, shows `vc` from the primary).
    open override func show(_ vc: UIViewController, sender: Any?) {
        if _isCollapsed, let primary = _primary {
            primary.show(vc, sender: sender)
            return
        }
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        setViewController(vc, for: .primary)
    }

    /// A split view controller handles `.show` and `.showDetail`.
    open override func canPerformAction(_ action: UIResponderAction, withSender sender: Any?) -> Bool {
        action == .show || action == .showDetail || super.canPerformAction(action, withSender: sender)
    }

    /// The secondary decides the status bar while expanded, the primary while collapsed.
    open override var childForStatusBarStyle: UIViewController? { _isCollapsed ? _primary : (_secondary ?? _primary) }
}

/// A weak reference to a navigation controller a split view made.
struct _WeakNavigation {
    weak var controller: UINavigationController?
}
