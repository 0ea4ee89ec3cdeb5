import Foundation

/// A 4 × 4 matrix that transforms points in three dimensions: Core Animation's layer
/// transform (``CALayer/transform``).
///
/// A point is a row vector `(x, y, z, 1)` multiplied on the left, as in Core Animation: the
/// translation is in `m41`, `m42`, `m43`, and `m34` gives perspective (set it to `-1 / d`
/// for a viewer `d` points in front of the screen).
///
/// ```swift
/// var fold = CATransform3DIdentity
/// fold.m34 = -1 / 500
/// fold = CATransform3DRotate(fold, .pi / 3, 0, 1, 0)   // turned 60° about the y axis
/// menuItem.layer.transform = fold                       // drawn half as wide
/// ```
///
/// - Note: A terminal draws in two dimensions. What a layer's 3D transform shows is its
///   projection onto the screen for points with z = 0, taken as the affine transform that
///   matches it at the layer's centre (see ``CALayer/transform``): a turn about the y axis
///   draws the layer narrower by the cosine of the angle, as a fold looks from the front.
public struct CATransform3D: Equatable, Sendable {
    /// Row 1, column 1: the x scale.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4: perspective along x.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2: the y scale.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4: perspective along y.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3: the z scale.
    public var m33: CGFloat
    /// Row 3, column 4: perspective along z; `-1 / d` for a viewer at distance `d`.
    public var m34: CGFloat
    /// Row 4, column 1: the x translation.
    public var m41: CGFloat
    /// Row 4, column 2: the y translation.
    public var m42: CGFloat
    /// Row 4, column 3: the z translation.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// Creates a transform with every entry zero, as the C struct's initializer does (this is
    /// not the identity: use ``CATransform3DIdentity``).
    public init() {
        self.init(_entries: [Double](repeating: 0, count: 16))
    }

    /// Creates a transform from its sixteen entries, row by row.
    ///
    /// - Parameters:
    ///   - m11: Row 1, column 1.
    ///   - m12: Row 1, column 2.
    ///   - m13: Row 1, column 3.
    ///   - m14: Row 1, column 4.
    ///   - m21: Row 2, column 1.
    ///   - m22: Row 2, column 2.
    ///   - m23: Row 2, column 3.
    ///   - m24: Row 2, column 4.
    ///   - m31: Row 3, column 1.
    ///   - m32: Row 3, column 2.
    ///   - m33: Row 3, column 3.
    ///   - m34: Row 3, column 4.
    ///   - m41: Row 4, column 1.
    ///   - m42: Row 4, column 2.
    ///   - m43: Row 4, column 3.
    ///   - m44: Row 4, column 4.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// A transform from its entries row by row, for the arithmetic below.
    init(_entries e: [Double]) {
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7], m31: e[8],
            m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The entries row by row.
    var _entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) }
    }

    /// The point `(x, y, z, 1)` transformed, before the division by w: `(x', y', z', w')`.
    func _apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
            x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44
        )
    }
}

/// The identity transform: it leaves every point where it is.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
    m43: 0, m44: 1)

/// Whether a transform is the identity.
///
/// - Parameter t: The transform.
/// - Returns: `true` when every entry is the identity's.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether two transforms are equal, entry by entry.
///
/// - Parameters:
///   - a: The first transform.
///   - b: The second transform.
/// - Returns: `true` when all sixteen entries are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// A transform that moves points by `(tx, ty, tz)`.
///
/// - Parameters:
///   - tx: The distance along x.
///   - ty: The distance along y.
///   - tz: The distance along z.
/// - Returns: The translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// A transform that scales points by `(sx, sy, sz)` about the origin.
///
/// - Parameters:
///   - sx: The factor along x.
///   - sy: The factor along y.
///   - sz: The factor along z.
/// - Returns: The scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// A transform that turns points by `angle` radians about the axis `(x, y, z)` through the
/// origin. A positive angle about z turns x toward y: clockwise on a screen whose y grows
/// downward, as `CGAffineTransform(rotationAngle:)`.
///
/// - Parameters:
///   - angle: The angle in radians.
///   - x: The axis's x component.
///   - y: The axis's y component.
///   - z: The axis's z component.
/// - Returns: The rotation; the identity for an axis of zero length (Core Animation leaves
///   that case undefined).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let x = Double(x / length), y = Double(y / length), z = Double(z / length)
    let c = cos(Double(angle)), s = sin(Double(angle)), k = 1 - c
    return CATransform3D(_entries: [
        c + k * x * x, k * x * y + s * z, k * x * z - s * y, 0,
        k * x * y - s * z, c + k * y * y, k * y * z + s * x, 0,
        k * x * z + s * y, k * y * z - s * x, c + k * z * z, 0,
        0, 0, 0, 1,
    ])
}

/// `t` preceded by a translation: points move by `(tx, ty, tz)` first, then `t` applies.
///
/// - Parameters:
///   - t: The transform.
///   - tx: The distance along x.
///   - ty: The distance along y.
///   - tz: The distance along z.
/// - Returns: `CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` preceded by a scale: points scale by `(sx, sy, sz)` first, then `t` applies.
///
/// - Parameters:
///   - t: The transform.
///   - sx: The factor along x.
///   - sy: The factor along y.
///   - sz: The factor along z.
/// - Returns: `CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` preceded by a rotation: points turn by `angle` about `(x, y, z)` first, then `t`
/// applies.
///
/// - Parameters:
///   - t: The transform.
///   - angle: The angle in radians.
///   - x: The axis's x component.
///   - y: The axis's y component.
///   - z: The axis's z component.
/// - Returns: `CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The transform that applies `a`, then `b`: the matrix product `a · b`.
///
/// - Parameters:
///   - a: The transform applied first.
///   - b: The transform applied second.
/// - Returns: The product.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a._entries, y = b._entries
    var product = [Double](repeating: 0, count: 16)
    for row in 0..<4 {
        for column in 0..<4 {
            var sum = 0.0
            for k in 0..<4 { sum += x[row * 4 + k] * y[k * 4 + column] }
            product[row * 4 + column] = sum
        }
    }
    return CATransform3D(_entries: product)
}

/// The inverse of a transform.
///
/// - Parameter t: The transform.
/// - Returns: The transform that undoes `t`, or `t` itself when it has no inverse, as Core
///   Animation documents.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    guard let inverse = _invert4x4(t._entries) else { return t }
    return CATransform3D(_entries: inverse)
}

/// A 3D transform that does what an affine transform does in the plane.
///
/// - Parameter m: The affine transform.
/// - Returns: The transform with `a`, `b`, `c`, `d` in `m11`, `m12`, `m21`, `m22` and the
///   translation in `m41`, `m42`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a
    t.m12 = m.b
    t.m21 = m.c
    t.m22 = m.d
    t.m41 = m.tx
    t.m42 = m.ty
    return t
}

/// Whether a transform is an affine transform of the plane: nothing moves along z, nothing
/// depends on z, and there is no perspective.
///
/// - Parameter t: The transform.
/// - Returns: `true` when ``CATransform3DGetAffineTransform(_:)`` loses nothing.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
        && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of a transform: `m11`, `m12`, `m21`, `m22`, `m41` and `m42`.
///
/// - Parameter t: The transform; for one that is not affine (see
///   ``CATransform3DIsAffine(_:)``) the other entries are dropped, which Core Animation calls
///   undefined.
/// - Returns: The affine transform.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// The inverse of a 4 × 4 matrix given row by row, by Gauss–Jordan elimination with partial
/// pivoting; `nil` when it is singular.
func _invert4x4(_ m: [Double]) -> [Double]? {
    var a = m
    var inverse: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    for column in 0..<4 {
        var pivot = column
        for row in column..<4 where abs(a[row * 4 + column]) > abs(a[pivot * 4 + column]) { pivot = row }
        let value = a[pivot * 4 + column]
        guard abs(value) > 1e-12 else { return nil }
        if pivot != column {
            for k in 0..<4 {
                a.swapAt(pivot * 4 + k, column * 4 + k)
                inverse.swapAt(pivot * 4 + k, column * 4 + k)
            }
        }
        for k in 0..<4 {
            a[column * 4 + k] /= value
            inverse[column * 4 + k] /= value
        }
        for row in 0..<4 where row != column {
            let factor = a[row * 4 + column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                a[row * 4 + k] -= factor * a[column * 4 + k]
                inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
            }
        }
    }
    return inverse
}
