import Terrarium

// Select Graphic Rendition: the shortest SGR that changes the terminal's pen.

extension ANSIRenderer {
    /// Two parameter lists reused between pen changes, so choosing one allocates nothing.
    struct SGRScratch: Sendable {
        var incremental: [Int] = []
        var reset: [Int] = []
    }

    /// Each attribute with the SGR numbers that turn it on and off. Bold and dim share their
    /// "off" (22, normal intensity).
    static let attributeCodes: [(attribute: TextAttributes, on: Int, off: Int)] = [
        (.bold, 1, 22), (.dim, 2, 22), (.italic, 3, 23), (.underline, 4, 24), (.blink, 5, 25),
        (.reverse, 7, 27), (.strikethrough, 9, 29),
    ]

    /// Writes the shorter of two SGRs that give the terminal `target`'s pen: one that changes
    /// only what differs (turning attributes off one by one), or one that resets everything
    /// (`0`) and sets what `target` needs. With the pen unknown only the reset is safe.
    mutating func changePen(to target: Pen, into output: inout [UInt8]) {
        scratch.reset.removeAll(keepingCapacity: true)
        scratch.reset.append(0)
        Self.appendAttributeCodes(target.attributes, into: &scratch.reset)
        if target.foreground != .default {
            Self.appendColorCodes(target.foreground, background: false, into: &scratch.reset)
        }
        if target.background != .default {
            Self.appendColorCodes(target.background, background: true, into: &scratch.reset)
        }
        var chosen = scratch.reset
        if let current = pen {
            scratch.incremental.removeAll(keepingCapacity: true)
            Self.appendChanges(from: current, to: target, into: &scratch.incremental)
            if Self.parameterLength(scratch.incremental) <= Self.parameterLength(scratch.reset) {
                chosen = scratch.incremental
            }
        }
        output.append(0x1B)
        output.append(UInt8(ascii: "["))
        for (index, parameter) in chosen.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ";")) }
            Self.appendDecimal(parameter, into: &output)
        }
        output.append(UInt8(ascii: "m"))
        pen = target
    }

    /// The parameters that change `current` into `target` without a reset.
    static func appendChanges(from current: Pen, to target: Pen, into parameters: inout [Int]) {
        let removed = current.attributes.subtracting(target.attributes)
        var added = target.attributes.subtracting(current.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            // 22 ends both bold and dim; put back whichever the target keeps.
            parameters.append(22)
            added.formUnion(target.attributes.intersection([.bold, .dim]))
        }
        for code in attributeCodes where code.off != 22 && removed.contains(code.attribute) {
            parameters.append(code.off)
        }
        appendAttributeCodes(added, into: &parameters)
        if current.foreground != target.foreground {
            appendColorCodes(target.foreground, background: false, into: &parameters)
        }
        if current.background != target.background {
            appendColorCodes(target.background, background: true, into: &parameters)
        }
    }

    static func appendAttributeCodes(_ attributes: TextAttributes, into parameters: inout [Int]) {
        guard !attributes.isEmpty else { return }
        for code in attributeCodes where attributes.contains(code.attribute) {
            parameters.append(code.on)
        }
    }

    /// `39`/`49`; `30–37`/`40–47` and `90–97`/`100–107` for the 16 colours; `38;5;n`/`48;5;n`;
    /// `38;2;r;g;b`/`48;2;r;g;b`.
    static func appendColorCodes(_ color: TerminalColor, background: Bool, into parameters: inout [Int]) {
        let base = background ? 10 : 0
        switch color {
        case .default:
            parameters.append(39 + base)
        case .indexed(let index) where index < 8:
            parameters.append(30 + base + Int(index))
        case .indexed(let index) where index < 16:
            parameters.append(90 + base + Int(index) - 8)
        case .indexed(let index):
            parameters.append(38 + base)
            parameters.append(5)
            parameters.append(Int(index))
        case .rgb(let red, let green, let blue):
            parameters.append(38 + base)
            parameters.append(2)
            parameters.append(Int(red))
            parameters.append(Int(green))
            parameters.append(Int(blue))
        }
    }

    /// The bytes of the parameters with their separators.
    static func parameterLength(_ parameters: [Int]) -> Int {
        parameters.reduce(max(0, parameters.count - 1)) { $0 + decimalLength($1) }
    }
}
