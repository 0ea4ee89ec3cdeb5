#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalSession {
    /// Whether a session moves standard output off the screen while it is entered.
    ///
    /// App code's `print` writes to descriptor 1, the terminal the app draws on: a line printed
    /// while the screen is up would land in the middle of the frame, and the renderer, which
    /// only writes what changed, would never paint over it. So while a session is entered it
    /// draws through its own copy of the terminal (``TerminalSession/screenDescriptor``, not
    /// inherited by child processes), and descriptor 1 points where captured standard error
    /// goes (see ``StandardErrorCapture``), the two in the order they were written:
    ///
    /// - the file named by ``Configuration/standardErrorLogPath`` (the driver fills it from
    ///   `TERRARIUM_LOG`), opened to append;
    /// - otherwise a temporary file whose contents are printed once the terminal is restored:
    ///   when the program exits, ends on a signal or crashes, and, so far, when Ctrl-Z stops
    ///   it (capture goes on after `fg`). They are printed to standard error when it was
    ///   captured too (the two were then the same terminal), else to standard output.
    ///
    /// Swift's `print` goes through stdio's buffer: the session flushes it before the switch
    /// and whenever it reads the capture, and makes standard output line-buffered while it is
    /// captured (as it is on a terminal), so a line printed just before a crash or a signal,
    /// whose handler cannot flush, is in the file and printed after the restore. Only a line
    /// that was never ended (`print(…, terminator: "")`) is lost then, as on a terminal; at
    /// `exit(3)` it is printed too.
    ///
    /// ```swift
    /// var configuration = TerminalSession.Configuration()
    /// configuration.standardOutputCapture = .never  // print draws on the screen, as before
    /// ```
    ///
    /// The default, ``whenSharingTerminal``, captures only when standard output is the
    /// terminal the session draws on. Run as `app > out.txt` or `app | less`, standard output
    /// is not a terminal and is left alone; a session drawing elsewhere (a test's
    /// pseudo-terminal, `/dev/tty`) leaves it alone too. ``TerminalDriver`` draws on standard
    /// output by default and refuses to start when it is not a terminal
    /// (``TerminalError/notATerminal(fileDescriptor:)``), so there is nothing to capture then.
    /// A session never captures when it reads its input from descriptor 1.
    ///
    /// - Note: A Terrarium addition: on iOS, standard output is the console, never the screen.
    public enum StandardOutputCapture: Hashable, Sendable {
        /// Standard output is left alone.
        case never
        /// Standard output is captured when it is the terminal the session draws on: the
        /// default, what an app run from a shell wants.
        case whenSharingTerminal
        /// Standard output is captured wherever it goes; for tests that check the capture.
        case always
    }

    /// Whether standard output points at the capture file now.
    public var isCapturingStandardOutput: Bool {
        isActive && SignalHandlers.capture.pointee.standardOutput >= 0
    }

    /// Whether ``enter()`` should capture standard output, by the configuration.
    var shouldCaptureStandardOutput: Bool {
        let standardOutput = STDOUT_FILENO
        guard configuration.inputDescriptor != standardOutput else { return false }
        switch configuration.standardOutputCapture {
        case .never: return false
        case .always: return fcntl(standardOutput, F_GETFD) >= 0
        case .whenSharingTerminal: return Platform.areSameTerminal(standardOutput, configuration.outputDescriptor)
        }
    }
}
