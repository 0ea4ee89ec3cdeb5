import Foundation

// UITextField's geometry and drawing: where the text goes inside the border, which columns
// of it show, and the cells of text, selection, border and placeholder.

extension UITextField {
    /// Whether the border is drawn as a box (three rows or more, in points, and a border style).
    func _usesBox(height: CGFloat) -> Bool {
        borderStyle != .none && height >= _points(rows: 3) - 1e-9
    }

    /// Columns of padding on each side of the text, inside the border.
    var _horizontalPadding: Int {
        switch borderStyle {
        case .none, .line: 0
        case .bezel, .roundedRect: 1
        }
    }

    /// The text's row and columns, in points: inside the box, or padded in a one-row field.
    func _contentRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds
        // The side views take their room first (see `leftView`).
        if _showsSideView(leftView, mode: leftViewMode) {
            let width = leftViewRect(forBounds: bounds).width
            rect.origin.x += width
            rect.size.width = Swift.max(0, rect.width - width)
        }
        if _showsSideView(rightView, mode: rightViewMode) {
            rect.size.width = Swift.max(0, rect.width - rightViewRect(forBounds: bounds).width)
        }
        let cell = _cellSize
        if _usesBox(height: bounds.height) {
            rect = rect.insetBy(dx: 2 * cell.width, dy: cell.height)
        } else {
            let padding = _points(columns: CGFloat(_horizontalPadding))
            rect = rect.insetBy(dx: Swift.min(padding, rect.width / 2), dy: 0)
        }
        let rowsAbove = ((CGFloat(_rows(rect.height)) - 1) / 2).rounded(.down)
        let row = rect.minY + Swift.max(0, rowsAbove) * cell.height
        return CGRect(x: rect.minX, y: row, width: Swift.max(0, rect.width), height: cell.height)
    }

    /// Whether a side view is there and its mode shows it now.
    func _showsSideView(_ view: UIView?, mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .whileEditing: return _isEditing
        case .unlessEditing: return !_isEditing
        case .always: return true
        }
    }

    /// Where a side view goes: at one edge, whole columns wide, centred down the field.
    func _sideViewRect(_ view: UIView?, forBounds bounds: CGRect, atLeft: Bool) -> CGRect {
        guard let view else { return .zero }
        let cell = _cellSize
        let size = view.frame.size == .zero ? view.intrinsicContentSize : view.frame.size
        let width = Swift.min(bounds.width, (Swift.max(0, size.width) / cell.width).rounded(.up) * cell.width)
        let height = Swift.min(bounds.height, Swift.max(cell.height, size.height))
        let rowsAbove = ((bounds.height - height) / 2 / cell.height).rounded(.down)
        let x = atLeft ? bounds.minX : bounds.maxX - width
        return CGRect(x: x, y: bounds.minY + rowsAbove * cell.height, width: width, height: height)
    }

    /// Puts the side views in place, shown or hidden by their modes.
    func _layOutSideViews() {
        for (view, mode, atLeft) in [(leftView, leftViewMode, true), (rightView, rightViewMode, false)] {
            guard let view else { continue }
            if view.superview !== self { addSubview(view) }
            view.frame = _sideViewRect(view, forBounds: bounds, atLeft: atLeft)
            view.isHidden = !_showsSideView(view, mode: mode)
        }
    }

    /// A side view or its mode changed: the old view leaves, the text moves.
    func _sideViewDidChange(from old: UIView?, to new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    func _showsClearButton(editing: Bool) -> Bool {
        guard _buffer.count > 0 else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return editing
        case .unlessEditing: return !editing
        case .always: return true
        }
    }

    /// `.line` in one row underlines the field; other attributes come from the font.
    var _lineAttributes: TextAttributes {
        var attributes = font?.textAttributes ?? []
        if borderStyle == .line && !_usesBox(height: bounds.height) { attributes.insert(.underline) }
        if !isEnabled { attributes.insert(.dim) }
        return attributes
    }

    func _drawBorder(in context: CanvasContext) {
        let rect = _cellRect(borderRect(forBounds: bounds))
        let width = Int(rect.width), height = Int(rect.height)
        if _usesBox(height: _points(rows: rect.height)), width >= 2 {
            let rounded = borderStyle == .roundedRect
            let color: UIColor = _isEditing ? (tintColor ?? .tintColor) : .separator
            let bar = String(repeating: "─", count: width - 2)
            context.draw(
                (rounded ? "╭" : "┌") + bar + (rounded ? "╮" : "┐"), at: rect.origin, foreground: color)
            for row in 1..<(height - 1) {
                context.draw("│", at: CGPoint(x: rect.minX, y: rect.minY + CGFloat(row)), foreground: color)
                context.draw("│", at: CGPoint(x: rect.maxX - 1, y: rect.minY + CGFloat(row)), foreground: color)
            }
            context.draw(
                (rounded ? "╰" : "└") + bar + (rounded ? "╯" : "┘"),
                at: CGPoint(x: rect.minX, y: rect.maxY - 1), foreground: color)
            return
        }
        switch borderStyle {
        case .none:
            break
        case .line:
            let row = _cellRect(_contentRect(forBounds: bounds))
            context.draw(
                String(repeating: " ", count: width), at: CGPoint(x: rect.minX, y: row.minY),
                attributes: .underline)
        case .bezel, .roundedRect:
            context.fill(rect, with: .secondarySystemBackground)
        }
    }

    // MARK: Columns

    /// The column where each character starts, and the text's width last.
    var _prefixColumns: [Int] {
        if let cached = _prefixColumnsCache { return cached }
        var columns = [Int]()
        columns.reserveCapacity(_buffer.count + 1)
        var total = 0
        columns.append(0)
        for character in _buffer.characters {
            total += isSecureTextEntry ? 1 : character.displayWidth
            columns.append(total)
        }
        _prefixColumnsCache = columns
        return columns
    }

    func _column(of offset: Int) -> Int {
        let columns = _prefixColumns
        return columns[Swift.max(0, Swift.min(offset, columns.count - 1))]
    }

    /// The column in `rect` where the text's first column sits: the alignment offset while
    /// the text fits, minus the scroll otherwise.
    func _textOrigin(in rect: CGRect) -> Int {
        let width = _columns(rect.width)
        let textWidth = _prefixColumns.last ?? 0
        let needed = textWidth + (_isEditing ? 1 : 0)
        if needed <= width {
            return TextLayout.offset(ofLineWidth: needed, in: width, alignment: textAlignment)
        }
        return -_scrollColumn
    }

    /// The character offset nearest a point: before the character under it, or the end.
    func _offset(at point: CGPoint) -> Int {
        let rect = editingRect(forBounds: bounds)
        let column = _columns(point.x - rect.minX) - _textOrigin(in: rect)
        let columns = _prefixColumns
        if column <= 0 { return 0 }
        // The first character whose end is past the column.
        var low = 0, high = columns.count - 1
        while low < high {
            let mid = (low + high) / 2
            if columns[mid + 1] > column { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Scrolls so the insertion point is inside the editing rectangle, and no further than
    /// needed to show the end of the text.
    func _scrollToCaret() {
        let width = _columns(editingRect(forBounds: bounds).width)
        let total = _prefixColumns.last ?? 0
        guard width > 0, total + 1 > width else {
            _scrollColumn = 0
            return
        }
        let caret = _column(of: _buffer.caret)
        if caret < _scrollColumn {
            _scrollColumn = caret
        } else if caret >= _scrollColumn + width {
            _scrollColumn = caret - width + 1
        }
        _scrollColumn = Swift.max(0, Swift.min(_scrollColumn, total + 1 - width))
    }

    /// Draws the characters that show in `rect` (in cells, in the cell-addressed `context`),
    /// the selection reversed while editing. A wide character cut by an edge leaves its cells
    /// blank.
    func _drawVisibleText(in rect: CGRect, context: CanvasContext) {
        let width = Int(rect.width)
        guard width > 0 else { return }
        let origin = _textOrigin(in: rect._scaled(fromCells: _cellSize))
        let columns = _prefixColumns
        let characters = _buffer.characters
        let selection = _isEditing ? _buffer.selection : 0..<0
        // The first character that ends right of the left edge.
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high) / 2
            if origin + columns[mid + 1] > 0 { high = mid } else { low = mid + 1 }
        }
        let attributes = _lineAttributes
        let color = isEnabled ? (textColor ?? .label) : UIColor.tertiaryLabel
        var run = ""
        var runStart = -1
        var runSelected = false
        func flush() {
            guard !run.isEmpty else { return }
            var style = attributes
            if runSelected { style.insert(.reverse) }
            context.draw(
                run, at: CGPoint(x: rect.minX + CGFloat(runStart), y: rect.minY), foreground: color, attributes: style)
            run = ""
        }
        var index = low
        while index < characters.count {
            let start = origin + columns[index], end = origin + columns[index + 1]
            if start >= width { break }
            let selected = selection.contains(index)
            if start < 0 || end > width {
                index += 1
                continue
            }
            if run.isEmpty || selected != runSelected {
                flush()
                runStart = start
                runSelected = selected
            }
            if isSecureTextEntry {
                run.append("•")
            } else {
                run.append(characters[index])
            }
            index += 1
        }
        flush()
    }
}
