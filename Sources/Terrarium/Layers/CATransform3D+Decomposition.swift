import Foundation

// Transforms taken apart into translation, scale, skew, perspective and rotation, so that an
// animation between two transforms moves each part (and turns by the shorter way), as Core
// Animation interpolates transforms; and the parts `transform.rotation.z`, `transform.scale`
// and the like name.

/// A 3D transform as its parts. Composed back, with points as row vectors, it is
/// scale · skew · rotation · translation · perspective: `M = [[L, L·p], [t, t·p + w]]`
/// where `L` is the upper-left 3 × 3 (scale, skew and rotation), `t` the translation and
/// `(p, w)` the perspective.
struct _TransformParts: Equatable {
    var translation: SIMD3<Double>
    var scale: SIMD3<Double>
    /// The xy, xz and yz shears, relative to the scale.
    var skew: SIMD3<Double>
    var perspective: SIMD3<Double>
    var perspectiveW: Double
    /// A unit quaternion (x, y, z, w).
    var rotation: SIMD4<Double>

    static let identity = _TransformParts(
        translation: .zero, scale: SIMD3(1, 1, 1), skew: .zero, perspective: .zero, perspectiveW: 1,
        rotation: SIMD4(0, 0, 0, 1))

    init(
        translation: SIMD3<Double>, scale: SIMD3<Double>, skew: SIMD3<Double>, perspective: SIMD3<Double>,
        perspectiveW: Double, rotation: SIMD4<Double>
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.perspectiveW = perspectiveW
        self.rotation = rotation
    }

    /// Takes a transform apart. A scale of zero along an axis leaves that row of the rotation
    /// to be completed from the others, so that `CATransform3DMakeScale(0, 0, 1)` still
    /// animates to the identity as a growing scale.
    init(_ transform: CATransform3D) {
        let e = transform._entries
        var rows = [
            SIMD3(e[0], e[1], e[2]), SIMD3(e[4], e[5], e[6]), SIMD3(e[8], e[9], e[10]),
        ]
        translation = SIMD3(e[12], e[13], e[14])
        // Perspective: the column (m14, m24, m34) is L·p.
        let column = SIMD3(e[3], e[7], e[11])
        if column == .zero {
            perspective = .zero
        } else if let inverse = _invert3x3(rows) {
            perspective = SIMD3(
                (inverse[0] * column).sum(), (inverse[1] * column).sum(), (inverse[2] * column).sum())
        } else {
            perspective = .zero
        }
        perspectiveW = e[15] - (translation * perspective).sum()

        // Scale and skew by Gram–Schmidt over the rows.
        var scale = SIMD3<Double>(repeating: 0)
        var skew = SIMD3<Double>(repeating: 0)
        scale.x = rows[0].length
        if scale.x > 1e-12 { rows[0] /= scale.x } else { rows[0] = .zero }
        skew.x = (rows[0] * rows[1]).sum()
        rows[1] -= skew.x * rows[0]
        scale.y = rows[1].length
        if scale.y > 1e-12 {
            rows[1] /= scale.y
            skew.x /= scale.y
        } else {
            rows[1] = .zero
            skew.x = 0
        }
        skew.y = (rows[0] * rows[2]).sum()
        rows[2] -= skew.y * rows[0]
        skew.z = (rows[1] * rows[2]).sum()
        rows[2] -= skew.z * rows[1]
        scale.z = rows[2].length
        if scale.z > 1e-12 {
            rows[2] /= scale.z
            skew.y /= scale.z
            skew.z /= scale.z
        } else {
            rows[2] = .zero
            skew.y = 0
            skew.z = 0
        }
        Self.completeBasis(&rows)
        // A mirror: turn it into negative scales so the rows are a rotation.
        if (rows[0] * rows[1].cross(rows[2])).sum() < 0 {
            scale = -scale
            rows = rows.map { -$0 }
        }
        self.scale = scale
        self.skew = skew
        rotation = _quaternion(fromRows: rows)
    }

    /// Fills in rows left at zero by a zero scale so that the three are orthonormal.
    private static func completeBasis(_ rows: inout [SIMD3<Double>]) {
        let zero = rows.indices.filter { rows[$0] == .zero }
        switch zero.count {
        case 0:
            return
        case 1:
            let i = zero[0]
            rows[i] = rows[(i + 1) % 3].cross(rows[(i + 2) % 3])
        case 2:
            let kept = rows.indices.first { !zero.contains($0) }!
            let axis = rows[kept]
            var other = abs(axis.x) < 0.9 ? SIMD3<Double>(1, 0, 0) : SIMD3<Double>(0, 1, 0)
            other -= (other * axis).sum() * axis
            other /= other.length
            rows[(kept + 1) % 3] = other
            rows[(kept + 2) % 3] = axis.cross(other)
        default:
            rows = [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
        }
    }

    /// The transform these parts compose.
    var transform: CATransform3D {
        let r = _rows(fromQuaternion: rotation)
        let l0 = scale.x * r[0]
        let l1 = scale.y * (r[1] + skew.x * r[0])
        let l2 = scale.z * (r[2] + skew.z * r[1] + skew.y * r[0])
        let p = perspective
        return CATransform3D(_entries: [
            l0.x, l0.y, l0.z, (l0 * p).sum(),
            l1.x, l1.y, l1.z, (l1 * p).sum(),
            l2.x, l2.y, l2.z, (l2 * p).sum(),
            translation.x, translation.y, translation.z, (translation * p).sum() + perspectiveW,
        ])
    }

    /// The parts `fraction` of the way to `end`: each linearly, the rotation along the shorter
    /// arc between the two orientations.
    func interpolated(to end: _TransformParts, fraction t: Double) -> _TransformParts {
        func mix<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar == Double { a + (b - a) * t }
        return _TransformParts(
            translation: mix(translation, end.translation), scale: mix(scale, end.scale), skew: mix(skew, end.skew),
            perspective: mix(perspective, end.perspective),
            perspectiveW: perspectiveW + (end.perspectiveW - perspectiveW) * t,
            rotation: _slerp(rotation, end.rotation, t))
    }

    // MARK: Named parts

    /// The rotation as angles about x, then y, then z (radians): the rotation is
    /// `Rx(x) · Ry(y) · Rz(z)`, x applied first.
    var eulerAngles: SIMD3<Double> {
        get {
            let r = _rows(fromQuaternion: rotation)
            let sinY = Swift.max(-1, Swift.min(1, -r[0].z))
            let y = asin(sinY)
            if abs(cos(y)) > 1e-9 {
                return SIMD3(atan2(r[1].z, r[2].z), y, atan2(r[0].y, r[0].x))
            }
            // Gimbal lock: all of the turn about z is given to x.
            return SIMD3(atan2(-r[2].y, r[1].y), y, 0)
        }
        set {
            let parts = [
                CATransform3DMakeRotation(newValue.x, 1, 0, 0), CATransform3DMakeRotation(newValue.y, 0, 1, 0),
                CATransform3DMakeRotation(newValue.z, 0, 0, 1),
            ]
            let m = CATransform3DConcat(CATransform3DConcat(parts[0], parts[1]), parts[2])._entries
            rotation = _quaternion(fromRows: [
                SIMD3(m[0], m[1], m[2]), SIMD3(m[4], m[5], m[6]), SIMD3(m[8], m[9], m[10]),
            ])
        }
    }
}

extension SIMD3 where Scalar == Double {
    fileprivate var length: Double { (self * self).sum().squareRoot() }

    fileprivate func cross(_ other: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(y * other.z - z * other.y, z * other.x - x * other.z, x * other.y - y * other.x)
    }
}

/// The inverse of a 3 × 3 matrix given by rows, by rows; `nil` when singular.
private func _invert3x3(_ m: [SIMD3<Double>]) -> [SIMD3<Double>]? {
    let c0 = m[1].cross(m[2]), c1 = m[2].cross(m[0]), c2 = m[0].cross(m[1])
    let determinant = (m[0] * c0).sum()
    guard abs(determinant) > 1e-12 else { return nil }
    // The inverse's columns are the cross products over the determinant.
    return [
        SIMD3(c0.x, c1.x, c2.x) / determinant, SIMD3(c0.y, c1.y, c2.y) / determinant,
        SIMD3(c0.z, c1.z, c2.z) / determinant,
    ]
}

/// The unit quaternion of a rotation given by the rows of its matrix (points as row vectors,
/// as Core Animation's matrices: the transpose of the usual column form).
private func _quaternion(fromRows r: [SIMD3<Double>]) -> SIMD4<Double> {
    // In column form c[i][j] = r[j][i].
    let c00 = r[0].x, c11 = r[1].y, c22 = r[2].z
    let c01 = r[1].x, c10 = r[0].y, c02 = r[2].x, c20 = r[0].z, c12 = r[2].y, c21 = r[1].z
    let trace = c00 + c11 + c22
    var q: SIMD4<Double>
    if trace > 0 {
        let s = 0.5 / (trace + 1).squareRoot()
        q = SIMD4((c21 - c12) * s, (c02 - c20) * s, (c10 - c01) * s, 0.25 / s)
    } else if c00 > c11 && c00 > c22 {
        let s = 2 * (1 + c00 - c11 - c22).squareRoot()
        q = SIMD4(0.25 * s, (c01 + c10) / s, (c02 + c20) / s, (c21 - c12) / s)
    } else if c11 > c22 {
        let s = 2 * (1 + c11 - c00 - c22).squareRoot()
        q = SIMD4((c01 + c10) / s, 0.25 * s, (c12 + c21) / s, (c02 - c20) / s)
    } else {
        let s = 2 * (1 + c22 - c00 - c11).squareRoot()
        q = SIMD4((c02 + c20) / s, (c12 + c21) / s, 0.25 * s, (c10 - c01) / s)
    }
    let length = (q * q).sum().squareRoot()
    return length > 0 ? q / length : SIMD4(0, 0, 0, 1)
}

/// The rows of the rotation matrix of a unit quaternion (points as row vectors).
private func _rows(fromQuaternion q: SIMD4<Double>) -> [SIMD3<Double>] {
    let x = q.x, y = q.y, z = q.z, w = q.w
    // Column form, transposed into rows.
    return [
        SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
        SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
        SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)),
    ]
}

/// Spherical interpolation between unit quaternions, the shorter way round.
private func _slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
    var b = b
    var dot = (a * b).sum()
    if dot < 0 {
        b = -b
        dot = -dot
    }
    let result: SIMD4<Double>
    if dot > 0.9995 {
        result = a + (b - a) * t
    } else {
        let theta = acos(Swift.min(1, dot))
        let sinTheta = sin(theta)
        result = a * (sin((1 - t) * theta) / sinTheta) + b * (sin(t * theta) / sinTheta)
    }
    let length = (result * result).sum().squareRoot()
    return length > 0 ? result / length : a
}

extension CATransform3D {
    /// The transform `fraction` of the way to `end`, part by part (see `_TransformParts`);
    /// a fraction outside 0…1 (a spring's overshoot) extrapolates.
    func _interpolated(to end: CATransform3D, fraction t: Double) -> CATransform3D {
        if t == 0 { return self }
        if t == 1 { return end }
        return _TransformParts(self).interpolated(to: _TransformParts(end), fraction: t).transform
    }
}
