import Foundation
import Glibc
import TerrariumTesting
import Testing

@testable import Terrarium
@testable import TerrariumTerminal

// Events travelling UIKit's way from the terminal: key commands, text input and paste, the
// text cursor, focus reports, Ctrl-C and termination signals, and the app delegate's launch.
extension TerminalDriverTests {
    // MARK: Key commands and text input

    @Test func keyCommandsTakeTheirKeysBeforePressesBegan() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        var ran: [String] = []
        controller.commands = [
            UIKeyCommand(input: "n", modifierFlags: .control) { ran.append("new \($0.input!)") },
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: .shift) { _ in ran.append("extend") },
            UIKeyCommand(input: UIKeyCommand.inputF5, modifierFlags: []) { _ in ran.append("refresh") },
            UIKeyCommand(input: "d", modifierFlags: [], attributes: .disabled) { _ in ran.append("disabled") },
        ]
        type("\u{0E}x⎋[1;2B⎋[15~d")
        try driver.runIteration(maxWait: 0)
        #expect(ran == ["new n", "extend", "refresh"])
        #expect(controller.log == ["began x", "ended x", "began d", "ended d"])
    }

    @Test func aTextFirstResponderGetsTypingBeforeCommandsAndPastesAsOneInsertion() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        var ran: [String] = []
        controller.commands = [
            UIKeyCommand(input: "q", modifierFlags: []) { _ in ran.append("q") },
            UIKeyCommand(input: "s", modifierFlags: .control) { _ in ran.append("save") },
        ]
        try driver.runIteration(maxWait: 0)
        #expect(controller.field.becomeFirstResponder())
        type("aq⎋[200~pasted text⎋[201~\u{7F}\u{13}⎋[A")
        try driver.runIteration(maxWait: 0)
        #expect(controller.field.edits == ["a", "q", "pasted text", "⌫"])
        #expect(controller.field.text == "aqpasted tex")
        #expect(ran == ["save"])
        #expect(controller.log == ["began up", "ended up"])
    }

    @Test func aCommandThatWantsPriorityComesBeforeTextInput() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        var ran = 0
        let command = UIKeyCommand(input: "q", modifierFlags: []) { _ in ran += 1 }
        command.wantsPriorityOverSystemBehavior = true
        controller.commands = [command]
        controller.field.becomeFirstResponder()
        type("q")
        try driver.runIteration(maxWait: 0)
        #expect(ran == 1)
        #expect(controller.field.edits.isEmpty)
    }

    @Test func theTerminalCursorShowsAtTheFirstResponderInsertionPointAndHidesAfter() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        try driver.runIteration(maxWait: 0)
        output.bytes.removeAll()
        controller.field.becomeFirstResponder()
        type("ab")
        try driver.runIteration(maxWait: 0)
        try driver.runIteration(maxWait: 0)
        // The field is at (5, 2): the cursor shows at its start, then moves on after "ab"
        // (a frame of just the move: the field draws nothing).
        #expect(readable(output.bytes) == "⎋[?2026h⎋[3;6H⎋[?25h⎋[?2026l⎋[?2026h⎋[3;8H⎋[?2026l")
        output.bytes.removeAll()
        controller.field.resignFirstResponder()
        try driver.runIteration(maxWait: 0)
        #expect(readable(output.bytes) == "⎋[?2026h⎋[?25l⎋[?2026l")
    }

    // MARK: One input path

    @Test func aDoubleClickCountsTheSameInTheTerminalAndOnAHeadlessScreen() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        try driver.runIteration(maxWait: 0)
        type("⎋[<0;3;2M⎋[<0;3;2m⎋[<0;3;2M⎋[<0;3;2m")
        try driver.runIteration(maxWait: 0)
        let screen = HeadlessScreen(width: 20, height: 4)
        let headless = RecordingController()
        screen.show(headless)
        screen.tap(at: CGPoint(x: 2, y: 1), tapCount: 2)
        #expect(controller.button.touchLog.filter { $0.hasPrefix("began") }.count == 2)
        #expect(headless.button.touchLog == controller.button.touchLog)
        screen.window.isHidden = true
    }

    // MARK: Ctrl-C and signals

    @Test func ctrlCThatNoResponderHandlesEndsTheRunAsSIGINT() throws {
        defer { finish() }
        let (driver, _) = try startDriver()
        driver.window.rootViewController = UIViewController()
        type("\u{03}")
        try driver.runUntilStopped()
        #expect(driver.terminationSignal == SIGINT)
    }

    @Test func ctrlCThatAResponderHandlesKeepsTheAppRunning() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        type("\u{03}")
        try driver.runIteration(maxWait: 0)
        #expect(controller.log == ["began ctrl+c", "ended ctrl+c"])
        #expect(driver.terminationSignal == nil)
    }

    @Test func sigintIsCtrlCForTheRespondersAndSigtermEndsTheRun() throws {
        defer { finish() }
        let (driver, controller) = try startDriver(handlesSignals: true)
        try driver.runIteration(maxWait: 0)
        raise(SIGINT)
        try driver.runIteration(maxWait: 0)
        raise(SIGINT)
        try driver.runIteration(maxWait: 0)
        #expect(controller.log == ["began ctrl+c", "ended ctrl+c", "began ctrl+c", "ended ctrl+c"])
        raise(SIGTERM)
        try driver.runUntilStopped()
        #expect(driver.terminationSignal == SIGTERM)
    }

    @Test func ctrlZSendsTheAppToTheBackgroundBeforeTheProcessStopsAndBackAfter() async {
        // In a child of its own session, where the stop is discarded (an orphaned process
        // group) and the session carries on as if continued.
        await #expect(processExitsWith: .success) {
            _ = setsid()
            await MainActor.run {
                let input = try! Platform.makeNonBlockingPipe()
                var configuration = TerminalDriver.Configuration(
                    session: TerminalSession.Configuration(
                        inputDescriptor: input.read, outputDescriptor: open("/dev/null", O_WRONLY), modes: [],
                        entersRawMode: false, requiresTerminal: false))
                configuration.windowSize = { TerminalSize(columns: 10, rows: 2) }
                let delegate = RecordingApplicationDelegate()
                UIApplication.shared.launch(delegate: delegate)
                let driver = TerminalDriver(window: cellWindow(), configuration: configuration)
                try! driver.start()
                driver.window.rootViewController = UIViewController()
                driver.window.makeKeyAndVisible()
                delegate.log.removeAll()
                raise(SIGTSTP)
                try! driver.runIteration(maxWait: 0)
                try! driver.runIteration(maxWait: 0)
                driver.finish()
                let expected = ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"]
                exit(delegate.log == expected ? 0 : 1)
            }
        }
    }

    // MARK: The application

    @Test func focusReportsMakeTheAppInactiveAndActiveAgain() throws {
        defer { finish() }
        let (driver, _) = try startDriver()
        let delegate = RecordingApplicationDelegate()
        UIApplication.shared.launch(delegate: delegate)
        defer { UIApplication.shared.terminate() }
        delegate.log.removeAll()
        type("⎋[O")
        try driver.runIteration(maxWait: 0)
        #expect(UIApplication.shared.applicationState == .inactive)
        type("⎋[I")
        try driver.runIteration(maxWait: 0)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(delegate.log == ["willResignActive", "didBecomeActive"])
    }

    @Test func anAppDelegateLaunchesShowsItsWindowAndSaysGoodbye() throws {
        let delegate = RecordingApplicationDelegate()
        delegate.makeRootViewController = { RecordingController() }
        try TerminalApplication.run(delegate: delegate, configuration: applicationConfiguration())
        #expect(delegate.log == ["willFinishLaunching", "didFinishLaunching", "didBecomeActive", "willTerminate"])
        #expect(delegate.screenBoundsAtLaunch == CGRect(x: 0, y: 0, width: 30, height: 5))
        #expect(screen(width: 30, height: 5).lines[1].hasPrefix(" Hello"))
        delegate.window?.isHidden = true
    }

    @Test func anAppDelegateWithoutAWindowIsAClearError() throws {
        let delegate = RecordingApplicationDelegate()
        #expect(throws: TerminalError.noWindow) {
            try TerminalApplication.run(delegate: delegate, configuration: applicationConfiguration())
        }
        #expect(delegate.log.last == "willTerminate")
        #expect("\(TerminalError.noWindow)".contains("makeKeyAndVisible()"))
    }

    @Test func mainWithoutATerminalSaysSoAndExitsWithStatusOne() async {
        // On the main actor, as `main` must be; not through `MainActor.run`, whose result would
        // be `Never` and the code the macro puts after it unreachable.
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) { @MainActor in
            // Standard input from /dev/null: not a terminal, however the tests were started.
            let null = open("/dev/null", O_RDONLY)
            dup2(null, STDIN_FILENO)
            TerminalApplication.main(delegate: RecordingApplicationDelegate())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.hasPrefix("error: TerrariumTerminal needs a terminal, but standard input (fd 0) is not one."))
    }

    @Test func aFinalDelegateClassCanBeMadeByTerminalApplicationForMain() {
        func make<Delegate: TerminalApplicationDelegate>(_ type: Delegate.Type) -> Delegate { Delegate() }
        let delegate = make(ReadmeAppDelegate.self)
        #expect(delegate.window == nil)
    }

    /// A configuration on the test's pipe that quits once the first frame is out.
    private func applicationConfiguration() -> TerminalDriver.Configuration {
        var configuration = TerminalDriver.Configuration(
            session: TerminalSession.Configuration(
                inputDescriptor: input.read, outputDescriptor: null, modes: [], entersRawMode: false,
                handlesSignals: false, requiresTerminal: false),
            environment: Platform.Environment([.colorTerm: "truecolor"]))
        let clock = clock
        let output = output
        configuration.clock = { clock.now }
        configuration.write = { bytes in
            output.bytes += bytes
            TerminalDriver.current?.stop()
        }
        configuration.windowSize = { TerminalSize(columns: 30, rows: 5) }
        return configuration
    }
}

/// The app delegate of the TerrariumTerminal documentation, minus `@main`.
final class ReadmeAppDelegate: UIResponder, TerminalApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
