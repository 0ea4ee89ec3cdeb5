import Foundation

/// A path of straight and curved segments that views draw in ``UIView/draw(_:)`` and shape
/// layers show: UIKit's object wrapper of ``CGPath``.
///
/// ```swift
/// let outline = UIBezierPath(roundedRect: bounds, cornerRadius: 1)
/// let shape = CAShapeLayer()
/// shape.path = outline.cgPath
/// shape.strokeColor = UIColor.systemBlue.cgColor
/// shape.fillColor = nil
/// layer.addSublayer(shape)
/// ```
///
/// In ``UIView/draw(_:)``, ``fill()`` and ``stroke()`` draw into the current context with
/// the colours set by ``UIColor/setFill()`` and ``UIColor/setStroke()``.
///
/// - Note: Curves and arcs are flattened into short segments as they are added (see
///   ``CGPath``); paths become cells as ``CAShapeLayer`` describes. `lineCapStyle`,
///   `lineJoinStyle`, `miterLimit` and `flatness` are kept but change nothing in cells.
open class UIBezierPath: NSObject, NSCopying {
    /// The path's points, as a mutable Core Graphics path.
    var _path = CGMutablePath()

    /// Creates an empty path.
    public override init() {
        super.init()
    }

    /// Creates a closed rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        _path.addRect(rect)
    }

    /// Creates a closed ellipse inscribed in a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        _path.addEllipse(in: rect)
    }

    /// Creates a rectangle with all four corners rounded.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The radius, at most half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        _path._addRoundedRect(
            rect, radii: CGSize(width: cornerRadius, height: cornerRadius), corners: .allCorners, transform: .identity)
    }

    /// Creates a rectangle with some corners rounded.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - corners: The corners to round.
    ///   - cornerRadii: The horizontal and vertical radius.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        _path._addRoundedRect(rect, radii: cornerRadii, corners: corners, transform: .identity)
    }

    /// Creates an open arc of a circle.
    ///
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: Its radius.
    ///   - startAngle: Where the arc starts, in radians from the positive x axis.
    ///   - endAngle: Where it ends.
    ///   - clockwise: Whether it runs clockwise on screen (toward increasing angles).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Creates a path from a Core Graphics path.
    ///
    /// - Parameter cgPath: The path, copied.
    public convenience init(cgPath: CGPath) {
        self.init()
        _path.elements = cgPath.elements
    }

    /// The path as a Core Graphics path; setting it replaces the points.
    open var cgPath: CGPath {
        get { _path.copy()! }
        set { _path.elements = newValue.elements }
    }

    /// The line width ``stroke()`` uses: 1 by default; 2 or more draws heavy lines.
    open var lineWidth: CGFloat = 1

    /// Whether ``fill()`` uses the even-odd rule instead of the non-zero winding rule.
    open var usesEvenOddFillRule = false

    /// The shape of line ends; kept, but cells have no caps.
    open var lineCapStyle: CGLineCap = .butt

    /// The shape of joins; kept, but cells join as box-drawing characters.
    open var lineJoinStyle: CGLineJoin = .miter

    /// The miter limit; kept, changes nothing in cells.
    open var miterLimit: CGFloat = 10

    /// The flatness; kept: curves are always flattened to a quarter of a cell.
    open var flatness: CGFloat = 0.6

    /// Whether the path has no elements.
    open var isEmpty: Bool { _path.isEmpty }

    /// The smallest rectangle enclosing the path's points.
    open var bounds: CGRect { _path.boundingBox }

    /// The point the next segment starts from.
    open var currentPoint: CGPoint { _path.currentPoint }

    /// Starts a new subpath at a point.
    ///
    /// - Parameter point: The point.
    open func move(to point: CGPoint) {
        _path.move(to: point)
    }

    /// Adds a straight line to a point.
    ///
    /// - Parameter point: The end of the line.
    open func addLine(to point: CGPoint) {
        _path.addLine(to: point)
    }

    /// Adds an arc of a circle, with a line from the current point to its start.
    ///
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: Its radius.
    ///   - startAngle: Where the arc starts, in radians from the positive x axis.
    ///   - endAngle: Where it ends.
    ///   - clockwise: Whether it runs clockwise on screen (toward increasing angles).
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        _path._addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: clockwise)
    }

    /// Adds a cubic Bézier curve, flattened into segments.
    ///
    /// - Parameters:
    ///   - endPoint: The end of the curve.
    ///   - controlPoint1: The first control point.
    ///   - controlPoint2: The second control point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        _path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve, flattened into segments.
    ///
    /// - Parameters:
    ///   - endPoint: The end of the curve.
    ///   - controlPoint: The control point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        _path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Closes the current subpath.
    open func close() {
        _path.closeSubpath()
    }

    /// Removes every point.
    open func removeAllPoints() {
        _path.elements.removeAll()
    }

    /// Appends another path's elements.
    ///
    /// - Parameter bezierPath: The path to add.
    open func append(_ bezierPath: UIBezierPath) {
        _path.addPath(bezierPath._path)
    }

    /// Transforms every point.
    ///
    /// - Parameter transform: The transform.
    open func apply(_ transform: CGAffineTransform) {
        _path.elements = CGPath.transformed(_path.elements, by: transform)
    }

    /// Whether a point is inside the area the path encloses, by its fill rule.
    ///
    /// - Parameter point: The point.
    open func contains(_ point: CGPoint) -> Bool {
        _path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the enclosed area in the current context, with the colour of
    /// ``UIColor/setFill()`` (black by default, as in Core Graphics), by cell coverage.
    /// Does nothing outside ``UIView/draw(_:)``.
    @preconcurrency @MainActor
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context._fill(cgPath, color: context._fillColor, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path in the current context, with the colour of ``UIColor/setStroke()``
    /// (black by default, as in Core Graphics), as box-drawing characters. Does nothing
    /// outside ``UIView/draw(_:)``.
    @preconcurrency @MainActor
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context._stroke(cgPath, color: context._strokeColor, lineWidth: lineWidth)
    }

    /// A copy of the path and its settings.
    ///
    /// - Parameter zone: Ignored.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy._path.elements = _path.elements
        copy.lineWidth = lineWidth
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        return copy
    }
}

/// The corners of a rectangle, for ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a set of corners from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// How the ends of stroked lines are drawn, as Core Graphics declares it.
///
/// - Note: Kept for source compatibility; cells have no line caps.
public enum CGLineCap: Int32, Sendable {
    /// Square ends at the end points.
    case butt
    /// Rounded ends.
    case round
    /// Square ends past the end points.
    case square
}

/// How stroked lines are joined, as Core Graphics declares it.
///
/// - Note: Kept for source compatibility; cells join as box-drawing characters.
public enum CGLineJoin: Int32, Sendable {
    /// Pointed joins.
    case miter
    /// Rounded joins.
    case round
    /// Cut-off joins.
    case bevel
}

extension CanvasContext {
    /// Fills a path in the context's cells (see ``CAShapeLayer`` for how).
    func _fill(_ path: CGPath, color: UIColor, rule: CGPathFillRule) {
        let offset = _pathOffset
        withCanvas { canvas in
            _PathRasterizer(path: path, offset: offset, cellSize: unit).fill(
                into: &canvas, color: color, rule: rule,
                clip: CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        }
    }

    /// Where the context's (0, 0) falls among its cells, unrounded.
    private var _pathOffset: CGPoint {
        CGPoint(x: -gridOrigin.x / unit.width, y: -gridOrigin.y / unit.height)
    }

    /// Strokes a path in the context's cells (see ``CAShapeLayer`` for how).
    func _stroke(_ path: CGPath, color: UIColor, lineWidth: CGFloat) {
        let offset = _pathOffset
        withCanvas { canvas in
            _PathRasterizer(path: path, offset: offset, cellSize: unit).stroke(
                into: &canvas, color: color, lineWidth: lineWidth,
                clip: CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        }
    }
}
