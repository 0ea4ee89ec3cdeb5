import Foundation

/// Runs layer animations on the main loop: tells delegates when animations start and stop,
/// removes those that end, and says which windows must draw a frame each turn meanwhile.
///
/// It keeps the layers that have animations, weakly, and one piece of scheduled work at the
/// next moment an animation starts or ends, so `runUntilIdle()` waits for animations with an
/// end and not for those that repeat for ever (which draw frames, as a repeating view
/// animation does). With no animations it holds nothing and costs nothing per frame.
@MainActor
enum _LayerAnimationClock {
    private struct WeakLayer {
        weak var layer: CALayer?
    }

    private static var layers: [WeakLayer] = []
    private static var next: (time: TimeInterval, work: ScheduledWork)?

    /// A little slack for the moment an animation ends, computed through a layer's time
    /// mapping and back.
    private static let tolerance = 1e-9

    // MARK: Changes

    static func layerDidChange(_ layer: CALayer) {
        layers.removeAll { $0.layer == nil || ($0.layer === layer && layer._animationEntries.isEmpty) }
        if !layer._animationEntries.isEmpty, !layers.contains(where: { $0.layer === layer }) {
            layers.append(WeakLayer(layer: layer))
        }
        reschedule()
    }

    /// A layer's time changed: animations may start or end at other moments.
    static func timingDidChange() {
        guard !layers.isEmpty else { return }
        reschedule()
    }

    /// An animation left its layer before it stopped: its delegate hears it did not finish,
    /// in the next turn.
    static func animationWasRemoved(_ entry: _LayerAnimation) {
        guard !entry.hasStopped else { return }
        entry.hasStopped = true
        MainLoop.main.schedule(after: 0) {
            entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
            entry.transaction.animationDidStop()
        }
    }

    // MARK: Time

    /// An animation's start and end on the main loop's clock, where its layer's time makes
    /// them happen at all.
    private static func moments(
        of entry: _LayerAnimation, mapping: (scale: Double, offset: Double)
    ) -> (start: TimeInterval?, end: TimeInterval?) {
        let timing = entry.animation._timing
        let speed = Double(timing.speed)
        guard mapping.scale > 0, speed > 0 else { return (nil, nil) }
        let start = (timing.beginTime - mapping.offset) / mapping.scale
        let active = timing.activeDuration(entry.animation._duration(default: 0.25))
        guard active.isFinite else { return (start, nil) }
        return (start, (timing.beginTime + active / speed - mapping.offset) / mapping.scale)
    }

    /// Schedules the next start or end.
    private static func reschedule() {
        var earliest: TimeInterval?
        for item in layers {
            guard let layer = item.layer else { continue }
            let mapping = layer._timeMapping
            for entry in layer._animationEntries where !entry.hasStopped {
                let (start, end) = moments(of: entry, mapping: mapping)
                for moment in [entry.hasStarted ? nil : start, end].compactMap({ $0 }) {
                    earliest = Swift.min(earliest ?? moment, moment)
                }
            }
        }
        let loop = MainLoop.main
        guard let earliest else {
            next?.work.cancel()
            next = nil
            return
        }
        let time = Swift.max(loop.now, earliest)
        // Work scheduled on a loop that is no longer main (a test's, replaced) never runs.
        if let next, next.time == time, next.work.loop === loop { return }
        next?.work.cancel()
        next = (time, loop.schedule(at: time) { tick() })
    }

    /// Starts and ends what is due, then tells the delegates: starts first, then stops.
    private static func tick() {
        next = nil
        var started: [_LayerAnimation] = []
        var stopped: [_LayerAnimation] = []
        for item in layers {
            guard let layer = item.layer else { continue }
            let time = layer._localTime
            var removed = false
            for entry in layer._animationEntries where !entry.hasStopped {
                let timing = entry.animation._timing
                let elapsed = timing.elapsed(at: time)
                if !entry.hasStarted && elapsed >= -tolerance {
                    entry.hasStarted = true
                    started.append(entry)
                    layer._setNeedsComposite()
                }
                let active = timing.activeDuration(entry.animation._duration(default: 0.25))
                if entry.hasStarted && elapsed >= active - tolerance && timing.speed > 0 {
                    entry.hasStopped = true
                    stopped.append(entry)
                    if entry.animation.isRemovedOnCompletion {
                        layer._animationEntries.removeAll { $0 === entry }
                        removed = true
                    }
                    layer._setNeedsComposite()
                }
            }
            if removed { layer._animationsDidChange() }
        }
        for entry in started { entry.animation.delegate?.animationDidStart(entry.animation) }
        for entry in stopped {
            entry.animation.delegate?.animationDidStop(entry.animation, finished: true)
            entry.transaction.animationDidStop()
        }
        reschedule()
    }

    // MARK: Frames

    /// Whether an animation is changing what `window` shows (any window, for `nil`): one
    /// that has started and not yet ended, in a layer drawn in that window.
    static func isDrawing(in window: UIWindow?) -> Bool {
        guard !layers.isEmpty else { return false }
        for item in layers {
            guard let layer = item.layer, let shownIn = layer._owningView?._window else { continue }
            if let window, shownIn !== window { continue }
            let mapping = layer._timeMapping
            guard mapping.scale > 0 else { continue }
            let time = mapping.scale * MainLoop.main.now + mapping.offset
            for entry in layer._animationEntries where !entry.hasStopped && entry.animation._timing.speed > 0 {
                let timing = entry.animation._timing
                let elapsed = timing.elapsed(at: time)
                if elapsed >= 0 && elapsed < timing.activeDuration(entry.animation._duration(default: 0.25)) {
                    return true
                }
            }
        }
        return false
    }
}
