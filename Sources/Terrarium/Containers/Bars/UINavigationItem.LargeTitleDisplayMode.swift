import Foundation

extension UINavigationItem {
    /// Whether a navigation bar shows an item's title large.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it on the stack does.
        case automatic
        /// Large.
        case always
        /// Standard.
        case never
        /// Inline with the bar's items (iOS 17).
        case inline
    }
}
