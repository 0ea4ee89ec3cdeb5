import Foundation

// What a view's layer animations (`layer.add(_:forKey:)`) make the view show: its frame,
// bounds origin, opacity, transform and background as drawn, and transitions. Drawing asks
// only while `_isLayerAnimating`; the model values stay as they are.

extension UIView {
    private static let geometryKeys: Set<String> = ["position", "bounds", "anchorPoint"]

    /// The frame and bounds origin the layer's animations of `position`, `bounds` and
    /// `anchorPoint` show, from `frame` as view animations present it.
    func _layerPresentedGeometry(frame: CGRect) -> (frame: CGRect, boundsOrigin: CGPoint) {
        let boundsOrigin = _viewPresentedBoundsOrigin
        guard let layer = _layerStorage, !layer._animatedKeys.isDisjoint(with: Self.geometryKeys) else {
            return (frame, boundsOrigin)
        }
        let anchor = layer._anchorPoint
        let values = layer._evaluateAnimations(wanted: Self.geometryKeys) { key in
            switch key {
            case "position":
                .point(CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height))
            case "bounds": .rect(CGRect(origin: boundsOrigin, size: frame.size))
            case "anchorPoint": .point(anchor)
            default: nil
            }
        }
        guard !values.isEmpty else { return (frame, boundsOrigin) }
        var bounds = CGRect(origin: boundsOrigin, size: frame.size)
        if case .rect(let r)? = values["bounds"] { bounds = r }
        var shownAnchor = anchor
        if case .point(let p)? = values["anchorPoint"] { shownAnchor = p }
        var position = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        if case .point(let p)? = values["position"] { position = p }
        let size = bounds.size
        let shown = CGRect(
            x: position.x - shownAnchor.x * size.width, y: position.y - shownAnchor.y * size.height,
            width: size.width, height: size.height)
        return (shown, bounds.origin)
    }

    /// The alpha the layer's `opacity` animations show.
    func _layerPresentedAlpha(_ alpha: CGFloat) -> CGFloat {
        guard let layer = _layerStorage, layer._animatedKeys.contains("opacity"),
            case .scalar(let value)? = layer._evaluateAnimations(
                wanted: ["opacity"], base: { _ in .scalar(Double(alpha)) })["opacity"]
        else { return alpha }
        return Swift.min(1, Swift.max(0, CGFloat(value)))
    }

    /// The affine transform drawn for the layer's `transform` animations, from `base` (the
    /// transform as view animations present it): the animated 3D transform's projection.
    func _layerPresentedTransform(_ base: CATransform3D) -> CGAffineTransform {
        guard let layer = _layerStorage,
            case .transform(let t)? = layer._evaluateAnimations(
                wanted: ["transform"], base: { _ in .transform(base) })["transform"]
        else { return _projected(base) }
        return t._affineProjection(size: _presentationFrame.size, anchor: layer._anchorPoint)
    }

    /// The background colour the layer's `backgroundColor` animations show.
    func _layerPresentedBackgroundColor(_ color: UIColor?) -> UIColor? {
        guard let layer = _layerStorage, layer._animatedKeys.contains("backgroundColor"),
            case .color(let value)? = layer._evaluateAnimations(
                wanted: ["backgroundColor"], base: { _ in .color(color?.cgColor) })["backgroundColor"]
        else { return color }
        return value.map(UIColor.init(cgColor:))
    }

    /// Set while a transition draws the new content of its view, which must not draw the
    /// transition again.
    private static var isDrawingTransitionContent = false

    /// Draws the layer's running ``CATransition`` in `rect` (the view's cells): the old and
    /// new content as the effect places them. Returns whether it drew the view: `false` when
    /// no transition shows now and the view draws as usual.
    func _renderLayerTransition(into canvas: inout Canvas, rect: CGRect, clip: CGRect) -> Bool {
        guard !UIView.isDrawingTransitionContent, let layer = _layerStorage,
            let entry = layer._animationEntries.last(where: { $0.animation is CATransition }),
            let transition = entry.animation as? CATransition,
            let progress = transition._effectProgress(at: layer._localTime)
        else { return false }
        let old = entry.snapshot
        guard transition.type == .push || transition.type == .moveIn || transition.type == .reveal else {
            // A fade: the old content until half-way.
            guard progress < 0.5, let old else { return false }
            canvas.composite(old, at: rect.origin, clip: clip)
            return true
        }
        UIView.isDrawingTransitionContent = true
        let new = _transitionSnapshot()
        UIView.isDrawingTransitionContent = false
        // The way the content moves, and how far in whole cells.
        let direction: CGPoint =
            switch transition.subtype {
            case .fromRight?: CGPoint(x: -1, y: 0)
            case .fromTop?: CGPoint(x: 0, y: 1)
            case .fromBottom?: CGPoint(x: 0, y: -1)
            default: CGPoint(x: 1, y: 0)
            }
        func offset(_ fraction: Double) -> CGPoint {
            CGPoint(
                x: (direction.x * rect.width * fraction).rounded(), y: (direction.y * rect.height * fraction).rounded())
        }
        func draw(_ content: Canvas?, at shift: CGPoint) {
            guard let content else { return }
            canvas.composite(content, at: CGPoint(x: rect.minX + shift.x, y: rect.minY + shift.y), clip: clip)
        }
        let leaving = offset(progress), arriving = offset(progress - 1)
        switch transition.type {
        case .moveIn:
            draw(old, at: .zero)
            draw(new, at: arriving)
        case .reveal:
            draw(new, at: .zero)
            draw(old, at: leaving)
        default:
            draw(old, at: leaving)
            draw(new, at: arriving)
        }
        return true
    }
}
