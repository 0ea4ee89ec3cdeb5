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
        /// Start from the current presentation value. Terrarium always does.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely. Not supported: the animation runs once.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backward after running forward. Not supported: the animation runs forward once.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this animation's duration rather than an enclosing one's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this animation's curve rather than an enclosing one's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate by redrawing content. Terrarium always redraws.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views in a transition instead of removing and adding them.
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
        /// No transition effect.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip from the left. Drawn as a cross-dissolve: a terminal cannot flip.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip from the right. Drawn as a cross-dissolve.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up. Drawn as a cross-dissolve.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down. Drawn as a cross-dissolve.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve from one view to the other.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip from the top. Drawn as a cross-dissolve.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip from the bottom. Drawn as a cross-dissolve.
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
    /// `true`, once `delay + duration` seconds have passed on that clock; with a duration
    /// of zero, in the next turn of the loop, as UIKit documents.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut]) {
    ///     panel.frame.origin.x = 0
    /// } completion: { _ in
    ///     print("panel is in")
    /// }
    /// ```
    /// - Note: `.repeat` and `.autoreverse` are not supported, and an interrupted
    ///   animation's completion still reports `true`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let loop = MainLoop.main
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
        AnimationContext.stack.append(context)
        animations()
        AnimationContext.stack.removeLast()
        // Inside an interactive transition the block runs on the transition's clock.
        if let timeline = _TransitionTimeline.recording {
            if let completion { timeline.addCompletion(completion) }
            return
        }
        let animates = context.recordedCount > 0 && duration > 0 && areAnimationsEnabled
        let end = animates ? delay + duration : 0
        if animates {
            let until = loop.now + end
            loop._animationsActiveUntil = Swift.max(loop._animationsActiveUntil, until)
            for window in context.windows { window._animationsActiveUntil = Swift.max(window._animationsActiveUntil, until) }
            if context.animatesWindowlessViews {
                loop._windowlessAnimationsActiveUntil = Swift.max(loop._windowlessAnimationsActiveUntil, until)
            }
        }
        // The final frame: the animated windows (every window, for a view that had none) draw
        // the end values once more.
        let windows = context.windows.map { WeakWindow(window: $0) }
        let everyWindow = context.animatesWindowlessViews
        loop.schedule(after: end) {
            if everyWindow {
                for window in UIWindow._visibleWindows { window._setNeedsPresentation() }
            } else {
                for entry in windows { entry.window?._setNeedsPresentation() }
            }
            completion?(true)
        }
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
        AnimationContext.stack.append(AnimationContext(duration: 0, delay: 0, options: [], isEnabled: false))
        actionsWithoutAnimation()
        AnimationContext.stack.removeLast()
    }

    /// The duration of the innermost animation block being run, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        AnimationContext.current?.duration ?? 0
    }

    // MARK: Presentation values

    func _recordAnimation(_ property: AnimatedProperty, from: AnimatableValue, to: AnimatableValue) {
        guard let context = AnimationContext.current else {
            _animations[property] = nil
            return
        }
        context.recordedCount += 1
        if let window {
            if !context.windows.contains(where: { $0 === window }) { context.windows.append(window) }
        } else {
            context.animatesWindowlessViews = true
        }
        let timeline = _TransitionTimeline.recording
        timeline?.noteAnimation(in: window, endingAfter: context.delay + context.duration)
        _animations[property] = PropertyAnimation(
            from: from, to: to, start: MainLoop.main.now + context.delay, duration: context.duration,
            curve: context.curve, timeline: timeline)
    }

    private func _presentationValue(_ property: AnimatedProperty) -> AnimatableValue? {
        guard let animation = _animations[property] else { return nil }
        if let timeline = animation.timeline {
            // An interactive transition's animation lasts until its timeline reaches an end.
            guard !timeline.isFinished else {
                _animations[property] = nil
                return nil
            }
            return animation.value(at: timeline.animationTime(at: MainLoop.main.now))
        }
        let now = MainLoop.main.now
        if now >= animation.end {
            _animations[property] = nil
            return nil
        }
        return animation.value(at: now)
    }

    /// The frame as currently presented (UIKit's `layer.presentation()?.frame`).
    var _presentationFrame: CGRect { _presentationValue(.frame)?.rect ?? _frame }
    var _presentationBoundsOrigin: CGPoint { _presentationValue(.boundsOrigin)?.point ?? _boundsOrigin }
    var _presentationAlpha: CGFloat { _presentationValue(.alpha)?.scalar ?? _alpha }
    var _presentationBackgroundColor: UIColor? {
        if let value = _presentationValue(.backgroundColor)?.color { return value }
        return _backgroundColor
    }
}

extension MainLoop {
    /// Whether any view animation is still running on the loop's clock; a terminal backend
    /// draws frames while this is true.
    public var hasRunningAnimations: Bool {
        now < _animationsActiveUntil
    }
}

extension UIWindow {
    /// Whether an animation of a view in this window (or of a view that was in none when it
    /// began) is still running: the window draws a frame each turn meanwhile.
    var _hasRunningAnimations: Bool {
        let loop = MainLoop.main
        return loop.now < _animationsActiveUntil || loop.now < loop._windowlessAnimationsActiveUntil
    }
}

/// A window an animation's completion marks for its last frame, without keeping it alive.
private struct WeakWindow {
    weak var window: UIWindow?
}
