import Foundation

extension UIWindow {
    /// Where a window stacks among the windows on its screen: windows of a higher level are
    /// drawn over, and take touches before, windows of a lower one, whatever order they were
    /// shown in; within a level, the window shown last is on top.
    ///
    /// ```swift
    /// let banner = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 32))
    /// banner.windowLevel = .statusBar + 1       // over the app, under alerts
    /// banner.rootViewController = BannerViewController()
    /// banner.isHidden = false
    /// ```
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's value: higher is nearer the viewer.
        public var rawValue: CGFloat

        /// Creates a level.
        ///
        /// - Parameter rawValue: The level's value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Creates a level.
        ///
        /// - Parameter rawValue: The level's value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default level, of the app's windows: 0.
        public static let normal = Level(0)

        /// The level of the status bar: 1000.
        ///
        /// - Note: Terrarium draws no status bar; windows at this level are drawn over normal
        ///   ones all the same.
        public static let statusBar = Level(1000)

        /// The level of alerts, over the status bar: 2000.
        ///
        /// - Note: Terrarium presents `UIAlertController`s in the presenting controller's
        ///   window, as UIKit does today; the level is for windows an app makes itself.
        public static let alert = Level(2000)

        /// Whether `lhs` stacks below `rhs`.
        ///
        /// - Note: A Terrarium addition: UIKit's levels compare by their raw values.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The level `rhs` above `lhs`: `.alert + 1` is just over alerts.
        ///
        /// - Parameters:
        ///   - lhs: The level.
        ///   - rhs: How much higher.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }

        /// The level `rhs` below `lhs`: `.normal - 1` is under the app's windows.
        ///
        /// - Parameters:
        ///   - lhs: The level.
        ///   - rhs: How much lower.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
}
