import Foundation

extension UISegmentedControl {
    /// Where a segment is in the control, for images and adjustments set per kind of segment.
    ///
    /// - Note: Terrarium draws its segments as text and keeps no per-segment images; the type
    ///   exists for code that names it.
    public enum Segment: Int, Sendable {
        /// Any segment.
        case any = 0
        /// The leftmost segment.
        case left = 1
        /// A segment between others.
        case center = 2
        /// The rightmost segment.
        case right = 3
        /// The only segment.
        case alone = 4
    }
}
