import Terrarium

extension ANSIRenderer {
    /// How many colours the terminal shows, and so how cell colours are encoded.
    ///
    /// Pick it from the environment the way terminal programs do:
    ///
    ///     ANSIRenderer.ColorMode(environment: Platform.Environment([.colorTerm: "truecolor"]))  // .trueColor
    ///     ANSIRenderer.ColorMode(environment: Platform.Environment([.term: "xterm-256color"]))  // .palette256
    ///     ANSIRenderer.ColorMode(environment: Platform.Environment([.term: "linux"]))           // .ansi16
    ///     ANSIRenderer.ColorMode(environment: Platform.Environment([.noColor: "1"]))            // .none
    ///
    /// - Note: A Terrarium addition: UIKit always has full colour.
    public enum ColorMode: Hashable, Sendable, CaseIterable {
        /// 24-bit colour: `CSI 38;2;r;g;b m`. Chosen when `COLORTERM` is `truecolor` or `24bit`.
        case trueColor

        /// The xterm 256-colour palette: `CSI 38;5;n m`, each colour the nearest entry of the
        /// 6×6×6 cube or the grey ramp (16–255; 0–15 are left alone, since users restyle them).
        /// The default for other terminals.
        case palette256

        /// The 16 ANSI colours (`CSI 30–37 m`, `90–97 m`) and only the attributes every
        /// terminal has (bold, dim, underline, blink, reverse). Chosen for the Linux console
        /// and dumb terminals (`TERM` of `linux`, `dumb`, `vt100`, `vt220`, `ansi`, `cons25`).
        case ansi16

        /// No colour at all, attributes kept. Chosen when `NO_COLOR` is set to anything but
        /// the empty string.
        case none

        /// Reads the colour mode from `TERM`, `COLORTERM` and `NO_COLOR`.
        ///
        /// `NO_COLOR` wins, then a dumb-like `TERM`, then `COLORTERM`; anything else gets the
        /// 256-colour palette.
        ///
        /// - Parameter environment: The environment to read, normally ``Platform/Environment/process``.
        public init(environment: Platform.Environment) {
            if let noColor = environment[.noColor], !noColor.isEmpty {
                self = .none
                return
            }
            let term = environment[.term]?.lowercased() ?? ""
            let family = term.split(separator: "-").first.map(String.init) ?? term
            if Self.sixteenColorTerminals.contains(family) {
                self = .ansi16
                return
            }
            switch environment[.colorTerm]?.lowercased() {
            case "truecolor", "24bit":
                self = .trueColor
            default:
                self = .palette256
            }
        }

        /// `TERM` values (before any `-suffix`) of terminals with 16 colours at most.
        static let sixteenColorTerminals: Set<String> = ["linux", "dumb", "vt100", "vt102", "vt220", "ansi", "cons25"]

        /// The attributes the mode writes; the others are dropped.
        var supportedAttributes: TextAttributes {
            switch self {
            case .trueColor, .palette256, .none:
                return [.bold, .dim, .italic, .underline, .blink, .reverse, .strikethrough]
            case .ansi16:
                return [.bold, .dim, .underline, .blink, .reverse]
            }
        }
    }
}
