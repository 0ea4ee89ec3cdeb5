import Foundation

extension UITabBar {
    /// How a tab bar spreads its items along its width.
    public enum ItemPositioning: Int, Sendable {
        /// By the bar's width and the device: spread out when compact, centred when regular.
        case automatic
        /// Across the whole width.
        case fill
        /// Centred, at ``UITabBar/itemWidth`` and ``UITabBar/itemSpacing``.
        case centered
    }
}
