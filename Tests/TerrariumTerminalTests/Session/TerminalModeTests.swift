import Testing

@testable import TerrariumTerminal

@Suite struct TerminalModeTests {
    @Test(arguments: [
        (TerminalMode.alternateScreen, "\u{1B}[?1049h", "\u{1B}[?1049l"),
        (.hiddenCursor, "\u{1B}[?25l", "\u{1B}[?25h"),
        (.bracketedPaste, "\u{1B}[?2004h", "\u{1B}[?2004l"),
        (.mouseTracking, "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h", "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"),
        (.focusEvents, "\u{1B}[?1004h", "\u{1B}[?1004l"),
        (.synchronizedOutput, "\u{1B}[?2026h", "\u{1B}[?2026l"),
        (.kittyKeyboard, "\u{1B}[>1u", "\u{1B}[<u"),
    ])
    func eachModeEntersAndLeavesWithItsDECNumbers(mode: TerminalMode, enter: String, exit: String) {
        #expect(mode.enterSequence == enter)
        #expect(mode.exitSequence == exit)
    }

    @Test func aModeDescribesItselfWithItsNumbersOrSequence() {
        #expect(TerminalMode.mouseTracking.description == "mouse tracking (DEC 1000, 1002, 1006)")
        #expect(TerminalMode.kittyKeyboard.description == #"kitty keyboard ("\u{1B}[>1u")"#)
    }

    @Test func anAppEntersScreenCursorPasteMouseFocusAndKittyKeysInThatOrder() {
        #expect(
            TerminalMode.applicationModes == [
                .alternateScreen, .hiddenCursor, .bracketedPaste, .mouseTracking, .focusEvents, .kittyKeyboard,
            ])
    }

    @Test func aSessionRestoresInReverseOrderAfterEndingAnyFrameAndStyle() {
        let session = TerminalSession(
            configuration: TerminalSession.Configuration(modes: TerminalMode.applicationModes))
        #expect(
            readable(Array(session.enterSequence.utf8))
                == "⎋[?1049h⎋[?25l⎋[?2004h⎋[?1000h⎋[?1002h⎋[?1006h⎋[?1004h⎋[>1u")
        #expect(
            readable(Array(session.restoreSequence.utf8))
                == "⎋[?2026l⎋[0m⎋[<u⎋[?1004l⎋[?1006l⎋[?1002l⎋[?1000l⎋[?2004l⎋[?25h⎋[?1049l")
    }
}
