import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Whole screens drawn through a headless window: backgrounds, custom drawing, the order
/// and clipping of subviews, what hidden and transparent views leave out, when views are
/// redrawn, and wide characters.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct DrawingTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    // MARK: - Backgrounds

    @Test func backgroundColorsFillTheirFrames() {
        let red = UIView(frame: CGRect(x: 1, y: 1, width: 3, height: 2))
        red.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 5, y: 0, width: 2, height: 4))
        blue.backgroundColor = .blue
        let screen = showing([red, blue], width: 8, height: 4)

        #expect(screen.lines == ["", "", "", ""])
        #expect(
            backgrounds(of: screen.canvas) == [
                ".....bb.",
                ".rrr.bb.",
                ".rrr.bb.",
                ".....bb.",
            ])
    }

    @Test func aSubviewsBackgroundCoversItsSuperviewsAndTextWithoutBackgroundKeepsIt() {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 3))
        panel.backgroundColor = .blue
        let chip = UIView(frame: CGRect(x: 1, y: 0, width: 2, height: 1))
        chip.backgroundColor = .red
        let caption = Scribble(frame: CGRect(x: 1, y: 2, width: 4, height: 1), texts: [("hi", .zero)])
        panel.addSubview(chip)
        panel.addSubview(caption)
        let screen = showing([panel], width: 7, height: 3)

        #expect(screen.lines == ["", "", " hi"])
        #expect(
            backgrounds(of: screen.canvas) == [
                "brrbbb.",
                "bbbbbb.",
                "bbbbbb.",
            ])
    }

    // MARK: - Custom drawing

    @Test func drawRunsWithTheBoundsAndACurrentContext() {
        let view = Scribble(frame: CGRect(x: 2, y: 1, width: 4, height: 2), texts: [("ok", .zero)])
        let screen = showing([view], width: 8, height: 4)

        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 4, height: 2)])
        #expect(view.hadContext == [true])
        #expect(screen.lines == ["", "  ok", "", ""])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func whatDrawDrawsIsClippedToTheViewsBounds() {
        let view = Scribble(
            frame: CGRect(x: 2, y: 1, width: 4, height: 2),
            texts: [("abcdefgh", .zero), ("xy", CGPoint(x: -1, y: 1)), ("below", CGPoint(x: 0, y: 2))],
            fill: (CGRect(x: -5, y: -5, width: 100, height: 100), .green))
        let screen = showing([view], width: 8, height: 4)

        #expect(screen.lines == ["", "  abcd", "  y", ""])
        #expect(
            backgrounds(of: screen.canvas) == [
                "........",
                "..gggg..",
                "..gggg..",
                "........",
            ])
    }

    @Test func drawIsGivenBoundsCoordinatesWhenTheBoundsOriginMoves() {
        let view = Scribble(
            frame: CGRect(x: 0, y: 0, width: 6, height: 2),
            texts: [("at 0", .zero), ("at 10,5", CGPoint(x: 10, y: 5))])
        view.bounds.origin = CGPoint(x: 10, y: 5)
        let screen = showing([view], width: 8, height: 2)

        #expect(view.drawnRects == [CGRect(x: 10, y: 5, width: 6, height: 2)])
        #expect(screen.lines == ["at 10,", ""])
    }

    // MARK: - Order and clipping

    @Test func laterSubviewsDrawOnTop() {
        let a = Letters("A", frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        let b = Letters("B", frame: CGRect(x: 2, y: 1, width: 4, height: 2))
        let screen = showing([a, b], width: 8, height: 3)

        #expect(screen.lines == ["AAAA", "AABBBB", "  BBBB"])

        a.superview?.bringSubviewToFront(a)
        screen.runUntilIdle()

        #expect(screen.lines == ["AAAA", "AAAABB", "  BBBB"])
    }

    @Test func subviewsDrawOverTheirSuperviewsDrawing() {
        let parent = Letters(".", frame: CGRect(x: 0, y: 0, width: 6, height: 3))
        let child = Letters("o", frame: CGRect(x: 1, y: 1, width: 2, height: 1))
        parent.addSubview(child)
        let screen = showing([parent], width: 6, height: 3)

        #expect(screen.lines == ["......", ".oo...", "......"])
    }

    @Test func subviewsOutsideTheirSuperviewDrawUnlessItClipsToBounds() {
        let parent = Letters("P", frame: CGRect(x: 1, y: 1, width: 3, height: 2))
        let child = Letters("c", frame: CGRect(x: 2, y: 1, width: 4, height: 2))
        let grandchild = Letters("g", frame: CGRect(x: 3, y: 1, width: 2, height: 1))
        parent.addSubview(child)
        child.addSubview(grandchild)
        let screen = showing([parent], width: 8, height: 4)

        #expect(screen.lines == ["", " PPP", " PPcccc", "   cccgg"])

        parent.clipsToBounds = true
        screen.runUntilIdle()

        #expect(screen.lines == ["", " PPP", " PPc", ""])
    }

    @Test func clippingAppliesToBackgroundsToo() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        parent.clipsToBounds = true
        let child = UIView(frame: CGRect(x: 1, y: 0, width: 5, height: 2))
        child.backgroundColor = .red
        parent.addSubview(child)
        let screen = showing([parent], width: 6, height: 2)

        #expect(backgrounds(of: screen.canvas) == [".rr...", "......"])
    }

    @Test func aSubviewOnScreenDrawsEvenWhenItsUnclippedSuperviewIsOffScreen() {
        let offScreen = Letters("X", frame: CGRect(x: -10, y: 0, width: 5, height: 1))
        let reaching = Letters("r", frame: CGRect(x: 12, y: 0, width: 3, height: 1))
        offScreen.addSubview(reaching)
        let screen = showing([offScreen], width: 6, height: 1)

        #expect(screen.lines == ["  rrr"])

        offScreen.clipsToBounds = true
        screen.runUntilIdle()
        #expect(screen.lines == [""])
    }

    @Test func subviewsAreDrawnShiftedByTheirSuperviewsBoundsOrigin() {
        let scroller = UIView(frame: CGRect(x: 1, y: 0, width: 4, height: 2))
        scroller.clipsToBounds = true
        let rows = [
            Letters("a", frame: CGRect(x: 0, y: 0, width: 4, height: 1)),
            Letters("b", frame: CGRect(x: 0, y: 1, width: 4, height: 1)),
            Letters("c", frame: CGRect(x: 0, y: 2, width: 4, height: 1)),
        ]
        rows.forEach(scroller.addSubview)
        let screen = showing([scroller], width: 6, height: 2)
        #expect(screen.lines == [" aaaa", " bbbb"])

        scroller.bounds.origin = CGPoint(x: 1, y: 1)
        screen.runUntilIdle()

        #expect(screen.lastPresentedCanvas?.lines == [" bbb  ", " ccc  "])
    }

    // MARK: - Hidden and transparent views

    @Test func aHiddenViewAndItsSubviewsDrawNothing() {
        let hidden = Letters("H", frame: CGRect(x: 0, y: 0, width: 3, height: 2))
        hidden.backgroundColor = .red
        hidden.addSubview(Letters("s", frame: CGRect(x: 0, y: 1, width: 5, height: 1)))
        let visible = Letters("v", frame: CGRect(x: 4, y: 0, width: 1, height: 1))
        let screen = showing([hidden, visible], width: 6, height: 2)
        #expect(screen.lines == ["HHH v", "sssss"])

        hidden.isHidden = true
        screen.runUntilIdle()

        #expect(screen.lines == ["    v", ""])
        #expect(backgrounds(of: screen.canvas) == ["......", "......"])
    }

    @Test func aViewWithAlphaZeroAndItsSubviewsDrawNothing() {
        let faded = Letters("F", frame: CGRect(x: 0, y: 0, width: 3, height: 2))
        faded.backgroundColor = .red
        faded.addSubview(Letters("s", frame: CGRect(x: 0, y: 1, width: 5, height: 1)))
        faded.alpha = 0
        let screen = showing([faded], width: 6, height: 2)

        #expect(screen.lines == ["", ""])
        #expect(backgrounds(of: screen.canvas) == ["......", "......"])
    }

    @Test func aTranslucentBackgroundBlendsOverWhatIsBeneath() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        view.backgroundColor = .white
        view.alpha = 0.5
        let screen = showing([view], width: 3, height: 1)

        // Over the terminal's default (black) background.
        #expect(screen.canvas[x: 0, y: 0].background == UIColor(white: 0.5, alpha: 1))
        #expect(screen.canvas[x: 2, y: 0].background == nil)
    }

    @Test func textIsDrawnOnlyWhileTheEffectiveAlphaIsAtLeastOneHalf() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 2))
        let half = Letters("h", frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        let less = Letters("l", frame: CGRect(x: 0, y: 1, width: 3, height: 1))
        half.alpha = 0.5
        less.alpha = 0.8
        parent.alpha = 0.6
        parent.addSubview(half)
        parent.addSubview(less)
        let screen = showing([parent], width: 6, height: 2)

        // 0.6 × 0.5 = 0.3 hides the first row's text; 0.6 × 0.8 = 0.48 the second's.
        #expect(screen.lines == ["", ""])

        parent.alpha = 1
        screen.runUntilIdle()
        #expect(screen.lines == ["hhh", "lll"])
    }

    // MARK: - Redrawing

    @Test func setNeedsDisplayRedrawsOnlyThatView() {
        let a = DrawCountingView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        let b = DrawCountingView(frame: CGRect(x: 0, y: 1, width: 4, height: 1))
        let screen = showing([a, b], width: 4, height: 2)
        #expect(screen.lines == ["n1", "n1"])

        a.setNeedsDisplay()
        #expect(a._drawCount == 1)
        screen.runUntilIdle()

        #expect(a._drawCount == 2)
        #expect(b._drawCount == 1)
        #expect(screen.lastPresentedCanvas?.lines == ["n2  ", "n1  "])
    }

    @Test func drawingTheScreenAgainDoesNotRedrawUnchangedViews() {
        let view = DrawCountingView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        let screen = showing([view], width: 4, height: 1)
        #expect(view._drawCount == 1)

        _ = screen.lines
        _ = screen.canvas
        screen.runUntilIdle()

        #expect(view._drawCount == 1)
        #expect(screen.lines == ["n1"])
    }

    @Test func movingAViewDoesNotRedrawItButResizingItDoes() {
        let view = DrawCountingView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        let screen = showing([view], width: 8, height: 2)

        view.frame.origin = CGPoint(x: 3, y: 1)
        screen.runUntilIdle()
        #expect(view._drawCount == 1)
        #expect(screen.lines == ["", "   n1"])

        view.frame.size.width = 5
        screen.runUntilIdle()
        #expect(view._drawCount == 2)
        #expect(screen.lines == ["", "   n2"])
    }

    @Test func aChangeToAViewIsPresentedInTheNextTurn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        let screen = showing([view], width: 3, height: 1)
        let frames = screen.presentedFrameCount

        view.backgroundColor = .red
        #expect(screen.presentedFrameCount == frames)
        MainLoop.main.runTurn()

        #expect(screen.presentedFrameCount == frames + 1)
        #expect(screen.lastPresentedCanvas?[x: 1, y: 0].background == .red)
    }

    // MARK: - Frames composed into an earlier frame's canvas

    @Test func aScreenNoLongerCoveredByABackgroundKeepsNothingOfTheEarlierFrames() throws {
        let controller = UIViewController()
        controller.view.backgroundColor = .blue
        let note = Scribble(frame: CGRect(x: 0, y: 0, width: 3, height: 1), texts: [("abc", .zero)])
        controller.view.addSubview(note)
        let screen = HeadlessScreen(width: 4, height: 2)
        screen.show(controller)
        // Each frame after the second is composed into the canvas of two frames before.
        for _ in 0..<3 {
            #expect(backgrounds(of: screen.canvas) == ["bbbb", "bbbb"])
        }

        controller.view.backgroundColor = nil
        note.frame.origin.y = 1
        screen.runUntilIdle()

        let presented = try #require(screen.lastPresentedCanvas)
        for canvas in [presented, screen.canvas, screen.canvas] {
            #expect(canvas.lines == ["    ", "abc "])
            #expect(backgrounds(of: canvas) == ["....", "...."])
        }

        // Uncovered frames are cleared before they are composed.
        note.frame.origin.y = 0
        screen.runUntilIdle()
        let moved = try #require(screen.lastPresentedCanvas)
        for canvas in [moved, screen.canvas, screen.canvas] {
            #expect(canvas.lines == ["abc ", "    "])
        }
    }

    @Test func aBackgroundChangingEveryFrameShowsInEachFrame() {
        let controller = UIViewController()
        let screen = HeadlessScreen(width: 3, height: 1)
        screen.show(controller)
        let frames: [(UIColor, String)] = [
            (.red, "rrr"), (.green, "ggg"), (.blue, "bbb"), (.red, "rrr"), (.green, "ggg"),
        ]
        for (color, picture) in frames {
            controller.view.backgroundColor = color
            screen.runUntilIdle()
            #expect(screen.lastPresentedCanvas.map(backgrounds(of:)) == [picture])
        }
    }

    @Test func aCanvasReturnedEarlierDoesNotChangeWhenLaterFramesAreComposed() {
        let controller = UIViewController()
        controller.view.backgroundColor = .red
        let screen = HeadlessScreen(width: 3, height: 1)
        screen.show(controller)
        let first = screen.canvas

        controller.view.backgroundColor = .blue
        screen.runUntilIdle()
        for _ in 0..<3 { _ = screen.canvas }

        #expect(backgrounds(of: first) == ["rrr"])
        #expect(backgrounds(of: screen.canvas) == ["bbb"])
    }

    // MARK: - Wide characters

    @Test func wideCharactersTakeTwoCells() {
        let view = Scribble(
            frame: CGRect(x: 1, y: 0, width: 8, height: 2), texts: [("漢字ab", .zero), ("🙂!", CGPoint(x: 0, y: 1))])
        let screen = showing([view], width: 10, height: 2)
        let canvas = screen.canvas

        #expect(canvas.lines == [" 漢字ab   ", " 🙂!      "])
        #expect(canvas[x: 1, y: 0].text == "漢")
        #expect(canvas[x: 2, y: 0].isContinuation)
        #expect(canvas[x: 3, y: 0].text == "字")
        #expect(canvas[x: 4, y: 0].isContinuation)
        #expect(canvas[x: 5, y: 0].text == "a")
        #expect(canvas[x: 1, y: 1].text == "🙂")
        #expect(canvas[x: 2, y: 1].isContinuation)
        #expect(canvas[x: 3, y: 1].text == "!")
    }

    @Test func aWideCharacterCutByTheViewsEdgeLeavesASpace() {
        let view = Scribble(frame: CGRect(x: 0, y: 0, width: 3, height: 1), texts: [("漢字", .zero)])
        let screen = showing([view], width: 5, height: 1)
        let canvas = screen.canvas

        #expect(canvas.lines == ["漢   "])
        #expect(canvas[x: 2, y: 0].text == " ")
        #expect(!canvas[x: 2, y: 0].isContinuation)
    }

    @Test func aViewCoveringHalfOfAWideCharacterBlanksTheOtherHalf() {
        let text = Scribble(frame: CGRect(x: 0, y: 0, width: 4, height: 1), texts: [("漢x", .zero)])
        let cover = UIView(frame: CGRect(x: 1, y: 0, width: 1, height: 1))
        cover.backgroundColor = .red
        let screen = showing([text, cover], width: 4, height: 1)
        let canvas = screen.canvas

        #expect(canvas.lines == ["  x "])
        #expect(!canvas[x: 1, y: 0].isContinuation)
        #expect(backgrounds(of: canvas) == [".r.."])
    }
}

/// UILabel's drawing and sizing.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct LabelDrawingTests {
    init() {
        MainLoop.main.runUntilIdle()
    }

    @Test func aLabelDrawsItsTextAtTheLeftCentredVertically() {
        let label = UILabel(frame: CGRect(x: 1, y: 0, width: 10, height: 3))
        label.text = "Hi"
        let screen = showing([label], width: 12, height: 3)

        #expect(screen.lines == ["", " Hi", ""])
    }

    @Test func aLabelsDefaultsAreOneLineTruncatingTheTailInTheLabelColour() {
        let label = UILabel()
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(label.textColor == .label)
        #expect(label.text == nil)
    }

    @Test func textAlignmentPlacesTheLineInTheLabelsWidth() {
        let left = makeLabel("ab", frame: CGRect(x: 0, y: 0, width: 10, height: 1), alignment: .left)
        let center = makeLabel("ab", frame: CGRect(x: 0, y: 1, width: 10, height: 1), alignment: .center)
        let right = makeLabel("ab", frame: CGRect(x: 0, y: 2, width: 10, height: 1), alignment: .right)
        let oddCenter = makeLabel("abc", frame: CGRect(x: 0, y: 3, width: 10, height: 1), alignment: .center)
        let wideCenter = makeLabel("日本", frame: CGRect(x: 0, y: 4, width: 10, height: 1), alignment: .center)
        let natural = makeLabel("ab", frame: CGRect(x: 0, y: 5, width: 10, height: 1), alignment: .natural)
        let screen = showing([left, center, right, oddCenter, wideCenter, natural], width: 10, height: 6)

        #expect(screen.lines == ["ab", "    ab", "        ab", "   abc", "   日本", "ab"])
    }

    @Test func numberOfLinesZeroWrapsAtSpaces() {
        let label = makeLabel("Hello terminal world", frame: CGRect(x: 0, y: 0, width: 8, height: 3), lines: 0)
        let screen = showing([label], width: 8, height: 3)

        #expect(screen.lines == ["Hello", "terminal", "world"])
    }

    @Test func numberOfLinesZeroWrapsWideCharactersByDisplayWidth() {
        let label = makeLabel("日本語のテキスト", frame: CGRect(x: 0, y: 0, width: 7, height: 3), lines: 0)
        let screen = showing([label], width: 8, height: 3)

        #expect(screen.lines == ["日本語", "のテキ", "スト"])
    }

    @Test func wrappedTextThatDoesNotFitTheHeightEndsWithAnEllipsis() {
        let label = makeLabel("Hello terminal world", frame: CGRect(x: 0, y: 0, width: 8, height: 2), lines: 0)
        let screen = showing([label], width: 8, height: 2)

        #expect(screen.lines == ["Hello", "termina…"])
    }

    @Test func oneLineTruncatesTheTailWithAnEllipsis() {
        let latin = makeLabel("Terminal output", frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        let wide = makeLabel("日本語テキスト", frame: CGRect(x: 0, y: 1, width: 7, height: 1))
        let fits = makeLabel("Fits", frame: CGRect(x: 0, y: 2, width: 4, height: 1))
        let screen = showing([latin, wide, fits], width: 8, height: 3)

        #expect(screen.lines == ["Termina…", "日本語…", "Fits"])
    }

    @Test func severalLinesAreCentredVertically() {
        let label = makeLabel("one\ntwo", frame: CGRect(x: 0, y: 0, width: 5, height: 5), lines: 0)
        let screen = showing([label], width: 5, height: 5)

        #expect(screen.lines == ["", "one", "two", "", ""])
    }

    @Test func textIsDrawnInTheTextColourOverTheBackground() {
        let label = makeLabel("Go", frame: CGRect(x: 1, y: 0, width: 4, height: 1))
        label.textColor = .systemGreen
        label.backgroundColor = .blue
        let screen = showing([label], width: 6, height: 1)
        let canvas = screen.canvas

        #expect(canvas.lines == [" Go   "])
        #expect(canvas[x: 1, y: 0].foreground == .systemGreen)
        #expect(canvas[x: 2, y: 0].foreground == .systemGreen)
        #expect(backgrounds(of: canvas) == [".bbbb."])
    }

    @Test func boldFontsAndDisabledLabelsSetCellAttributes() {
        let bold = makeLabel("B", frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        bold.font = .boldSystemFont(ofSize: 17)
        let disabled = makeLabel("D", frame: CGRect(x: 0, y: 1, width: 2, height: 1))
        disabled.isEnabled = false
        let screen = showing([bold, disabled], width: 2, height: 2)
        let canvas = screen.canvas

        #expect(canvas[x: 0, y: 0].attributes == [.bold])
        #expect(canvas[x: 0, y: 1].attributes == [.dim])
    }

    @Test func changingTheTextRedrawsTheLabel() {
        let label = makeLabel("Hello", frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        let screen = showing([label], width: 6, height: 1)

        label.text = "Bye"
        screen.runUntilIdle()

        #expect(screen.lastPresentedCanvas?.lines == ["Bye   "])
        #expect(label._drawCount == 2)
    }

    @Test func intrinsicContentSizeIsTheWidestLineByTheLineCount() {
        #expect(makeLabel("Hello").intrinsicContentSize == CGSize(width: 5, height: 1))
        #expect(makeLabel("日本語").intrinsicContentSize == CGSize(width: 6, height: 1))
        #expect(makeLabel("ab\ncdef", lines: 0).intrinsicContentSize == CGSize(width: 4, height: 2))
        #expect(UILabel().intrinsicContentSize == .zero)
    }

    @Test func sizeThatFitsWrapsToTheGivenWidth() {
        let tall = CGFloat.greatestFiniteMagnitude
        let words = makeLabel("Hello terminal world", lines: 0)
        #expect(words.sizeThatFits(CGSize(width: 10, height: tall)) == CGSize(width: 8, height: 3))
        #expect(words.sizeThatFits(CGSize(width: 100, height: tall)) == CGSize(width: 20, height: 1))
        let wide = makeLabel("日本語のテキスト", lines: 0)
        #expect(wide.sizeThatFits(CGSize(width: 7, height: tall)) == CGSize(width: 6, height: 3))
    }

    @Test func sizeToFitGivesAnEmptyLabelItsTextsSize() {
        let label = makeLabel("Hello")
        label.frame.origin = CGPoint(x: 2, y: 3)
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 2, y: 3, width: 5, height: 1))
    }

    @Test func changingTheTextInvalidatesTheSuperviewsLayout() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        let label = makeLabel("Hello")
        parent.addSubview(label)
        parent.layoutIfNeeded()

        label.text = "Goodbye"

        #expect(parent._needsLayout)
    }

    private func makeLabel(
        _ text: String, frame: CGRect = .zero, lines: Int = 1, alignment: NSTextAlignment = .natural
    ) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.numberOfLines = lines
        label.textAlignment = alignment
        return label
    }
}

/// Shows `views` as the subviews of a controller's view on a headless screen.
@MainActor
private func showing(_ views: [UIView], width: Int, height: Int) -> HeadlessScreen {
    let screen = HeadlessScreen(width: width, height: height)
    let controller = UIViewController()
    views.forEach(controller.view.addSubview)
    screen.show(controller)
    return screen
}

/// The canvas's backgrounds as a picture: `.` for none, `r`, `g`, `b` for red, green, blue.
private func backgrounds(of canvas: Canvas) -> [String] {
    (0..<canvas.height).map { y in
        String(
            (0..<canvas.width).map { x -> Character in
                switch canvas[x: x, y: y].background {
                case nil: "."
                case UIColor.red: "r"
                case UIColor.green: "g"
                case UIColor.blue: "b"
                default: "?"
                }
            })
    }
}

/// A view that fills its bounds with one character.
@MainActor
private final class Letters: UIView {
    let character: Character

    init(_ character: Character, frame: CGRect) {
        self.character = character
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("created in code")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let row = String(repeating: character, count: Int(rect.width))
        for y in 0..<Int(rect.height) {
            context.draw(row, at: CGPoint(x: rect.minX, y: rect.minY + CGFloat(y)))
        }
    }
}

/// A view that draws texts at points (after an optional fill) and records each draw.
@MainActor
private final class Scribble: UIView {
    let texts: [(String, CGPoint)]
    let fill: (CGRect, UIColor)?
    var drawnRects: [CGRect] = []
    var hadContext: [Bool] = []

    init(frame: CGRect, texts: [(String, CGPoint)], fill: (CGRect, UIColor)? = nil) {
        self.texts = texts
        self.fill = fill
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("created in code")
    }

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        let context = UIGraphicsGetCurrentContext()
        hadContext.append(context != nil)
        if let (area, color) = fill { context?.fill(area, with: color) }
        for (text, point) in texts { context?.draw(text, at: point) }
    }
}

/// A view that draws `n` and the number of times it has been drawn, counting this time.
@MainActor
private final class DrawCountingView: UIView {
    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw("n\(_drawCount + 1)", at: rect.origin)
    }
}
