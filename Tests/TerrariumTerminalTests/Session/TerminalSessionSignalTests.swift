import Glibc
import Testing

@testable import TerrariumTerminal

/// How the program ends, in a child process each: the terminal is restored before the
/// signal does what it would have done. The child's standard output plays the terminal.
@Suite struct TerminalSessionSignalTests {
    /// A session writing to standard output, as a child of an exit test has no terminal.
    static func enterSessionOnStandardOutput() -> TerminalSession {
        let session = TerminalSession(
            configuration: TerminalSession.Configuration(
                outputDescriptor: STDOUT_FILENO, entersRawMode: false, requiresTerminal: false))
        try! session.enter()
        return session
    }

    private static let enter = TerminalSession.Configuration().modes.map(\.enterSequence).joined()
    private static let restore = TerminalSession(configuration: TerminalSession.Configuration()).restoreSequence

    private static func output(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    }

    @Test func terminationRestoresThenEndsTheProcessWithTheSignal() async {
        let result = await #expect(processExitsWith: .signal(SIGTERM), observing: [\.standardOutputContent]) {
            let session = TerminalSessionSignalTests.enterSessionOnStandardOutput()
            raise(SIGTERM)
            withExtendedLifetime(session) {}
        }
        #expect(Self.output(result) == Self.enter + Self.restore)
    }

    @Test func anInterruptRestoresThenEndsTheProcess() async {
        let result = await #expect(processExitsWith: .signal(SIGINT), observing: [\.standardOutputContent]) {
            let session = TerminalSessionSignalTests.enterSessionOnStandardOutput()
            raise(SIGINT)
            withExtendedLifetime(session) {}
        }
        #expect(Self.output(result) == Self.enter + Self.restore)
    }

    @Test func aHangupRestoresThenEndsTheProcess() async {
        let result = await #expect(processExitsWith: .signal(SIGHUP), observing: [\.standardOutputContent]) {
            let session = TerminalSessionSignalTests.enterSessionOnStandardOutput()
            raise(SIGHUP)
            withExtendedLifetime(session) {}
        }
        #expect(Self.output(result) == Self.enter + Self.restore)
    }

    @Test func aSegmentationFaultRestoresThenCrashes() async {
        let result = await #expect(processExitsWith: .signal(SIGSEGV), observing: [\.standardOutputContent]) {
            let session = TerminalSessionSignalTests.enterSessionOnStandardOutput()
            raise(SIGSEGV)
            withExtendedLifetime(session) {}
        }
        #expect(Self.output(result).hasPrefix(Self.enter + Self.restore))
    }

    @Test func anAbortRestoresThenCrashes() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardOutputContent]) {
            let session = TerminalSessionSignalTests.enterSessionOnStandardOutput()
            withExtendedLifetime(session) {}
            abort()
        }
        #expect(Self.output(result).hasPrefix(Self.enter + Self.restore))
    }

    @Test func aFatalErrorRestoresThenCrashes() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
            let session = TerminalSessionSignalTests.enterSessionOnStandardOutput()
            withExtendedLifetime(session) {}
            fatalError("boom")
        }
        #expect(Self.output(result).hasPrefix(Self.enter + Self.restore))
    }

    @Test func exitingRestores() async {
        let result = await #expect(processExitsWith: .exitCode(3), observing: [\.standardOutputContent]) {
            let session = TerminalSessionSignalTests.enterSessionOnStandardOutput()
            withExtendedLifetime(session) {}
            exit(3)
        }
        #expect(Self.output(result) == Self.enter + Self.restore)
    }

    @Test func suspendingRestoresAndResumingReentersAndAsksForARedraw() async {
        // In a new session the child's process group is orphaned, so the kernel discards the
        // stop itself: the handler restores, "stops", and carries on as if continued.
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            _ = setsid()
            let session = TerminalSessionSignalTests.enterSessionOnStandardOutput()
            raise(SIGTSTP)
            let events = session.receivedEvents()
            session.restore()
            exit(events == [.resumed] ? 0 : 1)
        }
        #expect(Self.output(result) == Self.enter + Self.restore + Self.enter + Self.restore)
    }

    @Test func onlyOneSessionAtATime() async {
        await #expect(processExitsWith: .failure) {
            let first = TerminalSessionSignalTests.enterSessionOnStandardOutput()
            let second = TerminalSessionSignalTests.enterSessionOnStandardOutput()
            withExtendedLifetime((first, second)) {}
        }
    }

    @Test func aSecondTerminationSignalBeforeTheLoopAcknowledgedTheFirstEndsTheProcess() async {
        // A stuck loop cannot keep the user from quitting.
        let result = await #expect(processExitsWith: .signal(SIGTERM), observing: [\.standardOutputContent]) {
            var configuration = TerminalSession.Configuration(
                outputDescriptor: STDOUT_FILENO, entersRawMode: false, requiresTerminal: false)
            configuration.deliversTerminationSignals = true
            let session = TerminalSession(configuration: configuration)
            try! session.enter()
            raise(SIGINT)
            raise(SIGTERM)
            withExtendedLifetime(session) {}
        }
        #expect(Self.output(result) == Self.enter + Self.restore)
    }

    @Test func aSecondCtrlZBeforeTheLoopSuspendsStopsOnceAndTheLoopDoesNotStopAgain() async {
        // In a session of its own, where a stop is discarded: the handler carries on as if
        // continued, so the counts of enter and restore sequences tell how often it stopped.
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            _ = setsid()
            var configuration = TerminalSession.Configuration(
                outputDescriptor: STDOUT_FILENO, entersRawMode: false, requiresTerminal: false)
            configuration.deliversSuspendSignal = true
            let session = TerminalSession(configuration: configuration)
            try! session.enter()
            raise(SIGTSTP)  // for the loop
            raise(SIGTSTP)  // the loop is stuck: stops at once
            let events = session.receivedEvents()
            if events.contains(.suspendRequested) { session.suspend() }  // must not stop again
            session.restore()
            exit(events == [.suspendRequested, .resumed] ? 0 : 1)
        }
        #expect(Self.output(result) == Self.enter + Self.restore + Self.enter + Self.restore)
    }

    @Test func acknowledgedTerminationSignalsKeepComingAsEventsUntilTheAppEndsTheProcess() async {
        let result = await #expect(processExitsWith: .signal(SIGINT), observing: [\.standardOutputContent]) {
            var configuration = TerminalSession.Configuration(
                outputDescriptor: STDOUT_FILENO, entersRawMode: false, requiresTerminal: false)
            configuration.deliversTerminationSignals = true
            let session = TerminalSession(configuration: configuration)
            try! session.enter()
            raise(SIGTERM)
            let first = session.receivedEvents()
            session.acknowledgeTermination()
            raise(SIGINT)
            let second = session.receivedEvents()
            guard first == [.terminationRequested(signal: SIGTERM)], second == [.terminationRequested(signal: SIGINT)]
            else { exit(1) }
            session.endProcess(as: SIGINT)
        }
        #expect(Self.output(result) == Self.enter + Self.restore)
    }
}
