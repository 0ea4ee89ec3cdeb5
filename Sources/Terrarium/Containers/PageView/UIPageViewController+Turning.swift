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
        guard let view = _view else { return }
        let new = _pages
        let old = oldPages.filter { page in !new.contains { $0 === page } }
        let onScreen = _appearance.state == .appeared && view._window?._isVisible == true
        let animated = onScreen && animatedFrom(animatedOld)
        let frames = _pageFrames
        let shift =
            navigationOrientation == .horizontal
            ? CGPoint(x: view.bounds.width, y: 0) : CGPoint(x: 0, y: view.bounds.height)
        let sign: CGFloat = direction == .forward ? 1 : -1
        for page in old {
            page.willMove(toParent: nil)
            // A page leaving before its arrival finished never hears didMove(toParent: self).
            _pagesAwaitingDidMove.removeAll { $0 === page }
        }
        for page in new { page.loadViewIfNeeded() }
        if onScreen {
            for page in new where page._view?._superview !== view {
                page._beginAppearance(true, animated: animated, origin: .forwarded)
            }
            for page in old { page._beginAppearance(false, animated: animated, origin: .forwarded) }
        }
        for (page, frame) in zip(new, frames) where page._view?._superview !== view {
            let pageView: UIView = page.view
            pageView.frame = animated ? frame.offsetBy(dx: shift.x * sign, dy: shift.y * sign) : frame
            view.addSubview(pageView)
        }
        _isTurning = animated
        if animated {
            UIView.animate(withDuration: _pageTurnDuration, delay: 0, options: [.curveEaseInOut]) {
                for (page, frame) in zip(new, frames) { page.view.frame = frame }
                for page in old {
                    if let pageView = page._view {
                        pageView.frame = pageView.frame.offsetBy(dx: -shift.x * sign, dy: -shift.y * sign)
                    }
                }
            }
        }
        let finish: @MainActor () -> Void = { [self] in
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
            view.setNeedsDisplay()
            completion?(true)
        }
        // Off screen too, the end waits for the loop: pages installed as the page view
        // controller appears get didMove(toParent:) after their appearance, as UIKit's do.
        MainLoop.main.schedule(after: animated ? _pageTurnDuration : 0, finish)
    }

    private func animatedFrom(_ old: [UIViewController]?) -> Bool {
        guard let old else { return false }
        return !old.isEmpty
    }

    /// The frames of the shown pages: the whole view, or two halves with a spine in the middle,
    /// less a row for the page indicator.
    var _pageFrames: [CGRect] {
        guard let view = _view else { return [] }
        var bounds = view.bounds
        if _indicator != nil { bounds.size.height = Swift.max(0, bounds.height - view._points(rows: 1)) }
        guard _pages.count == 2 else { return [bounds] }
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
        guard let point = touches.first?.location(in: self), let controller else { return }
        let horizontal = controller.navigationOrientation == .horizontal
        let position = horizontal ? point.x / bounds.width : point.y / bounds.height
        if position < 1.0 / 3 {
            controller._userTurn(.reverse)
        } else if position > 2.0 / 3 {
            controller._userTurn(.forward)
        }
    }
}
