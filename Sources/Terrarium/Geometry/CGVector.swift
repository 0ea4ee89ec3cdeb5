import Foundation

/// A two-dimensional vector, as Core Graphics declares it: a spring's initial velocity.
///
/// - Note: Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but not `CGVector`, so
///   Terrarium declares it.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// The zero vector.
    public static let zero = CGVector()
}
