import Foundation
import Terrarium
import Testing

@testable import TerrariumTesting

/// The PNG pictures read back with Terrarium's own decoder: every cell's background and
/// glyph recovered from the pixels and compared with the canvas.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct CanvasPNGTests {
    /// What one cell of a decoded picture shows.
    struct Recovered: Equatable, CustomStringConvertible {
        var background: [UInt8]
        /// The font pixels that are not the background, row by row.
        var mask: [Bool]
        /// The colour of those pixels, if any (all must be one colour).
        var foreground: [UInt8]?
        var description: String { "background \(background) foreground \(foreground ?? [])" }
    }

    /// Reads cell (`column`, `row`) of a picture at `scale`: the background is the top-left
    /// pixel (row 0 is above every designed glyph), the glyph every font pixel of another
    /// colour; each font pixel must be `scale` × `scale` screen pixels of one colour.
    static func recover(_ bitmap: PNGDecoder.Bitmap, column: Int, row: Int, cells: Int = 1, scale: Int) -> Recovered {
        let cellWidth = 6 * scale, cellHeight = 12 * scale
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let index = (y * bitmap.width + x) * 4
            return Array(bitmap.rgba[index..<(index + 4)])
        }
        let left = column * cellWidth, top = row * cellHeight
        let background = pixel(left, top)
        var mask: [Bool] = []
        var foreground: [UInt8]?
        for fy in 0..<12 {
            for fx in 0..<(6 * cells) {
                let colour = pixel(left + fx * scale, top + fy * scale)
                for dy in 0..<scale {
                    for dx in 0..<scale where pixel(left + fx * scale + dx, top + fy * scale + dy) != colour {
                        Issue.record("font pixel (\(fx), \(fy)) of cell (\(column), \(row)) is not one colour")
                    }
                }
                let set = colour != background
                mask.append(set)
                if set {
                    if let foreground, foreground != colour {
                        Issue.record("cell (\(column), \(row)) has glyph pixels of two colours")
                    }
                    foreground = colour
                }
            }
        }
        return Recovered(background: background, mask: mask, foreground: foreground)
    }

    /// The designed character whose pixels (bold: overstruck) are `mask`; " " for none.
    static func character(of mask: [Bool], bold: Bool) -> Character? {
        if !mask.contains(true) { return " " }
        for (character, _) in TerminalFont.designs {
            var glyph = TerminalFont.mask(for: character.unicodeScalars.first!, cells: 1)!
            if bold { glyph = glyph.emboldened() }
            if glyph.bits == mask { return character }
        }
        return nil
    }

    static func bytes(_ red: Double, _ green: Double, _ blue: Double) -> [UInt8] {
        [red, green, blue].map { UInt8(($0 * 255).rounded()) } + [255]
    }

    static let defaultBackground = bytes(0.11, 0.11, 0.12)
    static let defaultForeground = bytes(0.85, 0.85, 0.85)

    @Test(arguments: [1, 2, 3])
    func everyCellDecodesToItsBackgroundAndCharacter(scale: Int) throws {
        let printable = (0x21...0x7E).map { Character(Unicode.Scalar($0)!) }
        var canvas = Canvas(width: 32, height: 5)
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        for (index, character) in printable.enumerated() {
            let x = index % 32, y = index / 32
            canvas.draw(
                String(character), at: CGPoint(x: x, y: y), foreground: x % 2 == 0 ? orange : nil,
                background: y == 1 ? blue : nil, attributes: y == 2 ? .bold : [])
        }
        canvas.draw("… ✓ ✕ ‹ › ▶ ● −", at: CGPoint(x: 0, y: 4))
        let png = canvas.png(options: Canvas.PNGOptions(scale: scale))
        let bitmap = try PNGDecoder.decode(Array(png))
        #expect(bitmap.width == 32 * 6 * scale && bitmap.height == 5 * 12 * scale)
        #expect(bitmap == canvas.rasterized(options: Canvas.PNGOptions(scale: scale)))
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let cell = canvas[x: x, y: y]
                let recovered = Self.recover(bitmap, column: x, row: y, scale: scale)
                #expect(recovered.background == (y == 1 ? [0, 0, 255, 255] : Self.defaultBackground), "(\(x), \(y))")
                let character = Self.character(of: recovered.mask, bold: cell.attributes.contains(.bold))
                #expect(character.map(String.init) == cell.text, "(\(x), \(y)): \(cell.text)")
                if cell.text != " " {
                    #expect(recovered.foreground == (x % 2 == 0 && y < 3 ? [255, 128, 0, 255] : Self.defaultForeground))
                }
            }
        }
    }

    @Test func everyDesignedGlyphIsDistinctAndFitsItsCell() {
        var seen: [[Bool]: Character] = [:]
        for (character, _) in TerminalFont.designs {
            let mask = TerminalFont.mask(for: character.unicodeScalars.first!, cells: 1)!
            #expect(seen[mask.bits] == nil, "\(character) looks like \(seen[mask.bits].map(String.init) ?? "")")
            seen[mask.bits] = character
            // Column 5 and rows 0–1 and 11 stay empty: the gap, the space above, the underline.
            for y in 0..<12 { #expect(!mask[5, y], "\(character)") }
            for x in 0..<6 { #expect(!mask[x, 0] && !mask[x, 1] && !mask[x, 11], "\(character)") }
        }
        #expect(seen.count == 94 + 20)
    }

    @Test func attributesColoursAndTheCursorAreDrawn() throws {
        var canvas = Canvas(width: 8, height: 1)
        canvas.draw("a", at: .zero, attributes: .underline)
        canvas.draw("b", at: CGPoint(x: 1, y: 0), attributes: .strikethrough)
        canvas.draw("c", at: CGPoint(x: 2, y: 0), attributes: .dim)
        canvas.draw("d", at: CGPoint(x: 3, y: 0), attributes: .reverse)
        canvas.draw("e", at: CGPoint(x: 4, y: 0), attributes: .italic)
        canvas.draw(
            "f", at: CGPoint(x: 5, y: 0), foreground: UIColor(red: 1, green: 1, blue: 1, alpha: 0.5),
            background: UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        let bitmap = try PNGDecoder.decode(Array(canvas.png(cursor: CGPoint(x: 7, y: 0), options: .init(scale: 1))))
        func recovered(_ x: Int) -> Recovered { Self.recover(bitmap, column: x, row: 0, scale: 1) }
        func glyph(_ character: Character) -> [Bool] {
            TerminalFont.mask(for: character.unicodeScalars.first!, cells: 1)!.bits
        }
        func row(_ mask: [Bool], _ y: Int) -> [Bool] { Array(mask[(y * 6)..<(y * 6 + 6)]) }
        // Underline: the glyph and a line across the cell at row 11.
        #expect(row(recovered(0).mask, 11) == Array(repeating: true, count: 6))
        #expect(Array(recovered(0).mask[0..<66]) == Array(glyph("a")[0..<66]))
        // Strikethrough: a line across row 6.
        #expect(row(recovered(1).mask, 6) == Array(repeating: true, count: 6))
        // Dim: 60 % of the foreground over the background.
        let dim = Self.bytes(0.6 * 0.85 + 0.4 * 0.11, 0.6 * 0.85 + 0.4 * 0.11, 0.6 * 0.85 + 0.4 * 0.12)
        #expect(recovered(2).foreground == dim)
        // Reverse: the default colours swapped.
        #expect(recovered(3).background == Self.defaultForeground)
        #expect(recovered(3).foreground == Self.defaultBackground)
        #expect(recovered(3).mask == glyph("d"))
        // Italic: the top half one pixel to the right, the bottom half in place.
        let italic = recovered(4).mask, plain = glyph("e")
        for y in 0..<12 {
            let expected = y < 6 ? [false] + row(plain, y).prefix(5) : row(plain, y)
            #expect(row(italic, y) == expected, "row \(y)")
        }
        // A translucent foreground is blended over the cell's background.
        #expect(recovered(5).background == [0, 0, 0, 255])
        #expect(recovered(5).foreground == [128, 128, 128, 255])
        // The cursor on a blank cell: a block of the foreground.
        #expect(recovered(7).background == Self.defaultForeground)
        #expect(!recovered(7).mask.contains(true))
    }

    @Test func linesBlocksAndBrailleAreDrawnFromTheirCodePoints() throws {
        var canvas = Canvas(width: 6, height: 3)
        canvas.draw("┌─┬╔═╗", at: .zero)
        canvas.draw("│█▀⣿⠀╭", at: CGPoint(x: 0, y: 1))
        canvas.draw("漢╳▒", at: CGPoint(x: 0, y: 2))
        let bitmap = canvas.rasterized(options: .init(scale: 1))
        func set(_ x: Int, _ y: Int) -> Bool {
            let index = (y * bitmap.width + x) * 4
            return Array(bitmap.rgba[index..<(index + 4)]) == Self.defaultForeground
        }
        // The light horizontal runs unbroken from the corner through the tee (row 5).
        #expect((2..<18).allSatisfy { set($0, 5) })
        // The corner's and the tee's down arms meet the vertical below them (column 2 and 14).
        #expect((5..<24).allSatisfy { set(2, $0) })
        #expect((5..<12).allSatisfy { set(14, $0) })
        // The double horizontal: two rows, 4 and 7, across the middle cell.
        #expect((24..<30).allSatisfy { set($0, 4) && set($0, 7) && !set($0, 5) && !set($0, 6) })
        // ╔'s outer corner at (1, 4) of its cell, ╗'s at (4, 4).
        #expect(set(18 + 1, 4) && set(18 + 1, 11) && set(30 + 4, 4) && set(30 + 4, 11))
        // The full block fills its cell; the upper half fills the top six rows.
        #expect((6..<12).allSatisfy { x in (12..<24).allSatisfy { set(x, $0) } })
        #expect((12..<18).allSatisfy { x in (12..<18).allSatisfy { set(x, $0) } && !(18..<24).contains { set(x, $0) } })
        // Braille: all eight dots of U+28FF, none of U+2800.
        let dots = TerminalFont.braille(0x28FF)
        #expect(dots.bits.filter { $0 }.count == 8 * 4)
        #expect((0..<6).allSatisfy { x in (12..<24).allSatisfy { set(18 + x, $0) == dots[x, $0 - 12] } })
        #expect(!(24..<30).contains { x in (12..<24).contains { set(x, $0) } })
        // The rounded corner has no pixel at the joint but its arms.
        #expect(!set(30 + 2, 12 + 5) && set(30 + 3, 12 + 5) && set(30 + 2, 12 + 6))
        // A wide character without a designed glyph: a hollow box over both cells.
        #expect((0..<11).allSatisfy { set($0, 24 + 2) && set($0, 24 + 10) })
        #expect(set(0, 24 + 6) && set(10, 24 + 6) && !set(5, 24 + 6))
        // The medium shade sets half the pixels.
        let shade = (18..<24).flatMap { x in (24..<36).map { set(x, $0) } }
        #expect(shade.filter { $0 }.count == 36)
    }

    @Test func everyDrawnCharacterDecodesToItsOwnPixels() throws {
        // Box drawing, block elements and braille: 128 + 32 + 256 characters, 32 a row.
        let scalars = Array(0x2500...0x259F) + Array(0x2800...0x28FF)
        var canvas = Canvas(width: 32, height: scalars.count / 32)
        let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        for (index, value) in scalars.enumerated() {
            canvas.draw(
                String(Unicode.Scalar(UInt32(value))!), at: CGPoint(x: index % 32, y: index / 32), foreground: orange,
                background: blue)
        }
        #expect(canvas.lines.allSatisfy { $0.count == 32 }, "every character one cell wide")
        let bitmap = try PNGDecoder.decode(Array(canvas.png(options: .init(scale: 2))))
        for (index, value) in scalars.enumerated() {
            let (x, y) = (index % 32, index / 32)
            var mask: [Bool] = []
            for fy in 0..<12 {
                for fx in 0..<6 {
                    let offset = ((y * 24 + fy * 2) * bitmap.width + x * 12 + fx * 2) * 4
                    let colour = Array(bitmap.rgba[offset..<(offset + 4)])
                    #expect(colour == [255, 128, 0, 255] || colour == [0, 0, 255, 255])
                    mask.append(colour == [255, 128, 0, 255])
                }
            }
            let expected = TerminalFont.mask(for: Unicode.Scalar(UInt32(value))!, cells: 1)
            #expect(mask == expected?.bits, "U+\(String(value, radix: 16, uppercase: true))")
            // Only U+2800, the blank braille pattern, draws nothing.
            #expect(mask.contains(true) == (value != 0x2800), "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    @Test func aScreenGivesTheSameBytesEveryTime() throws {
        var cursor: CGPoint?
        var withoutCursor: Data?
        func render() -> Data {
            let screen = HeadlessScreen(width: 30, height: 6)
            let controller = UIViewController()
            let label = UILabel(frame: CGRect(x: 1, y: 1, width: 20, height: 1))
            label.text = "Snapshot ✓ 漢字"
            label.textColor = .systemGreen
            controller.view.addSubview(label)
            let field = UITextField(frame: CGRect(x: 1, y: 3, width: 20, height: 1))
            field.text = "typed"
            controller.view.addSubview(field)
            screen.show(controller)
            _ = field.becomeFirstResponder()
            screen.runUntilIdle()
            cursor = screen.window.textCursorLocation
            #expect(screen.png() == screen.canvas.png(cursor: cursor))
            withoutCursor = screen.canvas.png()
            return screen.png()
        }
        let first = render()
        #expect(first == render())
        let bitmap = try PNGDecoder.decode(Array(first))
        #expect(bitmap.width == 30 * 12 && bitmap.height == 6 * 24)
        // "S" of "Snapshot" at cell (1, 1), in the label's green.
        let s = Self.recover(bitmap, column: 1, row: 1, scale: 2)
        #expect(Self.character(of: s.mask, bold: false) == "S")
        #expect(s.foreground != Self.defaultForeground)
        // The text cursor, after "typed", is a block: the cell's colours swapped.
        let at = try #require(cursor)
        let block = Self.recover(bitmap, column: Int(at.x), row: Int(at.y), scale: 2)
        let plainBitmap = try PNGDecoder.decode(Array(try #require(withoutCursor)))
        let plain = Self.recover(plainBitmap, column: Int(at.x), row: Int(at.y), scale: 2)
        let typed = Self.recover(plainBitmap, column: Int(at.x) - 1, row: Int(at.y), scale: 2)
        #expect(Self.character(of: typed.mask, bold: false) == "d")
        #expect(block.background != plain.background)
        // The blank cell has no colour of its own: the block is the default foreground.
        #expect(block.background == Self.defaultForeground)
    }
}
