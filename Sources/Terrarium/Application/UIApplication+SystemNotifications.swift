import Foundation

extension UIApplication {
    // MARK: Memory warnings

    /// Posted when the app is short of memory, after the delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`; see ``receiveMemoryWarning()``.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")

    /// Tells the app it is short of memory, as iOS does before it ends a process that uses
    /// too much: the delegate's `applicationDidReceiveMemoryWarning(_:)`, then
    /// ``didReceiveMemoryWarningNotification``, then `didReceiveMemoryWarning()` on every view
    /// controller in the app's windows (each root, its children, and the controllers
    /// presented over it, parents before children).
    ///
    /// ```swift
    /// UIApplication.shared.receiveMemoryWarning()   // Xcode's Simulate Memory Warning, in a test
    /// #expect(gallery.thumbnailCache.isEmpty)
    /// ```
    ///
    /// - Note: A Terrarium addition, for backends and tests. Linux gives a process no warning
    ///   before the kernel ends it for lack of memory, so Terrarium never calls this itself.
    public func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
        var controllers: [UIViewController] = []
        for window in UIWindow._allWindows {
            if let root = window.rootViewController { Self._collect(root, into: &controllers) }
        }
        for controller in controllers { controller.didReceiveMemoryWarning() }
    }

    /// Appends `controller`, its children and the controllers presented over it, each once.
    private static func _collect(_ controller: UIViewController, into controllers: inout [UIViewController]) {
        guard !controllers.contains(where: { $0 === controller }) else { return }
        controllers.append(controller)
        for child in controller.children { _collect(child, into: &controllers) }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            _collect(presented, into: &controllers)
        }
    }

    // MARK: Notifications a terminal never posts

    /// Posted when a significant change in time happens: midnight, a change of time zone or
    /// of daylight saving time.
    ///
    /// - Note: Never posted by Terrarium: Foundation on Linux does not report such changes.
    nonisolated public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")

    /// Posted when the user took a screenshot.
    ///
    /// - Note: Never posted by Terrarium: a terminal does not tell the app.
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")

    /// Posted when ``backgroundRefreshStatus`` changed.
    ///
    /// - Note: Never posted by Terrarium: the status never changes.
    nonisolated public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
        "UIApplicationBackgroundRefreshStatusDidChangeNotification")

    /// Posted when the device is about to lock and protected files become unreadable.
    ///
    /// - Note: Never posted by Terrarium: a terminal app's files have no data protection.
    nonisolated public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
        "UIApplicationProtectedDataWillBecomeUnavailable")

    /// Posted when the device was unlocked and protected files became readable.
    ///
    /// - Note: Never posted by Terrarium (see ``protectedDataWillBecomeUnavailableNotification``).
    nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
        "UIApplicationProtectedDataDidBecomeAvailable")

    /// Posted before the status bar's orientation changes; `userInfo` holds the new one under
    /// ``statusBarOrientationUserInfoKey``.
    ///
    /// - Note: Never posted by Terrarium: the terminal never turns, and Terrarium draws no
    ///   status bar.
    @available(*, deprecated, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let willChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")

    /// Posted after the status bar's orientation changed; `userInfo` holds the old one under
    /// ``statusBarOrientationUserInfoKey``.
    ///
    /// - Note: Never posted by Terrarium (see ``willChangeStatusBarOrientationNotification``).
    @available(*, deprecated, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")

    /// Posted before the status bar's frame changes; `userInfo` holds the new one under
    /// ``statusBarFrameUserInfoKey``.
    ///
    /// - Note: Never posted by Terrarium, which draws no status bar.
    @available(*, deprecated, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")

    /// Posted after the status bar's frame changed; `userInfo` holds the old one under
    /// ``statusBarFrameUserInfoKey``.
    ///
    /// - Note: Never posted by Terrarium, which draws no status bar.
    @available(*, deprecated, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")

    /// The key of a status-bar orientation in a status-bar notification's `userInfo`: the raw
    /// value of a ``UIInterfaceOrientation``.
    @available(*, deprecated, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"

    /// The key of a status-bar frame in a status-bar notification's `userInfo`: a `CGRect`.
    @available(*, deprecated, message: "Use viewWillTransition(to:with:) instead.")
    nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"

    // MARK: Extension points

    /// The kinds of app extension an app may refuse to use.
    ///
    /// - Note: A terminal app has no extensions: Terrarium never asks the delegate whether to
    ///   allow one.
    public struct ExtensionPointIdentifier: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// Creates an identifier.
        ///
        /// - Parameter rawValue: The identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Custom keyboards.
        public static let keyboard = ExtensionPointIdentifier(rawValue: "com.apple.keyboard-service")
    }
}
