import Terrarium

// Control sequences (CSI), SS3 sequences and mouse reports.

extension InputDecoder {
    /// The parameters of a control sequence: an optional private marker (`<`, `=`, `>`, `?`),
    /// numbers separated by `;`, each with `:`-separated sub-parameters, and intermediates.
    struct Parameters {
        var marker: UInt8?
        var values: [[Int?]] = []
        var hasIntermediates = false

        init(_ bytes: [UInt8]) {
            var index = 0
            if let first = bytes.first, (0x3C...0x3F).contains(first) {
                marker = first
                index = 1
            }
            var current: [Int?] = [nil]
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x30...0x39:
                    let digit = Int(byte - 0x30)
                    current[current.count - 1] = min(99_999_999, (current[current.count - 1] ?? 0) * 10 + digit)
                case UInt8(ascii: ":"):
                    current.append(nil)
                case UInt8(ascii: ";"):
                    values.append(current)
                    current = [nil]
                case 0x20...0x2F:
                    hasIntermediates = true
                default:
                    break
                }
                index += 1
            }
            if !bytes.isEmpty || !values.isEmpty { values.append(current) }
        }

        /// The parameter at `index`, or `nil` when absent or empty.
        subscript(index: Int) -> Int? {
            index < values.count ? values[index][0] : nil
        }

        /// A sub-parameter, or `nil` when absent or empty.
        subscript(index: Int, sub: Int) -> Int? {
            index < values.count && sub < values[index].count ? values[index][sub] : nil
        }

        var count: Int { values.count }
    }

    /// Modifier flags from an xterm modifier parameter (1 + shift 1, alt 2, ctrl 4, meta 8)
    /// or a kitty one (the same, plus super 8, hyper 16, meta 32, caps lock 64).
    static func modifiers(_ parameter: Int?, kitty: Bool = false) -> UIKeyModifierFlags {
        guard let parameter, parameter > 1 else { return [] }
        let bits = parameter - 1
        var flags: UIKeyModifierFlags = []
        if bits & 1 != 0 { flags.insert(.shift) }
        if bits & 2 != 0 { flags.insert(.alternate) }
        if bits & 4 != 0 { flags.insert(.control) }
        if kitty {
            if bits & 8 != 0 { flags.insert(.command) }
            if bits & 32 != 0 { flags.insert(.alternate) }
            if bits & 64 != 0 { flags.insert(.alphaShift) }
        } else if bits & 8 != 0 {
            flags.insert(.alternate)
        }
        return flags
    }

    // MARK: CSI

    mutating func controlSequence(final: UInt8, into events: inout [TerminalInputEvent]) {
        if final == UInt8(ascii: "M"), sequence.isEmpty {
            // X10 mouse: three raw bytes follow.
            state = .x10Mouse
            return
        }
        let parameters = Parameters(sequence)
        guard !parameters.hasIntermediates else { return }
        if parameters.marker == UInt8(ascii: "<") {
            if final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
                sgrMouse(parameters, released: final == UInt8(ascii: "m"), into: &events)
            }
            return
        }
        guard parameters.marker == nil else {
            // Replies to queries (`CSI ? … u`, `CSI ? … c`): nothing the user did.
            return
        }
        // A kitty release event (`CSI 1;mods:3 A`) is not a key press.
        if parameters[1, 1] == 3 { return }
        let modifiers = Self.modifiers(parameters[1], kitty: final == UInt8(ascii: "u"))
        switch final {
        case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "D"):
            events.append(.key(KeyFactory.arrow(final, modifiers)))
        case UInt8(ascii: "H"):
            events.append(.key(KeyFactory.home(modifiers)))
        case UInt8(ascii: "F"):
            events.append(.key(KeyFactory.end(modifiers)))
        case UInt8(ascii: "P"), UInt8(ascii: "Q"), UInt8(ascii: "S"):
            events.append(.key(KeyFactory.function(Int(final - UInt8(ascii: "P")) + 1, modifiers)))
        case UInt8(ascii: "R"):
            // F3, unless it is a cursor position report (`CSI row;col R`).
            if parameters.count < 2 || parameters[0] == 1 {
                events.append(.key(KeyFactory.function(3, modifiers)))
            }
        case UInt8(ascii: "Z"):
            events.append(.key(KeyFactory.tab(modifiers.union(.shift))))
        case UInt8(ascii: "I") where parameters.count == 0:
            events.append(.focus(true))
        case UInt8(ascii: "O") where parameters.count == 0:
            events.append(.focus(false))
        case UInt8(ascii: "~"):
            tilde(parameters, modifiers: modifiers, into: &events)
        case UInt8(ascii: "u"):
            kittyKey(parameters, modifiers: modifiers, into: &events)
        case UInt8(ascii: "t"):
            // In-band resize (DEC 2048): `CSI 48 ; rows ; columns ; … t`.
            if parameters[0] == 48, let rows = parameters[1], let columns = parameters[2], rows > 0, columns > 0 {
                events.append(.resize(TerminalSize(columns: columns, rows: rows)))
            }
        default:
            break
        }
    }

    /// `CSI n ~` and `CSI n ; mod ~`: the editing keys, F1–F12, paste start, and xterm's
    /// `modifyOtherKeys` form `CSI 27 ; mod ; code ~`.
    private mutating func tilde(
        _ parameters: Parameters, modifiers: UIKeyModifierFlags, into events: inout [TerminalInputEvent]
    ) {
        guard let number = parameters[0] else { return }
        let key: UIKey?
        switch number {
        case 1, 7: key = KeyFactory.home(modifiers)
        case 2: key = KeyFactory.insert(modifiers)
        case 3: key = KeyFactory.forwardDelete(modifiers)
        case 4, 8: key = KeyFactory.end(modifiers)
        case 5: key = KeyFactory.pageUp(modifiers)
        case 6: key = KeyFactory.pageDown(modifiers)
        case 11...15: key = KeyFactory.function(number - 10, modifiers)
        case 17...21: key = KeyFactory.function(number - 11, modifiers)
        case 23, 24: key = KeyFactory.function(number - 12, modifiers)
        case 27:
            key = parameters[2].flatMap { codeKey($0, modifiers: modifiers) }
        case 200:
            state = .paste
            paste.removeAll(keepingCapacity: true)
            pasteMarkerMatched = 0
            key = nil
        default:
            key = nil
        }
        if let key { events.append(.key(key)) }
    }

    /// The kitty keyboard protocol: `CSI code ; mods u` (sub-parameters ignored but the
    /// event type, where 3 is a release).
    private func kittyKey(
        _ parameters: Parameters, modifiers: UIKeyModifierFlags, into events: inout [TerminalInputEvent]
    ) {
        guard let code = parameters[0], let key = codeKey(code, modifiers: modifiers) else { return }
        events.append(.key(key))
    }

    /// The key for a Unicode code point or one of kitty's functional-key codes.
    private func codeKey(_ code: Int, modifiers: UIKeyModifierFlags) -> UIKey? {
        switch code {
        case 9: return KeyFactory.tab(modifiers)
        case 13: return KeyFactory.enter(modifiers)
        case 27: return KeyFactory.escape(modifiers)
        case 8, 127: return KeyFactory.backspace(modifiers)
        case 32: return KeyFactory.space(modifiers)
        case 57399...57408:
            return KeyFactory.character(
                Unicode.Scalar(UInt8(0x30 + code - 57399)), modifiers: modifiers.union(.numericPad))
        case 57409...57413, 57415:
            let symbols: [Int: Unicode.Scalar] = [
                57409: ".", 57410: "/", 57411: "*", 57412: "-", 57413: "+", 57415: "=",
            ]
            return KeyFactory.character(symbols[code]!, modifiers: modifiers.union(.numericPad))
        case 57414: return KeyFactory.enter(modifiers.union(.numericPad))
        case 57417: return KeyFactory.arrow(UInt8(ascii: "D"), modifiers)
        case 57418: return KeyFactory.arrow(UInt8(ascii: "C"), modifiers)
        case 57419: return KeyFactory.arrow(UInt8(ascii: "A"), modifiers)
        case 57420: return KeyFactory.arrow(UInt8(ascii: "B"), modifiers)
        case 57421: return KeyFactory.pageUp(modifiers)
        case 57422: return KeyFactory.pageDown(modifiers)
        case 57423: return KeyFactory.home(modifiers)
        case 57424: return KeyFactory.end(modifiers)
        case 57425: return KeyFactory.insert(modifiers)
        case 57426: return KeyFactory.forwardDelete(modifiers)
        case 57344...63743:
            // Other functional keys (F13 and up, media, lone modifiers): not UIKit keys.
            return nil
        default:
            guard var scalar = Unicode.Scalar(UInt32(clamping: code)), code >= 0x20, code != 0x7F else {
                return nil
            }
            // Kitty reports the unshifted key; Shift with a letter types its capital.
            if modifiers.contains(.shift), scalar.properties.isLowercase,
                let upper = String(scalar).uppercased().unicodeScalars.first,
                String(scalar).uppercased().unicodeScalars.count == 1
            {
                scalar = upper
            }
            return KeyFactory.character(scalar, modifiers: modifiers)
        }
    }

    // MARK: SS3

    /// `ESC O X`: F1–F4, arrows, Home/End and the application keypad, with an optional
    /// modifier parameter (`ESC O 5 P` from some terminals).
    mutating func singleShift(final: UInt8, into events: inout [TerminalInputEvent]) {
        let parameters = Parameters(sequence)
        let modifiers = Self.modifiers(parameters.values.last?.first ?? nil)
        switch final {
        case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "D"):
            events.append(.key(KeyFactory.arrow(final, modifiers)))
        case UInt8(ascii: "H"):
            events.append(.key(KeyFactory.home(modifiers)))
        case UInt8(ascii: "F"):
            events.append(.key(KeyFactory.end(modifiers)))
        case UInt8(ascii: "P")...UInt8(ascii: "S"):
            events.append(.key(KeyFactory.function(Int(final - UInt8(ascii: "P")) + 1, modifiers)))
        case UInt8(ascii: "M"):
            events.append(.key(KeyFactory.enter(modifiers.union(.numericPad))))
        case UInt8(ascii: "j")...UInt8(ascii: "y"), UInt8(ascii: "X"):
            // Keypad in application mode: j * k + l , m - n . o / p–y 0–9, X =.
            let symbols = Array("*+,-./0123456789".unicodeScalars)
            let scalar = final == UInt8(ascii: "X") ? "=" : symbols[Int(final - UInt8(ascii: "j"))]
            events.append(.key(KeyFactory.character(scalar, modifiers: modifiers.union(.numericPad))))
        default:
            break
        }
    }

    // MARK: Mouse

    /// SGR mouse (DEC 1006): `CSI < b ; x ; y M` for presses, drags, moves and the wheel,
    /// `… m` for releases; coordinates from 1.
    private func sgrMouse(_ parameters: Parameters, released: Bool, into events: inout [TerminalInputEvent]) {
        guard parameters.count == 3, let code = parameters[0], let x = parameters[1], let y = parameters[2] else {
            return
        }
        events.append(.mouse(Self.mouseEvent(code: code, column: x - 1, row: y - 1, released: released)))
    }

    /// X10 mouse (`CSI M` and three bytes, each offset by 32), for terminals without SGR.
    mutating func x10Mouse(into events: inout [TerminalInputEvent]) {
        let code = Int(sequence[0]) - 32
        let column = Int(sequence[1]) - 33
        let row = Int(sequence[2]) - 33
        guard code >= 0 else { return }
        let released = code & 0b1100_0011 == 3
        events.append(.mouse(Self.mouseEvent(code: code, column: column, row: row, released: released)))
    }

    /// The button code's bits: 0–1 the button (3: none), 4 Shift, 8 Alt, 16 Ctrl, 32 motion,
    /// 64 the wheel, 128 the extra buttons.
    static func mouseEvent(code: Int, column: Int, row: Int, released: Bool) -> TerminalMouseEvent {
        var modifiers: UIKeyModifierFlags = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alternate) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let low = code & 3
        let button: TerminalMouseEvent.Button
        let action: TerminalMouseEvent.Action
        if code & 64 != 0 && code & 128 == 0 {
            button = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][low]
            action = .wheel
        } else {
            if code & 128 != 0 {
                button = .other(8 + low)
            } else {
                button = [.left, .middle, .right, .none][low]
            }
            if released {
                action = .release
            } else if code & 32 != 0 {
                action = button == .none ? .move : .drag
            } else {
                action = .press
            }
        }
        return TerminalMouseEvent(action: action, button: button, column: column, row: row, modifierFlags: modifiers)
    }
}
