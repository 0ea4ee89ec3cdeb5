import Foundation

// Where the scroll indicators are and how they are drawn: a track in the last column (or
// row) with a thumb whose length and position show the visible part of the content.

extension UIScrollView {
    /// One indicator's place, in cells from the scroll view's top-left corner on screen.
    struct _IndicatorLayout: Equatable {
        /// The column (vertical indicator) or row (horizontal) the indicator is in.
        let across: Int
        /// The first cell of the track along the axis.
        let trackStart: Int
        /// The track's length in cells.
        let trackLength: Int
        /// The thumb's first cell, from the track's start.
        let thumbStart: Int
        /// The thumb's length in cells.
        let thumbLength: Int

        /// Whether `position` (along the axis, from the scroll view's edge) is on the thumb.
        func thumbContains(_ position: Int) -> Bool {
            position >= trackStart + thumbStart && position < trackStart + thumbStart + thumbLength
        }

        /// Whether `position` is on the track at all.
        func trackContains(_ position: Int) -> Bool {
            position >= trackStart && position < trackStart + trackLength
        }
    }

    /// The indicators' insets from the edges, with the safe area when adjusted automatically.
    private func _indicatorInsets(_ base: UIEdgeInsets) -> UIEdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return base }
        let safePart = UIEdgeInsets(
            top: _adjustedContentInset.top - _contentInset.top, left: _adjustedContentInset.left - _contentInset.left,
            bottom: _adjustedContentInset.bottom - _contentInset.bottom,
            right: _adjustedContentInset.right - _contentInset.right)
        return base + safePart
    }

    private var _showsVerticalIndicator: Bool { showsVerticalScrollIndicator && _canScrollVertically }
    private var _showsHorizontalIndicator: Bool { showsHorizontalScrollIndicator && _canScrollHorizontally }

    /// The vertical indicator's place, or `nil` when it is not shown.
    var _verticalIndicator: _IndicatorLayout? {
        guard _showsVerticalIndicator else { return nil }
        let insets = _indicatorInsets(verticalScrollIndicatorInsets)
        let bottom = _rows(insets.bottom) + (_showsHorizontalIndicator ? 1 : 0)
        return _indicatorLayout(
            across: _columns(bounds.width) - 1 - _columns(insets.right), trackStart: _rows(insets.top),
            trackLength: _rows(bounds.height) - _rows(insets.top) - bottom,
            visible: bounds.height,
            content: _contentSize.height + _adjustedContentInset.top + _adjustedContentInset.bottom,
            offset: contentOffset.y, minimum: _minimumContentOffset.y, maximum: _maximumContentOffset.y)
    }

    /// The horizontal indicator's place, or `nil` when it is not shown.
    var _horizontalIndicator: _IndicatorLayout? {
        guard _showsHorizontalIndicator else { return nil }
        let insets = _indicatorInsets(horizontalScrollIndicatorInsets)
        let right = _columns(insets.right) + (_showsVerticalIndicator ? 1 : 0)
        return _indicatorLayout(
            across: _rows(bounds.height) - 1 - _rows(insets.bottom), trackStart: _columns(insets.left),
            trackLength: _columns(bounds.width) - _columns(insets.left) - right,
            visible: bounds.width,
            content: _contentSize.width + _adjustedContentInset.left + _adjustedContentInset.right,
            offset: contentOffset.x, minimum: _minimumContentOffset.x, maximum: _maximumContentOffset.x)
    }

    private func _indicatorLayout(
        across: Int, trackStart: Int, trackLength: Int, visible: CGFloat, content: CGFloat,
        offset: CGFloat, minimum: CGFloat, maximum: CGFloat
    ) -> _IndicatorLayout? {
        guard trackLength >= 1, across >= 0, content > 0 else { return nil }
        let thumbLength = Swift.min(
            trackLength, Swift.max(1, Int((CGFloat(trackLength) * visible / content).rounded())))
        let travel = trackLength - thumbLength
        let fraction = maximum > minimum ? Swift.min(1, Swift.max(0, (offset - minimum) / (maximum - minimum))) : 0
        var thumbStart = Int((CGFloat(travel) * fraction).rounded())
        // Only the very top (bottom) puts the thumb at the track's top (bottom), so that the
        // thumb tells whether there is more.
        if travel >= 2 {
            if fraction > 0, thumbStart == 0 { thumbStart = 1 }
            if fraction < 1, thumbStart == travel { thumbStart = travel - 1 }
        }
        return _IndicatorLayout(
            across: across, trackStart: trackStart, trackLength: trackLength, thumbStart: thumbStart,
            thumbLength: thumbLength)
    }

    /// The offset that puts the thumb's first cell at `thumbStart` cells from the track's start.
    func _offset(forThumbStart thumbStart: Int, of layout: _IndicatorLayout, minimum: CGFloat, maximum: CGFloat)
        -> CGFloat
    {
        let travel = layout.trackLength - layout.thumbLength
        guard travel > 0 else { return minimum }
        let fraction = CGFloat(Swift.min(travel, Swift.max(0, thumbStart))) / CGFloat(travel)
        return (minimum + (maximum - minimum) * fraction).rounded()
    }

    private var _indicatorColors: (track: UIColor, thumb: UIColor) {
        switch indicatorStyle {
        case .default, .white: return (.tertiaryLabel, .label)
        case .black: return (UIColor(white: 0, alpha: 0.3), .black)
        }
    }

    /// Draws the indicators over the content; `rect` is the scroll view's frame on the canvas.
    func _renderScrollIndicators(into canvas: inout Canvas, rect: CGRect, clip: CGRect) {
        let colors = _indicatorColors
        if let layout = _verticalIndicator {
            for index in 0..<layout.trackLength {
                let onThumb = index >= layout.thumbStart && index < layout.thumbStart + layout.thumbLength
                canvas.draw(
                    onThumb ? "┃" : "│",
                    at: CGPoint(
                        x: rect.minX + CGFloat(layout.across), y: rect.minY + CGFloat(layout.trackStart + index)),
                    foreground: onThumb ? colors.thumb : colors.track, clip: clip)
            }
        }
        if let layout = _horizontalIndicator {
            for index in 0..<layout.trackLength {
                let onThumb = index >= layout.thumbStart && index < layout.thumbStart + layout.thumbLength
                canvas.draw(
                    onThumb ? "━" : "─",
                    at: CGPoint(
                        x: rect.minX + CGFloat(layout.trackStart + index), y: rect.minY + CGFloat(layout.across)),
                    foreground: onThumb ? colors.thumb : colors.track, clip: clip)
            }
        }
    }
}
