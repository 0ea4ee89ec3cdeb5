import Foundation

/// How much the layout system cares about a constraint, from 1 to ``required`` (1,000).
///
/// Required constraints must hold; the engine breaks one (and logs why) only when required
/// constraints contradict each other. Any lower priority makes the constraint a preference
/// that gives way to higher priorities:
///
/// ```swift
/// let preferredWidth = label.widthAnchor.constraint(equalToConstant: 40)
/// preferredWidth.priority = .defaultHigh - 1   // 749: gives way to compression resistance
/// preferredWidth.isActive = true
/// ```
///
/// - Note: UIKit satisfies higher priorities strictly first. Terrarium's engine weighs them:
///   a preference of priority `p` costs 10^(5p/1,000) per cell it is off by, so a 750
///   preference outweighs a 250 one unless the 250 one would be off by 316 times as many
///   cells. Priorities 100 apart differ by a factor of 3.16. Layouts that give each priority
///   one job (hugging at 250, compression resistance at 750, your preferences elsewhere)
///   come out as in UIKit.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority as a number from 1 to 1,000.
    public var rawValue: Float

    /// Creates a priority from its number.
    ///
    /// - Parameter rawValue: from 1 to 1,000; 1,000 is required.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority from its number.
    ///
    /// - Parameter rawValue: from 1 to 1,000; 1,000 is required.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A required constraint: 1,000.
    public static let required = UILayoutPriority(1000)

    /// The priority with which a button resists compressing its content: 750. Views resist
    /// compression at this priority by default.
    public static let defaultHigh = UILayoutPriority(750)

    /// The priority of a drag that may resize the window's scene: 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)

    /// The priority at which the window's scene prefers to keep its size: 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)

    /// The priority of a drag that will not resize the window's scene: 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// The priority with which a button hugs its content horizontally: 250. Views hug their
    /// content at this priority by default.
    public static let defaultLow = UILayoutPriority(250)

    /// The priority with which a view wants to match the target size in
    /// `systemLayoutSizeFitting(_:)`: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders priorities by their numbers.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A priority `rhs` above `lhs`: `.defaultHigh + 1` is 751.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority `rhs` below `lhs`: `.required - 1` is 999.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// Whether this is ``required`` (or above).
    var _isRequired: Bool { rawValue >= 1000 }
}

extension UILayoutPriority: CustomStringConvertible {
    /// The number, without a fraction when it is whole: `750`.
    public var description: String {
        CGFloat(rawValue).formattedForDescription
    }
}
