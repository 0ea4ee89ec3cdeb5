import Foundation

extension UIView {
    /// How a view places its content (an image) when the content's size differs from the
    /// view's. The raw values are UIKit's.
    public enum ContentMode: Int, Sendable {
        /// Stretches the content to fill the bounds, changing its aspect ratio if needed.
        case scaleToFill = 0
        /// Scales the content to fit inside the bounds, keeping its aspect ratio; the
        /// rest of the bounds is left transparent.
        case scaleAspectFit = 1
        /// Scales the content to fill the bounds, keeping its aspect ratio; what overflows
        /// is cut off.
        case scaleAspectFill = 2
        /// Redraws the content when the bounds change (the same as ``scaleToFill`` for images).
        case redraw = 3
        /// Centres the content at its own size.
        case center = 4
        /// Centres the content horizontally along the top edge.
        case top = 5
        /// Centres the content horizontally along the bottom edge.
        case bottom = 6
        /// Centres the content vertically along the left edge.
        case left = 7
        /// Centres the content vertically along the right edge.
        case right = 8
        /// Puts the content in the top-left corner.
        case topLeft = 9
        /// Puts the content in the top-right corner.
        case topRight = 10
        /// Puts the content in the bottom-left corner.
        case bottomLeft = 11
        /// Puts the content in the bottom-right corner.
        case bottomRight = 12
    }
}
