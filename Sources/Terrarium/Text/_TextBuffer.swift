import Foundation

// The editing model shared by UITextField and UITextView: the text as grapheme clusters
// with a selection, and the moves and edits keys make on them. No views, no delegates:
// the controls ask their delegates and then apply the edit here.

/// Text as an array of `Character`s with a selection between two character offsets.
///
/// Offsets count grapheme clusters, so an emoji or a letter with accents is one step of
/// the cursor and one Backspace. The selection runs from `anchor` (where it started) to
/// `caret` (the end that moves); they are equal when nothing is selected.
struct _TextBuffer {
    private(set) var characters: [Character] = []
    var anchor = 0
    var caret = 0

    init(_ text: String = "") {
        characters = Array(text)
        anchor = characters.count
        caret = characters.count
    }

    var count: Int { characters.count }
    var string: String { String(characters) }

    /// The selected characters' offsets, lowest first.
    var selection: Range<Int> { Swift.min(anchor, caret)..<Swift.max(anchor, caret) }

    /// Replaces the whole text and puts the caret at its end.
    mutating func setText(_ text: String) {
        characters = Array(text)
        anchor = characters.count
        caret = characters.count
    }

    /// Selects `range` (clamped to the text), with the caret at its upper end.
    mutating func select(_ range: Range<Int>) {
        anchor = Swift.max(0, Swift.min(range.lowerBound, count))
        caret = Swift.max(anchor, Swift.min(range.upperBound, count))
    }

    /// Moves the caret to `offset`, extending the selection from the anchor or collapsing it.
    mutating func moveCaret(to offset: Int, extending: Bool) {
        caret = Swift.max(0, Swift.min(offset, count))
        if !extending { anchor = caret }
    }

    /// Replaces `range` with `text` and puts the caret after the inserted text.
    mutating func replace(_ range: Range<Int>, with text: String) {
        let inserted = Array(text)
        characters.replaceSubrange(range, with: inserted)
        caret = range.lowerBound + inserted.count
        anchor = caret
    }

    func text(in range: Range<Int>) -> String {
        String(characters[range.clamped(to: 0..<count)])
    }

    // MARK: UTF-16 offsets (NSRange)

    /// The UTF-16 offset of character offset `index`.
    func utf16Offset(of index: Int) -> Int {
        var total = 0
        for character in characters[0..<Swift.min(index, count)] { total += Self.utf16Count(of: character) }
        return total
    }

    /// The UTF-16 length of a character: a single-byte character (ASCII) without going
    /// through the UTF-16 view, which is several times slower.
    static func utf16Count(of character: Character) -> Int {
        character.utf8.count == 1 ? 1 : character.utf16.count
    }

    /// The character range of a UTF-16 range, rounded outwards to whole characters.
    func characterRange(utf16 range: NSRange) -> Range<Int> {
        let end = range.location + range.length
        var start = 0  // UTF-16 offset where `index` starts
        var lower = 0
        var index = 0
        while index < count {
            let next = start + Self.utf16Count(of: characters[index])
            if next <= range.location { lower = index + 1 }
            if start >= end { break }
            start = next
            index += 1
        }
        return Swift.min(lower, index)..<index
    }

    /// The NSRange, in UTF-16 units, of a character range.
    func nsRange(of range: Range<Int>) -> NSRange {
        let location = utf16Offset(of: range.lowerBound)
        var length = 0
        for character in characters[range.clamped(to: 0..<count)] { length += Self.utf16Count(of: character) }
        return NSRange(location: location, length: length)
    }

    // MARK: Words

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The start of the word before `offset` (skipping spaces and punctuation first), as
    /// Alt-Left moves.
    func wordStart(before offset: Int) -> Int {
        var index = Swift.min(offset, count)
        while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word after `offset`, as Alt-Right moves.
    func wordEnd(after offset: Int) -> Int {
        var index = Swift.max(0, offset)
        while index < count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < count, Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    /// The word (or run of spaces, or single other character) at `offset`, as a double
    /// click selects.
    func word(at offset: Int) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let index = Swift.min(Swift.max(0, offset), count - 1)
        let kind: (Character) -> Int = { c in Self.isWordCharacter(c) ? 0 : (c.isWhitespace ? 1 : 2) }
        let target = kind(characters[index])
        if target == 2 { return index..<(index + 1) }
        var lower = index, upper = index + 1
        while lower > 0, kind(characters[lower - 1]) == target { lower -= 1 }
        while upper < count, kind(characters[upper]) == target { upper += 1 }
        return lower..<upper
    }
}
