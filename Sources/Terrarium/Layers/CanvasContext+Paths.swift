import Foundation

/// Core Graphics' name for the drawing context: code that declares a `CGContext` gets
/// Terrarium's ``CanvasContext``, which draws cells.
///
/// - Note: Only the members below and ``CanvasContext``'s own exist; paths become cells as
///   ``CAShapeLayer`` describes.
public typealias CGContext = CanvasContext

/// The path a context is building and the states saved with `saveGState()`.
struct _CanvasPathState {
    var path = CGMutablePath()
    var lineWidth: CGFloat = 1
    var saved: [(fill: UIColor, stroke: UIColor, lineWidth: CGFloat)] = []
}

extension CanvasContext {
    /// Sets the colour fills use, as ``UIColor/setFill()`` does.
    ///
    /// - Parameter color: The colour.
    public func setFillColor(_ color: CGColor) {
        _fillColor = color.uiColor
    }

    /// Sets the colour strokes use, as ``UIColor/setStroke()`` does.
    ///
    /// - Parameter color: The colour.
    public func setStrokeColor(_ color: CGColor) {
        _strokeColor = color.uiColor
    }

    /// Sets the line width strokes use: under 2 draws light lines, 2 or more heavy ones.
    ///
    /// - Parameter width: The width.
    public func setLineWidth(_ width: CGFloat) {
        _pathState.lineWidth = width
    }

    /// Saves the colours and line width; ``restoreGState()`` brings them back.
    public func saveGState() {
        _pathState.saved.append((_fillColor, _strokeColor, _pathState.lineWidth))
    }

    /// Restores the colours and line width last saved.
    public func restoreGState() {
        guard let state = _pathState.saved.popLast() else { return }
        _fillColor = state.fill
        _strokeColor = state.stroke
        _pathState.lineWidth = state.lineWidth
    }

    /// Starts a new, empty current path.
    public func beginPath() {
        _pathState.path = CGMutablePath()
    }

    /// Starts a subpath of the current path at a point.
    ///
    /// - Parameter point: The point.
    public func move(to point: CGPoint) {
        _pathState.path.move(to: point)
    }

    /// Adds a line to the current path.
    ///
    /// - Parameter point: The end of the line.
    public func addLine(to point: CGPoint) {
        _pathState.path.addLine(to: point)
    }

    /// Adds connected lines to the current path.
    ///
    /// - Parameter points: The points.
    public func addLines(between points: [CGPoint]) {
        _pathState.path.addLines(between: points)
    }

    /// Adds a rectangle to the current path.
    ///
    /// - Parameter rect: The rectangle.
    public func addRect(_ rect: CGRect) {
        _pathState.path.addRect(rect)
    }

    /// Adds an ellipse to the current path.
    ///
    /// - Parameter rect: The rectangle it fits.
    public func addEllipse(in rect: CGRect) {
        _pathState.path.addEllipse(in: rect)
    }

    /// Adds an arc to the current path, in Core Graphics' sense of `clockwise`.
    ///
    /// - Parameters:
    ///   - center: The centre.
    ///   - radius: The radius.
    ///   - startAngle: The start angle in radians.
    ///   - endAngle: The end angle.
    ///   - clockwise: `true` toward decreasing angles.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        _pathState.path.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Adds a path to the current path.
    ///
    /// - Parameter path: The path.
    public func addPath(_ path: CGPath) {
        _pathState.path.addPath(path)
    }

    /// Closes the current subpath.
    public func closePath() {
        _pathState.path.closeSubpath()
    }

    /// Fills the current path with the fill colour, by cell coverage, and empties it.
    ///
    /// - Parameter rule: The fill rule.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        _fill(_pathState.path, color: _fillColor, rule: rule)
        beginPath()
    }

    /// Strokes the current path with the stroke colour, as box-drawing characters, and empties it.
    public func strokePath() {
        _stroke(_pathState.path, color: _strokeColor, lineWidth: _pathState.lineWidth)
        beginPath()
    }

    /// Fills a rectangle with the fill colour.
    ///
    /// - Parameter rect: The rectangle.
    public func fill(_ rect: CGRect) {
        fill(rect, with: _fillColor)
    }

    /// Strokes a rectangle's outline with the stroke colour (a box on its edge cells).
    ///
    /// - Parameter rect: The rectangle.
    public func stroke(_ rect: CGRect) {
        _stroke(CGPath(rect: rect, transform: nil), color: _strokeColor, lineWidth: _pathState.lineWidth)
    }

    /// Fills an ellipse with the fill colour.
    ///
    /// - Parameter rect: The rectangle it fits.
    public func fillEllipse(in rect: CGRect) {
        _fill(CGPath(ellipseIn: rect, transform: nil), color: _fillColor, rule: .winding)
    }

    /// Strokes an ellipse with the stroke colour.
    ///
    /// - Parameter rect: The rectangle it fits.
    public func strokeEllipse(in rect: CGRect) {
        _stroke(CGPath(ellipseIn: rect, transform: nil), color: _strokeColor, lineWidth: _pathState.lineWidth)
    }

    /// Strokes separate line segments: points 0–1, 2–3, and so on.
    ///
    /// - Parameter points: The end points, in pairs.
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = CGMutablePath()
        for pair in stride(from: 0, to: points.count - 1, by: 2) {
            path.move(to: points[pair])
            path.addLine(to: points[pair + 1])
        }
        _stroke(path, color: _strokeColor, lineWidth: _pathState.lineWidth)
    }

    /// Draws another canvas with its top-left cell at `point`, in the context's coordinates.
    func _composite(_ cells: Canvas, at point: CGPoint) {
        let origin = local(point)
        withCanvas { $0.composite(cells, at: origin) }
    }
}

/// Fills a rectangle with the current context's fill colour.
///
/// - Parameter rect: The rectangle.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Draws a box on a rectangle's edge cells with the current context's fill colour, as
/// UIKit's frame does.
///
/// - Parameter rect: The rectangle.
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context._stroke(CGPath(rect: rect, transform: nil), color: context._fillColor, lineWidth: 1)
}
