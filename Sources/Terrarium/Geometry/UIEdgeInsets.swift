import Foundation

/// The inset distances for views: how far each edge of a rectangle moves inward.
///
/// Positive values shrink a rectangle; negative values grow it. Insets are measured in
/// points, and in Terrarium one point is one terminal cell.
///
/// ```swift
/// let content = view.bounds.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
/// ```
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset at the top of a rectangle.
    public var top: CGFloat
    /// The inset at the left of a rectangle.
    public var left: CGFloat
    /// The inset at the bottom of a rectangle.
    public var bottom: CGFloat
    /// The inset at the right of a rectangle.
    public var right: CGFloat

    /// Creates insets with the given distances for each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets of zero on every edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()

    /// A textual representation in UIKit's `NSStringFromUIEdgeInsets` form: `{top, left, bottom, right}`.
    public var description: String {
        "{\(top.formattedForDescription), \(left.formattedForDescription), "
            + "\(bottom.formattedForDescription), \(right.formattedForDescription)}"
    }
}

extension UIEdgeInsets {
    /// Adds two insets edge by edge, as UIKit's safe area adds `additionalSafeAreaInsets`.
    static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}

/// Edge insets that take the user interface layout direction into account.
///
/// `leading` and `trailing` map to `left` and `right` in a left-to-right layout.
/// - Note: Terrarium lays out left to right only, so `leading` is always `left`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset at the top of a rectangle.
    public var top: CGFloat
    /// The inset at the leading edge of a rectangle.
    public var leading: CGFloat
    /// The inset at the bottom of a rectangle.
    public var bottom: CGFloat
    /// The inset at the trailing edge of a rectangle.
    public var trailing: CGFloat

    /// Creates directional insets with the given distances for each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets of zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()

    /// A textual representation: `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\(top.formattedForDescription), \(leading.formattedForDescription), "
            + "\(bottom.formattedForDescription), \(trailing.formattedForDescription)}"
    }
}

extension NSDirectionalEdgeInsets {
    /// The same insets in left-to-right form.
    var leftToRight: UIEdgeInsets {
        UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

extension UIEdgeInsets {
    /// The same insets in directional form for a left-to-right layout.
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}

extension CGFloat {
    /// Whole numbers print without a fraction, as UIKit's geometry descriptions do.
    var formattedForDescription: String {
        self == self.rounded() && Swift.abs(self) < 1e15 ? String(Int(self)) : "\(Double(self))"
    }
}
