extension Canvas {
    /// Changes the canvas's size, keeping the content that lies in both the old and new size.
    ///
    /// New cells are blank. A wide character cut in half by a narrower width becomes a space,
    /// so the right edge never shows half a glyph.
    ///
    /// - Parameters:
    ///   - width: The new number of columns; negative means 0.
    ///   - height: The new number of rows; negative means 0.
    package mutating func resize(width newWidth: Int, height newHeight: Int) {
        let newWidth = max(0, newWidth)
        let newHeight = max(0, newHeight)
        guard newWidth != width || newHeight != height else {
            return
        }
        var resized = Canvas(width: newWidth, height: newHeight)
        let keptWidth = min(width, newWidth)
        for y in 0..<min(height, newHeight) {
            let oldRow = y * width
            let newRow = y * newWidth
            for x in 0..<keptWidth {
                resized.cells[newRow + x] = cells[oldRow + x]
            }
            if keptWidth > 0, keptWidth < width, cells[oldRow + keptWidth].isContinuation {
                resized.cells[newRow + keptWidth - 1].text = " "
            }
        }
        self = resized
    }
}
