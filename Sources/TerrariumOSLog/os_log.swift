import Foundation
import Logging

/// Writes a message made from a `printf`-style format and its arguments to `log`.
///
/// ```swift
/// os_log("Opened %@ in %.2f s", log: .default, type: .info, path, elapsed)
/// // Opened <private> in 0.12 s
/// os_log("Opened %{public}@", type: .debug, path)
/// ```
///
/// The format takes `printf`'s conversions (`%d`, `%u`, `%x`, `%f`, `%e`, `%g`, `%c`, `%p`,
/// `%%`, with flags, width, precision and length modifiers) and `%@` for any value's
/// description; `%s` takes a `String` or a C string. A conversion may say its privacy right
/// after the `%`: `%{public}@`, `%{private}d`. As in Apple's logging, `%@` and `%s` are
/// private by default (shown as `<private>`, see ``OSLog/revealsPrivateValues``) and numbers
/// public.
///
/// - Parameters:
///   - message: The format.
///   - dso: Unused: Apple's logging records the calling binary.
///   - log: The log; ``OSLog/default`` by default.
///   - type: The type, whose swift-log level the message is written at (``OSLogType``).
///   - args: The format's arguments.
///   - file: The file it is called from, for swift-log.
///   - function: The function it is called from, for swift-log.
///   - line: The line it is called from, for swift-log.
/// - Note: Extra `file`, `function` and `line` parameters pass where it was called from to
///   swift-log's handlers. A conversion with no argument left shows `(null)`; arguments
///   left over are ignored.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ args: any CVarArg..., file: String = #fileID, function: String = #function, line: UInt = #line
) {
    log._write(
        _OSLogFormat.render(message.description, arguments: args), level: type.logLevel, file: file,
        function: function, line: line)
}

/// Writes an interpolated message of the given type to `log`.
///
/// ```swift
/// os_log(.error, log: .default, "Save failed for \(name, privacy: .public)")
/// ```
///
/// - Parameters:
///   - type: The type, whose swift-log level the message is written at (``OSLogType``).
///   - dso: Unused: Apple's logging records the calling binary.
///   - log: The log; ``OSLog/default`` by default.
///   - message: The message.
///   - file: The file it is called from, for swift-log.
///   - function: The function it is called from, for swift-log.
///   - line: The line it is called from, for swift-log.
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
    _ message: @autoclosure () -> OSLogMessage, file: String = #fileID, function: String = #function,
    line: UInt = #line
) {
    log._write(message().formattedText, level: type.logLevel, file: file, function: function, line: line)
}

/// `os_log`'s `printf`-style formats, rendered one conversion at a time.
enum _OSLogFormat {
    static func render(_ format: String, arguments: [any CVarArg]) -> String {
        var output = ""
        var remaining = arguments[...]
        var index = format.startIndex
        func next() -> (any CVarArg)? { remaining.popFirst() }
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%" else {
                output.append(character)
                continue
            }
            guard index < format.endIndex else {
                output.append("%")
                break
            }
            if format[index] == "%" {
                output.append("%")
                index = format.index(after: index)
                continue
            }
            // Privacy: `{public}`, `{private}`, `{public, uuid_t}` …
            var privacy = OSLogPrivacy.auto
            if format[index] == "{", let close = format[index...].firstIndex(of: "}") {
                let words = format[format.index(after: index)..<close].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                if words.contains("public") { privacy = .public }
                if words.contains("private") { privacy = .private }
                if words.contains("sensitive") { privacy = .sensitive }
                if words.contains("mask.hash") {
                    privacy = OSLogPrivacy(level: privacy.level, mask: .hash)
                }
                index = format.index(after: close)
            }
            // Flags, width, precision, length, conversion.
            var spec = "%"
            var width: Int?
            var precision: Int?
            while index < format.endIndex, "-+ #0'".contains(format[index]) {
                spec.append(format[index])
                index = format.index(after: index)
            }
            if index < format.endIndex, format[index] == "*" {
                width = (next() as? any BinaryInteger).map { Int($0) }
                index = format.index(after: index)
            } else {
                var digits = ""
                while index < format.endIndex, format[index].isASCII, format[index].isNumber {
                    digits.append(format[index])
                    index = format.index(after: index)
                }
                width = Int(digits)
            }
            if index < format.endIndex, format[index] == "." {
                index = format.index(after: index)
                if index < format.endIndex, format[index] == "*" {
                    precision = (next() as? any BinaryInteger).map { Int($0) }
                    index = format.index(after: index)
                } else {
                    var digits = ""
                    while index < format.endIndex, format[index].isASCII, format[index].isNumber {
                        digits.append(format[index])
                        index = format.index(after: index)
                    }
                    precision = Int(digits) ?? 0
                }
            }
            while index < format.endIndex, "hlqLzjt".contains(format[index]) {
                index = format.index(after: index)
            }
            guard index < format.endIndex else { break }
            let conversion = format[index]
            index = format.index(after: index)
            guard let argument = next() else {
                output += "(null)"
                continue
            }
            let (text, isScalar) = convert(
                argument, conversion: conversion, flags: spec, width: width, precision: precision)
            output += privacy._render(text, isScalar: isScalar)
        }
        return output
    }

    /// One argument written by one conversion; whether it is a scalar (public by default).
    private static func convert(
        _ argument: any CVarArg, conversion: Character, flags: String, width: Int?, precision: Int?
    ) -> (String, Bool) {
        var spec = flags
        if let width { spec += "\(width)" }
        if let precision { spec += ".\(precision)" }
        switch conversion {
        case "d", "i":
            guard let value = integer(argument) else { return (String(describing: argument), true) }
            return (String(format: spec + "lld", Int64(truncatingIfNeeded: value)), true)
        case "u", "x", "X", "o":
            guard let value = integer(argument) else { return (String(describing: argument), true) }
            return (String(format: spec + "ll" + String(conversion), UInt64(truncatingIfNeeded: value)), true)
        case "f", "F", "e", "E", "g", "G", "a", "A":
            guard let value = floatingPoint(argument) else { return (String(describing: argument), true) }
            return (String(format: spec + String(conversion), value), true)
        case "c", "C":
            guard let value = integer(argument), let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: value)) else {
                return (String(describing: argument), true)
            }
            return (pad(String(Character(scalar)), flags: flags, width: width), true)
        case "p":
            // Typed pointers print themselves as 0x…; an integer is taken as an address.
            guard let value = integer(argument) else { return (pad("\(argument)", flags: flags, width: width), true) }
            return (pad("0x" + String(UInt(truncatingIfNeeded: value), radix: 16), flags: flags, width: width), true)
        case "s", "S":
            var text: String
            if let string = argument as? String {
                text = string
            } else if let pointer = argument as? UnsafePointer<CChar> {
                text = String(cString: pointer)
            } else if let pointer = argument as? UnsafeMutablePointer<CChar> {
                text = String(cString: pointer)
            } else {
                text = String(describing: argument)
            }
            if let precision { text = String(text.prefix(precision)) }
            return (pad(text, flags: flags, width: width), false)
        default:  // "@" and anything else: the value's description
            return (pad(String(describing: argument), flags: flags, width: width), false)
        }
    }

    private static func pad(_ text: String, flags: String, width: Int?) -> String {
        guard let width, text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return flags.contains("-") ? text + padding : padding + text
    }

    private static func integer(_ argument: any CVarArg) -> Int64? {
        switch argument {
        case let value as Int: Int64(value)
        case let value as Int8: Int64(value)
        case let value as Int16: Int64(value)
        case let value as Int32: Int64(value)
        case let value as Int64: value
        case let value as UInt: Int64(truncatingIfNeeded: value)
        case let value as UInt8: Int64(value)
        case let value as UInt16: Int64(value)
        case let value as UInt32: Int64(value)
        case let value as UInt64: Int64(truncatingIfNeeded: value)
        case let value as Bool: value ? 1 : 0
        case let value as OpaquePointer: Int64(Int(bitPattern: UnsafeRawPointer(value)))
        default: nil
        }
    }

    private static func floatingPoint(_ argument: any CVarArg) -> Double? {
        switch argument {
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as any BinaryInteger: Double(Int64(value))
        default: nil
        }
    }
}
