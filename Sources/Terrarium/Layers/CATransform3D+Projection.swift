import Foundation

// What a 3D transform looks like in the plane a terminal draws: the affine transform that
// matches its projection at the layer's centre.

extension CATransform3D {
    /// The affine transform a layer of `size` with anchor point `anchor` (unit coordinates)
    /// shows under this transform, for points with z = 0, in the anchor-relative coordinates
    /// a layer transform works in.
    ///
    /// The projection `(x, y) ↦ (x'/w', y'/w')` is not affine once there is perspective; it is
    /// replaced by its first-order approximation at the layer's centre: the same image of the
    /// centre and the same derivatives there. So a turn about the y axis narrows the layer by
    /// the cosine of the angle (more or less at the centre when perspective shrinks the far
    /// edge), and a turn about an edge, as a fold does, keeps that edge where it was. When the
    /// centre falls behind the viewer (`w' ≤ 0`) nothing is shown: a zero transform.
    func _affineProjection(size: CGSize, anchor: CGPoint) -> CGAffineTransform {
        if CATransform3DIsAffine(self) { return CATransform3DGetAffineTransform(self) }
        let cx = Double((0.5 - anchor.x) * size.width), cy = Double((0.5 - anchor.y) * size.height)
        let p = _apply(x: cx, y: cy, z: 0)
        guard p.w > 1e-9 else { return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
        let w2 = p.w * p.w
        let a = (Double(m11) * p.w - p.x * Double(m14)) / w2
        let b = (Double(m12) * p.w - p.y * Double(m14)) / w2
        let c = (Double(m21) * p.w - p.x * Double(m24)) / w2
        let d = (Double(m22) * p.w - p.y * Double(m24)) / w2
        let x = p.x / p.w, y = p.y / p.w
        return CGAffineTransform(
            a: a, b: b, c: c, d: d, tx: x - a * cx - c * cy, ty: y - b * cx - d * cy)
    }
}
