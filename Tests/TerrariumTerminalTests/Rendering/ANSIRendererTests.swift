import Foundation
import Testing

@testable import Terrarium
@testable import TerrariumTerminal

/// Exact bytes for small frames. Expected output is written readably: `⎋` is ESC, `␍` CR,
/// `␊` LF, `␈` BS; every frame is bracketed by synchronized output, `⎋[?2026h` … `⎋[?2026l`.
@Suite struct ANSIRendererTests {
    /// A renderer that has drawn one blank frame, so the screen is known and the next frame
    /// is a diff.
    private func renderer(
        _ colorMode: ANSIRenderer.ColorMode = .trueColor, width: Int = 20, height: Int = 5
    ) -> (ANSIRenderer, Canvas) {
        var renderer = ANSIRenderer(colorMode: colorMode)
        let canvas = Canvas(width: width, height: height)
        #expect(readable(renderer.render(canvas)) == "⎋[?2026h⎋[0m⎋[2J⎋[?2026l")
        return (renderer, canvas)
    }

    private func frame(_ body: String) -> String {
        "⎋[?2026h" + body + "⎋[?2026l"
    }

    // MARK: Frames

    @Test func firstFrameResetsErasesAndWritesOnlyNonBlankCells() {
        var renderer = ANSIRenderer(colorMode: .trueColor)
        var canvas = Canvas(width: 10, height: 3)
        canvas.draw("Hi", at: CGPoint(x: 2, y: 1))
        #expect(readable(renderer.render(canvas)) == frame("⎋[0m⎋[2J⎋[2;3HHi"))
    }

    @Test func anUnchangedFrameWritesNothing() {
        var (renderer, canvas) = renderer()
        canvas.draw("Hi", at: .zero)
        _ = renderer.render(canvas)
        #expect(renderer.render(canvas).isEmpty)
    }

    @Test func invalidatingRedrawsEverythingInTheNextFrame() {
        var (renderer, canvas) = renderer(width: 4, height: 2)
        canvas.draw("ab", at: .zero)
        _ = renderer.render(canvas)
        renderer.invalidate()
        #expect(readable(renderer.render(canvas)) == frame("⎋[0m⎋[2J⎋[Hab"))
    }

    @Test func aNewSizeIsAFullRedraw() {
        var (renderer, _) = renderer(width: 4, height: 2)
        var wider = Canvas(width: 6, height: 2)
        wider.draw("x", at: CGPoint(x: 5, y: 1))
        #expect(readable(renderer.render(wider)) == frame("⎋[0m⎋[2J⎋[2;6Hx"))
    }

    @Test func withoutSynchronizedOutputTheFrameIsBare() {
        var (renderer, canvas) = renderer()
        renderer.usesSynchronizedOutput = false
        canvas.draw("x", at: .zero)
        #expect(readable(renderer.render(canvas)) == "⎋[Hx")
    }

    // MARK: Cursor moves

    @Test func cursorMovesPickTheCheapest() {
        var (renderer, canvas) = renderer()
        // Unknown cursor: only an absolute move is safe.
        canvas.draw("x", at: CGPoint(x: 5, y: 2))
        #expect(readable(renderer.render(canvas)) == frame("⎋[3;6Hx"))
        // One unchanged blank cell in between: writing it (1 byte) beats CUF (3).
        canvas.draw("y", at: CGPoint(x: 7, y: 2))
        #expect(readable(renderer.render(canvas)) == frame(" y"))
        // Start of the next row: CR LF (2) beats CUP `⎋[4H` (4).
        canvas.draw("z", at: CGPoint(x: 0, y: 3))
        #expect(readable(renderer.render(canvas)) == frame("␍␊z"))
        // Up one and right one: CUU + CUF (6) ties CUP `⎋[3;3H` (6); a tie goes to CUP.
        canvas.draw("w", at: CGPoint(x: 2, y: 2))
        #expect(readable(renderer.render(canvas)) == frame("⎋[3;3Hw"))
        // Two left on the same row: BS BS (2) beats CUB `⎋[2D` (4).
        canvas.draw("v", at: CGPoint(x: 1, y: 2))
        #expect(readable(renderer.render(canvas)) == frame("␈␈v"))
        // Far right on the same row: CUF `⎋[15C` (5).
        canvas.draw("u", at: CGPoint(x: 17, y: 2))
        #expect(readable(renderer.render(canvas)) == frame("⎋[15Cu"))
        // Far left on the same row: CR (1).
        canvas.draw("t", at: CGPoint(x: 0, y: 2))
        #expect(readable(renderer.render(canvas)) == frame("␍t"))
        // Down and far left: LF + CR + CUF `␍␊⎋[C` (5) beats CUP `⎋[4;2H` (6) and a CUB.
        canvas.draw("s", at: CGPoint(x: 18, y: 2))
        canvas.draw("r", at: CGPoint(x: 1, y: 3))
        #expect(readable(renderer.render(canvas)) == frame("⎋[17Cs␍␊⎋[Cr"))
    }

    @Test func writingTheLastColumnLeavesOnlyCarriageReturnOrAbsoluteMoves() {
        var (renderer, canvas) = renderer(width: 5, height: 3)
        canvas.draw("abcde", at: .zero)
        canvas.draw("b", at: CGPoint(x: 1, y: 1))
        // After "abcde" a wrap is pending: CR LF, then CUF (5 bytes, against CUP's 6), never a
        // relative move from the edge.
        #expect(readable(renderer.render(canvas)) == frame("⎋[Habcde␍␊⎋[Cb"))
    }

    @Test func writeThroughNeedsTheSamePen() {
        var (renderer, canvas) = renderer()
        canvas.put(Cell(text: "a"), x: 0, y: 0)
        canvas.put(Cell(text: "b", foreground: .red), x: 1, y: 0)
        canvas.put(Cell(text: "c"), x: 2, y: 0)
        _ = renderer.render(canvas)
        canvas.put(Cell(text: "A"), x: 0, y: 0)
        canvas.put(Cell(text: "C"), x: 2, y: 0)
        // "b" is red, the pen plain: skip it with CUF rather than change the pen twice.
        #expect(readable(renderer.render(canvas)) == frame("␍A⎋[CC"))
    }

    @Test func withoutLineFeedsMovingDownUsesCursorDown() {
        var (renderer, canvas) = renderer()
        renderer.usesLineFeeds = false
        canvas.draw("a", at: CGPoint(x: 3, y: 0))
        canvas.draw("b", at: CGPoint(x: 4, y: 1))
        #expect(readable(renderer.render(canvas)) == frame("⎋[1;4Ha⎋[Bb"))
    }

    // MARK: Wide characters

    @Test func aWideCharacterIsWrittenOnceForBothColumns() {
        var (renderer, canvas) = renderer(width: 6, height: 1)
        canvas.draw("a漢b", at: .zero)
        #expect(readable(renderer.render(canvas)) == frame("⎋[Ha漢b"))
    }

    @Test func aWideCharacterReplacedByANarrowOneWritesASpaceOverItsTrailingCell() {
        var (renderer, canvas) = renderer(width: 6, height: 1)
        canvas.draw("a漢b", at: .zero)
        _ = renderer.render(canvas)
        canvas.draw("x", at: CGPoint(x: 1, y: 0))
        #expect(readable(renderer.render(canvas)) == frame("␈␈␈x "))
    }

    @Test func combiningMarksAreWrittenWithTheirBase() {
        var (renderer, canvas) = renderer(width: 5, height: 1)
        canvas.draw("cafe!", at: .zero)
        _ = renderer.render(canvas)
        canvas.draw("e\u{301}", at: CGPoint(x: 3, y: 0))
        // Compared as bytes: Swift strings would equate the decomposed é with a precomposed one.
        #expect(renderer.render(canvas) == bytes("⎋[?2026h␍⎋[3Ce\u{301}⎋[?2026l"))
    }

    // MARK: SGR

    @Test func onlyWhatDiffersChangesWhenThatIsShorter() {
        var (renderer, canvas) = renderer()
        canvas.draw("a", at: .zero, attributes: .bold)
        canvas.draw("b", at: CGPoint(x: 1, y: 0), attributes: [.bold, .underline])
        canvas.draw("c", at: CGPoint(x: 2, y: 0), attributes: [.bold])
        #expect(readable(renderer.render(canvas)) == frame("⎋[H⎋[1ma⎋[4mb⎋[24mc"))
    }

    @Test func aResetIsUsedWhenThatIsShorter() {
        var (renderer, canvas) = renderer()
        canvas.draw("a", at: .zero, foreground: .red)
        canvas.draw("b", at: CGPoint(x: 1, y: 0))
        canvas.draw("c", at: CGPoint(x: 2, y: 0), attributes: [.bold, .dim])
        canvas.draw("d", at: CGPoint(x: 3, y: 0), attributes: [.dim])
        // `0` is shorter than `39`; `0;2` shorter than `22;2` (22 ends bold and dim together).
        #expect(readable(renderer.render(canvas)) == frame("⎋[H⎋[38;2;255;0;0ma⎋[0mb⎋[1;2mc⎋[0;2md"))
    }

    @Test func everyAttributeHasItsCode() {
        var (renderer, canvas) = renderer()
        canvas.draw("a", at: .zero, attributes: [.bold, .dim, .italic, .underline, .blink, .reverse, .strikethrough])
        canvas.draw("b", at: CGPoint(x: 1, y: 0), attributes: [.bold])
        #expect(readable(renderer.render(canvas)) == frame("⎋[H⎋[1;2;3;4;5;7;9ma⎋[0;1mb"))
    }

    @Test func backgroundsAndForegroundsChangeTogether() {
        var (renderer, canvas) = renderer()
        canvas.put(Cell(text: "a", foreground: .white, background: .blue), x: 0, y: 0)
        canvas.put(Cell(text: "b", foreground: .white, background: .red), x: 1, y: 0)
        #expect(
            readable(renderer.render(canvas))
                == frame("⎋[H⎋[38;2;255;255;255;48;2;0;0;255ma⎋[48;2;255;0;0mb"))
    }

    // MARK: Colour modes

    @Test(arguments: [
        (ANSIRenderer.ColorMode.trueColor, "⎋[H⎋[38;2;255;0;0;48;2;0;0;255mx"),
        (.palette256, "⎋[H⎋[38;5;196;48;5;21mx"),
        (.ansi16, "⎋[H⎋[91;44mx"),
        (.none, "⎋[Hx"),
    ])
    func coloursAreEncodedForTheColourMode(mode: ANSIRenderer.ColorMode, expected: String) {
        var (renderer, canvas) = renderer(mode)
        canvas.put(Cell(text: "x", foreground: .red, background: .blue), x: 0, y: 0)
        #expect(readable(renderer.render(canvas)) == frame(expected))
    }

    @Test func noColorKeepsAttributes() {
        var (renderer, canvas) = renderer(.none)
        canvas.put(Cell(text: "x", foreground: .red, attributes: [.bold, .italic]), x: 0, y: 0)
        #expect(readable(renderer.render(canvas)) == frame("⎋[H⎋[1;3mx"))
    }

    @Test func sixteenColoursKeepOnlyPlainAttributes() {
        var (renderer, canvas) = renderer(.ansi16)
        canvas.put(Cell(text: "x", attributes: [.bold, .italic, .strikethrough, .underline]), x: 0, y: 0)
        #expect(readable(renderer.render(canvas)) == frame("⎋[H⎋[1;4mx"))
    }

    @Test func translucentForegroundsBlendOverTheCellBackground() {
        var (renderer, canvas) = renderer()
        let veil = UIColor.white.withAlphaComponent(0.5)
        canvas.put(Cell(text: "a", foreground: veil), x: 0, y: 0)
        canvas.put(Cell(text: "b", foreground: veil, background: .blue), x: 1, y: 0)
        // Over the default background (black): mid grey. Over blue: 128, 128, 255.
        #expect(
            readable(renderer.render(canvas))
                == frame("⎋[H⎋[38;2;128;128;128ma⎋[38;2;128;128;255;48;2;0;0;255mb"))
    }

    @Test func translucentColoursBlendOverTheDefaultBackgroundYouSet() {
        var (renderer, canvas) = renderer()
        renderer.defaultBackground = .white
        canvas.put(Cell(text: "a", foreground: UIColor.black.withAlphaComponent(0.25)), x: 0, y: 0)
        canvas.put(Cell(text: "b", background: UIColor.black.withAlphaComponent(0.5)), x: 1, y: 0)
        // Changing the default background redraws everything.
        #expect(
            readable(renderer.render(canvas))
                == frame("⎋[0m⎋[2J⎋[H⎋[38;2;191;191;191ma⎋[0;48;2;128;128;128mb"))
    }

    // MARK: Erasing and scrolling

    @Test func aLineThatBecameBlankIsErasedToItsEnd() {
        var (renderer, canvas) = renderer()
        canvas.draw("some text here", at: CGPoint(x: 2, y: 1))
        _ = renderer.render(canvas)
        canvas.clear(CGRect(x: 0, y: 1, width: 20, height: 1))
        #expect(readable(renderer.render(canvas)) == frame("⎋[14D⎋[K"))
    }

    @Test func erasingResetsAColouredBackgroundFirst() {
        var (renderer, canvas) = renderer()
        canvas.put(Cell(text: "x", background: .blue), x: 0, y: 0)
        canvas.draw("some text here", at: CGPoint(x: 2, y: 1))
        _ = renderer.render(canvas)
        canvas.put(Cell(text: "y", background: .blue), x: 0, y: 0)
        canvas.clear(CGRect(x: 0, y: 1, width: 20, height: 1))
        #expect(readable(renderer.render(canvas)) == frame("⎋[H⎋[48;2;0;0;255my␊⎋[C⎋[0m⎋[K"))
    }

    @Test func rowsThatMovedUpTogetherAreScrolled() {
        let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf"]
        var (renderer, canvas) = renderer(width: 10, height: 6)
        for row in 0..<6 { canvas.draw(words[row], at: CGPoint(x: 0, y: row)) }
        _ = renderer.render(canvas)
        var scrolled = Canvas(width: 10, height: 6)
        for row in 0..<6 { scrolled.draw(words[row + 1], at: CGPoint(x: 0, y: row)) }
        // The whole screen scrolls up one line; only the new bottom line is written.
        #expect(readable(renderer.render(scrolled)) == frame("⎋[S␍golf"))
    }

    @Test func aScrollKeepsAColouredPenWhenTheNewRowIsWrittenInFull() {
        let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf"]
        var (renderer, _) = renderer(width: 7, height: 6)
        func screen(from first: Int) -> Canvas {
            var canvas = Canvas(width: 7, height: 6)
            canvas.fill(CGRect(x: 0, y: 0, width: 7, height: 6), with: .blue)
            for row in 0..<6 { canvas.draw(words[first + row], at: CGPoint(x: 0, y: row)) }
            return canvas
        }
        _ = renderer.render(screen(from: 0))
        // The new line is filled with the pen's blue (background colour erase), and every one
        // of its cells is written anyway, so the pen stays blue.
        #expect(readable(renderer.render(screen(from: 1))) == frame("⎋[S␍golf   "))
    }

    @Test func aBandOfRowsScrollsInsideARegion() {
        var (renderer, canvas) = renderer(width: 10, height: 6)
        let words = ["alpha", "bravo", "charlie", "delta", "echo"]
        canvas.draw("header", at: .zero)
        for row in 1..<5 { canvas.draw(words[row], at: CGPoint(x: 0, y: row)) }
        canvas.draw("footer", at: CGPoint(x: 0, y: 5))
        _ = renderer.render(canvas)
        canvas.clear(CGRect(x: 0, y: 1, width: 10, height: 4))
        for row in 1..<5 { canvas.draw(words[row - 1], at: CGPoint(x: 0, y: row)) }
        // Items move down one row between a fixed header and footer: region rows 2–5, scroll
        // down, reset the region (the cursor goes home), write the item that came into view.
        #expect(readable(renderer.render(canvas)) == frame("⎋[2;5r⎋[T⎋[r␊alpha"))
    }
}
