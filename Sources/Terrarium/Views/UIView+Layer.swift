import Foundation

// The view's layer: made on first use, and what the view's drawing asks of it.

extension UIView {
    /// The layer, made on first use from ``layerClass``.
    var _layer: CALayer {
        if let layer = _layerStorage { return layer }
        let layer = CALayer._make(type(of: self).layerClass)
        layer._view = self
        _layerStorage = layer
        return layer
    }

    /// Subviews back to front: by their layers' `zPosition`, keeping their order where equal.
    var _subviewsInDrawingOrder: [UIView] {
        guard _subviews.contains(where: { ($0._layerStorage?._zPosition ?? 0) != 0 }) else { return Array(_subviews) }
        return _subviews.enumerated().sorted {
            ($0.element._layerStorage?._zPosition ?? 0, $0.offset) < (
                $1.element._layerStorage?._zPosition ?? 0, $1.offset
            )
        }.map(\.element)
    }

    /// Whether subviews and plain sublayers need the ordered walk rather than `_subviews`.
    var _needsOrderedSublayerWalk: Bool {
        if let layer = _layerStorage, !layer._sublayers.isEmpty { return true }
        return _subviews.contains(where: { ($0._layerStorage?._zPosition ?? 0) != 0 })
    }

    /// Draws subviews and plain sublayers interleaved, ordered by `zPosition`.
    func _renderSublayers(into canvas: inout Canvas, contentOrigin: CGPoint, clip: CGRect, alpha: CGFloat) {
        let items = layer._orderedSublayers.enumerated().sorted { first, second in
            (first.element._zPosition, first.offset) < (second.element._zPosition, second.offset)
        }
        for (_, item) in items {
            switch item {
            case .view(let subview):
                subview._render(into: &canvas, origin: contentOrigin, clip: clip, inheritedAlpha: alpha)
            case .layer(let sublayer):
                sublayer._renderPlain(into: &canvas, superOrigin: contentOrigin, clip: clip, inheritedAlpha: alpha)
            }
        }
    }
}

extension CALayer._Sublayer {
    @MainActor var _zPosition: CGFloat {
        switch self {
        case .view(let view): view._layerStorage?._zPosition ?? 0
        case .layer(let layer): layer._zPosition
        }
    }
}
