import Foundation

// How a cell lays out its labels per style, and draws its look and accessory.

extension UITableViewCell {
    /// The accessory's text and width in cells (including a space before it), or nil.
    var _accessoryText: (text: String, width: Int)? {
        switch accessoryType {
        case .none: return nil
        case .disclosureIndicator: return ("›", 1)
        case .checkmark: return ("✓", 1)
        case .detailButton: return ("(i)", 3)
        case .detailDisclosureButton: return ("(i) ›", 5)
        }
    }

    /// The columns the accessory (view or standard) takes at the trailing edge, with the
    /// space before it and the right margin.
    var _accessoryColumns: CGFloat {
        let column = _cellSize.width
        if let accessoryView { return (accessoryView.frame.width + layoutMargins.right) / column + 1 }
        if let accessory = _accessoryText { return CGFloat(accessory.width) + 1 + layoutMargins.right / column }
        return 0
    }

    /// The layout margins in cells.
    var _marginsInCells: UIEdgeInsets {
        let cell = _cellSize
        let margins = layoutMargins
        return UIEdgeInsets(
            top: margins.top / cell.height, left: margins.left / cell.width, bottom: margins.bottom / cell.height,
            right: margins.right / cell.width)
    }

    /// The columns of the detail button `(i)` in the cell's coordinates, if it has one.
    var _detailButtonColumns: Range<Int>? {
        guard accessoryType == .detailButton || accessoryType == .detailDisclosureButton, accessoryView == nil,
            let accessory = _accessoryText
        else { return nil }
        let start = _columns(bounds.width - layoutMargins.right) - accessory.width
        return start..<(start + 3)
    }

    /// Lays the labels out in whole cells: the arithmetic below counts columns and rows, and
    /// each frame is set in points.
    func _layoutCellContent() {
        let cell = _cellSize
        let size = bounds.size._scaled(toCells: cell)
        let layoutMargins = _marginsInCells
        backgroundView?.frame = CGRect(origin: .zero, size: size)._scaled(fromCells: cell)
        selectedBackgroundView?.frame = CGRect(origin: .zero, size: size)._scaled(fromCells: cell)
        multipleSelectionBackgroundView?.frame = CGRect(origin: .zero, size: size)._scaled(fromCells: cell)
        _updateStateBackgrounds()
        let accessoryColumns = _accessoryColumns
        contentView.frame = CGRect(x: 0, y: 0, width: Swift.max(0, size.width - accessoryColumns), height: size.height)._scaled(fromCells: cell)
        if let accessoryView {
            let width = accessoryView.frame.width / cell.width
            let height = Swift.min(size.height, Swift.max(1, accessoryView.frame.height / cell.height))
            accessoryView.frame = CGRect(
                x: size.width - layoutMargins.right - width, y: ((size.height - height) / 2).rounded(.down),
                width: width, height: height)._scaled(fromCells: cell)
        }
        // A configuration keeps its own trailing margin: with an accessory it reaches into the
        // margin column, so its text ends one space before the accessory, as the styles' do.
        _configurationView?.frame = CGRect(
            x: 0, y: 0, width: contentView.frame.width / cell.width + (accessoryColumns > 0 ? layoutMargins.right : 0),
            height: size.height)._scaled(fromCells: cell)
        let indent = CGFloat(indentationLevel) * indentationWidth / cell.width
        let left = layoutMargins.left + indent
        // With an accessory the content view ends before it; without, keep the right margin.
        let right = accessoryColumns > 0 ? 0 : layoutMargins.right
        let width = Swift.max(0, contentView.frame.width / cell.width - left - right)
        let middle = _centredRow(in: size.height, rows: 1)
        let text = _textLabel, detail = _detailTextLabel
        let textWidth = CGFloat((text?.text ?? "").displayWidth)
        let detailWidth = CGFloat((detail?.text ?? "").displayWidth)
        switch _style {
        case .default:
            text?.frame = CGRect(x: left, y: middle, width: width, height: 1)._scaled(fromCells: cell)
        case .value1:
            // The title keeps its width first; the detail gets what is left, at least half.
            let detailShown = Swift.min(detailWidth, Swift.max(width - textWidth - 1, (width / 2).rounded(.down)))
            let titleWidth = Swift.max(0, width - (detailShown > 0 ? detailShown + 1 : 0))
            text?.frame = CGRect(x: left, y: middle, width: titleWidth, height: 1)._scaled(fromCells: cell)
            detail?.frame = CGRect(x: left + width - detailShown, y: middle, width: detailShown, height: 1)._scaled(fromCells: cell)
            detail?.textAlignment = .right
        case .value2:
            let column = Swift.min(12, (width / 3).rounded(.down))
            text?.frame = CGRect(x: left, y: middle, width: column, height: 1)._scaled(fromCells: cell)
            text?.textAlignment = .right
            text?.textColor = .tintColor
            detail?.frame = CGRect(x: left + column + 1, y: middle, width: Swift.max(0, width - column - 1), height: 1)._scaled(fromCells: cell)
        case .subtitle:
            if size.height >= 2 {
                let top = _centredRow(in: size.height, rows: 2)
                text?.frame = CGRect(x: left, y: top, width: width, height: 1)._scaled(fromCells: cell)
                detail?.frame = CGRect(x: left, y: top + 1, width: width, height: 1)._scaled(fromCells: cell)
            } else {
                let titleWidth = Swift.min(textWidth, width)
                text?.frame = CGRect(x: left, y: 0, width: titleWidth, height: 1)._scaled(fromCells: cell)
                let detailX = titleWidth + (textWidth > 0 ? 2 : 0)
                detail?.frame = CGRect(x: left + detailX, y: 0, width: Swift.max(0, width - detailX), height: 1)._scaled(fromCells: cell)
            }
        }
    }

    /// The background colour for the cell's current state, if any: none while a selected
    /// background view shows instead.
    var _stateBackground: UIColor? {
        if _hasKeyboardCursor { return .tintColor }
        guard selectionStyle != .none, _isSelected || _isHighlighted, _shownStateBackgroundView == nil else {
            return nil
        }
        return selectionStyle == .blue ? .systemBlue : .systemGray4
    }

    /// Draws the state background and the accessory over `rect` (points).
    func _drawCell(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        let rect = _cellRect(rect)
        if let background = _stateBackground {
            context.fill(rect, with: background)
        } else if backgroundColor == nil, _tableStyle == .insetGrouped {
            context.fill(rect, with: .secondarySystemBackground)
        }
        guard accessoryView == nil, let accessory = _accessoryText else { return }
        let x = rect.minX + rect.width - _marginsInCells.right - CGFloat(accessory.width)
        let y = rect.minY + ((rect.height - 1) / 2).rounded(.down)
        let color: UIColor = accessoryType == .disclosureIndicator ? .tertiaryLabel : .tintColor
        let onTint = _hasKeyboardCursor || (_isSelected && selectionStyle == .blue)
        context.draw(accessory.text, at: CGPoint(x: x, y: y), foreground: onTint ? .white : color)
    }
}

// Selected backgrounds: the view shown behind a selected or highlighted cell.
extension UITableViewCell {
    /// The selected background view to show now, if any.
    var _shownStateBackgroundView: UIView? {
        guard selectionStyle != .none, _isSelected || _isHighlighted else { return nil }
        if _isSelected, let multipleSelectionBackgroundView, _table?.allowsMultipleSelection == true {
            return multipleSelectionBackgroundView
        }
        return selectedBackgroundView
    }

    /// The table the cell is shown in, if any.
    private var _table: UITableView? {
        var view = superview
        while let current = view {
            if let table = current as? UITableView { return table }
            view = current.superview
        }
        return nil
    }

    /// Shows the selected background view that applies and hides the other.
    func _updateStateBackgrounds() {
        let shown = _shownStateBackgroundView
        selectedBackgroundView?.isHidden = selectedBackgroundView !== shown
        multipleSelectionBackgroundView?.isHidden = multipleSelectionBackgroundView !== shown
    }

    /// Swaps a selected background view: the new one goes behind the content view.
    func _replaceStateBackground(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, belowSubview: contentView) }
        _updateStateBackgrounds()
        setNeedsLayout()
        setNeedsDisplay()
    }
}
