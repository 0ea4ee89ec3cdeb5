import Foundation
import Glibc
import TerrariumTesting
import Testing

@testable import Terrarium
@testable import TerrariumTerminal

/// The driver on a logical clock, reading a pipe (or a pseudo-terminal) and recording what it
/// writes. Drivers share the main loop and signal handlers, so these run one at a time.
@MainActor
@Suite(.isolatedUI, .serialized, .cellSize(UIScreen.onePointPerCell)) final class TerminalDriverTests {
    let clock = ManualClock()
    let output = OutputRecorder()
    let input: (read: Int32, write: Int32)
    var drivers: [TerminalDriver] = []

    /// Where the session's own sequences go; the frames are recorded through `write`.
    let null = open("/dev/null", O_WRONLY)

    init() throws {
        input = try Platform.makeNonBlockingPipe()
    }

    deinit {
        close(input.read)
        close(input.write)
        close(null)
    }

    /// A started driver on a pipe, with a root controller showing "Hello".
    func startDriver(
        width: Int = 20, height: Int = 4, handlesSignals: Bool = false, size: (() -> TerminalSize)? = nil
    ) throws -> (TerminalDriver, RecordingController) {
        var configuration = TerminalDriver.Configuration(
            session: TerminalSession.Configuration(
                inputDescriptor: input.read, outputDescriptor: null, modes: [], entersRawMode: false,
                handlesSignals: handlesSignals, requiresTerminal: false),
            environment: Platform.Environment([.colorTerm: "truecolor"]))
        let clock = clock
        let output = output
        configuration.clock = { clock.now }
        configuration.write = { output.bytes += $0 }
        configuration.windowSize = { size?() ?? TerminalSize(columns: width, rows: height) }
        // Other suites share the main loop: let whatever they left scheduled run out first.
        MainLoop.main.advance(by: 3600)
        let driver = TerminalDriver(window: cellWindow(), configuration: configuration)
        drivers.append(driver)
        try driver.start()
        let controller = RecordingController()
        driver.window.rootViewController = controller
        driver.window.makeKeyAndVisible()
        return (driver, controller)
    }

    func finish() {
        for driver in drivers {
            driver.finish()
            driver.window.isHidden = true
        }
    }

    func type(_ text: String) {
        try! Platform.writeAll(bytes(text), to: input.write)
    }

    /// Replays everything written so far in a test terminal.
    func screen(width: Int = 20, height: Int = 4) -> TerminalEmulator {
        var emulator = TerminalEmulator(width: width, height: height)
        emulator.feed(output.bytes)
        return emulator
    }

    // MARK: Frames

    @Test func theFirstFrameShowsTheWindowAndAnIdleDriverWaitsForInput() throws {
        defer { finish() }
        let (driver, _) = try startDriver()
        try driver.runIteration(maxWait: 0)
        let emulator = screen()
        #expect(emulator.lines[1] == " Hello              ")
        #expect(emulator.problems.isEmpty)
        #expect(emulator.mismatches(against: driver.window.renderCanvas(), colorMode: .trueColor).isEmpty)
        // Nothing scheduled, nothing animating: poll(2) without a timeout, no CPU.
        #expect(driver.waitTimeout == nil)
        let written = output.bytes.count
        try driver.runIteration(maxWait: 0)
        #expect(output.bytes.count == written)
    }

    @Test func changesAreWrittenAsDiffs() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        try driver.runIteration(maxWait: 0)
        output.bytes.removeAll()
        controller.label.text = "Help"
        try driver.runIteration(maxWait: 0)
        #expect(readable(output.bytes) == "⎋[?2026h␈␈p⎋[0m ⎋[?2026l")
    }

    // MARK: Waiting

    @Test func scheduledWorkSetsTheWaitAndAnimationsWaitOneFrame() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        try driver.runIteration(maxWait: 0)
        MainLoop.main.schedule(after: 0.5) {}
        #expect(driver.waitTimeout == 0.5)
        clock.now += 0.5
        try driver.runIteration(maxWait: 0)
        #expect(driver.waitTimeout == nil)
        UIView.animate(withDuration: 1) { controller.label.alpha = 0 }
        try driver.runIteration(maxWait: 0)
        let start = clock.now
        #expect(abs(driver.waitTimeout! - 1.0 / 60.0) < 1e-9)
        // Woken 4 ms late: the next frame keeps to the 60 Hz schedule instead of slipping.
        clock.now = start + 1.0 / 60.0 + 0.004
        try driver.runIteration(maxWait: 0)
        #expect(abs(driver.waitTimeout! - (1.0 / 60.0 - 0.004)) < 1e-9)
        // An early turn (a key) leaves the deadline where it was.
        clock.now += 0.005
        try driver.runIteration(maxWait: 0)
        #expect(abs(driver.waitTimeout! - (1.0 / 60.0 - 0.009)) < 1e-9)
        clock.now += 2
        try driver.runIteration(maxWait: 0)
        #expect(driver.waitTimeout == nil)
    }

    @Test func theMainLoopFollowsTheClock() throws {
        defer { finish() }
        let (driver, _) = try startDriver()
        var fired: [TimeInterval] = []
        let start = MainLoop.main.now
        MainLoop.main.schedule(after: 0.25) { fired.append(MainLoop.main.now - start) }
        clock.now += 0.1
        try driver.runIteration(maxWait: 0)
        #expect(fired.isEmpty)
        clock.now += 0.2
        try driver.runIteration(maxWait: 0)
        #expect(fired == [0.25])
    }

    // MARK: Keys

    @Test func keysBecomePressesForTheKeyWindow() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        type("a⎋[A⎋[1;5C␍")
        try driver.runIteration(maxWait: 0)
        #expect(
            controller.log == [
                "began a", "ended a", "began up", "ended up", "began ctrl+right", "ended ctrl+right", "began enter",
                "ended enter",
            ])
    }

    @Test func aLoneEscapeIsPressedOnceTheTimeoutPasses() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        try driver.runIteration(maxWait: 0)
        type("⎋")
        try driver.runIteration(maxWait: 0)
        #expect(controller.log.isEmpty)
        #expect(abs((driver.waitTimeout ?? 0) - 0.05) < 1e-6)
        clock.now += 0.06
        try driver.runIteration(maxWait: 0)
        #expect(controller.log == ["began escape", "ended escape"])
    }

    @Test func theInputHandlerSeesEventsFirst() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        var seen: [TerminalInputEvent] = []
        driver.inputHandler = { event in
            seen.append(event)
            if case .paste = event { return true }
            return false
        }
        type("⎋[200~pasted⎋[201~x⎋[I")
        try driver.runIteration(maxWait: 0)
        #expect(seen == [.paste("pasted"), key("x"), .focus(true)])
        #expect(controller.log == ["began x", "ended x"])
    }

    // MARK: Mouse

    @Test func aClickAndDragTouchTheViewUnderThePointer() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        try driver.runIteration(maxWait: 0)
        // Press at (2, 1), drag to (3, 1), release there: each at the middle of its cell.
        type("⎋[<0;3;2M⎋[<32;4;2M⎋[<0;4;2m")
        try driver.runIteration(maxWait: 0)
        #expect(
            controller.button.touchLog == [
                "began \(CGPoint(x: 1.5, y: 0.5)) taps 1 buttons 1",
                "moved \(CGPoint(x: 2.5, y: 0.5)) from \(CGPoint(x: 1.5, y: 0.5))",
                "ended \(CGPoint(x: 2.5, y: 0.5))",
            ])
        type("⎋[<0;1;4M⎋[<0;1;4m")
        try driver.runIteration(maxWait: 0)
        #expect(controller.log == ["touch began", "touch ended"])
    }

    @Test func quickClicksOnOneCellCountTapsAndTheRightButtonIsSecondary() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        try driver.runIteration(maxWait: 0)
        type("⎋[<0;3;2M⎋[<0;3;2m⎋[<0;3;2M⎋[<0;3;2m")
        try driver.runIteration(maxWait: 0)
        clock.now += 0.6
        type("⎋[<0;3;2M⎋[<0;3;2m⎋[<2;3;2M⎋[<2;3;2m")
        try driver.runIteration(maxWait: 0)
        #expect(
            controller.button.touchLog.filter { $0.hasPrefix("began") } == [
                "began \(CGPoint(x: 1.5, y: 0.5)) taps 1 buttons 1", "began \(CGPoint(x: 1.5, y: 0.5)) taps 2 buttons 1",
                "began \(CGPoint(x: 1.5, y: 0.5)) taps 1 buttons 1", "began \(CGPoint(x: 1.5, y: 0.5)) taps 1 buttons 2",
            ])
    }

    @Test func theWheelScrollsTheViewUnderThePointerAndMovesAreIgnored() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        try driver.runIteration(maxWait: 0)
        type("⎋[<65;3;2M⎋[<64;3;2M⎋[<35;3;2M⎋[<65;1;4M")
        try driver.runIteration(maxWait: 0)
        #expect(
            controller.button.touchLog == [
                "scroll 0.0,1.0 at \(CGPoint(x: 1.5, y: 0.5))", "scroll 0.0,-1.0 at \(CGPoint(x: 1.5, y: 0.5))",
            ])
        #expect(controller.log == ["scroll 0.0,1.0"])
    }

    // MARK: Resizing, resuming, ending

    @Test func aResizeSignalResizesTheWindowAndRedrawsInFull() throws {
        defer { finish() }
        var size = TerminalSize(columns: 20, rows: 4)
        let (driver, controller) = try startDriver(handlesSignals: true, size: { size })
        try driver.runIteration(maxWait: 0)
        output.bytes.removeAll()
        size = TerminalSize(columns: 30, rows: 6)
        raise(SIGWINCH)
        try driver.runIteration(maxWait: 0)
        try driver.runIteration(maxWait: 0)
        #expect(driver.window.frame == CGRect(x: 0, y: 0, width: 30, height: 6))
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 30, height: 6))
        #expect(controller.log == ["transition to \(CGSize(width: 30, height: 6))"])
        #expect(readable(output.bytes).hasPrefix("⎋[?2026h⎋[0m⎋[2J"))
        #expect(screen(width: 30, height: 6).lines[1] == " Hello" + String(repeating: " ", count: 24))
    }

    @Test func anInBandResizeReportResizesTheWindow() throws {
        defer { finish() }
        let (driver, _) = try startDriver()
        type("⎋[48;5;25;0;0t")
        try driver.runIteration(maxWait: 0)
        #expect(driver.window.frame.size == CGSize(width: 25, height: 5))
    }

    @Test func resumingRedrawsTheLastFrameInFull() throws {
        defer { finish() }
        let (driver, _) = try startDriver(handlesSignals: true)
        try driver.runIteration(maxWait: 0)
        output.bytes.removeAll()
        raise(SIGCONT)
        try driver.runIteration(maxWait: 0)
        #expect(readable(output.bytes) == "⎋[?2026h⎋[0m⎋[2J⎋[2;2H⎋[38;2;255;255;255mHello⎋[?2026l")
    }

    @Test func aResumeThatInterruptedTheWaitRedrawsBeforeTheNextChange() throws {
        defer { finish() }
        let (driver, controller) = try startDriver(handlesSignals: true)
        try driver.runIteration(maxWait: 0)
        output.bytes.removeAll()
        // Ctrl-Z, fg: the terminal shows the shell's screen, and the app has a change pending.
        controller.label.text = "Help"
        raise(SIGCONT)
        try driver.runIteration(maxWait: 0)
        // One full frame with the change, not a diff drawn over the shell's screen first.
        #expect(readable(output.bytes) == "⎋[?2026h⎋[0m⎋[2J⎋[2;2H⎋[38;2;255;255;255mHelp⎋[?2026l")
    }

    @Test func theRunEndsWhenInputEnds() throws {
        defer { finish() }
        let (driver, controller) = try startDriver()
        type("q")
        close(input.write)
        try driver.runUntilStopped()
        #expect(controller.log == ["began q", "ended q"])
    }

    @Test func aFailedWriteStopsTheRunWithItsError() throws {
        defer { finish() }
        var configuration = TerminalDriver.Configuration(
            session: TerminalSession.Configuration(
                inputDescriptor: input.read, outputDescriptor: null, modes: [], entersRawMode: false,
                handlesSignals: false, requiresTerminal: false))
        configuration.write = { _ in throw TerminalError.systemCallFailed("write", errno: EIO) }
        configuration.windowSize = { TerminalSize(columns: 10, rows: 2) }
        let driver = TerminalDriver(window: cellWindow(), configuration: configuration)
        drivers.append(driver)
        try driver.start()
        driver.window.rootViewController = RecordingController()
        driver.window.makeKeyAndVisible()
        #expect(throws: TerminalError.systemCallFailed("write", errno: EIO)) { try driver.runUntilStopped() }
    }

    @Test func withoutATerminalTheDriverThrowsBeforeWritingAnything() throws {
        let pipe = try Platform.makeNonBlockingPipe()
        defer {
            close(pipe.read)
            close(pipe.write)
        }
        let configuration = TerminalDriver.Configuration(
            session: TerminalSession.Configuration(inputDescriptor: input.read, outputDescriptor: pipe.write))
        #expect(throws: TerminalError.notATerminal(fileDescriptor: input.read)) {
            try TerminalDriver.run(rootViewController: UIViewController(), configuration: configuration)
        }
        #expect(try Platform.readAvailable(from: pipe.read, capacity: 64) == nil)
        #expect(TerminalDriver.current == nil)
    }

    // MARK: A real terminal

    @Test func overAPseudoTerminalTheAppRunsInRawModeAndRestoresTheTerminal() throws {
        let terminal = PseudoTerminal(columns: 24, rows: 5)
        let original = try Platform.terminalAttributes(of: terminal.replica)
        var configuration = TerminalDriver.Configuration(
            session: TerminalSession.Configuration(
                inputDescriptor: terminal.replica, outputDescriptor: terminal.replica),
            environment: Platform.Environment([.term: "xterm-256color"]))
        let clock = clock
        configuration.clock = { clock.now }
        let driver = TerminalDriver(window: cellWindow(), configuration: configuration)
        try driver.start()
        let controller = RecordingController()
        driver.window.rootViewController = controller
        driver.window.makeKeyAndVisible()
        defer { driver.window.isHidden = true }
        #expect(driver.window.frame.size == CGSize(width: 24, height: 5))
        try driver.runIteration(maxWait: 0)
        terminal.type(bytes("x⎋[B"))
        try driver.runIteration(maxWait: 0.5)
        #expect(controller.log == ["began x", "ended x", "began down", "ended down"])
        driver.finish()

        let written = terminal.readOutput()
        let session = driver.session
        #expect(written.starts(with: Array(session.enterSequence.utf8)))
        #expect(readable(written).hasSuffix(readable(Array(session.restoreSequence.utf8))))
        var emulator = TerminalEmulator(width: 24, height: 5)
        emulator.feed(Array(written.dropLast(session.restoreSequence.utf8.count)))
        #expect(emulator.problems.isEmpty)
        #expect(emulator.mismatches(against: driver.window.renderCanvas(), colorMode: .palette256).isEmpty)
        #expect(try Platform.terminalAttributes(of: terminal.replica).c_lflag == original.c_lflag)
    }
}

// MARK: - Fixtures

/// A clock the test moves by hand.
@MainActor
final class ManualClock {
    var now: Double = 1_000
}

/// Collects everything the driver writes.
@MainActor
final class OutputRecorder {
    var bytes: [UInt8] = []
}

/// A view that records the touches and wheel turns it gets.
final class TouchView: UIView {
    var touchLog: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchLog += touches.map {
            "began \($0.location(in: self)) taps \($0.tapCount) buttons \(event?.buttonMask.rawValue ?? 0)"
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchLog += touches.map { "moved \($0.location(in: self)) from \($0.previousLocation(in: self))" }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchLog += touches.map { "ended \($0.location(in: self))" }
    }

    override func scrollWheel(with event: UIScrollEvent) {
        touchLog.append("scroll \(event.deltaX),\(event.deltaY) at \(event.location(in: self))")
    }
}

/// A root view controller showing "Hello" at (1, 1), with a button-like view at (2, 1) to
/// (4, 1), that records presses, touches that reach it, and size transitions.
final class RecordingController: UIViewController {
    let label = UILabel(frame: CGRect(x: 1, y: 1, width: 10, height: 1))
    let button = TouchView(frame: CGRect(x: 1, y: 1, width: 3, height: 1))
    let field = RecordingTextInputView(frame: CGRect(x: 5, y: 2, width: 10, height: 1))
    var log: [String] = []
    var commands: [UIKeyCommand] = []

    override var keyCommands: [UIKeyCommand]? { commands }

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Hello"
        label.textColor = .white
        view.addSubview(label)
        view.addSubview(button)
        view.addSubview(field)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.map { "began \($0.key!)" }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.map { "ended \($0.key!)" }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("touch began")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("touch ended")
    }

    override func scrollWheel(with event: UIScrollEvent) {
        log.append("scroll \(event.deltaX),\(event.deltaY)")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("transition to \(size)")
    }
}
