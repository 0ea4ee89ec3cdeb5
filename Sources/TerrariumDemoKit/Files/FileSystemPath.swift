import Foundation

/// A path as the file system holds it: bytes, which need not be UTF-8.
///
/// Linux file names are any bytes but `/` and NUL. A `String` cannot hold bytes that are not
/// UTF-8, so the browser keeps each path's bytes for system calls and shows a readable
/// ``description``, in which each invalid sequence becomes `�` (U+FFFD, Unicode's
/// replacement character, one per maximal invalid subsequence as `String(decoding:as:)`
/// does). A file called `bad\xFFname.txt` is opened as itself and shown as `bad�name.txt`.
package struct FileSystemPath: Hashable, Sendable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    package private(set) var bytes: [UInt8]

    /// The path spelled by `string` (its UTF-8 bytes).
    package init(_ string: String) {
        bytes = Array(string.utf8)
    }

    /// The path made of `bytes`.
    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path readably: invalid UTF-8 shown as `�`.
    package var description: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the bytes are valid UTF-8, so that ``description`` spells the path exactly.
    package var isValidUTF8: Bool { String(validating: bytes, as: UTF8.self) != nil }

    /// The path of an item called `name` (its bytes) in this folder.
    package func appending(_ name: some Collection<UInt8>) -> FileSystemPath {
        var result = bytes
        if result.last != UInt8(ascii: "/") { result.append(UInt8(ascii: "/")) }
        result.append(contentsOf: name)
        return FileSystemPath(bytes: result)
    }

    /// The last component's bytes (`/` for the root).
    package var lastComponent: ArraySlice<UInt8> {
        var end = bytes.endIndex
        while end > bytes.startIndex + 1, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? bytes.startIndex
        return start == end ? bytes[..<end] : bytes[start..<end]
    }

    /// The folder holding the item (`/` for an item in the root and for the root itself).
    package var parent: FileSystemPath {
        let component = lastComponent
        var end = component.startIndex
        while end > bytes.startIndex + 1, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return end <= bytes.startIndex ? FileSystemPath("/") : FileSystemPath(bytes: Array(bytes[..<end]))
    }

    /// Calls `body` with the path as a NUL-terminated C string, for system calls.
    package func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }
}
