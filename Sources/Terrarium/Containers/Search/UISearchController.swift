import Foundation

/// An object that updates search results as the user types in a search bar.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search becomes active, when its text changes, and when it is
    /// dismissed (with the text cleared).
    func updateSearchResults(for searchController: UISearchController)
}

/// The methods a search controller calls on its delegate as it activates and deactivates.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Called before the search becomes active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// Called after the search became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// Called before the search stops being active.
    func willDismissSearchController(_ searchController: UISearchController)
    /// Called after the search stopped being active.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A view controller that manages searching with a search bar, usually shown in the
/// navigation bar through ``UINavigationItem/searchController``.
///
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     let search = UISearchController(searchResultsController: nil)
///     search.searchResultsUpdater = self             // filter this table in place
///     search.obscuresBackgroundDuringPresentation = false
///     navigationItem.searchController = search
/// }
///
/// func updateSearchResults(for searchController: UISearchController) {
///     filter(by: searchController.searchBar.text ?? "")
/// }
/// ```
///
/// Clicking the search field or reaching it with Tab makes the search active: the delegate
/// hears `willPresent` and `didPresent`, the bar shows Cancel, the navigation bar's title
/// row hides (``hidesNavigationBarDuringPresentation``), and the updater is asked for
/// results. While active, each edit asks again, and a results controller's view covers the
/// content while there is text. Esc in the field or Cancel deactivates it: the text is
/// cleared, the field resigns, `willDismiss`, the updater asked once more, `didDismiss`.
///
/// - Note: Terrarium shows the search bar in the navigation bar without presenting the
///   search controller modally: its `presentingViewController` stays `nil`. The delegate's
///   `didPresent` and `didDismiss` follow right after `willPresent` and `willDismiss`, as no
///   animation runs. ``obscuresBackgroundDuringPresentation`` dims the content (a click on
///   it cancels) only while there is no results controller to show.
///   `hidesSearchBarWhenScrolling` is accepted and ignored: the bar always shows.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller whose view shows results, or `nil` to show them in the searched
    /// controller itself.
    public let searchResultsController: UIViewController?

    /// The object asked to update results.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

    /// The delegate told of activation and deactivation.
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the content under the search bar is dimmed while the search is active and
    /// there is no results controller. `true` by default, as in UIKit.
    open var obscuresBackgroundDuringPresentation = true

    /// Whether the navigation bar's title row hides while the search is active. `true`
    /// by default, as in UIKit.
    open var hidesNavigationBarDuringPresentation = true

    /// Whether the search bar shows Cancel while the search is active. `true` by default.
    open var automaticallyShowsCancelButton = true

    /// The search bar.
    public let searchBar: UISearchBar

    var _isActive = false
    /// The navigation controller whose bar shows the search bar.
    weak var _navigationController: UINavigationController?
    /// The controller whose navigation item holds this search controller: the one searched.
    weak var _hostController: UIViewController?
    /// The view that dims the content while obscuring.
    var _dimmingView: UIView?

    /// Creates a search controller that shows results in `searchResultsController`, or in
    /// the searched controller itself when `nil`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = UISearchBar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        searchBar._searchController = self
    }

    /// Creates a search controller with no results controller.
    public convenience init() {
        self.init(searchResultsController: nil)
    }

    /// Creates a search controller from an archive.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        searchBar = UISearchBar(frame: .zero)
        super.init(coder: coder)
        searchBar._searchController = self
    }

    /// Whether the search is active. Setting it activates (making the field first
    /// responder) or deactivates (clearing the text).
    open var isActive: Bool {
        get { _isActive }
        set {
            guard newValue != _isActive else { return }
            if newValue { _activate() } else { _deactivate() }
        }
    }
}
