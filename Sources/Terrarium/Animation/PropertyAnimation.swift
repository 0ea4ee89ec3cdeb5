import Foundation

/// The view properties Terrarium animates: what UIKit animates and a terminal can show.
enum AnimatedProperty: Hashable {
    case frame
    case boundsOrigin
    case alpha
    case backgroundColor
    case transform
}

/// A value of an animated property.
enum AnimatableValue {
    case rect(CGRect)
    case point(CGPoint)
    case scalar(CGFloat)
    case color(UIColor?)
    case transform(CGAffineTransform)
    /// A transform set through `layer.transform` (or `transform3D`) that is not affine;
    /// boxed, so that the enum stays the size of its affine case: presentation values are
    /// read for every view in every frame.
    indirect case transform3D(CATransform3D)

    func interpolated(to end: AnimatableValue, fraction t: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, end) {
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
                    height: mix(a.height, b.height)))
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.scalar(a), .scalar(b)):
            // Alpha: a spring's overshoot must not leave 0…1.
            return .scalar(a + (b - a) * Swift.min(1, Swift.max(0, t)))
        case let (.color(a), .color(b)):
            // A missing colour fades as its counterpart at zero alpha, so nil↔colour is a fade.
            guard let from = a ?? b?.withAlphaComponent(0), let to = b ?? a?.withAlphaComponent(0) else {
                return .color(nil)
            }
            let f = from.rgba, g = to.rgba
            let t = Swift.min(1, Swift.max(0, t))
            func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
            return .color(
                UIColor(
                    red: mix(f.red, g.red), green: mix(f.green, g.green), blue: mix(f.blue, g.blue),
                    alpha: mix(f.alpha, g.alpha)))
        case let (.transform(a), .transform(b)):
            return .transform(a._interpolated(to: b, fraction: t))
        case (.transform3D, _), (_, .transform3D):
            guard let a = transform3D, let b = end.transform3D else { return t < 1 ? self : end }
            return .transform3D(a._interpolated(to: b, fraction: Double(t)))
        default:
            return t < 1 ? self : end
        }
    }

    var rect: CGRect? { if case let .rect(r) = self { r } else { nil } }
    var point: CGPoint? { if case let .point(p) = self { p } else { nil } }
    var scalar: CGFloat? { if case let .scalar(s) = self { s } else { nil } }
    var color: UIColor?? { if case let .color(c) = self { .some(c) } else { nil } }
    var transform: CGAffineTransform? { if case let .transform(t) = self { t } else { nil } }
    /// A transform in 3D: an affine one lifted.
    var transform3D: CATransform3D? {
        switch self {
        case .transform(let t): CATransform3DMakeAffineTransform(t)
        case .transform3D(let t): t
        default: nil
        }
    }
}

/// One property's animation: the model value was set at once, and the presentation value
/// travels from the old value to the new one as its timeline says.
@MainActor
struct PropertyAnimation {
    /// The values a property goes through.
    enum Track {
        /// From one value to another.
        case between(from: AnimatableValue, to: AnimatableValue)
        /// From `initial` through each keyframe's value in turn (`animateKeyframes`).
        case keyframes(initial: AnimatableValue, keyframes: [Keyframe], isDiscrete: Bool)
    }

    /// A keyframe: the value reached at the end of a span of the animation's progress.
    struct Keyframe {
        let start: Double
        let duration: Double
        let value: AnimatableValue
    }

    let timeline: AnimationTimeline
    var track: Track
    /// Where in the timeline this animation begins: a property animator's animations added
    /// while it runs, or with a delay factor, take the rest of its time.
    let startFraction: Double

    /// The value presented at `now`.
    func value(at now: TimeInterval) -> AnimatableValue {
        let progress = timeline.progress(at: now, startingAt: startFraction)
        return value(atProgress: progress)
    }

    func value(atProgress progress: Double) -> AnimatableValue {
        switch track {
        case let .between(from, to):
            return from.interpolated(to: to, fraction: CGFloat(progress))
        case let .keyframes(initial, keyframes, isDiscrete):
            var current = initial
            for keyframe in keyframes {
                let end = keyframe.start + keyframe.duration
                if progress >= end {
                    current = keyframe.value
                    continue
                }
                if progress > keyframe.start && !isDiscrete {
                    let local = (progress - keyframe.start) / keyframe.duration
                    return current.interpolated(to: keyframe.value, fraction: CGFloat(local))
                }
                break
            }
            return current
        }
    }

    /// The value before the animation: where a property animator finishing at `.start` puts it.
    var initialValue: AnimatableValue {
        switch track {
        case let .between(from, _): return from
        case let .keyframes(initial, _, _): return initial
        }
    }
}

/// The animation settings of the innermost animation block being run (`UIView.animate`, a
/// keyframe, a property animator's animations).
@MainActor
final class AnimationContext {
    let duration: TimeInterval
    let delay: TimeInterval
    let curve: UIView.AnimationCurve
    let options: UIView.AnimationOptions
    let isEnabled: Bool
    /// The clock the animations recorded in this block follow.
    let timeline: AnimationTimeline
    /// Where in the timeline they begin (see ``PropertyAnimation/startFraction``).
    var startFraction: Double = 0
    /// The span of progress of the keyframe being added, inside `animateKeyframes`.
    var keyframe: (start: Double, duration: Double)?
    /// Whether keyframes jump to their values instead of interpolating.
    var isDiscrete = false
    /// Set by `UIView.setAnimationRepeatCount(_:)` and `setAnimationRepeatAutoreverses(_:)`.
    var repeatCount: Double?
    var repeatAutoreverses: Bool?
    var recordedCount = 0
    /// The windows of the views whose animations the block recorded: only they draw a frame
    /// per turn while it runs.
    var windows: [UIWindow] = []
    /// Whether it animated a view outside any window (which may enter one before it ends).
    var animatesWindowlessViews = false

    init(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, isEnabled: Bool = true,
        timeline: AnimationTimeline? = nil
    ) {
        self.duration = duration
        self.delay = delay
        self.curve = options.curve
        self.options = options
        self.isEnabled = isEnabled
        self.timeline =
            timeline
            ?? AnimationTimeline(
                clock: .scheduled(
                    start: MainLoop.main.now + delay, duration: duration, repeatCount: 1, autoreverses: false),
                curve: TimingCurve(options.curve))
        // A block an animator runs while an interactive transition records follows its clock.
        if timeline == nil, let transition = _TransitionTimeline.recording {
            self.timeline.transitionClock = transition
        }
    }

    static var stack: [AnimationContext] = []
    static var current: AnimationContext? {
        guard let top = stack.last, top.isEnabled, top.duration > 0, UIView.areAnimationsEnabled else { return nil }
        return top
    }

    /// Runs `body` with this context innermost.
    func run(_ body: () -> Void) {
        Self.stack.append(self)
        body()
        Self.stack.removeLast()
    }
}
