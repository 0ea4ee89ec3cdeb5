import Foundation

// The wrapped lines of a text view's text at one width, kept between frames and patched
// paragraph by paragraph after an edit, so neither scrolling nor typing re-wraps the
// whole text.

/// One row of wrapped text: the characters `start..<end` (a line break is not included;
/// the spaces a soft wrap broke after are).
struct _DisplayLine: Equatable {
    var start: Int
    var end: Int
    /// Whether the row ends its paragraph (at a line break or the end of the text).
    var endsParagraph: Bool
}

/// The wrapped layout of a text at a width.
struct _TextViewLayout {
    /// The columns a tab takes: a fixed width rather than tab stops, so a row's width does
    /// not depend on where it starts after a wrap.
    static let tabWidth = 4

    /// The columns `character` takes in a text view: its display width, or ``tabWidth``
    /// for a tab.
    static func columns(of character: Character) -> Int {
        character == "\t" ? tabWidth : character.displayWidth
    }

    let width: Int
    private(set) var lines: [_DisplayLine] = []

    /// Wraps all of `characters` at `width` columns.
    init(characters: [Character], width: Int) {
        self.width = Swift.max(1, width)
        lines = Self.wrap(characters, from: 0, to: characters.count, width: self.width)
    }

    /// Re-wraps the paragraphs an edit touched: `range` of the old text was replaced by
    /// `insertedCount` characters, and `characters` is the new text.
    mutating func update(afterReplacing range: Range<Int>, insertedCount: Int, in characters: [Character]) {
        guard !lines.isEmpty else {
            lines = Self.wrap(characters, from: 0, to: characters.count, width: width)
            return
        }
        var first = lineIndex(containing: range.lowerBound)
        while first > 0, !lines[first - 1].endsParagraph { first -= 1 }
        var last = lineIndex(containing: range.upperBound)
        while last < lines.count - 1, !lines[last].endsParagraph { last += 1 }
        let delta = insertedCount - range.count
        let start = lines[first].start
        let end = lines[last].end + delta
        let rewrapped = Self.wrap(characters, from: start, to: end, width: width)
        lines.replaceSubrange(first...last, with: rewrapped)
        if delta != 0 {
            for index in (first + rewrapped.count)..<lines.count {
                lines[index].start += delta
                lines[index].end += delta
            }
        }
    }

    /// The row showing offset `offset`: at a soft wrap, the row it starts.
    func lineIndex(containing offset: Int) -> Int {
        var low = 0, high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].start <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Wraps `characters[from..<to]` (whole paragraphs) into rows of at most `width`
    /// columns, breaking after spaces where possible and inside words that are too long.
    static func wrap(_ characters: [Character], from: Int, to: Int, width: Int) -> [_DisplayLine] {
        var result: [_DisplayLine] = []
        var lineStart = from
        var column = 0
        var lastBreak: Int?  // offset after the last space on this row
        var index = from
        while index < to {
            let character = characters[index]
            if character.isNewline {
                result.append(_DisplayLine(start: lineStart, end: index, endsParagraph: true))
                index += 1
                lineStart = index
                column = 0
                lastBreak = nil
                continue
            }
            let columns = Self.columns(of: character)
            if character == " " || character == "\t" {
                column += columns
                index += 1
                lastBreak = index
                continue
            }
            if column + columns > width, index > lineStart {
                let breakAt = lastBreak ?? index
                result.append(_DisplayLine(start: lineStart, end: breakAt, endsParagraph: false))
                lineStart = breakAt
                lastBreak = nil
                // Re-measure what moved to the new row.
                column = 0
                var scan = lineStart
                while scan < index {
                    column += Self.columns(of: characters[scan])
                    scan += 1
                }
                continue
            }
            column += columns
            index += 1
        }
        result.append(_DisplayLine(start: lineStart, end: to, endsParagraph: true))
        return result
    }
}
