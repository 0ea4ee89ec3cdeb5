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
        if let accessoryView { return accessoryView.frame.width + 1 + layoutMargins.right }
        if let accessory = _accessoryText { return CGFloat(accessory.width) + 1 + layoutMargins.right }
        return 0
    }

    /// The columns of the detail button `(i)` in the cell's coordinates, if it has one.
    var _detailButtonColumns: Range<Int>? {
        guard accessoryType == .detailButton || accessoryType == .detailDisclosureButton, accessoryView == nil,
            let accessory = _accessoryText
        else { return nil }
        let start = Int(bounds.width - layoutMargins.right) - accessory.width
        return start..<(start + 3)
    }

    func _layoutCellContent() {
        let size = bounds.size
        backgroundView?.frame = CGRect(origin: .zero, size: size)
        let accessoryColumns = _accessoryColumns
        contentView.frame = CGRect(x: 0, y: 0, width: Swift.max(0, size.width - accessoryColumns), height: size.height)
        if let accessoryView {
            let width = accessoryView.frame.width
            let height = Swift.min(size.height, Swift.max(1, accessoryView.frame.height))
            accessoryView.frame = CGRect(
                x: size.width - layoutMargins.right - width, y: ((size.height - height) / 2).rounded(.down),
                width: width, height: height)
        }
        // A configuration keeps its own trailing margin: with an accessory it reaches into the
        // margin column, so its text ends one space before the accessory, as the styles' do.
        _configurationView?.frame = CGRect(
            x: 0, y: 0, width: contentView.frame.width + (accessoryColumns > 0 ? layoutMargins.right : 0),
            height: size.height)
        let indent = CGFloat(indentationLevel) * indentationWidth
        let left = layoutMargins.left + indent
        // With an accessory the content view ends before it; without, keep the right margin.
        let right = accessoryColumns > 0 ? 0 : layoutMargins.right
        let width = Swift.max(0, contentView.frame.width - left - right)
        let middle = ((size.height - 1) / 2).rounded(.down)
        let text = _textLabel, detail = _detailTextLabel
        let textWidth = CGFloat((text?.text ?? "").displayWidth)
        let detailWidth = CGFloat((detail?.text ?? "").displayWidth)
        switch _style {
        case .default:
            text?.frame = CGRect(x: left, y: middle, width: width, height: 1)
        case .value1:
            // The title keeps its width first; the detail gets what is left, at least half.
            let detailShown = Swift.min(detailWidth, Swift.max(width - textWidth - 1, (width / 2).rounded(.down)))
            let titleWidth = Swift.max(0, width - (detailShown > 0 ? detailShown + 1 : 0))
            text?.frame = CGRect(x: left, y: middle, width: titleWidth, height: 1)
            detail?.frame = CGRect(x: left + width - detailShown, y: middle, width: detailShown, height: 1)
            detail?.textAlignment = .right
        case .value2:
            let column = Swift.min(12, (width / 3).rounded(.down))
            text?.frame = CGRect(x: left, y: middle, width: column, height: 1)
            text?.textAlignment = .right
            text?.textColor = .tintColor
            detail?.frame = CGRect(x: left + column + 1, y: middle, width: Swift.max(0, width - column - 1), height: 1)
        case .subtitle:
            if size.height >= 2 {
                let top = ((size.height - 2) / 2).rounded(.down)
                text?.frame = CGRect(x: left, y: top, width: width, height: 1)
                detail?.frame = CGRect(x: left, y: top + 1, width: width, height: 1)
            } else {
                let titleWidth = Swift.min(textWidth, width)
                text?.frame = CGRect(x: left, y: 0, width: titleWidth, height: 1)
                let detailX = titleWidth + (textWidth > 0 ? 2 : 0)
                detail?.frame = CGRect(x: left + detailX, y: 0, width: Swift.max(0, width - detailX), height: 1)
            }
        }
    }

    /// The background colour for the cell's current state, if any.
    var _stateBackground: UIColor? {
        if _hasKeyboardCursor { return .tintColor }
        guard selectionStyle != .none, _isSelected || _isHighlighted else { return nil }
        return selectionStyle == .blue ? .systemBlue : .systemGray4
    }

    func _drawCell(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed else { return }
        if let background = _stateBackground {
            context.fill(rect, with: background)
        } else if backgroundColor == nil, _tableStyle == .insetGrouped {
            context.fill(rect, with: .secondarySystemBackground)
        }
        guard accessoryView == nil, let accessory = _accessoryText else { return }
        let x = rect.minX + rect.width - layoutMargins.right - CGFloat(accessory.width)
        let y = rect.minY + ((rect.height - 1) / 2).rounded(.down)
        let color: UIColor = accessoryType == .disclosureIndicator ? .tertiaryLabel : .tintColor
        let onTint = _hasKeyboardCursor || (_isSelected && selectionStyle == .blue)
        context.draw(accessory.text, at: CGPoint(x: x, y: y), foreground: onTint ? .white : color)
    }
}
