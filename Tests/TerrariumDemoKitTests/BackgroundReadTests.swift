import Foundation
import Terrarium
import TerrariumTesting
import Testing

@testable import TerrariumDemoKit

/// ``BackgroundRead`` on its own, with an indicator in no window (so its spinner schedules
/// nothing): when the indicator shows, what it says, delivery and cancellation.
@MainActor
@Suite(.isolatedUI) struct BackgroundReadTests {
    private func describe(_ progress: ReadProgress) -> String { "read \(progress.count)" }

    @Test func aReadThatFinishesWithinTheDelayNeverShowsTheIndicator() async throws {
        let indicator = ReadingIndicatorView()
        var delivered: [Int] = []
        let read = BackgroundRead(
            reading: FileReading(indicatorDelay: .milliseconds(500)), indicator: indicator, describe: describe,
            work: { progress in
                progress.update(count: 7)
                return 7
            },
            completion: { result in delivered.append((try? result.get()) ?? -1) })
        await read.task?.value
        #expect(delivered == [7])
        #expect(read.state == .finished)
        #expect(!read.didShowIndicator)
        #expect(indicator.isHidden)
        try await Task.sleep(for: .milliseconds(600))
        #expect(!read.didShowIndicator, "the delay's task ended with the read")
    }

    @Test func aReadThatOutlastsTheDelayShowsTheCountUntilItsResultComes() async throws {
        let gate = ReadGate()
        let indicator = ReadingIndicatorView()
        var delivered: [Int] = []
        let read = BackgroundRead(
            reading: FileReading(indicatorDelay: .milliseconds(20)), indicator: indicator, describe: describe,
            work: { progress in
                progress.update(count: 3)
                await gate.pass(ReadStep(path: "slow", count: 3))
                return 3
            },
            completion: { result in delivered.append((try? result.get()) ?? -1) })
        await gate.waitUntilHolding()
        #expect(await waitUntil { read.didShowIndicator }, "after 20 ms of real time")
        #expect(!indicator.isHidden)
        #expect(indicator.spinner.isAnimating)
        #expect(indicator.label.text == "read 3")
        #expect(delivered.isEmpty)

        await gate.open()
        await read.task?.value
        #expect(delivered == [3])
        #expect(indicator.isHidden)
        #expect(!indicator.spinner.isAnimating)
    }

    @Test func cancellingStopsTheWorkAndDropsItsResult() async throws {
        let gate = ReadGate()
        let indicator = ReadingIndicatorView()
        var delivered = 0
        let read = BackgroundRead(
            reading: FileReading(indicatorDelay: .zero), indicator: indicator, describe: describe,
            work: { _ in
                await gate.pass(ReadStep(path: "slow", count: 0))
                try Task.checkCancellation()
                return 1
            },
            completion: { _ in delivered += 1 })
        await gate.waitUntilHolding()
        #expect(await waitUntil { read.didShowIndicator }, "no delay")
        read.cancel()
        #expect(read.state == .cancelled)
        #expect(indicator.isHidden)
        await gate.open()
        await read.task?.value
        #expect(delivered == 0, "a cancelled read delivers nothing")
        read.cancel()
        #expect(read.state == .cancelled)
    }
}
