import Foundation

extension UIView {

    /// Marks the window the view is in as needing to be drawn again.
    func _setNeedsComposite() {
        _window?._setNeedsPresentation()
    }

    /// The screen whose cells this view is drawn in: its window's, else the main screen.
    var _screen: UIScreen { _window?.screen ?? UIScreen.main }

    /// How many points one of this view's screen's cells is.
    var _cellSize: CGSize { _screen.cellSize }

    /// A size counted in this view's screen's cells, in points; a negative length
    /// (``UIView/noIntrinsicMetric``) stays as it is.
    ///
    /// Terrarium's own views measure characters in whole cells; their sizes and metrics reach
    /// Auto Layout and frames through this.
    func _points(_ cells: CGSize) -> CGSize {
        let cell = _cellSize
        return CGSize(
            width: cells.width < 0 ? cells.width : cells.width * cell.width,
            height: cells.height < 0 ? cells.height : cells.height * cell.height)
    }

    /// A rectangle in points measured in this view's screen's cells, fractions kept: what a
    /// rectangle of the view is in the cell-addressed drawing context of a view on whole
    /// cells.
    func _cellRect(_ rect: CGRect) -> CGRect { rect._scaled(toCells: _cellSize) }

    /// The point in the middle of the cell at `column`, `row` of the view's bounds (counted
    /// from the bounds origin), for a view on whole cells.
    func _point(inColumn column: Int, row: Int) -> CGPoint {
        let cell = _cellSize
        return CGPoint(
            x: bounds.minX + (CGFloat(column) + 0.5) * cell.width, y: bounds.minY + (CGFloat(row) + 0.5) * cell.height)
    }

    /// A point in points measured in this view's screen's cells, fractions dropped: the cell
    /// (in the cell-addressed drawing coordinates) a touch falls in.
    func _cellPoint(_ point: CGPoint) -> CGPoint {
        let cell = _cellSize
        return CGPoint(
            x: (point.x / cell.width + 1e-9).rounded(.down), y: (point.y / cell.height + 1e-9).rounded(.down))
    }

    /// The row at which `rows` rows sit centred in a height of `available` rows (fractions
    /// allowed): the nearest whole row, a tie going up, as it did for whole-row heights.
    func _centredRow(in available: CGFloat, rows: CGFloat) -> CGFloat {
        Swift.max(0, ((available - rows) / 2 + 0.25).rounded(.down))
    }

    /// `columns` of this view's screen's cells, in points.
    func _points(columns: CGFloat) -> CGFloat { columns * _cellSize.width }

    /// `rows` of this view's screen's cells, in points.
    func _points(rows: CGFloat) -> CGFloat { rows * _cellSize.height }

    /// The whole columns `width` points hold.
    func _columns(_ width: CGFloat) -> Int { Int((width / _cellSize.width + 1e-9).rounded(.down)) }

    /// The whole rows `height` points hold.
    func _rows(_ height: CGFloat) -> Int { Int((height / _cellSize.height + 1e-9).rounded(.down)) }

    /// Runs `draw(_:)` into a fresh backing store if the view needs display, changed size,
    /// or moved by a fraction of a cell.
    ///
    /// - Parameters:
    ///   - cells: How many columns and rows the view owns on the canvas.
    ///   - gridOrigin: Where, in the view's bounds coordinates, the left and top edges of
    ///     the first cell it owns are.
    func _displayIfNeeded(cells: CGSize, gridOrigin: CGPoint, cellSize: CGSize) {
        let key = CGRect(
            origin: CGPoint(x: gridOrigin.x - _boundsOrigin.x, y: gridOrigin.y - _boundsOrigin.y), size: cells)
        if !_needsDisplay, _drawnGrid == key { return }
        _needsDisplay = false
        _drawnGrid = key
        let context = CanvasContext(
            bounds: CGRect(origin: _boundsOrigin, size: _frame.size), cells: cells, gridOrigin: gridOrigin,
            cellSize: cellSize)
        CanvasContext.stack.append(context)
        draw(CGRect(origin: _boundsOrigin, size: _frame.size))
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
        if !_transform.isIdentity || !_animations.isEmpty || _isLayerAnimating, !(self is UIWindow), !_isHidden {
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
        // The frame's screen, read once per frame by the window (or snapshot) drawing it.
        let cellSize = CALayer._renderCellSize
        let placed = frame.offsetBy(dx: origin.x, dy: origin.y)
        let rect = UIScreen.cellRect(for: placed, cellSize: cellSize)
        let contentOrigin = CGPoint(
            x: origin.x + frame.minX - _presentationBoundsOrigin.x,
            y: origin.y + frame.minY - _presentationBoundsOrigin.y)
        // Layer decorations (UIView+Layer.swift), only for views whose layer was asked for;
        // while the layer has animations, as they present it.
        let layer = _isLayerAnimating ? _layerStorage?._drawn : _layerStorage
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
        if _isLayerAnimating, !visible.isNull, !visible.isEmpty,
            _renderLayerTransition(into: &canvas, rect: rect, clip: visible)
        {
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
            // The first owned cell's corner, in this view's bounds coordinates.
            let gridOrigin = CGPoint(
                x: rect.minX * cellSize.width - placed.minX + _presentationBoundsOrigin.x,
                y: rect.minY * cellSize.height - placed.minY + _presentationBoundsOrigin.y)
            _displayIfNeeded(cells: rect.size, gridOrigin: gridOrigin, cellSize: cellSize)
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

/// The drawing context a view draws its content into during ``UIView/draw(_:)``: the
/// terminal cells the view owns, addressed in the view's bounds coordinates, in points.
///
/// Get it with ``UIGraphicsGetCurrentContext()``. Everything drawn is clipped to the view and
/// snapped to whole cells by the screen's one rule (``UIScreen/cellRect(for:)``): a fill
/// covers the cells whose centres it covers; text and single cells start in the first cell
/// whose centre is at or after the point, so text drawn at the bounds' origin starts in the
/// view's first cell wherever the view sits.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     let context = UIGraphicsGetCurrentContext()!
///     context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 16), with: .systemBlue)
///     context.draw("Inbox", at: CGPoint(x: 8, y: 0))   // the second column of the first row
/// }
/// ```
///
/// - Note: Stands in for UIKit's `CGContext`; a terminal draws characters in cells, not paths.
@preconcurrency @MainActor
public final class CanvasContext {
    /// The area that can be drawn, in the view's bounds coordinates (points).
    public let bounds: CGRect
    /// How many points one unit of this context's coordinates is: the screen's cell size for
    /// a view's context, one for the cell-addressed context of Terrarium's own views.
    let unit: CGSize
    /// Where the left and top edges of the first cell are, in this context's coordinates.
    let gridOrigin: CGPoint
    /// The number of columns and rows.
    let columns: Int, rows: Int
    /// The cells, shared with the context's cell-addressed sibling.
    private let store: _CanvasStore
    /// The colour ``UIBezierPath/fill()`` uses: set by ``UIColor/setFill()``; black by default.
    var _fillColor: UIColor = .black
    /// The colour ``UIBezierPath/stroke()`` uses: set by ``UIColor/setStroke()``; black by default.
    var _strokeColor: UIColor = .black
    /// The path being built and the saved states (`CanvasContext+Paths.swift`).
    var _pathState = _CanvasPathState()
    /// Whether `UIGraphicsBeginImageContext` made this context.
    var _isImageContext = false

    static var stack: [CanvasContext] = []

    /// A context over `cells` cells for a view with `bounds` (points), whose first cell's
    /// corner is at `gridOrigin` in the bounds coordinates.
    init(bounds: CGRect, cells: CGSize, gridOrigin: CGPoint, cellSize: CGSize) {
        self.bounds = bounds
        unit = cellSize
        self.gridOrigin = gridOrigin
        columns = Int(cells.width)
        rows = Int(cells.height)
        store = _CanvasStore()
    }

    /// A context addressed in cells, with its origin at the first cell.
    init(width: Int, height: Int, boundsOrigin: CGPoint) {
        bounds = CGRect(origin: boundsOrigin, size: CGSize(width: width, height: height))
        unit = CGSize(width: 1, height: 1)
        gridOrigin = boundsOrigin
        columns = width
        rows = height
        store = _CanvasStore()
    }

    private init(sibling: CanvasContext, bounds: CGRect, unit: CGSize, gridOrigin: CGPoint) {
        self.bounds = bounds
        self.unit = unit
        self.gridOrigin = gridOrigin
        columns = sibling.columns
        rows = sibling.rows
        store = sibling.store
    }

    /// The same cells addressed in cells rather than points: one unit a column or a row, with
    /// the view's bounds origin divided by the cell size. Terrarium's own views draw
    /// characters and lay them out in whole cells; they draw through this.
    var _cellAddressed: CanvasContext {
        if unit == CGSize(width: 1, height: 1) { return self }
        // The first cell the view owns is the origin of the cell-addressed bounds: the bounds
        // origin in whole cells. A view off the cells (a storyboard's frame 6 points down)
        // still draws its first row in the first cell it owns.
        let grid = CGPoint(x: (bounds.minX / unit.width).rounded(), y: (bounds.minY / unit.height).rounded())
        let cellBounds = CGRect(origin: grid, size: CGSize(width: columns, height: rows))
        return CanvasContext(sibling: self, bounds: cellBounds, unit: CGSize(width: 1, height: 1), gridOrigin: grid)
    }

    /// How many points one cell is, across and down: the screen's ``UIScreen/cellSize``.
    /// Text and box drawing land on whole cells; a view that draws characters cell by cell
    /// steps by this.
    ///
    /// ```swift
    /// let columns = Int(bounds.width / context.cellSize.width)
    /// context.draw("│", at: CGPoint(x: CGFloat(columns - 1) * context.cellSize.width, y: 0))
    /// ```
    ///
    /// - Note: A Terrarium addition.
    public var cellSize: CGSize { unit }

    /// The cells drawn, or `nil` if nothing was drawn.
    var canvas: Canvas? { store.canvas }

    /// The cells drawn so far, the size of the context.
    var _drawnCells: Canvas {
        store.canvas ?? Canvas(width: columns, height: rows)
    }

    func withCanvas(_ body: (inout Canvas) -> Void) {
        var target = store.canvas ?? Canvas(width: columns, height: rows)
        store.canvas = nil  // so the mutation below does not copy the cells
        body(&target)
        store.canvas = target
    }

    /// The cell (column, row) that something drawn from a point in this context's coordinates
    /// starts in: the first whose centre is at or after the point, as a rectangle from that
    /// point would own (``UIScreen/cellRect(for:)``).
    func local(_ point: CGPoint) -> CGPoint {
        CGPoint(
            x: ((point.x - gridOrigin.x) / unit.width - 0.5 - 1e-9).rounded(.up),
            y: ((point.y - gridOrigin.y) / unit.height - 0.5 - 1e-9).rounded(.up))
    }

    /// The cells a rectangle in this context's coordinates owns.
    func localCells(_ rect: CGRect) -> CGRect {
        UIScreen.cellRect(for: rect.offsetBy(dx: -gridOrigin.x, dy: -gridOrigin.y), cellSize: unit)
    }

    /// Fills a rectangle with a colour: an opaque colour covers what was drawn there, a
    /// translucent one tints it.
    public func fill(_ rect: CGRect, with color: UIColor) {
        withCanvas { $0.fill(localCells(rect), with: color) }
    }

    /// Clears a rectangle back to transparent cells.
    public func clear(_ rect: CGRect) {
        withCanvas { $0.clear(localCells(rect)) }
    }

    /// Draws one line of text starting in the first cell whose centre is at or after `point`;
    /// wide characters take two cells.
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

    /// Sets the first cell whose centre is at or after `point`.
    public func put(_ cell: Cell, at point: CGPoint) {
        let p = local(point)
        guard p.x >= 0, p.y >= 0, Int(p.x) < columns, Int(p.y) < rows else { return }
        withCanvas { $0.put(cell, x: Int(p.x), y: Int(p.y)) }
    }
}

/// The cells a context and its cell-addressed sibling draw into.
final class _CanvasStore {
    var canvas: Canvas?
}

/// The context of the view whose ``UIView/draw(_:)`` is running, or `nil` outside drawing.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CanvasContext? {
    CanvasContext.stack.last
}
