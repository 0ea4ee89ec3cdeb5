import Foundation

extension UIScreen {
    /// Posted when a screen was connected to the device; the object is the screen.
    ///
    /// - Note: Never posted by Terrarium: the app has the one screen its backend shows.
    nonisolated public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")

    /// Posted when a screen was disconnected; the object is the screen.
    ///
    /// - Note: Never posted by Terrarium (see ``didConnectNotification``).
    nonisolated public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")

    /// Posted when a screen's mode (its resolution) changed; the object is the screen.
    ///
    /// - Note: Terrarium posts it when the screen's size changes: when the terminal is resized,
    ///   which is a change of resolution in cells. Windows hear of the new size as UIKit tells
    ///   them of a rotation (`viewWillTransition(to:with:)`).
    nonisolated public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

    /// Posted when the screen's brightness changed; the object is the screen.
    ///
    /// - Note: Never posted by Terrarium (see ``brightness``).
    nonisolated public static let brightnessDidChangeNotification = Notification.Name(
        "UIScreenBrightnessDidChangeNotification")
}
