import Foundation
import Glibc
import Terrarium
import TerrariumTesting
import Testing

@testable import TerrariumTerminal

/// `print` while a session is entered (issue 27): it never lands on the frame, which the
/// session draws through its own descriptor, and it is printed after the restore (or appended
/// to a log file), however the program ends.
///
/// The tests that move descriptor 1 in the test process keep it moved for as short a time as
/// they can and run one at a time on the main actor; what other tests print meanwhile may show
/// up in their output, so they check what is there and in which order, never that nothing else is.
@MainActor
@Suite(.isolatedUI, .serialized, .cellSize(UIScreen.onePointPerCell)) struct StandardOutputCaptureTests {
    @Test func aSessionOnAnotherTerminalLeavesStandardOutputAlone() throws {
        let terminal = PseudoTerminal()
        let session = TerminalSession(
            configuration: TerminalSession.Configuration(
                inputDescriptor: terminal.replica, outputDescriptor: terminal.replica))
        try session.enter()
        defer { session.restore() }
        #expect(!session.isCapturingStandardOutput)
        #expect(session.screenDescriptor != terminal.replica, "the session draws through its own copy")
    }

    @Test func theDriverDrawsOnTheTerminalWhileAPrintWaitsForTheRestore() throws {
        let terminal = PseudoTerminal(columns: 30, rows: 6)
        let marker = "printed while the screen was up"
        var configuration = TerminalDriver.Configuration(
            session: TerminalSession.Configuration(inputDescriptor: terminal.replica, outputDescriptor: STDOUT_FILENO),
            environment: Platform.Environment([.term: "xterm-256color"]))
        let clock = ManualClock()
        configuration.clock = { clock.now }
        // Other suites share the main loop: let whatever they left scheduled run out first.
        MainLoop.main.advance(by: 3600)
        let controller = UIViewController()
        let label = UILabel(frame: CGRect(x: 1, y: 1, width: 20, height: 1))
        label.text = "Hello"
        controller.view.addSubview(label)

        // Standard output is the terminal the driver draws on, as in an app run from a shell.
        Platform.flushStandardStreams()
        let saved = dup(STDOUT_FILENO)
        dup2(terminal.replica, STDOUT_FILENO)
        let driver = TerminalDriver(window: cellWindow(), configuration: configuration)
        let whileUp: [UInt8]
        let captured: Bool
        do {
            defer {
                driver.finish()
                driver.window.isHidden = true
                dup2(saved, STDOUT_FILENO)
                close(saved)
            }
            try driver.start()
            driver.window.rootViewController = controller
            driver.window.makeKeyAndVisible()
            captured = driver.session.isCapturingStandardOutput
            try driver.runIteration(maxWait: 0)
            print(marker)
            label.text = "Hello again"
            try driver.runIteration(maxWait: 0)
            whileUp = terminal.readOutput()
        }
        let afterwards = readable(terminal.readOutput())

        #expect(captured)
        #expect(driver.window.frame.size == CGSize(width: 30, height: 6), "sized through the session's descriptor")
        #expect(!readable(whileUp).contains(marker))
        var emulator = TerminalEmulator(width: 30, height: 6)
        emulator.feed(whileUp)
        #expect(emulator.problems.isEmpty)
        #expect(emulator.mismatches(against: driver.window.renderCanvas(), colorMode: .palette256).isEmpty)
        let restore = try #require(afterwards.range(of: readable(Array(driver.session.restoreSequence.utf8))))
        #expect(afterwards[restore.upperBound...].contains(marker))
    }
}

/// The ways out, in a child process each, whose standard output plays the terminal: the
/// session draws through its copy of it, so the order of the terminal's bytes and the printed
/// lines shows.
@Suite(.isolatedUI) struct StandardOutputCaptureExitTests: CaptureExitSuite {
    /// Enters a session on standard output that captures it, and standard error too (joined
    /// to standard output) when asked.
    static func enterCapturingSession(joiningStandardError: Bool = false, logPath: String? = nil) -> TerminalSession {
        enterSession(standardOutput: .always, standardError: joiningStandardError ? .always : .never, logPath: logPath)
    }

    @Test func restoringPrintsWhatWasPrintedAfterTheTerminalIsBack() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let session = StandardOutputCaptureExitTests.enterCapturingSession()
            print("printed")
            session.restore()
            print("after")
            exit(0)
        }
        #expect(Self.output(result) == Self.enter + Self.restore + "printed\nafter\n")
    }

    @Test func exitingPrintsWhatWasPrintedEvenAnUnfinishedLine() async {
        let result = await #expect(processExitsWith: .exitCode(3), observing: [\.standardOutputContent]) {
            let session = StandardOutputCaptureExitTests.enterCapturingSession()
            print("printed")
            print("unfinished", terminator: "")
            withExtendedLifetime(session) {}
            exit(3)
        }
        #expect(Self.output(result) == Self.enter + Self.restore + "printed\nunfinished")
    }

    @Test func aTerminationSignalPrintsALinePrintedJustBefore() async {
        // The handler cannot flush stdio: the line is in the capture because it was ended.
        let result = await #expect(processExitsWith: .signal(SIGTERM), observing: [\.standardOutputContent]) {
            let session = StandardOutputCaptureExitTests.enterCapturingSession()
            print("printed")
            raise(SIGTERM)
            withExtendedLifetime(session) {}
        }
        #expect(Self.output(result) == Self.enter + Self.restore + "printed\n")
    }

    @Test func aCrashPrintsALinePrintedJustBeforeAfterTheRestore() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
            let session = StandardOutputCaptureExitTests.enterCapturingSession()
            print("printed")
            withExtendedLifetime(session) {}
            fatalError("boom")
        }
        #expect(Self.output(result).hasPrefix(Self.enter + Self.restore + "printed\n"))
    }

    @Test func ctrlZPrintsWhatWasPrintedSoFarAndExitPrintsOnlyTheRest() async {
        // In a session of its own the kernel discards the stop; the handler carries on as if
        // continued (see TerminalSessionSignalTests).
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            _ = setsid()
            let session = StandardOutputCaptureExitTests.enterCapturingSession()
            print("before the stop")
            raise(SIGTSTP)
            print("after fg")
            session.restore()
            exit(0)
        }
        #expect(
            Self.output(result)
                == Self.enter + Self.restore + "before the stop\n" + Self.enter + Self.restore + "after fg\n")
    }

    @Test func printsAndStandardErrorKeepTheOrderTheyWereWrittenIn() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let session = StandardOutputCaptureExitTests.enterCapturingSession(joiningStandardError: true)
            print("one")
            try! Platform.writeAll(Array("two\n".utf8), to: STDERR_FILENO)
            print("three")
            session.restore()
            exit(0)
        }
        #expect(Self.output(result) == Self.enter + Self.restore + "one\ntwo\nthree\n")
    }

    @Test func aLogFileCollectsPrintsWithStandardErrorAndNothingIsPrinted() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let path = NSTemporaryDirectory() + "/terrarium-stdout-capture-test-\(getpid()).log"
            defer { unlink(path) }
            try! "earlier\n".write(toFile: path, atomically: false, encoding: .utf8)
            let session = StandardOutputCaptureExitTests.enterCapturingSession(
                joiningStandardError: true, logPath: path)
            print("one")
            try! Platform.writeAll(Array("two\n".utf8), to: STDERR_FILENO)
            session.restore()
            print("after")
            let contents = try? String(contentsOfFile: path, encoding: .utf8)
            exit(contents == "earlier\none\ntwo\n" ? 0 : 1)
        }
        #expect(Self.output(result) == Self.enter + Self.restore + "after\n")
    }
}
