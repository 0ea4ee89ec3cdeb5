import Testing

@testable import Terrarium
@testable import TerrariumTerminal

@Suite struct InputDecoderTests {
    private static let chunkSizes = Array(1...8)

    // MARK: Characters and control keys

    @Test func charactersAndControlKeys() {
        verifyDecoder(inputOutputPairs: [
            (bytes("a"), [key("a")]),
            (bytes("A"), [key("A")]),
            (bytes("7"), [key("7")]),
            (bytes("?"), [key("?")]),
            (bytes(" "), [key("space")]),
            (bytes("␍"), [key("enter")]),
            ([0x09], [key("tab")]),
            ([0x7F], [key("backspace")]),
            ([0x08], [key("backspace")]),
            ([0x03], [key("ctrl+c")]),
            ([0x1A], [key("ctrl+z")]),
            (bytes("␊"), [key("ctrl+j")]),
            ([0x00], [key("ctrl+space")]),
            (
                [0x1F],
                [
                    .key(
                        UIKey(
                            characters: "_", charactersIgnoringModifiers: "_", modifierFlags: .control,
                            keyCode: UIKeyboardHIDUsage(rawValue: 0)))
                ]
            ),
            (bytes("hi!"), [key("h"), key("i"), key("!")]),
        ])
    }

    @Test func decodedKeysEqualTheKeysUIKeyNames() {
        let events = decodeInChunks(bytes("Ab␍⎋[A⎋[1;5C"), size: 1)
        #expect(events == [key("A"), key("b"), key("enter"), key("up"), key("ctrl+right")])
        guard case .key(let capital) = events[0] else { return }
        #expect(capital.characters == "A" && capital.charactersIgnoringModifiers == "a")
        #expect(capital.modifierFlags == .shift && capital.keyCode == .keyboardA)
    }

    @Test func utf8Text() {
        verifyDecoder(inputOutputPairs: [
            (bytes("é"), [key("é")]),
            (bytes("漢"), [key("漢")]),
            (bytes("😀"), [key("😀")]),
            (bytes("aé漢😀z"), [key("a"), key("é"), key("漢"), key("😀"), key("z")]),
        ])
    }

    @Test func invalidBytesBecomeReplacementCharactersAndNeverStall() {
        let replacement = key("\u{FFFD}")
        verifyDecoder(inputOutputPairs: [
            ([0xFF], [replacement]),
            ([0x80, 0x80], [replacement, replacement]),
            ([0xC0, 0xAF], [replacement, replacement]),  // overlong "/"
            ([0xED, 0xA0, 0x80], [replacement, replacement, replacement]),  // a surrogate
            ([0xF4, 0x90, 0x80, 0x80], [replacement, replacement, replacement, replacement]),  // past U+10FFFF
            ([0xE6, 0xBC, 0x61], [replacement, key("a")]),  // "漢" cut short by "a"
            ([0xF0, 0x9F, 0x98], [replacement]),  // an emoji's first three bytes, then nothing
        ])
    }

    @Test(arguments: chunkSizes)
    func aCharacterCutMidwayIsDecodedWhenTheRestArrives(chunkSize: Int) {
        #expect(decodeInChunks(bytes("x漢😀é"), size: chunkSize) == [key("x"), key("漢"), key("😀"), key("é")])
        var decoder = InputDecoder()
        #expect(decoder.decode([0xE6, 0xBC]).isEmpty)
        #expect(decoder.pendingTimeout == decoder.escapeTimeout)
        #expect(decoder.decode([0xA2]) == [key("漢")])
        #expect(decoder.pendingTimeout == nil)
    }

    // MARK: Escape

    @Test(arguments: chunkSizes)
    func aLoneEscapeWaitsForTheTimeoutThenIsTheEscapeKey(chunkSize: Int) {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.pendingTimeout == 0.05)
        #expect(decoder.flush() == [key("escape")])
        #expect(decoder.pendingTimeout == nil)
        #expect(decoder.flush().isEmpty)
        // Escape, the timeout, then "a": two keys. Within the timeout: Alt-A.
        #expect(
            decodeInChunks([0x1B], size: chunkSize) + decodeInChunks(bytes("a"), size: chunkSize) == [
                key("escape"), key("a"),
            ])
        #expect(decodeInChunks(bytes("⎋a"), size: chunkSize) == [key("alt+a")])
    }

    @Test func escapePrefixesAreAltKeys() {
        verifyDecoder(inputOutputPairs: [
            (bytes("⎋"), [key("escape")]),
            (bytes("⎋⎋"), [key("escape"), key("escape")]),
            (bytes("⎋x"), [key("alt+x")]),
            (bytes("⎋X"), [key("alt+X")]),
            (bytes("⎋␍"), [key("alt+enter")]),
            ([0x1B, 0x7F], [key("alt+backspace")]),
            ([0x1B, 0x01], [key("ctrl+alt+a")]),
            (bytes("⎋é"), [key("alt+é")]),
            (bytes("⎋["), [key("alt+[")]),
            (bytes("⎋O"), [key("alt+O")]),
            ([0x1B, 0xFF], [key("escape"), key("\u{FFFD}")]),
        ])
    }

    // MARK: Keys sent as sequences

    @Test func arrowsAndNavigationKeys() {
        verifyDecoder(inputOutputPairs: [
            (bytes("⎋[A"), [key("up")]),
            (bytes("⎋[B"), [key("down")]),
            (bytes("⎋[C"), [key("right")]),
            (bytes("⎋[D"), [key("left")]),
            (bytes("⎋OA"), [key("up")]),
            (bytes("⎋[H"), [key("home")]),
            (bytes("⎋[F"), [key("end")]),
            (bytes("⎋OH"), [key("home")]),
            (bytes("⎋[1~"), [key("home")]),
            (bytes("⎋[4~"), [key("end")]),
            (bytes("⎋[2~"), [key("insert")]),
            (bytes("⎋[3~"), [key("delete")]),
            (bytes("⎋[5~"), [key("pageup")]),
            (bytes("⎋[6~"), [key("pagedown")]),
            (bytes("⎋[Z"), [key("shift+tab")]),
        ])
    }

    @Test func functionKeys() {
        verifyDecoder(inputOutputPairs: [
            (bytes("⎋OP"), [key("f1")]),
            (bytes("⎋OQ"), [key("f2")]),
            (bytes("⎋OR"), [key("f3")]),
            (bytes("⎋OS"), [key("f4")]),
            (bytes("⎋[15~"), [key("f5")]),
            (bytes("⎋[17~"), [key("f6")]),
            (bytes("⎋[18~"), [key("f7")]),
            (bytes("⎋[19~"), [key("f8")]),
            (bytes("⎋[20~"), [key("f9")]),
            (bytes("⎋[21~"), [key("f10")]),
            (bytes("⎋[23~"), [key("f11")]),
            (bytes("⎋[24~"), [key("f12")]),
            (bytes("⎋[11~"), [key("f1")]),
            (bytes("⎋[1;2P"), [key("shift+f1")]),
            (bytes("⎋[1;5R"), [key("ctrl+f3")]),
        ])
    }

    @Test func modifiersOnSequences() {
        verifyDecoder(inputOutputPairs: [
            (bytes("⎋[1;2A"), [key("shift+up")]),
            (bytes("⎋[1;3B"), [key("alt+down")]),
            (bytes("⎋[1;5C"), [key("ctrl+right")]),
            (bytes("⎋[1;6D"), [key("ctrl+shift+left")]),
            (bytes("⎋[1;9D"), [key("alt+left")]),  // meta
            (bytes("⎋[3;5~"), [key("ctrl+delete")]),
            (bytes("⎋[5;3~"), [key("alt+pageup")]),
            (bytes("⎋[15;2~"), [key("shift+f5")]),
            (bytes("⎋O5P"), [key("ctrl+f1")]),
            (bytes("⎋[27;5;99~"), [key("ctrl+c")]),  // xterm modifyOtherKeys
        ])
    }

    @Test func kittyKeyboardProtocol() {
        verifyDecoder(inputOutputPairs: [
            (bytes("⎋[97u"), [key("a")]),
            (bytes("⎋[97;5u"), [key("ctrl+a")]),
            (bytes("⎋[97;2u"), [key("A")]),
            (bytes("⎋[97;3u"), [key("alt+a")]),
            (bytes("⎋[27u"), [key("escape")]),
            (bytes("⎋[13;2u"), [key("shift+enter")]),
            (bytes("⎋[9;5u"), [key("ctrl+tab")]),
            (bytes("⎋[127;5u"), [key("ctrl+backspace")]),
            (bytes("⎋[97;5:3u"), []),  // a release
            (bytes("⎋[1;5:3A"), []),
            (bytes("⎋[97;5:2u"), [key("ctrl+a")]),  // a repeat
            (bytes("⎋[57441u"), []),  // left shift alone
            (bytes("⎋[?1u"), []),  // the flags reply
            (
                bytes("⎋[57414u"),
                [
                    .key(
                        UIKey(
                            characters: "\r", charactersIgnoringModifiers: "\r", modifierFlags: .numericPad,
                            keyCode: .keyboardReturnOrEnter))
                ]
            ),
        ])
    }

    @Test func keypadInApplicationMode() {
        verifyDecoder(inputOutputPairs: [
            (
                bytes("⎋Op"),
                [
                    .key(
                        UIKey(
                            characters: "0", charactersIgnoringModifiers: "0", modifierFlags: .numericPad,
                            keyCode: .keyboard0))
                ]
            ),
            (
                bytes("⎋Ok"),
                [
                    .key(
                        UIKey(
                            characters: "+", charactersIgnoringModifiers: "+", modifierFlags: .numericPad,
                            keyCode: UIKeyboardHIDUsage(rawValue: 0)))
                ]
            ),
        ])
    }

    @Test func unknownAndMalformedSequencesAreSkipped() {
        verifyDecoder(inputOutputPairs: [
            (bytes("⎋[99~"), []),
            (bytes("⎋[12;40R"), []),  // a cursor position report
            (bytes("⎋[1 q"), []),  // intermediates
            (bytes("⎋[1;2␍"), [key("enter")]),  // broken by a control byte, which stands
            (bytes("⎋[1;2⎋[A"), [key("up")]),  // broken by a new sequence
            (bytes("⎋[" + String(repeating: "1;", count: 100) + "Ax"), [key("x")]),  // overlong
        ])
    }

    // MARK: Mouse

    @Test func sgrMouseReports() {
        func mouse(
            _ action: TerminalMouseEvent.Action, _ button: TerminalMouseEvent.Button, _ x: Int, _ y: Int,
            _ modifiers: UIKeyModifierFlags = []
        ) -> TerminalInputEvent {
            .mouse(TerminalMouseEvent(action: action, button: button, column: x, row: y, modifierFlags: modifiers))
        }
        verifyDecoder(inputOutputPairs: [
            (bytes("⎋[<0;1;1M"), [mouse(.press, .left, 0, 0)]),
            (bytes("⎋[<0;10;5m"), [mouse(.release, .left, 9, 4)]),
            (bytes("⎋[<1;3;4M"), [mouse(.press, .middle, 2, 3)]),
            (bytes("⎋[<2;200;60M"), [mouse(.press, .right, 199, 59)]),
            (bytes("⎋[<32;11;5M"), [mouse(.drag, .left, 10, 4)]),
            (bytes("⎋[<35;11;5M"), [mouse(.move, .none, 10, 4)]),
            (bytes("⎋[<64;7;8M"), [mouse(.wheel, .wheelUp, 6, 7)]),
            (bytes("⎋[<65;7;8M"), [mouse(.wheel, .wheelDown, 6, 7)]),
            (bytes("⎋[<4;1;1M"), [mouse(.press, .left, 0, 0, .shift)]),
            (bytes("⎋[<24;1;1M"), [mouse(.press, .left, 0, 0, [.alternate, .control])]),
            (bytes("⎋[<128;1;1M"), [mouse(.press, .other(8), 0, 0)]),
            (bytes("⎋[<0;1M"), []),
            // X10 reports, from terminals without SGR mode: button and coordinates + 32.
            (bytes("⎋[M !!"), [mouse(.press, .left, 0, 0)]),
            (bytes("⎋[M#+&"), [mouse(.release, .none, 10, 5)]),
        ])
    }

    @Test(arguments: chunkSizes)
    func aMouseReportSplitAcrossReadsIsOneEvent(chunkSize: Int) {
        let events = decodeInChunks(bytes("⎋[<0;12;7M⎋[<32;13;7M⎋[<0;13;7m"), size: chunkSize)
        #expect(
            events == [
                .mouse(TerminalMouseEvent(action: .press, button: .left, column: 11, row: 6)),
                .mouse(TerminalMouseEvent(action: .drag, button: .left, column: 12, row: 6)),
                .mouse(TerminalMouseEvent(action: .release, button: .left, column: 12, row: 6)),
            ])
    }

    // MARK: Paste, focus, resize

    @Test func bracketedPaste() {
        verifyDecoder(inputOutputPairs: [
            (bytes("⎋[200~hello⎋[201~"), [.paste("hello")]),
            (bytes("⎋[200~⎋[201~"), [.paste("")]),
            (bytes("⎋[200~two␍lines⎋[201~"), [.paste("two\rlines")]),
            (bytes("⎋[200~keys ⎋[A and ⎋ stay text⎋[201~"), [.paste("keys \u{1B}[A and \u{1B} stay text")]),
            (bytes("⎋[200~⎋[20⎋[201~"), [.paste("\u{1B}[20")]),
            (bytes("⎋[200~漢字 😀⎋[201~x"), [.paste("漢字 😀"), key("x")]),
            (bytes("a⎋[200~b⎋[201~c"), [key("a"), .paste("b"), key("c")]),
            ([0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E, 0xFF, 0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E], [.paste("\u{FFFD}")]),
        ])
    }

    @Test(arguments: chunkSizes)
    func aPasteSplitAcrossReadsIsOneEvent(chunkSize: Int) {
        let text = String(repeating: "pasted text with ⎋[A inside, ", count: 20)
        let input = bytes("⎋[200~" + text + "⎋[201~")
        var decoder = InputDecoder()
        var events: [TerminalInputEvent] = []
        var start = 0
        while start < input.count {
            let end = min(input.count, start + chunkSize)
            decoder.decode(input[start..<end], into: &events)
            if end < input.count {
                #expect(events.isEmpty)
                // Once the start marker is in, the decoder waits as long as pastes pause.
                #expect(decoder.pendingTimeout == (end >= 6 ? decoder.pasteTimeout : decoder.escapeTimeout))
            }
            start = end
        }
        #expect(events == [.paste(String(decoding: bytes(text), as: UTF8.self))])
        #expect(decoder.pendingTimeout == nil)
    }

    @Test func aPasteWhoseEndNeverArrivesIsDeliveredWhenFlushed() {
        var decoder = InputDecoder()
        #expect(decoder.decode(bytes("⎋[200~partial")).isEmpty)
        #expect(decoder.flush() == [.paste("partial")])
        #expect(decoder.decode(bytes("x")) == [key("x")])
    }

    @Test func focusAndResizeReports() {
        verifyDecoder(inputOutputPairs: [
            (bytes("⎋[I"), [.focus(true)]),
            (bytes("⎋[O"), [.focus(false)]),
            (bytes("⎋[48;60;200;960;1200t"), [.resize(TerminalSize(columns: 200, rows: 60))]),
        ])
    }

    @Test func eventsDescribeThemselves() {
        #expect(key("ctrl+c").description == "key ctrl+c")
        #expect(TerminalInputEvent.focus(false).description == "focus out")
        #expect(
            TerminalInputEvent.mouse(TerminalMouseEvent(action: .press, button: .left, column: 3, row: 4)).description
                == "mouse press left at 3,4")
    }
}
