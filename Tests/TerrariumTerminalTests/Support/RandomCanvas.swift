import Foundation

@testable import Terrarium

/// Random edits of canvases for replay tests: glyphs of every width, colours (some
/// translucent), attributes, and row moves that look like scrolling.
enum RandomCanvas {
    static let glyphs = ["a", "b", "Z", "7", " ", " ", "─", "│", "é", "e\u{301}", "漢", "字", "😀", "…"]
    static let colors: [UIColor?] = [
        nil, nil, .red, .blue, UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1),
        UIColor(white: 0.5, alpha: 1), UIColor.white.withAlphaComponent(0.5), UIColor.red.withAlphaComponent(0.25),
    ]
    static let attributeSets: [TextAttributes] = [
        [], [], [.bold], [.dim], [.bold, .dim], [.italic, .underline], [.reverse], [.strikethrough, .blink],
    ]

    static func cell(using generator: inout SeededGenerator) -> Cell {
        Cell(
            text: glyphs.randomElement(using: &generator)!,
            foreground: colors.randomElement(using: &generator)!,
            background: colors.randomElement(using: &generator)!.map { $0.withAlphaComponent(1) },
            attributes: attributeSets.randomElement(using: &generator)!)
    }

    /// Applies one random edit: scattered cells, a filled rectangle, a band of rows moved
    /// up or down, or cleared rows.
    static func edit(_ canvas: inout Canvas, using generator: inout SeededGenerator) {
        guard canvas.width > 0, canvas.height > 0 else { return }
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            for _ in 0..<Int.random(in: 1...20, using: &generator) {
                canvas.put(
                    cell(using: &generator), x: Int.random(in: 0..<canvas.width, using: &generator),
                    y: Int.random(in: 0..<canvas.height, using: &generator))
            }
        case 1:
            let x = Int.random(in: 0..<canvas.width, using: &generator)
            let y = Int.random(in: 0..<canvas.height, using: &generator)
            let template = cell(using: &generator)
            for row in y..<min(canvas.height, y + Int.random(in: 1...4, using: &generator)) {
                for column in x..<min(canvas.width, x + Int.random(in: 1...12, using: &generator)) {
                    canvas.put(template, x: column, y: row)
                }
            }
        case 2:
            let before = canvas
            let top = Int.random(in: 0..<canvas.height, using: &generator)
            let bottom = Int.random(in: top..<canvas.height, using: &generator)
            let shift = Int.random(in: -3...3, using: &generator)
            for row in top...bottom {
                let source = row + shift
                for x in 0..<canvas.width {
                    let value = (0..<canvas.height).contains(source) ? before[x: x, y: source] : cell(using: &generator)
                    if !value.isContinuation { canvas.put(value, x: x, y: row) }
                }
            }
        case 3:
            let row = Int.random(in: 0..<canvas.height, using: &generator)
            let from = Int.random(in: 0..<canvas.width, using: &generator)
            for x in from..<canvas.width { canvas.put(.blank, x: x, y: row) }
        default:
            let text = (0..<Int.random(in: 1...30, using: &generator)).map { _ in
                glyphs.randomElement(using: &generator)!
            }
            canvas.draw(
                text.joined(),
                at: CGPoint(
                    x: Int.random(in: 0..<canvas.width, using: &generator),
                    y: Int.random(in: 0..<canvas.height, using: &generator)),
                foreground: colors.randomElement(using: &generator)!,
                attributes: attributeSets.randomElement(using: &generator)!)
        }
    }
}
