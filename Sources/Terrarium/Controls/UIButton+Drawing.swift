import Foundation

extension UIButton {
    /// What a button draws in its current state, resolved from its configuration or its
    /// per-state content.
    struct _Appearance {
        /// The rows of content: image and title, then the subtitle; empty ones left out.
        var rows: [String]
        var isBracketed: Bool
        var foreground: UIColor
        var background: UIColor?
        var attributes: TextAttributes
    }

    var _appearance: _Appearance {
        let firstRow = [currentImage?.glyph, currentTitle].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: " ")
        let subtitle = configuration?.subtitle ?? ""
        let rows = [firstRow, subtitle].filter { !$0.isEmpty }
        var attributes: TextAttributes = []
        if isFocused || isHighlighted { attributes.insert(.reverse) }
        if !isEnabled { attributes.insert(.dim) }
        guard let configuration else {
            return _Appearance(
                rows: rows, isBracketed: false, foreground: currentTitleColor, background: nil, attributes: attributes)
        }
        let tint: UIColor = tintColor ?? .tintColor
        var foreground = configuration.baseForegroundColor ?? tint
        var background = configuration.baseBackgroundColor
        switch configuration._style {
        case .plain, .borderless:
            break
        case .gray, .bordered:
            background = background ?? .systemFill
        case .tinted, .borderedTinted:
            background = background ?? tint.withAlphaComponent(0.25)
        case .filled, .borderedProminent:
            foreground = configuration.baseForegroundColor ?? .white
            background = background ?? tint
        }
        if !isEnabled {
            foreground = .tertiaryLabel
            if background != nil { background = .systemFill }
        }
        return _Appearance(
            rows: rows, isBracketed: configuration._isBracketed, foreground: foreground, background: background,
            attributes: attributes)
    }

    var _contentSize: CGSize {
        let appearance = _appearance
        let width = appearance.rows.map(\.displayWidth).max() ?? 0
        return CGSize(width: width + (appearance.isBracketed ? 4 : 0), height: Swift.max(1, appearance.rows.count))
    }

    /// Fills the background, then draws each row where ``UIControl/contentHorizontalAlignment``
    /// and ``UIControl/contentVerticalAlignment`` put it (centred by default): between
    /// brackets at the edges for a bracketed style, alone otherwise.
    func _drawButton(in context: CanvasContext) {
        let width = Int(context.bounds.width), height = Int(context.bounds.height)
        guard width > 0, height > 0 else { return }
        let appearance = _appearance
        if let background = appearance.background { context.fill(context.bounds, with: background) }
        let top = _contentTop(rows: appearance.rows.count, in: height)
        let bracketed = appearance.isBracketed && width >= 4
        let room = bracketed ? width - 4 : width
        for (index, row) in appearance.rows.enumerated() where top + index < height {
            let text =
                TextLayout.lines(for: row, width: room, maximumLines: 1, lineBreakMode: .byTruncatingTail).first ?? ""
            var line = text
            var x = _contentX(width: text.displayWidth, in: room)
            if bracketed {
                let right = room - x - text.displayWidth
                line = "[ " + String(repeating: " ", count: x) + text + String(repeating: " ", count: right) + " ]"
                x = 0
            }
            context.draw(
                line, at: CGPoint(x: context.bounds.minX + CGFloat(x), y: context.bounds.minY + CGFloat(top + index)),
                foreground: appearance.foreground, attributes: appearance.attributes)
        }
    }
}
