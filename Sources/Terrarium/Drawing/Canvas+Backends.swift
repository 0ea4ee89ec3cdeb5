extension Canvas {
    /// The cells row by row (cell `(x, y)` at `y * width + x`), read-only, for backends that
    /// walk whole frames.
    ///
    /// The terminal renderer diffs every cell of every frame; through ``subscript(x:y:)``, a
    /// call across modules per cell, that costs several times what the diff itself does.
    package var _cells: [Cell] {
        cells
    }
}
