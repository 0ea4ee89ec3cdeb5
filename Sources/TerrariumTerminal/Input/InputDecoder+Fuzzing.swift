// Fuzzing the decoder: random and mutated inputs, each decoded whole and split at random
// boundaries. Shared by the tests (100,000 inputs) and the benchmark executable (a million,
// in a release build) as SPI: the module builds without package access (see Package.swift),
// and the fuzzer is not API.

/// Generates decoder inputs and checks that splitting them never changes the events.
@_spi(Fuzzing)
public struct InputDecoderFuzzer {
    /// Well-formed inputs that mutations start from: keys, sequences of every kind, mouse
    /// reports, pastes, UTF-8 of every length.
    public static let corpus: [[UInt8]] = [
        "a", "Z9 ~", "é", "漢", "😀", "\r\t\u{7F}\u{03}", "\u{1B}", "\u{1B}\u{1B}", "\u{1B}x", "\u{1B}[A",
        "\u{1B}[1;5C", "\u{1B}OP", "\u{1B}O5Q", "\u{1B}[15;2~", "\u{1B}[3~", "\u{1B}[Z", "\u{1B}[97;5u",
        "\u{1B}[97;5:3u", "\u{1B}[27;5;99~", "\u{1B}[<0;12;7M", "\u{1B}[<64;1;1M", "\u{1B}[<0;3;3m", "\u{1B}[M !!",
        "\u{1B}[200~hello\u{1B}[201~", "\u{1B}[200~\u{1B}[A\u{1B}[201~", "\u{1B}[I", "\u{1B}[O",
        "\u{1B}[48;24;80;0;0t", "\u{1B}[?1u", "\u{1B}[12;40R",
    ].map { Array($0.utf8) }

    private var state: UInt64

    /// Creates a fuzzer whose inputs depend only on the seed.
    public init(seed: UInt64) {
        state = seed
    }

    /// SplitMix64.
    private mutating func random() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func random(below bound: Int) -> Int {
        Int(random() % UInt64(bound))
    }

    /// The next input: random bytes (biased towards ESC, `[`, digits and `;`), or a few
    /// corpus entries joined and then mutated (bytes flipped, dropped, duplicated, cut).
    public mutating func nextInput() -> [UInt8] {
        var input: [UInt8] = []
        if random(below: 4) == 0 {
            let interesting: [UInt8] = [
                0x1B, 0x5B, 0x4F, 0x3B, 0x3C, 0x7E, 0x4D, 0x6D, 0x75, 0x32, 0x30, 0x31, 0xE6, 0x80,
            ]
            for _ in 0..<random(below: 24) {
                input.append(
                    random(below: 2) == 0
                        ? interesting[random(below: interesting.count)] : UInt8(truncatingIfNeeded: random()))
            }
            return input
        }
        for _ in 0...random(below: 3) {
            input += Self.corpus[random(below: Self.corpus.count)]
        }
        for _ in 0..<random(below: 4) where !input.isEmpty {
            let index = random(below: input.count)
            switch random(below: 4) {
            case 0: input[index] = UInt8(truncatingIfNeeded: random())
            case 1: input.remove(at: index)
            case 2: input.insert(input[index], at: index)
            default: input.removeSubrange(index...)
            }
        }
        return input
    }

    /// Decodes `input` whole and in pieces cut at random places (each piece one read), with a
    /// flush at the end of each; returns a description of the first difference, or `nil`.
    public mutating func check(_ input: [UInt8]) -> String? {
        var whole = InputDecoder()
        let expected = whole.decode(input) + whole.flush()
        var split = InputDecoder()
        var events: [TerminalInputEvent] = []
        var start = 0
        while start < input.count {
            let end = min(input.count, start + 1 + random(below: 4))
            split.decode(input[start..<end], into: &events)
            start = end
        }
        events += split.flush()
        guard events == expected else {
            return "\(input): whole \(expected), split \(events)"
        }
        return nil
    }

    /// Checks `count` inputs.
    ///
    /// - Returns: How many bytes and events were decoded (whole), and the failures found.
    public mutating func run(count: Int) -> (bytes: Int, events: Int, failures: [String]) {
        var bytes = 0
        var events = 0
        var failures: [String] = []
        for _ in 0..<count {
            let input = nextInput()
            bytes += input.count
            var decoder = InputDecoder()
            events += decoder.decode(input).count
            if let failure = check(input) {
                failures.append(failure)
                if failures.count >= 10 { break }
            }
        }
        return (bytes, events, failures)
    }
}
