import Foundation

/// What the browser's secondary column shows for an item, worked out from the item's first
/// bytes (never its name: a `.txt` full of zeros is binary, a PNG called `logo` is a picture).
package enum FilePreview: Equatable, Sendable {
    /// A folder: how many items it holds (hidden ones included), or why it cannot be read.
    case folder(itemCount: Int?, error: String?)
    /// UTF-8 text, numbered `"  12 │ …"`, tabs expanded; `truncated` when only the start of
    /// a long file is shown.
    case text(numbered: String, lineCount: Int, truncated: Bool)
    /// PNG data (by signature), for `UIImage(data:)`.
    case png(Data)
    /// Anything else: a few facts and a hex dump of the first bytes.
    case binary(summary: String)
    /// The file could not be read.
    case unreadable(String)

    /// How much of a text file the preview reads.
    package static let textByteLimit = 512 * 1024
    /// How many lines of a text file the preview shows.
    package static let textLineLimit = 10_000
    /// The largest PNG the preview decodes.
    package static let imageByteLimit = 16 * 1024 * 1024

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Text if the bytes are UTF-8 without NULs; a read cut short may end inside a character.
    static func decodeText(_ data: Data, mayEndMidCharacter: Bool) -> String? {
        if data.contains(0) { return nil }
        var bytes = data
        if mayEndMidCharacter {
            // Drop a partial character at the cut (at most three continuation bytes).
            var trailing = 0
            while trailing < 4, trailing < bytes.count,
                bytes[bytes.index(bytes.endIndex, offsetBy: -1 - trailing)] & 0xC0 == 0x80
            {
                trailing += 1
            }
            if trailing < bytes.count, bytes[bytes.index(bytes.endIndex, offsetBy: -1 - trailing)] >= 0xC0 {
                bytes = bytes.prefix(bytes.count - trailing - 1)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Numbers the lines, expands tabs to stops of 4 and shows other control characters as
    /// `�` so they cannot move the terminal's cursor.
    static func numbered(_ text: String, truncated: Bool) -> FilePreview {
        // "\r\n" is one Character in Swift: split on both line ends.
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        if lines.last?.isEmpty == true && lines.count > 1 { lines.removeLast() }
        var cut = truncated
        if lines.count > textLineLimit {
            lines.removeLast(lines.count - textLineLimit)
            cut = true
        }
        let width = String(lines.count).count
        var result = ""
        result.reserveCapacity(text.utf8.count + lines.count * (width + 4))
        for (index, line) in lines.enumerated() {
            let number = String(index + 1)
            result += String(repeating: " ", count: width - number.count) + number + " │ "
            var column = 0
            for character in line where character != "\r" {
                if character == "\t" {
                    let spaces = 4 - column % 4
                    result += String(repeating: " ", count: spaces)
                    column += spaces
                } else if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                    scalar.value < 0x20 || scalar.value == 0x7F
                {
                    result += "�"
                    column += 1
                } else {
                    result.append(character)
                    column += 1
                }
            }
            if index < lines.count - 1 { result += "\n" }
        }
        if cut { result += "\n\n(the preview shows the first \(lines.count) lines)" }
        return .text(numbered: result, lineCount: lines.count, truncated: cut)
    }

    static func kindName(of head: Data) -> String {
        let magic: [(bytes: [UInt8], name: String)] = [
            ([0x7F, 0x45, 0x4C, 0x46], "ELF executable or library"),
            ([0xCF, 0xFA, 0xED, 0xFE], "Mach-O executable"),
            ([0x50, 0x4B, 0x03, 0x04], "ZIP archive"),
            ([0x1F, 0x8B], "gzip archive"),
            ([0x25, 0x50, 0x44, 0x46], "PDF document"),
            ([0xFF, 0xD8, 0xFF], "JPEG image"),
            ([0x47, 0x49, 0x46, 0x38], "GIF image"),
            ([0x53, 0x51, 0x4C, 0x69, 0x74, 0x65], "SQLite database"),
        ]
        return magic.first { head.starts(with: $0.bytes) }?.name ?? (head.isEmpty ? "Empty file" : "Binary file")
    }

    static func facts(about entry: FileEntry, kind: String, head: Data = Data()) -> String {
        var lines = [entry.name, "", "Kind:     \(kind)"]
        if !entry.hasValidName {
            // The name on screen has � for bytes that are not UTF-8: say what they are.
            let bytes = entry.nameBytes.map { byte in
                (0x20..<0x7F).contains(byte) && byte != UInt8(ascii: "\\")
                    ? String(UnicodeScalar(byte)) : String(format: "\\x%02X", byte)
            }
            lines.append("Name:     \(bytes.joined()) (not UTF-8)")
        }
        if let size = entry.size { lines.append("Size:     \(FileFormatting.size(size)) (\(size) bytes)") }
        if let date = entry.modificationDate { lines.append("Modified: \(FileFormatting.date(date))") }
        if entry.isSymbolicLink && entry.kind == .file { lines.append("Link:     yes") }
        if !head.isEmpty {
            lines.append("")
            lines.append(contentsOf: hexDump(head.prefix(256)))
        }
        return lines.joined(separator: "\n")
    }

    /// `xxd`-style rows: offset, 16 bytes in two groups of 8, printable ASCII.
    static func hexDump(_ data: Data) -> [String] {
        let bytes = [UInt8](data)
        return stride(from: 0, to: bytes.count, by: 16).map { offset in
            let row = bytes[offset..<min(offset + 16, bytes.count)]
            var hex = ""
            for (index, byte) in row.enumerated() {
                if index == 8 { hex += " " }
                hex += String(format: "%02x ", byte)
            }
            hex += String(repeating: " ", count: 16 * 3 + 1 - hex.count)
            let ascii = String(row.map { (0x20..<0x7F).contains($0) ? Character(UnicodeScalar($0)) : "." })
            return String(format: "%08x  ", offset) + hex + " |" + ascii + "|"
        }
    }
}
