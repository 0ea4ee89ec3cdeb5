import Foundation

// A path as subpaths of points, for the rasteriser and for `contains(_:)`.

/// One subpath of a flattened ``CGPath``: its points in order, whether each segment is a
/// piece of a curve, and whether it closes back to its first point.
struct _Polyline {
    var points: [CGPoint]
    /// `curved[i]` describes the segment from `points[i]` to `points[i + 1]`.
    var curved: [Bool]
    var isClosed: Bool

    /// The subpaths of `path`.
    static func polylines(of path: CGPath) -> [_Polyline] {
        var result: [_Polyline] = []
        var current: _Polyline?
        func finish() {
            if let line = current { result.append(line) }
            current = nil
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                current = _Polyline(points: [p], curved: [], isClosed: false)
            case .line(let p, let curved):
                if current == nil { current = _Polyline(points: [.zero], curved: [], isClosed: false) }
                current!.points.append(p)
                current!.curved.append(curved)
            case .close:
                if var line = current {
                    line.isClosed = true
                    result.append(line)
                    // A segment after a close starts at the closed subpath's first point.
                    current = nil
                    if let first = line.points.first {
                        current = _Polyline(points: [first], curved: [], isClosed: false)
                    }
                }
            }
        }
        finish()
        return result.filter { $0.points.count > 1 || $0.isClosed }
    }

    /// The segments, the closing one included when closed: (from, to, curved).
    var segments: [(CGPoint, CGPoint, Bool)] {
        var result: [(CGPoint, CGPoint, Bool)] = []
        for i in 0..<(points.count - 1) { result.append((points[i], points[i + 1], curved[i])) }
        if isClosed, let first = points.first, let last = points.last, first != last {
            result.append((last, first, false))
        }
        return result
    }
}

extension Array where Element == _Polyline {
    /// Whether `point` is inside the area the subpaths enclose, each one closed.
    func winding(at point: CGPoint, rule: CGPathFillRule) -> Bool {
        var winding = 0
        var crossings = 0
        for line in self {
            let count = line.points.count
            guard count > 2 else { continue }
            for i in 0..<count {
                let a = line.points[i], b = line.points[(i + 1) % count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 {
                        winding += 1
                        crossings += 1
                    }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                    crossings += 1
                }
            }
        }
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The part of the subpaths between fractions `start` and `end` of their total length,
    /// as open subpaths (a shape layer's `strokeStart` and `strokeEnd`).
    func trimmed(from start: CGFloat, to end: CGFloat) -> [_Polyline] {
        let start = Swift.max(0, Swift.min(1, start)), end = Swift.max(0, Swift.min(1, end))
        if start <= 0, end >= 1 { return self }
        guard start < end else { return [] }
        let total = flatMap(\.segments).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        guard total > 0 else { return [] }
        let from = start * total, to = end * total
        var travelled: CGFloat = 0
        var result: [_Polyline] = []
        for line in self {
            var piece: _Polyline?
            for (a, b, curved) in line.segments {
                let length = a.distance(to: b)
                let segmentStart = travelled, segmentEnd = travelled + length
                travelled = segmentEnd
                guard length > 0, segmentEnd > from, segmentStart < to else { continue }
                func at(_ distance: CGFloat) -> CGPoint {
                    let t = Swift.max(0, Swift.min(1, (distance - segmentStart) / length))
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if piece == nil {
                    piece = _Polyline(points: [at(Swift.max(from, segmentStart))], curved: [], isClosed: false)
                }
                piece!.points.append(at(Swift.min(to, segmentEnd)))
                piece!.curved.append(curved)
            }
            if let piece { result.append(piece) }
        }
        return result
    }
}
