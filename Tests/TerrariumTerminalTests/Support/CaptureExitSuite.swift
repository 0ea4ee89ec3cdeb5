import Foundation
import Glibc
import Testing

@testable import TerrariumTerminal

/// The set-up the exit tests of standard output and standard error capture share: in the child
/// process, standard output plays the terminal and the test observes it, so the order of the
/// terminal's bytes and of what was printed shows.
protocol CaptureExitSuite {}

extension CaptureExitSuite {
    /// Enters a session drawing on standard output that captures the streams as given (`nil`
    /// leaves standard output's capture at its default). A captured standard error is joined
    /// to standard output first, so its lines land among the others.
    static func enterSession(
        standardOutput: TerminalSession.StandardOutputCapture? = nil,
        standardError: TerminalSession.StandardErrorCapture, logPath: String? = nil
    ) -> TerminalSession {
        if standardError == .always { dup2(STDOUT_FILENO, STDERR_FILENO) }
        var configuration = TerminalSession.Configuration(
            outputDescriptor: STDOUT_FILENO, entersRawMode: false, requiresTerminal: false)
        if let standardOutput { configuration.standardOutputCapture = standardOutput }
        configuration.standardErrorCapture = standardError
        configuration.standardErrorLogPath = logPath
        let session = TerminalSession(configuration: configuration)
        try! session.enter()
        return session
    }

    /// What entering a session writes on the terminal.
    static var enter: String { CaptureExitSequences.enter }

    /// What restoring a session writes on the terminal.
    static var restore: String { CaptureExitSequences.restore }

    /// What the child process wrote on its standard output.
    static func output(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    }
}

/// Worked out once, as the suites compare with them many times.
private enum CaptureExitSequences {
    static let enter = TerminalSession.Configuration().modes.map(\.enterSequence).joined()
    static let restore = TerminalSession(configuration: TerminalSession.Configuration()).restoreSequence
}
