import Foundation

/// The methods that supply a page view controller's pages on demand.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    )
        -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    )
        -> UIViewController?
    /// The number of pages, for the page indicator; 0 (the default) shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The index of the current page, for the page indicator.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first page.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// The methods a page view controller's delegate implements to hear of the user's page
/// turns. They are not called for `setViewControllers(_:direction:animated:completion:)`.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// Called before a page turn the user started.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// Called after a page turn the user started has finished.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}

/// A container that shows one page (or two, for a page curl with a spine in the middle)
/// and turns pages with a slide.
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = book
/// pages.setViewControllers([book.firstPage], direction: .forward, animated: false)
/// ```
///
/// ← and → (↑ and ↓ when vertical) and clicks on the left or right third turn pages as the
/// user's swipe does: the data source gives the neighbour, the delegate hears
/// `willTransitionTo` and `didFinishAnimating`, and the pages hear the new page's
/// `viewWillAppear`, the current page's `viewWillDisappear`, then the new page's
/// `viewDidAppear` and the old page's `viewDidDisappear`. A page indicator (● ○ ○) shows
/// when the data source gives a presentation count.
///
/// The scroll style swipes too, as on iOS: its pages sit in a `UIScrollView` subview of the
/// view, whose `panGestureRecognizer` drags the page and its neighbour along the navigation
/// orientation. Released past half a page, or flicked towards the neighbour, the turn
/// completes; otherwise it springs back, the appearances reversed (the current page's
/// `viewWillAppear`/`viewDidAppear`, then the neighbour's `viewWillDisappear`/
/// `viewDidDisappear`) and `didFinishAnimating` told `transitionCompleted: false`. With no
/// neighbour the page only gives a little. Setting that scroll view's `isScrollEnabled` to
/// `false` turns swiping off, as apps do on iOS.
/// - Note: A terminal cannot curl a page: `.pageCurl` slides too, and keeps its rules for
///   how many controllers a transition takes; it turns by keys and clicks, not by drags, and
///   ``gestureRecognizers`` is empty. A swipe dragged back past where it began holds the
///   neighbour at the edge rather than switching to the other neighbour.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages change.
    public enum TransitionStyle: Int, Sendable {
        /// A page curl (drawn as a slide).
        case pageCurl
        /// A slide.
        case scroll
    }

    /// The direction pages turn in.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal
        /// Up and down.
        case vertical
    }

    /// The direction of a page turn.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward
        /// To the previous page.
        case reverse
    }

    /// Where the spine of a page-curl book is.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style.
        case none
        /// The left (or top) edge.
        case min
        /// The middle: two pages show at a time.
        case mid
        /// The right (or bottom) edge.
        case max
    }

    /// Keys of the options dictionary.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location, as a `SpineLocation` raw value.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in the scroll style, in cells.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The transition style.
    public let transitionStyle: TransitionStyle
    /// The navigation orientation.
    public let navigationOrientation: NavigationOrientation
    /// The spine location (`.none` for the scroll style).
    public let spineLocation: SpineLocation
    /// Whether pages have content on both sides (page curl). Required for a spine in the middle.
    open var isDoubleSided = false
    /// The data source of pages for the user's page turns.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// The delegate told about the user's page turns.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    var _pages: [UIViewController] = []
    /// Pages added as children that have yet to get `didMove(toParent:)`.
    var _pagesAwaitingDidMove: [UIViewController] = []
    var _isTurning = false
    /// The scroll style's scroll view, which holds the pages and whose pan swipes them.
    var _scrollView: _PageScrollView?
    /// The swipe under way, from the scroll view's pan.
    var _swipe: _PageSwipe?

    /// Creates a page view controller.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        if style == .scroll {
            spineLocation = .none
        } else if let raw = options?[.spineLocation] as? Int, let location = SpineLocation(rawValue: raw) {
            spineLocation = location
        } else {
            spineLocation = .min
        }
        super.init(nibName: nil, bundle: nil)
        if spineLocation == .mid { isDoubleSided = true }
    }

    /// Creates a page view controller from an archive: a storyboard scene's transition
    /// style, orientation and spine (`transitionStyle`, `navigationOrientation`,
    /// `spineLocation`, `doubleSided`), else a horizontal scroll.
    public required init?(coder: NSCoder) {
        func text(_ key: String) -> String? {
            coder.allowsKeyedCoding && coder.containsValue(forKey: key) ? coder.decodeObject(forKey: key) as? String : nil
        }
        transitionStyle = text("transitionStyle") == "pageCurl" ? .pageCurl : .scroll
        navigationOrientation = text("navigationOrientation") == "vertical" ? .vertical : .horizontal
        if transitionStyle == .scroll {
            spineLocation = .none
        } else {
            spineLocation = switch text("spineLocation") {
            case "mid": .mid
            case "max": .max
            default: .min
            }
        }
        super.init(coder: coder)
        isDoubleSided = spineLocation == .mid || text("doubleSided") == "YES"
    }

    /// The gesture recognizers of a page curl. Empty: the scroll style's swipe is its scroll
    /// view's ``UIScrollView/panGestureRecognizer`` (a subview of ``UIViewController/view``),
    /// as in UIKit, and a terminal's page curl turns by keys and clicks.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// The controllers of the pages shown.
    open var viewControllers: [UIViewController]? { _pages.isEmpty ? nil : _pages }

    /// Shows new pages. The number must suit the style (one for a scroll, one or two for a
    /// curl by its spine and sides) or this stops with UIKit's message. No delegate calls;
    /// `completion` gets whether the change finished.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        _setPages(
            viewControllers ?? [], direction: direction, animated: animated, byUser: false, completion: completion)
    }

    // MARK: UIViewController

    /// Creates the view, which draws the page indicator.
    open override func loadView() {
        let view = _PageView(controller: self)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if transitionStyle == .scroll {
            let scrollView = _PageScrollView(controller: self, frame: view.bounds)
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(scrollView)
            _scrollView = scrollView
        }
        self.view = view
    }

    /// Installs the pages' views.
    open override func viewDidLoad() {
        super.viewDidLoad()
        _installPages(animatedFrom: nil, direction: .forward)
    }

    /// Lays the pages out.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if !_isTurning { _layoutPages() }
        view.setNeedsDisplay()
    }

    /// ←/→ (↑/↓ when vertical) turn pages as the user's swipe does.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let code = presses.first?.key?.keyCode
        let back: UIKeyboardHIDUsage = navigationOrientation == .horizontal ? .keyboardLeftArrow : .keyboardUpArrow
        let forward: UIKeyboardHIDUsage =
            navigationOrientation == .horizontal ? .keyboardRightArrow : .keyboardDownArrow
        if code == back {
            _userTurn(.reverse)
        } else if code == forward {
            _userTurn(.forward)
        } else {
            super.pressesBegan(presses, with: event)
        }
    }
}
