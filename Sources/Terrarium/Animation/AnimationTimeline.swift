import Foundation

/// The clock the property animations of one animation block, or of one property animator,
/// share: where each of them is at a moment of the main loop's clock, and which of them
/// other animations have taken over.
@MainActor
final class AnimationTimeline {
    enum Clock {
        /// A `UIView.animate` block: it starts at `start` and plays `repeatCount` times (for ever
        /// when infinite), each play `duration` seconds forward, then as long backward if it
        /// autoreverses.
        case scheduled(start: TimeInterval, duration: TimeInterval, repeatCount: Double, autoreverses: Bool)
        /// A property animator running: its fraction moves from `fraction` at `time`, by
        /// `1 / duration` a second, backward when reversed.
        case running(fraction: Double, time: TimeInterval, duration: TimeInterval, reversed: Bool)
        /// A property animator paused, not started, or stopped at `fraction`.
        case paused(fraction: Double)
    }

    var clock: Clock
    var curve: TimingCurve
    /// Whether progress is the fraction itself rather than the curve at it: a paused property
    /// animator that scrubs linearly.
    var scrubsLinearly = false

    /// How many of its property animations views still hold.
    private(set) var liveCount = 0
    /// Whether another animation, or a change made without one, took a property from it.
    private(set) var wasInterrupted = false
    /// Runs once when the last of its property animations is taken.
    var onEveryAnimationTaken: (() -> Void)?
    /// The views it animates, held weakly: an animation with no known end draws frames in
    /// their windows while it runs.
    private(set) var views: [WeakView] = []

    init(clock: Clock, curve: TimingCurve) {
        self.clock = clock
        self.curve = curve
    }

    /// How long a scheduled clock runs, repeats and reversals included; infinite for ever.
    var activeDuration: TimeInterval {
        guard case let .scheduled(_, duration, repeatCount, autoreverses) = clock else { return .infinity }
        return duration * (autoreverses ? 2 : 1) * repeatCount
    }

    /// The interactive transition whose clock this timeline reads instead of the main
    /// loop's: set for the blocks an animator runs while the transition records them.
    var transitionClock: _TransitionTimeline?

    /// The fraction of the animation's time at `now`, 0…1.
    func fraction(at now: TimeInterval) -> Double {
        let now = transitionClock?.animationTime(at: now) ?? now
        switch clock {
        case let .scheduled(start, duration, _, autoreverses):
            let elapsed = now - start
            guard elapsed > 0, duration > 0 else { return 0 }
            let play = elapsed / duration
            if !autoreverses { return play.truncatingRemainder(dividingBy: 1) }
            let phase = play.truncatingRemainder(dividingBy: 2)
            return phase <= 1 ? phase : 2 - phase
        case let .running(fraction, time, duration, reversed):
            let moved = duration > 0 ? Swift.max(0, now - time) / duration : 1
            return Swift.min(1, Swift.max(0, reversed ? fraction - moved : fraction + moved))
        case let .paused(fraction):
            return fraction
        }
    }

    /// Progress along the curve at `now` for an animation that begins `startFraction` of the
    /// way into the timeline (a property animator's late additions) and runs to its end.
    func progress(at now: TimeInterval, startingAt startFraction: Double) -> Double {
        var fraction = fraction(at: now)
        if startFraction > 0 {
            fraction = startFraction < 1 ? Swift.max(0, (fraction - startFraction) / (1 - startFraction)) : 1
        }
        return scrubsLinearly ? fraction : curve.progress(fraction)
    }

    /// Whether a scheduled clock has played out, so its animations show their model values.
    func isFinished(at now: TimeInterval) -> Bool {
        if let transitionClock { return transitionClock.isFinished }
        guard case let .scheduled(start, _, _, _) = clock else { return false }
        return now >= start + activeDuration
    }

    // MARK: Bookkeeping

    func animationWasAdded(to view: UIView) {
        liveCount += 1
        if !views.contains(where: { $0.view === view }) { views.append(WeakView(view: view)) }
    }

    func animationWasTaken() {
        liveCount -= 1
        wasInterrupted = true
        guard liveCount == 0, let onEveryAnimationTaken else { return }
        self.onEveryAnimationTaken = nil
        onEveryAnimationTaken()
    }

    /// Removes the animations views still hold from this timeline: a property animator that
    /// finished or stopped hands its properties back to their model values.
    func removeAnimations() {
        for entry in views {
            guard let view = entry.view else { continue }
            for (property, animation) in view._animations where animation.timeline === self {
                view._animations[property] = nil
            }
            view._setNeedsComposite()
        }
        liveCount = 0
        views.removeAll()
    }

    /// The animations of this timeline, with their views.
    var animations: [(view: UIView, property: AnimatedProperty, animation: PropertyAnimation)] {
        views.flatMap { entry -> [(view: UIView, property: AnimatedProperty, animation: PropertyAnimation)] in
            guard let view = entry.view else { return [] }
            return view._animations.filter { $0.value.timeline === self }.map { (view, $0.key, $0.value) }
        }
    }

    // MARK: Animations with no known end

    /// Timelines whose end is not known when they start: repeating blocks and running
    /// property animators. They schedule no work (so `runUntilIdle()` does not wait for a
    /// repeating animation), and the windows of their views draw a frame each turn meanwhile.
    static var openEnded: [AnimationTimeline] = []

    /// Whether it is drawing: running, holding animations of views that still exist.
    private var isDrawing: Bool {
        switch clock {
        case .paused: return false
        case .scheduled, .running: return liveCount > 0 && views.contains { $0.view != nil }
        }
    }

    static func beginDrawing(_ timeline: AnimationTimeline) {
        if !openEnded.contains(where: { $0 === timeline }) { openEnded.append(timeline) }
    }

    static func endDrawing(_ timeline: AnimationTimeline) {
        openEnded.removeAll { $0 === timeline }
    }

    /// Whether an open-ended animation is drawing: in `window`'s views, or anywhere when nil.
    static func isDrawing(in window: UIWindow?) -> Bool {
        guard !openEnded.isEmpty else { return false }
        openEnded.removeAll { !$0.isDrawing }
        guard let window else { return !openEnded.isEmpty }
        return openEnded.contains { timeline in timeline.views.contains { $0.view?._window === window } }
    }
}

/// A view held without keeping it alive.
struct WeakView {
    weak var view: UIView?
}
