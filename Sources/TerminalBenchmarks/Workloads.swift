import Foundation
import Terrarium

/// A sequence of frames to render, with what each frame changes.
///
/// Frame 0 is on screen before timing starts; frames 1… are rendered and timed, each against
/// the one before. Every workload is deterministic (seeded), so byte counts repeat exactly.
struct Workload {
    var name: String
    /// What changes between frames, for the report.
    var summary: String
    var frames: [Canvas]
    /// For a scroll workload, the rows the screen content moves up by each frame; the lower
    /// bound then also considers scrolling the terminal.
    var scrollShift: Int?

    static let width = 200
    static let height = 60

    /// The style of one-style workloads: one foreground and background for every cell, as a
    /// Textual app's screen has.
    static let foreground = UIColor(red: 0.88, green: 0.88, blue: 0.88, alpha: 1)
    static let background = UIColor(red: 0.07, green: 0.07, blue: 0.07, alpha: 1)

    /// Eight foregrounds for the "runs" workloads: runs of 10 cells share one.
    static let palette: [UIColor] = [
        .red, .green, .blue, .yellow, .cyan, .magenta, .orange, UIColor(white: 0.6, alpha: 1),
    ]

    static let letters: [String] = (0..<26).map { String(UnicodeScalar(UInt8(97 + $0))) }

    static func all(frameCount: Int) -> [Workload] {
        [
            full(frameCount: frameCount, runs: false),
            full(frameCount: frameCount, runs: true),
            scattered(frameCount: frameCount, changes: 120, runs: false, name: "1% of cells"),
            scattered(frameCount: frameCount, changes: 120, runs: true, name: "1% of cells, 8-colour runs"),
            scattered(frameCount: frameCount, changes: 1, runs: false, name: "one cell"),
            scroll(frameCount: frameCount),
        ]
    }

    /// A cell of the one-style or runs workloads.
    static func cell(_ letter: String, x: Int, runs: Bool, colourShift: Int = 0) -> Cell {
        let foreground = runs ? palette[(x / 10 + colourShift) % palette.count] : Self.foreground
        return Cell(text: letter, foreground: foreground, background: background)
    }

    static func randomScreen(using generator: inout BenchmarkGenerator, runs: Bool, letters range: Range<Int>) -> Canvas
    {
        var canvas = Canvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                canvas.put(cell(letters[generator.next(in: range)], x: x, runs: runs), x: x, y: y)
            }
        }
        return canvas
    }

    /// Every cell changes: two screens whose letters never coincide, alternating.
    static func full(frameCount: Int, runs: Bool) -> Workload {
        var generator = BenchmarkGenerator(seed: runs ? 2 : 1)
        let first = randomScreen(using: &generator, runs: runs, letters: 0..<13)
        let second = randomScreen(using: &generator, runs: runs, letters: 13..<26)
        return Workload(
            name: runs ? "every cell, 8-colour runs" : "every cell",
            summary: "all 12,000 cells change" + (runs ? " (runs of 10 cells in 8 colours)" : ""),
            frames: (0...frameCount).map { $0 % 2 == 0 ? first : second })
    }

    /// `changes` random cells get a new letter each frame (in the runs workload, also a
    /// colour from the palette).
    static func scattered(frameCount: Int, changes: Int, runs: Bool, name: String) -> Workload {
        var generator = BenchmarkGenerator(seed: 3 + UInt64(changes) + (runs ? 100 : 0))
        var canvas = randomScreen(using: &generator, runs: runs, letters: 0..<26)
        var frames = [canvas]
        for _ in 0..<frameCount {
            var changed = Set<Int>()
            while changed.count < changes {
                changed.insert(generator.next(in: 0..<(width * height)))
            }
            for index in changed {
                let x = index % width
                let y = index / width
                var letter = letters[generator.next(in: 0..<26)]
                if letter == canvas[x: x, y: y].text { letter = letter == "a" ? "b" : "a" }
                canvas.put(
                    cell(letter, x: x, runs: runs, colourShift: runs ? generator.next(in: 0..<8) : 0), x: x, y: y)
            }
            frames.append(canvas)
        }
        return Workload(
            name: name, summary: "\(changes) random cell\(changes == 1 ? "" : "s") change" + (changes == 1 ? "s" : ""),
            frames: frames)
    }

    /// Every row moves up by one and a new row appears at the bottom, as a log view scrolls.
    static func scroll(frameCount: Int) -> Workload {
        var generator = BenchmarkGenerator(seed: 5)
        var rows: [[String]] = (0..<(height + frameCount)).map { _ in
            (0..<width).map { _ in letters[generator.next(in: 0..<26)] }
        }
        rows = Array(rows)
        var frames: [Canvas] = []
        for frame in 0...frameCount {
            var canvas = Canvas(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    canvas.put(cell(rows[frame + y][x], x: x, runs: false), x: x, y: y)
                }
            }
            frames.append(canvas)
        }
        return Workload(
            name: "scroll by one row", summary: "every row moves up one; one new row", frames: frames, scrollShift: 1)
    }
}

/// SplitMix64: the benchmarks' deterministic random numbers.
struct BenchmarkGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(in range: Range<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
