import Foundation

// Core Graphics' comparison functions as iOS code calls them (`size.equalTo(other)`, the
// Swift names of `CGSizeEqualToSize` and friends). Foundation on Linux declares the types
// and `==` but not these.

extension CGPoint {
    /// Whether this point equals `point2`: the same as `==`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether this size equals `size2`: the same as `==`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether this rectangle equals `rect2`: the same origin and size, as `==`.
    ///
    /// - Note: Core Graphics standardizes both rectangles first (a negative width and its
    ///   mirror compare equal); Terrarium does too.
    public func equalTo(_ rect2: CGRect) -> Bool { self.standardized == rect2.standardized }
}
