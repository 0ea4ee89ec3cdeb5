import Foundation

// The values layer animations move: read from the `Any` an animation holds, interpolated,
// added (additive, cumulative and `byValue` animations), and taken apart by key path
// (`bounds.origin.y`, `transform.rotation.z`).

/// A value of an animatable layer property.
enum _LayerValue {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case colors([CGColor])
    /// Numbers: a gradient's `locations`, or the input of a ``CAValueFunction``.
    case vector([Double])
    case path(CGPath?)
    case bool(Bool)

    // MARK: Reading an animation's values

    /// The value an animation gave as `Any`, read as the same kind as `template` (the
    /// property's own value): numbers as `CGFloat`, `Double`, `Float`, `Int` or `NSNumber`;
    /// points, sizes and rectangles as themselves or `NSValue`s; transforms as
    /// `CATransform3D`, an `NSValue` of one, or a `CGAffineTransform`; colours as `CGColor`
    /// (or `UIColor`). `nil` when it cannot be read so.
    init?(_ any: Any, like template: _LayerValue) {
        switch template {
        case .scalar:
            guard let number = _LayerValue.number(any) else { return nil }
            self = .scalar(number)
        case .point:
            if let point = any as? CGPoint {
                self = .point(point)
            } else if let value = any as? NSValue, let point = value._cgPoint {
                self = .point(point)
            } else {
                return nil
            }
        case .size:
            if let size = any as? CGSize {
                self = .size(size)
            } else if let value = any as? NSValue, let size = value._cgSize {
                self = .size(size)
            } else {
                return nil
            }
        case .rect:
            if let rect = any as? CGRect {
                self = .rect(rect)
            } else if let value = any as? NSValue, let rect = value._cgRect {
                self = .rect(rect)
            } else {
                return nil
            }
        case .transform:
            if let transform = any as? CATransform3D {
                self = .transform(transform)
            } else if let value = any as? NSValue, let transform = value._caTransform3D {
                self = .transform(transform)
            } else if let affine = any as? CGAffineTransform {
                self = .transform(CATransform3DMakeAffineTransform(affine))
            } else {
                return nil
            }
        case .color:
            guard let color = _LayerValue.color(any) else { return nil }
            self = .color(color)
        case .colors:
            guard let list = any as? [Any] else { return nil }
            self = .colors(list.compactMap(_LayerValue.color))
        case .vector:
            if let list = any as? [Any] {
                self = .vector(list.compactMap(_LayerValue.number))
            } else if let number = _LayerValue.number(any) {
                self = .vector([number])
            } else {
                return nil
            }
        case .path:
            guard let path = any as? CGPath else { return nil }
            self = .path(path)
        case .bool:
            if let flag = any as? Bool {
                self = .bool(flag)
            } else if let number = _LayerValue.number(any) {
                self = .bool(number != 0)
            } else {
                return nil
            }
        }
    }

    static func number(_ any: Any) -> Double? {
        switch any {
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    static func color(_ any: Any) -> CGColor? {
        if let color = any as? CGColor { return color }
        if let color = any as? UIColor { return color.cgColor }
        return nil
    }

    // MARK: Arithmetic

    /// The value `t` of the way to `end` (a `t` outside 0…1, a spring's overshoot,
    /// extrapolates what can be). Values that cannot be interpolated — booleans, paths or
    /// gradients of different shapes, values of different kinds — switch half-way.
    func interpolated(to end: _LayerValue, fraction t: Double) -> _LayerValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        switch (self, end) {
        case let (.scalar(a), .scalar(b)):
            return .scalar(a + (b - a) * t)
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
                    height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(a._interpolated(to: b, fraction: t))
        case let (.color(a), .color(b)):
            return .color(_LayerValue.mixColors(a, b, t))
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return .colors(zip(a, b).map { _LayerValue.mixColors($0, $1, t) ?? $1 })
        case let (.vector(a), .vector(b)) where a.count == b.count:
            return .vector(zip(a, b).map { $0 + ($1 - $0) * t })
        case let (.path(a), .path(b)):
            if let a, let b, let mixed = _LayerValue.mixPaths(a, b, t) { return .path(mixed) }
            return t < 0.5 ? self : end
        default:
            return t < 0.5 ? self : end
        }
    }

    /// A colour between two, component by component; a missing colour counts as the other
    /// one fully transparent.
    static func mixColors(_ a: CGColor?, _ b: CGColor?, _ t: Double) -> CGColor? {
        guard let from = a ?? b?.copy(alpha: 0), let to = b ?? a?.copy(alpha: 0) else { return nil }
        let f = from.uiColor.rgba, g = to.uiColor.rgba
        func mix(_ p: Double, _ q: Double) -> CGFloat { CGFloat(Swift.min(1, Swift.max(0, p + (q - p) * t))) }
        return CGColor(
            red: mix(f.red, g.red), green: mix(f.green, g.green), blue: mix(f.blue, g.blue),
            alpha: mix(f.alpha, g.alpha))
    }

    /// This value with `delta` added: component by component, and for a transform `delta`
    /// applied first, then this value (Core Animation's additive transforms concatenate).
    func adding(_ delta: _LayerValue) -> _LayerValue {
        combined(with: delta, sign: 1)
    }

    /// This value with `other` taken away: the inverse of ``adding(_:)``.
    func subtracting(_ other: _LayerValue) -> _LayerValue {
        combined(with: other, sign: -1)
    }

    private func combined(with other: _LayerValue, sign: CGFloat) -> _LayerValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)):
            return .scalar(a + Double(sign) * b)
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: a.x + sign * b.x, y: a.y + sign * b.y))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: a.width + sign * b.width, height: a.height + sign * b.height))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: a.minX + sign * b.minX, y: a.minY + sign * b.minY, width: a.width + sign * b.width,
                    height: a.height + sign * b.height))
        case let (.transform(a), .transform(b)):
            return .transform(sign > 0 ? CATransform3DConcat(b, a) : CATransform3DConcat(CATransform3DInvert(b), a))
        case let (.color(a?), .color(b?)):
            let f = a.uiColor.rgba, g = b.uiColor.rgba
            func sum(_ p: Double, _ q: Double) -> CGFloat { CGFloat(Swift.min(1, Swift.max(0, p + Double(sign) * q))) }
            return .color(
                CGColor(
                    red: sum(f.red, g.red), green: sum(f.green, g.green), blue: sum(f.blue, g.blue),
                    alpha: sum(f.alpha, g.alpha)))
        case let (.vector(a), .vector(b)) where a.count == b.count:
            return .vector(zip(a, b).map { $0 + Double(sign) * $1 })
        default:
            return sign > 0 ? other : self
        }
    }

    /// This value, taken as a difference, `k` times over: what `k` repeats of a cumulative
    /// animation add.
    func repeated(_ k: Int) -> _LayerValue {
        let f = CGFloat(k)
        switch self {
        case .scalar(let a): return .scalar(a * Double(k))
        case .point(let a): return .point(CGPoint(x: a.x * f, y: a.y * f))
        case .size(let a): return .size(CGSize(width: a.width * f, height: a.height * f))
        case .rect(let a): return .rect(CGRect(x: a.minX * f, y: a.minY * f, width: a.width * f, height: a.height * f))
        case .vector(let a): return .vector(a.map { $0 * Double(k) })
        case .transform(let a):
            var result = CATransform3DIdentity
            for _ in 0..<Swift.min(abs(k), 1_000) { result = CATransform3DConcat(result, a) }
            return .transform(k < 0 ? CATransform3DInvert(result) : result)
        default: return self
        }
    }

    /// The zero of this value's kind: what a missing value of an additive animation counts
    /// as (the identity for a transform).
    var neutral: _LayerValue {
        switch self {
        case .scalar: .scalar(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(CATransform3DIdentity)
        case .color: .color(.clear)
        case .colors: .colors([])
        case .vector(let a): .vector(Array(repeating: 0, count: a.count))
        case .path: .path(nil)
        case .bool: .bool(false)
        }
    }

    /// The components as numbers, for distances and cubic curves; `nil` for kinds without.
    var numbers: [Double]? {
        switch self {
        case .scalar(let a): [a]
        case .point(let a): [a.x, a.y]
        case .size(let a): [a.width, a.height]
        case .rect(let a): [a.minX, a.minY, a.width, a.height]
        case .vector(let a): a
        case .color(let a?):
            {
                let c = a.uiColor.rgba; return [c.red, c.green, c.blue, c.alpha]
            }()
        default: nil
        }
    }

    /// A value of the same kind as this one with these components.
    func withNumbers(_ n: [Double]) -> _LayerValue {
        switch self {
        case .scalar: .scalar(n[0])
        case .point: .point(CGPoint(x: n[0], y: n[1]))
        case .size: .size(CGSize(width: n[0], height: n[1]))
        case .rect: .rect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case .vector: .vector(n)
        case .color:
            .color(
                CGColor(
                    red: CGFloat(Swift.min(1, Swift.max(0, n[0]))), green: CGFloat(Swift.min(1, Swift.max(0, n[1]))),
                    blue: CGFloat(Swift.min(1, Swift.max(0, n[2]))), alpha: CGFloat(Swift.min(1, Swift.max(0, n[3])))))
        default: self
        }
    }

    /// How far apart two values are, for paced keyframes: the length of the difference of
    /// their components; `nil` when they have none.
    func distance(to other: _LayerValue) -> Double? {
        if case let (.transform(a), .transform(b)) = (self, other) {
            // The distance the origin travels.
            let dx = Double(b.m41 - a.m41), dy = Double(b.m42 - a.m42), dz = Double(b.m43 - a.m43)
            return (dx * dx + dy * dy + dz * dz).squareRoot()
        }
        guard let a = numbers, let b = other.numbers, a.count == b.count else { return nil }
        return zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
    }

    // MARK: Key paths

    /// The part of this value a key path names after the property (`["origin", "y"]` of a
    /// rectangle, `["rotation", "z"]` of a transform); the value itself for no components.
    func component(_ path: ArraySlice<String>) -> _LayerValue? {
        guard let first = path.first else { return self }
        let rest = path.dropFirst()
        switch self {
        case .point(let p):
            guard rest.isEmpty else { return nil }
            switch first {
            case "x": return .scalar(p.x)
            case "y": return .scalar(p.y)
            default: return nil
            }
        case .size(let s):
            guard rest.isEmpty else { return nil }
            switch first {
            case "width": return .scalar(s.width)
            case "height": return .scalar(s.height)
            default: return nil
            }
        case .rect(let r):
            switch first {
            case "origin": return _LayerValue.point(r.origin).component(rest)
            case "size": return _LayerValue.size(r.size).component(rest)
            default: return nil
            }
        case .transform(let t):
            return _LayerValue.transformComponent(of: t, first, rest)
        default:
            return nil
        }
    }

    /// This value with the part a key path names replaced by `value`; `nil` when the path
    /// names no part.
    func settingComponent(_ path: ArraySlice<String>, to value: _LayerValue) -> _LayerValue? {
        guard let first = path.first else { return value }
        let rest = path.dropFirst()
        switch self {
        case .point(var p):
            guard rest.isEmpty, case .scalar(let v) = value else { return nil }
            switch first {
            case "x": p.x = v
            case "y": p.y = v
            default: return nil
            }
            return .point(p)
        case .size(var s):
            guard rest.isEmpty, case .scalar(let v) = value else { return nil }
            switch first {
            case "width": s.width = v
            case "height": s.height = v
            default: return nil
            }
            return .size(s)
        case .rect(var r):
            switch first {
            case "origin":
                guard case .point(let p)? = _LayerValue.point(r.origin).settingComponent(rest, to: value) else {
                    return nil
                }
                r.origin = p
            case "size":
                guard case .size(let s)? = _LayerValue.size(r.size).settingComponent(rest, to: value) else {
                    return nil
                }
                r.size = s
            default:
                return nil
            }
            return .rect(r)
        case .transform(let t):
            return _LayerValue.settingTransformComponent(of: t, first, rest, to: value)
        default:
            return nil
        }
    }

    /// Core Animation's transform field key paths: `rotation` (about z), `rotation.x/y/z`,
    /// `scale` (the mean of the three factors), `scale.x/y/z`, `translation` (x and y as a
    /// size) and `translation.x/y/z`, read from the transform taken apart.
    private static func transformComponent(
        of t: CATransform3D, _ first: String, _ rest: ArraySlice<String>
    ) -> _LayerValue? {
        let parts = _TransformParts(t)
        let axis = rest.first
        guard rest.count <= 1 else { return nil }
        func pick(_ v: SIMD3<Double>) -> _LayerValue? {
            switch axis {
            case "x": .scalar(v.x)
            case "y": .scalar(v.y)
            case "z": .scalar(v.z)
            default: nil
            }
        }
        switch first {
        case "rotation":
            return axis == nil ? .scalar(parts.eulerAngles.z) : pick(parts.eulerAngles)
        case "scale":
            return axis == nil ? .scalar((parts.scale.x + parts.scale.y + parts.scale.z) / 3) : pick(parts.scale)
        case "translation":
            return axis == nil
                ? .size(CGSize(width: parts.translation.x, height: parts.translation.y)) : pick(parts.translation)
        default:
            return nil
        }
    }

    /// The transform with one field replaced, the others kept as they were taken apart.
    private static func settingTransformComponent(
        of t: CATransform3D, _ first: String, _ rest: ArraySlice<String>, to value: _LayerValue
    ) -> _LayerValue? {
        var parts = _TransformParts(t)
        guard rest.count <= 1 else { return nil }
        let axis = rest.first
        func set(_ v: inout SIMD3<Double>, _ x: Double) -> Bool {
            switch axis {
            case "x": v.x = x
            case "y": v.y = x
            case "z": v.z = x
            default: return false
            }
            return true
        }
        switch (first, value) {
        case ("rotation", .scalar(let angle)):
            var angles = parts.eulerAngles
            if axis == nil { angles.z = angle } else if !set(&angles, angle) { return nil }
            parts.eulerAngles = angles
        case ("scale", .scalar(let factor)):
            if axis == nil {
                parts.scale = SIMD3(repeating: factor)
            } else if !set(&parts.scale, factor) {
                return nil
            }
        case ("translation", .size(let size)) where axis == nil:
            parts.translation.x = size.width
            parts.translation.y = size.height
        case ("translation", .scalar(let distance)):
            if !set(&parts.translation, distance) { return nil }
        default:
            return nil
        }
        return .transform(parts.transform)
    }
}

// MARK: Paths

extension _LayerValue {
    /// A path between two: point by point when they are built alike, otherwise each subpath
    /// resampled at even steps along its length to the same number of points; `nil` when
    /// their subpaths do not pair up.
    static func mixPaths(_ a: CGPath, _ b: CGPath, _ t: Double) -> CGPath? {
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * CGFloat(t), y: p.y + (q.y - p.y) * CGFloat(t))
        }
        if a.elements.count == b.elements.count {
            var mixed: [CGPath.Element] = []
            for (x, y) in zip(a.elements, b.elements) {
                switch (x, y) {
                case let (.move(p), .move(q)): mixed.append(.move(mix(p, q)))
                case let (.line(p, _), .line(q, curved)): mixed.append(.line(mix(p, q), curved: curved))
                case (.close, .close): mixed.append(.close)
                default: mixed = []
                }
                if mixed.isEmpty { break }
            }
            if mixed.count == a.elements.count { return CGPath(elements: mixed) }
        }
        let first = subpaths(a), second = subpaths(b)
        guard first.count == second.count else { return nil }
        var elements: [CGPath.Element] = []
        for (x, y) in zip(first, second) {
            let count = Swift.max(2, x.points.count, y.points.count)
            let p = resample(x.points, closed: x.closed, count: count)
            let q = resample(y.points, closed: y.closed, count: count)
            let curved = x.curved && y.curved
            for index in 0..<count {
                let point = mix(p[index], q[index])
                elements.append(index == 0 ? .move(point) : .line(point, curved: curved))
            }
            if x.closed && y.closed { elements.append(.close) }
        }
        return CGPath(elements: elements)
    }

    private static func subpaths(_ path: CGPath) -> [(points: [CGPoint], closed: Bool, curved: Bool)] {
        var result: [(points: [CGPoint], closed: Bool, curved: Bool)] = []
        var current: [CGPoint] = []
        var curved = true
        for element in path.elements {
            switch element {
            case .move(let p):
                if current.count > 1 { result.append((current, false, curved)) }
                current = [p]
                curved = true
            case .line(let p, let isCurved):
                if current.isEmpty { current = [.zero] }
                current.append(p)
                curved = curved && isCurved
            case .close:
                if !current.isEmpty { result.append((current, true, curved)) }
                current = current.first.map { [$0] } ?? []
            }
        }
        if current.count > 1 { result.append((current, false, curved)) }
        return result
    }

    /// `count` points at even steps along a polyline (round the loop when closed).
    private static func resample(_ points: [CGPoint], closed: Bool, count: Int) -> [CGPoint] {
        var ring = points
        if closed, let first = points.first, points.last != first { ring.append(first) }
        var lengths: [CGFloat] = [0]
        for index in 1..<Swift.max(1, ring.count) {
            lengths.append(lengths[index - 1] + ring[index - 1].distance(to: ring[index]))
        }
        let total = lengths.last ?? 0
        guard total > 0, ring.count > 1 else { return Array(repeating: ring.first ?? .zero, count: count) }
        let steps = CGFloat(closed ? count : count - 1)
        var result: [CGPoint] = []
        var segment = 1
        for index in 0..<count {
            let target = total * CGFloat(index) / steps
            while segment < ring.count - 1 && lengths[segment] < target { segment += 1 }
            let start = lengths[segment - 1], end = lengths[segment]
            let f = end > start ? (target - start) / (end - start) : 0
            let p = ring[segment - 1], q = ring[segment]
            result.append(CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f))
        }
        return result
    }
}
