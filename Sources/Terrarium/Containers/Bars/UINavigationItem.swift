import Foundation

/// The items a navigation bar shows while a view controller is at the top of a navigation
/// stack: its title, back button and bar button items.
///
/// Every view controller has one, ``UIViewController/navigationItem``; its title follows
/// the controller's `title` until set.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the middle of the bar.
    open var title: String? { didSet { _changed() } }
    /// The appearances that override the bar's while this item is on top
    /// (UINavigationItem+Appearance.swift).
    var _appearances = _NavigationBarAppearances()
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { _changed() } }
    /// A line of text above the title; the bar grows a row to show it.
    open var prompt: String? { didSet { _changed() } }
    /// The title the back button shows while this item is just below the top.
    open var backButtonTitle: String? { didSet { _changed() } }
    /// The back button shown while this item is just below the top.
    open var backBarButtonItem: UIBarButtonItem? { didSet { _changed() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false { didSet { _changed() } }
    /// Whether the left items are shown after the back button rather than instead of it.
    open var leftItemsSupplementBackButton = false { didSet { _changed() } }
    /// The items on the left, leading first.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { _observe(oldValue, leftBarButtonItems) } }
    /// The items on the right, trailing first (the first item is the rightmost).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { _observe(oldValue, rightBarButtonItems) } }

    /// The search controller whose search bar the navigation bar shows in a row below the
    /// title while this item is on top.
    open var searchController: UISearchController? { didSet { _changed() } }
    /// Whether the search bar hides when the content scrolls.
    /// - Note: Terrarium ignores it: the search bar always shows, as a terminal has room
    ///   for a row and scrolling it away would move the content under the mouse.
    open var hidesSearchBarWhenScrolling = true
    /// Whether the bar shows this item's title large: ``LargeTitleDisplayMode/automatic``
    /// (as the item below it does) by default.
    ///
    /// - Note: Kept and read back: a terminal's navigation bar draws every title in its one
    ///   row (see ``UINavigationBar/prefersLargeTitles``).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    var _titleWasSet = false
    var _onChange: (() -> Void)?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        _titleWasSet = true
    }

    override init() {
        super.init()
    }

    /// Sets the left items, animating the change.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets the right items, animating the change.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Sets the left item, animating the change.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets the right item, animating the change.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Shows or hides the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    private func _observe(_ old: [UIBarButtonItem]?, _ new: [UIBarButtonItem]?) {
        let key = ObjectIdentifier(self)
        for item in old ?? [] { item._onChange[key] = nil }
        for item in new ?? [] { item._onChange[key] = { [weak self] in self?._changed() } }
        _changed()
    }

    func _changed() {
        _onChange?()
    }
}

/// An item of a tab bar: a tab's title, image and badge.
///
/// Every view controller has one, ``UIViewController/tabBarItem``; its title follows the
/// controller's `title` until set.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The system-supplied tab items.
    public enum SystemItem: Int, Sendable {
        /// More.
        case more
        /// Favorites.
        case favorites
        /// Featured.
        case featured
        /// Top rated.
        case topRated
        /// Recents.
        case recents
        /// Contacts.
        case contacts
        /// History.
        case history
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Downloads.
        case downloads
        /// Most recent.
        case mostRecent
        /// Most viewed.
        case mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The tab's title.
    open var title: String? { didSet { _changed() } }
    /// The tab's image, drawn before the title.
    open var image: UIImage? { didSet { _changed() } }
    /// The image drawn while the tab is selected.
    open var selectedImage: UIImage? { didSet { _changed() } }
    /// A short text drawn after the title, such as an unread count.
    open var badgeValue: String? { didSet { _changed() } }
    /// Whether the tab can be selected.
    open var isEnabled = true { didSet { _changed() } }
    /// An integer you can use to identify the tab.
    open var tag = 0

    var _titleWasSet = false
    var _onChange: [ObjectIdentifier: () -> Void] = [:]

    /// Creates a tab item.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        _titleWasSet = title != nil
    }

    /// Creates a tab item with a selected image.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        _titleWasSet = title != nil
    }

    /// Creates a system tab item.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.title = systemItem.title
        self.tag = tag
        _titleWasSet = true
    }

    override init() {
        super.init()
    }

    func _changed() {
        for notify in _onChange.values { notify() }
    }
}
