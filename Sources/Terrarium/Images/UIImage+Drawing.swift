import Foundation

extension UIImage {
    /// Draws the image at its own size with its top-left corner at `point`, in the current
    /// drawing context (a view's ``UIView/draw(_:)``, a ``UIGraphicsImageRenderer`` block, or
    /// between ``UIGraphicsBeginImageContext(_:)`` and ``UIGraphicsEndImageContext()``).
    ///
    /// ```swift
    /// UIGraphicsImageRenderer(size: CGSize(width: 6, height: 1)).image { _ in
    ///     UIImage(systemName: "star.fill")?.draw(at: CGPoint(x: 1, y: 0))   // " ★"
    /// }
    /// ```
    ///
    /// - Parameter point: Where the image's top-left corner goes, in the context's coordinates.
    /// - Note: Main-actor isolated in Terrarium, as its drawing context is (UIKit's method is
    ///   not). Outside a drawing context nothing is drawn, as in UIKit.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect` in the current drawing context.
    ///
    /// A bitmap is resampled into the cells `rect` covers, two pixels to a cell (as a
    /// ``UIImageView`` with ``UIView/ContentMode-swift.enum/scaleToFill`` draws it), a resizable
    /// image keeping its caps; a glyph is drawn once from the rectangle's first cell, in the
    /// image's tint colour or the label colour; an image of cells (``cells``) is drawn from
    /// the rectangle's first cell, cut to the rectangle.
    ///
    /// ```swift
    /// override func draw(_ rect: CGRect) {
    ///     logo.draw(in: bounds.insetBy(dx: 8, dy: 0))
    /// }
    /// ```
    ///
    /// - Parameter rect: The rectangle, in the context's coordinates.
    /// - Note: Glyphs and cells are text, which a terminal cannot scale: they keep their size
    ///   and are cut to the rectangle. Main-actor isolated in Terrarium, as its drawing context
    ///   is. Outside a drawing context nothing is drawn, as in UIKit.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let cells = context.localCells(rect)
        let columns = Int(cells.width), rows = Int(cells.height)
        guard columns > 0, rows > 0 else { return }
        let target = context._cellAddressed
        let origin = CGPoint(x: target.bounds.minX + cells.minX, y: target.bounds.minY + cells.minY)
        if let bitmap {
            UIImageView._drawBitmap(
                self, bitmap, in: target, at: origin, columns: columns, rows: rows, contentMode: .scaleToFill,
                viewTint: nil, square: context.cellSize.width)
        } else if let drawn = self.cells {
            // Cells are not resampled: drawn from the rectangle's first cell, cut to it.
            context.withCanvas { $0.composite(drawn, at: cells.origin, clip: cells) }
        } else {
            target.draw(glyph, at: origin, foreground: _glyphColor(tint: nil))
        }
    }
}
