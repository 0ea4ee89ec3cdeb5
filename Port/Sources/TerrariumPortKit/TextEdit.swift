/// A replacement of a range of a file's UTF-8 bytes; an insertion when the range is empty.
struct TextEdit {
    var start: Int
    var end: Int
    var replacement: String

    /// Applies `edits` (which must not overlap) to `bytes`.
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 256)
        var cursor = 0
        for edit in sorted(edits) {
            output.append(contentsOf: bytes[cursor..<edit.start])
            output.append(contentsOf: Array(edit.replacement.utf8))
            cursor = edit.end
        }
        output.append(contentsOf: bytes[cursor...])
        return output
    }

    /// The edits in file order, insertions at the same place kept in the order they were made;
    /// a removal overlapping an earlier edit keeps only its rest, and another overlapping edit is
    /// dropped (the visitor makes none).
    static func sorted(_ edits: [TextEdit]) -> [TextEdit] {
        let ordered = edits.enumerated().sorted {
            ($0.element.start, $0.element.end, $0.offset) < ($1.element.start, $1.element.end, $1.offset)
        }.map(\.element)
        var result: [TextEdit] = []
        for var edit in ordered {
            if let last = result.last, edit.start < last.end {
                // Two removals of neighbouring lines may share a newline: keep the rest.
                guard edit.replacement.isEmpty, edit.end > last.end else { continue }
                edit.start = last.end
            }
            result.append(edit)
        }
        return result
    }

    /// The range that removes `start..<end` cleanly: the whole line when nothing else is on
    /// it, else the text and the spaces after it.
    static func removal(of start: Int, _ end: Int, in bytes: [UInt8]) -> TextEdit {
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") {
            lineStart -= 1
        }
        var after = end
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") {
            after += 1
        }
        let blankBefore = lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n")
        let blankAfter = after == bytes.count || bytes[after] == UInt8(ascii: "\n")
        if blankBefore && blankAfter {
            // The file's last line, without a newline: take the newline before it instead.
            if after == bytes.count && lineStart > 0 {
                return TextEdit(start: lineStart - 1, end: after, replacement: "")
            }
            return TextEdit(start: lineStart, end: min(after + 1, bytes.count), replacement: "")
        }
        if blankAfter {
            return TextEdit(start: lineStart == start ? start : lineStart, end: end, replacement: "")
        }
        return TextEdit(start: start, end: after, replacement: "")
    }
}
