import Logging

/// The level of a message logged with `os_log`, as Apple's unified logging defines it.
///
/// ```swift
/// os_log("Cache miss for %@", log: .default, type: .debug, key)
/// ```
///
/// Each type is a swift-log level (``logLevel``): ``debug`` is `.debug`, ``info`` `.info`,
/// ``default`` `.notice`, ``error`` `.error`, ``fault`` `.critical`.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// Apple's number for the type.
    public let rawValue: UInt8

    /// Creates a type from Apple's number for it.
    ///
    /// - Parameter rawValue: The number.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default type: a message worth keeping. swift-log's `.notice`.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help, not essential. swift-log's `.info`.
    public static let info = OSLogType(rawValue: 0x01)
    /// Information for debugging. swift-log's `.debug`.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error in the app. swift-log's `.error`.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug or a state that should not happen. swift-log's `.critical`.
    public static let fault = OSLogType(rawValue: 0x11)

    /// The swift-log level messages of this type are logged at.
    ///
    /// - Note: A Terrarium addition: the messages go to swift-log.
    public var logLevel: Logging.Logger.Level {
        switch self {
        case .debug: .debug
        case .info: .info
        case .error: .error
        case .fault: .critical
        default: .notice
        }
    }
}
