import Foundation

/// The clock of an interactive transition's animations, which UIKit gets by pausing the
/// container's layer: the `UIView.animate` blocks an animator runs while the timeline records
/// are presented at the timeline's time instead of the main loop's, so they can be held at a
/// fraction, run on, or run back; their completions wait for the timeline to reach an end.
@MainActor
final class _TransitionTimeline {
    /// The timeline whose animations `UIView.animate` records now, if any.
    static var recording: _TransitionTimeline?

    /// The loop time the animations were recorded at: their start times count from it.
    let origin: TimeInterval
    /// How long the animations run: the transition's duration, or longer if they do.
    private(set) var span: TimeInterval
    private var elapsedAtAnchor: TimeInterval = 0
    private var anchor: TimeInterval
    /// Timeline seconds per loop second: 0 while held, negative while running back.
    private var speed: Double = 0
    private var completions: [(Bool) -> Void] = []
    private var windows: [WeakWindowReference] = []
    private var wake: ScheduledWork?
    /// Whether the timeline reached an end after running: its animations are over.
    private(set) var isFinished = false

    init(duration: TimeInterval) {
        origin = MainLoop.main.now
        anchor = origin
        span = duration
    }

    /// Records the animations `body` starts, held at the start.
    func record(_ body: () -> Void) {
        let outer = Self.recording
        Self.recording = self
        body()
        Self.recording = outer
    }

    /// Notes an animation recorded in `window` (nil: a view outside any window) that ends
    /// `end` seconds after the origin.
    func noteAnimation(in window: UIWindow?, endingAfter end: TimeInterval) {
        span = Swift.max(span, end)
        if let window, !windows.contains(where: { $0.window === window }) {
            windows.append(WeakWindowReference(window: window))
        }
    }

    /// Takes an animation block's completion, to call when the timeline reaches an end.
    func addCompletion(_ completion: @escaping (Bool) -> Void) {
        completions.append(completion)
    }

    /// The timeline's elapsed time at loop time `now`, within 0…span.
    func elapsed(at now: TimeInterval) -> TimeInterval {
        Swift.min(span, Swift.max(0, elapsedAtAnchor + (now - anchor) * speed))
    }

    /// The loop time at which the recorded animations are to be evaluated.
    func animationTime(at now: TimeInterval) -> TimeInterval {
        origin + elapsed(at: now)
    }

    /// Holds the animations at `fraction` of the span.
    func hold(atFraction fraction: CGFloat) {
        elapsedAtAnchor = span * Double(Swift.min(1, Swift.max(0, fraction)))
        anchor = MainLoop.main.now
        speed = 0
        wake?.cancel()
        wake = nil
        for entry in windows { entry.window?._setNeedsPresentation() }
        if windows.isEmpty { for window in UIWindow._visibleWindows { window._setNeedsPresentation() } }
    }

    /// Runs the animations from where they are, forward (`speed` > 0) or back, and calls the
    /// completions when they reach the end or the start.
    func run(speed: Double) {
        let loop = MainLoop.main
        elapsedAtAnchor = elapsed(at: loop.now)
        anchor = loop.now
        self.speed = speed
        wake?.cancel()
        let remaining = speed > 0 ? span - elapsedAtAnchor : elapsedAtAnchor
        let wallTime = speed == 0 ? 0 : remaining / Swift.abs(speed)
        let until = loop.now + wallTime
        loop._animationsActiveUntil = Swift.max(loop._animationsActiveUntil, until)
        for entry in windows {
            entry.window?._animationsActiveUntil = Swift.max(entry.window?._animationsActiveUntil ?? 0, until)
        }
        wake = loop.schedule(after: wallTime) { [self] in reachedEnd() }
    }

    /// Ends the animations where they are headed now, as if they had run there: their
    /// completions run, and the views show their model values.
    func finishNow() {
        guard !isFinished else { return }
        wake?.cancel()
        reachedEnd()
    }

    private func reachedEnd() {
        wake = nil
        isFinished = true
        for entry in windows { entry.window?._setNeedsPresentation() }
        let completions = self.completions
        self.completions.removeAll()
        for completion in completions { completion(true) }
    }
}

/// A window the timeline redraws, without keeping it alive.
private struct WeakWindowReference {
    weak var window: UIWindow?
}
