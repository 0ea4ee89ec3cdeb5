import Foundation

// `UIView.transform`: the transformed frame, coordinate conversion and hit-testing under a
// transform, and drawing a transformed view. The property's doc comment says what is drawn.

extension UIView {
    func _setTransform(_ newValue: CGAffineTransform) {
        guard newValue != _transform else { return }
        _recordAnimation(.transform, from: .transform(_presentationTransform), to: .transform(newValue))
        _transform = newValue
        _setNeedsComposite()
    }

    /// The layer's anchor point in unit coordinates: the centre unless the layer says otherwise.
    var _anchorUnit: CGPoint {
        _layerStorage?._anchorPoint ?? CGPoint(x: 0.5, y: 0.5)
    }

    /// `t` applied about the anchor point of a view whose untransformed frame is `frame`,
    /// in the coordinate space of that frame.
    func _transform(_ t: CGAffineTransform, about frame: CGRect) -> CGAffineTransform {
        let anchor = _anchorUnit
        let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(t).concatenating(
            CGAffineTransform(translationX: x, y: y))
    }

    /// The transform as drawn and hit-tested: rotation and shear taken out, scale (and a
    /// mirror, when there is no rotation) and translation kept.
    static func _drawnTransform(_ t: CGAffineTransform) -> CGAffineTransform {
        if t.b == 0 && t.c == 0 { return t }
        let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
        return CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: t.tx, ty: t.ty)
    }

    /// The frame UIKit reports under a transform: the transformed bounds' bounding box.
    var _transformedFrame: CGRect {
        _frame.applying(_transform(_transform, about: _frame))
    }

    /// Sets `frame` while transformed: the centre moves so that the transformed box's middle
    /// is the new frame's, and without rotation the bounds take the size that scales to it.
    func _setFrameUnderTransform(_ newFrame: CGRect) {
        let t = _transform
        var size = _frame.size
        if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
            size = CGSize(width: newFrame.width / abs(t.a), height: newFrame.height / abs(t.d))
        }
        // With the default anchor point the transformed box is centred on center + (tx, ty).
        let middle = CGPoint(x: newFrame.midX - t.tx, y: newFrame.midY - t.ty)
        _setFrame(
            CGRect(x: middle.x - size.width / 2, y: middle.y - size.height / 2, width: size.width, height: size.height))
    }

    /// A point in the superview's bounds coordinates, in this view's bounds coordinates.
    func _convertFromSuperview(_ point: CGPoint) -> CGPoint {
        var p = point
        if !_transform.isIdentity {
            p = p.applying(_transform(UIView._drawnTransform(_transform), about: _frame).inverted())
        }
        return CGPoint(x: p.x - _frame.minX + _boundsOrigin.x, y: p.y - _frame.minY + _boundsOrigin.y)
    }

    /// A point in this view's bounds coordinates, in the superview's bounds coordinates.
    func _convertToSuperview(_ point: CGPoint) -> CGPoint {
        let p = CGPoint(x: point.x - _boundsOrigin.x + _frame.minX, y: point.y - _boundsOrigin.y + _frame.minY)
        if _transform.isIdentity { return p }
        return p.applying(_transform(UIView._drawnTransform(_transform), about: _frame))
    }

    /// Whether this view or one of its ancestors is transformed.
    var _hasTransformAbove: Bool {
        var view: UIView? = self
        while let current = view {
            if !current._transform.isIdentity { return true }
            view = current._superview
        }
        return false
    }

    /// Draws a transformed view: upright and unscaled on a canvas of its own, then each cell
    /// of the transformed rectangle takes the cell it maps back to.
    func _renderTransformed(
        into canvas: inout Canvas, origin: CGPoint, clip: CGRect, inheritedAlpha: CGFloat,
        transform t: CGAffineTransform
    ) {
        let frame = _presentationFrame
        let cellSize = CALayer._renderCellSize
        let ownCells = UIScreen.cellRect(for: CGRect(origin: .zero, size: frame.size), cellSize: cellSize)
        let width = Int(ownCells.width), height = Int(ownCells.height)
        guard width > 0, height > 0 else { return }
        var own = Canvas(width: width, height: height)
        _renderUntransformed(
            into: &own, origin: CGPoint(x: -frame.minX, y: -frame.minY),
            clip: CGRect(x: 0, y: 0, width: width, height: height), inheritedAlpha: inheritedAlpha)
        let placed = CGRect(
            x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
        let mapping = _transform(UIView._drawnTransform(t), about: placed)
        let target = UIScreen.cellRect(for: placed.applying(mapping), cellSize: cellSize).intersection(clip)
            .intersection(CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        guard !target.isNull, !target.isEmpty else { return }
        let inverse = mapping.inverted()
        let targetWidth = Int(target.width), targetHeight = Int(target.height)
        var scaled = Canvas(width: targetWidth, height: targetHeight)
        // Each target cell shows the cell of the upright drawing its centre maps back to.
        func source(_ x: Int, _ y: Int) -> (x: Int, y: Int)? {
            let p = CGPoint(
                x: (target.minX + CGFloat(x) + 0.5) * cellSize.width,
                y: (target.minY + CGFloat(y) + 0.5) * cellSize.height
            ).applying(inverse)
            let sx = Int(((p.x - placed.minX) / cellSize.width).rounded(.down))
            let sy = Int(((p.y - placed.minY) / cellSize.height).rounded(.down))
            guard sx >= 0, sy >= 0, sx < width, sy < height else { return nil }
            return (sx, sy)
        }
        for y in 0..<targetHeight {
            var skip = -1
            for x in 0..<targetWidth where x != skip {
                guard let (sx, sy) = source(x, y) else { continue }
                var cell = own[x: sx, y: sy]
                if cell.isBlank { continue }
                let isWide = sx + 1 < width && own[x: sx + 1, y: sy].isContinuation
                if cell.isContinuation {
                    cell.text = " "
                } else if isWide {
                    // Whole only where the next target cell shows the continuation.
                    if x + 1 < targetWidth, let next = source(x + 1, y), next.x == sx + 1, next.y == sy {
                        skip = x + 1
                    } else {
                        cell.text = " "
                    }
                }
                scaled.put(cell, x: x, y: y)
            }
        }
        canvas.composite(scaled, at: target.origin, clip: clip)
    }
}

extension CGAffineTransform {
    /// The transform `fraction` of the way to `end`: translation, scale and rotation angle
    /// interpolated separately, as Core Animation does for affine transforms.
    func _interpolated(to end: CGAffineTransform, fraction t: CGFloat) -> CGAffineTransform {
        func parts(_ m: CGAffineTransform) -> (sx: CGFloat, sy: CGFloat, angle: CGFloat) {
            let angle = atan2(m.b, m.a)
            let sx = (m.a * m.a + m.b * m.b).squareRoot()
            let determinant = m.a * m.d - m.b * m.c
            let sy = sx == 0 ? m.d : determinant / sx
            return (sx, sy, angle)
        }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        // Without rotation, interpolate the entries: mirrors (negative scales) stay mirrors.
        if b == 0, c == 0, end.b == 0, end.c == 0 {
            return CGAffineTransform(
                a: mix(a, end.a), b: 0, c: 0, d: mix(d, end.d), tx: mix(tx, end.tx), ty: mix(ty, end.ty))
        }
        let from = parts(self), to = parts(end)
        var toAngle = to.angle
        // The short way round.
        if toAngle - from.angle > .pi { toAngle -= 2 * .pi }
        if from.angle - toAngle > .pi { toAngle += 2 * .pi }
        return CGAffineTransform(scaleX: mix(from.sx, to.sx), y: mix(from.sy, to.sy))
            .concatenating(CGAffineTransform(rotationAngle: mix(from.angle, toAngle)))
            .concatenating(CGAffineTransform(translationX: mix(tx, end.tx), y: mix(ty, end.ty)))
    }
}

extension CGRect {
    /// The rectangle with two opposite corners at these points.
    init(_corner a: CGPoint, _ b: CGPoint) {
        self.init(x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}
