import Foundation

// Layers into cells: shadows, rounded backgrounds, borders, masks and plain sublayers.
// The type's discussion in CALayer.swift says what each looks like.

extension CALayer {
    /// The cell size of the screen being drawn: set by the window (or a transition's snapshot)
    /// for the length of a frame, so that views and layers convert their points to its cells
    /// without asking for their screen at every view.
    static var _renderCellSize = UIScreen.standardCellSize

    /// Whether the layer casts a shadow.
    var _castsShadow: Bool {
        shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 && !masksToBounds
    }

    /// Draws the shadow of a layer occupying `rect` on the canvas, whose (0, 0) is at `origin`.
    func _renderShadow(into canvas: inout Canvas, rect: CGRect, origin: CGPoint, clip: CGRect, alpha: CGFloat) {
        guard _castsShadow, let color = shadowColor?.uiColor else { return }
        var shape = rect
        if let box = shadowPath?.boundingBox, !box.isNull {
            shape = _coveredCells(box.offsetBy(dx: origin.x, dy: origin.y)._scaled(toCells: CALayer._renderCellSize))
        }
        let dx: CGFloat = shadowOffset.width > 0 ? 1 : (shadowOffset.width < 0 ? -1 : 0)
        let dy: CGFloat = shadowOffset.height > 0 ? 1 : (shadowOffset.height < 0 ? -1 : 0)
        let shadow = dx == 0 && dy == 0 ? shape.insetBy(dx: -1, dy: -1) : shape.offsetBy(dx: dx, dy: dy)
        let shade = color.withAlphaComponent(color.alphaComponent * CGFloat(shadowOpacity) * alpha)
        canvas._shade(shadow, except: rect, with: shade, clip: clip)
    }

    /// The four corner cells of `rect` that ``cornerRadius`` rounds, by ``maskedCorners``.
    func _roundedCorners(of rect: CGRect) -> [CGPoint] {
        var result: [CGPoint] = []
        if maskedCorners.contains(.layerMinXMinYCorner) { result.append(CGPoint(x: rect.minX, y: rect.minY)) }
        if maskedCorners.contains(.layerMaxXMinYCorner) { result.append(CGPoint(x: rect.maxX - 1, y: rect.minY)) }
        if maskedCorners.contains(.layerMinXMaxYCorner) { result.append(CGPoint(x: rect.minX, y: rect.maxY - 1)) }
        if maskedCorners.contains(.layerMaxXMaxYCorner) { result.append(CGPoint(x: rect.maxX - 1, y: rect.maxY - 1)) }
        return result
    }

    /// Draws the border of a layer occupying `rect`, over what is there.
    func _renderBorder(into canvas: inout Canvas, rect: CGRect, clip: CGRect, alpha: CGFloat) {
        guard borderWidth > 0, alpha >= 0.5, let base = borderColor?.uiColor, base.alphaComponent > 0,
            rect.width >= 1, rect.height >= 1
        else { return }
        let color = alpha >= 1 ? base : base.withAlphaComponent(base.alphaComponent * alpha)
        let heavy = borderWidth >= 2
        let rounded = cornerRadius >= 1 && !heavy
        let h = heavy ? "━" : "─", v = heavy ? "┃" : "│"
        let minX = Int(rect.minX), minY = Int(rect.minY), maxX = Int(rect.maxX) - 1, maxY = Int(rect.maxY) - 1
        func put(_ glyph: String, _ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < canvas.width, y < canvas.height,
                clip.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
            else { return }
            let background = canvas[x: x, y: y].background
            canvas.put(Cell(text: glyph, foreground: color, background: background), x: x, y: y)
        }
        func corner(_ mask: CACornerMask, square: String, heavyGlyph: String, round: String) -> String {
            heavy ? heavyGlyph : (rounded && maskedCorners.contains(mask) ? round : square)
        }
        if minY == maxY {
            put(v, minX, minY)
            if maxX > minX { put(v, maxX, minY) }
            return
        }
        if minX == maxX {
            put(h, minX, minY)
            put(h, minX, maxY)
            return
        }
        put(corner(.layerMinXMinYCorner, square: "┌", heavyGlyph: "┏", round: "╭"), minX, minY)
        put(corner(.layerMaxXMinYCorner, square: "┐", heavyGlyph: "┓", round: "╮"), maxX, minY)
        put(corner(.layerMinXMaxYCorner, square: "└", heavyGlyph: "┗", round: "╰"), minX, maxY)
        put(corner(.layerMaxXMaxYCorner, square: "┘", heavyGlyph: "┛", round: "╯"), maxX, maxY)
        if maxX - minX > 1 {
            for x in (minX + 1)..<maxX {
                put(h, x, minY)
                put(h, x, maxY)
            }
        }
        if maxY - minY > 1 {
            for y in (minY + 1)..<maxY {
                put(v, minX, y)
                put(v, maxX, y)
            }
        }
    }

    /// The canvas rectangle ``mask`` lets through, for a layer whose (0, 0) is at `origin`;
    /// `nil` without a mask.
    func _maskRect(origin: CGPoint) -> CGRect? {
        guard let mask = mask?._drawn, !mask.isHidden else { return nil }
        let frame = mask._view?.frame ?? mask._untransformedFrame
        let maskOrigin = CGPoint(
            x: origin.x + frame.minX - mask.bounds.minX, y: origin.y + frame.minY - mask.bounds.minY)
        if let shape = mask as? CAShapeLayer {
            guard let box = shape.path?.boundingBox, !box.isNull else { return .zero }
            return _coveredCells(
                box.offsetBy(dx: maskOrigin.x, dy: maskOrigin.y)._scaled(toCells: CALayer._renderCellSize))
        }
        return UIScreen.cellRect(for: frame.offsetBy(dx: origin.x, dy: origin.y), cellSize: CALayer._renderCellSize)
    }

    /// The cells a rectangle in cells (fractions allowed) of a path covers: its edges rounded
    /// outward.
    func _coveredCells(_ rect: CGRect) -> CGRect {
        let minX = rect.minX.rounded(.down), minY = rect.minY.rounded(.down)
        let maxX = Swift.max(minX + 1, rect.maxX.rounded(.up)), maxY = Swift.max(minY + 1, rect.maxY.rounded(.up))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Plain sublayers sorted by ``zPosition``, keeping their order where equal.
    var _sublayersInDrawingOrder: [CALayer] {
        guard _sublayers.contains(where: { $0._zPosition != 0 }) else { return _sublayers }
        return _sublayers.enumerated().sorted {
            ($0.element._zPosition, $0.offset) < ($1.element._zPosition, $1.offset)
        }.map(\.element)
    }

    /// Draws a plain layer and its sublayers; `superOrigin` is where its superlayer's
    /// coordinate (0, 0) falls on the canvas.
    func _renderPlain(into canvas: inout Canvas, superOrigin: CGPoint, clip: CGRect, inheritedAlpha: CGFloat) {
        // While animations run, what they show (the sublayers are still this layer's).
        let shown = _drawn
        guard !shown._isHidden else { return }
        let placed = shown._untransformedFrame.offsetBy(dx: superOrigin.x, dy: superOrigin.y)
        let origin = CGPoint(x: placed.minX - shown._bounds.minX, y: placed.minY - shown._bounds.minY)
        _renderPlain(into: &canvas, origin: origin, clip: clip, inheritedAlpha: inheritedAlpha, shown: shown)
    }

    /// Draws a plain layer and its sublayers with its own coordinate (0, 0) at `origin` on the
    /// canvas (in points); `shown` is what its animations show, when already known.
    func _renderPlain(
        into canvas: inout Canvas, origin: CGPoint, clip: CGRect, inheritedAlpha: CGFloat, shown: CALayer? = nil
    ) {
        let shown = shown ?? _drawn
        guard !shown._isHidden else { return }
        let alpha = inheritedAlpha * CGFloat(shown._opacity)
        guard alpha > 0 else { return }
        let placed = shown._bounds.offsetBy(dx: origin.x, dy: origin.y)
        let rect = UIScreen.cellRect(for: placed, cellSize: CALayer._renderCellSize)
        var clip = clip
        if let maskRect = shown._maskRect(origin: origin) { clip = clip.intersection(maskRect) }
        guard !clip.isNull, !clip.isEmpty else { return }
        let visible = rect.intersection(clip)
        shown._renderShadow(into: &canvas, rect: rect, origin: origin, clip: clip, alpha: alpha)
        if let color = shown._backgroundColor?.uiColor, !visible.isNull, !visible.isEmpty {
            let fill = alpha >= 1 ? color : color.withAlphaComponent(color.alphaComponent * alpha)
            shown._fillBackground(into: &canvas, color: fill, rect: rect, clip: visible)
        }
        let contentClip = shown._masksToBounds ? visible : clip
        guard !contentClip.isNull, !contentClip.isEmpty else { return }
        shown._drawContent(into: &canvas, origin: origin, clip: contentClip, alpha: alpha)
        for sublayer in _sublayersInDrawingOrder {
            sublayer._renderPlain(into: &canvas, superOrigin: origin, clip: contentClip, inheritedAlpha: alpha)
        }
        if !visible.isNull, !visible.isEmpty {
            shown._renderBorder(into: &canvas, rect: rect, clip: visible, alpha: alpha)
        }
    }

    /// Fills a background, leaving out the rounded corner cells of a borderless layer with
    /// a corner radius (see the type's discussion).
    func _fillBackground(into canvas: inout Canvas, color: UIColor, rect: CGRect, clip: CGRect) {
        guard cornerRadius >= 1, borderWidth <= 0, rect.width >= 2, rect.height >= 2 else {
            canvas.fill(rect, with: color, clip: clip)
            return
        }
        let corners = Set(_roundedCorners(of: rect).map { [Int($0.x), Int($0.y)] })
        for y in Int(rect.minY)..<Int(rect.maxY) {
            var left = rect.minX, right = rect.maxX
            if corners.contains([Int(rect.minX), y]) { left += 1 }
            if corners.contains([Int(rect.maxX) - 1, y]) { right -= 1 }
            canvas.fill(CGRect(x: left, y: CGFloat(y), width: right - left, height: 1), with: color, clip: clip)
        }
    }
}

extension Canvas {
    /// Darkens the cells of `rect` outside `except`: the shade is blended over their
    /// background and their text is dimmed, as a shadow.
    mutating func _shade(_ rect: CGRect, except: CGRect, with color: UIColor, clip: CGRect) {
        let area = rect.intersection(clip)
        guard !area.isNull, !area.isEmpty, color.alphaComponent > 0 else { return }
        let minX = Swift.max(0, Int(area.minX)), maxX = Swift.min(width, Int(area.maxX))
        let minY = Swift.max(0, Int(area.minY)), maxY = Swift.min(height, Int(area.maxY))
        guard minX < maxX, minY < maxY else { return }
        for y in minY..<maxY {
            for x in minX..<maxX where !except.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) {
                var cell = self[x: x, y: y]
                if cell.isContinuation { continue }
                cell.attributes.insert(.dim)
                cell.background = color.blended(over: cell.background)
                cells[y * width + x] = cell
            }
        }
    }
}

extension CGSize {
    /// This size in points measured in cells of `cellSize`, fractions kept.
    func _scaled(toCells cellSize: CGSize) -> CGSize {
        CGSize(width: width / cellSize.width, height: height / cellSize.height)
    }

    /// This size in cells of `cellSize`, in points.
    func _scaled(fromCells cellSize: CGSize) -> CGSize {
        CGSize(width: width * cellSize.width, height: height * cellSize.height)
    }
}

extension CGRect {
    /// This rectangle in cells of `cellSize`, in points.
    func _scaled(fromCells cellSize: CGSize) -> CGRect {
        CGRect(
            x: minX * cellSize.width, y: minY * cellSize.height, width: width * cellSize.width,
            height: height * cellSize.height)
    }

    /// This rectangle in points measured in cells of `cellSize`, fractions kept.
    func _scaled(toCells cellSize: CGSize) -> CGRect {
        CGRect(
            x: minX / cellSize.width, y: minY / cellSize.height, width: width / cellSize.width,
            height: height / cellSize.height)
    }
}
