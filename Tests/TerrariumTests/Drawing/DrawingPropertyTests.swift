import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Many random cases from a fixed seed, checking the promises every caller relies on.
@Suite(.cellSize(UIScreen.onePointPerCell)) struct DrawingPropertyTests {
    @Test func noLaidOutLineIsWiderThanTheWidth() {
        var generator = DrawingSeededGenerator(seed: 0x7E44_A41C)
        for _ in 0..<2000 {
            let text = randomDrawingText(maximumPieces: 30, using: &generator)
            let width = Int.random(in: 1...16, using: &generator)
            let maximumLines = Int.random(in: 0...4, using: &generator)
            let mode = NSLineBreakMode(rawValue: Int.random(in: 0...5, using: &generator))!
            let lines = TextLayout.lines(for: text, width: width, maximumLines: maximumLines, lineBreakMode: mode)
            let context = "\(text.debugDescription) width \(width) lines \(maximumLines) \(mode)"
            for line in lines {
                #expect(line.displayWidth <= width, "\(line.debugDescription) from \(context)")
                #expect(line.allSatisfy { !$0.isNewline }, "\(line.debugDescription) from \(context)")
            }
            if maximumLines > 0 {
                #expect(lines.count <= maximumLines, "\(lines) from \(context)")
            }
        }
    }

    @Test func characterWrappingLosesNothing() {
        var generator = DrawingSeededGenerator(seed: 42)
        for _ in 0..<1000 {
            let text = randomDrawingText(maximumPieces: 30, using: &generator)
            let width = Int.random(in: 2...16, using: &generator)
            let lines = TextLayout.lines(for: text, width: width, maximumLines: 0, lineBreakMode: .byCharWrapping)
            #expect(lines.joined() == String(text.filter { !$0.isNewline }), "\(text.debugDescription) width \(width)")
        }
    }

    @Test func wordWrappingLosesOnlySpaces() {
        var generator = DrawingSeededGenerator(seed: 7)
        for _ in 0..<1000 {
            let text = randomDrawingText(maximumPieces: 30, using: &generator)
            let width = Int.random(in: 2...16, using: &generator)
            let lines = TextLayout.lines(for: text, width: width, maximumLines: 0, lineBreakMode: .byWordWrapping)
            // Spaces are filtered per line and compared as scalars, because joining lines can
            // merge a line-initial joiner into the previous line's last character.
            let visible = { (text: String) in
                text.filter { !$0.isNewline && !TextLayout.isBreakingSpace($0) }.unicodeScalars.map(\.value)
            }
            #expect(lines.flatMap(visible) == visible(text), "\(text.debugDescription) width \(width)")
            let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
            #expect(text.isEmpty || lines.count >= paragraphs)
        }
    }

    @Test func randomDrawingKeepsWideCharactersWholeAndRowsFullWidth() {
        var generator = DrawingSeededGenerator(seed: 2024)
        let colors: [UIColor?] = [nil, .systemBlue, .white, UIColor.black.withAlphaComponent(0.5)]
        for _ in 0..<300 {
            var canvas = Canvas(width: 9, height: 3)
            for _ in 0..<12 {
                let point = CGPoint(
                    x: Int.random(in: -3...9, using: &generator), y: Int.random(in: -1...3, using: &generator))
                let rect = CGRect(
                    x: Int.random(in: -2...8, using: &generator),
                    y: Int.random(in: -1...3, using: &generator),
                    width: Int.random(in: 0...10, using: &generator),
                    height: Int.random(in: 0...3, using: &generator)
                )
                var clip: CGRect? = Bool.random(using: &generator) ? nil : rect.insetBy(dx: 1, dy: 0)
                let before = canvas
                switch Int.random(in: 0...4, using: &generator) {
                case 0:
                    let text = randomDrawingText(maximumPieces: 8, using: &generator)
                    let background = colors.randomElement(using: &generator)!
                    let columns = canvas.draw(text, at: point, background: background, clip: clip)
                    #expect(columns == text.displayWidth)
                case 1:
                    canvas.fill(rect, with: colors.randomElement(using: &generator)! ?? .clear, clip: clip)
                case 2:
                    canvas.clear(rect, clip: clip)
                case 3:
                    let piece = drawingTextPieces.randomElement(using: &generator)!
                    canvas.put(Cell(text: piece), x: Int(point.x), y: Int(point.y))
                    clip = nil
                default:
                    var source = Canvas(width: 5, height: 2)
                    source.draw(randomDrawingText(maximumPieces: 6, using: &generator), at: .zero)
                    source.fill(
                        CGRect(x: 3, y: 0, width: 2, height: 2),
                        with: colors.randomElement(using: &generator)! ?? .clear)
                    canvas.composite(source, at: point, clip: clip)
                }
                #expect(wideCharacterViolations(in: canvas).isEmpty, "\(canvas.debugDescription)")
                #expect(canvas.lines.allSatisfy { $0.displayWidth == canvas.width }, "\(canvas.debugDescription)")
                if let clip {
                    expectOnlyStraddlingHalvesChanged(outside: clip, before: before, after: canvas)
                }
            }
        }
    }

    /// Outside the clip, the only cells a write may touch are the far halves of wide characters
    /// it cut through, and those only become spaces.
    private func expectOnlyStraddlingHalvesChanged(outside clip: CGRect, before: Canvas, after: Canvas) {
        let region = Canvas.Region(clip)
        for y in 0..<after.height {
            for x in 0..<after.width where !region.contains(x: x, y: y) && before[x: x, y: y] != after[x: x, y: y] {
                var expected = before[x: x, y: y]
                expected.text = " "
                let touchesClip = region.contains(x: x - 1, y: y) || region.contains(x: x + 1, y: y)
                #expect(after[x: x, y: y] == expected && touchesClip, "cell (\(x), \(y)) changed outside \(clip)")
            }
        }
    }

    @Test func fullScreenOfTextDrawsEveryRow() {
        // A 200×60 screen redrawn the way a frame is: background, text on every row, then a
        // composited panel. Not timed; it must simply stay quick enough not to be noticed.
        let row = String(repeating: "Terrarium 漢字 draws cells — ", count: 8)
        var screen = Canvas(width: 200, height: 60)
        var panel = Canvas(width: 200, height: 60)
        for _ in 0..<5 {
            screen.fill(CGRect(x: 0, y: 0, width: 200, height: 60), with: .systemBackground)
            for y in 0..<60 {
                screen.draw(row, at: CGPoint(x: -(y % 3), y: y), foreground: .label)
            }
            panel.clear(CGRect(x: 0, y: 0, width: 200, height: 60))
            panel.fill(CGRect(x: 150, y: 10, width: 40, height: 40), with: UIColor.systemBlue.withAlphaComponent(0.5))
            screen.composite(panel, at: .zero)
        }
        let lines = screen.lines
        #expect(lines.count == 60)
        #expect(lines.allSatisfy { $0.displayWidth == 200 })
        #expect(lines[0].hasPrefix("Terrarium 漢字 draws"))
        #expect(lines[1].hasPrefix("errarium 漢字 draws"))
        #expect(lines[2].hasPrefix("rrarium 漢字 draws"))
        #expect(wideCharacterViolations(in: screen).isEmpty)
        #expect(screen[x: 160, y: 20].background == UIColor.systemBlue.withAlphaComponent(0.5).blended(over: .black))
    }
}
