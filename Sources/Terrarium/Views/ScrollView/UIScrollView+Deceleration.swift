import Foundation

// Momentum after a drag: the projected resting offset, and the deceleration towards it on the
// main loop's clock.

extension UIScrollView {
    /// How quickly a scroll view's content slows down after the user lets go of a drag: the
    /// fraction of its velocity the content keeps each millisecond.
    ///
    /// ```swift
    /// scrollView.decelerationRate = .fast    // stops sooner, as a paging carousel does
    /// let custom = UIScrollView.DecelerationRate(rawValue: 0.995)
    /// ```
    ///
    /// The content comes to rest `velocity * rate / (1 - rate)` points past where it was let
    /// go, with the velocity in points per millisecond: 499 times the velocity at ``normal``,
    /// 99 times at ``fast``.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the velocity kept each millisecond, between 0 and 1.
        public var rawValue: CGFloat

        /// Creates a rate keeping `rawValue` of the velocity each millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate: 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)

        /// A rate that stops sooner: 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The slowest release that sets the content moving, in cells per millisecond (columns
    /// across, rows down).
    ///
    /// A terminal reports the mouse a whole cell at a time, so the velocity of a slow drag is
    /// one cell over the time since the last report: at 15 cells a second UIKit's projection
    /// would carry the content 7 rows on after a drag meant to place it. Below this speed (30
    /// cells a second) the content stops where it was let go.
    static let _minimumDecelerationVelocity: CGFloat = 0.03

    /// A deceleration after a drag, from where the content was let go to where it comes to rest.
    struct _Deceleration {
        let from: CGPoint
        let to: CGPoint
        let start: TimeInterval
        let rate: CGFloat
        /// Seconds until less than half a cell remains to go.
        let duration: TimeInterval
        var nextFrame: ScheduledWork?

        /// The offset `elapsed` seconds in: the velocity shrinks by `rate` each millisecond, so
        /// what remains to go shrinks by it too.
        func offset(after elapsed: TimeInterval) -> CGPoint {
            let remaining = pow(rate, CGFloat(elapsed * 1000))
            return CGPoint(
                x: (to.x - (to.x - from.x) * remaining).rounded(), y: (to.y - (to.y - from.y) * remaining).rounded())
        }
    }

    /// Where content let go at `velocity` (points per millisecond, positive as the offset
    /// grows) comes to rest at ``decelerationRate``: UIKit's projection, within the content
    /// and rounded to whole points; the current offset for a release slower than
    /// ``_minimumDecelerationVelocity``.
    func _projectedOffset(velocity: CGPoint) -> CGPoint {
        let current = contentOffset
        let rate = Swift.min(Swift.max(decelerationRate.rawValue, 0), 0.9999)
        let cell = _cellSize
        func axis(_ offset: CGFloat, _ velocity: CGFloat, _ cellLength: CGFloat) -> CGFloat {
            guard abs(velocity) / cellLength >= UIScrollView._minimumDecelerationVelocity else { return offset }
            return (offset + velocity * rate / (1 - rate)).rounded()
        }
        return _clampedForInput(
            CGPoint(x: axis(current.x, velocity.x, cell.width), y: axis(current.y, velocity.y, cell.height)))
    }

    /// Starts the content moving from the current offset to `target` after a drag; returns
    /// whether it moves (`false` when it is already there).
    func _startDeceleration(to target: CGPoint) -> Bool {
        let from = contentOffset
        let distance = Swift.max(abs(target.x - from.x), abs(target.y - from.y))
        guard distance > 0 else { return false }
        let rate = Swift.min(Swift.max(decelerationRate.rawValue, 0.5), 0.9999)
        // Less than half a cell to go once rate^ms * distance < 0.5.
        let milliseconds = distance > 0.5 ? Double(log(0.5 / distance) / log(rate)) : 0
        let duration = Swift.max(UIScrollView._scrollAnimationFrameInterval, milliseconds / 1000)
        let loop = MainLoop.main
        _deceleration = _Deceleration(from: from, to: target, start: loop.now, rate: rate, duration: duration)
        loop._animationsActiveUntil = Swift.max(loop._animationsActiveUntil, loop.now + duration)
        _scheduleDecelerationFrame()
        return true
    }

    /// Stops a deceleration where the content is, without telling the delegate it ended (as
    /// UIKit does when a touch catches the content).
    func _stopDeceleration() {
        _deceleration?.nextFrame?.cancel()
        _deceleration = nil
    }

    private func _scheduleDecelerationFrame() {
        let work = MainLoop.main.schedule(after: UIScrollView._scrollAnimationFrameInterval) { [weak self] in
            self?._decelerationFrame()
        }
        _deceleration?.nextFrame = work
    }

    private func _decelerationFrame() {
        guard let deceleration = _deceleration else { return }
        let elapsed = MainLoop.main.now - deceleration.start
        if elapsed >= deceleration.duration {
            _deceleration = nil
            _scroll(to: deceleration.to)
            delegate?.scrollViewDidEndDecelerating(self)
            return
        }
        _scroll(to: deceleration.offset(after: elapsed))
        _scheduleDecelerationFrame()
    }
}
