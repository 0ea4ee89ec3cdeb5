import Foundation

/// The size classes: a coarse measure of the space available along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
    /// No size class given.
    case unspecified
    /// Little space: a narrow or short terminal.
    case compact
    /// Ample space.
    case regular

    /// The case's name.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style given.
    case unspecified
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
}

/// The direction of layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// No direction given.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// A set of traits that describe an app's environment: size classes, appearance, scale,
/// layout direction and the preferred size of text.
///
/// A window's traits come from its size in cells (see ``UIWindow/SizeClassThresholds``);
/// view controllers inherit their parent's traits, overlaid with any override the parent
/// sets with `setOverrideTraitCollection(_:forChild:)`; views inherit their controller's
/// or superview's. Traits that are not specified take their value from the other
/// collections when combined with ``init(traitsFrom:)``.
///
/// ```swift
/// let wide = UITraitCollection(horizontalSizeClass: .regular)
/// parent.setOverrideTraitCollection(wide, forChild: detail)
/// ```
public final class UITraitCollection: NSObject, Sendable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Light or dark appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Points per pixel; 0 when unspecified.
    /// - Note: A terminal's windows report 1: one point is one cell.
    public let displayScale: CGFloat
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The size of text the user prefers; ``UIContentSizeCategory/unspecified`` when not given.
    ///
    /// - Note: A window's is always ``UIContentSizeCategory/large`` (see
    ///   ``UIContentSizeCategory``); a parent's trait override can give a child another.
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(
        horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
        userInterfaceStyle: UIUserInterfaceStyle, displayScale: CGFloat,
        layoutDirection: UITraitEnvironmentLayoutDirection,
        preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Creates a collection with every trait unspecified.
    public convenience override init() {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, userInterfaceStyle: .unspecified,
            displayScale: 0, layoutDirection: .unspecified)
    }

    /// Creates a collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified,
            userInterfaceStyle: .unspecified, displayScale: 0, layoutDirection: .unspecified)
    }

    /// Creates a collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass, userInterfaceStyle: .unspecified,
            displayScale: 0, layoutDirection: .unspecified)
    }

    /// Creates a collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, userInterfaceStyle: userInterfaceStyle,
            displayScale: 0, layoutDirection: .unspecified)
    }

    /// Creates a collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, userInterfaceStyle: .unspecified,
            displayScale: displayScale, layoutDirection: .unspecified)
    }

    /// Creates a collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, userInterfaceStyle: .unspecified,
            displayScale: 0, layoutDirection: layoutDirection)
    }

    /// Creates a collection that specifies only the preferred size of text.
    ///
    /// ```swift
    /// let larger = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    /// parent.setOverrideTraitCollection(larger, forChild: detail)
    /// ```
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, userInterfaceStyle: .unspecified,
            displayScale: 0, layoutDirection: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// Combines collections: each trait takes the value of the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var style = UIUserInterfaceStyle.unspecified, scale: CGFloat = 0
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var category = UIContentSizeCategory.unspecified
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
        }
        self.init(
            horizontalSizeClass: horizontal, verticalSizeClass: vertical, userInterfaceStyle: style,
            displayScale: scale, layoutDirection: direction, preferredContentSizeCategory: category)
    }

    /// Whether every trait that `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.preferredContentSizeCategory == .unspecified
                || trait.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Whether colours would resolve differently: the interface style differs.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != traitCollection?.userInterfaceStyle
    }

    /// Collections are equal when every trait is.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? UITraitCollection else { return false }
        let lhs = self
        return lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.displayScale == rhs.displayScale
            && lhs.layoutDirection == rhs.layoutDirection
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
    }

    /// A hash of every trait: equal collections hash alike.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }

    /// A textual representation listing the traits, like UIKit's.
    public override var description: String {
        "<UITraitCollection; HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "UserInterfaceStyle = \(userInterfaceStyle), DisplayScale = \(displayScale)>"
    }

    /// The traits of an environment outside any window.
    static let _defaults = UITraitCollection(
        horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, userInterfaceStyle: .dark,
        displayScale: 1, layoutDirection: .leftToRight, preferredContentSizeCategory: .large)
}
