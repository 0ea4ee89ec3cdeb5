import Foundation

/// A log message written with string interpolation, each value with its own privacy and
/// format: what ``Logger``'s methods take.
///
/// ```swift
/// logger.notice("Sent \(count) messages to \(recipient, privacy: .private) in \(seconds, format: .fixed(precision: 1)) s")
/// // Sent 3 messages to <private> in 0.4 s
/// ```
///
/// - Note: Apple's compiler turns `OSLogMessage` literals into a compact format string that
///   is rendered later; Terrarium's is an ordinary interpolation type whose values are turned
///   into text when the message is made, the privacy of each kept until it is written. So a
///   message is only made when its level is kept (the ``Logger`` methods take it as an
///   autoclosure), but the values are not read lazily inside it as Apple's are.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let interpolation: OSLogInterpolation

    /// Creates a message from its literal text and interpolated values.
    ///
    /// - Parameter stringInterpolation: The text and values.
    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    /// Creates a message with no interpolated values.
    ///
    /// - Parameter value: The text.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message as the log shows it: private values replaced (see ``OSLogPrivacy``).
    ///
    /// - Note: A Terrarium addition.
    public var formattedText: String {
        interpolation.segments.map { segment in
            switch segment {
            case let .literal(text): text
            case let .value(text, privacy, isScalar): privacy._render(text, isScalar: isScalar)
            }
        }.joined()
    }
}

/// The parts of an ``OSLogMessage`` as the compiler builds it from a string literal: the
/// `appendInterpolation` overloads say which values a message can hold and with which
/// options (`privacy:`, `format:`, `align:`).
///
/// Strings, `CustomStringConvertible` values, objects and types are private under
/// ``OSLogPrivacy/auto``; integers, floating-point numbers and Booleans are public.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    enum Segment: Sendable {
        case literal(String)
        case value(String, OSLogPrivacy, isScalar: Bool)
    }

    var segments: [Segment] = []

    /// Creates an empty interpolation; the compiler calls it.
    ///
    /// - Parameters:
    ///   - literalCapacity: The characters of literal text.
    ///   - interpolationCount: The values.
    public init(literalCapacity: Int, interpolationCount: Int) {
        segments.reserveCapacity(interpolationCount * 2 + 1)
    }

    /// Appends literal text.
    ///
    /// - Parameter literal: The text.
    public mutating func appendLiteral(_ literal: String) {
        guard !literal.isEmpty else { return }
        segments.append(.literal(literal))
    }

    private mutating func append(_ text: String, align: OSLogStringAlignment, privacy: OSLogPrivacy, isScalar: Bool) {
        segments.append(.value(align._pad(text), privacy, isScalar: isScalar))
    }

    /// Appends a string, private unless `privacy` says otherwise.
    ///
    /// - Parameters:
    ///   - argumentString: The string.
    ///   - align: Padding to a number of columns.
    ///   - privacy: The string's privacy.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(argumentString(), align: align, privacy: privacy, isScalar: false)
    }

    /// Appends a value's `description`, private unless `privacy` says otherwise.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - align: Padding to a number of columns.
    ///   - privacy: The value's privacy.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(value().description, align: align, privacy: privacy, isScalar: false)
    }

    /// Appends an object's `description`, private unless `privacy` says otherwise.
    ///
    /// - Parameters:
    ///   - argumentObject: The object.
    ///   - privacy: The object's privacy.
    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure () -> NSObject, privacy: OSLogPrivacy = .auto
    ) {
        append(argumentObject().description, align: .none, privacy: privacy, isScalar: false)
    }

    /// Appends a type's name, private unless `privacy` says otherwise.
    ///
    /// - Parameters:
    ///   - value: The type.
    ///   - align: Padding to a number of columns.
    ///   - privacy: The name's privacy.
    public mutating func appendInterpolation(
        _ value: @autoclosure () -> Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(String(describing: value()), align: align, privacy: privacy, isScalar: false)
    }

    /// Appends a Boolean, public unless `privacy` says otherwise.
    ///
    /// - Parameters:
    ///   - boolean: The Boolean.
    ///   - format: `true`/`false` or `YES`/`NO`.
    ///   - privacy: The value's privacy.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        let value = boolean()
        let text = format == .truth ? (value ? "true" : "false") : (value ? "YES" : "NO")
        append(text, align: .none, privacy: privacy, isScalar: true)
    }

    /// Appends a `Double`, public unless `privacy` says otherwise.
    ///
    /// - Parameters:
    ///   - number: The number.
    ///   - format: How it is written; six decimals by default.
    ///   - align: Padding to a number of columns.
    ///   - privacy: The value's privacy.
    public mutating func appendInterpolation(
        _ number: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(format._format(number()), align: align, privacy: privacy, isScalar: true)
    }

    /// Appends a `Float`, public unless `privacy` says otherwise.
    ///
    /// - Parameters:
    ///   - number: The number.
    ///   - format: How it is written; six decimals by default.
    ///   - align: Padding to a number of columns.
    ///   - privacy: The value's privacy.
    public mutating func appendInterpolation(
        _ number: @autoclosure () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(format._format(Double(number())), align: align, privacy: privacy, isScalar: true)
    }

    /// Appends a `CGFloat`, public unless `privacy` says otherwise.
    ///
    /// - Parameters:
    ///   - number: The number.
    ///   - format: How it is written; six decimals by default.
    ///   - align: Padding to a number of columns.
    ///   - privacy: The value's privacy.
    public mutating func appendInterpolation(
        _ number: @autoclosure () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(format._format(Double(number())), align: align, privacy: privacy, isScalar: true)
    }

    private mutating func appendInteger<T: BinaryInteger>(
        _ number: T, format: OSLogIntegerFormatting, align: OSLogStringAlignment, privacy: OSLogPrivacy
    ) {
        append(format._format(number), align: align, privacy: privacy, isScalar: true)
    }

    /// Appends an `Int`, public unless `privacy` says otherwise.
    ///
    /// - Parameters:
    ///   - number: The number.
    ///   - format: Decimal (the default), hexadecimal or octal.
    ///   - align: Padding to a number of columns.
    ///   - privacy: The value's privacy.
    public mutating func appendInterpolation(
        _ number: @autoclosure () -> Int, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends an `Int8`, as an `Int`.
    public mutating func appendInterpolation(
        _ number: @autoclosure () -> Int8, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends an `Int16`, as an `Int`.
    public mutating func appendInterpolation(
        _ number: @autoclosure () -> Int16, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends an `Int32`, as an `Int`.
    public mutating func appendInterpolation(
        _ number: @autoclosure () -> Int32, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends an `Int64`, as an `Int`.
    public mutating func appendInterpolation(
        _ number: @autoclosure () -> Int64, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends a `UInt`, as an `Int`.
    public mutating func appendInterpolation(
        _ number: @autoclosure () -> UInt, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends a `UInt8`, as an `Int`.
    public mutating func appendInterpolation(
        _ number: @autoclosure () -> UInt8, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends a `UInt16`, as an `Int`.
    public mutating func appendInterpolation(
        _ number: @autoclosure () -> UInt16, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends a `UInt32`, as an `Int`.
    public mutating func appendInterpolation(
        _ number: @autoclosure () -> UInt32, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends a `UInt64`, as an `Int`.
    public mutating func appendInterpolation(
        _ number: @autoclosure () -> UInt64, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }
}
