import Testing

@testable import Terrarium
@testable import TerrariumTerminal

/// Feeds each case to fresh decoders in every way its bytes can arrive — whole, byte by
/// byte, in every chunk size — then all cases in one read, and checks the events each time.
///
/// Every way ends with ``InputDecoder/flush()``, as the driver does once the escape timeout
/// passes. Cases that need that flush (a lone Esc) would run into the next case in a single
/// read, so the one-read check covers only the cases that end on their own.
///
/// - Parameters:
///   - inputOutputPairs: The bytes of each case and the events they decode to.
///   - sourceLocation: Where a failure is reported.
func verifyDecoder(
    inputOutputPairs: [(input: [UInt8], output: [TerminalInputEvent])],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var selfContained: [(input: [UInt8], output: [TerminalInputEvent])] = []
    for (input, expected) in inputOutputPairs {
        let name = readable(input)
        var whole = InputDecoder()
        let wholeEvents = whole.decode(input)
        if wholeEvents == expected && whole.pendingTimeout == nil {
            selfContained.append((input, expected))
        }
        #expect(wholeEvents + whole.flush() == expected, "\(name) whole", sourceLocation: sourceLocation)
        for size in 1...max(1, input.count) {
            #expect(
                decodeInChunks(input, size: size) == expected, "\(name) in chunks of \(size)",
                sourceLocation: sourceLocation)
        }
    }
    let everything = selfContained.flatMap(\.input)
    let allExpected = selfContained.flatMap(\.output)
    #expect(
        decodeInChunks(everything, size: max(1, everything.count)) == allExpected, "all cases in one read",
        sourceLocation: sourceLocation)
    #expect(
        decodeInChunks(everything, size: 1) == allExpected, "all cases byte by byte", sourceLocation: sourceLocation)
}

/// Decodes bytes arriving in reads of `size` bytes, then flushes.
func decodeInChunks(_ input: [UInt8], size: Int, decoder: InputDecoder = InputDecoder()) -> [TerminalInputEvent] {
    var decoder = decoder
    var events: [TerminalInputEvent] = []
    var start = 0
    while start < input.count {
        let end = min(input.count, start + size)
        decoder.decode(input[start..<end], into: &events)
        start = end
    }
    return events + decoder.flush()
}

/// A key event by its `UIKey(name:)` name.
func key(_ name: String) -> TerminalInputEvent {
    .key(UIKey(name: name)!)
}
