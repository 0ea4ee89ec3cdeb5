import Foundation

/// A key on a keyboard: what it types, its modifiers and its HID code.
///
/// Arrow and navigation keys carry UIKit's input strings (`UIKeyCommand.inputUpArrow` …)
/// in ``charactersIgnoringModifiers``.
public final class UIKey: NSObject, Sendable {
    /// The characters the key produces with its modifiers applied.
    public let characters: String
    /// The characters the key produces without modifiers.
    public let charactersIgnoringModifiers: String
    /// The modifier keys held down.
    public let modifierFlags: UIKeyModifierFlags
    /// The key's HID usage code.
    public let keyCode: UIKeyboardHIDUsage

    /// Creates a key.
    public init(
        characters: String, charactersIgnoringModifiers: String? = nil,
        modifierFlags: UIKeyModifierFlags = [], keyCode: UIKeyboardHIDUsage
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }

    /// The key's name in Textual's notation: `"a"`, `"enter"`, `"shift+tab"`, `"ctrl+c"`.
    public override var description: String {
        var parts: [String] = []
        if modifierFlags.contains(.control) { parts.append("ctrl") }
        if modifierFlags.contains(.alternate) { parts.append("alt") }
        if modifierFlags.contains(.shift) && UIKey.namedKeys[keyCode] != nil { parts.append("shift") }
        parts.append(UIKey.namedKeys[keyCode] ?? charactersIgnoringModifiers)
        return parts.joined(separator: "+")
    }

    /// Whether `object` is a key with the same characters, modifiers and code; `==` calls
    /// this, as on any `NSObject`.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? UIKey else { return false }
        let lhs = self
        return lhs.characters == rhs.characters && lhs.charactersIgnoringModifiers == rhs.charactersIgnoringModifiers
            && lhs.modifierFlags == rhs.modifierFlags && lhs.keyCode == rhs.keyCode
    }

    /// A hash of the characters, modifiers and code: equal keys hash alike.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(characters)
        hasher.combine(modifierFlags.rawValue)
        hasher.combine(keyCode.rawValue)
        return hasher.finalize()
    }
}

extension UIKey {
    static let namedKeys: [UIKeyboardHIDUsage: String] = {
        var names: [UIKeyboardHIDUsage: String] = [
            .keyboardReturnOrEnter: "enter", .keyboardEscape: "escape", .keyboardDeleteOrBackspace: "backspace",
            .keyboardTab: "tab", .keyboardSpacebar: "space", .keyboardInsert: "insert", .keyboardHome: "home",
            .keyboardPageUp: "pageup", .keyboardDeleteForward: "delete", .keyboardEnd: "end",
            .keyboardPageDown: "pagedown", .keyboardRightArrow: "right", .keyboardLeftArrow: "left",
            .keyboardDownArrow: "down", .keyboardUpArrow: "up",
        ]
        for n in 1...12 { names[UIKeyboardHIDUsage(rawValue: 0x3A + n - 1)] = "f\(n)" }
        return names
    }()

    private static let namedCharacters: [String: String] = [
        "enter": "\r", "escape": "\u{1B}", "backspace": "\u{8}", "tab": "\t", "space": " ", "delete": "\u{7F}",
        "up": UIKeyCommand.inputUpArrow, "down": UIKeyCommand.inputDownArrow, "left": UIKeyCommand.inputLeftArrow,
        "right": UIKeyCommand.inputRightArrow,
        "home": UIKeyCommand.inputHome, "end": UIKeyCommand.inputEnd, "pageup": UIKeyCommand.inputPageUp,
        "pagedown": UIKeyCommand.inputPageDown,
    ]

    /// Creates a key from its name in Textual's notation: a character (`"a"`, `"A"`, `"?"`),
    /// a named key (`"enter"`, `"escape"`, `"tab"`, `"space"`, `"backspace"`, `"delete"`,
    /// `"up"`, `"down"`, `"left"`, `"right"`, `"home"`, `"end"`, `"pageup"`, `"pagedown"`,
    /// `"insert"`, `"f1"`…`"f12"`), with modifiers joined by `+` (`"shift+tab"`, `"ctrl+c"`,
    /// `"alt+left"`). Returns `nil` for a name it does not know.
    ///
    /// - Note: A Terrarium addition: UIKit has no textual key names. Textual's notation is
    ///   what terminal developers already write in tests.
    public convenience init?(name: String) {
        var parts = name.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "+" itself, or "ctrl++", leaves an empty last part.
        if name.hasSuffix("+") {
            parts.removeLast(2)
            parts.append("+")
        }
        guard let base = parts.popLast(), !base.isEmpty else { return nil }
        var flags: UIKeyModifierFlags = []
        for modifier in parts {
            switch modifier.lowercased() {
            case "shift": flags.insert(.shift)
            case "ctrl", "control": flags.insert(.control)
            case "alt", "option", "meta": flags.insert(.alternate)
            default: return nil
            }
        }
        let lower = base.lowercased()
        if let code = UIKey.namedKeys.first(where: { $0.value == lower })?.key {
            let characters = UIKey.namedCharacters[lower] ?? ""
            self.init(
                characters: characters, charactersIgnoringModifiers: characters, modifierFlags: flags, keyCode: code)
            return
        }
        guard base.count == 1, let scalar = base.unicodeScalars.first else { return nil }
        var code = UIKeyboardHIDUsage(rawValue: 0)
        if let ascii = scalar.properties.lowercaseMapping.unicodeScalars.first, ascii.isASCII {
            switch ascii.value {
            case 0x61...0x7A: code = UIKeyboardHIDUsage(rawValue: 0x04 + Int(ascii.value - 0x61))
            case 0x31...0x39: code = UIKeyboardHIDUsage(rawValue: 0x1E + Int(ascii.value - 0x31))
            case 0x30: code = .keyboard0
            default: break
            }
        }
        if base != lower && scalar.properties.isUppercase { flags.insert(.shift) }
        var characters = base
        if flags.contains(.control), let ascii = lower.unicodeScalars.first, (0x61...0x7A).contains(ascii.value) {
            characters = String(UnicodeScalar(UInt8(ascii.value - 0x60)))
        }
        self.init(characters: characters, charactersIgnoringModifiers: lower, modifierFlags: flags, keyCode: code)
    }
}
