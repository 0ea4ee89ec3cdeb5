#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// The environment variables the terminal backend reads, by typed key.
    ///
    /// Read the process's variables with ``process``; tests build an environment of their own
    /// instead of changing the process's:
    ///
    ///     let plain = Platform.Environment([.term: "linux", .noColor: "1"])
    ///     ANSIRenderer.ColorMode(environment: plain)  // .none
    ///
    /// - Note: A Terrarium addition: UIKit has no environment-driven behaviour.
    public struct Environment: Hashable, Sendable {
        /// The name of an environment variable.
        ///
        /// The keys the backend reads are static members; make others from their names:
        ///
        ///     let key: Platform.Environment.Key = "COLUMNS"
        public struct Key: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
            /// The variable's name, such as `TERM`.
            public let rawValue: String

            /// Creates a key from a variable's name.
            ///
            /// - Parameter rawValue: The variable's name, case-sensitive.
            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            /// Creates a key from a string literal naming the variable.
            ///
            /// - Parameter value: The variable's name.
            public init(stringLiteral value: String) {
                rawValue = value
            }

            /// `TERM`: the terminal type, such as `xterm-256color`, `linux` or `dumb`.
            public static let term: Key = "TERM"

            /// `COLORTERM`: `truecolor` or `24bit` when the terminal understands 24-bit colour.
            public static let colorTerm: Key = "COLORTERM"

            /// `NO_COLOR`: when set to anything but the empty string, output carries no colour
            /// (see https://no-color.org); text attributes such as bold are kept.
            public static let noColor: Key = "NO_COLOR"

            /// `TERRARIUM_LOG`: a file that standard error and standard output (`print`) are
            /// appended to while the app's screen is up, instead of being collected and printed
            /// after exit (see ``TerminalSession/StandardErrorCapture`` and
            /// ``TerminalSession/StandardOutputCapture``). A stream redirected away from the
            /// terminal (`2> errors.txt`) is not captured, so it goes there instead.
            public static let terrariumLog: Key = "TERRARIUM_LOG"

            /// `PATH`: where ``SystemURLOpener`` looks for the desktop's opener (`xdg-open`).
            public static let path: Key = "PATH"

            /// The keys ``Platform/Environment/process`` reads.
            public static let known: [Key] = [.term, .colorTerm, .noColor, .terrariumLog, .path]
        }

        /// The variables, by name; a missing key is an unset variable.
        public var values: [Key: String]

        /// Creates an environment holding exactly the given variables.
        ///
        /// - Parameter values: The variables that are set, by name.
        public init(_ values: [Key: String] = [:]) {
            self.values = values
        }

        /// The process's own values of the ``Key/known`` keys, read now.
        ///
        /// Read once when a renderer or driver is set up; the backend never reads the
        /// process environment anywhere else.
        public static var process: Environment {
            var values: [Key: String] = [:]
            for key in Key.known {
                if let value = getenv(key.rawValue) {
                    values[key] = String(cString: value)
                }
            }
            return Environment(values)
        }

        /// The value of a variable, or `nil` if it is unset.
        ///
        /// - Parameter key: The variable.
        public subscript(key: Key) -> String? {
            get { values[key] }
            set { values[key] = newValue }
        }
    }
}
