import Foundation

// `CALayer.render(in:)`: a layer drawn into a drawing context's cells, as it is drawn on
// the screen.

extension CALayer {
    /// Draws the layer into `ctx` with the layer's own (0, 0) at the context's (0, 0): a
    /// view's layer draws its view and subviews (without the view's transform), a plain
    /// layer itself and its sublayers, each at its presented values.
    func _render(in ctx: CGContext) {
        let previous = CALayer._renderCellSize
        CALayer._renderCellSize = ctx.unit
        defer { CALayer._renderCellSize = previous }
        // The context's point p is in cell (p - gridOrigin) / unit.
        let origin = CGPoint(x: -ctx.gridOrigin.x, y: -ctx.gridOrigin.y)
        ctx.withCanvas { canvas in
            let area = CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
            if let view = _view {
                let frame = view is UIWindow ? view.bounds : view._presentationFrame
                let boundsOrigin = view._presentationBoundsOrigin
                view._renderUntransformed(
                    into: &canvas,
                    origin: CGPoint(
                        x: origin.x - frame.minX + boundsOrigin.x, y: origin.y - frame.minY + boundsOrigin.y),
                    clip: area, inheritedAlpha: 1)
            } else {
                _renderPlain(into: &canvas, origin: origin, clip: area, inheritedAlpha: 1)
            }
        }
    }
}
