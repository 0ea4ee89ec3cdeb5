import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

@Suite(.cellSize(UIScreen.onePointPerCell)) struct CanvasCompositingTests {
    @Test func blankSourceCellsAreTransparent() {
        var screen = Canvas(width: 5, height: 2)
        screen.draw("abcde", at: .zero)
        screen.draw("fghij", at: CGPoint(x: 0, y: 1))
        var overlay = Canvas(width: 3, height: 2)
        overlay.draw("X", at: CGPoint(x: 1, y: 0))
        overlay.draw("Y", at: CGPoint(x: 2, y: 1))
        screen.composite(overlay, at: CGPoint(x: 1, y: 0))
        #expect(screen.lines == ["abXde", "fghYj"])
    }

    @Test func sourceCellsReplaceTextAndKeepTheBackgroundBeneath() {
        var screen = Canvas(width: 6, height: 1)
        screen.fill(CGRect(x: 0, y: 0, width: 6, height: 1), with: .systemGray5)
        screen.draw("zzzzzz", at: .zero)
        var label = Canvas(width: 4, height: 1)
        label.draw("Hi", at: .zero, foreground: .systemBlue, attributes: .bold)
        screen.composite(label, at: CGPoint(x: 1, y: 0))
        #expect(screen.lines == ["zHizzz"])
        #expect(screen.backgrounds { $0 == .systemGray5 ? "g" : "?" } == ["gggggg"])
        #expect(screen[x: 1, y: 0].foreground == .systemBlue)
        #expect(screen[x: 2, y: 0].attributes == .bold)
    }

    @Test func opaqueSourceBackgroundCoversWhatIsBeneath() {
        var screen = Canvas(width: 4, height: 1)
        screen.draw("abcd", at: .zero)
        var panel = Canvas(width: 2, height: 1)
        panel.fill(CGRect(x: 0, y: 0, width: 2, height: 1), with: .systemRed)
        screen.composite(panel, at: CGPoint(x: 1, y: 0))
        #expect(screen.lines == ["a  d"])
        #expect(screen.backgrounds { $0 == nil ? "." : $0 == .systemRed ? "R" : "?" } == [".RR."])
    }

    @Test func translucentSourceBackgroundIsBlendedOverTheDestination() {
        var screen = Canvas(width: 3, height: 1)
        screen.fill(CGRect(x: 0, y: 0, width: 3, height: 1), with: .white)
        // A fill on a fresh canvas blends over the terminal's black, so a translucent source
        // background is put directly.
        var veil = Canvas(width: 3, height: 1)
        veil.put(Cell(background: UIColor.black.withAlphaComponent(0.5)), x: 0, y: 0)
        veil.put(Cell(text: "a", background: UIColor.black.withAlphaComponent(0.5)), x: 1, y: 0)
        screen.composite(veil, at: .zero)
        #expect(screen.lines == [" a "])
        #expect(screen.backgrounds { $0 == .white ? "w" : $0 == UIColor(white: 0.5, alpha: 1) ? "g" : "?" } == ["ggw"])
    }

    @Test func sourceIsClippedToTheDestinationAndTheClip() {
        var screen = Canvas(width: 4, height: 2)
        var source = Canvas(width: 4, height: 2)
        source.draw("abcd", at: .zero)
        source.draw("efgh", at: CGPoint(x: 0, y: 1))
        screen.composite(source, at: CGPoint(x: 1, y: 1))
        #expect(screen.lines == ["    ", " abc"])
        var clipped = Canvas(width: 4, height: 2)
        clipped.composite(source, at: .zero, clip: CGRect(x: 1, y: 0, width: 2, height: 1))
        #expect(clipped.lines == [" bc ", "    "])
        var shifted = Canvas(width: 4, height: 2)
        shifted.composite(source, at: CGPoint(x: -2, y: -1))
        #expect(shifted.lines == ["gh  ", "    "])
    }

    @Test func wideCharactersCompositeWhole() {
        var screen = Canvas(width: 5, height: 1)
        var source = Canvas(width: 3, height: 1)
        source.draw("漢x", at: .zero)
        screen.composite(source, at: CGPoint(x: 1, y: 0))
        #expect(screen.lines == [" 漢x "])
        #expect(screen[x: 2, y: 0].isContinuation)
    }

    @Test func wideCharacterCutByTheDestinationEdgesLeavesSpaces() {
        var source = Canvas(width: 4, height: 1)
        source.draw("漢字", at: .zero)
        var left = Canvas(width: 3, height: 1)
        left.draw("___", at: .zero)
        left.composite(source, at: CGPoint(x: -1, y: 0))
        #expect(left.lines == [" 字"])
        var right = Canvas(width: 3, height: 1)
        right.draw("___", at: .zero)
        right.composite(source, at: CGPoint(x: 1, y: 0))
        #expect(right.lines == ["_漢"])
        #expect(wideCharacterViolations(in: left).isEmpty)
        #expect(wideCharacterViolations(in: right).isEmpty)
    }

    @Test func wideCharacterCutByTheClipLeavesSpaces() {
        var source = Canvas(width: 4, height: 1)
        source.draw("漢字", at: .zero)
        var screen = Canvas(width: 4, height: 1)
        screen.draw("____", at: .zero)
        screen.composite(source, at: .zero, clip: CGRect(x: 1, y: 0, width: 2, height: 1))
        #expect(screen.lines == ["_  _"])
        #expect(wideCharacterViolations(in: screen).isEmpty)
    }

    @Test func compositingOverHalfAWideCharacterBlanksItsOtherHalf() {
        var screen = Canvas(width: 4, height: 1)
        screen.draw("漢字", at: .zero)
        var source = Canvas(width: 1, height: 1)
        source.draw("x", at: .zero)
        screen.composite(source, at: CGPoint(x: 1, y: 0))
        #expect(screen.lines == [" x字"])
        #expect(wideCharacterViolations(in: screen).isEmpty)
    }
}
