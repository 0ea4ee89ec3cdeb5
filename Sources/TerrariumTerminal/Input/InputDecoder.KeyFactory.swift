import Terrarium

extension InputDecoder {
    /// Builds the `UIKey`s the decoder reports, named as `UIKey(name:)` names them, so a
    /// decoded Ctrl-C equals `UIKey(name: "ctrl+c")`.
    enum KeyFactory {
        /// The keys with names, and what each types (as `UIKey(name:)` has them).
        static func named(_ usage: UIKeyboardHIDUsage, characters: String, modifiers: UIKeyModifierFlags) -> UIKey {
            UIKey(
                characters: characters, charactersIgnoringModifiers: characters, modifierFlags: modifiers,
                keyCode: usage)
        }

        static func escape(_ modifiers: UIKeyModifierFlags) -> UIKey {
            named(.keyboardEscape, characters: "\u{1B}", modifiers: modifiers)
        }

        static func enter(_ modifiers: UIKeyModifierFlags) -> UIKey {
            named(.keyboardReturnOrEnter, characters: "\r", modifiers: modifiers)
        }

        static func tab(_ modifiers: UIKeyModifierFlags) -> UIKey {
            named(.keyboardTab, characters: "\t", modifiers: modifiers)
        }

        static func backspace(_ modifiers: UIKeyModifierFlags) -> UIKey {
            named(.keyboardDeleteOrBackspace, characters: "\u{8}", modifiers: modifiers)
        }

        static func space(_ modifiers: UIKeyModifierFlags) -> UIKey {
            named(.keyboardSpacebar, characters: " ", modifiers: modifiers)
        }

        static func forwardDelete(_ modifiers: UIKeyModifierFlags) -> UIKey {
            named(.keyboardDeleteForward, characters: "\u{7F}", modifiers: modifiers)
        }

        static func arrow(_ final: UInt8, _ modifiers: UIKeyModifierFlags) -> UIKey {
            switch final {
            case UInt8(ascii: "A"):
                return named(.keyboardUpArrow, characters: UIKeyCommand.inputUpArrow, modifiers: modifiers)
            case UInt8(ascii: "B"):
                return named(.keyboardDownArrow, characters: UIKeyCommand.inputDownArrow, modifiers: modifiers)
            case UInt8(ascii: "C"):
                return named(.keyboardRightArrow, characters: UIKeyCommand.inputRightArrow, modifiers: modifiers)
            default: return named(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow, modifiers: modifiers)
            }
        }

        static func home(_ modifiers: UIKeyModifierFlags) -> UIKey {
            named(.keyboardHome, characters: UIKeyCommand.inputHome, modifiers: modifiers)
        }

        static func end(_ modifiers: UIKeyModifierFlags) -> UIKey {
            named(.keyboardEnd, characters: UIKeyCommand.inputEnd, modifiers: modifiers)
        }

        static func pageUp(_ modifiers: UIKeyModifierFlags) -> UIKey {
            named(.keyboardPageUp, characters: UIKeyCommand.inputPageUp, modifiers: modifiers)
        }

        static func pageDown(_ modifiers: UIKeyModifierFlags) -> UIKey {
            named(.keyboardPageDown, characters: UIKeyCommand.inputPageDown, modifiers: modifiers)
        }

        static func insert(_ modifiers: UIKeyModifierFlags) -> UIKey {
            named(.keyboardInsert, characters: "", modifiers: modifiers)
        }

        /// F1–F12.
        static func function(_ number: Int, _ modifiers: UIKeyModifierFlags) -> UIKey {
            named(
                UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + number - 1), characters: "",
                modifiers: modifiers)
        }

        /// A character key: its HID code for letters and digits, Shift for capitals, and the
        /// control character a letter types with Ctrl.
        static func character(_ scalar: Unicode.Scalar, modifiers: UIKeyModifierFlags) -> UIKey {
            var flags = modifiers
            let text = String(scalar)
            let lower = text.lowercased()
            var code = UIKeyboardHIDUsage(rawValue: 0)
            if let ascii = lower.unicodeScalars.first, lower.unicodeScalars.count == 1, ascii.isASCII {
                switch ascii.value {
                case 0x61...0x7A: code = UIKeyboardHIDUsage(rawValue: 0x04 + Int(ascii.value - 0x61))
                case 0x31...0x39: code = UIKeyboardHIDUsage(rawValue: 0x1E + Int(ascii.value - 0x31))
                case 0x30: code = .keyboard0
                default: break
                }
            }
            if text != lower && scalar.properties.isUppercase {
                flags.insert(.shift)
            }
            var characters = text
            if flags.contains(.control), let ascii = lower.unicodeScalars.first, (0x61...0x7A).contains(ascii.value) {
                characters = String(UnicodeScalar(UInt8(ascii.value - 0x60)))
            }
            return UIKey(
                characters: characters, charactersIgnoringModifiers: lower, modifierFlags: flags, keyCode: code)
        }

        /// A printable ASCII byte (space to tilde).
        static func printable(_ byte: UInt8, modifiers: UIKeyModifierFlags) -> UIKey {
            if modifiers.isEmpty {
                return plainPrintable[Int(byte) - 0x20]
            }
            return byte == 0x20 ? space(modifiers) : character(Unicode.Scalar(byte), modifiers: modifiers)
        }

        /// The unmodified printable ASCII keys, made once: typing is most of what arrives, and
        /// keys are immutable values.
        static let plainPrintable: [UIKey] = (0x20...0x7E).map { byte in
            byte == 0x20 ? space([]) : character(Unicode.Scalar(UInt8(byte)), modifiers: [])
        }

        /// A C0 control byte or DEL, as the key that sends it: Enter (CR), Tab, Backspace (DEL
        /// or BS), Ctrl-Space (NUL), Ctrl-letter (LF is Ctrl-J), Ctrl-\ ] ^ _.
        static func control(_ byte: UInt8, modifiers: UIKeyModifierFlags) -> UIKey {
            switch byte {
            case 0x0D: return enter(modifiers)
            case 0x09: return tab(modifiers)
            case 0x7F, 0x08: return backspace(modifiers)
            case 0x00: return space(modifiers.union(.control))
            case 0x1B: return escape(modifiers)
            case 0x01...0x1A:
                return character(Unicode.Scalar(byte + 0x60), modifiers: modifiers.union(.control))
            default:
                // 0x1C–0x1F: Ctrl-\, Ctrl-], Ctrl-^, Ctrl-_.
                return character(Unicode.Scalar(byte + 0x40), modifiers: modifiers.union(.control))
            }
        }
    }
}
