import TerrariumTesting
import Testing

@testable import Terrarium

@Suite(.cellSize(UIScreen.onePointPerCell)) struct DisplayWidthTests {
    @Test func printableASCIITakesOneColumn() {
        #expect(Character("a").displayWidth == 1)
        #expect(Character(" ").displayWidth == 1)
        #expect(Character("~").displayWidth == 1)
        #expect("hello, world".displayWidth == 12)
    }

    @Test func controlCharactersTakeNoColumns() {
        #expect(Character("\n").displayWidth == 0)
        #expect(Character("\r\n").displayWidth == 0)
        #expect(Character("\t").displayWidth == 0)
        #expect(Character("\u{7}").displayWidth == 0)
        #expect(Character("\u{7F}").displayWidth == 0)
        #expect(Character("\u{85}").displayWidth == 0)
        #expect("a\u{1B}b\n".displayWidth == 2)
    }

    @Test func zeroWidthClustersTakeNoColumns() {
        #expect(Character("\u{200B}").displayWidth == 0)
        #expect(Character("\u{200D}").displayWidth == 0)
        #expect(Character("\u{FE0F}").displayWidth == 0)
        #expect(Character("\u{2060}").displayWidth == 0)
        #expect("a\u{200B}b".displayWidth == 2)
    }

    @Test func combiningMarksStayWithTheirBaseInOneColumn() {
        let accented: Character = "e\u{301}"
        #expect(accented.displayWidth == 1)
        #expect("cafe\u{301}".displayWidth == 4)
        #expect(Character("a\u{308}\u{323}").displayWidth == 1)
        // A decomposed が: kana plus a combining voiced mark that Unicode files as wide.
        #expect(Character("か\u{3099}").displayWidth == 2)
        #expect(Character("\u{3099}").displayWidth == 0)
    }

    @Test func eastAsianWideAndFullwidthTakeTwoColumns() {
        #expect(Character("漢").displayWidth == 2)
        #expect(Character("한").displayWidth == 2)
        #expect(Character("あ").displayWidth == 2)
        #expect(Character("Ａ").displayWidth == 2)
        #expect(Character("。").displayWidth == 2)
        #expect(Character("\u{3000}").displayWidth == 2)
        #expect(Character("\u{20BB7}").displayWidth == 2)
        #expect("漢字abc".displayWidth == 7)
    }

    @Test func narrowAndAmbiguousCharactersTakeOneColumn() {
        #expect(Character("ｱ").displayWidth == 1)
        #expect(Character("…").displayWidth == 1)
        #expect(Character("─").displayWidth == 1)
        #expect(Character("é").displayWidth == 1)
        #expect(Character("Ω").displayWidth == 1)
        #expect(Character("\u{303F}").displayWidth == 1)
    }

    @Test func emojiTakeTwoColumns() {
        #expect(Character("😀").displayWidth == 2)
        #expect(Character("👍🏽").displayWidth == 2)
        #expect(Character("⌚").displayWidth == 2)
    }

    @Test func emojiZWJFamilyIsOneClusterOfTwoColumns() {
        let family = "👨‍👩‍👧‍👦"
        #expect(family.count == 1)
        #expect(family.displayWidth == 2)
        #expect("🏳️‍🌈".displayWidth == 2)
    }

    @Test func flagsAreRegionalIndicatorPairsOfTwoColumns() {
        #expect("🇯🇵".displayWidth == 2)
        #expect("🇯🇵🇫🇷".displayWidth == 4)
        #expect(Character("\u{1F1EF}").displayWidth == 1)
    }

    @Test func emojiPresentationSelectorWidensTextSymbols() {
        #expect(Character("❤").displayWidth == 1)
        #expect(Character("❤️").displayWidth == 2)
        #expect(Character("#️⃣").displayWidth == 2)
        #expect(Character("©").displayWidth == 1)
    }

    @Test func wideRangesAreSortedAndDisjoint() {
        let ranges = DisplayWidth.wideRanges
        for (earlier, later) in zip(ranges, ranges.dropFirst()) {
            #expect(earlier.upperBound < later.lowerBound, "\(earlier) overlaps or precedes \(later)")
        }
    }

    @Test func binarySearchFindsEveryRangesEnds() {
        for range in DisplayWidth.wideRanges {
            #expect(DisplayWidth.isWide(range.lowerBound))
            #expect(DisplayWidth.isWide(range.upperBound))
        }
        #expect(!DisplayWidth.isWide(0x10FF))
        #expect(!DisplayWidth.isWide(0x1160))
        #expect(!DisplayWidth.isWide(0xFF61))
        #expect(!DisplayWidth.isWide(0x4DC0))
    }

    @Test func substringsMeasureLikeStrings() {
        let text = "ab漢字cd"
        #expect(text.dropFirst(2).displayWidth == 6)
        #expect(text.prefix(3).displayWidth == 4)
    }
}
