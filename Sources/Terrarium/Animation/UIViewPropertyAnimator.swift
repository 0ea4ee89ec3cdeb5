import Foundation

/// An animator of view changes that can be started, paused, scrubbed, reversed, stopped and
/// given more animations while it runs.
///
/// Its animations run on the main loop's clock like those of `UIView.animate`: property
/// changes apply to the model when the animations block runs (when the animator starts, is
/// paused, or has ``fractionComplete`` set for the first time), and the presented values
/// follow the animator's fraction through its timing curve.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
///     drawer.frame.origin.x = 0
/// }
/// animator.addCompletion { position in
///     print(position == .end ? "open" : "closed")
/// }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.4   // follows a drag
/// animator.isReversed = true        // released before half-way
/// animator.startAnimation()         // runs back; the completion gets .start
/// ```
///
/// A running animator keeps itself alive until it ends, as in UIKit, so the one
/// ``runningPropertyAnimator(withDuration:delay:options:animations:completion:)`` returns
/// may be dropped.
///
/// - Note: Where Terrarium differs from UIKit:
///   - A paused animator that ``scrubsLinearly`` reports as ``fractionComplete`` the progress
///     shown on screen (the timing curve at the paused time), and resumes from the time at
///     which its curve reaches that progress, so that neither pausing nor resuming moves
///     anything on screen.
///   - Another animation of a property this animator animates takes the property over (it
///     starts from the presented value) instead of adding to it; the animator still ends at
///     its time and tells its completions `.end`, as UIKit's additive animations do.
///   - Calls UIKit ignores or does not document are ignored: starting, pausing, adding
///     animations to or continuing a stopped animator; stopping an inactive one; pausing or
///     stopping one that is not ``isInterruptible``; setting ``fractionComplete`` while it
///     runs. Releasing a paused or stopped animator is not reported.
///   - ``isUserInteractionEnabled`` and ``isManualHitTestingEnabled`` are recorded but do
///     not change hit-testing: Terrarium hit-tests model frames.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing the animator was made with.
    public let timingParameters: (any UITimingCurveProvider)?
    /// The duration of the main animations, in seconds. Animations added once the animator is
    /// active take only what remains of it, `(1 - fractionComplete) × duration`.
    public let duration: TimeInterval
    /// The delay before the animations begin, set by ``startAnimation(afterDelay:)``.
    public private(set) var delay: TimeInterval = 0
    /// Whether views take touches while they animate. Defaults to `true`.
    public var isUserInteractionEnabled = true
    /// Whether the app hit-tests animating views itself. Defaults to `false`.
    public var isManualHitTestingEnabled = false
    /// Whether the animator can be paused and stopped. Defaults to `true`; when `false`,
    /// ``pauseAnimation()`` and ``stopAnimation(_:)`` are ignored.
    public var isInterruptible = true
    /// Whether a paused animator scrubs linearly (``fractionComplete`` is the progress shown)
    /// rather than along its timing curve. Defaults to `true`.
    public var scrubsLinearly = true
    /// Whether the animator stays active, paused at its end, when its animations finish,
    /// instead of becoming inactive and running its completions. Defaults to `false`.
    public var pausesOnCompletion = false

    /// The animator's state; see ``UIViewAnimatingState``.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running: started and neither paused nor ended.
    public private(set) var isRunning = false

    /// Whether the animations run backward, toward their start values. Set while running, the
    /// animations turn back from where they are; when they reach the start the views keep
    /// their start values and the completions get `.start`.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning, let timeline else { return }
            _run(fromTime: timeline.fraction(at: MainLoop.main.now), after: 0)
        }
    }

    /// How far the animations got, 0 to 1: the fraction of the time while running, the
    /// progress shown while paused (see the note on scrubbing above).
    ///
    /// Setting it on an inactive animator makes it active and paused first, as in UIKit;
    /// setting it while running or stopped does nothing.
    public var fractionComplete: CGFloat {
        get {
            switch state {
            case .inactive: return 0
            case .stopped: return CGFloat(stoppedFraction)
            case .active: return CGFloat(timeline?.fraction(at: MainLoop.main.now) ?? 0)
            }
        }
        set {
            guard state != .stopped, !isRunning else { return }
            let timeline = _activate()
            timeline.clock = .paused(fraction: Double(Swift.min(1, Swift.max(0, newValue))))
            timeline.scrubsLinearly = scrubsLinearly
            _setNeedsComposite()
        }
    }

    private var curve: TimingCurve
    /// The clock's duration: ``duration``, or the duration a continue gave.
    private var runDuration: TimeInterval
    /// Animations added while inactive, with their delay factors: they run when the animator
    /// becomes active.
    private var pendingAnimations: [(animation: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The clock of the animations while the animator is active.
    private var timeline: AnimationTimeline?
    /// The end of the running animations, scheduled on the main loop.
    private var end: ScheduledWork?
    /// What a stopped animator needs to finish: where it was, and each property's start and
    /// end values.
    private var stoppedFraction = 0.0
    private var stoppedValues:
        [(view: WeakView, property: AnimatedProperty, start: AnimatableValue, end: AnimatableValue)] = []

    // MARK: Creating animators

    /// Creates an animator with the given duration and timing; add animations with
    /// ``addAnimations(_:)``.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        self.timingParameters = parameters
        self.curve = TimingCurve(parameters, duration: duration)
        self.runDuration = duration
    }

    /// Creates an animator with one of the named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a cubic Bézier curve through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a spring that settles within `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator that has already started, with the curve in `options`.
    ///
    /// Of the options, only the curve counts, as in UIKit (which also ignores the transition
    /// and repeat options here).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding animations and completions

    /// Adds animations. Added before the animator starts, they run for its whole duration;
    /// added later, they run at once for what remains of it.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that begin `delayFactor` (0…1) of the animator's remaining time late,
    /// and end with the others.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = Swift.min(1, Swift.max(0, Double(delayFactor)))
        switch state {
        case .inactive:
            pendingAnimations.append((animation, factor))
        case .active:
            guard let timeline else { return }
            let done = timeline.fraction(at: MainLoop.main.now)
            _record(animation, startFraction: done + factor * (1 - done), in: timeline)
        case .stopped:
            return
        }
    }

    /// Adds a completion, run with the position the animations end at: `.end` when they
    /// ran to the end, `.start` when reversed back to the start, or the position given to
    /// ``finishAnimation(at:)``. Completions run in the order they were added, once.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts the animations, or resumes them where they were paused.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts the animations after `delay` seconds on the main loop's clock.
    open func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .stopped:
            return
        case .inactive:
            self.delay = delay
            _ = _activate()
        case .active:
            guard !isRunning else { return }
        }
        _run(fromTime: _pausedTime, after: delay)
    }

    /// Pauses the animations where they are (an inactive animator becomes active, paused at
    /// the start, its animations applied to the model).
    open func pauseAnimation() {
        guard isInterruptible else { return }
        switch state {
        case .stopped:
            return
        case .inactive:
            _ = _activate()
        case .active:
            guard isRunning, let timeline else { return }
            end?.cancel()
            end = nil
            isRunning = false
            let time = timeline.fraction(at: MainLoop.main.now)
            if scrubsLinearly {
                timeline.clock = .paused(fraction: Swift.min(1, Swift.max(0, curve.progress(time))))
                timeline.scrubsLinearly = true
            } else {
                timeline.clock = .paused(fraction: time)
            }
            AnimationTimeline.endDrawing(timeline)
            _setNeedsComposite()
        }
    }

    /// Stops the animations where they are: their properties keep the values shown now.
    ///
    /// With `withoutFinishing` the animator becomes inactive and its completions never run;
    /// otherwise it becomes ``UIViewAnimatingState/stopped`` and waits for
    /// ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard isInterruptible, state == .active, let timeline else { return }
        end?.cancel()
        end = nil
        isRunning = false
        let now = MainLoop.main.now
        stoppedFraction = timeline.fraction(at: now)
        let animations = timeline.animations
        stoppedValues = animations.map { entry in
            (
                WeakView(view: entry.view), entry.property, entry.animation.initialValue,
                entry.view._modelValue(entry.property)
            )
        }
        let current = animations.map { ($0.view, $0.property, $0.animation.value(at: now)) }
        timeline.removeAnimations()
        AnimationTimeline.endDrawing(timeline)
        UIView.performWithoutAnimation {
            for (view, property, value) in current { view._setModelValue(value, for: property) }
        }
        self.timeline = nil
        if withoutFinishing {
            stoppedValues = []
            state = .inactive
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: puts the properties at `finalPosition` (`.current` leaves
    /// them as they were stopped), makes the animator inactive and runs its completions with
    /// the position.
    ///
    /// Calling it in any state but ``UIViewAnimatingState/stopped`` is an error UIKit stops
    /// the app for ("finishAnimationAtPosition: should only be called on a stopped
    /// animator!", an `NSInternalInconsistencyException`); Terrarium stops with that text.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            _terminate(
                uncaughtException: "NSInternalInconsistencyException",
                reason: "finishAnimationAtPosition: should only be called on a stopped animator!")
        }
        let values = stoppedValues
        stoppedValues = []
        UIView.performWithoutAnimation {
            for entry in values {
                guard let view = entry.view.view else { continue }
                switch finalPosition {
                case .start: view._setModelValue(entry.start, for: entry.property)
                case .end: view._setModelValue(entry.end, for: entry.property)
                case .current: break
                }
            }
        }
        stoppedFraction = 0
        state = .inactive
        _runCompletions(finalPosition)
    }

    /// Resumes paused animations with new timing (`nil` keeps the animator's), over
    /// `durationFactor` times the original ``duration`` (0 keeps the duration). What is on
    /// screen does not jump: the new curve continues from the progress shown.
    ///
    /// - Note: UIKit may blend the old curve into the new one; Terrarium switches at once.
    ///   Ignored unless the animator is active.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {
        guard state == .active, let timeline else { return }
        let now = MainLoop.main.now
        let shown = timeline.progress(at: now, startingAt: 0)
        end?.cancel()
        end = nil
        isRunning = false
        if durationFactor > 0 { runDuration = duration * Double(durationFactor) }
        var time = _pausedTime
        if let parameters {
            curve = TimingCurve(parameters, duration: runDuration)
            timeline.curve = curve
            time = curve.time(forProgress: shown)
        }
        timeline.clock = .paused(fraction: time)
        timeline.scrubsLinearly = false
        _run(fromTime: time, after: 0)
    }

    // MARK: Internals

    /// Makes the animator active, paused at the start, running the animations added so far.
    private func _activate() -> AnimationTimeline {
        if let timeline { return timeline }
        let timeline = AnimationTimeline(clock: .paused(fraction: 0), curve: curve)
        self.timeline = timeline
        state = .active
        let pending = pendingAnimations
        pendingAnimations = []
        for entry in pending { _record(entry.animation, startFraction: entry.delayFactor, in: timeline) }
        return timeline
    }

    private func _record(_ animation: () -> Void, startFraction: Double, in timeline: AnimationTimeline) {
        let context = AnimationContext(duration: runDuration, delay: 0, options: [], timeline: timeline)
        context.startFraction = startFraction
        context.run(animation)
    }

    /// The time fraction to run from: a linearly scrubbed pause continues from where the
    /// curve shows the same progress.
    private var _pausedTime: Double {
        guard let timeline else { return 0 }
        let fraction = timeline.fraction(at: MainLoop.main.now)
        if case .paused = timeline.clock, timeline.scrubsLinearly { return curve.time(forProgress: fraction) }
        return fraction
    }

    private func _run(fromTime time: Double, after delay: TimeInterval) {
        guard let timeline else { return }
        let loop = MainLoop.main
        let delay = Swift.max(0, delay)
        timeline.scrubsLinearly = false
        timeline.clock = .running(fraction: time, time: loop.now + delay, duration: runDuration, reversed: isReversed)
        isRunning = true
        AnimationTimeline.beginDrawing(timeline)
        end?.cancel()
        let remaining = runDuration * (isReversed ? time : 1 - time)
        // Held strongly: UIKit keeps a running animator alive until it ends.
        end = loop.schedule(after: delay + remaining) { self._reachedEnd() }
        _setNeedsComposite()
    }

    private func _reachedEnd() {
        guard let timeline else { return }
        end = nil
        isRunning = false
        AnimationTimeline.endDrawing(timeline)
        if pausesOnCompletion {
            timeline.clock = .paused(fraction: isReversed ? 0 : 1)
            timeline.scrubsLinearly = false
            _setNeedsComposite()
            return
        }
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        let animations = timeline.animations
        timeline.removeAnimations()
        if isReversed {
            UIView.performWithoutAnimation {
                for entry in animations { entry.view._setModelValue(entry.animation.initialValue, for: entry.property) }
            }
        }
        self.timeline = nil
        state = .inactive
        _runCompletions(position)
    }

    private func _runCompletions(_ position: UIViewAnimatingPosition) {
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(position) }
    }

    private func _setNeedsComposite() {
        for entry in timeline?.views ?? [] { entry.view?._setNeedsComposite() }
    }
}

extension UIView {
    /// The model value of an animated property.
    func _modelValue(_ property: AnimatedProperty) -> AnimatableValue {
        switch property {
        case .frame: .rect(_frame)
        case .boundsOrigin: .point(_boundsOrigin)
        case .alpha: .scalar(_alpha)
        case .backgroundColor: .color(_backgroundColor)
        case .transform: .transform(_transform)
        }
    }

    /// Sets the model value of an animated property through its setter, so that layout and
    /// drawing hear of it.
    func _setModelValue(_ value: AnimatableValue, for property: AnimatedProperty) {
        switch property {
        case .frame:
            if let rect = value.rect {
                // Under a transform `frame` is the transformed box; the model frame is `_frame`.
                if _transform.isIdentity { frame = rect } else { _setFrame(rect) }
            }
        case .boundsOrigin: if let point = value.point { bounds.origin = point }
        case .alpha: if let scalar = value.scalar { alpha = scalar }
        case .backgroundColor: if let color = value.color { backgroundColor = color }
        case .transform: if let transform = value.transform { self.transform = transform }
        }
    }
}
