import Foundation

/// A function that turns an animation's numbers into a transform: a property animation of
/// `transform` with a value function moves numbers (an angle, scale factors, distances) and
/// shows the transform they make.
///
/// ```swift
/// let spin = CABasicAnimation(keyPath: "transform")
/// spin.valueFunction = CAValueFunction(name: .rotateZ)
/// spin.fromValue = 0
/// spin.toValue = 2 * CGFloat.pi    // a whole turn, which two matrices cannot say
/// ```
///
/// `.rotateX`, `.rotateY` and `.rotateZ` take an angle in radians; `.scale` and `.translate`
/// three numbers (x, y, z); `.scaleX` … `.translateZ` one.
public final class CAValueFunction: NSObject, @unchecked Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// Creates one of the named functions.
    ///
    /// - Parameter name: The name.
    /// - Returns: `nil` for an unknown name.
    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [
            .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translate, .translateX, .translateY,
            .translateZ,
        ]
        guard known.contains(name) else { return nil }
        self.name = name
        super.init()
    }

    /// The numbers that make the identity.
    var _neutral: _LayerValue {
        switch name {
        case .scale: .vector([1, 1, 1])
        case .scaleX, .scaleY, .scaleZ: .vector([1])
        case .translate: .vector([0, 0, 0])
        default: .vector([0])
        }
    }

    /// The transform the numbers make; `nil` for a value that is not numbers.
    func _transform(_ value: _LayerValue) -> CATransform3D? {
        guard case .vector(let n) = value, let first = n.first else { return nil }
        func at(_ i: Int, _ fallback: Double) -> CGFloat { CGFloat(i < n.count ? n[i] : fallback) }
        let v = CGFloat(first)
        switch name {
        case .rotateX: return CATransform3DMakeRotation(v, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(v, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(v, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(v, at(1, first), at(2, first))
        case .scaleX: return CATransform3DMakeScale(v, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, v, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, v)
        case .translate: return CATransform3DMakeTranslation(v, at(1, 0), at(2, 0))
        case .translateX: return CATransform3DMakeTranslation(v, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, v, 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, v)
        default: return nil
        }
    }
}

/// The names of ``CAValueFunction``s.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a name from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A turn about the x axis, from an angle.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A turn about the y axis, from an angle.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A turn about the z axis, from an angle.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale, from three factors.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale along x, from one factor.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale along y, from one factor.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale along z, from one factor.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation, from three distances.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along x, from one distance.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along y, from one distance.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along z, from one distance.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
