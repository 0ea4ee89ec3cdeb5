import Foundation

/// A layer that draws a path: filled, stroked or both.
///
/// ```swift
/// let divider = CAShapeLayer()
/// let line = UIBezierPath()
/// line.move(to: CGPoint(x: 0, y: 2))
/// line.addLine(to: CGPoint(x: 20, y: 2))
/// divider.path = line.cgPath
/// divider.strokeColor = UIColor.separator.cgColor
/// view.layer.addSublayer(divider)   // ──────────────────── across row 2
/// ```
///
/// The path is in the layer's coordinate space (its bounds' origin at the layer's top-left
/// corner), and is not clipped to the layer's bounds unless ``CALayer/masksToBounds`` is set.
///
/// How a path becomes cells:
/// - The fill (``fillColor``, opaque black by default, as in Core Animation) paints the
///   background of every cell whose centre is inside the path by ``fillRule``.
/// - The stroke (``strokeColor``, `nil` by default) draws box-drawing characters along the
///   path: horizontal runs `─`, vertical runs `│`, corners `┌┐└┘` (`╭╮╰╯` where the corner is
///   part of an arc or curve), joins `├┤┬┴┼`; a diagonal or a curve is a staircase of cells
///   that touch side to side. A segment covers the cells it passes through, half-open as a
///   fill is (a line from x 0 to x 10 covers ten cells), and the path's right and bottom
///   edges fall in the last cell its bounding box covers, so a path of the layer's bounds
///   strokes its edge cells, as a border does. A ``lineWidth`` of 2 or more
///   draws heavy lines (`━┃┏`…); 0 or more but under 2, light ones.
/// - ``strokeStart`` and ``strokeEnd`` trim the stroke to that fraction of the path's length.
///
/// - Note: Line caps, joins, miter limits and dash patterns are kept but change nothing in
///   cells. Changes show at the next frame; nothing is animated implicitly.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// Creates a shape layer with no path.
    public override init() {
        super.init()
    }

    /// Creates a copy of another layer's properties.
    ///
    /// - Parameter layer: The layer to copy.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        fillRule = other.fillRule
    }

    /// Creates a shape layer from an archive; Terrarium decodes nothing.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The path to draw, in the layer's coordinates; `nil` draws nothing.
    open var path: CGPath? {
        didSet { _setNeedsComposite() }
    }

    /// The colour inside the path; opaque black by default; `nil` fills nothing.
    open var fillColor: CGColor? = CGColor.black {
        didSet { _setNeedsComposite() }
    }

    /// The colour of the stroke; `nil` (no stroke) by default.
    open var strokeColor: CGColor? {
        didSet { _setNeedsComposite() }
    }

    /// The stroke's width: under 2 draws light lines, 2 or more heavy ones; 1 by default.
    open var lineWidth: CGFloat = 1 {
        didSet { _setNeedsComposite() }
    }

    /// Where the stroke starts, as a fraction 0 to 1 of the path's length; 0 by default.
    open var strokeStart: CGFloat = 0 {
        didSet { _setNeedsComposite() }
    }

    /// Where the stroke ends, as a fraction 0 to 1 of the path's length; 1 by default.
    open var strokeEnd: CGFloat = 1 {
        didSet { _setNeedsComposite() }
    }

    /// The rule that decides the inside of a path that crosses itself; non-zero by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { _setNeedsComposite() }
    }

    /// The shape of line ends; kept, cells have no caps.
    open var lineCap: CAShapeLayerLineCap = .butt

    /// The shape of joins; kept, cells join as box-drawing characters.
    open var lineJoin: CAShapeLayerLineJoin = .miter

    /// The miter limit; kept.
    open var miterLimit: CGFloat = 10

    /// The dash pattern; kept, but strokes are drawn solid.
    open var lineDashPattern: [NSNumber]?

    /// The dash phase; kept.
    open var lineDashPhase: CGFloat = 0

    override func _drawContent(into canvas: inout Canvas, origin: CGPoint, clip: CGRect, alpha: CGFloat) {
        guard let path else { return }
        let cellSize = CALayer._renderCellSize
        let rasterizer = _PathRasterizer(
            path: path, offset: CGPoint(x: origin.x / cellSize.width, y: origin.y / cellSize.height),
            cellSize: cellSize)
        func faded(_ color: CGColor) -> UIColor {
            let ui = color.uiColor
            return alpha >= 1 ? ui : ui.withAlphaComponent(ui.alphaComponent * alpha)
        }
        if let fillColor {
            rasterizer.fill(
                into: &canvas, color: faded(fillColor), rule: fillRule == .evenOdd ? .evenOdd : .winding, clip: clip)
        }
        if let strokeColor, alpha >= 0.5 {
            rasterizer.stroke(
                into: &canvas, color: faded(strokeColor), lineWidth: lineWidth, strokeStart: strokeStart,
                strokeEnd: strokeEnd, clip: clip)
        }
    }
}

/// The fill rules of a ``CAShapeLayer``.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a fill rule from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds round a point a non-zero number of times.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from a point crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The line caps of a ``CAShapeLayer``; kept for source compatibility.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a line cap from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends at the end points.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Rounded ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends past the end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The line joins of a ``CAShapeLayer``; kept for source compatibility.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a line join from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Pointed joins.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded joins.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut-off joins.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
