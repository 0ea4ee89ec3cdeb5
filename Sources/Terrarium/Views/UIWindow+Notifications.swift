import Foundation

extension UIWindow {
    /// Posted when a window became visible (`isHidden` set to `false`, or
    /// ``makeKeyAndVisible()``); the object is the window.
    nonisolated public static let didBecomeVisibleNotification = Notification.Name(
        "UIWindowDidBecomeVisibleNotification")

    /// Posted when a window became hidden; the object is the window.
    nonisolated public static let didBecomeHiddenNotification = Notification.Name(
        "UIWindowDidBecomeHiddenNotification")

    /// Posted when a window became the key window; the object is the window.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")

    /// Posted when a window stopped being the key window; the object is the window.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}
