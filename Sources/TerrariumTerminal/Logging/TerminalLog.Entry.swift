import Foundation
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalLog {
    /// One logged message: when, how severe, from which logger, and what it said.
    ///
    ///     let entry = TerminalLog.Entry(level: .warning, label: "Mail", message: "Outbox is full")
    ///     entry.formattedLine  // "2026-05-01T09:30:00+0200 warning Mail: Outbox is full\n"
    public struct Entry: Identifiable, Sendable, Equatable {
        /// The entry's place in its log: 1 for the first entry added, then counting up, so a
        /// view can tell which entries it has not shown yet. 0 until the entry is appended.
        public internal(set) var id: UInt64 = 0

        /// When it was logged.
        public var date: Date

        /// How severe it is.
        public var level: Logger.Level

        /// The label of the logger it was logged through, such as `Terrarium`.
        public var label: String

        /// The message.
        public var message: String

        /// The metadata: the logger's, the metadata provider's and the call's, merged.
        public var metadata: Logger.Metadata

        /// The module it was logged from.
        public var source: String

        /// The file, function and line it was logged from.
        public var file: String, function: String, line: UInt

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - date: When it was logged; now by default.
        ///   - level: How severe it is.
        ///   - label: The logger's label.
        ///   - message: The message.
        ///   - metadata: The metadata, merged.
        ///   - source: The module it was logged from.
        ///   - file: The file it was logged from.
        ///   - function: The function it was logged from.
        ///   - line: The line it was logged from.
        public init(
            date: Date = Date(), level: Logger.Level, label: String, message: String,
            metadata: Logger.Metadata = [:], source: String = "", file: String = #fileID,
            function: String = #function, line: UInt = #line
        ) {
            self.date = date
            self.level = level
            self.label = label
            self.message = message
            self.metadata = metadata
            self.source = source
            self.file = file
            self.function = function
            self.line = line
        }

        /// The metadata as `key=value` pairs sorted by key, separated by spaces; empty
        /// without metadata.
        public var formattedMetadata: String {
            metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }

        /// The line ``TerminalLogHandler`` writes to standard error: the local time in ISO
        /// 8601, the level, the label, the metadata in brackets if any, the message, and a
        /// newline.
        public var formattedLine: String {
            let metadataText = metadata.isEmpty ? "" : " [\(formattedMetadata)]"
            return "\(Self.timestamp(date)) \(level) \(label):\(metadataText) \(message)\n"
        }

        /// `yyyy-MM-ddTHH:mm:ss±hhmm` in the local time zone, with `strftime(3)`, which is
        /// cheap and safe on any thread (a `DateFormatter` is neither).
        static func timestamp(_ date: Date) -> String {
            var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
            var parts = tm()
            localtime_r(&seconds, &parts)
            var buffer = [CChar](repeating: 0, count: 32)
            let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &parts)
            return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        /// `HH:mm:ss` in the local time zone: the time column of ``LogViewController``.
        static func timeOfDay(_ date: Date) -> String {
            String(timestamp(date).dropFirst(11).prefix(8))
        }
    }
}
