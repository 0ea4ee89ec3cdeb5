import Foundation

// Scrolling by input: keys, the mouse wheel, and mouse drags of the content or a thumb.

extension UIScrollView {
    /// What a mouse press on the scroll view is doing until it is released.
    struct _TouchTracking {
        enum Kind {
            /// A press on the content, which ``UIScrollView/panGestureRecognizer`` may drag.
            case content
            /// Dragging the vertical thumb, held `grab` cells below its first cell.
            case verticalThumb(grab: Int)
            /// Dragging the horizontal thumb, held `grab` cells right of its first cell.
            case horizontalThumb(grab: Int)
            /// A click on a track, which paged; the rest of the press does nothing.
            case track
        }

        let touch: UITouch
        let kind: Kind
        var isDragging = false
    }

    // MARK: Keys

    /// Scrolls for a scrolling key; returns whether the press was taken.
    func _scroll(for press: UIPress) -> Bool {
        guard isScrollEnabled, let key = press.key,
            key.modifierFlags.subtracting([.shift, .alphaShift, .numericPad]).isEmpty
        else { return false }
        let vertical = _canScrollVertically, horizontal = _canScrollHorizontally
        if key.keyCode == .keyboardHome, vertical {
            guard _shouldScrollToTop else { return false }
            _stopScrollAnimation()
            _scroll(to: CGPoint(x: contentOffset.x, y: _minimumContentOffset.y))
            _scrollPresses.insert(press)
            delegate?.scrollViewDidScrollToTop(self)
            return true
        }
        var target = contentOffset
        switch key.keyCode {
        case .keyboardUpArrow where vertical: target.y -= _points(rows: 1)
        case .keyboardDownArrow where vertical: target.y += _points(rows: 1)
        case .keyboardLeftArrow where horizontal: target.x -= _points(columns: 1)
        case .keyboardRightArrow where horizontal: target.x += _points(columns: 1)
        case .keyboardPageUp where vertical: target.y -= _pageHeight
        case .keyboardPageDown where vertical: target.y += _pageHeight
        case .keyboardPageUp where horizontal: target.x -= _pageWidth
        case .keyboardPageDown where horizontal: target.x += _pageWidth
        case .keyboardEnd where vertical: target.y = _maximumContentOffset.y
        case .keyboardHome where horizontal: target.x = _minimumContentOffset.x
        case .keyboardEnd where horizontal: target.x = _maximumContentOffset.x
        default: return false
        }
        _stopScrollAnimation()
        _scroll(to: isPagingEnabled ? _pagedTarget(target, from: contentOffset) : _clampedForInput(target))
        _scrollPresses.insert(press)
        return true
    }

    /// Whether the scroll-to-top gesture (Home) may scroll: ``scrollsToTop`` and the
    /// delegate's ``UIScrollViewDelegate/scrollViewShouldScrollToTop(_:)``.
    var _shouldScrollToTop: Bool {
        scrollsToTop && (delegate?.scrollViewShouldScrollToTop(self) ?? true)
    }

    /// After Home moved a table's or collection view's cursor to its first item: the
    /// scroll-to-top gesture, if allowed, takes the content to its very top (above any
    /// header) and tells the delegate.
    func _scrollToTopForHome() {
        guard _canScrollVertically, _shouldScrollToTop else { return }
        let top = CGPoint(x: contentOffset.x, y: _minimumContentOffset.y)
        if contentOffset != top {
            _stopScrollAnimation()
            _scroll(to: top)
        }
        delegate?.scrollViewDidScrollToTop(self)
    }

    // MARK: Wheel

    /// Scrolls for a wheel turn; returns whether the content moved.
    func _scrollWheel(_ event: UIScrollEvent) -> Bool {
        guard isScrollEnabled else { return false }
        let current = contentOffset
        var target = _clampedForInput(
            CGPoint(
                x: current.x + event.deltaX * _points(columns: UIScrollView._wheelStep),
                y: current.y + event.deltaY * _points(rows: UIScrollView._wheelStep)))
        if isPagingEnabled, target != current { target = _pagedTarget(target, from: current) }
        guard target != current else { return false }
        _stopScrollAnimation()
        _scroll(to: target)
        return true
    }

    // MARK: Mouse

    /// The point of `touch` in cells from the scroll view's top-left corner on screen.
    private func _viewPoint(of touch: UITouch) -> (x: Int, y: Int) {
        let point = touch.location(in: self)
        return (_columns(point.x - bounds.minX), _rows(point.y - bounds.minY))
    }

    /// Starts tracking a press; returns whether the scroll view took it.
    func _trackingTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard isScrollEnabled, _touchTracking == nil, let touch = touches.first else { return false }
        _stopScrollAnimation()
        let point = _viewPoint(of: touch)
        if let layout = _verticalIndicator, point.x == layout.across, layout.trackContains(point.y) {
            if layout.thumbContains(point.y) {
                _touchTracking = _TouchTracking(
                    touch: touch, kind: .verticalThumb(grab: point.y - layout.trackStart - layout.thumbStart))
            } else {
                let up = point.y < layout.trackStart + layout.thumbStart
                _scroll(
                    to: _clampedForInput(CGPoint(x: contentOffset.x, y: contentOffset.y + (up ? -1 : 1) * _pageHeight)))
                _touchTracking = _TouchTracking(touch: touch, kind: .track)
            }
            return true
        }
        if let layout = _horizontalIndicator, point.y == layout.across, layout.trackContains(point.x) {
            if layout.thumbContains(point.x) {
                _touchTracking = _TouchTracking(
                    touch: touch, kind: .horizontalThumb(grab: point.x - layout.trackStart - layout.thumbStart))
            } else {
                let left = point.x < layout.trackStart + layout.thumbStart
                _scroll(
                    to: _clampedForInput(CGPoint(x: contentOffset.x + (left ? -1 : 1) * _pageWidth, y: contentOffset.y))
                )
                _touchTracking = _TouchTracking(touch: touch, kind: .track)
            }
            return true
        }
        _touchTracking = _TouchTracking(touch: touch, kind: .content)
        return true
    }

    /// Follows a tracked press's moves; returns whether the scroll view took them.
    func _trackingTouchesMoved(_ touches: Set<UITouch>) -> Bool {
        guard var tracking = _touchTracking, touches.contains(tracking.touch) else { return false }
        let touch = tracking.touch
        var target = contentOffset
        switch tracking.kind {
        case .track:
            return true
        case .content:
            // ``panGestureRecognizer`` drags the content; moves reach the view only when it
            // did not begin (vetoed, disabled, waiting for another recognizer to fail).
            return true
        case .verticalThumb(let grab):
            guard let layout = _verticalIndicator else { return true }
            let y = _viewPoint(of: touch).y - layout.trackStart - grab
            target.y = _offset(
                forThumbStart: y, of: layout, minimum: _minimumContentOffset.y, maximum: _maximumContentOffset.y)
        case .horizontalThumb(let grab):
            guard let layout = _horizontalIndicator else { return true }
            let x = _viewPoint(of: touch).x - layout.trackStart - grab
            target.x = _offset(
                forThumbStart: x, of: layout, minimum: _minimumContentOffset.x, maximum: _maximumContentOffset.x)
        }
        if !tracking.isDragging {
            tracking.isDragging = true
            _touchTracking = tracking
            delegate?.scrollViewWillBeginDragging(self)
            _dismissKeyboardForDrag()
        }
        _scroll(to: _clampedForInput(target))
        return true
    }

    /// Ends tracking a press; returns whether the scroll view had taken it.
    func _trackingTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let tracking = _touchTracking, touches.contains(tracking.touch) else { return false }
        _touchTracking = nil
        if tracking.isDragging {
            var target = contentOffset
            delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
            if target != contentOffset { _scroll(to: target) }
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        }
        return true
    }
}

// MARK: - The pan recognizer

extension UIScrollView: UIGestureRecognizerDelegate {
    /// Adds ``panGestureRecognizer`` to the scroll view, with the scroll view as its target
    /// and delegate.
    func _installPanRecognizer() {
        _panRecognizer.addTarget(self, action: Selector("_handlePan(_:)", UIScrollView._handlePan(_:)))
        addGestureRecognizer(_panRecognizer)
        _panRecognizer.delegate = self
    }

    /// Whether there is anything for a drag of the content to move.
    var _canDragContent: Bool {
        _canScrollVertically || _canScrollHorizontally || alwaysBounceVertical || alwaysBounceHorizontal
    }

    /// Drags the content with ``panGestureRecognizer``: the content follows the pointer, within
    /// the content's edges, and the delegate hears the drag begin and end.
    func _handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            _stopScrollAnimation()
            _panStartOffset = contentOffset
            _isPanDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            _dismissKeyboardForDrag()
            _followPan(pan)
        case .changed:
            _followPan(pan)
        case .ended, .cancelled:
            guard _isPanDragging else { return }
            // UIKit reports the velocity in points per millisecond, positive as the offset grows.
            let velocity = pan.velocity(in: nil)
            let scrollVelocity = CGPoint(x: -velocity.x / 1000, y: -velocity.y / 1000)
            var target =
                isPagingEnabled
                ? _pageAfterDrag(velocity: scrollVelocity)
                : _targetContentOffset(afterDrag: _projectedOffset(velocity: scrollVelocity), velocity: scrollVelocity)
            delegate?.scrollViewWillEndDragging(self, withVelocity: scrollVelocity, targetContentOffset: &target)
            // UIKit's order: the drag ends (still dragging while the delegate hears it), then
            // the deceleration begins, and ends frames later.
            let resting = _clampedForInput(CGPoint(x: target.x.rounded(), y: target.y.rounded()))
            let decelerates = _startDeceleration(to: resting)
            delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
            _isPanDragging = false
            if decelerates { delegate?.scrollViewWillBeginDecelerating(self) }
        default:
            break
        }
    }

    private func _followPan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: nil)
        let target = CGPoint(x: _panStartOffset.x - translation.x, y: _panStartOffset.y - translation.y)
        let clamped = _clampedForInput(target)
        if clamped != contentOffset { _scroll(to: clamped) }
    }
}

/// The scroll view's pan recognizer, whose delegate must stay its scroll view.
@MainActor
final class _ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// A touch anywhere over the scroll view (its content's controls included) catches content
    /// that is decelerating, as a finger does in UIKit.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        (view as? UIScrollView)?._stopDeceleration()
        super.touchesBegan(touches, with: event)
    }

    override weak var delegate: (any UIGestureRecognizerDelegate)? {
        didSet {
            guard let view, delegate !== view else { return }
            _terminate(
                uncaughtException: "NSInvalidArgumentException",
                reason: "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate.")
        }
    }
}
