import Foundation
import Logging
import Terrarium

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A swift-log handler for terminal apps: keeps each message in a ``TerminalLog`` for a
/// ``LogViewController``, and writes it as a line to standard error.
///
/// While the app's screen is up, standard error is captured (see
/// ``TerminalSession/StandardErrorCapture``), so the line never lands on the frame: it is
/// printed after the app exits, or appended to the file `TERRARIUM_LOG` names.
///
/// **Who uses it.** ``TerminalDriver`` gives Terrarium's own logger, `MainLoop.main`'s
/// `logger` (UIKit's console warnings: unbalanced appearance transitions, unsatisfiable
/// constraints), this handler when it starts — but only if that logger still has swift-log's
/// default handler: a logger the app set is left alone. The driver never calls
/// `LoggingSystem.bootstrap`, which may run only once per process and is the app's to call.
/// An app that wants its own messages in the log view bootstraps with this handler itself,
/// before it makes any logger (first thing in `main`, or in
/// `application(_:didFinishLaunchingWithOptions:)` before anything logs):
///
/// ```swift
/// LoggingSystem.bootstrap { label in TerminalLogHandler(label: label) }
/// let logger = Logger(label: "Mail")
/// logger.warning("Outbox is full", metadata: ["count": "120"])
/// ```
///
/// - Note: A Terrarium addition: on iOS, `os_log` and the console play this part.
public struct TerminalLogHandler: LogHandler {
    /// The label of the logger this handler serves.
    public let label: String

    /// Where messages are kept.
    public let log: TerminalLog

    /// Whether each message is also written to standard error; `true` by default.
    public var writesToStandardError: Bool

    /// The lowest level logged; `.info` by default, as swift-log's own handlers.
    public var logLevel: Logger.Level = .info

    /// The metadata added to every message.
    public var metadata: Logger.Metadata = [:]

    /// Supplies metadata at each message, such as a task-local request identifier.
    public var metadataProvider: Logger.MetadataProvider?

    /// Creates a handler for a logger.
    ///
    ///     let logger = Logger(label: "Mail") { TerminalLogHandler(label: $0) }
    ///
    /// - Parameters:
    ///   - label: The logger's label.
    ///   - log: Where messages are kept; ``TerminalLog/shared`` by default.
    ///   - writesToStandardError: Whether messages are also written to standard error.
    ///   - metadataProvider: Supplies metadata at each message; swift-log's bootstrap
    ///     provider by default.
    public init(
        label: String, log: TerminalLog = .shared, writesToStandardError: Bool = true,
        metadataProvider: Logger.MetadataProvider? = LoggingSystem.metadataProvider
    ) {
        self.label = label
        self.log = log
        self.writesToStandardError = writesToStandardError
        self.metadataProvider = metadataProvider
    }

    /// The metadata value for a key.
    ///
    /// - Parameter metadataKey: The key.
    public subscript(metadataKey metadataKey: String) -> Logger.Metadata.Value? {
        get { metadata[metadataKey] }
        set { metadata[metadataKey] = newValue }
    }

    /// Keeps the message in ``log`` and, if ``writesToStandardError``, writes its
    /// ``TerminalLog/Entry/formattedLine`` with one `write(2)`, so lines from different
    /// threads never interleave.
    ///
    /// - Parameter event: The message, its level, metadata and origin.
    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() {
            merged.merge(provided) { _, provided in provided }
        }
        if let own = event.metadata {
            merged.merge(own) { _, own in own }
        }
        let entry = log.append(
            TerminalLog.Entry(
                level: event.level, label: label, message: event.message.description, metadata: merged,
                source: event.source, file: event.file, function: event.function, line: event.line))
        if writesToStandardError {
            try? Platform.writeAll(Array(entry.formattedLine.utf8), to: STDERR_FILENO)
        }
    }
}

extension TerminalLogHandler {
    /// Gives Terrarium's logger this handler, keeping its label, level and metadata, if it
    /// still has swift-log's default handler (`StreamLogHandler`, which writes to standard
    /// error as this one does, but keeps nothing for a log view). A logger the app set, or one
    /// made after the app bootstrapped logging, is left alone.
    @MainActor
    static func adoptTerrariumLogger() {
        if let adopted = adopting(MainLoop.main.logger) {
            MainLoop.main.logger = adopted
        }
    }

    /// `logger` with this handler, or `nil` when its handler is not swift-log's default.
    static func adopting(_ logger: Logger, log: TerminalLog = .shared) -> Logger? {
        guard let stream = logger.handler as? StreamLogHandler else { return nil }
        var handler = TerminalLogHandler(label: logger.label, log: log, metadataProvider: stream.metadataProvider)
        handler.logLevel = stream.logLevel
        handler.metadata = stream.metadata
        return Logger(label: logger.label) { _ in handler }
    }
}
