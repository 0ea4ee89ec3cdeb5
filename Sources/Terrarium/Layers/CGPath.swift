import Foundation

/// An immutable graphics path, as Core Graphics declares it: lines, arcs and curves that a
/// shape layer strokes and fills, and a layer's `shadowPath`.
///
/// Build one with ``CGMutablePath`` or ``UIBezierPath`` (whose ``UIBezierPath/cgPath`` it is):
///
/// ```swift
/// let path = CGMutablePath()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.addLine(to: CGPoint(x: 10, y: 0))
/// shapeLayer.path = path
/// ```
///
/// - Note: Foundation on Linux has no Core Graphics, so Terrarium declares `CGPath`. Arcs and
///   curves are flattened into short line segments as they are added (a quarter of a cell
///   apart or closer), so ``boundingBox`` is that of the flattened path, and no curve
///   elements are kept. How paths become cells is described at ``CAShapeLayer``.
public class CGPath: CustomStringConvertible {
    /// One step of a path, after flattening.
    enum Element: Equatable {
        case move(CGPoint)
        /// A straight segment to a point; `curved` when it is a piece of a flattened arc or curve.
        case line(CGPoint, curved: Bool)
        case close
    }

    var elements: [Element]

    init(elements: [Element]) {
        self.elements = elements
    }

    /// Creates a path of one rectangle.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: A transform applied to the points, or `nil`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Creates a path of one ellipse inscribed in a rectangle.
    ///
    /// - Parameters:
    ///   - rect: The rectangle the ellipse fits.
    ///   - transform: A transform applied to the points, or `nil`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Creates a path of one rounded rectangle.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerWidth: The horizontal radius of the corners.
    ///   - cornerHeight: The vertical radius of the corners.
    ///   - transform: A transform applied to the points, or `nil`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle containing every point of the path; `.null` for an empty path.
    public var boundingBox: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for element in elements {
            switch element {
            case .move(let p), .line(let p, _):
                minX = Swift.min(minX, p.x)
                minY = Swift.min(minY, p.y)
                maxX = Swift.max(maxX, p.x)
                maxY = Swift.max(maxY, p.y)
            case .close:
                break
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The same as ``boundingBox``: curves are flattened, so there are no control points
    /// to leave out.
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// The point the path ends at, where the next segment starts; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var subpathStart = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                subpathStart = p
                current = p
            case .line(let p, _):
                current = p
            case .close:
                current = subpathStart
            }
        }
        return current
    }

    /// Whether a point is inside the area the path encloses (each subpath closed).
    ///
    /// - Parameters:
    ///   - point: The point.
    ///   - rule: The rule that decides what is inside where the path crosses itself.
    ///   - transform: A transform applied to the path first.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let p = transform.isIdentity ? point : point.applying(transform.inverted())
        return _Polyline.polylines(of: self).winding(at: p, rule: rule)
    }

    /// An immutable copy.
    public func copy() -> CGPath? {
        CGPath(elements: elements)
    }

    /// A copy with every point transformed.
    ///
    /// - Parameter transform: The transform, or `nil` for none.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: CGPath.transformed(elements, by: transform?.pointee ?? .identity))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.elements = elements
        return copy
    }

    /// A mutable copy with every point transformed.
    ///
    /// - Parameter transform: The transform, or `nil` for none.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.elements = CGPath.transformed(elements, by: transform?.pointee ?? .identity)
        return copy
    }

    /// The path's elements, one per line: `move`, `line` and `close` with their points.
    public var description: String {
        elements.map { element in
            switch element {
            case .move(let p): "move \(p.x) \(p.y)"
            case .line(let p, _): "line \(p.x) \(p.y)"
            case .close: "close"
            }
        }.joined(separator: "\n")
    }

    static func transformed(_ elements: [Element], by t: CGAffineTransform) -> [Element] {
        guard !t.isIdentity else { return elements }
        return elements.map { element in
            switch element {
            case .move(let p): .move(p.applying(t))
            case .line(let p, let curved): .line(p.applying(t), curved: curved)
            case .close: .close
            }
        }
    }
}

/// How a path's inside is decided where it crosses itself.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds round a point a non-zero number of times.
    case winding = 0
    /// Inside where a ray from a point crosses the path an odd number of times.
    case evenOdd = 1
}

/// A path you add lines, arcs, curves and shapes to.
///
/// ```swift
/// let tick = CGMutablePath()
/// tick.move(to: CGPoint(x: 0, y: 1))
/// tick.addLine(to: CGPoint(x: 1, y: 2))
/// tick.addLine(to: CGPoint(x: 3, y: 0))
/// ```
///
/// - Note: See ``CGPath``: arcs and curves are flattened into line segments as they are added.
public final class CGMutablePath: CGPath {
    /// Creates an empty path.
    public init() {
        super.init(elements: [])
    }

    /// Starts a new subpath at a point.
    ///
    /// - Parameters:
    ///   - point: The point.
    ///   - transform: A transform applied to the point.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    ///
    /// - Parameters:
    ///   - point: The end of the line.
    ///   - transform: A transform applied to the point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        _line(to: point.applying(transform), curved: false)
    }

    /// Adds a sequence of connected lines: a move to the first point, lines to the others.
    ///
    /// - Parameters:
    ///   - points: The points.
    ///   - transform: A transform applied to the points.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a closed rectangular subpath, clockwise on screen from the top-left corner.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: A transform applied to the points.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(
            between: [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                CGPoint(x: r.minX, y: r.maxY),
            ], transform: transform)
        closeSubpath()
    }

    /// Adds a closed rectangular subpath per rectangle.
    ///
    /// - Parameters:
    ///   - rects: The rectangles.
    ///   - transform: A transform applied to the points.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in a rectangle.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: A transform applied to the points.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let points = CGMutablePath.arcPoints(
            center: center, radiusX: r.width / 2, radiusY: r.height / 2, start: 0, end: 2 * .pi)
        elements.append(.move(points[0].applying(transform)))
        for point in points.dropFirst() { elements.append(.line(point.applying(transform), curved: true)) }
        closeSubpath()
    }

    /// Adds a closed rounded rectangle.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerWidth: The horizontal radius of the corners.
    ///   - cornerHeight: The vertical radius of the corners.
    ///   - transform: A transform applied to the points.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        _addRoundedRect(
            rect, radii: CGSize(width: cornerWidth, height: cornerHeight), corners: .allCorners, transform: transform)
    }

    /// Adds an arc of a circle, with a line from the current point to its start if there is one.
    ///
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts, in radians from the positive x axis.
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: Core Graphics' sense: `true` runs toward decreasing angles, which on a
    ///     screen whose y grows downward looks anticlockwise (``UIBezierPath``'s parameter of
    ///     the same name is the other way round, as in UIKit).
    ///   - transform: A transform applied to the points.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        _addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: !clockwise,
            transform: transform)
    }

    /// Adds a quadratic Bézier curve from the current point, flattened into segments.
    ///
    /// - Parameters:
    ///   - end: The end of the curve.
    ///   - control: The control point.
    ///   - transform: A transform applied to the points.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        let start = currentPoint, c = control.applying(transform), e = end.applying(transform)
        let steps = CGMutablePath.steps(forLength: start.distance(to: c) + c.distance(to: e))
        for i in 1...steps {
            let t = CGFloat(i) / CGFloat(steps), u = 1 - t
            let p = CGPoint(
                x: u * u * start.x + 2 * u * t * c.x + t * t * e.x, y: u * u * start.y + 2 * u * t * c.y + t * t * e.y)
            _line(to: p, curved: true)
        }
    }

    /// Adds a cubic Bézier curve from the current point, flattened into segments.
    ///
    /// - Parameters:
    ///   - end: The end of the curve.
    ///   - control1: The first control point.
    ///   - control2: The second control point.
    ///   - transform: A transform applied to the points.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        let p0 = currentPoint, p1 = control1.applying(transform), p2 = control2.applying(transform)
        let p3 = end.applying(transform)
        let steps = CGMutablePath.steps(forLength: p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3))
        for i in 1...steps {
            let t = CGFloat(i) / CGFloat(steps), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            _line(
                to: CGPoint(
                    x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y),
                curved: true)
        }
    }

    /// Appends another path's elements.
    ///
    /// - Parameters:
    ///   - path: The path to add.
    ///   - transform: A transform applied to its points.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += CGPath.transformed(path.elements, by: transform)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.close)
    }

    // MARK: Building blocks shared with UIBezierPath

    func _line(to point: CGPoint, curved: Bool) {
        if elements.isEmpty { elements.append(.move(.zero)) }
        elements.append(.line(point, curved: curved))
    }

    func _addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var end = endAngle
        if increasing {
            while end < startAngle { end += 2 * .pi }
        } else {
            while end > startAngle { end -= 2 * .pi }
        }
        let points = CGMutablePath.arcPoints(
            center: center, radiusX: radius, radiusY: radius, start: startAngle, end: end)
        let first = points[0].applying(transform)
        if elements.isEmpty || elements.last == .close {
            elements.append(.move(first))
        } else {
            _line(to: first, curved: false)
        }
        for point in points.dropFirst() { _line(to: point.applying(transform), curved: true) }
    }

    func _addRoundedRect(_ rect: CGRect, radii: CGSize, corners: UIRectCorner, transform: CGAffineTransform) {
        let r = rect.standardized
        let rx = Swift.max(0, Swift.min(radii.width, r.width / 2))
        let ry = Swift.max(0, Swift.min(radii.height, r.height / 2))
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        func corner(_ corner: UIRectCorner, _ cx: CGFloat, _ cy: CGFloat, _ from: CGFloat, _ point: CGPoint) {
            if corners.contains(corner) {
                let points = CGMutablePath.arcPoints(
                    center: CGPoint(x: cx, y: cy), radiusX: rx, radiusY: ry, start: from, end: from + .pi / 2)
                for p in points { _line(to: p.applying(transform), curved: true) }
            } else {
                _line(to: point.applying(transform), curved: false)
            }
        }
        let startX = corners.contains(.topLeft) ? r.minX + rx : r.minX
        elements.append(.move(CGPoint(x: startX, y: r.minY).applying(transform)))
        corner(.topRight, r.maxX - rx, r.minY + ry, -.pi / 2, CGPoint(x: r.maxX, y: r.minY))
        corner(.bottomRight, r.maxX - rx, r.maxY - ry, 0, CGPoint(x: r.maxX, y: r.maxY))
        corner(.bottomLeft, r.minX + rx, r.maxY - ry, .pi / 2, CGPoint(x: r.minX, y: r.maxY))
        corner(.topLeft, r.minX + rx, r.minY + ry, .pi, CGPoint(x: r.minX, y: r.minY))
        closeSubpath()
    }

    /// Points along an elliptic arc, at most a quarter of a cell apart, ends included.
    static func arcPoints(
        center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, start: CGFloat, end: CGFloat
    ) -> [CGPoint] {
        let sweep = end - start
        // A multiple of four, so that a whole ellipse has points at its four extremes.
        let steps = (steps(forLength: abs(sweep) * Swift.max(abs(radiusX), abs(radiusY), 1)) + 3) / 4 * 4
        return (0...steps).map { i in
            let angle = start + sweep * CGFloat(i) / CGFloat(steps)
            let c = cos(angle), s = sin(angle)
            return CGPoint(
                x: center.x + radiusX * (abs(c) < 1e-12 ? 0 : c), y: center.y + radiusY * (abs(s) < 1e-12 ? 0 : s))
        }
    }

    /// How many segments a curve of about `length` cells is cut into: four per cell, 4 to 1,024.
    static func steps(forLength length: CGFloat) -> Int {
        guard length.isFinite else { return 4 }
        return Swift.min(1024, Swift.max(4, Int((length * 4).rounded(.up))))
    }
}

extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}
