import Glibc
import TerrariumTesting
import Testing

@testable import TerrariumTerminal

/// Sessions change process-wide state (signal dispositions, one active session), so these
/// tests run one at a time on the main actor, as the driver's do.
@MainActor
@Suite(.isolatedUI, .serialized) struct TerminalSessionTests {
    private func configuration(on terminal: PseudoTerminal) -> TerminalSession.Configuration {
        TerminalSession.Configuration(inputDescriptor: terminal.replica, outputDescriptor: terminal.replica)
    }

    @Test func enteringWritesTheModesAndTurnsOnRawMode() throws {
        let terminal = PseudoTerminal()
        let original = try Platform.terminalAttributes(of: terminal.replica)
        let session = TerminalSession(configuration: configuration(on: terminal))
        try session.enter()
        #expect(session.isActive)
        #expect(terminal.readOutput() == Array(session.enterSequence.utf8))
        let raw = try Platform.terminalAttributes(of: terminal.replica)
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO) == 0)
        #expect(raw.c_lflag & tcflag_t(ISIG) != 0)

        session.restore()
        #expect(!session.isActive)
        #expect(terminal.readOutput() == Array(session.restoreSequence.utf8))
        let restored = try Platform.terminalAttributes(of: terminal.replica)
        #expect(restored.c_lflag == original.c_lflag)
        #expect(restored.c_iflag == original.c_iflag)
        #expect(restored.c_oflag == original.c_oflag)
    }

    @Test func restoringTwiceWritesOnce() throws {
        let terminal = PseudoTerminal()
        let session = TerminalSession(configuration: configuration(on: terminal))
        try session.enter()
        _ = terminal.readOutput()
        session.restore()
        session.restore()
        #expect(terminal.readOutput() == Array(session.restoreSequence.utf8))
    }

    @Test func aSessionThatGoesAwayRestores() throws {
        let terminal = PseudoTerminal()
        var session: TerminalSession? = TerminalSession(configuration: configuration(on: terminal))
        try session!.enter()
        let restore = Array(session!.restoreSequence.utf8)
        _ = terminal.readOutput()
        session = nil
        #expect(terminal.readOutput() == restore)
    }

    @Test func withoutATerminalNothingIsWrittenAndTheErrorSaysWhich() throws {
        let pipe = try Platform.makeNonBlockingPipe()
        defer {
            close(pipe.read)
            close(pipe.write)
        }
        let terminal = PseudoTerminal()
        let session = TerminalSession(
            configuration: TerminalSession.Configuration(
                inputDescriptor: terminal.replica, outputDescriptor: pipe.write))
        #expect(throws: TerminalError.notATerminal(fileDescriptor: pipe.write)) { try session.enter() }
        #expect(!session.isActive)
        #expect(try Platform.readAvailable(from: pipe.read, capacity: 64) == nil)
    }

    @Test func aResizeSignalReachesTheSelfPipe() throws {
        let terminal = PseudoTerminal()
        let session = TerminalSession(configuration: configuration(on: terminal))
        try session.enter()
        defer { session.restore() }
        let descriptor = try #require(session.signalDescriptor)
        #expect(Platform.waitForInput(on: [descriptor], timeout: 0) == [false])
        raise(SIGWINCH)
        raise(SIGWINCH)
        #expect(Platform.waitForInput(on: [descriptor], timeout: 0) == [true])
        #expect(session.receivedEvents() == [.resized])
        #expect(session.receivedEvents() == [])
    }

    @Test func aContinueSignalReentersTheModesAndAsksForARedraw() throws {
        let terminal = PseudoTerminal()
        let session = TerminalSession(configuration: configuration(on: terminal))
        try session.enter()
        defer { session.restore() }
        _ = terminal.readOutput()
        // As if the shell had put the terminal back while the program was stopped.
        var cooked = try Platform.terminalAttributes(of: terminal.replica)
        cooked.c_lflag |= tcflag_t(ICANON | ECHO)
        try Platform.setTerminalAttributes(cooked, of: terminal.replica)
        raise(SIGCONT)
        #expect(terminal.readOutput() == Array(session.enterSequence.utf8))
        #expect(try Platform.terminalAttributes(of: terminal.replica).c_lflag & tcflag_t(ICANON | ECHO) == 0)
        #expect(session.receivedEvents() == [.resumed])
    }

    @Test func restoringPutsBackThePreviousHandlers() throws {
        let terminal = PseudoTerminal()
        var before = sigaction()
        sigaction(SIGWINCH, nil, &before)
        let session = TerminalSession(configuration: configuration(on: terminal))
        try session.enter()
        var during = sigaction()
        sigaction(SIGWINCH, nil, &during)
        #expect(handlerAddress(during) != handlerAddress(before))
        session.restore()
        var after = sigaction()
        sigaction(SIGWINCH, nil, &after)
        #expect(handlerAddress(after) == handlerAddress(before))
    }

    @Test func anIgnoredHangupStaysIgnored() throws {
        let terminal = PseudoTerminal()
        var previous = sigaction()
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigaction(SIGHUP, &ignore, &previous)
        defer { sigaction(SIGHUP, &previous, nil) }
        let session = TerminalSession(configuration: configuration(on: terminal))
        try session.enter()
        defer { session.restore() }
        var during = sigaction()
        sigaction(SIGHUP, nil, &during)
        #expect(handlerAddress(during) == unsafeBitCast(SIG_IGN, to: Int.self))
    }

    private func handlerAddress(_ action: sigaction) -> Int {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }
}
