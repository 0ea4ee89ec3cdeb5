import Foundation

extension UIView {
    /// Options for animating views, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates options from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews at commit time so they animate with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the user interact with views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation value. Terrarium always does: a new animation
        /// takes the property over from a running one, whose completion then gets `false`.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely, or as many times as `UIView.setAnimationRepeatCount(_:)` says
        /// inside the block.
        ///
        /// - Note: A repeating animation schedules no work on the main loop: it draws a frame
        ///   each turn while it runs, but `MainLoop.runUntilIdle()` does not wait for it (as
        ///   for ambient work). Its completion runs only when another animation, or a change
        ///   made without one, takes its properties: with `false`.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backward after running forward, each way taking the duration; with `.repeat`,
        /// each repetition goes there and back. When it ends, the properties show their model
        /// (final) values, as in UIKit.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this animation's duration rather than an enclosing one's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this animation's curve rather than an enclosing one's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// In a transition, animate the property changes the block makes while the effect
        /// runs; without it they apply at once and only the transition effect animates.
        ///
        /// - Note: Without it, Terrarium draws the view as it was until half-way through the
        ///   transition; with it, the changes animate and the effect is drawn the same way.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// In `UIView.transition(from:to:duration:options:completion:)`, hide the old view and
        /// show the new one instead of removing the old view and adding the new one.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Do not inherit any options of an enclosing animation.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear timing.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition effect: a transition shows the new content at once.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip around the vertical axis, the left edge coming forward.
        ///
        /// - Note: A terminal cannot turn cells: Terrarium shows the old content until half-way
        ///   through the transition, then the new (see
        ///   ``UIView/transition(with:duration:options:animations:completion:)``).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip around the vertical axis, the right edge coming forward.
        ///
        /// - Note: Drawn like ``transitionFlipFromLeft``: the new content from half-way.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl the old content up like a page, uncovering the new content beneath.
        ///
        /// - Note: Drawn like ``transitionFlipFromLeft``: the new content from half-way.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl the new content down like a page over the old content.
        ///
        /// - Note: Drawn like ``transitionFlipFromLeft``: the new content from half-way.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve from one view to the other.
        ///
        /// - Note: In `UIView.transition`, the old content shows until half-way, then the new:
        ///   where a dissolve's text would change hands, as a cell shows text only from half
        ///   opacity. In `UIViewController.transition(from:to:…)` the new view's alpha fades in.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip around the horizontal axis, the top edge coming forward.
        ///
        /// - Note: Drawn like ``transitionFlipFromLeft``: the new content from half-way.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip around the horizontal axis, the bottom edge coming forward.
        ///
        /// - Note: Drawn like ``transitionFlipFromLeft``: the new content from half-way.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        var transition: UInt { (rawValue >> 20) & 0xF }
    }

    /// Timing curves of animations.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and end.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Even speed.
        case linear
    }

    /// Whether animations are enabled. When `false`, changes in animation blocks apply at
    /// once, and completions still run on the next turn.
    public private(set) static var areAnimationsEnabled = true

    /// Enables or disables animations.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        areAnimationsEnabled = enabled
    }

    /// Animates changes to views with the given duration, delay, options and completion.
    ///
    /// Property changes made in `animations` take effect on the model at once (a view's
    /// `frame` reads the new value immediately) and are presented on the main loop's clock,
    /// moving from their current presented values to the new ones. `completion` runs, with
    /// `true`, once `delay + duration` seconds have passed on that clock (times the repeats,
    /// and twice over when it autoreverses); with a duration of zero, in the next turn of the
    /// loop, as UIKit documents. An animation whose properties are all taken over by another
    /// animation (or set without one) before it ends completes in the next turn with `false`;
    /// one that lost only some of them gets `false` at its end.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut]) {
    ///     panel.frame.origin.x = 0
    /// } completion: { finished in
    ///     print("panel is in: \(finished)")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - duration: seconds the changes take; zero or less applies them at once.
    ///   - delay: seconds to wait before they start moving.
    ///   - options: the curve, repetition and nesting options.
    ///   - animations: the changes.
    ///   - completion: runs when the animation ends, with whether it ran to its end.
    /// - Note: Animations always begin from the current presented value, as with
    ///   `.beginFromCurrentState`: a new animation of a property takes it over from a running
    ///   one, which therefore reports `false` (UIKit's additive animations let the first one
    ///   end normally). A repeating animation does not keep `MainLoop.runUntilIdle()` busy.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        // Apple's "Nesting Animation Blocks": a nested block inherits the enclosing block's
        // duration and curve unless it asks to override them.
        var duration = duration
        var options = options
        if let outer = AnimationContext.current, !options.contains(.overrideInheritedOptions) {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) {
                options = AnimationOptions(
                    rawValue: options.rawValue & ~(0xF << 16) | outer.options.rawValue & (0xF << 16))
            }
        }
        let context = AnimationContext(duration: duration, delay: delay, options: options)
        context.run(animations)
        _commit(context, completion: completion)
    }

    /// Starts the clock of a block's animations once the block has run: schedules the
    /// completion at their end, or, for an animation with no end, lets it draw until taken.
    static func _commit(_ context: AnimationContext, completion: ((Bool) -> Void)?) {
        let loop = MainLoop.main
        let options = context.options
        let timeline = context.timeline
        // Inside an interactive transition the block runs on the transition's clock, which
        // holds, runs on or runs back its animations and calls the completion at an end.
        if let transition = timeline.transitionClock {
            let active = context.delay + (timeline.activeDuration.isFinite ? timeline.activeDuration : context.duration)
            for window in context.windows { transition.noteAnimation(in: window, endingAfter: active) }
            if context.animatesWindowlessViews { transition.noteAnimation(in: nil, endingAfter: active) }
            if let completion { transition.addCompletion(completion) }
            return
        }
        let windows = context.windows.map { WeakWindow(window: $0) }
        let everyWindow = context.animatesWindowlessViews
        // The final frame: the animated windows (every window, for a view that had none) draw
        // the end values once more.
        let finish: @MainActor (Bool) -> Void = { finished in
            if everyWindow {
                for window in UIWindow._visibleWindows { window._setNeedsPresentation() }
            } else {
                for entry in windows { entry.window?._setNeedsPresentation() }
            }
            completion?(finished)
        }
        guard context.recordedCount > 0, context.duration > 0, areAnimationsEnabled else {
            loop.schedule(after: 0) { finish(true) }
            return
        }
        if case let .scheduled(start, duration, _, _) = timeline.clock {
            let count = context.repeatCount.map { $0 > 0 ? $0 : 1 } ?? (options.contains(.repeat) ? .infinity : 1)
            let autoreverses = context.repeatAutoreverses ?? options.contains(.autoreverse)
            timeline.clock = .scheduled(
                start: start, duration: duration, repeatCount: count, autoreverses: autoreverses)
        }
        let active = context.delay + timeline.activeDuration
        guard active.isFinite else {
            AnimationTimeline.beginDrawing(timeline)
            timeline.onEveryAnimationTaken = { loop.schedule(after: 0) { finish(false) } }
            return
        }
        let until = loop.now + active
        loop._animationsActiveUntil = Swift.max(loop._animationsActiveUntil, until)
        for window in context.windows {
            window._animationsActiveUntil = Swift.max(window._animationsActiveUntil, until)
        }
        if context.animatesWindowlessViews {
            loop._windowlessAnimationsActiveUntil = Swift.max(loop._windowlessAnimationsActiveUntil, until)
        }
        let end = loop.schedule(after: active) { [weak timeline] in
            timeline?.onEveryAnimationTaken = nil
            finish(!(timeline?.wasInterrupted ?? false))
        }
        timeline.onEveryAnimationTaken = {
            end.cancel()
            loop.schedule(after: 0) { finish(false) }
        }
    }

    /// Sets how many times the animations of the enclosing animation block repeat; it may be
    /// fractional (2.5 plays two and a half times). Zero plays once.
    ///
    /// Call it inside a `UIView.animate` block; outside one it does nothing.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse]) {
    ///     UIView.setAnimationRepeatCount(3)
    ///     badge.alpha = 0
    /// }
    /// ```
    ///
    /// - Parameter repeatCount: the number of plays.
    /// - Note: UIKit deprecated it in iOS 13 along with `beginAnimations`; Terrarium keeps it
    ///   for the block API, where UIKit still honours it.
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        AnimationContext.stack.last?.repeatCount = Double(repeatCount)
    }

    /// Sets whether the animations of the enclosing animation block run backward after each
    /// forward run, as `.autoreverse` does.
    ///
    /// - Parameter repeatAutoreverses: whether they reverse.
    /// - Note: UIKit deprecated it in iOS 13; call it inside a `UIView.animate` block.
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        AnimationContext.stack.last?.repeatAutoreverses = repeatAutoreverses
    }

    /// Animates changes to views with the given duration and completion.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes to views with the given duration.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with spring timing.
    ///
    /// - Note: Terrarium approximates a spring with an ease-out curve; a cell grid cannot
    ///   show an overshoot of less than a cell.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        var springOptions = options
        springOptions.remove(.curveLinear)
        springOptions.insert(.curveEaseOut)
        animate(
            withDuration: duration, delay: delay, options: springOptions, animations: animations, completion: completion
        )
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationContext(duration: 0, delay: 0, options: [], isEnabled: false).run(actionsWithoutAnimation)
    }

    /// The duration of the innermost animation block being run, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        AnimationContext.current?.duration ?? 0
    }

    // MARK: Presentation values

    func _recordAnimation(_ property: AnimatedProperty, from: AnimatableValue, to: AnimatableValue) {
        guard let context = AnimationContext.current else {
            // A change made without animation ends the running one.
            if !_animations.isEmpty, let taken = _animations.removeValue(forKey: property) {
                _animationWasTaken(taken)
            }
            return
        }
        context.recordedCount += 1
        if let window {
            if !context.windows.contains(where: { $0 === window }) { context.windows.append(window) }
        } else {
            context.animatesWindowlessViews = true
        }
        let timeline = context.timeline
        let existing = _animations[property]
        if let existing, existing.timeline === timeline, let keyframe = context.keyframe,
            case .keyframes(let initial, var keyframes, let isDiscrete) = existing.track
        {
            keyframes.append(.init(start: keyframe.start, duration: keyframe.duration, value: to))
            keyframes.sort { $0.start < $1.start }
            _animations[property]?.track = .keyframes(initial: initial, keyframes: keyframes, isDiscrete: isDiscrete)
            return
        }
        let track: PropertyAnimation.Track =
            if let keyframe = context.keyframe {
                .keyframes(
                    initial: from, keyframes: [.init(start: keyframe.start, duration: keyframe.duration, value: to)],
                    isDiscrete: context.isDiscrete)
            } else {
                .between(from: from, to: to)
            }
        _animations[property] = PropertyAnimation(
            timeline: timeline, track: track, startFraction: context.startFraction)
        if let existing, existing.timeline !== timeline { _animationWasTaken(existing) }
        if existing?.timeline !== timeline { timeline.animationWasAdded(to: self) }
    }

    /// Tells the timeline of an animation that another animation, or a change without one,
    /// took its property, unless it had already played out.
    private func _animationWasTaken(_ animation: PropertyAnimation) {
        guard !animation.timeline.isFinished(at: MainLoop.main.now) else { return }
        animation.timeline.animationWasTaken()
    }

    func _presentationValue(_ property: AnimatedProperty) -> AnimatableValue? {
        guard let animation = _animations[property] else { return nil }
        let now = MainLoop.main.now
        if animation.timeline.isFinished(at: now) {
            _animations[property] = nil
            return nil
        }
        return animation.value(at: now)
    }

    // What is drawn: the model values as view animations present them and then, for a view
    // whose layer has animations of its own (`_isLayerAnimating`), as those change them
    // (`UIView+LayerAnimations.swift`).

    /// The frame as currently presented (UIKit's `layer.presentation()?.frame`).
    var _presentationFrame: CGRect {
        let frame = _viewPresentedFrame
        return _isLayerAnimating ? _layerPresentedGeometry(frame: frame).frame : frame
    }
    var _presentationBoundsOrigin: CGPoint {
        guard _isLayerAnimating else { return _viewPresentedBoundsOrigin }
        return _layerPresentedGeometry(frame: _viewPresentedFrame).boundsOrigin
    }
    var _presentationAlpha: CGFloat {
        let alpha = _viewPresentedAlpha
        return _isLayerAnimating ? _layerPresentedAlpha(alpha) : alpha
    }
    var _presentationTransform: CGAffineTransform {
        if _isLayerAnimating, let layer = _layerStorage, layer._animatedKeys.contains("transform") {
            return _layerPresentedTransform(_viewPresentedTransform3D)
        }
        if _animations.isEmpty { return _transform }
        switch _presentationValue(.transform) {
        case .transform(let t)?: return t
        case .transform3D(let t)?: return _projected(t)
        default: return _transform
        }
    }
    var _presentationBackgroundColor: UIColor? {
        let color = _viewPresentedBackgroundColor
        return _isLayerAnimating ? _layerPresentedBackgroundColor(color) : color
    }

    /// The frame as view animations present it.
    var _viewPresentedFrame: CGRect { _presentationValue(.frame)?.rect ?? _frame }
    /// The bounds origin as view animations present it.
    var _viewPresentedBoundsOrigin: CGPoint { _presentationValue(.boundsOrigin)?.point ?? _boundsOrigin }
    /// The alpha as view animations present it.
    var _viewPresentedAlpha: CGFloat { _presentationValue(.alpha)?.scalar ?? _alpha }
    /// The background colour as view animations present it.
    var _viewPresentedBackgroundColor: UIColor? {
        if let value = _presentationValue(.backgroundColor)?.color { return value }
        return _backgroundColor
    }
    /// The transform as view animations present it, in 3D (an affine one lifted).
    var _viewPresentedTransform3D: CATransform3D {
        if !_animations.isEmpty, let value = _presentationValue(.transform)?.transform3D { return value }
        return _modelTransform3D
    }
    /// What view animations present of the transform, as a value to animate from.
    var _viewPresentedTransformValue: AnimatableValue {
        if !_animations.isEmpty, let value = _presentationValue(.transform) { return value }
        if let stored = _layerStorage?._viewTransform3D, stored.projected == _transform {
            return .transform3D(stored.transform)
        }
        return .transform(_transform)
    }
}

extension MainLoop {
    /// Whether any view or layer animation is still running on the loop's clock; a terminal
    /// backend draws frames while this is true.
    public var hasRunningAnimations: Bool {
        now < _animationsActiveUntil || AnimationTimeline.isDrawing(in: nil) || _LayerAnimationClock.isDrawing(in: nil)
    }
}

extension UIWindow {
    /// Whether an animation of a view in this window (or of a view that was in none when it
    /// began), or of a layer drawn in it, is still running: the window draws a frame each
    /// turn meanwhile.
    var _hasRunningAnimations: Bool {
        let loop = MainLoop.main
        return loop.now < _animationsActiveUntil || loop.now < loop._windowlessAnimationsActiveUntil
            || AnimationTimeline.isDrawing(in: self) || _LayerAnimationClock.isDrawing(in: self)
    }
}

/// A window an animation's completion marks for its last frame, without keeping it alive.
private struct WeakWindow {
    weak var window: UIWindow?
}
