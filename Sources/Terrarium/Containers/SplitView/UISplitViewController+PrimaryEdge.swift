import Foundation

extension UISplitViewController {
    /// The side of a split view controller the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading side: the left, as Terrarium lays out left to right.
        case leading
        /// The trailing side: the right.
        case trailing
    }

    /// The value that asks for the default of a column width or fraction
    /// (``preferredPrimaryColumnWidthFraction``, ``minimumPrimaryColumnWidth``).
    nonisolated public static let automaticDimension: CGFloat = -1
}
