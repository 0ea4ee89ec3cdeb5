import Foundation
import Terrarium
import TerrariumTerminal

/// Renders each workload's frames and records bytes and time per frame against the lower bound.
struct RenderResult {
    var workload: String
    var summary: String
    var frames: Int
    var medianMicroseconds: Double
    var minMicroseconds: Double
    var medianBytes: Int
    var meanBytes: Double
    var meanLowerBound: Double

    /// Our bytes over the lower bound's, over all frames.
    var ratio: Double {
        meanLowerBound > 0 ? meanBytes / meanLowerBound : 1
    }
}

enum RenderBenchmark {
    static func run(_ workload: Workload, colorMode: ANSIRenderer.ColorMode, repeats: Int) -> RenderResult {
        var renderer = ANSIRenderer(colorMode: colorMode)
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        var times: [Double] = []
        var sizes: [Int] = []
        for repeatIndex in 0..<repeats {
            renderer.invalidate()
            buffer.removeAll(keepingCapacity: true)
            renderer.render(workload.frames[0], into: &buffer)
            for frame in workload.frames.dropFirst() {
                buffer.removeAll(keepingCapacity: true)
                let start = ContinuousClock.now
                renderer.render(frame, into: &buffer)
                let elapsed = ContinuousClock.now - start
                // The first repeat warms caches and allocations up; only later ones are timed.
                if repeatIndex > 0 || repeats == 1 {
                    times.append(elapsed.seconds * 1e6)
                }
                if repeatIndex == 0 { sizes.append(buffer.count) }
            }
        }
        var bounds: [Int] = []
        var cursor: LowerBound.Position?
        for index in 1..<workload.frames.count {
            let bound = LowerBound.bytes(
                from: workload.frames[index - 1], to: workload.frames[index], scrollShift: workload.scrollShift,
                cursor: cursor)
            bounds.append(bound.bytes)
            cursor = bound.cursor
        }
        let sortedTimes = times.sorted()
        let sortedSizes = sizes.sorted()
        return RenderResult(
            workload: workload.name, summary: workload.summary, frames: sizes.count,
            medianMicroseconds: sortedTimes[sortedTimes.count / 2], minMicroseconds: sortedTimes[0],
            medianBytes: sortedSizes[sortedSizes.count / 2],
            meanBytes: Double(sizes.reduce(0, +)) / Double(sizes.count),
            meanLowerBound: Double(bounds.reduce(0, +)) / Double(bounds.count))
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
