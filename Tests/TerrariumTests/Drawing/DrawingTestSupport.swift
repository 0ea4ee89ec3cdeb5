import Foundation

@testable import Terrarium

/// A small, seeded random number generator (SplitMix64), so property-style tests explore many
/// cases yet fail the same way on every run.
struct DrawingSeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Pieces of text that exercise every width rule: ASCII words and spaces, wide CJK and Hangul,
/// emoji sequences, a combining mark, zero-width and control characters, and hard breaks.
let drawingTextPieces: [String] = [
    "a", "b", "c", "x", "hello", "terminal", "wrap", "Z", "-", ".",
    " ", " ", " ", "  ",
    "漢", "字", "한", "Ａ", "。",
    "👨‍👩‍👧", "🇯🇵", "❤️", "👍🏽",
    "e\u{301}", "…", "─",
    "\u{200B}", "\u{200D}", "\t", "\u{7}", "\u{1B}",
    "\n", "\r\n",
]

func randomDrawingText(maximumPieces: Int, using generator: inout DrawingSeededGenerator) -> String {
    let count = Int.random(in: 0...maximumPieces, using: &generator)
    return (0..<count).map { _ in drawingTextPieces.randomElement(using: &generator)! }.joined()
}

/// Where a canvas breaks the wide-character invariant: a continuation cell without a wide
/// character to its left, or a wide character without a continuation to its right.
func wideCharacterViolations(in canvas: Canvas) -> [String] {
    var violations: [String] = []
    for y in 0..<canvas.height {
        for x in 0..<canvas.width {
            let cell = canvas[x: x, y: y]
            let isWide = cell.text.displayWidth == 2
            let nextIsContinuation = x + 1 < canvas.width && canvas[x: x + 1, y: y].isContinuation
            if cell.isContinuation {
                let leadIsWide = x > 0 && canvas[x: x - 1, y: y].text.displayWidth == 2
                if !leadIsWide {
                    violations.append("orphaned continuation at (\(x), \(y))")
                }
            } else if isWide != nextIsContinuation {
                violations.append("wide character \(cell.text) without continuation at (\(x), \(y))")
            } else if cell.text.displayWidth == 0 {
                violations.append("zero-width text \(cell.text.unicodeScalars.map(\.value)) at (\(x), \(y))")
            }
        }
    }
    return violations
}

extension Canvas {
    /// Every cell's background, row by row, for checking colours as a picture.
    func backgrounds(_ describe: (UIColor?) -> Character) -> [String] {
        (0..<height).map { y in String((0..<width).map { x in describe(self[x: x, y: y].background) }) }
    }
}
