import Foundation

// Drawing a bitmap in half-block cells: place it by content mode on a grid of
// columns × (rows × 2) pixels, resample, then write a cell per pixel pair.

extension UIImageView {
    /// Where the picture goes on the pixel grid (x in columns, y in half rows), for the
    /// content mode.
    static func _placement(
        imageSize: CGSize, in grid: CGSize, contentMode: UIView.ContentMode
    ) -> CGRect {
        let width = imageSize.width, height = imageSize.height
        func at(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
            CGRect(x: x, y: y, width: w, height: h)
        }
        switch contentMode {
        case .scaleToFill, .redraw:
            return at(0, 0, grid.width, grid.height)
        case .scaleAspectFit, .scaleAspectFill:
            let sx = grid.width / width, sy = grid.height / height
            let s = contentMode == .scaleAspectFit ? Swift.min(sx, sy) : Swift.max(sx, sy)
            let w = width * s, h = height * s
            return at((grid.width - w) / 2, (grid.height - h) / 2, w, h)
        case .center: return at((grid.width - width) / 2, (grid.height - height) / 2, width, height)
        case .top: return at((grid.width - width) / 2, 0, width, height)
        case .bottom: return at((grid.width - width) / 2, grid.height - height, width, height)
        case .left: return at(0, (grid.height - height) / 2, width, height)
        case .right: return at(grid.width - width, (grid.height - height) / 2, width, height)
        case .topLeft: return at(0, 0, width, height)
        case .topRight: return at(grid.width - width, 0, width, height)
        case .bottomLeft: return at(0, grid.height - height, width, height)
        case .bottomRight: return at(grid.width - width, grid.height - height, width, height)
        }
    }

    /// Resamples `bitmap` onto a `columns × pixelRows` grid: each grid pixel inside the
    /// placement averages (premultiplied) the source pixels it covers; outside it is clear.
    ///
    /// - Returns: premultiplied RGBA, 4 `Float`s (0...1) per grid pixel.
    static func _resample(
        _ bitmap: PNGDecoder.Bitmap, placement: CGRect, columns: Int, pixelRows: Int
    ) -> [Float] {
        var out = [Float](repeating: 0, count: columns * pixelRows * 4)
        guard placement.width > 0, placement.height > 0 else { return out }
        let scaleX = Double(bitmap.width) / Double(placement.width)
        let scaleY = Double(bitmap.height) / Double(placement.height)
        // Source column ranges per grid column, computed once.
        var columnRanges: [Range<Int>?] = []
        for x in 0..<columns {
            columnRanges.append(
                _sourceRange(Double(x) - Double(placement.minX), scale: scaleX, count: bitmap.width))
        }
        bitmap.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<pixelRows {
                guard
                    let rowRange = _sourceRange(Double(y) - Double(placement.minY), scale: scaleY, count: bitmap.height)
                else { continue }
                for x in 0..<columns {
                    guard let columnRange = columnRanges[x] else { continue }
                    var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                    for sy in rowRange {
                        var index = (sy * bitmap.width + columnRange.lowerBound) * 4
                        for _ in columnRange {
                            let alpha = Float(rgba[index + 3]) / 255
                            r += Float(rgba[index]) / 255 * alpha
                            g += Float(rgba[index + 1]) / 255 * alpha
                            b += Float(rgba[index + 2]) / 255 * alpha
                            a += alpha
                            index += 4
                        }
                    }
                    let count = Float(rowRange.count * columnRange.count)
                    let at = (y * columns + x) * 4
                    out[at] = r / count
                    out[at + 1] = g / count
                    out[at + 2] = b / count
                    out[at + 3] = a / count
                }
            }
        }
        return out
    }

    /// The source pixels a grid pixel at `offset` from the placement's edge covers, or
    /// `nil` when its centre is outside the picture: the pixel under its centre when
    /// enlarging, every pixel it touches when shrinking.
    private static func _sourceRange(_ offset: Double, scale: Double, count: Int) -> Range<Int>? {
        let centre = (offset + 0.5) * scale
        guard centre >= 0, centre < Double(count) else { return nil }
        if scale <= 1 {
            let index = Int(centre)
            return index..<(index + 1)
        }
        let first = Swift.max(0, Int((offset * scale).rounded(.down)))
        let last = Swift.min(count, Swift.max(first + 1, Int(((offset + 1) * scale).rounded(.up))))
        return first..<last
    }

    /// A colour from premultiplied components, or `nil` if (nearly) fully transparent.
    private static func _color(_ pixels: [Float], _ index: Int) -> UIColor? {
        let alpha = pixels[index + 3]
        guard alpha >= 0.5 / 255 else { return nil }
        return UIColor(
            red: CGFloat(pixels[index] / alpha), green: CGFloat(pixels[index + 1] / alpha),
            blue: CGFloat(pixels[index + 2] / alpha), alpha: CGFloat(alpha))
    }

    /// Draws the bitmap into `columns` × `rows` cells, two pixels of the grid a cell, stacked.
    /// The image's size in points is measured in squares a column wide (8 points on a
    /// standard screen, half a cell's height): the grid's pixels are square, and an image
    /// keeps its shape.
    func _drawBitmap(_ bitmap: PNGDecoder.Bitmap, scale: CGFloat, in context: CanvasContext, columns: Int, rows: Int) {
        let square = _cellSize.width
        let imageSize = CGSize(
            width: CGFloat(bitmap.width) / scale / square, height: CGFloat(bitmap.height) / scale / square)
        let grid = CGSize(width: columns, height: rows * 2)
        let placement = Self._placement(imageSize: imageSize, in: grid, contentMode: contentMode)
        let pixels = Self._resample(bitmap, placement: placement, columns: columns, pixelRows: rows * 2)
        for row in 0..<rows {
            for column in 0..<columns {
                let upper = Self._color(pixels, (row * 2 * columns + column) * 4)
                let lower = Self._color(pixels, ((row * 2 + 1) * columns + column) * 4)
                let cell: Cell
                switch (upper, lower) {
                case (nil, nil): continue
                case (let upper?, nil): cell = Cell(text: "▀", foreground: upper)
                case (nil, let lower?): cell = Cell(text: "▄", foreground: lower)
                case (let upper?, let lower?): cell = Cell(text: "▀", foreground: upper, background: lower)
                }
                context.put(cell, at: CGPoint(x: context.bounds.minX + CGFloat(column), y: context.bounds.minY + CGFloat(row)))
            }
        }
    }
}
