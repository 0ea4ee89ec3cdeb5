import Foundation

/// The size of text the user prefers (Dynamic Type), from extra small to the accessibility
/// sizes.
///
/// ```swift
/// if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
///     stackView.axis = .vertical
/// }
/// ```
///
/// Categories compare by size (``unspecified`` below all); a trait collection's
/// ``UITraitCollection/preferredContentSizeCategory`` holds one, and
/// ``UITraitCollection/init(preferredContentSizeCategory:)`` makes an override of it.
///
/// - Note: A terminal draws text in its own font at its own size, which the app cannot
///   change: a window's category is always ``large`` (UIKit's default), it never changes,
///   and ``didChangeNotification`` is never posted. A parent's trait override
///   (`setOverrideTraitCollection(_:forChild:)`) can still give a child another category,
///   which the child's traits report and its trait-change registrations hear of.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The raw value.
    public let rawValue: String

    /// Creates a category.
    ///
    /// - Parameter rawValue: The category's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default, and Terrarium's.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large: the largest outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large: the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest.
    private static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether the category is one of the accessibility sizes, for which layouts often stack
    /// what sits side by side.
    public var isAccessibilityCategory: Bool {
        (Self.ordered.firstIndex(of: self) ?? 0) >= Self.ordered.firstIndex(of: .accessibilityMedium)!
    }

    /// Whether `lhs` is a smaller size than `rhs`. ``unspecified`` is smaller than every size.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
    }

    /// Posted when the user changed the preferred size of text; `userInfo` holds the new
    /// category under ``newValueUserInfoKey``.
    ///
    /// - Note: Never posted by Terrarium (see the note on the type).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The key of the new category in a ``didChangeNotification``'s `userInfo`: its raw value.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UIApplication {
    /// The size of text the user prefers: always ``UIContentSizeCategory/large`` in a
    /// terminal (see ``UIContentSizeCategory``).
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

/// A view whose font follows the user's preferred size of text.
///
/// - Note: The preferred size never changes in a terminal (see ``UIContentSizeCategory``):
///   the property is kept and changes nothing.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the view updates its font when the preferred size of text changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
