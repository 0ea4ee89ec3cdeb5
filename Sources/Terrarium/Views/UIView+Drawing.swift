import Foundation

extension UIView {

    /// Marks the window the view is in as needing to be drawn again.
    func _setNeedsComposite() {
        _window?._setNeedsPresentation()
    }

    /// Runs `draw(_:)` into a fresh backing store if the view needs display or changed size.
    func _displayIfNeeded(width: Int, height: Int) {
        let size = CGSize(width: width, height: height)
        if !_needsDisplay, _drawnSize == size { return }
        _needsDisplay = false
        _drawnSize = size
        let context = CanvasContext(width: width, height: height, boundsOrigin: _boundsOrigin)
        CanvasContext.stack.append(context)
        draw(CGRect(origin: _boundsOrigin, size: CGSize(width: width, height: height)))
        CanvasContext.stack.removeLast()
        _drawCount += 1
        _backingStore = context.canvas
    }

    /// Composites this view and its subviews into `canvas`.
    ///
    /// - Parameters:
    ///   - origin: where the superview's coordinate (0, 0) falls on the canvas.
    ///   - clip: the canvas area this view may draw in.
    ///   - inheritedAlpha: the product of the ancestors' alphas (UIKit's group opacity).
    func _render(into canvas: inout Canvas, origin: CGPoint, clip: CGRect, inheritedAlpha: CGFloat) {
        if !_transform.isIdentity || !_animations.isEmpty, !(self is UIWindow), !_isHidden {
            let transform = _presentationTransform
            if !transform.isIdentity {
                _renderTransformed(
                    into: &canvas, origin: origin, clip: clip, inheritedAlpha: inheritedAlpha, transform: transform)
                return
            }
        }
        _renderUntransformed(into: &canvas, origin: origin, clip: clip, inheritedAlpha: inheritedAlpha)
    }

    /// ``_render(into:origin:clip:inheritedAlpha:)`` without the view's transform.
    func _renderUntransformed(into canvas: inout Canvas, origin: CGPoint, clip: CGRect, inheritedAlpha: CGFloat) {
        guard !_isHidden else { return }
        let alpha = inheritedAlpha * _presentationAlpha
        guard alpha > 0 else { return }
        let frame = self is UIWindow ? bounds : _presentationFrame
        let rect = frame.offsetBy(dx: origin.x, dy: origin.y).snappedToCells
        let contentOrigin = CGPoint(
            x: origin.x + frame.minX - _presentationBoundsOrigin.x,
            y: origin.y + frame.minY - _presentationBoundsOrigin.y)
        // Layer decorations (UIView+Layer.swift), only for views whose layer was asked for.
        let layer = _layerStorage
        var clip = clip
        if let layer, let maskRect = layer._maskRect(origin: contentOrigin) {
            clip = clip.intersection(maskRect)
            if clip.isNull || clip.isEmpty { return }
        }
        let visible = rect.intersection(clip)
        if let snapshot = _shownTransitionSnapshot {
            // The first half of a transition shows the view as it was.
            if !visible.isNull, !visible.isEmpty { canvas.composite(snapshot, at: rect.origin, clip: visible) }
            return
        }
        layer?._renderShadow(into: &canvas, rect: rect, origin: contentOrigin, clip: clip, alpha: alpha)
        if !visible.isNull, !visible.isEmpty {
            if _dimsContentBelow { canvas._dim(visible) }
            if let color = _presentationBackgroundColor {
                // The same colour object while fully opaque: a new one per view per frame would
                // allocate, and send the renderer's per-cell comparison past its identity check.
                let fill = alpha == 1 ? color : color.withAlphaComponent(color.alphaComponent * alpha)
                if let layer {
                    layer._fillBackground(into: &canvas, color: fill, rect: rect, clip: visible)
                } else {
                    canvas.fill(rect, with: fill, clip: visible)
                }
            }
            _displayIfNeeded(width: Int(rect.width), height: Int(rect.height))
            if alpha >= 0.5, let store = _backingStore {
                canvas.composite(store, at: rect.origin, clip: visible)
            }
        }
        let childClip = clipsToBounds ? visible : clip
        if clipsToBounds && (visible.isNull || visible.isEmpty) { return }
        layer?._drawContent(into: &canvas, origin: contentOrigin, clip: childClip, alpha: alpha)
        if _needsOrderedSublayerWalk {
            _renderSublayers(into: &canvas, contentOrigin: contentOrigin, clip: childClip, alpha: alpha)
        } else {
            for subview in _subviews {
                subview._render(into: &canvas, origin: contentOrigin, clip: childClip, inheritedAlpha: alpha)
            }
        }
        if !visible.isNull, !visible.isEmpty, alpha >= 0.5 {
            _renderOverlay(into: &canvas, rect: rect, clip: visible)
        }
        if let layer, !visible.isNull, !visible.isEmpty {
            layer._renderBorder(into: &canvas, rect: rect, clip: visible, alpha: alpha)
        }
    }
}

extension Canvas {
    /// Dims the cells of `rect`: their text is drawn faint and their background darkened,
    /// as a modal sheet's backdrop does.
    mutating func _dim(_ rect: CGRect) {
        let minX = Swift.max(0, Int(rect.minX)), maxX = Swift.min(width, Int(rect.maxX))
        let minY = Swift.max(0, Int(rect.minY)), maxY = Swift.min(height, Int(rect.maxY))
        guard minX < maxX, minY < maxY else { return }
        let shade = UIColor(white: 0, alpha: 0.5)
        for y in minY..<maxY {
            for x in minX..<maxX {
                var cell = self[x: x, y: y]
                if cell.isContinuation { continue }
                cell.attributes.insert(.dim)
                cell.background = shade.blended(over: cell.background)
                put(cell, x: x, y: y)
            }
        }
    }
}

/// The drawing context a view draws its content into during ``UIView/draw(_:)``: a grid of
/// terminal cells the size of the view, addressed in the view's bounds coordinates.
///
/// Get it with ``UIGraphicsGetCurrentContext()``. Everything drawn is clipped to the view.
///
/// - Note: Stands in for UIKit's `CGContext`; a terminal draws characters in cells, not paths.
@preconcurrency @MainActor
public final class CanvasContext {
    /// The area that can be drawn, in the view's bounds coordinates.
    public let bounds: CGRect
    private(set) var canvas: Canvas?
    /// The colour ``UIBezierPath/fill()`` uses: set by ``UIColor/setFill()``; black by default.
    var _fillColor: UIColor = .black
    /// The colour ``UIBezierPath/stroke()`` uses: set by ``UIColor/setStroke()``; black by default.
    var _strokeColor: UIColor = .black
    /// The path being built and the saved states (`CanvasContext+Paths.swift`).
    var _pathState = _CanvasPathState()
    /// Whether `UIGraphicsBeginImageContext` made this context.
    var _isImageContext = false

    static var stack: [CanvasContext] = []

    init(width: Int, height: Int, boundsOrigin: CGPoint) {
        bounds = CGRect(origin: boundsOrigin, size: CGSize(width: width, height: height))
    }

    /// The cells drawn so far, the size of ``bounds``.
    var _drawnCells: Canvas {
        canvas ?? Canvas(width: Int(bounds.width), height: Int(bounds.height))
    }

    func withCanvas(_ body: (inout Canvas) -> Void) {
        var target = canvas ?? Canvas(width: Int(bounds.width), height: Int(bounds.height))
        canvas = nil  // so the mutation below does not copy the cells
        body(&target)
        canvas = target
    }

    func local(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY)
    }

    /// Fills a rectangle with a colour: an opaque colour covers what was drawn there, a
    /// translucent one tints it.
    public func fill(_ rect: CGRect, with color: UIColor) {
        withCanvas { $0.fill(CGRect(origin: local(rect.origin), size: rect.size), with: color) }
    }

    /// Clears a rectangle back to transparent cells.
    public func clear(_ rect: CGRect) {
        withCanvas { $0.clear(CGRect(origin: local(rect.origin), size: rect.size)) }
    }

    /// Draws one line of text starting at `point`; wide characters take two cells.
    ///
    /// - Returns: the number of cells (columns) the text took.
    @discardableResult
    public func draw(
        _ text: String, at point: CGPoint, foreground: UIColor? = nil, background: UIColor? = nil,
        attributes: TextAttributes = []
    ) -> Int {
        var width = 0
        withCanvas {
            width = $0.draw(
                text, at: local(point), foreground: foreground, background: background, attributes: attributes)
        }
        return width
    }

    /// Sets one cell.
    public func put(_ cell: Cell, at point: CGPoint) {
        let p = local(point)
        guard p.x >= 0, p.y >= 0, p.x < bounds.width, p.y < bounds.height else { return }
        withCanvas { $0.put(cell, x: Int(p.x), y: Int(p.y)) }
    }
}

/// The context of the view whose ``UIView/draw(_:)`` is running, or `nil` outside drawing.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CanvasContext? {
    CanvasContext.stack.last
}
