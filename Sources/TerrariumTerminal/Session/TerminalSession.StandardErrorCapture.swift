#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalSession {
    /// Whether a session moves standard error off the screen while it is entered.
    ///
    /// Anything written to standard error while the app's screen is up — a swift-log
    /// warning through the default `StreamLogHandler`, a `print(…, to: &standardError)`, a
    /// child process's complaint — would land in the middle of the frame, and the renderer,
    /// which only writes what changed, would never paint over it. So while a session is
    /// entered, file descriptor 2 points at a file instead:
    ///
    /// - the file named by ``Configuration/standardErrorLogPath`` (the driver fills it from
    ///   `TERRARIUM_LOG`), opened to append: what was written stays there, and nothing is
    ///   printed after exit;
    /// - otherwise a temporary file, unlinked as soon as it is made, whose contents are printed
    ///   to the real standard error once the terminal is restored — when the program exits,
    ///   ends on a signal or crashes (the signal handlers copy it with `read(2)` and
    ///   `write(2)` only), and also when Ctrl-Z stops it, so the shell shows what was logged
    ///   so far; capture goes on after `fg`, and what was printed at the stop is not printed
    ///   again at exit.
    ///
    /// ```swift
    /// var configuration = TerminalSession.Configuration()
    /// configuration.standardErrorCapture = .always
    /// configuration.standardErrorLogPath = "/tmp/app.log"
    /// ```
    ///
    /// The default, ``whenSharingTerminal``, captures only when standard error is the
    /// terminal the session draws on: `app 2> errors.txt` keeps writing to `errors.txt`, and
    /// a test that enters a session on a pseudo-terminal keeps the test runner's standard
    /// error. A session never captures when its own input or output is descriptor 2.
    ///
    /// - Note: A Terrarium addition: on iOS the console is not the screen.
    public enum StandardErrorCapture: Hashable, Sendable {
        /// Standard error is left alone.
        case never
        /// Standard error is captured when it is the terminal the session draws on: the
        /// default, what an app run from a shell wants.
        case whenSharingTerminal
        /// Standard error is captured wherever it goes; for tests that check the capture.
        case always
    }

    /// Whether standard error points at the capture file now.
    public var isCapturingStandardError: Bool {
        isActive && SignalHandlers.capture.pointee.original >= 0
    }

    /// Whether ``enter()`` should capture standard error, by the configuration.
    var shouldCaptureStandardError: Bool {
        let standardError = STDERR_FILENO
        guard configuration.inputDescriptor != standardError, configuration.outputDescriptor != standardError
        else { return false }
        switch configuration.standardErrorCapture {
        case .never: return false
        case .always: return fcntl(standardError, F_GETFD) >= 0
        case .whenSharingTerminal: return Platform.areSameTerminal(standardError, configuration.outputDescriptor)
        }
    }

    /// Points descriptor 2 at the opened capture file, keeping a copy of the original for
    /// the restore. Call with the signal handlers not yet installed.
    static func beginStandardErrorCapture(writer: Int32, reader: Int32) throws(TerminalError) {
        let original = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3)
        guard original >= 0 else {
            let code = errno
            close(writer)
            if reader >= 0 { close(reader) }
            throw .systemCallFailed("fcntl(F_DUPFD_CLOEXEC)", errno: code)
        }
        fflush(nil)  // stdio buffers, so nothing written before the switch lands after it
        _ = dup2(writer, STDERR_FILENO)
        close(writer)
        SignalHandlers.capture.pointee = SignalHandlers.CaptureState(original: original, reader: reader)
    }

    /// Puts descriptor 2 back and prints what a temporary capture file still holds, then
    /// closes the capture's descriptors. Call with the signal handlers blocked or removed.
    static func endStandardErrorCapture() {
        let state = SignalHandlers.capture.pointee
        guard state.original >= 0 else { return }
        fflush(nil)  // stdio buffers, so nothing written before the switch lands after it
        SignalHandlers.endStandardErrorCapture()
        close(state.original)
        if state.reader >= 0 { close(state.reader) }
    }
}

// The capture's side of the signal handlers: async-signal-safe, like the rest of them.
extension TerminalSession.SignalHandlers {
    /// The descriptors the capture keeps; -1 when standard error is not captured.
    struct CaptureState {
        /// A copy of descriptor 2 from before the capture: the real standard error.
        var original: Int32 = -1
        /// The temporary file, read from where the last print stopped; -1 with a log file,
        /// which is never printed.
        var reader: Int32 = -1
    }

    nonisolated(unsafe) static let capture: UnsafeMutablePointer<CaptureState> = {
        let pointer = UnsafeMutablePointer<CaptureState>.allocate(capacity: 1)
        pointer.initialize(to: CaptureState())
        return pointer
    }()

    static let copyBufferCapacity = 4096
    nonisolated(unsafe) static let copyBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: copyBufferCapacity)

    /// Prints to the real standard error what the temporary file collected since the last
    /// print; descriptor 2 stays on the capture. Before a stop, after the terminal is restored.
    static func printCapturedStandardError() {
        let state = capture.pointee
        guard state.original >= 0 else { return }
        copyCaptured(from: state.reader, to: state.original)
    }

    /// Points descriptor 2 back at the real standard error and prints what the temporary
    /// file still holds; the capture is over. After the terminal is restored, on every way out.
    static func endStandardErrorCapture() {
        let state = capture.pointee
        guard state.original >= 0 else { return }
        capture.pointee = CaptureState()
        _ = dup2(state.original, STDERR_FILENO)
        copyCaptured(from: state.reader, to: STDERR_FILENO)
    }

    private static func copyCaptured(from reader: Int32, to destination: Int32) {
        guard reader >= 0 else { return }
        while true {
            let count = read(reader, copyBuffer, copyBufferCapacity)
            if count > 0 {
                writeFully(copyBuffer, count: count, to: destination)
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
