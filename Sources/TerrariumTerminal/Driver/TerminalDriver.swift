import Foundation
import Terrarium

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a Terrarium app in a terminal: the main loop on the real clock, frames out, keys and
/// clicks in.
///
/// On the main thread it runs `RunLoop.main`, as `UIApplicationMain` does (see
/// ``runUntilStopped()``): each time the run loop is about to sleep, `MainLoop.main` moves
/// to the monotonic time (layout, animations, scheduled work and drawing happen in that turn;
/// the window hands its canvas to the driver, which writes the frame's bytes in one write),
/// and the run loop sleeps until input, a signal, the app's own main-queue work, MainActor
/// jobs or timers, or the next deadline — 1/60 s while animations run, none when nothing is
/// scheduled, so an idle app uses no CPU. Input becomes UIKit events through a
/// `UIEventDispatcher`: keys go to the key window as `UIPressesEvent`s, mouse presses become
/// touches on the view under the pointer.
/// A resize sets the window's frame, which is a size transition.
///
/// ```swift
/// @main struct Mail {
///     @MainActor static func main() throws {
///         try TerminalDriver.run(rootViewController: InboxViewController())
///     }
/// }
/// ```
///
/// Run without a terminal (output redirected to a file, say), ``start()`` throws
/// ``TerminalError/notATerminal(fileDescriptor:)`` before writing a single escape sequence.
///
/// - Note: A Terrarium addition, standing in for `UIApplicationMain`. The window holds its
///   presenter weakly; the driver owns it, so keep the driver alive while the app runs.
@preconcurrency @MainActor
public final class TerminalDriver {
    /// The window the driver shows and sends events to.
    public let window: UIWindow

    /// The configuration the driver was made with.
    public let configuration: Configuration

    /// The terminal session the driver enters in ``start()`` and restores in ``finish()``.
    public let session: TerminalSession

    /// Sees each decoded event before the driver dispatches it; return `true` to keep the
    /// driver from dispatching it: to log input, or to give a key a meaning in every screen.
    ///
    ///     driver.inputHandler = { event in
    ///         if case .key(let key) = event, key.description == "f12" { Inspector.toggle(); return true }
    ///         return false
    ///     }
    public var inputHandler: (@MainActor (TerminalInputEvent) -> Bool)?

    /// The driver running now, so that an app can stop it: `TerminalDriver.current?.stop()`.
    public private(set) static weak var current: TerminalDriver?

    /// Whether ``start()`` ran and ``finish()`` has not.
    public private(set) var isRunning = false

    let presenter: Presenter
    /// Where input goes: the core's one entry, which headless screens deliver through too.
    let eventDispatcher: UIEventDispatcher
    var decoder = InputDecoder()
    private(set) var stopRequested = false
    /// The main thread's run loop while ``runUntilStopped()`` runs on it.
    var runLoopHost: RunLoopHost?
    /// The clock's reading when the main loop's clock read zero.
    private var clockOffset: Double = 0
    private var lastInputTime: Double = 0
    private(set) var inputClosed = false
    /// When the next animation frame is due, on the configuration's clock; `nil` when no
    /// animation runs.
    private var nextAnimationFrame: Double?

    /// Why the run ended, when a signal ended it: SIGINT for Ctrl-C that no responder
    /// handled, SIGTERM or SIGHUP. `nil` after ``stop()`` or the end of input.
    ///
    /// The static `run` methods and ``TerminalApplication`` end the process with this signal
    /// after restoring the terminal, so the shell sees the usual exit status.
    public private(set) var terminationSignal: Int32?

    /// Creates a driver for a window; nothing happens until ``start()`` or ``run()``.
    ///
    /// - Parameters:
    ///   - window: The window to show, sized to the terminal when the driver starts.
    ///   - configuration: Where to read, write and tell the time.
    public init(window: UIWindow, configuration: Configuration = Configuration()) {
        self.window = window
        self.configuration = configuration
        eventDispatcher = UIEventDispatcher(window: window)
        var sessionConfiguration = configuration.session
        // The loop polls the signal pipe, so Ctrl-C can be a key first and SIGTERM can say goodbye.
        sessionConfiguration.deliversTerminationSignals = true
        // And Ctrl-Z can send the app to the background before the process stops.
        sessionConfiguration.deliversSuspendSignal = true
        // Output captured while the screen is up goes to TERRARIUM_LOG when it is set.
        if sessionConfiguration.standardErrorLogPath == nil, let path = configuration.environment[.terrariumLog] {
            sessionConfiguration.standardErrorLogPath = path.isEmpty ? nil : path
        }
        let session = TerminalSession(configuration: sessionConfiguration)
        self.session = session
        let write: @MainActor ([UInt8]) throws -> Void
        if let custom = configuration.write {
            write = custom
        } else {
            // The session's own descriptor: descriptor 1 may be captured while it is entered.
            write = { bytes in try Platform.writeAll(bytes, to: session.screenDescriptor) }
        }
        presenter = Presenter(renderer: ANSIRenderer(environment: configuration.environment), write: write)
        decoder.escapeTimeout = configuration.escapeTimeout
    }

    /// The renderer that encodes frames; set its colour mode or default background here.
    public var renderer: ANSIRenderer {
        get { presenter.renderer }
        set { presenter.renderer = newValue }
    }

    // MARK: Running

    /// Makes a window for `rootViewController` filling the terminal, shows it, and runs until
    /// ``stop()``; the terminal is restored however the run ends.
    ///
    /// - Parameters:
    ///   - rootViewController: The app's root view controller.
    ///   - configuration: Where to read, write and tell the time.
    /// - Throws: ``TerminalError/notATerminal(fileDescriptor:)`` without a terminal, or a
    ///   failed write.
    ///
    /// Ctrl-C that no responder handles, SIGTERM and SIGHUP end the process after the
    /// terminal is restored, as those signals would have.
    public static func run(
        rootViewController: UIViewController, configuration: Configuration = Configuration()
    ) throws(TerminalError) {
        let driver = TerminalDriver(window: UIWindow(frame: .zero), configuration: configuration)
        try driver.start()
        driver.window.rootViewController = rootViewController
        driver.window.makeKeyAndVisible()
        try driver.runToEnd()
    }

    /// Runs until stopped, then finishes; a run a signal ended ends the process after the
    /// terminal is restored.
    func runToEnd() throws(TerminalError) {
        do {
            try runUntilStopped()
        } catch {
            UIApplication.shared.terminate()
            finish()
            throw error
        }
        UIApplication.shared.terminate()
        finish()
        if let terminationSignal { session.endProcess(as: terminationSignal) }
    }

    /// Starts, runs until ``stop()`` (or until input ends), then finishes.
    ///
    /// - Throws: What ``start()`` throws, or a failed write.
    public func run() throws(TerminalError) {
        try start()
        defer { finish() }
        try runUntilStopped()
    }

    /// Enters the terminal session, sizes the window to the terminal and becomes its presenter.
    ///
    /// Terrarium's logger (`MainLoop.main.logger`) gets a
    /// ``TerminalLogHandler`` here if it still has swift-log's default handler, so that its
    /// warnings reach ``TerminalLog/shared`` and a ``LogViewController``.
    ///
    /// - Throws: ``TerminalError/notATerminal(fileDescriptor:)`` before anything is written
    ///   when input or output is not a terminal (unless the session does not require one).
    public func start() throws(TerminalError) {
        guard !isRunning else { return }
        TerminalLogHandler.adoptTerrariumLogger()
        try session.enter()
        isRunning = true
        stopRequested = false
        terminationSignal = nil
        Self.current = self
        clockOffset = configuration.clock() - MainLoop.main.now
        resize(to: currentWindowSize())
        presenter.renderer.invalidate()
        window.canvasPresenter = presenter
    }

    /// Runs until ``stop()`` is called or input ends.
    ///
    /// On the process's main thread (an app's `@main`), the driver runs the main thread's
    /// `RunLoop`, as `UIApplicationMain` does on iOS: the main dispatch queue, MainActor jobs,
    /// `Timer`s, `RunLoop.main.perform` and `OperationQueue.main` all run between the main
    /// loop's turns, and what they change is drawn before the thread sleeps (see
    /// ``runsOnMainRunLoop``). Elsewhere (a test's MainActor under Swift Testing is not the
    /// main thread) it runs ``runIteration(maxWait:)`` in a loop, which waits in `poll(2)`.
    ///
    /// - Throws: A failed write, after which the driver stops.
    public func runUntilStopped() throws(TerminalError) {
        if runsOnMainRunLoop {
            try runOnMainRunLoop()
            return
        }
        while !stopRequested {
            try runIteration()
        }
    }

    /// Asks the run to end after the current iteration (or, on the run loop, as soon as the
    /// work running now returns).
    public func stop() {
        stopRequested = true
        runLoopHost?.stopWaiting()
    }

    /// Restores the terminal and stops presenting; the window stays as it is.
    public func finish() {
        guard isRunning else { return }
        if window.canvasPresenter === presenter {
            window.canvasPresenter = nil
        }
        session.restore()
        isRunning = false
        if Self.current === self { Self.current = nil }
    }

    /// Runs one iteration: a main-loop turn at the current time (presenting a frame if
    /// anything changed), then a wait in `poll(2)` for input, a signal or the next deadline,
    /// then the input's events.
    ///
    /// Work enqueued on the main dispatch queue, the MainActor or the run loop does not wake
    /// this wait; ``runUntilStopped()`` on the main thread uses the run loop instead.
    ///
    /// - Parameter maxWait: The longest wait, in seconds, whatever ``waitTimeout`` says;
    ///   tests pass 0 to never block.
    /// - Throws: A failed write.
    public func runIteration(maxWait: TimeInterval? = nil) throws(TerminalError) {
        handleSignals()
        try commitTurn()
        guard !stopRequested else { return }
        var timeout = waitTimeout
        if let maxWait {
            timeout = min(timeout ?? maxWait, maxWait)
        }
        var descriptors = [configuration.session.inputDescriptor]
        if let signals = session.signalDescriptor { descriptors.append(signals) }
        if inputClosed { descriptors[0] = -1 }
        let ready = Platform.waitForInput(on: descriptors, timeout: timeout)
        catchUpClock()
        if ready[0] { readInput() }
    }

    /// Reads the signals the session's handlers noted and acts on them.
    ///
    /// Signals come before a turn: a resume or resize that interrupted the last wait must
    /// reach the renderer before that turn's frame is drawn against a screen that is not there.
    func handleSignals() {
        for event in session.receivedEvents() { handleSessionEvent(event) }
    }

    /// The turn every wake ends with: a lone Esc whose wait ran out becomes a key, the main
    /// loop moves to the current time (layout, due work, animations, a frame if anything
    /// changed), and the next animation frame is timed.
    ///
    /// - Throws: The first failed write, after which the driver stops.
    func commitTurn() throws(TerminalError) {
        if let pending = decoder.pendingTimeout, configuration.clock() - lastInputTime >= pending {
            for event in decoder.flush() { handle(event) }
        }
        MainLoop.main.advance(to: loopTime)
        scheduleAnimationFrame()
        if let error = presenter.writeError {
            stop()
            throw error
        }
    }

    /// Moves the main loop's clock to the time of a wake before anything else runs, so that
    /// input handlers and foreign work read the current time (an animation a key starts
    /// begins now, not when the loop went to sleep).
    func catchUpClock() {
        MainLoop.main.catchUp(to: loopTime)
    }

    /// How long the next wait may last: 0 when a turn has work now; until the next
    /// scheduled work or pending escape timeout; at most one animation frame while animations
    /// run; `nil` — until input arrives — when nothing is scheduled.
    public var waitTimeout: TimeInterval? {
        let loop = MainLoop.main
        if loop.hasWorkDueNow { return 0 }
        var timeout: TimeInterval?
        func limit(_ seconds: TimeInterval) {
            timeout = min(timeout ?? seconds, max(0, seconds))
        }
        if let deadline = loop.nextDeadline { limit(deadline - loop.now) }
        if loop.hasRunningAnimations {
            limit((nextAnimationFrame ?? configuration.clock()) - configuration.clock())
        }
        if let pending = decoder.pendingTimeout { limit(lastInputTime + pending - configuration.clock()) }
        return timeout
    }

    /// Sets the time of the next animation frame: one interval after the last frame's
    /// scheduled time, so that waking a little late (poll's millisecond rounding, a busy
    /// machine) does not stretch every frame and the rate holds at 1/interval; one interval
    /// from now after a pause or when frames fell behind.
    private func scheduleAnimationFrame() {
        guard MainLoop.main.hasRunningAnimations else {
            nextAnimationFrame = nil
            return
        }
        let now = configuration.clock()
        let interval = configuration.animationFrameInterval
        if let scheduled = nextAnimationFrame, now < scheduled {
            return  // An early turn (input): the frame deadline stands.
        }
        var next = (nextAnimationFrame ?? now) + interval
        if next <= now { next = now + interval }
        nextAnimationFrame = next
    }

    /// The main loop's time now: the clock, less its reading when the driver started.
    var loopTime: TimeInterval {
        configuration.clock() - clockOffset
    }

    // MARK: Input

    /// Reads what the terminal sent and dispatches its events; at the end of input, stops.
    func readInput() {
        let descriptor = configuration.session.inputDescriptor
        let bytes: [UInt8]
        do {
            guard let available = try Platform.readAvailable(from: descriptor, capacity: 65_536) else { return }
            bytes = available
        } catch {
            // A terminal that hung up reads as EIO on Linux, not as end of file; polling it
            // again would return at once, forever (under nohup no SIGHUP ends the run).
            bytes = []
        }
        if bytes.isEmpty {
            // End of input (the terminal hung up, a test's pipe closed): nothing more will come.
            inputClosed = true
            for event in decoder.flush() { handle(event) }
            stop()
            return
        }
        lastInputTime = configuration.clock()
        for event in decoder.decode(bytes) { handle(event) }
    }

    private func handleSessionEvent(_ event: TerminalSession.Event) {
        switch event {
        case .resized:
            resize(to: currentWindowSize())
        case .resumed:
            // The shell drew over the screen: this turn's frame is drawn in full.
            MainLoop.main.resumeAmbientWork()
            presenter.renderer.invalidate()
            window.setNeedsDisplay()
            UIApplication.shared.setState(.active)
        case .suspendRequested:
            UIApplication.shared.setState(.background)
            // Nobody sees a spinner turn while the process is stopped.
            MainLoop.main.pauseAmbientWork()
            session.suspend()
            // Back from the stop: the resume must reach the renderer before this turn's frame.
            for event in session.receivedEvents() { handleSessionEvent(event) }
        case .terminationRequested(let signal):
            if signal == SIGINT {
                // Ctrl-C is a key first: a responder may take it; if none does, the press ends the app.
                handle(.key(UIKey(name: "ctrl+c")!))
            } else {
                terminate(signal: signal)
            }
            if terminationSignal == nil { session.acknowledgeTermination() }
        }
    }

    /// Ends the run because of `signal`; see ``terminationSignal``.
    func terminate(signal: Int32) {
        terminationSignal = signal
        stop()
    }

    private func currentWindowSize() -> TerminalSize {
        if let windowSize = configuration.windowSize {
            return windowSize() ?? TerminalSize(columns: 80, rows: 24)
        }
        return Platform.windowSize(of: session.screenDescriptor) ?? TerminalSize(columns: 80, rows: 24)
    }

    /// Sizes the screen and window to the terminal; a new size is a size transition, and the
    /// next frame is a full redraw (the terminal may have reflowed what it showed).
    func resize(to size: TerminalSize) {
        presenter.renderer.invalidate()
        if window.frame.size == window.screen.size(columns: size.columns, rows: size.rows) {
            // No size transition will draw a frame: ask for one.
            window.setNeedsDisplay()
        }
        eventDispatcher.resize(to: CGSize(width: size.columns, height: size.rows))
    }
}
