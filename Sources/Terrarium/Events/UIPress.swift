import Foundation

/// One physical key press.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phases of a press.
    public enum Phase: Int, Sendable {
        /// The key went down.
        case began
        /// The key's value changed.
        case changed
        /// The key is down and unchanged.
        case stationary
        /// The key went up.
        case ended
        /// The system cancelled the press.
        case cancelled
    }

    /// The phase of the press.
    open internal(set) var phase: Phase
    /// The key that was pressed.
    open internal(set) var key: UIKey?
    /// The time of the press's last change, on the main loop's clock.
    open internal(set) var timestamp: TimeInterval

    /// Set when the press began and went along the whole responder chain untaken; a
    /// ``UIEventDispatcher`` reports such a press as unhandled.
    var _reachedEndOfResponderChain = false

    init(key: UIKey, phase: Phase, timestamp: TimeInterval) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
    }

}

/// Modifier keys held during a key press.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates flags from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt) is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command is held; terminals never report it.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A USB HID usage code that identifies a key independent of the keyboard layout.
///
/// - Note: UIKit declares every HID usage; Terrarium names the keys a terminal can report.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates a usage from its HID code.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The A key; B…Z follow at consecutive codes.
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    /// The 1 key; 2…9 follow at consecutive codes, then 0.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    /// The 0 key.
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    /// Return or Enter.
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    /// Escape.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    /// Backspace (Delete on Apple keyboards).
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    /// Tab.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    /// The space bar.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    /// F1; F2…F12 follow at consecutive codes.
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 0x3A)
    /// Insert.
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 0x49)
    /// Home.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    /// Page Up.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    /// Forward delete.
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    /// End.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    /// Page Down.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    /// Right arrow.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    /// Left arrow.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    /// Down arrow.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    /// Up arrow.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
}
