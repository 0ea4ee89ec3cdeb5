import Foundation
import Terrarium

/// Something the user did at the terminal, decoded from the bytes it sent.
///
/// ``InputDecoder`` turns input bytes into these; ``TerminalDriver`` turns them into UIKit
/// events (key presses into `UIPressesEvent`s, clicks into touches) and window resizes:
///
///     var decoder = InputDecoder()
///     decoder.decode(Array("\u{1B}[A".utf8))  // [.key(UIKey(name: "up")!)]
///
/// - Note: A Terrarium addition: UIKit receives events from the system already decoded.
public enum TerminalInputEvent: Hashable, Sendable, CustomStringConvertible {
    /// A key press, as UIKit describes it: what it types, its modifiers and its HID code.
    ///
    /// Keys are named as `UIKey(name:)` names them, so `.key(UIKey(name: "ctrl+c")!)` is what
    /// Ctrl-C decodes to.
    case key(UIKey)

    /// A mouse button, drag, movement or wheel turn, at a cell.
    case mouse(TerminalMouseEvent)

    /// Text pasted while bracketed paste (DEC 2004) is on, delivered whole however many
    /// reads it arrived in.
    case paste(String)

    /// The terminal window gained (`true`) or lost (`false`) focus (DEC 1004).
    case focus(Bool)

    /// The terminal changed size. The driver reports it after SIGWINCH; terminals with in-band
    /// resize notifications (DEC 2048) also send it as input.
    case resize(TerminalSize)

    /// The event in a readable form, such as `key ctrl+c` or `mouse press left at 3,4`.
    public var description: String {
        switch self {
        case .key(let key): return "key \(key)"
        case .mouse(let mouse): return "mouse \(mouse)"
        case .paste(let text): return "paste \(text.debugDescription)"
        case .focus(let focused): return focused ? "focus in" : "focus out"
        case .resize(let size): return "resize \(size)"
        }
    }
}

/// A mouse report: what the mouse did, with which button, at which cell.
///
/// Terminals report the mouse in cells, so the location is a cell's column and row from the
/// top left, which is also a point in window coordinates:
///
///     TerminalMouseEvent(action: .press, button: .left, column: 3, row: 4).location  // (3, 4)
///
/// - Note: A Terrarium addition; the driver turns presses and releases into `UITouch`es.
public struct TerminalMouseEvent: Hashable, Sendable, CustomStringConvertible {
    /// What the mouse did.
    public enum Action: Hashable, Sendable {
        /// A button went down.
        case press
        /// A button came up. Terminals do not always say which one (``Button/none``).
        case release
        /// The mouse moved with a button down.
        case drag
        /// The mouse moved with no button down (only with any-event tracking, DEC 1003).
        case move
        /// The wheel turned; the button says which way.
        case wheel
    }

    /// Which button the report is about.
    public enum Button: Hashable, Sendable {
        /// The primary button.
        case left
        /// The middle button or wheel click.
        case middle
        /// The secondary button.
        case right
        /// No button: movement, or a release the terminal does not attribute.
        case none
        /// The wheel turned away from the user.
        case wheelUp
        /// The wheel turned towards the user.
        case wheelDown
        /// The wheel tilted left.
        case wheelLeft
        /// The wheel tilted right.
        case wheelRight
        /// An extra button, numbered as X11 numbers them (8 and up).
        case other(Int)
    }

    /// What the mouse did.
    public var action: Action

    /// The button the report is about.
    public var button: Button

    /// The cell's column, from 0 at the left.
    public var column: Int

    /// The cell's row, from 0 at the top.
    public var row: Int

    /// The modifier keys held: shift, control, option (alt or meta).
    public var modifierFlags: UIKeyModifierFlags

    /// Creates a mouse report.
    ///
    /// - Parameters:
    ///   - action: What the mouse did.
    ///   - button: The button the report is about.
    ///   - column: The cell's column, from 0.
    ///   - row: The cell's row, from 0.
    ///   - modifierFlags: The modifier keys held.
    public init(action: Action, button: Button, column: Int, row: Int, modifierFlags: UIKeyModifierFlags = []) {
        self.action = action
        self.button = button
        self.column = column
        self.row = row
        self.modifierFlags = modifierFlags
    }

    /// The cell as a point in window coordinates (one point is one cell).
    public var location: CGPoint {
        CGPoint(x: column, y: row)
    }

    /// The report as `press left at 3,4`, with modifiers when held.
    public var description: String {
        var text = "\(action) \(button) at \(column),\(row)"
        if !modifierFlags.isEmpty { text += " modifiers \(modifierFlags.rawValue)" }
        return text
    }
}
