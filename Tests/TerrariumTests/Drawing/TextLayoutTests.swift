import TerrariumTesting
import Testing

@testable import Terrarium

@Suite(.cellSize(UIScreen.onePointPerCell)) struct TextLayoutTests {
    private func lines(
        _ text: String,
        width: Int?,
        maximumLines: Int = 0,
        _ mode: NSLineBreakMode = .byWordWrapping
    ) -> [String] {
        TextLayout.lines(for: text, width: width, maximumLines: maximumLines, lineBreakMode: mode)
    }

    @Test func emptyTextHasNoLines() {
        #expect(lines("", width: 10).isEmpty)
        #expect(lines("", width: nil).isEmpty)
    }

    @Test func withoutWidthOnlyHardBreaksSplitLines() {
        #expect(lines("one two three", width: nil) == ["one two three"])
        #expect(lines("a\nb\r\nc", width: nil) == ["a", "b", "c"])
        #expect(lines("a\n", width: nil) == ["a", ""])
        #expect(lines("\n\n", width: nil) == ["", "", ""])
    }

    @Test func wordWrappingBreaksAtSpacesAndDropsThem() {
        #expect(lines("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(lines("aa bb cc", width: 5) == ["aa bb", "cc"])
        #expect(lines("aa    bb", width: 4) == ["aa", "bb"])
    }

    @Test func wordWrappingKeepsHardBreaks() {
        #expect(lines("ab cd\nef", width: 3) == ["ab", "cd", "ef"])
        #expect(lines("ab\n\ncd", width: 5) == ["ab", "", "cd"])
    }

    @Test func wordLongerThanTheWidthIsBrokenByCharacter() {
        #expect(lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(lines("ab cdefghij", width: 4) == ["ab", "cdef", "ghij"])
    }

    @Test func leadingIndentationIsKeptWhenItFits() {
        #expect(lines("  ab cd", width: 5) == ["  ab", "cd"])
        #expect(lines("    abcd", width: 4) == ["abcd"])
    }

    @Test func cjkTextWrapsByDisplayWidth() {
        #expect(lines("漢字漢字漢字", width: 4) == ["漢字", "漢字", "漢字"])
        #expect(lines("漢字漢字漢", width: 5) == ["漢字", "漢字", "漢"])
        #expect(lines("ab 漢字漢字", width: 6) == ["ab 漢", "字漢字"])
    }

    @Test func wideCharacterNeverOverflowsALine() {
        #expect(lines("a漢字", width: 2, .byCharWrapping) == ["a", "漢", "字"])
        #expect(lines("a漢", width: 2) == ["a", "漢"])
    }

    @Test func emojiAndCombiningMarksWrapAsWholeClusters() {
        #expect(lines("👨‍👩‍👧👨‍👩‍👧", width: 3) == ["👨‍👩‍👧", "👨‍👩‍👧"])
        #expect(lines("e\u{301}e\u{301}e\u{301}", width: 2, .byCharWrapping) == ["e\u{301}e\u{301}", "e\u{301}"])
    }

    @Test func characterWrappingFillsEveryLineAndKeepsSpaces() {
        #expect(lines("ab cdef", width: 3, .byCharWrapping) == ["ab ", "cde", "f"])
    }

    @Test func wideCharactersThatCanNeverFitAreDropped() {
        #expect(lines("a漢b", width: 1, .byCharWrapping) == ["a", "b"])
    }

    @Test func maximumLinesCutsWithATailEllipsis() {
        #expect(lines("the quick brown fox", width: 10, maximumLines: 1) == ["the quick…"])
        #expect(lines("one two three four", width: 5, maximumLines: 2, .byTruncatingTail) == ["one", "two…"])
    }

    @Test func singleLineTruncatingModesShortenToTheWidth() {
        let text = "Hello, terminal world"
        #expect(lines(text, width: 10, maximumLines: 1, .byTruncatingTail) == ["Hello, te…"])
        #expect(lines(text, width: 10, maximumLines: 1, .byTruncatingHead) == ["…nal world"])
        #expect(lines(text, width: 10, maximumLines: 1, .byTruncatingMiddle) == ["Hello…orld"])
        #expect(lines(text, width: 10, maximumLines: 1, .byClipping) == ["Hello, ter"])
    }

    @Test func textThatFitsIsNotTruncated() {
        #expect(lines("short", width: 10, maximumLines: 1, .byTruncatingTail) == ["short"])
        #expect(lines("a b", width: 3, maximumLines: 1, .byTruncatingMiddle) == ["a b"])
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        #expect(lines("漢字漢字", width: 4, maximumLines: 1, .byTruncatingTail) == ["漢…"])
        #expect(lines("漢字漢字", width: 5, maximumLines: 1, .byTruncatingTail) == ["漢字…"])
        #expect(lines("漢字漢字", width: 4, maximumLines: 1, .byTruncatingHead) == ["…字"])
    }

    @Test func ellipsisAloneFillsAOneColumnWidth() {
        #expect(lines("abc", width: 1, maximumLines: 1, .byTruncatingTail) == ["…"])
    }

    @Test func cutAtAHardBreakMarksTheLastLine() {
        #expect(lines("first\nsecond", width: 10, maximumLines: 1, .byTruncatingTail) == ["first…"])
        #expect(lines("first\nsecond", width: 10, maximumLines: 1, .byClipping) == ["first"])
        #expect(lines("abcde\nsecond", width: 5, maximumLines: 1, .byTruncatingTail) == ["abcd…"])
        #expect(lines("first\nsecond", width: nil, maximumLines: 1, .byTruncatingTail) == ["first…"])
    }

    @Test func spacesBeforeAnEllipsisAreDropped() {
        #expect(lines("ab  cdefgh", width: 5, maximumLines: 1, .byTruncatingTail) == ["ab…"])
    }

    @Test func unlimitedLinesNeverTruncate() {
        #expect(lines("aa bb cc dd", width: 2, maximumLines: 0, .byTruncatingTail) == ["aa", "bb", "cc", "dd"])
    }

    @Test func nonPositiveWidthHasNoLines() {
        #expect(lines("abc", width: 0).isEmpty)
        #expect(lines("abc", width: -3).isEmpty)
    }

    @Test func alignmentOffsetsPlaceTheLine() {
        #expect(TextLayout.offset(ofLineWidth: 4, in: 10, alignment: .left) == 0)
        #expect(TextLayout.offset(ofLineWidth: 4, in: 10, alignment: .natural) == 0)
        #expect(TextLayout.offset(ofLineWidth: 4, in: 10, alignment: .justified) == 0)
        #expect(TextLayout.offset(ofLineWidth: 4, in: 10, alignment: .right) == 6)
        #expect(TextLayout.offset(ofLineWidth: 4, in: 10, alignment: .center) == 3)
        #expect(TextLayout.offset(ofLineWidth: 4, in: 9, alignment: .center) == 2)
    }

    @Test func alignmentOffsetIsNeverNegative() {
        #expect(TextLayout.offset(ofLineWidth: 12, in: 10, alignment: .right) == 0)
        #expect(TextLayout.offset(ofLineWidth: 12, in: 10, alignment: .center) == 0)
    }

    @Test func sizeIsTheWidestLineByDisplayWidthAndTheLineCount() {
        #expect(TextLayout.size(of: ["ab", "漢字", "x"]) == (width: 4, height: 3))
        #expect(TextLayout.size(of: []) == (width: 0, height: 0))
    }

    @Test func uikitRawValuesAreKept() {
        #expect(NSTextAlignment.center.rawValue == 1)
        #expect(NSTextAlignment.natural.rawValue == 4)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
        #expect(NSLineBreakMode.byClipping.rawValue == 2)
    }
}
