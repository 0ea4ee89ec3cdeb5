#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal set up for an app, and the promise to put it back however the program ends.
///
/// Entering a session puts the terminal in raw mode, writes the ``TerminalMode`` sequences
/// (alternate screen, hidden cursor, bracketed paste, mouse, focus events) and installs signal
/// handlers. ``restore()`` undoes it in reverse order, and so do the handlers:
///
/// | how the program ends or pauses | what happens |
/// | --- | --- |
/// | ``restore()``, `deinit`, `exit(3)` | restored (an `atexit` hook covers `exit`) |
/// | SIGINT, SIGTERM, SIGHUP, SIGQUIT | restored, then the signal's previous disposition runs (by default the process ends) |
/// | SIGINT, SIGTERM, SIGHUP with ``Configuration/deliversTerminationSignals`` | ``Event/terminationRequested(signal:)``; the run loop decides, and ends the process with ``endProcess(as:)``; a second one before ``acknowledgeTermination()`` ends it at once |
/// | SIGSEGV, SIGABRT, SIGILL, SIGBUS, SIGFPE (a crash, `fatalError`) | restored, then the signal is re-raised |
/// | SIGTSTP (Ctrl-Z) | restored and stopped; on SIGCONT raw mode and the modes come back and ``Event/resumed`` asks for a full redraw |
/// | SIGTSTP with ``Configuration/deliversSuspendSignal`` | ``Event/suspendRequested``; the run loop tells the app and calls ``suspend()``; a second one before that stops at once |
/// | SIGWINCH | ``Event/resized`` |
///
/// While the session is entered, it draws through its own copy of the output descriptor,
/// ``screenDescriptor``, and standard output and standard error are captured when they are the
/// session's terminal (``StandardOutputCapture``, ``StandardErrorCapture``): only the renderer
/// writes to the screen, and a `print` waits for the restore. Each way out above puts them
/// back after restoring the terminal and prints what was captured (unless it went to
/// ``Configuration/standardErrorLogPath``); Ctrl-Z prints what was captured so far.
///
/// ```swift
/// let session = TerminalSession()
/// try session.enter()
/// defer { session.restore() }
/// // draw, read keys; poll `session.signalDescriptor` for resizes and resumes
/// ```
///
/// The handlers are async-signal-safe: they write a precomputed byte string with `write(2)`,
/// put back a saved copy of the termios with `tcsetattr(3)`, and copy captured output with
/// `dup2(2)`, `read(2)` and `write(2)`. Resizes and resumes reach
/// the run loop through a self-pipe, ``signalDescriptor``, which ``receivedEvents()`` drains.
///
/// - Note: A Terrarium addition: on iOS the system owns the display. Only one session can be
///   entered at a time, since signal dispositions belong to the process. A fatal signal runs
///   the disposition it had before the session (the default one, unless something such as
///   Swift's backtracer installed a handler) after restoring the terminal.
public final class TerminalSession {
    /// What a session sets up, and on which descriptors.
    public struct Configuration: Sendable {
        /// The descriptor keys are read from, whose termios raw mode changes. Standard input by default.
        public var inputDescriptor: Int32

        /// The descriptor the mode sequences and frames are written to. Standard output by default.
        ///
        /// While the session is entered they go through a copy of it,
        /// ``TerminalSession/screenDescriptor``, so that standard output can be captured.
        public var outputDescriptor: Int32

        /// The modes entered, in order; they are left in reverse.
        public var modes: [TerminalMode]

        /// Whether to put the input terminal in raw mode.
        public var entersRawMode: Bool

        /// Whether Ctrl-C, Ctrl-Z and Ctrl-\ still send signals in raw mode (`ISIG`). When
        /// `false` they arrive as keys and the app decides what they do.
        public var keepsSignalKeys: Bool

        /// Whether to install the signal handlers.
        public var handlesSignals: Bool

        /// Whether SIGINT, SIGTERM and SIGHUP reach the run loop as
        /// ``Event/terminationRequested(signal:)`` instead of ending the process, so that the
        /// app can see Ctrl-C as a key and say goodbye (`applicationWillTerminate`). Only for
        /// a loop that polls ``TerminalSession/signalDescriptor``; off by default.
        public var deliversTerminationSignals = false

        /// Whether SIGTSTP (Ctrl-Z) reaches the run loop as ``Event/suspendRequested``, so the
        /// app hears it is going to the background before the process stops; the loop then
        /// calls ``TerminalSession/suspend()``. Off by default.
        public var deliversSuspendSignal = false

        /// Whether ``TerminalSession/enter()`` refuses descriptors that are not terminals
        /// with ``TerminalError/notATerminal(fileDescriptor:)``. Tests that record the bytes
        /// through a pipe turn it off.
        public var requiresTerminal: Bool

        /// Whether standard error moves off the screen while the session is entered:
        /// ``TerminalSession/StandardErrorCapture/whenSharingTerminal`` by default, so that
        /// only the renderer writes to the terminal.
        public var standardErrorCapture: StandardErrorCapture = .whenSharingTerminal

        /// Whether standard output, where `print` writes, moves off the screen while the
        /// session is entered: ``TerminalSession/StandardOutputCapture/whenSharingTerminal``
        /// by default, so that a `print` never lands in the middle of a frame.
        public var standardOutputCapture: StandardOutputCapture = .whenSharingTerminal

        /// The file captured standard error and standard output are appended to, created if
        /// missing; `nil` (the default) collects them in a temporary file printed after the
        /// restore. ``TerminalDriver`` sets it from the `TERRARIUM_LOG` environment variable.
        public var standardErrorLogPath: String?

        /// Creates a configuration; the defaults are what an app wants.
        ///
        ///     var configuration = TerminalSession.Configuration()
        ///     configuration.modes.removeAll { $0 == .mouseTracking }
        ///
        /// - Parameters:
        ///   - inputDescriptor: Where keys come from.
        ///   - outputDescriptor: Where output goes.
        ///   - modes: The modes to enter, in order.
        ///   - entersRawMode: Whether to put the input terminal in raw mode.
        ///   - keepsSignalKeys: Whether Ctrl-C and friends still send signals.
        ///   - handlesSignals: Whether to install the signal handlers.
        ///   - requiresTerminal: Whether both descriptors must be terminals.
        public init(
            inputDescriptor: Int32 = STDIN_FILENO,
            outputDescriptor: Int32 = STDOUT_FILENO,
            modes: [TerminalMode] = TerminalMode.applicationModes,
            entersRawMode: Bool = true,
            keepsSignalKeys: Bool = true,
            handlesSignals: Bool = true,
            requiresTerminal: Bool = true
        ) {
            self.inputDescriptor = inputDescriptor
            self.outputDescriptor = outputDescriptor
            self.modes = modes
            self.entersRawMode = entersRawMode
            self.keepsSignalKeys = keepsSignalKeys
            self.handlesSignals = handlesSignals
            self.requiresTerminal = requiresTerminal
        }
    }

    /// What a signal handler asks the run loop to do.
    public enum Event: Hashable, Sendable {
        /// SIGWINCH: the terminal changed size; ask it for the new one.
        case resized
        /// SIGCONT: the program resumed after a stop and the modes are back; redraw everything,
        /// since the shell drew over the screen.
        case resumed
        /// SIGINT, SIGTERM or SIGHUP arrived while ``Configuration/deliversTerminationSignals``
        /// is on. Call ``acknowledgeTermination()`` to carry on, or ``endProcess(as:)``.
        case terminationRequested(signal: Int32)
        /// SIGTSTP arrived while ``Configuration/deliversSuspendSignal`` is on: call
        /// ``suspend()`` once the app is ready.
        case suspendRequested
    }

    /// The configuration the session was made with.
    public let configuration: Configuration

    /// Whether the session is entered and not yet restored.
    public private(set) var isActive = false

    private var installedSignals: [Int32] = []
    private var wakePipe: (read: Int32, write: Int32)?
    /// The session's copy of the output descriptor while it is entered, or -1.
    private var screenCopy: Int32 = -1

    /// Creates a session; nothing changes until ``enter()``.
    ///
    /// - Parameter configuration: What to set up and where.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    deinit {
        restore()
        if let wakePipe {
            close(wakePipe.read)
            close(wakePipe.write)
        }
    }

    /// The sequence ``enter()`` writes: every mode's enter sequence, in order.
    public var enterSequence: String {
        configuration.modes.map(\.enterSequence).joined()
    }

    /// The sequence ``restore()`` and the signal handlers write: end synchronized output and
    /// reset the text style (in case the program stopped mid-frame), then every mode's exit
    /// sequence in reverse order.
    public var restoreSequence: String {
        TerminalMode.synchronizedOutput.exitSequence + "\u{1B}[0m"
            + configuration.modes.reversed().map(\.exitSequence).joined()
    }

    /// The descriptor that reaches the session's terminal; write frames here.
    ///
    /// While the session is entered, this is its own copy of
    /// ``Configuration/outputDescriptor``, made by ``enter()`` (and closed on `exec`, so child
    /// processes do not inherit it) and closed by ``restore()``: the mode sequences, the signal
    /// handlers' restores and ``TerminalDriver``'s frames go through it, while descriptor 1
    /// may point at the capture file (``StandardOutputCapture``). Otherwise it is the
    /// configured descriptor.
    ///
    ///     let frame = Array("\u{1B}[H\u{1B}[2JHello".utf8)
    ///     _ = write(session.screenDescriptor, frame, frame.count)
    ///
    /// - Note: A Terrarium addition: on iOS the system draws the screen.
    public var screenDescriptor: Int32 {
        screenCopy >= 0 ? screenCopy : configuration.outputDescriptor
    }

    /// The read end of the self-pipe the signal handlers write to; poll it with the input.
    ///
    /// `nil` until the session is entered with ``Configuration/handlesSignals`` on.
    public var signalDescriptor: Int32? {
        wakePipe?.read
    }

    /// Sets the terminal up: raw mode, the modes' sequences, the signal handlers.
    ///
    /// - Throws: ``TerminalError/notATerminal(fileDescriptor:)`` before anything is written
    ///   if ``Configuration/requiresTerminal`` is on and a descriptor is not a terminal;
    ///   ``TerminalError/systemCallFailed(_:errno:)`` if the terminal refuses raw mode.
    /// - Precondition: No other session is entered.
    public func enter() throws(TerminalError) {
        guard !isActive else { return }
        let handlers = SignalHandlers.self
        handlers.prepare()
        precondition(!handlers.state.pointee.isActive, "Another TerminalSession is already entered")
        if configuration.requiresTerminal {
            for descriptor in [configuration.inputDescriptor, configuration.outputDescriptor]
            where !Platform.isTerminal(descriptor) {
                throw .notATerminal(fileDescriptor: descriptor)
            }
        }
        let enterBytes = Array(enterSequence.utf8)
        let restoreBytes = Array(restoreSequence.utf8)
        precondition(
            enterBytes.count <= handlers.byteCapacity && restoreBytes.count <= handlers.byteCapacity,
            "Too many terminal modes for one session")

        // The screen's copy, the pipe and the capture file first: once raw mode is on, a
        // failure would leave the terminal in it.
        let screen = fcntl(configuration.outputDescriptor, F_DUPFD_CLOEXEC, 3)
        guard screen >= 0 else { throw .systemCallFailed("fcntl(F_DUPFD_CLOEXEC)", errno: errno) }
        let capturesOutput = shouldCaptureStandardOutput
        let capturesError = shouldCaptureStandardError
        var capture: (writer: Int32, reader: Int32)?
        var attributesDescriptor: Int32 = -1
        do {
            if configuration.handlesSignals, wakePipe == nil {
                wakePipe = try Platform.makeNonBlockingPipe()
            }
            if capturesOutput || capturesError {
                capture = try Platform.openCaptureFile(appendingTo: configuration.standardErrorLogPath)
            }
            if configuration.entersRawMode {
                let saved = try Platform.terminalAttributes(of: configuration.inputDescriptor)
                let raw = Platform.rawAttributes(from: saved, keepingSignalKeys: configuration.keepsSignalKeys)
                handlers.savedAttributes.pointee = saved
                handlers.rawAttributes.pointee = raw
                try Platform.setTerminalAttributes(raw, of: configuration.inputDescriptor, when: TCSANOW)
                attributesDescriptor = configuration.inputDescriptor
            }
        } catch {
            close(screen)
            if let capture {
                close(capture.writer)
                if capture.reader >= 0 { close(capture.reader) }
            }
            throw error
        }
        enterBytes.withUnsafeBufferPointer { handlers.enterBytes.update(from: $0.baseAddress!, count: $0.count) }
        restoreBytes.withUnsafeBufferPointer { handlers.restoreBytes.update(from: $0.baseAddress!, count: $0.count) }
        handlers.state.pointee = SignalHandlers.State(
            isActive: true,
            outputDescriptor: screen,
            attributesDescriptor: attributesDescriptor,
            restoreCount: restoreBytes.count,
            enterCount: enterBytes.count,
            wakeDescriptor: configuration.handlesSignals ? wakePipe?.write ?? -1 : -1,
            continueCount: 0,
            deliversTermination: configuration.deliversTerminationSignals,
            pendingTermination: 0,
            deliversSuspension: configuration.deliversSuspendSignal,
            pendingSuspension: false)
        isActive = true
        screenCopy = screen
        if let capture {
            do {
                try Self.beginCapture(
                    standardOutput: capturesOutput, standardError: capturesError, writer: capture.writer,
                    reader: capture.reader)
            } catch {
                restore()
                throw error
            }
        }
        if configuration.handlesSignals {
            installedSignals = handlers.install()
        }
        do {
            try Platform.writeAll(enterBytes, to: screen)
        } catch {
            restore()
            throw error
        }
    }

    /// Puts the terminal back: the ``restoreSequence``, the saved termios (discarding unread
    /// input such as late mouse reports), standard output and standard error (printing what a
    /// temporary capture file collected), and the signals' previous dispositions; then closes
    /// the session's copy of the output descriptor.
    ///
    /// Safe to call more than once; only the first call after ``enter()`` does anything.
    public func restore() {
        guard isActive else { return }
        let handlers = SignalHandlers.self
        // Keep handlers from running half-way through the teardown.
        var all = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&all)
        for signal in installedSignals { sigaddset(&all, signal) }
        pthread_sigmask(SIG_BLOCK, &all, &previousMask)
        let restoreBytes = Array(restoreSequence.utf8)
        try? Platform.writeAll(restoreBytes, to: screenCopy)
        if handlers.state.pointee.attributesDescriptor >= 0 {
            try? Platform.setTerminalAttributes(
                handlers.savedAttributes.pointee, of: handlers.state.pointee.attributesDescriptor, when: TCSAFLUSH)
        }
        Self.endCapture()
        handlers.state.pointee.isActive = false
        handlers.state.pointee.wakeDescriptor = -1
        handlers.uninstall(installedSignals)
        installedSignals = []
        isActive = false
        close(screenCopy)
        screenCopy = -1
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }

    /// Drains the self-pipe: the resizes and resumes signalled since the last call, in order,
    /// each at most once in a row.
    ///
    /// Call it when ``signalDescriptor`` is readable.
    public func receivedEvents() -> [Event] {
        guard let descriptor = wakePipe?.read else { return [] }
        var events: [Event] = []
        while let bytes = try? Platform.readAvailable(from: descriptor, capacity: 64), !bytes.isEmpty {
            for byte in bytes {
                let event: Event
                switch Int32(byte) {
                case SIGWINCH: event = .resized
                case SIGCONT: event = .resumed
                case SIGINT, SIGTERM, SIGHUP: event = .terminationRequested(signal: Int32(byte))
                case SIGTSTP: event = .suspendRequested
                default: continue
                }
                if events.last != event { events.append(event) }
            }
        }
        return events
    }

    /// Lets the next SIGINT, SIGTERM or SIGHUP reach the run loop again, after the app
    /// handled a ``Event/terminationRequested(signal:)`` (a responder took Ctrl-C).
    public func acknowledgeTermination() {
        SignalHandlers.state.pointee.pendingTermination = 0
    }

    /// Restores the terminal and stops the process, as Ctrl-Z does; returns after SIGCONT with
    /// raw mode and the modes back, and ``Event/resumed`` queued for a full redraw.
    ///
    /// Does nothing unless the session is entered with its signal handlers, or when the
    /// requested stop already happened (a second Ctrl-Z stops at once; the process must not
    /// stop again after `fg`).
    public func suspend() {
        guard isActive, !installedSignals.isEmpty, SignalHandlers.state.pointee.pendingSuspension else { return }
        SignalHandlers.state.pointee.pendingSuspension = false
        // The handler cannot flush stdio: an unfinished `print` is printed at the stop too.
        Platform.flushStandardStreams()
        SignalHandlers.suspend()
    }

    /// Ends the process as `signal` would have: restores the terminal, puts back the
    /// signal's disposition from before the session and raises it, so the shell sees the
    /// usual status (130 for SIGINT). If that disposition does not end the process, exits
    /// with status 128 + `signal`.
    ///
    /// - Parameter signal: SIGINT, SIGTERM, SIGHUP or another terminating signal.
    public func endProcess(as signal: Int32) -> Never {
        restore()
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, signal)
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        raise(signal)
        exit(128 + signal)
    }
}
