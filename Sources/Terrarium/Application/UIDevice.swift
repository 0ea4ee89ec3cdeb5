import Foundation

/// The kinds of interface an app can run on.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone's interface.
    case phone = 0
    /// An iPad's interface.
    case pad = 1
    /// A TV's interface.
    case tv = 2
    /// A car's interface.
    case carPlay = 3
    /// A Mac's interface.
    case mac = 5
    /// A headset's interface.
    case vision = 6
}

/// The device the app runs on: in Terrarium, the terminal.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad {
///     splitViewController.preferredDisplayMode = .oneBesideSecondary
/// }
/// ```
///
/// - Note: What Terrarium answers, and why:
///   - ``name`` and ``model`` are `"Terminal"`: since iOS 16 UIKit answers a generic model
///     name rather than the user's device name, and the terminal is the device here.
///   - ``systemName`` and ``systemVersion`` are the operating system the process runs on
///     (`"Linux"` and its kernel version, from `ProcessInfo`), so that logs and version
///     checks see the truth rather than an iOS version Terrarium does not emulate.
///   - ``userInterfaceIdiom`` is ``UIUserInterfaceIdiom/pad``: a terminal is a resizable
///     window whose size classes follow its size (a split view expands when wide), which is
///     how iOS code written for iPad behaves; code that branches on `.phone` keeps to its
///     compact layouts only when the terminal is narrow.
///   - ``orientation`` follows the screen's shape (see ``UIDeviceOrientation``).
///   - ``isMultitaskingSupported`` is `true`: the process can be sent to the background
///     (Ctrl-Z) and brought back, and the app's state follows.
@preconcurrency @MainActor
public final class UIDevice: NSObject {
    /// The device the app runs on.
    public static let current = UIDevice()

    override init() {
        super.init()
    }

    /// The device's name: `"Terminal"`.
    public var name: String { "Terminal" }

    /// The kind of device: `"Terminal"`.
    public var model: String { "Terminal" }

    /// The kind of device, localized: `"Terminal"`.
    public var localizedModel: String { model }

    /// The operating system's name: `"Linux"` on Linux.
    public var systemName: String {
        #if os(Linux)
            "Linux"
        #elseif os(macOS)
            "macOS"
        #else
            "Unknown"
        #endif
    }

    /// The operating system's version, `major.minor.patch` as `ProcessInfo` reports it (the
    /// kernel's version on Linux).
    public var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }

    /// The style of interface to use: ``UIUserInterfaceIdiom/pad`` (see the note on the class).
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }

    /// The device's physical orientation, from the screen's shape: ``UIDeviceOrientation/portrait``
    /// or ``UIDeviceOrientation/landscapeLeft``.
    ///
    /// - Note: UIKit answers ``UIDeviceOrientation/unknown`` until orientation notifications
    ///   are generated; Terrarium always answers, as the screen's shape is always known.
    public var orientation: UIDeviceOrientation {
        UIScreen.main._interfaceOrientation.isPortrait ? .portrait : .landscapeLeft
    }

    /// Whether the device supports running apps in the background: `true`.
    public var isMultitaskingSupported: Bool { true }

    /// Whether ``beginGeneratingDeviceOrientationNotifications()`` was called more often than
    /// ``endGeneratingDeviceOrientationNotifications()``.
    public var isGeneratingDeviceOrientationNotifications: Bool { _orientationNotificationRequests > 0 }

    var _orientationNotificationRequests = 0

    /// Asks for orientation notifications; calls nest, as in UIKit.
    ///
    /// - Note: The terminal never turns, so no ``orientationDidChangeNotification`` is posted;
    ///   a resize that changes the screen's shape is a size transition instead.
    public func beginGeneratingDeviceOrientationNotifications() {
        _orientationNotificationRequests += 1
    }

    /// Balances a call to ``beginGeneratingDeviceOrientationNotifications()``.
    public func endGeneratingDeviceOrientationNotifications() {
        _orientationNotificationRequests = Swift.max(0, _orientationNotificationRequests - 1)
    }

    /// Posted when the device's orientation changes; Terrarium never posts it (see
    /// ``beginGeneratingDeviceOrientationNotifications()``).
    public nonisolated static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")

    // MARK: Battery and proximity

    /// The states of the battery.
    public enum BatteryState: Int, Sendable {
        /// Not known: battery monitoring is off, or the device cannot tell.
        case unknown
        /// On battery power, discharging.
        case unplugged
        /// Plugged in, charging.
        case charging
        /// Plugged in, fully charged.
        case full
    }

    /// Whether the app asked for the battery's level and state. `false` by default.
    ///
    /// - Note: Terrarium does not read the computer's battery: with monitoring on,
    ///   ``batteryState`` stays ``BatteryState/unknown`` and ``batteryLevel`` -1, what UIKit
    ///   answers when it cannot tell, and the battery notifications are never posted.
    public var isBatteryMonitoringEnabled = false

    /// The battery's state: always ``BatteryState/unknown`` (see ``isBatteryMonitoringEnabled``).
    public var batteryState: BatteryState { .unknown }

    /// The battery's charge from 0 to 1: always -1, not known (see
    /// ``isBatteryMonitoringEnabled``).
    public var batteryLevel: Float { -1 }

    /// Whether the app asked to be told when something is close to the screen; stays `false`,
    /// as on a device without a proximity sensor: a terminal has none.
    public var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// Whether something is close to the screen: always `false`.
    public var proximityState: Bool { false }

    /// Posted when ``batteryState`` changed. Never posted by Terrarium.
    public nonisolated static let batteryStateDidChangeNotification = Notification.Name(
        "UIDeviceBatteryStateDidChangeNotification")

    /// Posted when ``batteryLevel`` changed. Never posted by Terrarium.
    public nonisolated static let batteryLevelDidChangeNotification = Notification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")

    /// Posted when ``proximityState`` changed. Never posted by Terrarium.
    public nonisolated static let proximityStateDidChangeNotification = Notification.Name(
        "UIDeviceProximityStateDidChangeNotification")
}
