import Glibc
import TerrariumTesting
import Testing

@testable import TerrariumTerminal

@Suite(.isolatedUI) struct PlatformTests {
    @Test func anEnvironmentHoldsExactlyTheVariablesItWasGiven() {
        var environment = Platform.Environment([.term: "xterm-256color"])
        #expect(environment[.term] == "xterm-256color")
        #expect(environment[.colorTerm] == nil)
        environment[.noColor] = "1"
        #expect(environment.values == [.term: "xterm-256color", .noColor: "1"])
        let custom: Platform.Environment.Key = "COLUMNS"
        #expect(custom.rawValue == "COLUMNS")
    }

    @Test func theProcessEnvironmentReadsOnlyTheKnownKeys() {
        setenv("COLORTERM", "truecolor", 1)
        let environment = Platform.Environment.process
        #expect(environment[.colorTerm] == "truecolor")
        #expect(Set(environment.values.keys).isSubset(of: Set(Platform.Environment.Key.known)))
    }

    @Test func aPipeIsNotATerminalAndAPseudoTerminalIs() {
        let pipe = try! Platform.makeNonBlockingPipe()
        defer {
            close(pipe.read)
            close(pipe.write)
        }
        #expect(!Platform.isTerminal(pipe.read))
        let terminal = PseudoTerminal()
        #expect(Platform.isTerminal(terminal.replica))
    }

    @Test func theWindowSizeComesFromTheTerminal() {
        let terminal = PseudoTerminal(columns: 132, rows: 43)
        #expect(Platform.windowSize(of: terminal.replica) == TerminalSize(columns: 132, rows: 43))
        terminal.resize(columns: 200, rows: 60)
        #expect(Platform.windowSize(of: terminal.replica) == TerminalSize(columns: 200, rows: 60))
        let pipe = try! Platform.makeNonBlockingPipe()
        defer {
            close(pipe.read)
            close(pipe.write)
        }
        #expect(Platform.windowSize(of: pipe.write) == nil)
    }

    @Test func rawModeTurnsOffEchoLinesAndTranslation() throws {
        let terminal = PseudoTerminal()
        let original = try Platform.terminalAttributes(of: terminal.replica)
        let raw = Platform.rawAttributes(from: original, keepingSignalKeys: false)
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | IEXTEN | ISIG) == 0)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
        #expect(raw.c_cflag & tcflag_t(CS8) == tcflag_t(CS8))
        let keepingSignals = Platform.rawAttributes(from: original, keepingSignalKeys: true)
        #expect(keepingSignals.c_lflag & tcflag_t(ISIG) != 0)
        try Platform.setTerminalAttributes(raw, of: terminal.replica)
        let applied = try Platform.terminalAttributes(of: terminal.replica)
        #expect(applied.c_lflag & tcflag_t(ICANON) == 0)
    }

    @Test func writtenBytesArriveWholeAndReadsDoNotBlock() throws {
        let pipe = try Platform.makeNonBlockingPipe()
        defer {
            close(pipe.read)
            close(pipe.write)
        }
        #expect(try Platform.readAvailable(from: pipe.read, capacity: 16) == nil)
        try Platform.writeAll(Array("hello".utf8), to: pipe.write)
        #expect(Platform.waitForInput(on: [pipe.read], timeout: 0) == [true])
        #expect(try Platform.readAvailable(from: pipe.read, capacity: 16) == Array("hello".utf8))
        #expect(Platform.waitForInput(on: [pipe.read], timeout: 0.001) == [false])
    }

    @Test func theMonotonicClockNeverGoesBack() {
        let first = Platform.monotonicSeconds()
        let second = Platform.monotonicSeconds()
        #expect(second >= first)
    }

    @Test func notATerminalSaysWhatToDo() {
        let message = TerminalError.notATerminal(fileDescriptor: 0).description
        #expect(message.contains("standard input (fd 0) is not one"))
        #expect(message.contains("HeadlessScreen"))
        #expect(TerminalError.systemCallFailed("read", errno: EBADF).description.contains("errno 9"))
    }
}
