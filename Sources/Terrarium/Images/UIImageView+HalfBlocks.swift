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
        guard placement.width > 0, placement.height > 0 else {
            return [Float](repeating: 0, count: columns * pixelRows * 4)
        }
        let scaleX = Double(bitmap.width) / Double(placement.width)
        let scaleY = Double(bitmap.height) / Double(placement.height)
        let columnRanges = (0..<columns).map {
            _sourceRange(Double($0) - Double(placement.minX), scale: scaleX, count: bitmap.width)
        }
        let rowRanges = (0..<pixelRows).map {
            _sourceRange(Double($0) - Double(placement.minY), scale: scaleY, count: bitmap.height)
        }
        return _resample(bitmap, columnRanges: columnRanges, rowRanges: rowRanges)
    }

    /// Resamples `bitmap` onto a grid whose column `x` covers the source columns
    /// `columnRanges[x]` and whose pixel row `y` the source rows `rowRanges[y]` (`nil`: clear),
    /// averaging the covered pixels, premultiplied.
    ///
    /// - Returns: premultiplied RGBA, 4 `Float`s (0...1) per grid pixel.
    static func _resample(
        _ bitmap: PNGDecoder.Bitmap, columnRanges: [Range<Int>?], rowRanges: [Range<Int>?]
    ) -> [Float] {
        let columns = columnRanges.count
        var out = [Float](repeating: 0, count: columns * rowRanges.count * 4)
        bitmap.rgba.withUnsafeBufferPointer { rgba in
            for (y, rowRange) in rowRanges.enumerated() {
                guard let rowRange else { continue }
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

    /// The source pixels each of `length` grid pixels covers along one axis of a resizable
    /// image drawn to fill them: the caps (`leading` and `trailing` source pixels) at their
    /// own size, `perGridPixel` source pixels a grid pixel, and the pixels between them
    /// tiled or stretched over the rest. Caps wider than the space share it in proportion,
    /// as when UIKit draws a resizable image smaller than its caps.
    static func _slicedRanges(
        count: Int, leading: Double, trailing: Double, length: Int, perGridPixel: Double,
        mode: UIImage.ResizingMode
    ) -> [Range<Int>?] {
        let total = Double(count)
        let lead = Swift.min(Swift.max(0, leading), total), trail = Swift.min(Swift.max(0, trailing), total - lead)
        let middle = total - lead - trail
        var leadGrid = lead / perGridPixel, trailGrid = trail / perGridPixel
        let space = Double(length)
        if leadGrid + trailGrid > space, leadGrid + trailGrid > 0 {
            let shrink = space / (leadGrid + trailGrid)
            leadGrid *= shrink
            trailGrid *= shrink
        }
        let middleGrid = space - leadGrid - trailGrid
        func range(around position: Double, scale: Double, within bounds: Range<Double>) -> Range<Int>? {
            guard bounds.upperBound > bounds.lowerBound else { return nil }
            let low = Int(bounds.lowerBound.rounded(.down)), high = Int(bounds.upperBound.rounded(.up))
            if scale <= 1 {
                let index = Swift.min(Swift.max(low, Int(position.rounded(.down))), high - 1)
                return index..<(index + 1)
            }
            let first = Swift.min(Swift.max(low, Int((position - scale / 2).rounded(.down))), high - 1)
            let last = Swift.max(first + 1, Swift.min(high, Int((position + scale / 2).rounded(.up))))
            return first..<last
        }
        return (0..<length).map { index in
            let centre = Double(index) + 0.5
            if centre < leadGrid {
                let scale = lead / leadGrid
                return range(around: centre * scale, scale: scale, within: 0..<lead)
            }
            if centre >= space - trailGrid {
                let scale = trail / trailGrid
                return range(
                    around: total - trail + (centre - (space - trailGrid)) * scale, scale: scale,
                    within: (total - trail)..<total)
            }
            guard middle > 0, middleGrid > 0 else {
                // No pixels between the caps: the nearer cap's edge pixel fills the gap.
                let edge = centre - leadGrid < middleGrid / 2 ? lead - 1 : total - trail
                return range(around: edge + 0.5, scale: 1, within: 0..<total)
            }
            switch mode {
            case .stretch:
                let scale = middle / middleGrid
                return range(around: lead + (centre - leadGrid) * scale, scale: scale, within: lead..<(lead + middle))
            case .tile:
                let offset = ((centre - leadGrid) * perGridPixel).truncatingRemainder(dividingBy: middle)
                return range(around: lead + offset, scale: perGridPixel, within: lead..<(lead + middle))
            }
        }
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

    /// A colour from premultiplied components, or `nil` if (nearly) fully transparent; a
    /// template's pixel is `tint`, at the pixel's opacity.
    private static func _color(_ pixels: [Float], _ index: Int, tint: UIColor?) -> UIColor? {
        let alpha = pixels[index + 3]
        guard alpha >= 0.5 / 255 else { return nil }
        if let tint {
            var tintAlpha: CGFloat = 1
            _ = tint.getRed(nil, green: nil, blue: nil, alpha: &tintAlpha)
            return tint.withAlphaComponent(tintAlpha * CGFloat(alpha))
        }
        return UIColor(
            red: CGFloat(pixels[index] / alpha), green: CGFloat(pixels[index + 1] / alpha),
            blue: CGFloat(pixels[index + 2] / alpha), alpha: CGFloat(alpha))
    }

    /// Draws the bitmap into `columns` × `rows` cells, two pixels of the grid a cell, stacked.
    /// The image's size in points is measured in squares a column wide (8 points on a
    /// standard screen, half a cell's height): the grid's pixels are square, and an image
    /// keeps its shape.
    ///
    /// A resizable image (``UIImage/capInsets`` not zero) scaled to fill keeps its caps at
    /// their size and tiles or stretches what is between them; a template image
    /// (``UIImage/RenderingMode-swift.enum/alwaysTemplate``) or one given a tint colour is
    /// drawn in that colour, keeping its transparency.
    func _drawBitmap(
        _ image: UIImage, _ bitmap: PNGDecoder.Bitmap, in context: CanvasContext, columns: Int, rows: Int
    ) {
        Self._drawBitmap(
            image, bitmap, in: context, at: context.bounds.origin, columns: columns, rows: rows,
            contentMode: contentMode, viewTint: tintColor, square: _cellSize.width)
    }

    /// Draws the bitmap into `columns` × `rows` cells of a cell-addressed `context` from
    /// `origin`, placed by `contentMode`, a template in `viewTint`; `square` is a grid pixel's
    /// width in points. ``UIImage/draw(in:)`` draws through this as well.
    static func _drawBitmap(
        _ image: UIImage, _ bitmap: PNGDecoder.Bitmap, in context: CanvasContext, at origin: CGPoint,
        columns: Int, rows: Int, contentMode: UIView.ContentMode, viewTint: UIColor?, square: CGFloat
    ) {
        let scale = image.scale
        let pixels: [Float]
        let caps = image.capInsets
        if caps != .zero, contentMode == .scaleToFill || contentMode == .redraw {
            // Source pixels a grid pixel: `scale` a point, `square` points a grid pixel.
            let perGridPixel = Double(scale * square)
            let columnRanges = Self._slicedRanges(
                count: bitmap.width, leading: Double(caps.left * scale), trailing: Double(caps.right * scale),
                length: columns, perGridPixel: perGridPixel, mode: image.resizingMode)
            let rowRanges = Self._slicedRanges(
                count: bitmap.height, leading: Double(caps.top * scale), trailing: Double(caps.bottom * scale),
                length: rows * 2, perGridPixel: perGridPixel, mode: image.resizingMode)
            pixels = Self._resample(bitmap, columnRanges: columnRanges, rowRanges: rowRanges)
        } else {
            let imageSize = CGSize(
                width: CGFloat(bitmap.width) / scale / square, height: CGFloat(bitmap.height) / scale / square)
            let grid = CGSize(width: columns, height: rows * 2)
            let placement = Self._placement(imageSize: imageSize, in: grid, contentMode: contentMode)
            pixels = Self._resample(bitmap, placement: placement, columns: columns, pixelRows: rows * 2)
        }
        let tint = image._bitmapTint(viewTint: viewTint)
        for row in 0..<rows {
            for column in 0..<columns {
                let upper = Self._color(pixels, (row * 2 * columns + column) * 4, tint: tint)
                let lower = Self._color(pixels, ((row * 2 + 1) * columns + column) * 4, tint: tint)
                let cell: Cell
                switch (upper, lower) {
                case (nil, nil): continue
                case (let upper?, nil): cell = Cell(text: "▀", foreground: upper)
                case (nil, let lower?): cell = Cell(text: "▄", foreground: lower)
                case (let upper?, let lower?): cell = Cell(text: "▀", foreground: upper, background: lower)
                }
                context.put(cell, at: CGPoint(x: origin.x + CGFloat(column), y: origin.y + CGFloat(row)))
            }
        }
    }
}
