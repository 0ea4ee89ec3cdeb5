import Foundation
import Testing

@testable import Terrarium
@testable import TerrariumTerminal

/// Random frames, rendered and replayed in ``TerminalEmulator``: the screen must match each
/// canvas exactly, and the renderer must never lean on behaviour terminals disagree on.
@Suite struct ANSIRendererReplayTests {
    @Test(arguments: ANSIRenderer.ColorMode.allCases)
    func replayingRandomFramesReproducesEachCanvas(colorMode: ANSIRenderer.ColorMode) {
        var generator = SeededGenerator(
            seed: 0x7E44_A21A + UInt64(ANSIRenderer.ColorMode.allCases.firstIndex(of: colorMode)!))
        for round in 0..<8 {
            let width = Int.random(in: 1...40, using: &generator)
            let height = Int.random(in: 1...12, using: &generator)
            var renderer = ANSIRenderer(colorMode: colorMode)
            var emulator = TerminalEmulator(width: width, height: height)
            var canvas = Canvas(width: width, height: height)
            for frame in 0..<40 {
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    RandomCanvas.edit(&canvas, using: &generator)
                }
                if frame == 20 { renderer.invalidate() }
                emulator.feed(renderer.render(canvas))
                let mismatches = emulator.mismatches(against: canvas, colorMode: colorMode)
                #expect(
                    mismatches.isEmpty && emulator.problems.isEmpty,
                    "round \(round), frame \(frame), \(width)×\(height): \(emulator.problems) \(mismatches.prefix(5))\n\(canvas.debugDescription)\nscreen:\n\(emulator.lines.joined(separator: "\n"))"
                )
                if !mismatches.isEmpty || !emulator.problems.isEmpty { return }
            }
        }
    }
}
