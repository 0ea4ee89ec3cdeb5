import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

@Suite(.cellSize(UIScreen.onePointPerCell)) struct CanvasTextTests {
    @Test func drawWritesTextAlongOneRow() {
        var canvas = Canvas(width: 5, height: 2)
        let columns = canvas.draw("ab漢", at: CGPoint(x: 0, y: 1))
        #expect(columns == 4)
        #expect(canvas.lines == ["     ", "ab漢 "])
        #expect(canvas[x: 3, y: 1].isContinuation)
    }

    @Test func drawRoundsFractionalPointsDown() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.draw("x", at: CGPoint(x: 1.9, y: 0.7))
        #expect(canvas.lines == [" x  ", "    "])
    }

    @Test func drawNeverWraps() {
        var canvas = Canvas(width: 4, height: 2)
        let columns = canvas.draw("abcdef", at: CGPoint(x: 1, y: 0))
        #expect(columns == 6)
        #expect(canvas.lines == [" abc", "    "])
    }

    @Test func drawSkipsControlCharactersWithoutTakingRoom() {
        var canvas = Canvas(width: 6, height: 2)
        let columns = canvas.draw("a\nb\r\nc\u{7}\td\u{1B}", at: .zero)
        #expect(columns == 4)
        #expect(canvas.lines == ["abcd  ", "      "])
    }

    @Test func drawSkipsZeroWidthClusters() {
        var canvas = Canvas(width: 4, height: 1)
        // A joiner at the start of the text, or a variation selector after a control character,
        // is a cluster of its own.
        let columns = canvas.draw("\u{200D}a\u{200B}b\n\u{FE0F}", at: .zero)
        #expect(columns == 2)
        #expect(canvas.lines == ["ab  "])
    }

    @Test func combiningMarkStaysInOneCell() {
        var canvas = Canvas(width: 4, height: 1)
        let columns = canvas.draw("cafe\u{301}", at: .zero)
        #expect(columns == 4)
        #expect(canvas[x: 3, y: 0].text == "e\u{301}")
        #expect(canvas.lines == ["cafe\u{301}"])
    }

    @Test func emojiSequencesTakeTwoCells() {
        var canvas = Canvas(width: 7, height: 1)
        let columns = canvas.draw("👨‍👩‍👧🇯🇵x", at: .zero)
        #expect(columns == 5)
        #expect(canvas.lines == ["👨‍👩‍👧🇯🇵x  "])
        #expect(canvas[x: 0, y: 0].text == "👨‍👩‍👧")
        #expect(canvas[x: 1, y: 0].isContinuation)
        #expect(canvas[x: 2, y: 0].text == "🇯🇵")
    }

    @Test func wideCharacterCutByTheRightEdgeLeavesASpace() {
        var canvas = Canvas(width: 3, height: 1)
        let columns = canvas.draw("ab漢", at: .zero)
        #expect(columns == 4)
        #expect(canvas.lines == ["ab "])
        #expect(!canvas[x: 2, y: 0].isContinuation)
    }

    @Test func wideCharacterCutByTheLeftEdgeLeavesASpace() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.draw("漢ab", at: CGPoint(x: -1, y: 0))
        #expect(canvas.lines == [" ab"])
        #expect(wideCharacterViolations(in: canvas).isEmpty)
    }

    @Test func wideCharacterCutByTheClipLeavesASpaceOnEachSide() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("漢字漢", at: .zero, clip: CGRect(x: 1, y: 0, width: 4, height: 1))
        #expect(canvas.lines == ["  字  "])
        #expect(wideCharacterViolations(in: canvas).isEmpty)
    }

    @Test func clipKeepsTextInsideIt() {
        var canvas = Canvas(width: 5, height: 2)
        canvas.draw("hello", at: .zero, clip: CGRect(x: 1, y: 0, width: 2, height: 1))
        canvas.draw("world", at: CGPoint(x: 0, y: 1), clip: CGRect(x: 0, y: 0, width: 5, height: 1))
        #expect(canvas.lines == [" el  ", "     "])
    }

    @Test func drawOutsideTheCanvasWritesNothingButReportsItsWidth() {
        var canvas = Canvas(width: 3, height: 1)
        #expect(canvas.draw("漢字", at: CGPoint(x: 0, y: 5)) == 4)
        #expect(canvas.draw("abc", at: CGPoint(x: 10, y: 0)) == 3)
        #expect(canvas.draw("abc", at: CGPoint(x: -10, y: 0)) == 3)
        #expect(canvas.draw("x", at: CGPoint(x: CGFloat.nan, y: 0)) == 1)
        #expect(canvas == Canvas(width: 3, height: 1))
    }

    @Test func textKeepsTheBackgroundBeneathWhenGivenNone() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 1), with: .systemGray5)
        canvas.draw("hi", at: CGPoint(x: 1, y: 0), foreground: .label, attributes: .bold)
        #expect(canvas.lines == [" hi "])
        #expect(canvas.backgrounds { $0 == .systemGray5 ? "g" : "?" } == ["gggg"])
        #expect(canvas[x: 1, y: 0].foreground == .label)
        #expect(canvas[x: 2, y: 0].attributes == .bold)
    }

    @Test func textBackgroundIsBlendedOverTheCell() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 3, height: 1), with: .white)
        canvas.draw("ab", at: .zero, background: UIColor.black.withAlphaComponent(0.5))
        #expect(canvas[x: 0, y: 0].background == UIColor(white: 0.5, alpha: 1))
        #expect(canvas[x: 2, y: 0].background == .white)
    }

    @Test func textBackgroundOverTerminalDefaultBlendsOverBlack() {
        var canvas = Canvas(width: 1, height: 1)
        canvas.draw("a", at: .zero, background: UIColor.white.withAlphaComponent(0.5))
        #expect(canvas[x: 0, y: 0].background == UIColor(white: 0.5, alpha: 1))
    }
}

@Suite(.cellSize(UIScreen.onePointPerCell)) struct CanvasFillTests {
    @Test func opaqueFillCoversText() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.draw("abcd", at: .zero)
        canvas.draw("efgh", at: CGPoint(x: 0, y: 1))
        canvas.fill(CGRect(x: 1, y: 0, width: 2, height: 1), with: .systemBlue)
        #expect(canvas.lines == ["a  d", "efgh"])
        #expect(canvas.backgrounds { $0 == nil ? "." : "B" } == [".BB.", "...."])
        #expect(canvas[x: 1, y: 0] == Cell(background: .systemBlue))
    }

    @Test func translucentFillTintsBackgroundsAndKeepsText() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 3, height: 1), with: .white)
        canvas.draw("a漢", at: .zero, foreground: .systemRed)
        canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 1), with: UIColor.black.withAlphaComponent(0.5))
        #expect(canvas.lines == ["a漢"])
        #expect(canvas[x: 0, y: 0].foreground == .systemRed)
        #expect(canvas.backgrounds { $0 == .white ? "w" : $0 == UIColor(white: 0.5, alpha: 1) ? "g" : "?" } == ["ggw"])
    }

    @Test func transparentFillChangesNothing() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.draw("ab", at: .zero)
        let before = canvas
        canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 1), with: .clear)
        #expect(canvas == before)
    }

    @Test func fillIsClippedToCanvasAndClip() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.fill(
            CGRect(x: -5, y: -5, width: 100, height: 100), with: .systemRed,
            clip: CGRect(x: 1, y: 1, width: 2, height: 5))
        #expect(canvas.backgrounds { $0 == nil ? "." : "R" } == ["....", ".RR.", ".RR."])
    }

    @Test func fillSnapsOriginAndSizeDownToWholeCells() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.fill(CGRect(x: 1.5, y: 0.2, width: 2.9, height: 1), with: .systemRed)
        #expect(canvas.backgrounds { $0 == nil ? "." : "R" } == [".RR..."])
    }

    @Test func fillWithNegativeSizeIsStandardized() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.fill(CGRect(x: 3, y: 1, width: -2, height: -1), with: .systemRed)
        #expect(canvas.backgrounds { $0 == nil ? "." : "R" } == [".RR."])
    }

    @Test func infiniteAndNullRectsAreSafe() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.fill(.infinite, with: .systemRed, clip: .infinite)
        #expect(canvas.backgrounds { $0 == nil ? "." : "R" } == ["RR"])
        canvas.fill(.null, with: .systemBlue)
        canvas.fill(.infinite, with: .systemBlue, clip: .null)
        #expect(canvas.backgrounds { $0 == nil ? "." : $0 == .systemRed ? "R" : "?" } == ["RR"])
    }

    @Test func opaqueFillOverHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("漢字", at: .zero)
        canvas.fill(CGRect(x: 1, y: 0, width: 2, height: 1), with: .systemBlue)
        #expect(canvas.lines == ["    "])
        #expect(wideCharacterViolations(in: canvas).isEmpty)
    }

    @Test func clearResetsCellsToBlank() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 1), with: .systemBlue)
        canvas.draw("ab漢", at: .zero)
        canvas.clear(CGRect(x: 0, y: 0, width: 3, height: 1))
        #expect(canvas.lines == ["    "])
        #expect(canvas[x: 0, y: 0] == .blank)
        #expect(canvas[x: 3, y: 0].background == .systemBlue)
        #expect(wideCharacterViolations(in: canvas).isEmpty)
    }

    @Test func clearRespectsTheClip() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("abcd", at: .zero)
        canvas.clear(CGRect(x: 0, y: 0, width: 4, height: 1), clip: CGRect(x: 2, y: 0, width: 9, height: 1))
        #expect(canvas.lines == ["ab  "])
    }

    @Test func onlyAnOpaqueFillOrAClearOfEveryCellCoversTheCanvas() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.fill(CGRect(x: 0, y: 0, width: 3, height: 1), with: .systemRed)
        #expect(!canvas.isCovered)
        canvas.fill(CGRect(x: 0, y: 0, width: 3, height: 2), with: UIColor.black.withAlphaComponent(0.5))
        #expect(!canvas.isCovered)
        canvas.fill(CGRect(x: -1, y: -1, width: 9, height: 9), with: .systemRed)
        #expect(canvas.isCovered)
        canvas.isCovered = false
        canvas.clear(CGRect(x: 0, y: 0, width: 3, height: 2), clip: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(!canvas.isCovered)
        canvas.clear(CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(canvas.isCovered)
    }

    @Test func coveringIsNotPartOfTheCanvasValue() {
        var covered = Canvas(width: 2, height: 1)
        covered.clear(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(covered.isCovered)
        #expect(covered == Canvas(width: 2, height: 1))
    }

    @Test func fillingOverTheSameColourKeepsTheCellsAndOverAnotherReplacesThem() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 3, height: 1), with: .systemBlue)
        canvas.draw("a", at: .zero, foreground: .white, attributes: .bold)
        canvas.fill(CGRect(x: 0, y: 0, width: 3, height: 1), with: .systemBlue)
        #expect(canvas.lines == ["   "])
        #expect((0..<3).allSatisfy { canvas[x: $0, y: 0] == Cell(background: .systemBlue) })
        canvas.fill(CGRect(x: 0, y: 0, width: 3, height: 1), with: .systemRed)
        #expect((0..<3).allSatisfy { canvas[x: $0, y: 0] == Cell(background: .systemRed) })
    }
}
