import Foundation

/// How long a page turn slides, in seconds.
let _pageTurnDuration: TimeInterval = 0.3

extension UIPageViewController {
    /// The number of controllers a transition takes, by UIKit's rules.
    var _requiredPageCount: Int {
        switch (transitionStyle, spineLocation) {
        case (.scroll, _), (_, .none): return 1
        case (.pageCurl, .mid): return 2
        case (.pageCurl, _): return isDoubleSided ? 2 : 1
        }
    }

    func _setPages(
        _ pages: [UIViewController], direction: NavigationDirection, animated: Bool, byUser: Bool,
        completion: ((Bool) -> Void)?
    ) {
        let required = _requiredPageCount
        guard pages.count == required else {
            UIViewController._invalidArgument(
                "The number of view controllers provided (\(pages.count)) doesn't match the number required "
                    + "(\(required)) for the requested transition")
        }
        let old = _pages
        for page in pages where !old.contains(where: { $0 === page }) {
            addChild(page)
            if !_pagesAwaitingDidMove.contains(where: { $0 === page }) { _pagesAwaitingDidMove.append(page) }
        }
        _pages = pages
        guard isViewLoaded else {
            // The views are installed when the view loads; didMove(toParent:) follows then.
            for page in old where !pages.contains(where: { $0 === page }) {
                page.willMove(toParent: nil)
                _pagesAwaitingDidMove.removeAll { $0 === page }
                page.removeFromParent()
            }
            completion?(true)
            return
        }
        _installPages(animatedFrom: animated ? old : nil, direction: direction, oldPages: old, completion: completion)
    }

    /// Puts the current pages' views in place. On screen, the new pages appear before the
    /// old ones disappear (new will-appear, old will-disappear … new did-appear, old
    /// did-disappear), as UIKit's page scroll does.
    func _installPages(
        animatedFrom animatedOld: [UIViewController]?, direction: NavigationDirection,
        oldPages: [UIViewController] = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard _view != nil else { return }
        let new = _pages
        let old = oldPages.filter { page in !new.contains { $0 === page } }
        let onScreen = _isOnScreen
        let animated = onScreen && !(animatedOld ?? []).isEmpty
        for page in old {
            page.willMove(toParent: nil)
            // A page leaving before its arrival finished never hears didMove(toParent: self).
            _pagesAwaitingDidMove.removeAll { $0 === page }
        }
        _revealPages(new, replacing: old, direction: direction, animated: animated, onScreen: onScreen)
        _isTurning = animated
        if animated {
            _slidePages(new, old, direction: direction, to: 1, duration: _pageTurnDuration)
        }
        // Off screen too, the end waits for the loop: pages installed as the page view
        // controller appears get didMove(toParent:) after their appearance, as UIKit's do.
        MainLoop.main.schedule(after: animated ? _pageTurnDuration : 0) { [self] in
            _finishPages(new, replacing: old, onScreen: onScreen, completion: completion)
        }
    }

    /// Whether the page view controller is on screen, where page changes send appearance
    /// callbacks.
    var _isOnScreen: Bool { _appearance.state == .appeared && _view?._window?._isVisible == true }

    /// The view the pages' views are in: the scroll view of the scroll style, else the view.
    var _pageContainer: UIView? { _scrollView ?? _view }

    /// The first half of every page change, turn, swipe or set: loads the new pages' views,
    /// begins their appearance and the old pages' disappearance (new will-appear, old
    /// will-disappear), and puts the new views in, beside the page (`offset`) or on it.
    func _revealPages(
        _ new: [UIViewController], replacing old: [UIViewController], direction: NavigationDirection,
        animated: Bool, onScreen: Bool
    ) {
        guard let container = _pageContainer else { return }
        for page in new { page.loadViewIfNeeded() }
        if onScreen {
            for page in new where page._view?._superview !== container {
                page._beginAppearance(true, animated: animated, origin: .forwarded)
            }
            for page in old { page._beginAppearance(false, animated: animated, origin: .forwarded) }
        }
        let frames = _pageFrames(count: new.count)
        let shift = _pageShift(direction)
        for (page, frame) in zip(new, frames) where page._view?._superview !== container {
            let pageView: UIView = page.view
            pageView.frame = animated ? frame.offsetBy(dx: shift.x, dy: shift.y) : frame
            container.addSubview(pageView)
        }
    }

    /// How far a page beside the shown one sits: a page's width (height when vertical),
    /// after it going forward, before it going back.
    func _pageShift(_ direction: NavigationDirection) -> CGPoint {
        let bounds = _pageContainer?.bounds ?? .zero
        let sign: CGFloat = direction == .forward ? 1 : -1
        return navigationOrientation == .horizontal
            ? CGPoint(x: bounds.width * sign, y: 0) : CGPoint(x: 0, y: bounds.height * sign)
    }

    /// Places the arriving and leaving pages `progress` of the way through a turn (0: the
    /// old pages shown, 1: the new), sliding there over `duration` when it is above zero.
    func _slidePages(
        _ new: [UIViewController], _ old: [UIViewController], direction: NavigationDirection,
        to progress: CGFloat, duration: TimeInterval = 0
    ) {
        let newFrames = _pageFrames(count: new.count)
        let oldFrames = _pageFrames(count: old.count)
        let shift = _pageShift(direction)
        let place = {
            for (page, frame) in zip(new, newFrames) {
                page._view?.frame = frame.offsetBy(dx: shift.x * (1 - progress), dy: shift.y * (1 - progress))
            }
            for (page, frame) in zip(old, oldFrames) {
                page._view?.frame = frame.offsetBy(dx: -shift.x * progress, dy: -shift.y * progress)
            }
        }
        if duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: place)
        } else {
            place()
        }
    }

    /// The second half of every page change that completes: the old pages' views go, the
    /// appearances end (new did-appear, old did-disappear), the old pages leave and the new
    /// ones hear didMove(toParent:).
    func _finishPages(
        _ new: [UIViewController], replacing old: [UIViewController], onScreen: Bool,
        completion: ((Bool) -> Void)?
    ) {
        _isTurning = false
        for page in old { page._view?.removeFromSuperview() }
        if onScreen {
            for page in new { page._endAppearance(forwardingFrom: .forwarded) }
            for page in old { page._endAppearance(forwardingFrom: .forwarded) }
        }
        for page in old { page.removeFromParent() }
        // Only this transition's pages that are still here: a later transition's pages
        // hear didMove(toParent:) when that one finishes.
        let arrived = _pagesAwaitingDidMove.filter { page in
            page._parent === self && new.contains { $0 === page } && _pages.contains { $0 === page }
        }
        _pagesAwaitingDidMove.removeAll { page in arrived.contains { $0 === page } }
        for page in arrived { page.didMove(toParent: self) }
        _view?.setNeedsDisplay()
        completion?(true)
    }

    /// The frames of the shown pages: the whole view, or two halves with a spine in the middle,
    /// less a row for the page indicator.
    var _pageFrames: [CGRect] { _pageFrames(count: _pages.count) }

    /// The frames of `count` shown pages.
    func _pageFrames(count: Int) -> [CGRect] {
        guard let view = _view else { return [] }
        var bounds = _pageContainer?.bounds ?? view.bounds
        if _indicator != nil { bounds.size.height = Swift.max(0, bounds.height - view._points(rows: 1)) }
        guard count == 2 else { return [bounds] }
        let half = (bounds.width / 2).rounded(.down)
        return [
            CGRect(x: 0, y: 0, width: half, height: bounds.height),
            CGRect(x: half, y: 0, width: bounds.width - half, height: bounds.height),
        ]
    }

    func _layoutPages() {
        for (page, frame) in zip(_pages, _pageFrames) { page._view?.frame = frame }
    }

    /// The page indicator's count and index, when the data source gives a count.
    var _indicator: (count: Int, index: Int)? {
        guard let dataSource else { return nil }
        let count = dataSource.presentationCount(for: self)
        guard count > 0 else { return nil }
        return (count, dataSource.presentationIndex(for: self))
    }

    /// A page turn as the user's swipe makes it.
    func _userTurn(_ direction: NavigationDirection) {
        guard !_isTurning, let dataSource, let current = direction == .forward ? _pages.last : _pages.first else {
            return
        }
        let next =
            direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return }
        var pending = [next]
        if _requiredPageCount == 2 {
            let second =
                direction == .forward
                ? dataSource.pageViewController(self, viewControllerAfter: next)
                : dataSource.pageViewController(self, viewControllerBefore: next)
            guard let second else { return }
            pending = direction == .forward ? [next, second] : [second, next]
        }
        let previous = _pages
        delegate?.pageViewController(self, willTransitionTo: pending)
        _setPages(pending, direction: direction, animated: true, byUser: true) { [weak self] finished in
            guard let self else { return }
            self.delegate?.pageViewController(
                self, didFinishAnimating: finished, previousViewControllers: previous, transitionCompleted: true)
        }
    }
}

/// A page view controller's view: draws the page indicator and turns pages on clicks at
/// its left and right thirds.
@MainActor
final class _PageView: UIView {
    weak var controller: UIPageViewController?

    init(controller: UIPageViewController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) { fatalError("created by UIPageViewController") }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed, let indicator = controller?._indicator else { return }
        let dots = (0..<indicator.count).map { $0 == indicator.index ? "●" : "○" }.joined(separator: " ")
        let x = TextLayout.offset(ofLineWidth: dots.displayWidth, in: Int(context.bounds.width), alignment: .center)
        context.draw(dots, at: CGPoint(x: x, y: Int(context.bounds.height) - 1), foreground: .secondaryLabel)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        controller?._turn(forClickOf: touch)
    }
}

extension UIPageViewController {
    /// A click on the left or right third (top or bottom when vertical) turns back or forward.
    func _turn(forClickOf touch: UITouch) {
        guard let view = _view else { return }
        let point = touch.location(in: view)
        let horizontal = navigationOrientation == .horizontal
        let position = horizontal ? point.x / view.bounds.width : point.y / view.bounds.height
        if position < 1.0 / 3 {
            _userTurn(.reverse)
        } else if position > 2.0 / 3 {
            _userTurn(.forward)
        }
    }
}
