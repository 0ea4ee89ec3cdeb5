import Foundation
import Terrarium

/// Opens URLs the way the desktop around the terminal does: with `xdg-open` on Linux (which
/// hands a web link to the default browser, a `mailto:` link to the mail client), with
/// `open` on macOS.
///
/// ``TerminalApplication`` makes it the application's `urlOpener` when the app has none, so
/// `UIApplication.shared.open(_:options:completionHandler:)` and `canOpenURL(_:)` work as on
/// iOS:
///
/// ```swift
/// UIApplication.shared.open(URL(string: "https://swift.org")!)   // the browser opens it
/// ```
///
/// The opener runs detached, its input and output sent to `/dev/null` so that nothing it
/// prints lands on the app's screen; ``open(_:)`` says whether it could be started, not
/// whether a program then took the URL.
///
/// - Note: A Terrarium addition, the terminal's side of `URLOpening`. Over SSH there is no
///   desktop: without `xdg-open` on the `PATH` (or with no display for it), nothing opens.
public final class SystemURLOpener: URLOpening {
    /// The program run with each URL as its one argument; `nil` when none was found, and
    /// then nothing opens.
    public let command: URL?

    /// The URL schemes it opens: `http`, `https`, `mailto` and `file` unless given.
    public let schemes: Set<String>

    /// Creates an opener that runs `command`.
    ///
    /// - Parameters:
    ///   - command: The program to run, or `nil` for the desktop's: `xdg-open` found on the
    ///     environment's `PATH` (on macOS, `/usr/bin/open`).
    ///   - schemes: The schemes to open.
    ///   - environment: Where `PATH` is read; the process's by default.
    public init(
        command: URL? = nil, schemes: Set<String> = ["http", "https", "mailto", "file"],
        environment: Platform.Environment = .process
    ) {
        self.command = command ?? Self.desktopOpener(environment: environment)
        self.schemes = schemes
    }

    /// Whether `url`'s scheme is one of ``schemes`` and there is a ``command`` to run.
    ///
    /// - Parameter url: The URL.
    public func canOpen(_ url: URL) -> Bool {
        guard let command, let scheme = url.scheme?.lowercased() else { return false }
        return schemes.contains(scheme) && FileManager.default.isExecutableFile(atPath: command.path)
    }

    /// Starts ``command`` with `url`; whether it started.
    ///
    /// - Parameter url: The URL.
    public func open(_ url: URL) -> Bool {
        guard canOpen(url), let command else { return false }
        let process = Process()
        process.executableURL = command
        process.arguments = [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }

    /// `xdg-open` on the `PATH`, or macOS's `open`.
    private static func desktopOpener(environment: Platform.Environment) -> URL? {
        #if os(macOS)
            return URL(fileURLWithPath: "/usr/bin/open")
        #else
            for folder in (environment[.path] ?? "").split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("xdg-open")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
            return nil
        #endif
    }
}
