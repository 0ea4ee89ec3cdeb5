import Foundation
import Logging

/// Apple's structured logger: messages written with string interpolation, each value with
/// its privacy, at a level per method; they go to swift-log.
///
/// ```swift
/// import TerrariumOSLog   // on iOS: import OSLog
///
/// let logger = Logger(subsystem: "com.example.Mail", category: "sync")
/// logger.info("Fetched \(count) messages for \(account, privacy: .private)")
/// // [com.example.Mail:sync] Fetched 12 messages for <private>
/// logger.error("Sync failed: \(error.localizedDescription, privacy: .public)")
/// ```
///
/// Each method writes at a swift-log level: ``trace(_:file:function:line:)`` `.trace`,
/// ``debug(_:file:function:line:)`` `.debug`, ``info(_:file:function:line:)`` `.info`,
/// ``notice(_:file:function:line:)`` and ``log(_:file:function:line:)`` `.notice`,
/// ``warning(_:file:function:line:)`` `.warning`, ``error(_:file:function:line:)`` `.error`,
/// ``critical(_:file:function:line:)`` and ``fault(_:file:function:line:)`` `.critical`, to
/// the swift-log logger of its ``OSLog`` (labelled `subsystem:category`).
///
/// - Note: Apple's `trace` is `debug`, `warning` is `error` and `critical` is `fault`; here
///   each keeps its own swift-log level, which has all of them. The methods take the file,
///   function and line they are called from, for swift-log's handlers, as extra defaulted
///   parameters. Use this module's `Logger` in files that import it, and swift-log's as
///   `Logging.Logger` where both are imported.
public struct Logger: Sendable {
    /// The log this logger writes to.
    ///
    /// - Note: A Terrarium addition.
    public let log: OSLog

    /// Creates a logger for a subsystem and a category.
    ///
    /// - Parameters:
    ///   - subsystem: The subsystem, usually the app's bundle identifier.
    ///   - category: The part of the app.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// Creates a logger that writes to `logObj`.
    ///
    /// - Parameter logObj: The log.
    public init(_ logObj: OSLog) {
        log = logObj
    }

    /// Creates a logger that writes to ``OSLog/default``.
    public init() {
        log = .default
    }

    private func write(
        _ message: () -> OSLogMessage, at level: Logging.Logger.Level, file: String, function: String, line: UInt
    ) {
        log._write(message().formattedText, level: level, file: file, function: function, line: line)
    }

    /// Writes a message of the default type (swift-log's `.notice`).
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - file: The file it is called from, for swift-log.
    ///   - function: The function it is called from, for swift-log.
    ///   - line: The line it is called from, for swift-log.
    public func log(
        _ message: @autoclosure () -> OSLogMessage, file: String = #fileID, function: String = #function,
        line: UInt = #line
    ) {
        write(message, at: .notice, file: file, function: function, line: line)
    }

    /// Writes a message of the given type (see ``OSLogType`` for its swift-log level).
    ///
    /// - Parameters:
    ///   - level: The type.
    ///   - message: The message.
    ///   - file: The file it is called from, for swift-log.
    ///   - function: The function it is called from, for swift-log.
    ///   - line: The line it is called from, for swift-log.
    public func log(
        level: OSLogType, _ message: @autoclosure () -> OSLogMessage, file: String = #fileID,
        function: String = #function, line: UInt = #line
    ) {
        write(message, at: level.logLevel, file: file, function: function, line: line)
    }

    /// Writes a trace message (swift-log's `.trace`).
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - file: The file it is called from, for swift-log.
    ///   - function: The function it is called from, for swift-log.
    ///   - line: The line it is called from, for swift-log.
    public func trace(
        _ message: @autoclosure () -> OSLogMessage, file: String = #fileID, function: String = #function,
        line: UInt = #line
    ) {
        write(message, at: .trace, file: file, function: function, line: line)
    }

    /// Writes a debugging message (swift-log's `.debug`).
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - file: The file it is called from, for swift-log.
    ///   - function: The function it is called from, for swift-log.
    ///   - line: The line it is called from, for swift-log.
    public func debug(
        _ message: @autoclosure () -> OSLogMessage, file: String = #fileID, function: String = #function,
        line: UInt = #line
    ) {
        write(message, at: .debug, file: file, function: function, line: line)
    }

    /// Writes an informative message (swift-log's `.info`).
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - file: The file it is called from, for swift-log.
    ///   - function: The function it is called from, for swift-log.
    ///   - line: The line it is called from, for swift-log.
    public func info(
        _ message: @autoclosure () -> OSLogMessage, file: String = #fileID, function: String = #function,
        line: UInt = #line
    ) {
        write(message, at: .info, file: file, function: function, line: line)
    }

    /// Writes a message worth keeping (swift-log's `.notice`).
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - file: The file it is called from, for swift-log.
    ///   - function: The function it is called from, for swift-log.
    ///   - line: The line it is called from, for swift-log.
    public func notice(
        _ message: @autoclosure () -> OSLogMessage, file: String = #fileID, function: String = #function,
        line: UInt = #line
    ) {
        write(message, at: .notice, file: file, function: function, line: line)
    }

    /// Writes a warning (swift-log's `.warning`).
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - file: The file it is called from, for swift-log.
    ///   - function: The function it is called from, for swift-log.
    ///   - line: The line it is called from, for swift-log.
    public func warning(
        _ message: @autoclosure () -> OSLogMessage, file: String = #fileID, function: String = #function,
        line: UInt = #line
    ) {
        write(message, at: .warning, file: file, function: function, line: line)
    }

    /// Writes an error (swift-log's `.error`).
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - file: The file it is called from, for swift-log.
    ///   - function: The function it is called from, for swift-log.
    ///   - line: The line it is called from, for swift-log.
    public func error(
        _ message: @autoclosure () -> OSLogMessage, file: String = #fileID, function: String = #function,
        line: UInt = #line
    ) {
        write(message, at: .error, file: file, function: function, line: line)
    }

    /// Writes a critical message (swift-log's `.critical`).
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - file: The file it is called from, for swift-log.
    ///   - function: The function it is called from, for swift-log.
    ///   - line: The line it is called from, for swift-log.
    public func critical(
        _ message: @autoclosure () -> OSLogMessage, file: String = #fileID, function: String = #function,
        line: UInt = #line
    ) {
        write(message, at: .critical, file: file, function: function, line: line)
    }

    /// Writes a fault: a bug or a state that should not happen (swift-log's `.critical`).
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - file: The file it is called from, for swift-log.
    ///   - function: The function it is called from, for swift-log.
    ///   - line: The line it is called from, for swift-log.
    public func fault(
        _ message: @autoclosure () -> OSLogMessage, file: String = #fileID, function: String = #function,
        line: UInt = #line
    ) {
        write(message, at: .critical, file: file, function: function, line: line)
    }
}
