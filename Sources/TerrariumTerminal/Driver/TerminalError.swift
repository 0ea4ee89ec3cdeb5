#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An error that keeps the terminal backend from starting or running.
///
/// The one most apps meet is ``notATerminal(fileDescriptor:)``: the program was started with
/// its input or output redirected, so there is no screen to draw on:
///
///     do {
///         try TerminalDriver.run(rootViewController: InboxViewController())
///     } catch TerminalError.notATerminal {
///         print("Run me in a terminal.")
///     }
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A descriptor the backend must draw on or read keys from is not a terminal.
    ///
    /// Thrown before any escape sequence is written, so redirected output stays clean.
    case notATerminal(fileDescriptor: Int32)

    /// A system call failed.
    ///
    /// Carries the call's name and the `errno` it set.
    case systemCallFailed(String, errno: Int32)

    /// The app delegate finished launching without a window to show.
    case noWindow

    /// A message for people: what went wrong and what to do about it.
    public var description: String {
        switch self {
        case .notATerminal(let descriptor):
            let name: String
            switch descriptor {
            case 0: name = "standard input"
            case 1: name = "standard output"
            case 2: name = "standard error"
            default: name = "file descriptor \(descriptor)"
            }
            return "TerrariumTerminal needs a terminal, but \(name) (fd \(descriptor)) is not one. "
                + "Run the program in a terminal without redirecting its input or output, "
                + "or use TerrariumTesting's HeadlessScreen to run it without a terminal."
        case .noWindow:
            return "The app has no window to show: in application(_:didFinishLaunchingWithOptions:), "
                + "make a UIWindow, set its rootViewController and call makeKeyAndVisible()."
        case .systemCallFailed(let call, let code):
            return "\(call) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}
