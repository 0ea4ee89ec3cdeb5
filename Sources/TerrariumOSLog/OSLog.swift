import Foundation
import Logging

/// A log of an app's subsystem and category, which `os_log` and ``Logger`` write to; the
/// messages go to swift-log.
///
/// ```swift
/// extension OSLog {
///     static let network = OSLog(subsystem: "com.example.Mail", category: "network")
/// }
/// os_log("Fetched %d messages", log: .network, type: .info, count)
/// ```
///
/// Each log writes to a swift-log `Logger` labelled `subsystem:category`
/// (`com.example.Mail:network`), made the first time the log writes, with the handler the app
/// bootstrapped (`LoggingSystem.bootstrap`). In a terminal app, bootstrap with
/// `TerminalLogHandler` (from `TerrariumTerminal`), first thing in `main`: messages then go to
/// the app's log view and to standard error, which the terminal driver keeps off the screen
/// while the app runs. Without a bootstrap, swift-log's default handler writes to standard
/// error, which the driver also captures.
///
/// - Note: On Apple's platforms the messages go to the unified logging system. Here the
///   level is swift-log's (see ``OSLogType``), and the handler's log level (`.info` by
///   default) decides which are kept, as the logging system's configuration does on a
///   device. A log is made on first use: create logs after bootstrapping swift-log (or use
///   them only after), as a logger made before the bootstrap keeps swift-log's default
///   handler.
public final class OSLog: NSObject, @unchecked Sendable {
    /// The log's subsystem, or an empty string for ``default`` and ``disabled``.
    public let subsystem: String
    /// The log's category, or an empty string for ``default`` and ``disabled``.
    public let category: String
    /// The label of the swift-log logger the log writes to.
    ///
    /// - Note: A Terrarium addition.
    public let label: String
    private let isDisabled: Bool
    private let lock = NSLock()
    private var logger: Logging.Logger?

    /// Creates a log for a subsystem (usually the app's bundle identifier) and a category
    /// (a part of the app).
    ///
    /// - Parameters:
    ///   - subsystem: The subsystem, such as `com.example.Mail`.
    ///   - category: The category, such as `network`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.label = "\(subsystem):\(category)"
        self.isDisabled = false
    }

    /// Creates a log for a subsystem and one of the system's categories.
    ///
    /// - Parameters:
    ///   - subsystem: The subsystem.
    ///   - category: The category, such as ``Category/pointsOfInterest``.
    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(label: String, isDisabled: Bool) {
        self.subsystem = ""
        self.category = ""
        self.label = label
        self.isDisabled = isDisabled
    }

    /// The log `os_log` writes to when given none: swift-log's logger labelled with the
    /// process's name.
    public static let `default` = OSLog(label: ProcessInfo.processInfo.processName, isDisabled: false)

    /// A log that writes nothing.
    public static let disabled = OSLog(label: "disabled", isDisabled: true)

    /// Whether messages of `type` are kept: whether the swift-log handler's level lets that
    /// level through; never for ``disabled``.
    ///
    /// - Parameter type: The type of message.
    public func isEnabled(type: OSLogType) -> Bool {
        guard !isDisabled else { return false }
        return type.logLevel >= _logger.logLevel
    }

    /// The categories the system defines.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's name.
        public let rawValue: String

        /// Creates a category from its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Points of interest, which Instruments shows on a timeline.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Messages kept only while a tool asks for them.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Messages kept, with their stack, only while a tool asks for them.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// Whether values logged as private (or private by default, such as strings) are shown
    /// rather than replaced by `<private>`. `false` by default, as on a device with no
    /// debugger attached.
    ///
    /// ```swift
    /// OSLog.revealsPrivateValues = true   // while debugging: show every value
    /// ```
    ///
    /// - Note: A Terrarium addition, standing in for the debugger or configuration profile
    ///   that reveals private data on Apple's platforms.
    public static var revealsPrivateValues: Bool {
        get { _privacyLock.withLock { _revealsPrivateValues } }
        set { _privacyLock.withLock { _revealsPrivateValues = newValue } }
    }

    private static let _privacyLock = NSLock()
    nonisolated(unsafe) private static var _revealsPrivateValues = false

    /// The swift-log logger, made on first use.
    var _logger: Logging.Logger {
        if let factory = OSLog._handlerFactory { return Logging.Logger(label: label, factory: factory) }
        return lock.withLock {
            if let logger { return logger }
            let made = Logging.Logger(label: label)
            logger = made
            return made
        }
    }

    /// Writes `text` at `level`, unless the log is disabled.
    func _write(
        _ text: @autoclosure () -> String, level: Logging.Logger.Level, file: String, function: String, line: UInt
    ) {
        guard !isDisabled else { return }
        let logger = _logger
        guard level >= logger.logLevel else { return }
        logger.log(level: level, "\(text())", file: file, function: function, line: line)
    }

    /// A handler factory that replaces the bootstrapped one for logs written in `operation`,
    /// for tests, which cannot bootstrap swift-log more than once per process.
    package static func _withHandlerFactory<Result>(
        _ factory: @escaping @Sendable (String) -> any LogHandler, operation: () throws -> Result
    ) rethrows -> Result {
        try $_handlerFactory.withValue(factory, operation: operation)
    }

    @TaskLocal static var _handlerFactory: (@Sendable (String) -> any LogHandler)?
}
