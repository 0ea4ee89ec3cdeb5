import Foundation

/// How an animation's progress follows its time: a cubic Bézier curve from (0, 0) to (1, 1)
/// through two control points, as in Core Animation.
///
/// ```swift
/// let slide = CABasicAnimation(keyPath: "position.x")
/// slide.timingFunction = CAMediaTimingFunction(name: .easeOut)
/// let snappy = CAMediaTimingFunction(controlPoints: 0.2, 0.9, 0.3, 1)
/// ```
///
/// The named curves have Core Animation's control points: `.linear` (0, 0, 1, 1), `.easeIn`
/// (0.42, 0, 1, 1), `.easeOut` (0, 0, 0.58, 1), `.easeInEaseOut` (0.42, 0, 0.58, 1) and
/// `.default` (0.25, 0.1, 0.25, 1).
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The control points (x1, y1, x2, y2).
    let controlPoints: (Float, Float, Float, Float)

    /// Creates one of the named timing functions.
    ///
    /// - Parameter name: The name; an unknown name gives the linear function.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Creates a timing function from the two control points of its curve.
    ///
    /// - Parameters:
    ///   - c1x: The first control point's x, 0 to 1 (clamped).
    ///   - c1y: The first control point's y; outside 0…1 it overshoots.
    ///   - c2x: The second control point's x, 0 to 1 (clamped).
    ///   - c2y: The second control point's y.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (Swift.min(1, Swift.max(0, c1x)), c1y, Swift.min(1, Swift.max(0, c2x)), c2y)
        super.init()
    }

    /// Reads one of the curve's four points: 0 is (0, 0), 1 and 2 the control points, 3 is
    /// (1, 1).
    ///
    /// - Parameters:
    ///   - idx: The index, 0 to 3; others leave `ptr` as it is.
    ///   - ptr: Where to write the point's x and y (two `Float`s).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (controlPoints.0, controlPoints.1)
        case 2: point = (controlPoints.2, controlPoints.3)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The curve as Terrarium's animations evaluate it.
    var _curve: TimingCurve {
        .cubic(
            x1: Double(controlPoints.0), y1: Double(controlPoints.1), x2: Double(controlPoints.2),
            y2: Double(controlPoints.3))
    }

    /// Progress for a fraction of time in 0…1.
    func _progress(_ fraction: Double) -> Double {
        _curve.progress(fraction)
    }

    /// Whether two timing functions have the same control points.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return controlPoints == other.controlPoints
    }

    /// A hash of the control points.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(controlPoints.0)
        hasher.combine(controlPoints.1)
        hasher.combine(controlPoints.2)
        hasher.combine(controlPoints.3)
        return hasher.finalize()
    }
}

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a name from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of most system animations: a little faster out of the start than
    /// ``easeInEaseOut``.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
