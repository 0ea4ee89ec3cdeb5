import Foundation

/// A button for navigation bars and toolbars.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in
///     self.addRow()
/// })
/// ```
/// A tap runs the item's ``primaryAction``, or else sends its ``action`` to its ``target``
/// (or along the responder chain), as in UIKit.
///
/// - Note: An item with a `menu` and neither a primary action nor an action shows the menu's
///   actions as an action sheet.
///   UIKit's common base class `UIBarItem` is left out: this class and ``UITabBarItem``
///   subclass `NSObject` directly, each with its own title and image.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The styles of bar button items.
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain
        /// A bordered button (deprecated in UIKit; drawn as plain).
        case bordered
        /// A button for the action that completes the screen's task; drawn bold.
        case done
    }

    /// The system-supplied items, drawn with their usual titles.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// Add (+).
        case add
        /// Space that grows to fill the bar.
        case flexibleSpace
        /// Space of a fixed width.
        case fixedSpace
        /// Compose.
        case compose
        /// Reply.
        case reply
        /// Share.
        case action
        /// Organize.
        case organize
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Refresh.
        case refresh
        /// Stop.
        case stop
        /// Camera.
        case camera
        /// Trash.
        case trash
        /// Play.
        case play
        /// Pause.
        case pause
        /// Rewind.
        case rewind
        /// Fast-forward.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// Close.
        case close

        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: ""
            case .compose: "✎"
            case .reply: "↩"
            case .action: "⇪"
            case .organize: "🗀"
            case .bookmarks: "☰"
            case .search: "⌕"
            case .refresh: "↻"
            case .stop: "✕"
            case .camera: "◉"
            case .trash: "🗑"
            case .play: "▶"
            case .pause: "⏸"
            case .rewind: "⏪"
            case .fastForward: "⏩"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "✕"
            }
        }
    }

    /// The item's title.
    open var title: String? { didSet { _changed() } }
    /// The item's image, drawn when there is no title.
    open var image: UIImage? { didSet { _changed() } }
    /// The item's style.
    open var style: Style = .plain { didSet { _changed() } }
    /// Whether the item can be activated.
    open var isEnabled = true { didSet { _changed() } }
    /// The action run when the item is activated; while set, ``target`` and ``action`` are
    /// ignored, as in UIKit.
    open var primaryAction: UIAction? { didSet { _changed() } }
    /// The object that receives ``action`` when the item is tapped; `nil` (the default) sends
    /// it along the responder chain, from the first responder of the bar's window.
    ///
    /// ```swift
    /// let menu = UIBarButtonItem(title: "Menu", style: .plain, target: nil, action: nil)
    /// menu.target = self
    /// menu.action = Selector("toggleMenu", Self.toggleMenu)   // on iOS: #selector(toggleMenu)
    /// ```
    ///
    /// Held weakly, as in UIKit.
    open weak var target: AnyObject?
    /// The method sent to ``target`` when the item is tapped, with the item as sender (if the
    /// method takes one); `nil` (the default) sends nothing.
    ///
    /// - Note: A ``Selector`` carries its method as well as its name (Terrarium has no
    ///   Objective-C runtime to look one up): see ``Selector`` for how `#selector` translates.
    open var action: Selector?
    /// A menu shown when the item is activated and has no primary action.
    open var menu: UIMenu?
    /// A colour for the item's title.
    open var tintColor: UIColor? {
        didSet {
            _changed()
            _appearanceDidSet(\UIBarButtonItem.tintColor)
        }
    }
    /// A view shown in place of the title.
    open var customView: UIView? { didSet { _changed() } }
    /// The width of a fixed-space item, in cells.
    open var width: CGFloat = 0 { didSet { _changed() } }
    /// An integer you can use to identify the item.
    open var tag = 0
    /// The system item this was created as, if any.
    public private(set) var systemItem: SystemItem?

    /// Bars showing this item, told to redraw when it changes.
    var _onChange: [ObjectIdentifier: () -> Void] = [:]
    /// The appearance proxy this item is, or the appearance properties set on it.
    var _appearanceState: _AppearanceState?
    /// Where a bar last drew the item: the bar and the item's cells in it, for a popover
    /// anchored to the item.
    var _lastDrawnFrame: (view: UIView, rect: CGRect)? {
        get { _lastDrawnBar.map { ($0, _lastDrawnRect) } }
        set {
            _lastDrawnBar = newValue?.view
            _lastDrawnRect = newValue?.rect ?? .zero
        }
    }
    weak var _lastDrawnBar: UIView?
    var _lastDrawnRect = CGRect.zero

    /// Creates an empty plain item.
    public override init() {
        super.init()
    }

    /// Creates an item with a title or image, a primary action and a menu.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction?.title.nilIfEmpty
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a system item.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title.nilIfEmpty
        self.style = systemItem == .done || systemItem == .save ? .done : .plain
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a system item (UIKit's older spelling).
    public convenience init(
        barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init(systemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    /// Creates a titled item that runs `handler` when activated.
    ///
    /// - Note: Stands in for UIKit's `init(title:style:target:action:)`: a closure in place
    ///   of a target and selector.
    public convenience init(title: String?, style: Style, handler: @escaping (UIAction) -> Void) {
        self.init(title: title, primaryAction: UIAction(title: title ?? "", handler: handler))
        self.style = style
    }

    /// Creates an item showing a custom view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates a flexible space.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// Creates a fixed space of `width` cells.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// The text drawn for the item in a bar.
    var _displayText: String {
        if let title, !title.isEmpty { return title }
        if let image { return image.glyph }
        return ""
    }

    var _isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    func _changed() {
        for notify in _onChange.values { notify() }
    }

    /// Activates the item as a tap or Enter would: runs its primary action, else sends its
    /// action (UIKit ignores the target and action while a primary action is set), else shows
    /// its menu.
    func _activate(from presenter: UIViewController?) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if action != nil {
            _sendAction()
        } else if let menu, let presenter {
            let sheet = UIAlertController(title: menu.title.nilIfEmpty, message: nil, preferredStyle: .actionSheet)
            for case let action as UIAction in menu.children {
                sheet.addAction(
                    UIAlertAction(
                        title: action.title, style: action.attributes.contains(.destructive) ? .destructive : .default
                    ) { _ in action.perform(sender: self) })
            }
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            presenter.present(sheet, animated: true)
        }
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
