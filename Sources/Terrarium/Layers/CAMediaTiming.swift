import Foundation

/// A time interval in seconds, as Core Animation's timing API takes it.
public typealias CFTimeInterval = Double

/// The current time of Core Animation's clock, in seconds: the main loop's clock
/// (``MainLoop/now``), so a test that moves the virtual clock moves this too.
///
/// ```swift
/// let bounce = CABasicAnimation(keyPath: "position.y")
/// bounce.beginTime = CACurrentMediaTime() + 0.5   // half a second from now
/// ```
///
/// - Note: On a device it is the host's time since boot; here it starts at zero with the
///   main loop and never goes back. It may be read from any thread.
/// - Returns: The time in seconds.
public func CACurrentMediaTime() -> CFTimeInterval {
    _MediaClock.shared.time
}

/// The main loop's clock as any thread may read it: the loop writes it each time it moves.
final class _MediaClock: @unchecked Sendable {
    static let shared = _MediaClock()
    private let lock = NSLock()
    private var value: CFTimeInterval = 0

    var time: CFTimeInterval {
        get {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
        set {
            lock.lock()
            value = newValue
            lock.unlock()
        }
    }
}

/// The timing of an animation or a layer: when it begins, how long it lasts, how fast its
/// time runs, how often it repeats, and what it shows outside its active time.
///
/// Animations (``CAAnimation``) and layers (``CALayer``) adopt it. Times nest: an animation's
/// time is its layer's, and a layer's time is its superlayer's, each mapped by
/// `(parent time - beginTime) × speed + timeOffset`; the root is ``CACurrentMediaTime()``.
///
/// ```swift
/// let pulse = CABasicAnimation(keyPath: "opacity")
/// pulse.fromValue = 1
/// pulse.toValue = 0.3
/// pulse.duration = 0.4
/// pulse.autoreverses = true
/// pulse.repeatCount = 3        // there and back three times: 2.4 seconds
/// badge.layer.add(pulse, forKey: "pulse")
/// ```
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object's time begins, in its parent's time (a layer's time for an
    /// animation); 0 for an animation means the moment it is added.
    var beginTime: CFTimeInterval { get set }
    /// The length of one play, in seconds of the object's own time; 0 for an animation
    /// means 0.25 seconds (inside a group, the group's duration).
    var duration: CFTimeInterval { get set }
    /// How fast the object's time runs against its parent's: 2 plays twice as fast, 0 holds.
    var speed: Float { get set }
    /// An offset added to the object's time: an animation starts that far into its play.
    var timeOffset: CFTimeInterval { get set }
    /// How many times it plays (fractions allowed); 0 means once, `.infinity` for ever.
    var repeatCount: Float { get set }
    /// How long it repeats for, in seconds, instead of a count; 0 means use ``repeatCount``.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each play runs forward, then backward.
    var autoreverses: Bool { get set }
    /// What is shown before the object begins and after it ends.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a fill mode from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: outside its active time the animation has no effect (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After its end it keeps showing its last value, for as long as it stays on the layer
    /// (set ``CAAnimation/isRemovedOnCompletion`` to `false` for that).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before its begin time it shows its first value.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both ``forwards`` and ``backwards``.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// The values of `CAMediaTiming`, kept by animations and layers, and the arithmetic of an
/// animation's time.
struct _MediaTiming: Equatable {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    /// Where an animation is in one play at a moment: which play (0 for the first) and the
    /// fraction of the play's duration, 0…1, with autoreversing's way back already folded in.
    struct Point: Equatable {
        var iteration: Int
        var fraction: Double
    }

    /// The length of one play there and back, for a play of `duration`.
    func cycle(_ duration: Double) -> Double {
        duration * (autoreverses ? 2 : 1)
    }

    /// How long it is active, in its own time, repeats included; infinite for ever.
    func activeDuration(_ duration: Double) -> Double {
        if repeatDuration > 0 { return repeatDuration }
        return Double(repeatCount > 0 ? repeatCount : 1) * cycle(duration)
    }

    /// Its active time at `parentTime`: negative before it begins, at or past the active
    /// duration once it has ended.
    func elapsed(at parentTime: Double) -> Double {
        (parentTime - beginTime) * Double(speed)
    }

    /// Where it is at `parentTime`, or `nil` when it has no effect then (before it begins or
    /// after it ends, unless its fill mode holds a value there).
    ///
    /// `timeOffset` moves it that far into its active time, wrapping round to the beginning,
    /// so a play offset by half its duration ends half-way through, as in Core Animation.
    func point(at parentTime: Double, duration: Double) -> Point? {
        let active = activeDuration(duration)
        var t = elapsed(at: parentTime)
        if t < 0 {
            guard fillMode.fillsBackwards else { return nil }
            t = 0
        } else if t >= active {
            guard fillMode.fillsForwards else { return nil }
            t = active
        }
        t += timeOffset
        if active.isFinite, active > 0, t > active { t = t.truncatingRemainder(dividingBy: active) }
        let cycle = cycle(duration)
        guard cycle > 0, duration > 0 else { return Point(iteration: 0, fraction: 1) }
        var iteration: Double
        var within: Double
        if active.isFinite && t >= active {
            // The very end: the last play's end, not the next play's start.
            iteration = Swift.max(0, (active / cycle).rounded(.up) - 1)
            within = active - iteration * cycle
        } else {
            iteration = (t / cycle).rounded(.down)
            within = t - iteration * cycle
        }
        let forward = autoreverses && within > duration ? cycle - within : within
        let fraction = Swift.min(1, Swift.max(0, forward / duration))
        return Point(iteration: Int(Swift.min(iteration, Double(Int.max / 2))), fraction: fraction)
    }
}
