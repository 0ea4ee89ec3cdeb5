import Foundation
import Logging
import Testing

@testable import TerrariumOSLog

/// `os_log`, `OSLog` and Apple's `Logger` write to swift-log: each message reaches the
/// handler with the log's label, the level its type maps to, and its text, private values
/// hidden.
@Suite(.serialized) struct OSLogTests {
    let records = LogRecords()

    /// Runs `body` with every log's messages going to `records`, at every level.
    private func capturing(_ body: () -> Void) {
        OSLog._withHandlerFactory(
            { [records] label in RecordingLogHandler(label: label, records: records) }, operation: body)
    }

    @Test func aLoggersMessagesReachSwiftLogWithTheSubsystemAndCategoryAsLabel() {
        capturing {
            let logger = Logger(subsystem: "com.example.Mail", category: "sync")
            let count = 12
            logger.info("Fetched \(count) messages")
            logger.error("Sync failed: \("timeout", privacy: .public)")
        }
        #expect(
            records.entries == [
                .init(label: "com.example.Mail:sync", level: .info, text: "Fetched 12 messages"),
                .init(label: "com.example.Mail:sync", level: .error, text: "Sync failed: timeout"),
            ])
    }

    @Test func eachLoggerMethodWritesAtItsOwnLevel() {
        capturing {
            let logger = Logger(subsystem: "s", category: "c")
            logger.trace("trace")
            logger.debug("debug")
            logger.info("info")
            logger.notice("notice")
            logger.log("log")
            logger.warning("warning")
            logger.error("error")
            logger.critical("critical")
            logger.fault("fault")
            logger.log(level: .fault, "log(level: .fault)")
            logger.log(level: .debug, "log(level: .debug)")
        }
        #expect(
            records.entries.map { "\($0.text) \($0.level)" } == [
                "trace trace", "debug debug", "info info", "notice notice", "log notice", "warning warning",
                "error error", "critical critical", "fault critical", "log(level: .fault) critical",
                "log(level: .debug) debug",
            ])
    }

    @Test func stringsAndObjectsArePrivateByDefaultAndNumbersPublic() {
        capturing {
            let logger = Logger(subsystem: "s", category: "c")
            let user = "ada", host = "example.com", attempts = 3, ratio = 0.25, ok = true
            logger.notice("\(user) on \(host, privacy: .public): \(attempts) tries, \(ratio), \(ok)")
            logger.notice("\(attempts, privacy: .private) \(user, privacy: .private(mask: .hash))")
            logger.notice("\(NSString(string: "object")) \(Int.self) \([1, 2])")
        }
        #expect(
            records.entries.map(\.text) == [
                "<private> on example.com: 3 tries, 0.250000, true",
                "<private> <mask.hash: '\(OSLogPrivacy._hash("ada"))'>",
                "<private> <private> <private>",
            ])
    }

    @Test func revealingPrivateValuesShowsThem() {
        OSLog.revealsPrivateValues = true
        defer { OSLog.revealsPrivateValues = false }
        capturing { Logger(subsystem: "s", category: "c").info("user \("ada")") }
        #expect(records.entries.map(\.text) == ["user ada"])
    }

    @Test func formatsAndAlignmentsWriteValuesAsAsked() {
        capturing {
            let logger = Logger(subsystem: "s", category: "c")
            let flags = 42, seconds = 1.0 / 3, negative = -7, ok = false
            logger.info(
                "\(flags, format: .hex) \(flags, format: .hex(includePrefix: true, uppercase: true, minDigits: 4))")
            logger.info("\(flags, format: .octal) \(flags, format: .decimal(explicitPositiveSign: true, minDigits: 3))")
            logger.info("\(negative, format: .decimal(minDigits: 3)) \(ok, format: .answer)")
            logger.info("\(seconds, format: .fixed(precision: 2)) \(seconds, format: .exponential(precision: 1))")
            logger.info("[\(flags, align: .right(columns: 5))][\("ab", align: .left(columns: 4), privacy: .public)]")
        }
        #expect(
            records.entries.map(\.text) == [
                "2a 0x002A", "52 +042", "-007 NO", "0.33 3.3e-01", "[   42][ab  ]",
            ])
    }

    @Test func osLogFormatsItsArgumentsWithPrivacyAndWritesAtItsTypesLevel() {
        capturing {
            let log = OSLog(subsystem: "com.example.Mail", category: "ui")
            os_log("Opened %@ in %.2f s", log: log, type: .info, "Inbox", 0.126)
            os_log("Opened %{public}@ (%d of %u, %x, %5s|%-4d|)", log: log, type: .error, "Inbox", 2, 9, 255, "ab", 7)
            os_log("%{private}d%% done, %c", log: log, type: .fault, 50, 65)
            os_log("plain")
            os_log(.debug, log: log, "interpolated \(3)")
        }
        #expect(
            records.entries == [
                .init(label: "com.example.Mail:ui", level: .info, text: "Opened <private> in 0.13 s"),
                .init(label: "com.example.Mail:ui", level: .error, text: "Opened Inbox (2 of 9, ff, <private>|7   |)"),
                .init(label: "com.example.Mail:ui", level: .critical, text: "<private>% done, A"),
                .init(label: ProcessInfo.processInfo.processName, level: .notice, text: "plain"),
                .init(label: "com.example.Mail:ui", level: .debug, text: "interpolated 3"),
            ])
    }

    @Test func theDisabledLogWritesNothingAndAHandlersLevelFiltersMessages() {
        OSLog._withHandlerFactory(
            { [records] label in
                var handler = RecordingLogHandler(label: label, records: records)
                handler.logLevel = .info
                return handler
            },
            operation: {
                os_log("dropped", log: .disabled, type: .fault)
                #expect(!OSLog.disabled.isEnabled(type: .fault))
                let log = OSLog(subsystem: "s", category: "c")
                #expect(!log.isEnabled(type: .debug))
                #expect(log.isEnabled(type: .info))
                let logger = Logger(log)
                var evaluated = false
                logger.debug("not kept \({ () -> Int in evaluated = true; return 1 }())")
                logger.info("kept")
                #expect(!evaluated, "a message of a level not kept is never made")
            })
        #expect(records.entries.map(\.text) == ["kept"])
    }

    @Test func osLogTypesMapToSwiftLogLevels() {
        #expect(OSLogType.debug.logLevel == .debug)
        #expect(OSLogType.info.logLevel == .info)
        #expect(OSLogType.default.logLevel == .notice)
        #expect(OSLogType.error.logLevel == .error)
        #expect(OSLogType.fault.logLevel == .critical)
        #expect(OSLogType(rawValue: 0x11) == .fault)
    }
}

/// What the recording handler saw.
final class LogRecords: @unchecked Sendable {
    struct Entry: Equatable {
        var label: String
        var level: Logging.Logger.Level
        var text: String
    }

    private let lock = NSLock()
    private var _entries: [Entry] = []

    var entries: [Entry] { lock.withLock { _entries } }

    func append(_ entry: Entry) { lock.withLock { _entries.append(entry) } }
}

/// A swift-log handler that records the label, level and text of each message.
struct RecordingLogHandler: LogHandler {
    let label: String
    let records: LogRecords
    var logLevel: Logging.Logger.Level = .trace
    var metadata: Logging.Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logging.Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        records.append(.init(label: label, level: event.level, text: event.message.description))
    }
}
