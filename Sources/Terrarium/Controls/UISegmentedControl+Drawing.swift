import Foundation

extension UISegmentedControl {
    /// What a segment shows: its image's glyph and its title.
    func _content(of segment: _Segment) -> String {
        [segment.image?.glyph, segment.title].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Each segment's width at its natural size: its content plus a space either side,
    /// or the widest segment's when widths are equal.
    var _naturalWidths: [Int] {
        let own = _segments.map { _content(of: $0).displayWidth + 2 }
        let widest = _segments.indices.filter { _segments[$0].width == 0 }.map { own[$0] }.max() ?? 0
        return _segments.indices.map { index in
            if _segments[index].width > 0 { return Int(_segments[index].width) }
            return apportionsSegmentWidthsByContent ? own[index] : widest
        }
    }

    /// Each segment's column range in the control's current width: the natural widths,
    /// with the spare columns (or the missing ones) shared out from the left.
    var _segmentRanges: [Range<Int>] {
        let count = _segments.count
        guard count > 0 else { return [] }
        var widths = _naturalWidths
        let available = _columns(bounds.width) - (count - 1)
        // Segments with a set width keep it; the others share what is left.
        let automatic = _segments.indices.filter { _segments[$0].width == 0 }
        let fixed = _segments.indices.filter { _segments[$0].width > 0 }.reduce(0) { $0 + widths[$1] }
        var spare = available - widths.reduce(0, +)
        if !apportionsSegmentWidthsByContent, !automatic.isEmpty {
            let each = Swift.max(1, (available - fixed) / automatic.count)
            for index in automatic { widths[index] = each }
            spare = available - fixed - each * automatic.count
        }
        var index = 0
        while spare > 0, !automatic.isEmpty {
            widths[automatic[index % automatic.count]] += 1
            spare -= 1
            index += 1
        }
        var ranges: [Range<Int>] = []
        var x = 0
        for width in widths {
            let width = Swift.max(0, width)
            ranges.append(x..<(x + width))
            x += width + 1
        }
        return ranges
    }

    /// The segment under column `x` of the bounds, or `nil` (a separator, or outside).
    func _segmentIndex(atX x: CGFloat) -> Int? {
        let column = _columns(x - bounds.minX)
        return _segmentRanges.firstIndex { $0.contains(column) }
    }

    /// Where the hardware cursor goes while the control is focused: the first cell of the
    /// highlighted or selected segment's title.
    var _focusCursorColumn: Int {
        let ranges = _segmentRanges
        let index = (isMomentary ? _keyboardIndex : nil) ?? (_selectedIndex >= 0 ? _selectedIndex : nil) ?? 0
        guard ranges.indices.contains(index) else { return 0 }
        let text = _content(of: _segments[index])
        let width = ranges[index].count
        return ranges[index].lowerBound + Swift.max(0, (width - text.displayWidth) / 2)
    }

    func _drawSegments(in context: CanvasContext) {
        let height = Int(context.bounds.height)
        guard height > 0, context.bounds.width > 0 else { return }
        let y = context.bounds.minY + CGFloat((height - 1) / 2)
        context.fill(CGRect(x: context.bounds.minX, y: y, width: context.bounds.width, height: 1), with: .systemFill)
        let ranges = _segmentRanges
        let highlighted = isMomentary ? _keyboardIndex : (_selectedIndex >= 0 ? _selectedIndex : _keyboardIndex)
        for (index, segment) in _segments.enumerated() {
            let range = ranges[index]
            let left = context.bounds.minX + CGFloat(range.lowerBound)
            if index > 0 {
                context.draw("│", at: CGPoint(x: left - 1, y: y), foreground: .separator)
            }
            let isSelected = index == _selectedIndex
            if isSelected {
                context.fill(
                    CGRect(x: left, y: y, width: CGFloat(range.count), height: 1),
                    with: selectedSegmentTintColor ?? .systemGray3)
            }
            var attributes: TextAttributes = []
            if isSelected { attributes.insert(.bold) }
            if isFocused && index == highlighted { attributes.insert(.reverse) }
            let enabled = isEnabled && segment.isEnabled
            if !enabled { attributes.insert(.dim) }
            let text =
                TextLayout.lines(
                    for: _content(of: segment), width: Swift.max(0, range.count - 2), maximumLines: 1,
                    lineBreakMode: .byTruncatingTail
                ).first ?? ""
            let offset = TextLayout.offset(ofLineWidth: text.displayWidth, in: range.count, alignment: .center)
            let padded =
                String(repeating: " ", count: offset) + text
                + String(repeating: " ", count: Swift.max(0, range.count - offset - text.displayWidth))
            context.draw(
                padded, at: CGPoint(x: left, y: y), foreground: enabled ? .label : .tertiaryLabel,
                attributes: attributes)
        }
    }
}
