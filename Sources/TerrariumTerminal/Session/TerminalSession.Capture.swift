#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Moving standard output and standard error off the screen while a session is entered, and
// back: the one file both go to, and its side of the signal handlers. Which streams are
// captured is each stream's policy (`StandardOutputCapture`, `StandardErrorCapture`).

extension TerminalSession {
    /// Points the chosen standard streams at the opened capture file, keeping a copy of each
    /// original for the restore. Call with the signal handlers not yet installed.
    ///
    /// Both streams share the one file, opened to append, so their lines stay in the order
    /// they were written in. Standard output becomes line-buffered: on a terminal it was, and
    /// a `print` must reach the file before a crash, whose handler cannot flush stdio.
    static func beginCapture(
        standardOutput capturesOutput: Bool, standardError capturesError: Bool, writer: Int32, reader: Int32
    ) throws(TerminalError) {
        var state = SignalHandlers.CaptureState(reader: reader)
        for (captures, descriptor) in [(capturesOutput, STDOUT_FILENO), (capturesError, STDERR_FILENO)] where captures {
            let original = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
            guard original >= 0 else {
                let code = errno
                for copy in [state.standardOutput, state.standardError, writer, reader] where copy >= 0 { close(copy) }
                throw .systemCallFailed("fcntl(F_DUPFD_CLOEXEC)", errno: code)
            }
            if descriptor == STDOUT_FILENO { state.standardOutput = original } else { state.standardError = original }
        }
        // What stdio holds was written before the switch: it goes where it was going.
        Platform.flushStandardStreams()
        if capturesOutput { Platform.lineBufferStandardOutput() }
        if capturesOutput { _ = dup2(writer, STDOUT_FILENO) }
        if capturesError { _ = dup2(writer, STDERR_FILENO) }
        close(writer)
        SignalHandlers.capture.pointee = state
    }

    /// Puts the captured streams back and prints what a temporary capture file still holds,
    /// then closes the capture's descriptors. Call with the signal handlers blocked or removed.
    static func endCapture() {
        let state = SignalHandlers.capture.pointee
        guard state.isCapturing else { return }
        // What stdio holds was written during the capture: it goes to the file, in order.
        Platform.flushStandardStreams()
        SignalHandlers.endCapture()
        for copy in [state.standardOutput, state.standardError, state.reader] where copy >= 0 { close(copy) }
    }
}

// The capture's side of the signal handlers: async-signal-safe, like the rest of them. They
// cannot flush stdio; standard output is line-buffered while captured, so only a line a
// `print` has not finished is lost, as it would be on a terminal.
extension TerminalSession.SignalHandlers {
    /// The descriptors the capture keeps; all -1 when nothing is captured.
    struct CaptureState {
        /// A copy of descriptor 1 from before the capture, or -1 when standard output is not captured.
        var standardOutput: Int32 = -1
        /// A copy of descriptor 2 from before the capture, or -1 when standard error is not captured.
        var standardError: Int32 = -1
        /// The temporary file, read from where the last print stopped; -1 with a log file,
        /// which is never printed.
        var reader: Int32 = -1

        var isCapturing: Bool { standardOutput >= 0 || standardError >= 0 }

        /// Where the temporary file is printed: the real standard error when it is captured
        /// (with both captured, both were the session's terminal), else the real standard output.
        var printDestination: Int32 { standardError >= 0 ? standardError : standardOutput }
    }

    nonisolated(unsafe) static let capture: UnsafeMutablePointer<CaptureState> = {
        let pointer = UnsafeMutablePointer<CaptureState>.allocate(capacity: 1)
        pointer.initialize(to: CaptureState())
        return pointer
    }()

    static let copyBufferCapacity = 4096
    nonisolated(unsafe) static let copyBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: copyBufferCapacity)

    /// Prints what the temporary file collected since the last print; the streams stay on
    /// the capture. Before a stop, after the terminal is restored.
    static func printCaptured() {
        let state = capture.pointee
        guard state.isCapturing else { return }
        copyCaptured(from: state.reader, to: state.printDestination)
    }

    /// Points the captured streams back at the real ones and prints what the temporary file
    /// still holds; the capture is over. After the terminal is restored, on every way out.
    static func endCapture() {
        let state = capture.pointee
        guard state.isCapturing else { return }
        capture.pointee = CaptureState()
        if state.standardOutput >= 0 { _ = dup2(state.standardOutput, STDOUT_FILENO) }
        if state.standardError >= 0 { _ = dup2(state.standardError, STDERR_FILENO) }
        copyCaptured(from: state.reader, to: state.standardError >= 0 ? STDERR_FILENO : STDOUT_FILENO)
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
