import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

@Suite(.cellSize(UIScreen.onePointPerCell)) struct CanvasTests {
    @Test func newCanvasIsBlank() {
        let canvas = Canvas(width: 3, height: 2)
        #expect(canvas.lines == ["   ", "   "])
        #expect(canvas[x: 2, y: 1] == .blank)
    }

    @Test func negativeSizesMakeAnEmptyCanvas() {
        let canvas = Canvas(width: -4, height: 3)
        #expect(canvas.width == 0)
        #expect(canvas.height == 3)
        #expect(canvas.lines == ["", "", ""])
        #expect(Canvas(width: 2, height: -1).lines == [])
    }

    @Test func debugDescriptionQuotesEachRow() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.draw("ab漢", at: .zero)
        #expect(canvas.debugDescription == "\"ab漢\"\n\"    \"")
    }

    @Test func equalCanvasesHaveEqualCells() {
        var first = Canvas(width: 3, height: 1)
        var second = Canvas(width: 3, height: 1)
        first.draw("hi", at: .zero)
        #expect(first != second)
        second.draw("hi", at: .zero)
        #expect(first == second)
        second.draw("h", at: .zero, attributes: .bold)
        #expect(first != second)
    }

    @Test func putWritesOneCell() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.put(Cell(text: "x", foreground: .systemRed, attributes: .underline), x: 1, y: 0)
        #expect(canvas.lines == [" x "])
        #expect(canvas[x: 1, y: 0].foreground == .systemRed)
        #expect(canvas[x: 1, y: 0].attributes == .underline)
    }

    @Test func putOutsideTheCanvasIsIgnored() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.put(Cell(text: "x"), x: -1, y: 0)
        canvas.put(Cell(text: "x"), x: 2, y: 0)
        canvas.put(Cell(text: "x"), x: 0, y: 1)
        #expect(canvas == Canvas(width: 2, height: 1))
    }

    @Test func putWideCharacterFillsItsContinuation() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.put(Cell(text: "漢", background: .systemBlue), x: 0, y: 0)
        #expect(canvas.lines == ["漢 "])
        #expect(canvas[x: 1, y: 0].isContinuation)
        #expect(canvas[x: 1, y: 0].background == .systemBlue)
    }

    @Test func putWideCharacterAtRightEdgeWritesSpace() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.put(Cell(text: "漢"), x: 2, y: 0)
        #expect(canvas.lines == ["   "])
        #expect(wideCharacterViolations(in: canvas).isEmpty)
    }

    @Test func putKeepsOnlyTheFirstClusterAndSanitizesInvisibleText() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.put(Cell(text: "xyz"), x: 0, y: 0)
        canvas.put(Cell(text: "\n"), x: 1, y: 0)
        canvas.put(Cell(text: "\u{200B}"), x: 2, y: 0)
        #expect(canvas.lines == ["x  "])
        #expect(canvas[x: 1, y: 0].text == " ")
    }

    @Test func putIgnoresContinuationCells() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.put(Cell(text: ""), x: 1, y: 0)
        #expect(canvas == Canvas(width: 2, height: 1))
    }

    @Test func overwritingTheLeftHalfOfAWideCharacterBlanksTheRightHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("漢字", at: .zero)
        canvas.put(Cell(text: "x"), x: 0, y: 0)
        #expect(canvas.lines == ["x 字"])
        #expect(!canvas[x: 1, y: 0].isContinuation)
        #expect(wideCharacterViolations(in: canvas).isEmpty)
    }

    @Test func overwritingTheRightHalfOfAWideCharacterBlanksTheLeftHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("漢字", at: .zero)
        canvas.put(Cell(text: "x"), x: 1, y: 0)
        #expect(canvas.lines == [" x字"])
        #expect(wideCharacterViolations(in: canvas).isEmpty)
    }

    @Test func wideCharacterOverlappingTwoWideCharactersBlanksBothOuterHalves() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("漢字", at: .zero)
        canvas.draw("한", at: CGPoint(x: 1, y: 0))
        #expect(canvas.lines == [" 한 "])
        #expect(wideCharacterViolations(in: canvas).isEmpty)
    }

    @Test func blankedHalfKeepsItsBackground() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.draw("漢", at: .zero, background: .systemGreen)
        canvas.put(Cell(text: "x"), x: 0, y: 0)
        #expect(canvas[x: 1, y: 0].text == " ")
        #expect(canvas[x: 1, y: 0].background == .systemGreen)
    }

    @Test func resizeKeepsTheOverlappingContent() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.draw("abc", at: .zero)
        canvas.draw("def", at: CGPoint(x: 0, y: 1))
        canvas.resize(width: 4, height: 3)
        #expect(canvas.lines == ["abc ", "def ", "    "])
        canvas.resize(width: 2, height: 1)
        #expect(canvas.lines == ["ab"])
        #expect(canvas.width == 2 && canvas.height == 1)
    }

    @Test func resizeThroughAWideCharacterLeavesASpace() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("a漢b", at: .zero)
        canvas.resize(width: 2, height: 1)
        #expect(canvas.lines == ["a "])
        #expect(wideCharacterViolations(in: canvas).isEmpty)
    }

    @Test func resizeToNegativeSizeEmptiesTheCanvas() {
        var canvas = Canvas(width: 2, height: 2)
        canvas.resize(width: -1, height: 5)
        #expect(canvas.width == 0)
        #expect(canvas.lines == ["", "", "", "", ""])
    }
}
