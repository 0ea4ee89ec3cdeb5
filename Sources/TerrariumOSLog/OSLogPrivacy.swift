import Foundation

/// How private a value in a log message is: shown, or replaced by `<private>` (or a hash of
/// it) in the log.
///
/// ```swift
/// logger.info("Signed in as \(user.name, privacy: .private) from \(host, privacy: .public)")
/// logger.info("Account \(user.id, privacy: .private(mask: .hash))")
/// ```
///
/// ``auto`` (the default) shows numbers and Booleans and hides strings and objects, as
/// Apple's logging does. Hidden values print as `<private>`, or as `<mask.hash: '…'>` with
/// ``Mask/hash``, unless ``OSLog/revealsPrivateValues`` is set.
///
/// - Note: Terrarium's hash is a stable hash of the value's text (the same value gives the
///   same hash in every run), where Apple's is salted per device boot.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Level: Equatable, Sendable {
        case auto, `public`, `private`, sensitive
    }

    let level: Level
    let mask: Mask

    /// Private for strings and objects, public for numbers and Booleans.
    public static let auto = OSLogPrivacy(level: .auto, mask: .none)
    /// Always shown.
    public static let `public` = OSLogPrivacy(level: .public, mask: .none)
    /// Hidden unless private values are revealed.
    public static let `private` = OSLogPrivacy(level: .private, mask: .none)
    /// Hidden unless private values are revealed: personal data that must not be kept.
    public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)

    /// ``auto``, hidden values shown through `mask`.
    ///
    /// - Parameter mask: How a hidden value shows.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }

    /// ``private``, shown through `mask`.
    ///
    /// - Parameter mask: How the hidden value shows.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }

    /// ``sensitive``, shown through `mask`.
    ///
    /// - Parameter mask: How the hidden value shows.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }

    /// How a hidden value shows in the log.
    public struct Mask: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case none, hash }
        let kind: Kind

        /// As `<private>`.
        public static let none = Mask(kind: .none)
        /// As a hash of the value, `<mask.hash: '…'>`, so that equal values can be matched.
        public static let hash = Mask(kind: .hash)
    }

    /// What the log shows for `text`, a value of this privacy (`isScalar`: a number or a
    /// Boolean, public under ``auto``).
    func _render(_ text: String, isScalar: Bool) -> String {
        let hidden: Bool
        switch level {
        case .public: hidden = false
        case .auto: hidden = !isScalar
        case .private, .sensitive: hidden = true
        }
        guard hidden, !OSLog.revealsPrivateValues else { return text }
        switch mask.kind {
        case .none: return "<private>"
        case .hash: return "<mask.hash: '\(Self._hash(text))'>"
        }
    }

    /// A stable hash of `text`: 64-bit FNV-1a of its UTF-8, in base 64.
    static func _hash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: hash >> (8 * (7 - $0))) }
        return Data(bytes).base64EncodedString()
    }
}

/// Where a value goes in the columns it is given in a log message.
///
/// ```swift
/// logger.info("\(name, align: .left(columns: 12))|\(count, align: .right(columns: 5))")
/// ```
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let isLeft: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, isLeft: false)

    /// Padded with spaces on the left to `columns` characters.
    ///
    /// - Parameter columns: The width.
    public static func right(columns: Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, isLeft: false)
    }

    /// Padded with spaces on the right to `columns` characters.
    ///
    /// - Parameter columns: The width.
    public static func left(columns: Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, isLeft: true)
    }

    func _pad(_ text: String) -> String {
        let missing = columns - text.count
        guard missing > 0 else { return text }
        let padding = String(repeating: " ", count: missing)
        return isLeft ? text + padding : padding + text
    }
}

/// How an integer is written in a log message.
///
/// ```swift
/// logger.debug("flags \(flags, format: .hex(includePrefix: true, minDigits: 4))")   // flags 0x002a
/// ```
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// In decimal.
    public static let decimal = OSLogIntegerFormatting(
        radix: 10, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    /// In hexadecimal, lowercase, without a prefix.
    public static let hex = OSLogIntegerFormatting(
        radix: 16, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    /// In octal, without a prefix.
    public static let octal = OSLogIntegerFormatting(
        radix: 8, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)

    /// In decimal, with options.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - minDigits: The fewest digits, zeros added in front.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: minDigits)
    }

    /// In hexadecimal, with options.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - includePrefix: Whether to write `0x` first.
    ///   - uppercase: Whether the digits above 9 are uppercase.
    ///   - minDigits: The fewest digits, zeros added in front.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
            minDigits: minDigits)
    }

    /// In octal, with options.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - includePrefix: Whether to write `0` first.
    ///   - uppercase: Unused: octal has no letters.
    ///   - minDigits: The fewest digits, zeros added in front.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
            minDigits: minDigits)
    }

    func _format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? "0x" : radix == 8 ? "0" : "") + digits }
        if value < 0 { return "-" + digits }
        return explicitPositiveSign ? "+" + digits : digits
    }
}

/// How a floating-point number is written in a log message.
///
/// ```swift
/// logger.info("took \(seconds, format: .fixed(precision: 2)) s")   // took 0.25 s
/// ```
public struct OSLogFloatFormatting: Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed-point, six decimals (`%f`).
    public static let fixed = OSLogFloatFormatting(
        conversion: "f", precision: nil, explicitPositiveSign: false, uppercase: false)
    /// Hexadecimal (`%a`).
    public static let hex = OSLogFloatFormatting(
        conversion: "a", precision: nil, explicitPositiveSign: false, uppercase: false)
    /// Exponential (`%e`).
    public static let exponential = OSLogFloatFormatting(
        conversion: "e", precision: nil, explicitPositiveSign: false, uppercase: false)
    /// Fixed-point or exponential, whichever is shorter (`%g`).
    public static let hybrid = OSLogFloatFormatting(
        conversion: "g", precision: nil, explicitPositiveSign: false, uppercase: false)

    /// Fixed-point, with options.
    ///
    /// - Parameters:
    ///   - precision: The decimals written.
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - uppercase: Whether infinity and NaN are uppercase.
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            conversion: "f", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed-point, six decimals, with options.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - uppercase: Whether infinity and NaN are uppercase.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Hexadecimal, with options.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - uppercase: Whether the letters are uppercase.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential, with options.
    ///
    /// - Parameters:
    ///   - precision: The decimals written.
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - uppercase: Whether the `e` is uppercase.
    public static func exponential(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            conversion: "e", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential, six decimals, with options.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - uppercase: Whether the `e` is uppercase.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed-point or exponential, with options.
    ///
    /// - Parameters:
    ///   - precision: The significant digits written.
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - uppercase: Whether the `e` is uppercase.
    public static func hybrid(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            conversion: "g", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed-point or exponential, with options.
    ///
    /// - Parameters:
    ///   - explicitPositiveSign: Whether positive numbers get a `+`.
    ///   - uppercase: Whether the `e` is uppercase.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func _format(_ value: Double) -> String {
        var spec = "%"
        if explicitPositiveSign { spec += "+" }
        if let precision { spec += ".\(precision)" }
        spec += String(uppercase ? Character(conversion.uppercased()) : conversion)
        return String(format: spec, value)
    }
}

/// How a Boolean is written in a log message.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}
