import Foundation

extension CGRect {
    /// Returns a rectangle whose edges are moved inward by the given insets.
    ///
    /// UIKit spells this `rect.inset(by:)`; the result may have a negative size if the
    /// insets are larger than the rectangle, as in UIKit.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }

    /// This rectangle snapped to whole cells: each edge rounded to the nearest integer.
    ///
    /// Rounding the edges rather than origin and size keeps adjacent views adjacent while
    /// an animation moves them through fractional positions.
    var snappedToCells: CGRect {
        let minX = self.minX.rounded(), minY = self.minY.rounded()
        let maxX = self.maxX.rounded(), maxY = self.maxY.rounded()
        return CGRect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
    }
}

extension CGPoint {
    func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint {
        CGPoint(x: x + dx, y: y + dy)
    }
}
