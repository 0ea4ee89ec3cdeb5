import Foundation
import Terrarium
import TerrariumTesting

/// Measures the PNG pictures of screens (`Canvas.png`, the snapshots' `.png` strategy): a
/// canvas 80 cells wide and `24 × scale / 10` rows tall (scale 10: an 80 × 24 screen) of
/// text in three colours with every attribute, box drawing, shades, braille and a wide
/// character, drawn at the default scale (12 × 24 pixels a cell) and encoded.
///
/// Phases: **rasterize** (`Canvas.rasterized()`: colours resolved, backgrounds filled,
/// glyphs drawn) and **encode PNG** (`PNGEncoder.encode`: filtering, matching, CRC, Adler).
/// One operation is one cell. Every repeat checks that the file decodes to the same pixels.
struct ScreenPictureWorkload: Workload {
    let name = "png-screen"
    let summary = "draw a screen of N cells (80 × 24 at scale 10) as pixels in the bitmap font and encode it as PNG"
    let operationName = "cell"
    let headlinePhases = ["rasterize", "encode PNG"]

    private func rows(atScale scale: Int) -> Int { max(1, 24 * scale / 10) }

    func size(atScale scale: Int) -> Int { 80 * rows(atScale: scale) }

    func run(scale: Int, harness: Harness) throws -> Harness.Outcome {
        let canvas = Self.screen(rows: rows(atScale: scale))
        let cells = size(atScale: scale)
        return try harness.run { lap in
            let bitmap = lap.time("rasterize", operations: cells) { canvas.rasterized() }
            let png = lap.time("encode PNG", operations: cells) { PNGEncoder.encode(bitmap) }
            try check((try? PNGDecoder.decode(png)) == bitmap, "png-screen: the file does not decode to the pixels")
        }
    }

    /// A busy screen: each row the same mix of eight segments (rotated a segment a row),
    /// each in its own colour and attribute, so every size draws the same kinds of cells.
    static func screen(rows: Int) -> Canvas {
        var canvas = Canvas(width: 80, height: rows)
        let segments = [
            "│ Inbox (12) ", "┌──┬──╔══╗ ", "The quick ", "brown fox ", "░▒▓ ⣿⠋⠙ ", "漢字 ✓ … ",
            "x = \"Ter\" ", "0123456789",
        ]
        let colours: [UIColor?] = [nil, .systemGreen, .systemBlue, .systemOrange]
        let attributes: [TextAttributes] = [[], .bold, .underline, .dim, .reverse, .italic, .strikethrough, []]
        for y in 0..<rows {
            var x = 0
            for index in 0..<segments.count {
                let k = (index + y) % segments.count
                x += canvas.draw(
                    segments[k], at: CGPoint(x: x, y: y), foreground: colours[k % colours.count],
                    background: k == 3 ? .systemGray : nil, attributes: attributes[k])
            }
        }
        return canvas
    }
}
