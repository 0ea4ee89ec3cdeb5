import Foundation

extension NSLayoutConstraint {
    /// What ``constraints(withVisualFormat:options:metrics:views:)`` also does: align the
    /// views of the format on an edge across it, and which way a horizontal format runs.
    public struct FormatOptions: OptionSet, Sendable {
        /// The raw value (UIKit's `NSLayoutFormatOptions` bits).
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align every view's left edge.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align every view's right edge.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align every view's top edge.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align every view's bottom edge.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align every view's leading edge.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align every view's trailing edge.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align every view's horizontal centre.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align every view's vertical centre.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align every view's last baseline (the bottom edge in Terrarium).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align every view's first baseline (the top edge in Terrarium).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal format runs from the leading edge to the trailing edge (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left: its first view is at the right.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Spacing is from edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing is from baseline to baseline.
        ///
        /// - Note: Terrarium: a row of text is one cell, so this is edge to edge.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// Makes the constraints a visual format string describes, not yet active.
    ///
    /// The format lays views out along one axis, `H:` (the default) or `V:`: views in
    /// brackets by their names in `views`, `|` for the superview, and connections between
    /// them: none (flush), `-` (standard spacing), `-N-` or `-name-` (a constant or a metric),
    /// `-(>=N)-` and `-(==N@750)-` (a relation and a priority). A view's brackets may hold its
    /// size: `[button(==10)]`, `[label(>=8@750)]`, `[a(==b)]` (as wide as `b`),
    /// `[a(>=5,<=20)]`.
    ///
    /// ```swift
    /// let views = ["name": nameLabel, "field": nameField]
    /// NSLayoutConstraint.activate(
    ///     NSLayoutConstraint.constraints(
    ///         withVisualFormat: "H:|-[name(==10)]-[field(>=width)]-|", options: .alignAllCenterY,
    ///         metrics: ["width": 20], views: views)
    ///     + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[field]", metrics: nil, views: views))
    /// ```
    ///
    /// A malformed format stops with UIKit's `NSInvalidArgumentException` text: "Unable to
    /// parse constraint format", the problem, the format, and a caret under the place.
    ///
    /// - Note: Terrarium: the standard spacing between views is one cell (UIKit: 8 points);
    ///   standard spacing to the superview (`|-[view]`) relates to the superview's layout
    ///   margins, as in UIKit. The wording of the problem line may differ from UIKit's.
    ///
    /// - Parameters:
    ///   - format: the visual format string.
    ///   - opts: alignment of the views across the format, and a horizontal format's direction.
    ///   - metrics: constants by name (numbers: `Int`, `Double`, `CGFloat`, `Float`, `NSNumber`).
    ///   - views: the views by name.
    /// - Returns: the constraints, inactive.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = _VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        let parsed = parser.parse()
        return _VisualFormatBuilder(format: parsed, options: opts, parser: parser).build()
    }
}
