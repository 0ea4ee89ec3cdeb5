import Foundation

/// The identifier of a background task, which ``UIApplication/beginBackgroundTask(expirationHandler:)``
/// returns and ``UIApplication/endBackgroundTask(_:)`` ends.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No task: what a request for background time that was refused returns.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Whether the app may refresh its content in the background.
public enum UIBackgroundRefreshStatus: Int, Sendable {
    /// Background refresh is off and the user cannot turn it on.
    case restricted
    /// The user turned background refresh off.
    case denied
    /// Background refresh is on.
    case available
}

extension UIApplication {
    /// Asks for time to finish work if the app goes to the background, and returns the task's
    /// identifier; end the task with ``endBackgroundTask(_:)`` when the work is done.
    ///
    /// ```swift
    /// let task = UIApplication.shared.beginBackgroundTask { [weak self] in self?.cancelUpload() }
    /// upload.start { UIApplication.shared.endBackgroundTask(task) }
    /// ```
    ///
    /// - Parameter handler: What iOS calls when the time runs out. Terrarium never calls it.
    /// - Returns: A new identifier, never ``UIBackgroundTaskIdentifier/invalid``.
    /// - Note: A terminal app is not suspended while it runs in the background: a process
    ///   stopped with Ctrl-Z runs nothing at all, whatever it asked for, and one that is not
    ///   stopped runs on without a time limit. So every request is granted, the expiration
    ///   handler is never called, and ``backgroundTimeRemaining`` is unlimited.
    public func beginBackgroundTask(
        expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Asks for time to finish work if the app goes to the background, naming the task for
    /// debugging; see ``beginBackgroundTask(expirationHandler:)``.
    ///
    /// - Parameters:
    ///   - taskName: A name for the task, or `nil`.
    ///   - handler: What iOS calls when the time runs out. Terrarium never calls it.
    /// - Returns: A new identifier, never ``UIBackgroundTaskIdentifier/invalid``.
    public func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        let identifier = UIBackgroundTaskIdentifier(rawValue: _nextBackgroundTask)
        _nextBackgroundTask += 1
        _backgroundTasks.insert(identifier)
        return identifier
    }

    /// Ends a background task that ``beginBackgroundTask(expirationHandler:)`` began. Ending
    /// ``UIBackgroundTaskIdentifier/invalid`` or a task already ended does nothing.
    ///
    /// - Parameter identifier: The task's identifier.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        _backgroundTasks.remove(identifier)
    }

    /// How long the app may still run in the background: unlimited
    /// (`TimeInterval.greatestFiniteMagnitude`), as UIKit reports in the foreground.
    ///
    /// - Note: Always unlimited in a terminal (see ``beginBackgroundTask(expirationHandler:)``).
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// Whether the app may refresh its content in the background:
    /// ``UIBackgroundRefreshStatus/restricted``.
    ///
    /// - Note: A terminal has no background refresh (no system wakes a program to fetch), so
    ///   the status never changes and ``backgroundRefreshStatusDidChangeNotification`` is never
    ///   posted.
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .restricted }

    /// The shortest fetch interval the system supports, for
    /// ``setMinimumBackgroundFetchInterval(_:)``.
    nonisolated public static let backgroundFetchIntervalMinimum: TimeInterval = 0

    /// A fetch interval long enough that no background fetch happens.
    nonisolated public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude

    /// Sets how often the system should wake the app to fetch content in the background.
    ///
    /// - Parameter minimumBackgroundFetchInterval: The interval, in seconds.
    /// - Note: Does nothing: a terminal has no background fetch (see ``backgroundRefreshStatus``).
    @available(*, deprecated, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead.")
    public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {}
}
