#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// The size of the terminal a file descriptor refers to (`ioctl(TIOCGWINSZ)`).
    ///
    /// The driver asks once at start and again after each `SIGWINCH`:
    ///
    ///     Platform.windowSize(of: STDOUT_FILENO)  // TerminalSize(columns: 200, rows: 60)
    ///
    /// - Parameter fileDescriptor: A descriptor open on the terminal.
    /// - Returns: The size, or `nil` if the descriptor is not a terminal or reports a zero size
    ///   (some serial consoles do).
    public static func windowSize(of fileDescriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
