import Foundation

extension Canvas {
    /// Draws another canvas onto this one, as a view's layer is drawn over its superview's.
    ///
    /// Blank cells (exactly ``Cell/blank``) in `source` are transparent, so a subview that only
    /// drew some text lets what is beneath show around it. Every other cell replaces the text,
    /// foreground and attributes beneath it, and its background is blended over the one beneath
    /// (a `nil` background keeps the one beneath):
    ///
    ///     var screen = Canvas(width: 6, height: 1)
    ///     screen.fill(CGRect(x: 0, y: 0, width: 6, height: 1), with: .systemGray5)
    ///     var label = Canvas(width: 4, height: 1)
    ///     label.draw("Hi", at: .zero)
    ///     screen.composite(label, at: CGPoint(x: 1, y: 0))
    ///     screen.lines  // [" Hi   "], every cell still systemGray5
    ///
    /// - Parameters:
    ///   - source: The canvas to draw.
    ///   - origin: Where the source's top-left cell goes; coordinates are rounded down.
    ///   - clip: An optional rectangle, in this canvas's coordinates, outside which nothing
    ///     changes.
    /// - Note: A wide character cut in half by the edge or the clip shows as a space in its
    ///   visible half, and covering half of a wide character beneath turns its other half into
    ///   a space.
    public mutating func composite(_ source: Canvas, at origin: CGPoint, clip: CGRect? = nil) {
        let offsetX = Region.cell(origin.x)
        let offsetY = Region.cell(origin.y)
        let region = writableRegion(clip: clip)
        guard !region.isEmpty else {
            return
        }
        // Source rows and columns that can land in the region; one extra column on the left
        // catches a wide character whose right half is visible.
        let firstRow = max(0, region.minY - offsetY)
        let lastRow = min(source.height, region.maxY - offsetY)
        let firstColumn = max(0, region.minX - offsetX - 1)
        let lastColumn = min(source.width, region.maxX - offsetX)
        guard firstRow < lastRow, firstColumn < lastColumn else {
            return
        }
        for sourceY in firstRow..<lastRow {
            let y = sourceY + offsetY
            let sourceRow = sourceY * source.width
            for sourceX in firstColumn..<lastColumn {
                let cell = source.cells[sourceRow + sourceX]
                // Continuations travel with their wide character.
                if cell.isContinuation || cell.isBlank {
                    continue
                }
                let isWide = sourceX + 1 < source.width && source.cells[sourceRow + sourceX + 1].isContinuation
                composite(cell, isWide: isWide, x: sourceX + offsetX, y: y, region: region)
            }
        }
    }

    /// Writes one non-blank source cell (and, for a wide character, its continuation).
    private mutating func composite(_ source: Cell, isWide: Bool, x: Int, y: Int, region: Region) {
        let leadVisible = region.contains(x: x, y: y)
        let trailVisible = isWide && region.contains(x: x + 1, y: y)
        var cell = source
        if leadVisible {
            cell.background = background(of: source, over: y * width + x)
            if isWide, trailVisible {
                let trailBackground = background(of: source, over: y * width + x + 1)
                writeWide(cell, x: x, y: y, continuationBackground: trailBackground)
            } else {
                if isWide {
                    cell.text = " "
                }
                writeNarrow(cell, x: x, y: y)
            }
        } else if trailVisible {
            cell.text = " "
            cell.background = background(of: source, over: y * width + x + 1)
            writeNarrow(cell, x: x + 1, y: y)
        }
    }

    /// A source cell's background blended over the destination cell's.
    private func background(of cell: Cell, over index: Int) -> UIColor? {
        let beneath = cells[index].background
        guard let background = cell.background else {
            return beneath
        }
        return background.blended(over: beneath)
    }
}
