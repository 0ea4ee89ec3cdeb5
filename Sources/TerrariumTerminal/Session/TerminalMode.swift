/// A terminal mode the backend switches on for the app and off again when it leaves.
///
/// Each mode is one or more DEC private modes, entered with `CSI ? n h` (set) or `CSI ? n l`
/// (reset) and left with the opposite. A ``TerminalSession`` enters its modes in order and
/// leaves them in reverse, on every way out of the program:
///
///     TerminalMode.bracketedPaste.enterSequence  // "\u{1B}[?2004h"
///     TerminalMode.bracketedPaste.exitSequence   // "\u{1B}[?2004l"
///
/// - Note: A Terrarium addition: UIKit apps own no display modes.
public struct TerminalMode: Hashable, Sendable, CustomStringConvertible {
    /// A short name for messages, such as `"bracketed paste"`.
    public let name: String

    /// The DEC private mode numbers, in the order they are entered.
    public let decNumbers: [Int]

    /// Whether entering the mode sets the DEC modes (`h`); `false` when it resets them (`l`),
    /// as hiding the cursor does.
    public let setsOnEnter: Bool

    private var customEnter: String?
    private var customExit: String?

    /// Creates a mode from DEC private mode numbers.
    ///
    ///     let reporting = TerminalMode(name: "any-event mouse", decNumbers: [1003])
    ///
    /// - Parameters:
    ///   - name: A short name for messages.
    ///   - decNumbers: The DEC private modes, entered in this order and left in reverse.
    ///   - setsOnEnter: `true` to set the modes on entry and reset them on exit; `false` for
    ///     the opposite.
    public init(name: String, decNumbers: [Int], setsOnEnter: Bool = true) {
        self.name = name
        self.decNumbers = decNumbers
        self.setsOnEnter = setsOnEnter
    }

    /// Creates a mode that is not a DEC private mode, from the sequences that enter and
    /// leave it.
    ///
    /// - Parameters:
    ///   - name: A short name for messages.
    ///   - enterSequence: The bytes that enter the mode.
    ///   - exitSequence: The bytes that leave it.
    public init(name: String, enterSequence: String, exitSequence: String) {
        self.name = name
        self.decNumbers = []
        self.setsOnEnter = true
        self.customEnter = enterSequence
        self.customExit = exitSequence
    }

    /// The bytes that enter the mode: `CSI ? n h` (or `l`) for each number in order.
    public var enterSequence: String {
        customEnter ?? decNumbers.map { "\u{1B}[?\($0)\(setsOnEnter ? "h" : "l")" }.joined()
    }

    /// The bytes that leave the mode: `CSI ? n l` (or `h`) for each number in reverse order.
    public var exitSequence: String {
        customExit ?? decNumbers.reversed().map { "\u{1B}[?\($0)\(setsOnEnter ? "l" : "h")" }.joined()
    }

    /// The name with the DEC numbers, such as `bracketed paste (DEC 2004)`, or with the
    /// enter sequence for other modes.
    public var description: String {
        if let customEnter { return "\(name) (\(customEnter.debugDescription))" }
        return "\(name) (DEC \(decNumbers.map(String.init).joined(separator: ", ")))"
    }
}

// Each mode with its sequences side by side: enter ⇄ exit.
extension TerminalMode {
    /// The alternate screen, DEC 1049: `CSI ?1049h` saves the cursor and switches to a
    /// cleared screen ⇄ `CSI ?1049l` switches back and restores the shell's screen.
    public static let alternateScreen = TerminalMode(name: "alternate screen", decNumbers: [1049])

    /// The hidden cursor, DEC 25 (text cursor enable mode): `CSI ?25l` hides it ⇄ `CSI ?25h`
    /// shows it again.
    public static let hiddenCursor = TerminalMode(name: "hidden cursor", decNumbers: [25], setsOnEnter: false)

    /// Bracketed paste, DEC 2004: `CSI ?2004h` asks the terminal to wrap pasted text in
    /// `CSI 200~` … `CSI 201~` ⇄ `CSI ?2004l`.
    public static let bracketedPaste = TerminalMode(name: "bracketed paste", decNumbers: [2004])

    /// Mouse reporting: DEC 1000 (press and release), 1002 (drag with a button down) and 1006
    /// (SGR encoding, `CSI < b;x;y M`, no 223-column limit): `CSI ?1000h CSI ?1002h CSI ?1006h`
    /// ⇄ `CSI ?1006l CSI ?1002l CSI ?1000l`.
    public static let mouseTracking = TerminalMode(name: "mouse tracking", decNumbers: [1000, 1002, 1006])

    /// Focus events, DEC 1004: `CSI ?1004h` makes the terminal send `CSI I` on focus in and
    /// `CSI O` on focus out ⇄ `CSI ?1004l`.
    public static let focusEvents = TerminalMode(name: "focus events", decNumbers: [1004])

    /// Synchronized output, DEC 2026: `CSI ?2026h` holds the screen until `CSI ?2026l`, so a
    /// frame appears at once, without tearing.
    ///
    /// The renderer brackets each frame with it; a session's restore always ends it, in case
    /// the program stopped half-way through a frame.
    public static let synchronizedOutput = TerminalMode(name: "synchronized output", decNumbers: [2026])

    /// The kitty keyboard protocol's "disambiguate escape codes" level: `CSI > 1 u` pushes
    /// it ⇄ `CSI < u` pops it. Terminals that speak the protocol (kitty, foot, WezTerm,
    /// Ghostty, iTerm2) then report Esc, Alt and Ctrl combinations as `CSI code ; mods u`,
    /// so Esc needs no timeout and Ctrl-I is not Tab; others ignore both sequences.
    ///
    /// Ctrl-C then arrives as a key rather than SIGINT; the driver treats both alike.
    public static let kittyKeyboard = TerminalMode(
        name: "kitty keyboard", enterSequence: "\u{1B}[>1u", exitSequence: "\u{1B}[<u")

    /// The modes an app runs in: alternate screen, hidden cursor, bracketed paste, mouse
    /// tracking, focus events and the kitty keyboard protocol, entered in that order.
    public static let applicationModes: [TerminalMode] = [
        .alternateScreen, .hiddenCursor, .bracketedPaste, .mouseTracking, .focusEvents, .kittyKeyboard,
    ]
}
