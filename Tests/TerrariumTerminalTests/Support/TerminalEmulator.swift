import Foundation

@testable import Terrarium
@testable import TerrariumTerminal

/// A tiny terminal for tests: a screen model that interprets the subset of control sequences
/// the renderer writes, so a test can replay a frame's bytes and compare the screen with the
/// canvas it was meant to show.
///
/// It follows xterm where terminals agree: writing over either half of a wide character
/// blanks the other half; erases and scrolls fill with the current background (background
/// colour erase); a write in the last column leaves a wrap pending. Whatever the renderer must
/// never do — rely on autowrap, line-feed off the bottom, move relatively from a pending wrap,
/// send a sequence outside the subset — is recorded in ``problems``.
struct TerminalEmulator {
    /// One cell of the screen: its text (empty for the right half of a wide character) and pen.
    struct Cell: Hashable, CustomStringConvertible {
        var text: String
        var pen: Pen

        static let blank = Cell(text: " ", pen: .plain)

        var description: String {
            "\(text.debugDescription) \(pen)"
        }
    }

    let width: Int
    let height: Int
    private(set) var cells: [Cell]
    private(set) var cursorX = 0
    private(set) var cursorY = 0
    private(set) var isPendingWrap = false
    private(set) var pen = Pen.plain
    private(set) var scrollTop = 0
    private(set) var scrollBottom: Int
    private(set) var isSynchronizing = false
    /// Everything the renderer should not have done, in order.
    private(set) var problems: [String] = []
    /// How many kitty keyboard levels were pushed and not popped.
    private(set) var kittyKeyboardLevels = 0

    private var pending: [UInt8] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: .blank, count: width * height)
        scrollBottom = height - 1
    }

    subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// The screen's rows as text, as `Canvas.lines` shows a canvas.
    var lines: [String] {
        (0..<height).map { y in (0..<width).map { self[$0, y].text }.joined() }
    }

    // MARK: Feeding

    mutating func feed(_ bytes: [UInt8]) {
        pending.append(contentsOf: bytes)
        var index = 0
        var text: [UInt8] = []
        func flushText(_ emulator: inout TerminalEmulator) {
            guard !text.isEmpty else { return }
            for character in String(decoding: text, as: UTF8.self) {
                emulator.print(character)
            }
            text.removeAll()
        }
        while index < pending.count {
            let byte = pending[index]
            switch byte {
            case 0x1B:
                flushText(&self)
                guard let end = sequenceEnd(from: index) else {
                    pending.removeSubrange(..<index)
                    return
                }
                escape(Array(pending[(index + 1)..<end]))
                index = end
            case 0x0D:
                flushText(&self)
                cursorX = 0
                isPendingWrap = false
                index += 1
            case 0x0A:
                flushText(&self)
                lineFeed()
                index += 1
            case 0x08:
                flushText(&self)
                if isPendingWrap { problems.append("BS with a wrap pending at \(cursorX),\(cursorY)") }
                cursorX = max(0, cursorX - 1)
                isPendingWrap = false
                index += 1
            case 0x00..<0x20, 0x7F:
                flushText(&self)
                problems.append("unexpected control byte \(byte)")
                index += 1
            default:
                text.append(byte)
                index += 1
            }
        }
        flushText(&self)
        pending.removeAll()
    }

    /// The index just past the escape sequence starting at `start`, or `nil` if incomplete.
    private func sequenceEnd(from start: Int) -> Int? {
        guard start + 1 < pending.count else { return nil }
        guard pending[start + 1] == UInt8(ascii: "[") else { return start + 2 }
        var index = start + 2
        while index < pending.count {
            if (0x40...0x7E).contains(pending[index]) { return index + 1 }
            index += 1
        }
        return nil
    }

    private mutating func escape(_ body: [UInt8]) {
        guard body.first == UInt8(ascii: "[") else {
            problems.append("unexpected escape \(String(decoding: body, as: UTF8.self))")
            return
        }
        var parameterBytes = Array(body.dropFirst().dropLast())
        let final = Character(UnicodeScalar(body.last!))
        var isPrivate = false
        if parameterBytes.first == UInt8(ascii: "?") {
            isPrivate = true
            parameterBytes.removeFirst()
        }
        // The kitty keyboard protocol's push (`CSI > flags u`) and pop (`CSI < u`) change
        // what keys send, not the screen.
        if final == "u", let marker = parameterBytes.first, marker == UInt8(ascii: ">") || marker == UInt8(ascii: "<") {
            kittyKeyboardLevels += marker == UInt8(ascii: ">") ? 1 : -1
            return
        }
        let parameters = String(decoding: parameterBytes, as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) }
        func parameter(_ index: Int, default value: Int) -> Int {
            index < parameters.count ? (parameters[index] ?? value) : value
        }
        if isPrivate {
            privateMode(parameters.compactMap { $0 }, set: final == "h", final: final)
            return
        }
        switch final {
        case "H", "f":
            cursorY = min(height - 1, max(1, parameter(0, default: 1)) - 1)
            cursorX = min(width - 1, max(1, parameter(1, default: 1)) - 1)
            isPendingWrap = false
        case "A", "B", "C", "D":
            if isPendingWrap { problems.append("relative move \(final) with a wrap pending") }
            let count = max(1, parameter(0, default: 1))
            switch final {
            case "A": cursorY = max(0, cursorY - count)
            case "B": cursorY = min(height - 1, cursorY + count)
            case "C": cursorX = min(width - 1, cursorX + count)
            default: cursorX = max(0, cursorX - count)
            }
            isPendingWrap = false
        case "m":
            selectGraphicRendition(parameters.isEmpty ? [0] : parameters.map { $0 ?? 0 })
        case "J":
            guard parameter(0, default: 0) == 2 else {
                problems.append("erase in display \(parameters)")
                return
            }
            for y in 0..<height { erase(row: y, from: 0) }
        case "K":
            guard parameter(0, default: 0) == 0 else {
                problems.append("erase in line \(parameters)")
                return
            }
            erase(row: cursorY, from: cursorX)
        case "r":
            scrollTop = parameter(0, default: 1) - 1
            scrollBottom = parameter(1, default: height) - 1
            if scrollTop >= scrollBottom || scrollBottom >= height {
                problems.append("bad scrolling region \(parameters)")
                scrollTop = 0
                scrollBottom = height - 1
            }
            cursorX = 0
            cursorY = 0
            isPendingWrap = false
        case "S":
            for _ in 0..<max(1, parameter(0, default: 1)) { scrollUp() }
        case "T":
            for _ in 0..<max(1, parameter(0, default: 1)) { scrollDown() }
        default:
            problems.append("unsupported CSI \(parameters) \(final)")
        }
    }

    private mutating func privateMode(_ numbers: [Int], set: Bool, final: Character) {
        guard final == "h" || final == "l" else {
            problems.append("unsupported private CSI \(numbers) \(final)")
            return
        }
        for number in numbers {
            switch number {
            case 2026:
                if set == isSynchronizing { problems.append("synchronized output \(set ? "begun" : "ended") twice") }
                isSynchronizing = set
            case 25, 1049, 2004, 1000, 1002, 1006, 1004:
                break
            default:
                problems.append("unsupported private mode \(number)")
            }
        }
    }

    // MARK: Screen operations

    private mutating func print(_ character: Character) {
        let glyphWidth = character.displayWidth
        guard glyphWidth > 0 else {
            problems.append("zero-width text \(String(character).debugDescription) written alone")
            return
        }
        if isPendingWrap {
            problems.append("autowrap used writing \(String(character).debugDescription) at row \(cursorY)")
            isPendingWrap = false
            cursorX = 0
            lineFeed()
        }
        if glyphWidth == 2 && cursorX == width - 1 {
            problems.append("wide \(String(character).debugDescription) written in the last column")
            return
        }
        detach(x: cursorX, y: cursorY)
        if glyphWidth == 2 { detach(x: cursorX + 1, y: cursorY) }
        cells[cursorY * width + cursorX] = Cell(text: String(character), pen: pen)
        if glyphWidth == 2 { cells[cursorY * width + cursorX + 1] = Cell(text: "", pen: pen) }
        cursorX += glyphWidth
        if cursorX >= width {
            cursorX = width - 1
            isPendingWrap = true
        }
    }

    /// Before a cell is overwritten, blanks the other half of the wide character it is part of.
    private mutating func detach(x: Int, y: Int) {
        let index = y * width + x
        if cells[index].text.isEmpty, x > 0 {
            cells[index - 1].text = " "
        } else if x + 1 < width, cells[index + 1].text.isEmpty {
            cells[index + 1].text = " "
        }
    }

    private var erasedCell: Cell {
        Cell(text: " ", pen: Pen(foreground: .default, background: pen.background, attributes: []))
    }

    private mutating func erase(row y: Int, from x: Int) {
        if x > 0, x < width, cells[y * width + x].text.isEmpty {
            cells[y * width + x - 1].text = " "
        }
        for column in x..<width {
            cells[y * width + column] = erasedCell
        }
    }

    private mutating func lineFeed() {
        if isPendingWrap { problems.append("LF with a wrap pending at row \(cursorY)") }
        isPendingWrap = false
        if cursorY == scrollBottom {
            problems.append("LF scrolled at row \(cursorY)")
            scrollUp()
        } else if cursorY < height - 1 {
            cursorY += 1
        }
    }

    private mutating func scrollUp() {
        for y in scrollTop..<scrollBottom {
            for x in 0..<width { cells[y * width + x] = cells[(y + 1) * width + x] }
        }
        for x in 0..<width { cells[scrollBottom * width + x] = erasedCell }
    }

    private mutating func scrollDown() {
        for y in stride(from: scrollBottom, to: scrollTop, by: -1) {
            for x in 0..<width { cells[y * width + x] = cells[(y - 1) * width + x] }
        }
        for x in 0..<width { cells[scrollTop * width + x] = erasedCell }
    }

    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        var index = 0
        func color(_ index: inout Int) -> TerminalColor? {
            guard index + 1 < parameters.count else { return nil }
            if parameters[index + 1] == 5, index + 2 < parameters.count {
                index += 2
                return .indexed(UInt8(parameters[index]))
            }
            if parameters[index + 1] == 2, index + 4 < parameters.count {
                let value = TerminalColor.rgb(
                    UInt8(parameters[index + 2]), UInt8(parameters[index + 3]), UInt8(parameters[index + 4]))
                index += 4
                return value
            }
            return nil
        }
        while index < parameters.count {
            let code = parameters[index]
            switch code {
            case 0: pen = .plain
            case 1: pen.attributes.insert(.bold)
            case 2: pen.attributes.insert(.dim)
            case 3: pen.attributes.insert(.italic)
            case 4: pen.attributes.insert(.underline)
            case 5: pen.attributes.insert(.blink)
            case 7: pen.attributes.insert(.reverse)
            case 9: pen.attributes.insert(.strikethrough)
            case 22: pen.attributes.subtract([.bold, .dim])
            case 23: pen.attributes.remove(.italic)
            case 24: pen.attributes.remove(.underline)
            case 25: pen.attributes.remove(.blink)
            case 27: pen.attributes.remove(.reverse)
            case 29: pen.attributes.remove(.strikethrough)
            case 30...37: pen.foreground = .indexed(UInt8(code - 30))
            case 39: pen.foreground = .default
            case 40...47: pen.background = .indexed(UInt8(code - 40))
            case 49: pen.background = .default
            case 90...97: pen.foreground = .indexed(UInt8(code - 90 + 8))
            case 100...107: pen.background = .indexed(UInt8(code - 100 + 8))
            case 38:
                guard let value = color(&index) else {
                    problems.append("bad extended colour \(parameters)")
                    return
                }
                pen.foreground = value
            case 48:
                guard let value = color(&index) else {
                    problems.append("bad extended colour \(parameters)")
                    return
                }
                pen.background = value
            default:
                problems.append("unsupported SGR \(code)")
            }
            index += 1
        }
    }
}

extension TerminalEmulator {
    /// The differences between the screen and what `canvas` should look like through a
    /// renderer in `colorMode`, as readable lines (empty when they agree).
    func mismatches(
        against canvas: Canvas, colorMode: ANSIRenderer.ColorMode, defaultBackground: UIColor = .black
    ) -> [String] {
        var encoder = ANSIRenderer.PenEncoder(mode: colorMode, defaultBackground: defaultBackground)
        var found: [String] = []
        for y in 0..<height {
            for x in 0..<width {
                let expected = canvas[x: x, y: y]
                let actual = self[x, y]
                if expected.isContinuation {
                    if !actual.text.isEmpty { found.append("(\(x), \(y)): expected a continuation, got \(actual)") }
                    continue
                }
                let pen = encoder.pen(for: expected)
                if actual.text != expected.text || actual.pen != pen {
                    found.append("(\(x), \(y)): expected \(expected.text.debugDescription) \(pen), got \(actual)")
                }
            }
        }
        return found
    }
}
