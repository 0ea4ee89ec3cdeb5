import Foundation
import Terrarium

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalDriver {
    /// Where the driver reads, writes and tells the time, and what it sets up.
    ///
    /// The defaults run an app in the terminal the program was started in. Tests replace the
    /// side effects: a pipe or pseudo-terminal for input, a closure that records output, a
    /// clock they move themselves, a fixed window size.
    ///
    /// ```swift
    /// var configuration = TerminalDriver.Configuration()
    /// configuration.session.modes.removeAll { $0 == .mouseTracking }
    /// configuration.environment = Platform.Environment([.noColor: "1"])
    /// ```
    public struct Configuration {
        /// The terminal session: descriptors, modes, raw mode, signal handling.
        public var session: TerminalSession.Configuration

        /// Where `TERM`, `COLORTERM` and `NO_COLOR` are read, for the colour mode, and
        /// `TERRARIUM_LOG`, the file captured standard error and output are appended to (unless
        /// ``session``'s ``TerminalSession/Configuration/standardErrorLogPath`` names one).
        public var environment: Platform.Environment

        /// The clock the main loop is moved to, in seconds; only differences matter. The
        /// monotonic clock by default.
        public var clock: @MainActor () -> Double

        /// Asks the terminal its size, at start and after each resize. By default the size of
        /// the output descriptor's terminal, or 80×24 when it has none.
        public var windowSize: (@MainActor () -> TerminalSize?)?

        /// Writes one frame's bytes. By default they go to the session's output descriptor in
        /// one `write(2)` (more only if the terminal takes them in parts).
        public var write: (@MainActor ([UInt8]) throws -> Void)?

        /// The wait between frames while animations run: 1/60 s by default.
        public var animationFrameInterval: TimeInterval

        /// How long an incomplete escape sequence (a lone Esc) waits for the rest.
        public var escapeTimeout: TimeInterval

        /// A key (without modifiers) that ends the run, as ``TerminalDriver/stop()`` does,
        /// when no responder takes it: `nil` by default. The `main` of a ported app
        /// (``TerminalApplication/main(delegate:interface:)``) sets `"q"`, the terminal's
        /// convention, since an iOS app has no way to quit; a text field being edited takes
        /// the key itself.
        ///
        /// - Note: A Terrarium addition.
        public var quitKeyInput: String?

        /// Creates the configuration of an app in the program's terminal.
        ///
        /// - Parameters:
        ///   - session: The terminal session's configuration.
        ///   - environment: Where the colour mode is read.
        ///   - animationFrameInterval: The wait between frames while animations run.
        ///   - escapeTimeout: How long a lone Esc waits for the rest of a sequence.
        public init(
            session: TerminalSession.Configuration = TerminalSession.Configuration(),
            environment: Platform.Environment = .process,
            animationFrameInterval: TimeInterval = 1.0 / 60.0,
            escapeTimeout: TimeInterval = 0.05
        ) {
            self.session = session
            self.environment = environment
            clock = { Platform.monotonicSeconds() }
            windowSize = nil
            write = nil
            self.animationFrameInterval = animationFrameInterval
            self.escapeTimeout = escapeTimeout
            quitKeyInput = nil
        }
    }
}
