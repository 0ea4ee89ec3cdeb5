import Foundation

/// A continuous recognizer for a drag: the mouse moved with its button held.
///
/// ```swift
/// let pan = UIPanGestureRecognizer { pan in
///     let translation = pan.translation(in: card.superview)
///     card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
///     pan.setTranslation(.zero, in: card.superview)
///     if pan.state == .ended, pan.velocity(in: nil).x > 40 { dismissCard() }
/// }
/// card.addGestureRecognizer(pan)
/// ```
///
/// It begins with the first move (to another cell), reports `.changed` with every move after
/// that, and ends when the button is released; a touch released without moving fails it.
/// ``translation(in:)`` is how far the pointer moved since the touch went down (or since
/// ``setTranslation(_:in:)``); ``velocity(in:)`` is its speed in points per second, from the
/// touches' timestamps on the main loop's clock.
///
/// - Note: UIKit waits for a movement of about ten points before a pan begins; a terminal
///   reports the mouse a cell at a time, so one cell begins it, and the translation at
///   `.began` already counts that cell. The velocity is measured over the last tenth of a
///   second of moves (or the last move, if it is older), and is zero when the pointer rested
///   there longer before the release.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that make a pan. 1 by default.
    open var minimumNumberOfTouches = 1

    /// The most touches that make a pan. `Int.max` by default.
    open var maximumNumberOfTouches = Int.max

    /// Where the translation is zero, in window coordinates.
    private var translationOrigin = CGPoint.zero
    /// Recent positions of the touches' centroid, in window coordinates, with their times.
    private var samples: [(time: TimeInterval, location: CGPoint)] = []

    /// How far back the velocity looks, in seconds.
    static let velocityWindow: TimeInterval = 0.1

    /// How far the pointer moved since the touch went down (or since the last
    /// ``setTranslation(_:in:)``), in `view`'s coordinate space.
    ///
    /// - Parameter view: The view whose coordinates to use; `nil` for the window's.
    open func translation(in view: UIView?) -> CGPoint {
        let current = _centroidInWindow
        guard let view else {
            return CGPoint(x: current.x - translationOrigin.x, y: current.y - translationOrigin.y)
        }
        let to = view.convert(current, from: nil)
        let from = view.convert(translationOrigin, from: nil)
        return CGPoint(x: to.x - from.x, y: to.y - from.y)
    }

    /// Sets the translation to `translation` in `view`'s coordinate space: later
    /// translations count from the pointer's current place, plus `translation`.
    ///
    /// - Parameters:
    ///   - translation: The translation to report now; `.zero` to start counting again.
    ///   - view: The view whose coordinates `translation` is in; `nil` for the window's.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = _centroidInWindow
        guard let view else {
            translationOrigin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
            return
        }
        let here = view.convert(current, from: nil)
        translationOrigin = view.convert(CGPoint(x: here.x - translation.x, y: here.y - translation.y), to: nil)
    }

    /// How fast the pointer moves, in `view`'s points (cells) per second, from the touches'
    /// timestamps on the main loop's clock.
    ///
    /// - Parameter view: The view whose coordinates to use; `nil` for the window's.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, samples.count > 1 else { return .zero }
        var base = samples[samples.count - 2]
        for sample in samples.dropLast().reversed() where last.time - sample.time <= Self.velocityWindow {
            base = sample
        }
        let elapsed = last.time - base.time
        guard elapsed > 0 else { return .zero }
        var from = base.location
        var to = last.location
        if let view {
            from = view.convert(from, from: nil)
            to = view.convert(to, from: nil)
        }
        return CGPoint(x: (to.x - from.x) / elapsed, y: (to.y - from.y) / elapsed)
    }

    /// Fails with more than ``maximumNumberOfTouches`` fingers; otherwise starts the translation
    /// where the touches are.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible, numberOfTouches > maximumNumberOfTouches {
            state = .failed
            return
        }
        translationOrigin = _centroidInWindow
        record(event.timestamp)
    }

    /// Begins on the first move with at least ``minimumNumberOfTouches`` (a move is reported only
    /// to another cell), then reports changes.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        record(event.timestamp)
        switch state {
        case .possible:
            // The dispatcher reports a move only to another cell: any move begins the pan.
            if numberOfTouches >= minimumNumberOfTouches { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a pan that began; a release without a move fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        record(event.timestamp)
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// Fails before the pan began, and is cancelled after.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state == .possible ? .failed : .cancelled
    }

    /// Forgets the velocity samples and the translation.
    open override func reset() {
        super.reset()
        samples.removeAll()
        translationOrigin = .zero
    }

    /// Records where the touches are at `time`; a sample at the same time and place as the
    /// last adds nothing.
    private func record(_ time: TimeInterval) {
        let location = _centroidInWindow
        if let last = samples.last, last.time == time {
            samples[samples.count - 1].location = location
        } else {
            samples.append((time, location))
        }
        // Keep what the velocity may look at: the window, and the sample before it.
        while samples.count > 2, time - samples[1].time > Self.velocityWindow { samples.removeFirst() }
    }
}
