import Foundation
import Testing

@_spi(Fuzzing) @testable import TerrariumTerminal

/// Random and mutated inputs: the decoder never crashes or stalls, and splitting an input at
/// any boundary never changes its events. The test checks 100,000 inputs; the benchmark
/// executable checks a million in a release build (`TerminalBenchmarks --fuzz 1000000`).
@Suite struct InputDecoderFuzzTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func splittingNeverChangesTheEvents(seed: UInt64) {
        var fuzzer = InputDecoderFuzzer(seed: seed)
        let result = fuzzer.run(count: 25_000)
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(result.bytes > 100_000)
    }

    @Test func everyCorpusEntryDecodesToEventsAndLeavesNothingPendingOnceFlushed() {
        for input in InputDecoderFuzzer.corpus {
            var decoder = InputDecoder()
            let events = decoder.decode(input) + decoder.flush()
            #expect(
                !events.isEmpty || input == Array("\u{1B}[97;5:3u".utf8) || input.starts(with: Array("\u{1B}[?".utf8))
                    || input == Array("\u{1B}[12;40R".utf8), "\(readable(input))")
            #expect(decoder.pendingTimeout == nil)
        }
    }

    @Test func garbageNeverLeavesTheDecoderWaitingForever() {
        var fuzzer = InputDecoderFuzzer(seed: 42)
        var decoder = InputDecoder()
        for _ in 0..<20_000 {
            _ = decoder.decode(fuzzer.nextInput())
        }
        // Whatever state the garbage left, a flush returns to the ground state, and plain
        // text decodes again at once.
        _ = decoder.flush()
        #expect(decoder.pendingTimeout == nil)
        #expect(decoder.decode(Array("ok".utf8)).count == 2)
    }
}
