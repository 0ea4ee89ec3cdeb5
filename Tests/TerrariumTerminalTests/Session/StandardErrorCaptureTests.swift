import Foundation
import Glibc
import Terrarium
import TerrariumTesting
import Testing

@testable import TerrariumTerminal

/// Standard error while a session is entered: kept off the screen, printed after the
/// restore (or appended to a log file), however the program ends.
///
/// The tests that move descriptor 2 in the test process keep it moved for as short a time as
/// they can and run one at a time on the main actor, as the session's other tests do; what
/// other tests write to standard error meanwhile may show up in these tests' output, so they
/// check what is there and in which order, never that nothing else is.
@MainActor
@Suite(.isolatedUI, .serialized, .cellSize(UIScreen.onePointPerCell)) struct StandardErrorCaptureTests {
    @Test func aSessionOnAnotherTerminalLeavesStandardErrorAlone() throws {
        let terminal = PseudoTerminal()
        let session = TerminalSession(
            configuration: TerminalSession.Configuration(
                inputDescriptor: terminal.replica, outputDescriptor: terminal.replica))
        try session.enter()
        defer { session.restore() }
        #expect(!session.isCapturingStandardError)
    }

    @Test func standardErrorOnTheSessionsTerminalIsPrintedThereAfterTheRestore() throws {
        let terminal = PseudoTerminal()
        let session = TerminalSession(
            configuration: TerminalSession.Configuration(
                inputDescriptor: terminal.replica, outputDescriptor: terminal.replica))
        let marker = "warning: written while the screen was up"
        let saved = dup(STDERR_FILENO)
        dup2(terminal.replica, STDERR_FILENO)
        let whileUp: String
        let captured: Bool
        do {
            defer {
                session.restore()
                dup2(saved, STDERR_FILENO)
                close(saved)
            }
            try session.enter()
            captured = session.isCapturingStandardError
            writeToStandardError(marker)
            whileUp = readable(terminal.readOutput())
        }
        let afterwards = readable(terminal.readOutput())

        #expect(captured)
        #expect(whileUp.contains(readable(Array(session.enterSequence.utf8))))
        #expect(!whileUp.contains(marker))
        let restore = try #require(afterwards.range(of: readable(Array(session.restoreSequence.utf8))))
        #expect(afterwards[restore.upperBound...].contains(marker))
    }

    @Test func theDriverTakesTheLogFileFromTERRARIUM_LOG() {
        var configuration = TerminalDriver.Configuration()
        configuration.environment = Platform.Environment([.terrariumLog: "/tmp/app.log"])
        let driver = TerminalDriver(window: cellWindow(), configuration: configuration)
        #expect(driver.session.configuration.standardErrorLogPath == "/tmp/app.log")

        configuration.environment = Platform.Environment([.terrariumLog: ""])
        let unset = TerminalDriver(window: cellWindow(), configuration: configuration)
        #expect(unset.session.configuration.standardErrorLogPath == nil)
    }
}

/// The ways out, in a child process each, whose standard error is its standard output, so
/// the order of the terminal's bytes and the printed messages shows.
@Suite(.isolatedUI) struct StandardErrorCaptureExitTests: CaptureExitSuite {
    /// Joins standard error to standard output and enters a session on it that captures.
    static func enterCapturingSession(logPath: String? = nil) -> TerminalSession {
        enterSession(standardError: .always, logPath: logPath)
    }

    @Test func restoringPrintsWhatWasCapturedAfterTheTerminalIsBack() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let session = StandardErrorCaptureExitTests.enterCapturingSession()
            writeToStandardError("logged\n")
            session.restore()
            writeToStandardError("after\n")
            exit(0)
        }
        #expect(Self.output(result) == Self.enter + Self.restore + "logged\nafter\n")
    }

    @Test func exitingPrintsWhatWasCaptured() async {
        let result = await #expect(processExitsWith: .exitCode(3), observing: [\.standardOutputContent]) {
            let session = StandardErrorCaptureExitTests.enterCapturingSession()
            writeToStandardError("logged\n")
            withExtendedLifetime(session) {}
            exit(3)
        }
        #expect(Self.output(result) == Self.enter + Self.restore + "logged\n")
    }

    @Test func aTerminationSignalPrintsWhatWasCapturedBeforeTheProcessEnds() async {
        let result = await #expect(processExitsWith: .signal(SIGTERM), observing: [\.standardOutputContent]) {
            let session = StandardErrorCaptureExitTests.enterCapturingSession()
            writeToStandardError("logged\n")
            raise(SIGTERM)
            withExtendedLifetime(session) {}
        }
        #expect(Self.output(result) == Self.enter + Self.restore + "logged\n")
    }

    @Test func aCrashPrintsWhatWasCapturedAndTheCrashReportAfterTheRestore() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
            let session = StandardErrorCaptureExitTests.enterCapturingSession()
            writeToStandardError("logged\n")
            withExtendedLifetime(session) {}
            fatalError("boom")
        }
        let output = Self.output(result)
        #expect(output.hasPrefix(Self.enter + Self.restore + "logged\n"))
        #expect(output.contains("boom"), "Swift's own message, written while captured")
    }

    @Test func ctrlZPrintsWhatWasCapturedSoFarAndExitPrintsOnlyTheRest() async {
        // In a session of its own the kernel discards the stop; the handler carries on as if
        // continued (see TerminalSessionSignalTests).
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            _ = setsid()
            let session = StandardErrorCaptureExitTests.enterCapturingSession()
            writeToStandardError("before the stop\n")
            raise(SIGTSTP)
            writeToStandardError("after fg\n")
            session.restore()
            exit(0)
        }
        #expect(
            Self.output(result)
                == Self.enter + Self.restore + "before the stop\n" + Self.enter + Self.restore + "after fg\n")
    }

    @Test func aLogFileCollectsStandardErrorAndNothingIsPrinted() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let path = NSTemporaryDirectory() + "/terrarium-capture-test-\(getpid()).log"
            defer { unlink(path) }
            try! "earlier\n".write(toFile: path, atomically: false, encoding: .utf8)
            let session = StandardErrorCaptureExitTests.enterCapturingSession(logPath: path)
            writeToStandardError("logged\n")
            session.restore()
            writeToStandardError("after\n")
            let contents = try? String(contentsOfFile: path, encoding: .utf8)
            exit(contents == "earlier\nlogged\n" ? 0 : 1)
        }
        #expect(Self.output(result) == Self.enter + Self.restore + "after\n")
    }
}

/// Writes to descriptor 2 with one `write(2)`, as a log handler does.
private func writeToStandardError(_ text: String) {
    try! Platform.writeAll(Array(text.utf8), to: STDERR_FILENO)
}
