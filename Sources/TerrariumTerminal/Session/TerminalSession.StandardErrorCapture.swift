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
    /// Standard output, where `print` writes, is captured to the same file by the same rule
    /// (``StandardOutputCapture``), so the two keep the order they were written in.
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
        isActive && SignalHandlers.capture.pointee.standardError >= 0
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
}
