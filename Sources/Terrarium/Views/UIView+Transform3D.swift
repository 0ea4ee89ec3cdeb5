import Foundation

// `UIView.transform3D` and `layer.transform` on a view's layer: a 3D transform becomes the
// view's affine transform by projection (`CATransform3D+Projection.swift`), and animates in
// 3D inside animation blocks.

extension UIView {
    /// The view's transform in three dimensions: its layer's ``CALayer/transform``.
    ///
    /// Setting it sets ``transform`` to what the 3D transform shows on the screen; see
    /// ``CALayer/transform`` for the projection and what is drawn. Animatable.
    ///
    /// ```swift
    /// var tilt = CATransform3DIdentity
    /// tilt.m34 = -1 / 400
    /// card.transform3D = CATransform3DRotate(tilt, .pi / 4, 0, 1, 0)   // drawn about 0.7 as wide
    /// ```
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The model transform in 3D: the one last set in 3D while the view keeps its projection,
    /// otherwise the affine transform lifted.
    var _modelTransform3D: CATransform3D {
        if let stored = _layerStorage?._viewTransform3D, stored.projected == _transform { return stored.transform }
        return CATransform3DMakeAffineTransform(_transform)
    }

    /// What a 3D transform shows of this view now: its projection at the presented size.
    func _projected(_ t: CATransform3D) -> CGAffineTransform {
        t._affineProjection(size: _viewPresentedFrame.size, anchor: _anchorUnit)
    }

    /// Sets the transform from 3D: the model becomes the projection at the view's size, and
    /// inside an animation block the presentation moves in 3D from what it shows now.
    func _setTransform3D(_ t: CATransform3D) {
        if CATransform3DIsAffine(t) {
            _layerStorage?._viewTransform3D = nil
            _setTransform(CATransform3DGetAffineTransform(t))
            return
        }
        guard t != _modelTransform3D else { return }
        let projected = t._affineProjection(size: _frame.size, anchor: _anchorUnit)
        _recordAnimation(.transform, from: _viewPresentedTransformValue, to: .transform3D(t))
        _layer._viewTransform3D = (t, projected)
        _transform = projected
        _setNeedsComposite()
    }
}

extension CALayer {
    /// ``transform``'s value: a view's, or a plain layer's own.
    var _transformValue: CATransform3D {
        _view?._modelTransform3D ?? _transform3D
    }

    /// Sets ``transform``.
    func _setTransformValue(_ t: CATransform3D) {
        if let view = _view {
            view._setTransform3D(t)
        } else {
            _transform3D = t
            _setNeedsComposite()
        }
    }
}
