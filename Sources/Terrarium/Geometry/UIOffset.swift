import Foundation

/// A distance to move something by, horizontally and vertically: how far a bar button's
/// title or a search bar's icon sits from where it would be.
///
/// ```swift
/// item.setTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: -2), for: .default)
/// ```
public struct UIOffset: Hashable, Sendable, CustomStringConvertible {
    /// The distance to the right (negative: to the left), in points.
    public var horizontal: CGFloat
    /// The distance down (negative: up), in points.
    public var vertical: CGFloat

    /// Creates an offset.
    ///
    /// - Parameters:
    ///   - horizontal: The distance to the right.
    ///   - vertical: The distance down.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Creates an offset of zero.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No offset.
    public static let zero = UIOffset()

    /// A textual representation in UIKit's `NSStringFromUIOffset` form: `{horizontal, vertical}`.
    public var description: String {
        "{\(horizontal.formattedForDescription), \(vertical.formattedForDescription)}"
    }
}
