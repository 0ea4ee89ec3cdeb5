#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one place where the terminal backend touches the operating system.
///
/// Terminal attributes (termios), the window size, file descriptors, the monotonic clock and
/// the environment are reached through this namespace and nowhere else, so the rest of
/// `TerrariumTerminal` reads as plain Swift and tests can stand in for the side effects:
///
///     let size = Platform.windowSize(of: STDOUT_FILENO)       // TerminalSize(columns: 80, rows: 24)
///     let mode = ANSIRenderer.ColorMode(environment: Platform.Environment([.colorTerm: "truecolor"]))
///
/// Signals are handled by ``TerminalSession``, whose handlers restore the terminal with the
/// async-signal-safe calls this namespace wraps (`write(2)`, `tcsetattr(3)`).
///
/// - Note: A Terrarium addition with no UIKit counterpart: UIKit apps never own their display.
public enum Platform {}

/// The size of a terminal window in cells.
///
/// The window that fills the terminal is this many of its screen's cells, in points:
///
///     let size = TerminalSize(columns: 200, rows: 60)
///     window.frame.size = window.screen.size(columns: size.columns, rows: size.rows)   // 1600 × 960
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var columns: Int

    /// The number of rows.
    public var rows: Int

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - columns: The number of columns.
    ///   - rows: The number of rows.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size as `columns×rows`, such as `80×24`.
    public var description: String {
        "\(columns)×\(rows)"
    }
}
