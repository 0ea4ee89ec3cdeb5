import Foundation
import Testing

@testable import Terrarium
@testable import TerrariumTerminal

@Suite struct CanvasDiffTests {
    private typealias Run = CanvasDiff.Run

    private func canvas(_ lines: [String]) -> Canvas {
        var canvas = Canvas(width: lines.map(\.displayWidth).max() ?? 0, height: lines.count)
        for (y, line) in lines.enumerated() {
            canvas.draw(line, at: CGPoint(x: 0, y: y))
        }
        return canvas
    }

    @Test func identicalCanvasesHaveNoRuns() {
        let frame = canvas(["hello", "world"])
        #expect(Array(CanvasDiff(from: frame, to: frame)).isEmpty)
    }

    @Test func withNoPreviousFrameEveryRowIsOneRun() {
        let frame = canvas(["ab", "cd"])
        #expect(Array(CanvasDiff(from: nil, to: frame)) == [Run(row: 0, columns: 0..<2), Run(row: 1, columns: 0..<2)])
    }

    @Test func aPreviousFrameOfAnotherSizeCountsAsNone() {
        let frame = canvas(["ab"])
        let diff = CanvasDiff(from: Canvas(width: 3, height: 1), to: frame)
        #expect(diff.previous == nil)
        #expect(Array(diff) == [Run(row: 0, columns: 0..<2)])
    }

    @Test func changedCellsFormMaximalRunsPerRow() {
        let before = canvas(["abcdefgh", "abcdefgh"])
        let after = canvas(["aXXdeYgh", "abcdefgZ"])
        #expect(
            Array(CanvasDiff(from: before, to: after)) == [
                Run(row: 0, columns: 1..<3), Run(row: 0, columns: 5..<6), Run(row: 1, columns: 7..<8),
            ])
    }

    @Test func aColourOrAttributeChangeIsAChange() {
        let before = canvas(["abc"])
        var after = before
        after.put(Cell(text: "b", foreground: .red), x: 1, y: 0)
        after.put(Cell(text: "c", attributes: .bold), x: 2, y: 0)
        #expect(Array(CanvasDiff(from: before, to: after)) == [Run(row: 0, columns: 1..<3)])
    }

    @Test func equalColoursMadeSeparatelyAreNoChange() {
        var before = Canvas(width: 2, height: 1)
        before.put(Cell(text: "a", background: UIColor(red: 1, green: 0, blue: 0, alpha: 1)), x: 0, y: 0)
        var after = Canvas(width: 2, height: 1)
        after.put(Cell(text: "a", background: UIColor(red: 1, green: 0, blue: 0, alpha: 1)), x: 0, y: 0)
        #expect(Array(CanvasDiff(from: before, to: after)).isEmpty)
    }

    @Test func aWideCharacterIsOneGlyphOfTwoColumns() {
        let before = canvas(["ab漢c"])
        let after = canvas(["ab字c"])
        #expect(Array(CanvasDiff(from: before, to: after)) == [Run(row: 0, columns: 2..<4)])
        #expect(CanvasDiff.glyphWidth(in: after, x: 2, y: 0) == 2)
        #expect(CanvasDiff.glyphWidth(in: after, x: 4, y: 0) == 1)
    }

    @Test func aChangeInOnlyTheContinuationCellRewritesTheWholeGlyph() {
        let before = canvas(["a漢b"])
        var after = before
        // A continuation cell with its own background: only the right half differs.
        after.writeWide(Cell(text: "漢"), x: 1, y: 0, continuationBackground: .blue)
        #expect(Array(CanvasDiff(from: before, to: after)) == [Run(row: 0, columns: 1..<3)])
    }

    @Test func aWideCharacterReplacedByANarrowOneClearsItsTrailingCell() {
        let before = canvas(["a漢b"])
        var after = before
        after.put(Cell(text: "x"), x: 1, y: 0)
        #expect(after.lines == ["ax b"])
        // The run covers the old continuation, so the space that clears it is written.
        #expect(Array(CanvasDiff(from: before, to: after)) == [Run(row: 0, columns: 1..<3)])
    }

    @Test func overwritingTheRightHalfOfAWideCharacterRewritesBothHalves() {
        let before = canvas(["a漢b"])
        var after = before
        after.put(Cell(text: "x"), x: 2, y: 0)
        #expect(after.lines == ["a xb"])
        #expect(Array(CanvasDiff(from: before, to: after)) == [Run(row: 0, columns: 1..<3)])
    }

    @Test func narrowCharactersReplacedByAWideOneAreOneGlyph() {
        let before = canvas(["abcd"])
        let after = canvas(["a漢d"])
        #expect(Array(CanvasDiff(from: before, to: after)) == [Run(row: 0, columns: 1..<3)])
    }

    @Test func aRunNeverStartsOrEndsInsideAWideCharacter() {
        var generator = SeededGenerator(seed: 99)
        for _ in 0..<300 {
            var before = Canvas(width: 12, height: 3)
            for _ in 0..<3 { RandomCanvas.edit(&before, using: &generator) }
            var after = before
            RandomCanvas.edit(&after, using: &generator)
            for run in CanvasDiff(from: before, to: after) {
                #expect(!after[x: run.columns.lowerBound, y: run.row].isContinuation)
                if run.columns.upperBound < after.width {
                    #expect(!after[x: run.columns.upperBound, y: run.row].isContinuation)
                }
            }
        }
    }

    @Test func combiningMarksStayWithTheirBase() {
        let before = canvas(["cafe!"])
        let after = canvas(["cafe\u{301}!"])
        #expect(after[x: 3, y: 0].text == "e\u{301}")
        #expect(Array(CanvasDiff(from: before, to: after)) == [Run(row: 0, columns: 3..<4)])
    }

    @Test func everyChangedCellIsInExactlyOneRunAndNoUnchangedGlyphIs() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            var before = Canvas(width: 9, height: 4)
            for _ in 0..<3 { RandomCanvas.edit(&before, using: &generator) }
            var after = before
            RandomCanvas.edit(&after, using: &generator)
            var covered = Set<[Int]>()
            for run in CanvasDiff(from: before, to: after) {
                #expect(!run.columns.isEmpty)
                for x in run.columns { covered.insert([x, run.row]) }
            }
            for y in 0..<after.height {
                var x = 0
                while x < after.width {
                    let width = CanvasDiff.glyphWidth(in: after, x: x, y: y)
                    let changed = (x..<(x + width)).contains { before[x: $0, y: y] != after[x: $0, y: y] }
                    #expect(covered.contains([x, y]) == changed, "glyph at \(x), \(y)")
                    x += width
                }
            }
        }
    }
}
