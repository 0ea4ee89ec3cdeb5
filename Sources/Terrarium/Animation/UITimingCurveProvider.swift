import Foundation

/// The kinds of timing curve a ``UITimingCurveProvider`` describes.
public enum UITimingCurveType: Int, Sendable {
    /// One of the named curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve with custom control points.
    case cubic = 1
    /// A damped spring.
    case spring = 2
    /// A cubic curve and a spring combined.
    case composed = 3
}

/// Timing information for a property animator: how its progress follows its time.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic part, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring part, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), given by two control points; the
/// named curves are Core Animation's.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve this was made from, or `.easeInOut` for custom control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// Creates the default curve, ease-in-out.
    public convenience override init() {
        self.init(animationCurve: .easeInOut)
    }

    /// Creates the named curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        guard case let .cubic(x1, y1, x2, y2) = TimingCurve(curve) else { preconditionFailure() }
        controlPoint1 = CGPoint(x: x1, y: y1)
        controlPoint2 = CGPoint(x: x2, y: y2)
        isBuiltin = true
    }

    /// Creates a curve with custom control points (x between 0 and 1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
    }

    /// `.builtin` for a named curve, otherwise `.cubic`.
    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// The parameters themselves.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `nil`: a cubic curve has no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A damped spring timing curve.
///
/// - Note: Terrarium's springs always settle within the animator's duration: the mass,
///   stiffness and damping initialiser keeps only the damping ratio they give (UIKit instead
///   computes its own duration from them and ignores the animator's).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The damping ratio: below 1 the spring oscillates, 1 settles fastest without overshoot.
    public let dampingRatio: CGFloat
    /// The initial velocity, in distances of the animation per second (`dx` for 1-D values).
    public let initialVelocity: CGVector

    /// Creates a critically damped spring with no initial velocity.
    ///
    /// - Note: UIKit's default is a system spring of its own; Terrarium's is critically damped.
    public convenience override init() {
        self.init(dampingRatio: 1, initialVelocity: .zero)
    }

    /// Creates a spring with the damping ratio.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// Creates a spring with the damping ratio and initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
    }

    /// Creates a spring from physical parameters. Terrarium keeps the damping ratio they
    /// give, `damping / (2 √(stiffness × mass))` (see the type's note).
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (Swift.max(0, stiffness * mass)).squareRoot()
        self.init(dampingRatio: critical > 0 ? damping / critical : 1, initialVelocity: velocity)
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// `nil`: a spring has no cubic part.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The parameters themselves.
    public var springTimingParameters: UISpringTimingParameters? { self }
}

extension TimingCurve {
    /// The curve a provider describes for an animation of `duration` seconds: its spring if it
    /// has one (a composed curve is drawn as its spring), otherwise its cubic.
    @MainActor
    init(_ provider: any UITimingCurveProvider, duration: TimeInterval) {
        if let spring = provider.springTimingParameters {
            // Velocity per second becomes velocity per animation duration.
            self = .spring(
                Spring(dampingRatio: Double(spring.dampingRatio), velocity: Double(spring.initialVelocity.dx) * duration))
        } else if let cubic = provider.cubicTimingParameters {
            self = .cubic(
                x1: cubic.controlPoint1.x, y1: cubic.controlPoint1.y, x2: cubic.controlPoint2.x,
                y2: cubic.controlPoint2.y)
        } else {
            self = TimingCurve(.easeInOut)
        }
    }
}
