import Foundation

// The scroll style's swipe: the pages follow a drag of the scroll view's pan, and the turn
// completes or springs back when it is released.

/// A swipe under way: the neighbour it reveals, once it reveals one.
struct _PageSwipe {
    /// The direction of the revealed neighbour.
    var direction: UIPageViewController.NavigationDirection?
    /// The neighbour being revealed (empty until the drag reveals one).
    var pending: [UIViewController] = []
    /// The pages shown when the swipe began.
    let previous: [UIViewController]
    /// Directions the data source had no page for, not asked again in this swipe.
    var refused: [UIPageViewController.NavigationDirection] = []
    /// Whether the page view controller was on screen when the neighbour was revealed.
    var onScreen = false
    /// How far through the turn the pages are, 0 … 1.
    var progress: CGFloat = 0
}

extension UIPageViewController {
    /// How far a drag pulls a page with no neighbour, as a share of the drag.
    static let _rubberBand: CGFloat = 0.25

    /// Whether a pan may begin swiping: the scroll style, a data source, no turn under way,
    /// and a drag mostly along the navigation orientation (counted in cells).
    func _swipeMayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard transitionStyle == .scroll, !_isTurning, _swipe == nil, let view = _view else { return false }
        let translation = pan.translation(in: view)
        let cell = view._cellSize
        let across = abs(translation.x) / Swift.max(1, cell.width)
        let down = abs(translation.y) / Swift.max(1, cell.height)
        return navigationOrientation == .horizontal ? across >= down : down >= across
    }

    /// The translation of `pan` along the navigation orientation, in points.
    private func _along(_ point: CGPoint) -> CGFloat {
        navigationOrientation == .horizontal ? point.x : point.y
    }

    /// The length of a page along the navigation orientation.
    private var _pageExtent: CGFloat {
        let shift = _pageShift(.forward)
        return Swift.max(1, _along(shift))
    }

    /// Follows the scroll view's pan: reveals the neighbour the drag moves towards, moves
    /// the pages with the pointer, and completes or cancels the turn on release.
    func _handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard !_isTurning, !_pages.isEmpty else { return }
            _swipe = _PageSwipe(previous: _pages)
            _followSwipe(pan)
        case .changed:
            _followSwipe(pan)
        case .ended:
            _endSwipe(velocity: _along(pan.velocity(in: _view)), cancelled: false)
        case .cancelled, .failed:
            _endSwipe(velocity: 0, cancelled: true)
        default:
            break
        }
    }

    private func _followSwipe(_ pan: UIPanGestureRecognizer) {
        guard var swipe = _swipe else { return }
        let distance = _along(pan.translation(in: _view))
        if swipe.pending.isEmpty, distance != 0 {
            let direction: NavigationDirection = distance < 0 ? .forward : .reverse
            if !swipe.refused.contains(direction) {
                if let next = _neighbour(direction) {
                    swipe.direction = direction
                    swipe.pending = [next]
                    swipe.onScreen = _isOnScreen
                    // UIKit's order: the delegate hears the pending page, then the new page
                    // will-appear and the current page will-disappear (P-03).
                    delegate?.pageViewController(self, willTransitionTo: swipe.pending)
                    for page in swipe.pending where page._parent !== self {
                        addChild(page)
                        _pagesAwaitingDidMove.append(page)
                    }
                    _isTurning = true
                    _revealPages(
                        swipe.pending, replacing: swipe.previous, direction: direction, animated: true,
                        onScreen: swipe.onScreen)
                } else {
                    swipe.refused.append(direction)
                }
            }
        }
        if let direction = swipe.direction {
            // Dragged back past where it began, the neighbour hides behind its edge.
            let sign: CGFloat = direction == .forward ? -1 : 1
            swipe.progress = Swift.min(1, Swift.max(0, distance * sign / _pageExtent))
            _slidePages(swipe.pending, swipe.previous, direction: direction, to: swipe.progress)
        } else {
            // No neighbour: the page gives a little and springs back on release.
            let pull = distance * Self._rubberBand
            let offset = navigationOrientation == .horizontal ? CGPoint(x: pull, y: 0) : CGPoint(x: 0, y: pull)
            for (page, frame) in zip(swipe.previous, _pageFrames(count: swipe.previous.count)) {
                page._view?.frame = frame.offsetBy(dx: offset.x, dy: offset.y)
            }
        }
        _swipe = swipe
    }

    /// Releases the swipe: past half the page, or flicked towards the neighbour (over half a
    /// cell a millisecond, as a paging scroll view's flick), the turn completes; otherwise
    /// the pages spring back.
    private func _endSwipe(velocity: CGFloat, cancelled: Bool) {
        guard let swipe = _swipe else { return }
        _swipe = nil
        guard let direction = swipe.direction else {
            let previous = swipe.previous
            let frames = _pageFrames(count: previous.count)
            UIView.animate(withDuration: _pageTurnDuration, delay: 0, options: [.curveEaseOut]) {
                for (page, frame) in zip(previous, frames) { page._view?.frame = frame }
            }
            return
        }
        let sign: CGFloat = direction == .forward ? -1 : 1
        let cell = _along(CGPoint(x: _view?._cellSize.width ?? 1, y: _view?._cellSize.height ?? 1))
        let towards = velocity * sign / Swift.max(1, cell) / 1000
        let completes =
            !cancelled && towards > -UIScrollView._pagingFlickSpeed
            && (swipe.progress > 0.5 || towards > UIScrollView._pagingFlickSpeed)
        let new = swipe.pending, old = swipe.previous
        if completes {
            _pages = new
            for page in old {
                page.willMove(toParent: nil)
                _pagesAwaitingDidMove.removeAll { $0 === page }
            }
            let duration = _pageTurnDuration * Double(1 - swipe.progress)
            _slidePages(new, old, direction: direction, to: 1, duration: duration)
            MainLoop.main.schedule(after: duration) { [self] in
                _finishPages(new, replacing: old, onScreen: swipe.onScreen) { [weak self] finished in
                    guard let self else { return }
                    self.delegate?.pageViewController(
                        self, didFinishAnimating: finished, previousViewControllers: old, transitionCompleted: true)
                }
            }
        } else {
            let duration = _pageTurnDuration * Double(swipe.progress)
            _slidePages(new, old, direction: direction, to: 0, duration: duration)
            MainLoop.main.schedule(after: duration) { [self] in
                _cancelPages(new, keeping: old, onScreen: swipe.onScreen)
                delegate?.pageViewController(
                    self, didFinishAnimating: true, previousViewControllers: old, transitionCompleted: false)
            }
        }
    }

    /// Undoes a revealed turn that did not complete: the pages' appearances reverse (the
    /// current page will-appear and did-appear, then the new page will-disappear and
    /// did-disappear, the order of P-04), and the new page leaves.
    private func _cancelPages(_ new: [UIViewController], keeping old: [UIViewController], onScreen: Bool) {
        _isTurning = false
        if onScreen {
            for page in old {
                page._beginAppearance(true, animated: true, origin: .forwarded)
                page._endAppearance(forwardingFrom: .forwarded)
            }
            for page in new {
                page._beginAppearance(false, animated: true, origin: .forwarded)
                page._endAppearance(forwardingFrom: .forwarded)
            }
        }
        for page in new where !_pages.contains(where: { $0 === page }) {
            page._view?.removeFromSuperview()
            _pagesAwaitingDidMove.removeAll { $0 === page }
            page.willMove(toParent: nil)
            page.removeFromParent()
        }
        _layoutPages()
    }

    /// The page the data source gives before or after the shown one; nil without one.
    func _neighbour(_ direction: NavigationDirection) -> UIViewController? {
        guard let dataSource, let current = direction == .forward ? _pages.last : _pages.first else { return nil }
        return direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
    }
}

extension UIScrollView {
    /// The speed over which a released drag of a paging scroll view goes on to the next page,
    /// in cells a millisecond.
    static let _pagingFlickSpeed: CGFloat = 0.5
}

/// The scroll style's scroll view, as UIKit's page view controller has: it holds the pages,
/// and its ``UIScrollView/panGestureRecognizer`` swipes them. Apps find it among the page
/// view controller's view's subviews; `isScrollEnabled = false` stops swiping.
@MainActor
final class _PageScrollView: UIScrollView {
    weak var controller: UIPageViewController?

    init(controller: UIPageViewController, frame: CGRect) {
        self.controller = controller
        super.init(frame: frame)
        contentInsetAdjustmentBehavior = .never
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        // The pan turns pages instead of scrolling content.
        panGestureRecognizer.removeTarget(self, action: nil)
        panGestureRecognizer.addTarget(self, action: Selector("_handlePageSwipe:", _PageScrollView._handlePageSwipe(_:)))
    }

    required init?(coder: NSCoder) { fatalError("created by UIPageViewController") }

    func _handlePageSwipe(_ pan: UIPanGestureRecognizer) {
        controller?._handleSwipe(pan)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer {
            guard isScrollEnabled, let pan = gestureRecognizer as? UIPanGestureRecognizer, let controller else {
                return false
            }
            return controller._swipeMayBegin(pan)
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // Clicks on a page's left or right third turn it, as on the page view controller's view.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        controller?._turn(forClickOf: touch)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
