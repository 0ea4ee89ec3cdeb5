// Single-cell writes, and the invariant every write keeps: a wide character always occupies
// its cell and a continuation cell to its right, so the renderer never meets half a glyph.

extension Canvas {
    /// Writes one cell, keeping wide characters whole.
    ///
    /// A wide character also fills the continuation cell to its right; at the right edge,
    /// where it would not fit, a space is written instead. Overwriting either half of a wide
    /// character already on the canvas turns its other half into a space:
    ///
    ///     canvas.draw("漢", at: .zero)              // "漢 "
    ///     canvas.put(Cell(text: "x"), x: 1, y: 0)  // " x "
    ///
    /// - Parameters:
    ///   - cell: The cell to write. Only its first grapheme cluster is kept; text that draws
    ///     nothing (a control character, a zero-width space) becomes a space.
    ///   - x: The column; writes outside the canvas are ignored.
    ///   - y: The row; writes outside the canvas are ignored.
    /// - Note: A continuation cell (empty text) is ignored: continuations are only ever written
    ///   together with their wide character.
    public mutating func put(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height, let character = cell.text.first else {
            return
        }
        var cell = cell
        if !cell.text.dropFirst().isEmpty {
            cell.text = String(character)
        }
        switch character.displayWidth {
        case 0:
            cell.text = " "
            writeNarrow(cell, x: x, y: y)
        case 1:
            writeNarrow(cell, x: x, y: y)
        default:
            if x + 1 < width {
                writeWide(cell, x: x, y: y, continuationBackground: cell.background)
            } else {
                cell.text = " "
                writeNarrow(cell, x: x, y: y)
            }
        }
    }

    /// Writes a one-column cell at a position the caller has checked is on the canvas.
    mutating func writeNarrow(_ cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        detachWideCharacter(at: index, x: x)
        cells[index] = cell
    }

    /// Writes a one-column glyph in `style`'s foreground and attributes over the cell's own background.
    ///
    /// Text over a view keeps that view's background, and updating the cell in place saves
    /// retaining and releasing colours for every cell of every frame.
    mutating func writeNarrowKeepingBackground(_ text: String, style: Cell, x: Int, y: Int) {
        let index = y * width + x
        detachWideCharacter(at: index, x: x)
        cells[index].text = text
        if cells[index].foreground !== style.foreground {
            cells[index].foreground = style.foreground
        }
        cells[index].attributes = style.attributes
    }

    /// Writes a wide character at `x` and its continuation at `x + 1`, both checked to be on the canvas.
    ///
    /// The continuation copies the character's style so a renderer that looks at it sees the
    /// same colours.
    mutating func writeWide(_ cell: Cell, x: Int, y: Int, continuationBackground: UIColor?) {
        let index = y * width + x
        detachWideCharacter(at: index, x: x)
        detachWideCharacter(at: index + 1, x: x + 1)
        cells[index] = cell
        cells[index + 1] = Cell(
            text: "",
            foreground: cell.foreground,
            background: continuationBackground,
            attributes: cell.attributes
        )
    }

    /// Before the cell at `index` is overwritten, turns the other half of the wide character
    /// it belongs to (if any) into a space, keeping that half's colours.
    mutating func detachWideCharacter(at index: Int, x: Int) {
        if cells[index].isContinuation {
            if x > 0 {
                cells[index - 1].text = " "
            }
        } else if x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1].text = " "
        }
    }
}
