import Foundation

/// The view properties Terrarium animates: what UIKit animates and a terminal can show.
enum AnimatedProperty: Hashable {
    case frame
    case boundsOrigin
    case alpha
    case backgroundColor
}

/// A value of an animated property.
enum AnimatableValue {
    case rect(CGRect)
    case point(CGPoint)
    case scalar(CGFloat)
    case color(UIColor?)

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
            return .scalar(mix(a, b))
        case let (.color(a), .color(b)):
            // A missing colour fades as its counterpart at zero alpha, so nil↔colour is a fade.
            guard let from = a ?? b?.withAlphaComponent(0), let to = b ?? a?.withAlphaComponent(0) else {
                return .color(nil)
            }
            let f = from.rgba, g = to.rgba
            return .color(
                UIColor(
                    red: mix(f.red, g.red), green: mix(f.green, g.green), blue: mix(f.blue, g.blue),
                    alpha: mix(f.alpha, g.alpha)))
        default:
            return t < 1 ? self : end
        }
    }

    var rect: CGRect? { if case let .rect(r) = self { r } else { nil } }
    var point: CGPoint? { if case let .point(p) = self { p } else { nil } }
    var scalar: CGFloat? { if case let .scalar(s) = self { s } else { nil } }
    var color: UIColor?? { if case let .color(c) = self { .some(c) } else { nil } }
}

/// One property's animation: the model value was set at once, and the presentation
/// value travels from `from` to `to` between `start` and `start + duration`.
struct PropertyAnimation {
    let from: AnimatableValue
    let to: AnimatableValue
    let start: TimeInterval
    let duration: TimeInterval
    let curve: UIView.AnimationCurve
    /// The interactive transition whose clock presents this animation, if any.
    var timeline: _TransitionTimeline? = nil

    var end: TimeInterval { start + duration }

    func value(at time: TimeInterval) -> AnimatableValue {
        guard duration > 0 else { return to }
        let linear = Swift.min(1, Swift.max(0, (time - start) / duration))
        return from.interpolated(to: to, fraction: CGFloat(curve.progress(linear)))
    }
}

/// The animation settings of the innermost `UIView.animate` block being run.
@MainActor
final class AnimationContext {
    let duration: TimeInterval
    let delay: TimeInterval
    let curve: UIView.AnimationCurve
    let options: UIView.AnimationOptions
    let isEnabled: Bool
    var recordedCount = 0
    /// The windows of the views whose animations the block recorded: only they draw a frame
    /// per turn while it runs.
    var windows: [UIWindow] = []
    /// Whether it animated a view outside any window (which may enter one before it ends).
    var animatesWindowlessViews = false

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, isEnabled: Bool = true) {
        self.duration = duration
        self.delay = delay
        self.curve = options.curve
        self.options = options
        self.isEnabled = isEnabled
    }

    static var stack: [AnimationContext] = []
    static var current: AnimationContext? {
        guard let top = stack.last, top.isEnabled, top.duration > 0, UIView.areAnimationsEnabled else { return nil }
        return top
    }
}

extension UIView.AnimationCurve {
    /// Progress along the curve for linear time `t` in 0…1. The ease curves are Core
    /// Animation's cubic Béziers (ease-in-out is 0.42, 0, 0.58, 1).
    func progress(_ t: Double) -> Double {
        switch self {
        case .linear: return t
        case .easeIn: return cubicBezier(t, 0.42, 0, 1, 1)
        case .easeOut: return cubicBezier(t, 0, 0, 0.58, 1)
        case .easeInOut: return cubicBezier(t, 0.42, 0, 0.58, 1)
        }
    }

    private func cubicBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func sample(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
            let c = 3 * a1, b = 3 * (a2 - a1) - c, a = 1 - c - b
            return ((a * t + b) * t + c) * t
        }
        // Bisection: monotonic in t for these control points, and 30 steps reach 1e-9.
        var low = 0.0, high = 1.0, t = x
        for _ in 0..<30 {
            t = (low + high) / 2
            if sample(t, x1, x2) < x { low = t } else { high = t }
        }
        return sample(t, y1, y2)
    }
}
