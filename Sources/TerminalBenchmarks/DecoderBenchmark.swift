import Foundation
import Terrarium
import TerrariumTerminal

/// Decoder throughput on a mix of what terminals send: typing, arrows and modified keys,
/// mouse reports, and a paste.
enum DecoderBenchmark {
    struct Result {
        var name: String
        var megabytesPerSecond: Double
        var eventsPerSecond: Double
        var bytes: Int
        var events: Int
    }

    static let inputs: [(String, [UInt8])] = {
        var typing = ""
        var generator = BenchmarkGenerator(seed: 9)
        for _ in 0..<200_000 {
            typing.append(Workload.letters[generator.next(in: 0..<26)])
        }
        let keys = String(repeating: "\u{1B}[A\u{1B}[1;5C\u{1B}OP\u{1B}[15;2~\u{1B}[97;5u\r\t", count: 20_000)
        let mouse = String(
            repeating: "\u{1B}[<0;120;40M\u{1B}[<32;121;40M\u{1B}[<0;121;40m\u{1B}[<65;10;10M", count: 20_000)
        let paste =
            "\u{1B}[200~" + String(repeating: "pasted text, with ünïcödé and 漢字. ", count: 20_000) + "\u{1B}[201~"
        let text = String(repeating: "ünïcödé 漢字 😀 ", count: 20_000)
        return [
            ("typing (ASCII keys)", Array(typing.utf8)),
            ("UTF-8 text", Array(text.utf8)),
            ("key sequences", Array(keys.utf8)),
            ("SGR mouse reports", Array(mouse.utf8)),
            ("one large paste", Array(paste.utf8)),
        ]
    }()

    static func run(repeats: Int) -> [Result] {
        inputs.map { name, bytes in
            var best = Double.infinity
            var events = 0
            for _ in 0..<repeats {
                var decoder = InputDecoder()
                var output: [TerminalInputEvent] = []
                output.reserveCapacity(bytes.count)
                let start = ContinuousClock.now
                // Reads of 4 KiB, as the driver makes them.
                var offset = 0
                while offset < bytes.count {
                    let end = min(bytes.count, offset + 4096)
                    decoder.decode(bytes[offset..<end], into: &output)
                    offset = end
                }
                output += decoder.flush()
                best = min(best, (ContinuousClock.now - start).seconds)
                events = output.count
            }
            return Result(
                name: name, megabytesPerSecond: Double(bytes.count) / best / 1e6,
                eventsPerSecond: Double(events) / best, bytes: bytes.count, events: events)
        }
    }
}
