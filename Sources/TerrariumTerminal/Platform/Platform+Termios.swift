#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// Whether a file descriptor is a terminal (`isatty(3)`).
    ///
    /// The driver checks standard input and output before it writes a single escape sequence,
    /// so a program run with redirected output fails with ``TerminalError/notATerminal(fileDescriptor:)``:
    ///
    ///     Platform.isTerminal(STDIN_FILENO)  // false under `swift run app < file`
    ///
    /// - Parameter fileDescriptor: The descriptor to check.
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    /// Reads a terminal's attributes (`tcgetattr(3)`).
    static func terminalAttributes(of fileDescriptor: Int32) throws(TerminalError) -> termios {
        var attributes = termios()
        guard tcgetattr(fileDescriptor, &attributes) == 0 else {
            throw .systemCallFailed("tcgetattr", errno: errno)
        }
        return attributes
    }

    /// Sets a terminal's attributes (`tcsetattr(3)`), by default after output drains and
    /// discarding unread input.
    static func setTerminalAttributes(
        _ attributes: termios, of fileDescriptor: Int32, when action: Int32 = TCSAFLUSH
    ) throws(TerminalError) {
        var attributes = attributes
        guard tcsetattr(fileDescriptor, action, &attributes) == 0 else {
            throw .systemCallFailed("tcsetattr", errno: errno)
        }
    }

    /// The attributes of raw mode, made from the terminal's own.
    ///
    /// Like `cfmakeraw(3)`: input arrives byte by byte, unechoed and untranslated (no CR to
    /// NL, no flow control), and output is not post-processed (a line feed only moves down,
    /// which the renderer relies on). Reads block until one byte is available.
    ///
    /// - Parameters:
    ///   - original: The attributes to start from.
    ///   - keepingSignalKeys: Whether Ctrl-C, Ctrl-Z and Ctrl-\ still send SIGINT, SIGTSTP and
    ///     SIGQUIT (`ISIG`); when `false` they arrive as keys.
    static func rawAttributes(from original: termios, keepingSignalKeys: Bool) -> termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | IEXTEN)
        if !keepingSignalKeys {
            raw.c_lflag &= ~tcflag_t(ISIG)
        } else {
            raw.c_lflag |= tcflag_t(ISIG)
        }
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }
}
