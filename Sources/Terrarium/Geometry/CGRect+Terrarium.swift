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
}

extension CGPoint {
    func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint {
        CGPoint(x: x + dx, y: y + dy)
    }
}
