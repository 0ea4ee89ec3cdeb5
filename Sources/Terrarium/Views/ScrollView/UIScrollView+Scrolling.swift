import Foundation

// The content offset's mechanics: the range input may scroll in, the adjusted content
// inset, and the animated scroll on the main loop's clock.

extension UIScrollView {
    /// A `setContentOffset(_:animated:)` in flight.
    struct _ScrollAnimation {
        let from: CGPoint
        let to: CGPoint
        let start: TimeInterval
        let duration: TimeInterval
        var nextFrame: ScheduledWork?
    }

    /// The seconds an animated scroll takes, and between its frames.
    static let _scrollAnimationDuration: TimeInterval = 0.3
    static let _scrollAnimationFrameInterval: TimeInterval = 1.0 / 30

    /// Rows (and columns) one wheel notch scrolls.
    static let _wheelStep: CGFloat = 3

    // MARK: Moving the content

    /// Moves the content so that `offset` is at the top-left corner.
    func _scroll(to offset: CGPoint) {
        guard offset != bounds.origin else { return }
        bounds = CGRect(origin: offset, size: bounds.size)
    }

    /// Runs after every change of the bounds origin.
    func _didScroll() {
        _scrollGuidesDidChange()
        if let item = _autoLayout?.item, let engine = item.engine { engine.boundsOriginDidChange(of: item) }
        _scrollEdgeMayHaveChanged()
        delegate?.scrollViewDidScroll(self)
    }

    /// Tells the engine the content and frame layout guides moved, if constraints use them.
    func _scrollGuidesDidChange() {
        for guide in [_contentLayoutGuide, _frameLayoutGuide] {
            if let item = guide?._item, let engine = item.engine { engine.guideInsetsDidChange(of: item) }
        }
    }

    /// Stops whatever moves the content on its own: an animated scroll or a deceleration.
    func _stopScrollAnimation() {
        _scrollAnimation?.nextFrame?.cancel()
        _scrollAnimation = nil
        _stopDeceleration()
    }

    func _startScrollAnimation(to target: CGPoint) {
        let loop = MainLoop.main
        let duration = UIScrollView._scrollAnimationDuration
        _scrollAnimation = _ScrollAnimation(from: contentOffset, to: target, start: loop.now, duration: duration)
        loop._animationsActiveUntil = Swift.max(loop._animationsActiveUntil, loop.now + duration)
        _scheduleScrollAnimationFrame()
    }

    private func _scheduleScrollAnimationFrame() {
        let work = MainLoop.main.schedule(after: UIScrollView._scrollAnimationFrameInterval) { [weak self] in
            self?._scrollAnimationFrame()
        }
        _scrollAnimation?.nextFrame = work
    }

    private func _scrollAnimationFrame() {
        guard let animation = _scrollAnimation else { return }
        let elapsed = (MainLoop.main.now - animation.start) / animation.duration
        if elapsed >= 1 {
            _scrollAnimation = nil
            _scroll(to: animation.to)
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        let progress = CGFloat(UIView.AnimationCurve.easeInOut.progress(elapsed))
        let point = CGPoint(
            x: (animation.from.x + (animation.to.x - animation.from.x) * progress).rounded(),
            y: (animation.from.y + (animation.to.y - animation.from.y) * progress).rounded())
        _scroll(to: point)
        _scheduleScrollAnimationFrame()
    }

    // MARK: The range input scrolls in

    /// The smallest offset input scrolls to: the top-left of the content less its insets.
    var _minimumContentOffset: CGPoint {
        CGPoint(x: -_adjustedContentInset.left, y: -_adjustedContentInset.top)
    }

    /// The largest offset input scrolls to: the content's bottom-right (plus insets) at the
    /// view's bottom-right, or the minimum when the content is smaller than the view.
    var _maximumContentOffset: CGPoint {
        let minimum = _minimumContentOffset
        let size = bounds.size
        return CGPoint(
            x: Swift.max(minimum.x, _contentSize.width + _adjustedContentInset.right - size.width),
            y: Swift.max(minimum.y, _contentSize.height + _adjustedContentInset.bottom - size.height))
    }

    /// Whether input can scroll vertically: the content (with its insets) is taller than the view.
    var _canScrollVertically: Bool { _maximumContentOffset.y > _minimumContentOffset.y }

    /// Whether input can scroll horizontally.
    var _canScrollHorizontally: Bool { _maximumContentOffset.x > _minimumContentOffset.x }

    /// Whether the content overflows the view on either axis.
    var _overflows: Bool { _canScrollVertically || _canScrollHorizontally }

    /// `offset` kept within the content on the axes input can scroll; the current offset on
    /// the others.
    func _clampedForInput(_ offset: CGPoint) -> CGPoint {
        let minimum = _minimumContentOffset, maximum = _maximumContentOffset
        let current = contentOffset
        return CGPoint(
            x: _canScrollHorizontally ? Swift.min(maximum.x, Swift.max(minimum.x, offset.x)) : current.x,
            y: _canScrollVertically ? Swift.min(maximum.y, Swift.max(minimum.y, offset.y)) : current.y)
    }

    /// Brings an offset past the content's end (after the content shrank or the view grew)
    /// back to the end; an offset before the start, or one set while dragging, animating or
    /// decelerating, is left alone.
    func _keepOffsetWithinContent() {
        guard _touchTracking?.isDragging != true, _scrollAnimation == nil, _deceleration == nil else { return }
        let maximum = _maximumContentOffset, current = contentOffset
        let target = CGPoint(
            x: current.x > maximum.x ? maximum.x : current.x, y: current.y > maximum.y ? maximum.y : current.y)
        if target != current { _scroll(to: target) }
    }

    /// The rows a page scrolls: the visible height less the insets, less one row kept in view.
    var _pageHeight: CGFloat {
        Swift.max(
            _points(rows: 1), bounds.height - _adjustedContentInset.top - _adjustedContentInset.bottom - _points(rows: 1))
    }

    /// The columns a page scrolls horizontally.
    var _pageWidth: CGFloat {
        Swift.max(
            _points(columns: 1),
            bounds.width - _adjustedContentInset.left - _adjustedContentInset.right - _points(columns: 1))
    }

    /// The offset nearest the current one that shows `rect`, within the content.
    func _offsetShowing(_ rect: CGRect) -> CGPoint {
        let insets = _adjustedContentInset
        let visible = bounds.inset(by: insets)
        var target = contentOffset
        func axis(_ minValue: CGFloat, _ maxValue: CGFloat, _ visibleMin: CGFloat, _ visibleMax: CGFloat) -> CGFloat {
            if maxValue - minValue > visibleMax - visibleMin || minValue < visibleMin { return minValue - visibleMin }
            if maxValue > visibleMax { return maxValue - visibleMax }
            return 0
        }
        target.x += axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        target.y += axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        let minimum = _minimumContentOffset, maximum = _maximumContentOffset
        return CGPoint(
            x: Swift.min(maximum.x, Swift.max(minimum.x, target.x)),
            y: Swift.min(maximum.y, Swift.max(minimum.y, target.y)))
    }

    // MARK: Adjusted content inset

    /// Whether the scroll view is the view of a controller shown by a navigation or tab bar
    /// controller, where `.automatic` always adjusts the vertical insets, unless the controller
    /// turned off the deprecated `automaticallyAdjustsScrollViewInsets` (UIKit's header: "for
    /// backward compatibility will also adjust the top & bottom contentInset when the scroll
    /// view is owned by a view controller with automaticallyAdjustsScrollViewInsets = YES").
    private var _isBarControllerContent: Bool {
        guard let controller = _viewController else { return false }
        guard controller.navigationController != nil || controller.tabBarController != nil else { return false }
        let api: any _DeprecatedViewControllerCalls = _DeprecatedViewControllerAPI()
        return api.automaticallyAdjustsScrollViewInsets(of: controller)
    }

    /// Recomputes ``adjustedContentInset``; on a change, content resting at its top-left
    /// stays there and `adjustedContentInsetDidChange()` runs.
    func _updateAdjustedContentInset() {
        let safe = safeAreaInsets
        var vertical = false, horizontal = false
        switch _contentInsetAdjustmentBehavior {
        case .never: break
        case .always: vertical = true; horizontal = true
        case .scrollableAxes, .automatic:
            vertical = alwaysBounceVertical || _contentSize.height > bounds.height
            horizontal = alwaysBounceHorizontal || _contentSize.width > bounds.width
            if _contentInsetAdjustmentBehavior == .automatic, _isBarControllerContent { vertical = true }
        }
        let new = UIEdgeInsets(
            top: _contentInset.top + (vertical ? safe.top : 0),
            left: _contentInset.left + (horizontal ? safe.left : 0),
            bottom: _contentInset.bottom + (vertical ? safe.bottom : 0),
            right: _contentInset.right + (horizontal ? safe.right : 0))
        let old = _adjustedContentInset
        guard new != old else { return }
        _adjustedContentInset = new
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -new.top }
        if offset.x == -old.left { offset.x = -new.left }
        _scroll(to: offset)
        _setNeedsComposite()
        adjustedContentInsetDidChange()
    }
}
