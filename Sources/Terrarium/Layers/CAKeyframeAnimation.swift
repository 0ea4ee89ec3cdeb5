import Foundation

/// An animation of a layer property through a list of values (or, for a point, along a
/// path).
///
/// ```swift
/// let bounce = CAKeyframeAnimation(keyPath: "bounds.origin.y")
/// bounce.values = [0, -12, 0, -6, 0] as [CGFloat]
/// bounce.duration = 0.8
/// scrollView.layer.add(bounce, forKey: "bounce")
/// ```
///
/// Each value is reached at its key time (``keyTimes``, fractions 0…1 of the duration; evenly
/// spaced without them), after the whole animation's ``CAAnimation/timingFunction`` has
/// shaped the time; between two values, ``timingFunctions`` (one per segment) shape each
/// segment. ``calculationMode`` says how values in between are found:
/// - `.linear` (the default): straight from one value to the next.
/// - `.discrete`: each value holds until the next key time (with one more key time than
///   values, the last value holds from the second-to-last key time to the end).
/// - `.paced`: key times and timing functions are ignored; the time is shared out by the
///   distance between values, for an even speed.
/// - `.cubic`: a Kochanek–Bartels spline through the values (``tensionValues``,
///   ``continuityValues``, ``biasValues``, Catmull–Rom without them).
/// - `.cubicPaced`: the spline, timed by distance as `.paced`.
///
/// - Note: A ``path`` is followed at an even speed along its length, whatever the
///   calculation mode and key times: Terrarium's paths are flattened into short segments as
///   they are built, so the elements Core Animation would time one by one are gone. The
///   spline's tangents come from the values alone, not the key times. ``rotationMode`` is
///   kept: rotations are not drawn. Values that cannot be read as the property's kind are
///   skipped.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values to go through, in order.
    open var values: [Any]?
    /// A path for a point property to follow; when set, ``values`` is ignored.
    open var path: CGPath?
    /// When each value is reached, fractions 0…1 of the duration, in increasing order; `nil`
    /// spaces them evenly.
    open var keyTimes: [NSNumber]?
    /// The timing function of each segment between two values; `nil` is linear.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values in between are found; `.linear` by default.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// The tension of the cubic spline at each value: 1 tight, -1 round; 0 by default.
    open var tensionValues: [NSNumber]?
    /// The continuity of the cubic spline at each value: how sharp its corners are; 0 by
    /// default.
    open var continuityValues: [NSNumber]?
    /// The bias of the cubic spline at each value: where it overshoots; 0 by default.
    open var biasValues: [NSNumber]?
    /// Whether a layer following a ``path`` turns to its tangent; kept only (rotations are not
    /// drawn in a terminal).
    open var rotationMode: CAAnimationRotationMode?

    override func _copyState(from other: CAAnimation) {
        super._copyState(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        rotationMode = other.rotationMode
    }

    override func _value(
        at point: _MediaTiming.Point, duration: Double, template: _LayerValue, current: _LayerValue
    ) -> _LayerValue? {
        let progress = _progress(point, duration: duration)
        if let path, case .point = template {
            let track = _PolylineTrack(path)
            guard let value = track.point(at: progress) else { return nil }
            var result = _LayerValue.point(value)
            if let first = track.point(at: 0), let last = track.point(at: 1),
                let offset = _cumulativeOffset(from: .point(first), to: .point(last), iteration: point.iteration)
            {
                result = result.adding(offset)
            }
            return result
        }
        let list = (values ?? []).compactMap { _LayerValue($0, like: template) }
        guard let first = list.first, let last = list.last else { return nil }
        let value = _value(in: list, at: progress)
        if let offset = _cumulativeOffset(from: first, to: last, iteration: point.iteration) {
            return value.adding(offset)
        }
        return value
    }

    /// The value at `progress` through `list`, by the calculation mode.
    func _value(in list: [_LayerValue], at progress: Double) -> _LayerValue {
        let n = list.count
        guard n > 1 else { return list[0] }
        let times = keyTimes?.map(\.doubleValue)
        if calculationMode == .discrete {
            let boundaries =
                times.flatMap { $0.count >= n ? Array($0.prefix(n)) : nil }
                ?? (0..<n).map { Double($0) / Double(n) }
            var index = 0
            for (i, start) in boundaries.enumerated() where progress >= start { index = i }
            return list[index]
        }
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let cubic = calculationMode == .cubic || calculationMode == .cubicPaced
        let stops: [Double]
        if paced, let lengths = Self.pacedStops(list) {
            stops = lengths
        } else if !paced, let times, times.count == n {
            stops = times
        } else {
            stops = (0..<n).map { Double($0) / Double(n - 1) }
        }
        if progress <= stops[0] { return list[0] }
        if progress >= stops[n - 1] { return list[n - 1] }
        var segment = 0
        while segment < n - 2 && progress >= stops[segment + 1] { segment += 1 }
        let span = stops[segment + 1] - stops[segment]
        var u = span > 0 ? (progress - stops[segment]) / span : 1
        if !paced, let functions = timingFunctions, segment < functions.count {
            u = functions[segment]._progress(u)
        }
        if cubic, let value = cubicValue(list, segment: segment, u: u) { return value }
        return list[segment].interpolated(to: list[segment + 1], fraction: u)
    }

    /// Key times in proportion to the distance covered; `nil` when the values have no
    /// distance between them.
    private static func pacedStops(_ list: [_LayerValue]) -> [Double]? {
        var total = 0.0
        var stops = [0.0]
        for index in 1..<list.count {
            guard let step = list[index - 1].distance(to: list[index]) else { return nil }
            total += step
            stops.append(total)
        }
        guard total > 0 else { return nil }
        return stops.map { $0 / total }
    }

    /// A point on the Kochanek–Bartels spline between values `segment` and `segment + 1`;
    /// `nil` for values without numeric components.
    private func cubicValue(_ list: [_LayerValue], segment i: Int, u: Double) -> _LayerValue? {
        let points = list.compactMap(\.numbers)
        guard points.count == list.count, Set(points.map(\.count)).count == 1 else { return nil }
        let n = points.count
        func p(_ k: Int) -> [Double] { points[Swift.min(n - 1, Swift.max(0, k))] }
        func parameter(_ array: [NSNumber]?, _ k: Int) -> Double {
            guard let array, k < array.count else { return 0 }
            return array[k].doubleValue
        }
        func tangent(at k: Int, outgoing: Bool) -> [Double] {
            let t = parameter(tensionValues, k), c = parameter(continuityValues, k), b = parameter(biasValues, k)
            let before = zip(p(k), p(k - 1)).map { $0 - $1 }
            let after = zip(p(k + 1), p(k)).map { $0 - $1 }
            let a = (1 - t) * (1 + b) * (outgoing ? 1 + c : 1 - c) / 2
            let d = (1 - t) * (1 - b) * (outgoing ? 1 - c : 1 + c) / 2
            return zip(before, after).map { a * $0 + d * $1 }
        }
        let m0 = tangent(at: i, outgoing: true), m1 = tangent(at: i + 1, outgoing: false)
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        let result = (0..<points[0].count).map { k in
            h00 * p(i)[k] + h10 * m0[k] + h01 * p(i + 1)[k] + h11 * m1[k]
        }
        return list[i].withNumbers(result)
    }
}

/// A flattened path as a track to follow at even speed.
struct _PolylineTrack {
    private var points: [CGPoint] = []
    private var lengths: [CGFloat] = []

    init(_ path: CGPath) {
        var start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                start = p
                append(p, jump: true)
            case .line(let p, _):
                append(p, jump: false)
            case .close:
                append(start, jump: false)
            }
        }
    }

    private mutating func append(_ point: CGPoint, jump: Bool) {
        let step = jump || points.isEmpty ? 0 : points[points.count - 1].distance(to: point)
        lengths.append((lengths.last ?? 0) + step)
        points.append(point)
    }

    /// The point `fraction` of the way along; `nil` for an empty path.
    func point(at fraction: Double) -> CGPoint? {
        guard let first = points.first, let total = lengths.last else { return nil }
        guard total > 0 else { return first }
        let target = total * CGFloat(Swift.min(1, Swift.max(0, fraction)))
        var index = 1
        while index < points.count - 1 && lengths[index] < target { index += 1 }
        let start = lengths[index - 1], end = lengths[index]
        let f = end > start ? (target - start) / (end - start) : 1
        let p = points[index - 1], q = points[index]
        return CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
    }
}

/// How a ``CAKeyframeAnimation`` finds the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a calculation mode from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight from one value to the next.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight lines at an even speed; key times ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at an even speed; key times ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer following a keyframe path turns to the path's tangent.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a rotation mode from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turned to the tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned to the tangent plus half a turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
