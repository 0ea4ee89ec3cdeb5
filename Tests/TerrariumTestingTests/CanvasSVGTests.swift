import Foundation
import Terrarium
import Testing

@testable import TerrariumTesting

@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct CanvasSVGTests {
    @Test func aSmallCanvasIsExactlyThisDocument() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.draw("Hi", at: .zero, foreground: UIColor(red: 1, green: 0, blue: 0, alpha: 1), attributes: .bold)
        canvas.draw("漢", at: CGPoint(x: 3, y: 0))
        canvas.draw("<&>", at: CGPoint(x: 0, y: 1), background: UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        let svg = canvas.svg(options: Canvas.SVGOptions(fontFamily: "monospace"))
        #expect(
            svg == """
                <svg xmlns="http://www.w3.org/2000/svg" width="54" height="36" viewBox="0 0 54 36" font-family="monospace" font-size="15">
                <rect width="54" height="36" fill="#1c1c1f"/>
                <text x="0" y="14" textLength="18" lengthAdjust="spacingAndGlyphs" xml:space="preserve" fill="#ff0000" font-weight="bold">Hi</text>
                <text x="27" y="14" textLength="18" lengthAdjust="spacingAndGlyphs" xml:space="preserve" fill="#d9d9d9">漢</text>
                <rect x="0" y="18" width="27" height="18" fill="#0000ff"/>
                <text x="0" y="32" textLength="27" lengthAdjust="spacingAndGlyphs" xml:space="preserve" fill="#d9d9d9">&lt;&amp;&gt;</text>
                </svg>

                """, "\(svg)")
    }

    @Test func attributesAndTheCursorAreDrawn() {
        var canvas = Canvas(width: 10, height: 1)
        canvas.draw("ab", at: .zero, attributes: [.underline, .italic])
        canvas.draw("c", at: CGPoint(x: 3, y: 0), attributes: .dim)
        canvas.draw("d", at: CGPoint(x: 5, y: 0), attributes: [.reverse, .strikethrough])
        let svg = canvas.svg(cursor: CGPoint(x: 8, y: 0))
        #expect(svg.contains("font-style=\"italic\" text-decoration=\"underline\">ab</text>"))
        #expect(svg.contains("fill-opacity=\"0.6\">c</text>"))
        // Reverse swaps the colours: the cell's background is the default foreground.
        #expect(svg.contains("<rect x=\"45\" y=\"0\" width=\"9\" height=\"18\" fill=\"#d9d9d9\"/>"))
        #expect(svg.contains("fill=\"#1c1c1f\" text-decoration=\"line-through\">d</text>"))
        // The cursor is a block in the foreground colour on its blank cell.
        #expect(svg.contains("<rect x=\"72\" y=\"0\" width=\"9\" height=\"18\" fill=\"#d9d9d9\"/>"))
    }

    @Test func aScreenGivesTheSameBytesEveryTime() {
        func render() -> String {
            let screen = HeadlessScreen(width: 30, height: 6)
            let controller = UIViewController()
            let label = UILabel(frame: CGRect(x: 1, y: 1, width: 20, height: 1))
            label.text = "Snapshot ✓ 漢字"
            label.textColor = .systemGreen
            controller.view.addSubview(label)
            let field = UITextField(frame: CGRect(x: 1, y: 3, width: 20, height: 1))
            field.text = "typed"
            controller.view.addSubview(field)
            screen.show(controller)
            _ = field.becomeFirstResponder()
            screen.runUntilIdle()
            return screen.svg()
        }
        let first = render()
        #expect(first == render())
        #expect(first.contains(">Snapshot ✓</text>"))
        #expect(first.contains(">漢</text>") && first.contains(">字</text>"))
        #expect(!first.contains("id=\""), "no ids to drift between runs")
    }
}
