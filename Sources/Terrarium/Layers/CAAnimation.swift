import Foundation

/// The base of Core Animation's explicit animations: its timing (``CAMediaTiming``), its
/// timing function, whether it leaves the layer when it ends, and a delegate told when it
/// starts and stops.
///
/// You use one of its subclasses — ``CABasicAnimation``, ``CAKeyframeAnimation``,
/// ``CASpringAnimation``, ``CAAnimationGroup`` or ``CATransition`` — and add it to a layer
/// with ``CALayer/add(_:forKey:)``, which adds a copy:
///
/// ```swift
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = 0
/// fade.toValue = 1
/// fade.duration = 0.3
/// fade.delegate = self       // animationDidStart(_:), then animationDidStop(_:finished:)
/// banner.layer.add(fade, forKey: "fade-in")
/// ```
///
/// An animation changes what the layer *shows* (its ``CALayer/presentation()``), never its
/// model values: when it ends and leaves the layer, the layer shows its model values again.
/// Set the model value to the end value when you add the animation, or keep the animation
/// with ``isRemovedOnCompletion`` `false` and ``fillMode`` `.forwards`.
///
/// - Note: `CAAnimation` is isolated to the main actor here, as ``CALayer`` is
///   (`@preconcurrency`, so Swift 5 code may use it freely). Its delegate is held strongly,
///   as in Core Animation. The delegate hears ``CAAnimationDelegate/animationDidStart(_:)``
///   in a turn of the main loop after the animation begins, and
///   ``CAAnimationDelegate/animationDidStop(_:finished:)`` exactly once: with `true` when its
///   active time ends, with `false` in the next turn when it is removed first.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming {
    /// The timing values (``CAMediaTiming``).
    var _timing = _MediaTiming()
    /// Values set with ``setValue(_:forKey:)``.
    var _values: [String: Any] = [:]

    /// Creates an animation with default timing: it begins when added and lasts 0.25 seconds.
    public required override init() {
        super.init()
    }

    /// Creates an animation from an archive; Terrarium decodes nothing.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// When the animation begins, in its layer's time (``CALayer/convertTime(_:from:)``):
    /// `CACurrentMediaTime() + 1` begins a second after now. 0, the default, means when it is
    /// added; the layer's copy then holds the time it was added.
    open var beginTime: CFTimeInterval {
        get { _timing.beginTime }
        set { _timing.beginTime = newValue }
    }

    /// The length of one play in seconds; 0, the default, means 0.25 seconds (inside an
    /// ``CAAnimationGroup``, the group's duration).
    open var duration: CFTimeInterval {
        get { _timing.duration }
        set { _timing.duration = newValue }
    }

    /// How fast its time runs against its layer's; 1 by default.
    open var speed: Float {
        get { _timing.speed }
        set { _timing.speed = newValue }
    }

    /// How far into its active time it starts, wrapping round to the beginning.
    open var timeOffset: CFTimeInterval {
        get { _timing.timeOffset }
        set { _timing.timeOffset = newValue }
    }

    /// How many times it plays; fractions play part of the last time, `.infinity` plays
    /// for ever; 0, the default, plays once.
    open var repeatCount: Float {
        get { _timing.repeatCount }
        set { _timing.repeatCount = newValue }
    }

    /// How long it repeats for, in seconds, instead of ``repeatCount``; 0 by default.
    open var repeatDuration: CFTimeInterval {
        get { _timing.repeatDuration }
        set { _timing.repeatDuration = newValue }
    }

    /// Whether each play runs forward and then backward (so a play takes twice
    /// ``duration``); `false` by default.
    open var autoreverses: Bool {
        get { _timing.autoreverses }
        set { _timing.autoreverses = newValue }
    }

    /// What it shows before it begins and after it ends; `.removed` (nothing) by default.
    open var fillMode: CAMediaTimingFillMode {
        get { _timing.fillMode }
        set { _timing.fillMode = newValue }
    }

    /// How progress follows time in each play; `nil`, the default, is linear.
    open var timingFunction: CAMediaTimingFunction?

    /// Told when the animation starts and stops; held strongly, as Core Animation does.
    open var delegate: (any CAAnimationDelegate)?

    /// Whether the animation leaves its layer when its active time ends; `true` by default.
    /// Set it to `false`, with ``fillMode`` `.forwards`, to keep showing the end value.
    open var isRemovedOnCompletion = true

    /// Stores a value under a key, as Core Animation's animations do for any key (tag an
    /// animation to recognise it in the delegate).
    ///
    /// - Parameters:
    ///   - value: The value, or `nil` to remove it.
    ///   - key: The key.
    open func setValue(_ value: Any?, forKey key: String) {
        _values[key] = value
    }

    /// The value stored under a key with ``setValue(_:forKey:)``.
    ///
    /// - Parameter key: The key.
    /// - Returns: The value, or `nil`.
    open func value(forKey key: String) -> Any? {
        _values[key]
    }

    // MARK: Copying

    /// A copy of the animation: ``CALayer/add(_:forKey:)`` adds one, so changing an
    /// animation after adding it changes nothing on the layer.
    ///
    /// - Note: Made with the class's `init()`; the properties Terrarium's classes declare are
    ///   copied. A subclass of your own that adds stored properties copies them by overriding
    ///   this method.
    ///
    /// - Returns: The copy.
    nonisolated open override func copy() -> Any {
        let copy: CAAnimation = MainActor.assumeIsolated { _copy() }
        return copy
    }

    func _copy() -> CAAnimation {
        let copy = type(of: self).init()
        copy._copyState(from: self)
        return copy
    }

    /// Copies the properties of `other` into this animation.
    func _copyState(from other: CAAnimation) {
        _timing = other._timing
        _values = other._values
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
    }

    // MARK: Evaluation

    /// One play's length: ``duration``, or `defaultDuration` when it is 0.
    func _duration(default defaultDuration: Double) -> Double {
        _timing.duration > 0 ? _timing.duration : defaultDuration
    }

    /// The key paths' first components this animation changes (`"bounds"` for
    /// `bounds.origin.y`).
    var _animatedKeys: Set<String> { [] }

    /// Applies the animation's effect at `parentTime` (its layer's time, or its group's) to
    /// `values`.
    func _apply(at parentTime: Double, defaultDuration: Double, to values: inout _AnimatedValues) {}
}

/// Told when an animation starts and stops. Both methods have empty default implementations.
///
/// ```swift
/// final class Bounce: NSObject, CAAnimationDelegate {
///     func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
///         print(flag ? "bounced" : "interrupted")
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began: its begin time came (for one added now, in the next turn of the
    /// main loop).
    ///
    /// - Parameter anim: The layer's copy of the animation.
    func animationDidStart(_ anim: CAAnimation)

    /// The animation stopped: its active time ended (`flag` is `true`), or it was removed from
    /// its layer first — by ``CALayer/removeAnimation(forKey:)``, by another animation added
    /// under its key — (`flag` is `false`).
    ///
    /// - Parameters:
    ///   - anim: The layer's copy of the animation.
    ///   - flag: Whether it ran to its end.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    ///
    /// - Parameter anim: The animation.
    public func animationDidStart(_ anim: CAAnimation) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - anim: The animation.
    ///   - flag: Whether it ran to its end.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The key under which ``CALayer/add(_:forKey:)`` adds every ``CATransition``.
public let kCATransition = "transition"
