/// The bitmap font of ``Canvas/png(cursor:options:)``: a cell is 6 × 12 font pixels, drawn
/// at ``Canvas/PNGOptions/scale`` screen pixels each.
///
/// - Printable ASCII and a few characters Terrarium's controls show (`…` `•` `●` `○` `✓`
///   `✕` `×` `‹` `›` `▶` `◀` `▲` `▼` `←` `→` `↑` `↓` `−` `☰` `·`) are designed here, 5 × 7
///   above the baseline and 2 rows of descenders, written as rows of `#` and `.` below.
/// - Box drawing (U+2500–U+257F: light, heavy, double, dashed, rounded, diagonal, half
///   lines), block elements (U+2580–U+259F, shades as 25 / 50 / 75 % dither patterns) and
///   braille (U+2800–U+28FF, a 2 × 4 dot for each bit of the code point) are drawn from
///   their code points, joining their neighbours edge to edge as a terminal's do.
/// - Anything else (other symbols, CJK, emoji) is a hollow box as wide as the character's
///   cells: it shows where a glyph is and how wide the terminal made it, where guessing a
///   shape would mislead; the picture is for layout and colour, the text is in
///   ``HeadlessScreen/lines``. Blanks (spaces of any width) draw nothing.
///
/// Cell rows: 0–1 above the capitals, 2–8 the capitals (baseline under row 8), 9–10
/// descenders, 11 the underline; the strikethrough is row 6, the middle of the lowercase.
enum TerminalFont {
    static let cellWidth = 6
    static let cellHeight = 12
    /// The cell row of a designed glyph's first row.
    static let glyphTop = 2
    static let underlineRow = 11
    static let strikethroughRow = 6
    /// Rows above this are shifted one pixel right for italic.
    static let italicSplit = 6

    /// Which font pixels of one character's cells are set.
    struct Mask: Equatable, Sendable {
        let width: Int
        var bits: [Bool]

        init(cells: Int) {
            width = cells * TerminalFont.cellWidth
            bits = Array(repeating: false, count: width * TerminalFont.cellHeight)
        }

        subscript(x: Int, y: Int) -> Bool {
            get { bits[y * width + x] }
            set { bits[y * width + x] = newValue }
        }

        /// Sets the pixels of a rectangle, clipped to the mask.
        mutating func fill(x: ClosedRange<Int>, y: ClosedRange<Int>) {
            let left = max(0, x.lowerBound), right = min(width - 1, x.upperBound)
            let top = max(0, y.lowerBound), bottom = min(TerminalFont.cellHeight - 1, y.upperBound)
            guard left <= right, top <= bottom else { return }
            for row in top...bottom {
                for column in left...right { self[column, row] = true }
            }
        }

        /// The mask with every set pixel also set one to the right: bold as an overstrike.
        func emboldened() -> Mask {
            var out = self
            for y in 0..<TerminalFont.cellHeight {
                for x in 1..<width where self[x - 1, y] { out[x, y] = true }
            }
            return out
        }

        /// The rows above ``TerminalFont/italicSplit`` shifted one pixel right: a slant.
        func slanted() -> Mask {
            var out = self
            for y in 0..<TerminalFont.italicSplit {
                for x in 0..<width { out[x, y] = x > 0 && self[x - 1, y] }
            }
            return out
        }
    }

    /// The pixels of `scalar` drawn over `cells` cells; `nil` for a blank.
    static func mask(for scalar: Unicode.Scalar, cells: Int) -> Mask? {
        if scalar.properties.isWhitespace || scalar.value < 0x20 { return nil }
        if let designed = designed[scalar] {
            guard cells > 1 else { return designed }
            var wide = Mask(cells: cells)
            for y in 0..<cellHeight {
                for x in 0..<cellWidth where designed[x, y] { wide[x, y] = true }
            }
            return wide
        }
        switch scalar.value {
        case 0x2500...0x257F: return boxDrawing(scalar.value)
        case 0x2580...0x259F: return block(scalar.value)
        case 0x2800...0x28FF: return braille(scalar.value)
        default: break
        }
        return hollowBox(cells: cells)
    }

    /// The fallback: a box outline from the capitals' top to the descenders' bottom.
    static func hollowBox(cells: Int) -> Mask {
        var mask = Mask(cells: cells)
        let right = mask.width - 2
        mask.fill(x: 0...right, y: glyphTop...glyphTop)
        mask.fill(x: 0...right, y: 10...10)
        mask.fill(x: 0...0, y: glyphTop...10)
        mask.fill(x: right...right, y: glyphTop...10)
        return mask
    }

    // MARK: Designed glyphs

    /// The designed glyphs, parsed once from ``designs``.
    static let designed: [Unicode.Scalar: Mask] = {
        var table: [Unicode.Scalar: Mask] = [:]
        for (character, art) in designs {
            let rows = art.split(separator: " ")
            precondition(rows.count == 7 || rows.count == 9, "TerminalFont: \(character) needs 7 or 9 rows")
            var mask = Mask(cells: 1)
            for (y, row) in rows.enumerated() {
                precondition(row.count == 5, "TerminalFont: \(character) row \(y) is not 5 wide")
                for (x, pixel) in row.enumerated() where pixel == "#" { mask[x, glyphTop + y] = true }
            }
            table[character.unicodeScalars.first!] = mask
        }
        return table
    }()

    /// Each glyph as rows of five pixels, top to bottom, separated by spaces: seven rows down
    /// to the baseline, and two more for a descender.
    static let designs: [(Character, String)] = [
        ("!", "..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#.."),
        ("\"", ".#.#. .#.#. ..... ..... ..... ..... ....."),
        ("#", ".#.#. .#.#. ##### .#.#. ##### .#.#. .#.#."),
        ("$", "..#.. .#### #.#.. .###. ..#.# ####. ..#.."),
        ("%", "##... ##..# ...#. ..#.. .#... #..## ...##"),
        ("&", ".##.. #..#. #.#.. .#... #.#.# #..#. .##.#"),
        ("'", "..#.. ..#.. ..... ..... ..... ..... ....."),
        ("(", "...#. ..#.. .#... .#... .#... ..#.. ...#."),
        (")", ".#... ..#.. ...#. ...#. ...#. ..#.. .#..."),
        ("*", "..... ..#.. #.#.# .###. #.#.# ..#.. ....."),
        ("+", "..... ..#.. ..#.. ##### ..#.. ..#.. ....."),
        (",", "..... ..... ..... ..... ..... ..#.. ..#.. .#... ....."),
        ("-", "..... ..... ..... .###. ..... ..... ....."),
        (".", "..... ..... ..... ..... ..... ..... ..#.."),
        ("/", "....# ...#. ...#. ..#.. .#... .#... #...."),
        ("0", ".###. #...# #..## #.#.# ##..# #...# .###."),
        ("1", "..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###."),
        ("2", ".###. #...# ....# ...#. ..#.. .#... #####"),
        ("3", "##### ...#. ..#.. ...#. ....# #...# .###."),
        ("4", "...#. ..##. .#.#. #..#. ##### ...#. ...#."),
        ("5", "##### #.... ####. ....# ....# #...# .###."),
        ("6", "..##. .#... #.... ####. #...# #...# .###."),
        ("7", "##### ....# ...#. ..#.. .#... .#... .#..."),
        ("8", ".###. #...# #...# .###. #...# #...# .###."),
        ("9", ".###. #...# #...# .#### ....# ...#. .##.."),
        (":", "..... ..... ..#.. ..... ..... ..#.. ....."),
        (";", "..... ..... ..#.. ..... ..... ..#.. ..#.. .#... ....."),
        ("<", "...#. ..#.. .#... #.... .#... ..#.. ...#."),
        ("=", "..... ..... ##### ..... ##### ..... ....."),
        (">", ".#... ..#.. ...#. ....# ...#. ..#.. .#..."),
        ("?", ".###. #...# ....# ...#. ..#.. ..... ..#.."),
        ("@", ".###. #...# #.### #.#.# #.### #.... .####"),
        ("A", ".###. #...# #...# ##### #...# #...# #...#"),
        ("B", "####. #...# #...# ####. #...# #...# ####."),
        ("C", ".###. #...# #.... #.... #.... #...# .###."),
        ("D", "###.. #..#. #...# #...# #...# #..#. ###.."),
        ("E", "##### #.... #.... ####. #.... #.... #####"),
        ("F", "##### #.... #.... ####. #.... #.... #...."),
        ("G", ".###. #...# #.... #.### #...# #...# .####"),
        ("H", "#...# #...# #...# ##### #...# #...# #...#"),
        ("I", ".###. ..#.. ..#.. ..#.. ..#.. ..#.. .###."),
        ("J", "..### ...#. ...#. ...#. ...#. #..#. .##.."),
        ("K", "#...# #..#. #.#.. ##... #.#.. #..#. #...#"),
        ("L", "#.... #.... #.... #.... #.... #.... #####"),
        ("M", "#...# ##.## #.#.# #.#.# #...# #...# #...#"),
        ("N", "#...# #...# ##..# #.#.# #..## #...# #...#"),
        ("O", ".###. #...# #...# #...# #...# #...# .###."),
        ("P", "####. #...# #...# ####. #.... #.... #...."),
        ("Q", ".###. #...# #...# #...# #.#.# #..#. .##.#"),
        ("R", "####. #...# #...# ####. #.#.. #..#. #...#"),
        ("S", ".#### #.... #.... .###. ....# ....# ####."),
        ("T", "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#.."),
        ("U", "#...# #...# #...# #...# #...# #...# .###."),
        ("V", "#...# #...# #...# #...# #...# .#.#. ..#.."),
        ("W", "#...# #...# #...# #.#.# #.#.# #.#.# .#.#."),
        ("X", "#...# #...# .#.#. ..#.. .#.#. #...# #...#"),
        ("Y", "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#.."),
        ("Z", "##### ....# ...#. ..#.. .#... #.... #####"),
        ("[", ".###. .#... .#... .#... .#... .#... .###."),
        ("\\", "#.... .#... .#... ..#.. ...#. ...#. ....#"),
        ("]", ".###. ...#. ...#. ...#. ...#. ...#. .###."),
        ("^", "..#.. .#.#. #...# ..... ..... ..... ....."),
        ("_", "..... ..... ..... ..... ..... ..... ..... ..... #####"),
        ("`", ".#... ..#.. ..... ..... ..... ..... ....."),
        ("a", "..... ..... .###. ....# .#### #...# .####"),
        ("b", "#.... #.... #.##. ##..# #...# #...# ####."),
        ("c", "..... ..... .###. #.... #.... #...# .###."),
        ("d", "....# ....# .##.# #..## #...# #...# .####"),
        ("e", "..... ..... .###. #...# ##### #.... .###."),
        ("f", "..##. .#..# .#... ###.. .#... .#... .#..."),
        ("g", "..... ..... .#### #...# #...# .#### ....# #...# .###."),
        ("h", "#.... #.... #.##. ##..# #...# #...# #...#"),
        ("i", "..#.. ..... .##.. ..#.. ..#.. ..#.. .###."),
        ("j", "...#. ..... ..##. ...#. ...#. ...#. ...#. #..#. .##.."),
        ("k", "#.... #.... #..#. #.#.. ##... #.#.. #..#."),
        ("l", ".##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###."),
        ("m", "..... ..... ##.#. #.#.# #.#.# #.#.# #.#.#"),
        ("n", "..... ..... #.##. ##..# #...# #...# #...#"),
        ("o", "..... ..... .###. #...# #...# #...# .###."),
        ("p", "..... ..... ####. #...# #...# ####. #.... #.... #...."),
        ("q", "..... ..... .#### #...# #...# .#### ....# ....# ....#"),
        ("r", "..... ..... #.##. ##..# #.... #.... #...."),
        ("s", "..... ..... .###. #.... .###. ....# ####."),
        ("t", ".#... .#... ###.. .#... .#... .#..# ..##."),
        ("u", "..... ..... #...# #...# #...# #..## .##.#"),
        ("v", "..... ..... #...# #...# #...# .#.#. ..#.."),
        ("w", "..... ..... #...# #...# #.#.# #.#.# .#.#."),
        ("x", "..... ..... #...# .#.#. ..#.. .#.#. #...#"),
        ("y", "..... ..... #...# #...# #...# .#### ....# #...# .###."),
        ("z", "..... ..... ##### ...#. ..#.. .#... #####"),
        ("{", "...#. ..#.. ..#.. .#... ..#.. ..#.. ...#."),
        ("|", "..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#.."),
        ("}", ".#... ..#.. ..#.. ...#. ..#.. ..#.. .#..."),
        ("~", "..... ..... .#... #.#.# ...#. ..... ....."),
        // Characters Terrarium's own controls show.
        ("…", "..... ..... ..... ..... ..... ..... #.#.#"),
        ("·", "..... ..... ..... ..#.. ..... ..... ....."),
        ("•", "..... ..... .###. .###. .###. ..... ....."),
        ("●", "..... .###. ##### ##### ##### .###. ....."),
        ("○", "..... .###. #...# #...# #...# .###. ....."),
        ("✓", "..... ....# ....# ...#. #.#.. .#... ....."),
        ("✕", "..... #...# .#.#. ..#.. .#.#. #...# ....."),
        ("×", "..... ..... .#.#. ..#.. .#.#. ..... ....."),
        ("‹", "..... ...#. ..#.. .#... ..#.. ...#. ....."),
        ("›", "..... .#... ..#.. ...#. ..#.. .#... ....."),
        ("▶", "#.... ##... ###.. ####. ###.. ##... #...."),
        ("◀", "....# ...## ..### .#### ..### ...## ....#"),
        ("▲", "..... ..... ..#.. .###. ##### ..... ....."),
        ("▼", "..... ..... ##### .###. ..#.. ..... ....."),
        ("←", "..... ..#.. .#... ##### .#... ..#.. ....."),
        ("→", "..... ..#.. ...#. ##### ...#. ..#.. ....."),
        ("↑", "..#.. .###. #.#.# ..#.. ..#.. ..#.. ..#.."),
        ("↓", "..#.. ..#.. ..#.. ..#.. #.#.# .###. ..#.."),
        ("−", "..... ..... ..... ##### ..... ..... ....."),
        ("☰", "..... ##### ..... ##### ..... ##### ....."),
    ]

    // MARK: Drawn from the code point

    /// Line columns and rows, font pixels: a light line on the centre, a heavy one two
    /// pixels thick, a double one as two lines around it.
    private static let centreX = 2
    private static let centreY = 5

    /// Each box-drawing character's arms, up, right, down, left: 0 none, 1 light, 2 heavy,
    /// 3 double; four digits a character from U+2500. Dashes, arcs and diagonals are
    /// marked by ``boxDetail(_:)``.
    private static let boxArms: [UInt8] = {
        let table = """
            0101 0202 1010 2020 0101 0202 1010 2020 0101 0202 1010 2020 0110 0210 0120 0220 \
            0011 0012 0021 0022 1100 1200 2100 2200 1001 1002 2001 2002 1110 1210 2110 1120 \
            2120 2210 1220 2220 1011 1012 2011 1021 2021 2012 1022 2022 0111 0112 0211 0212 \
            0121 0122 0221 0222 1101 1102 1201 1202 2101 2102 2201 2202 1111 1112 1211 1212 \
            2111 1121 2121 2112 2211 1122 1221 2212 1222 2122 2221 2222 0101 0202 1010 2020 \
            0303 3030 0310 0130 0330 0013 0031 0033 1300 3100 3300 1003 3001 3003 1310 3130 \
            3330 1013 3031 3033 0313 0131 0333 1303 3101 3303 1313 3131 3333 0110 0011 1001 \
            1100 0000 0000 0000 0001 1000 0100 0010 0002 2000 0200 0020 0201 1020 0102 2010
            """
        let digits = table.split(separator: " ").flatMap { $0.map { UInt8(String($0))! } }
        precondition(digits.count == 128 * 4, "TerminalFont: the box-drawing table needs 128 entries")
        return digits
    }()

    /// Dashed lines (their number of dashes), arcs and diagonals among the box drawings.
    private enum BoxDetail {
        case dashes(Int), arc, diagonal(rising: Bool, falling: Bool)
    }

    private static func boxDetail(_ value: UInt32) -> BoxDetail? {
        switch value {
        case 0x2504...0x2507: .dashes(3)
        case 0x2508...0x250B: .dashes(4)
        case 0x254C...0x254F: .dashes(2)
        case 0x256D...0x2570: .arc
        case 0x2571: .diagonal(rising: true, falling: false)
        case 0x2572: .diagonal(rising: false, falling: true)
        case 0x2573: .diagonal(rising: true, falling: true)
        default: nil
        }
    }

    /// The columns (for a vertical arm) or rows (horizontal) of an arm's lines.
    private static func lines(weight: UInt8, centre: Int) -> [ClosedRange<Int>] {
        switch weight {
        case 1: [centre...centre]
        case 2: [centre...(centre + 1)]
        case 3: [(centre - 1)...(centre - 1), (centre + 2)...(centre + 2)]
        default: []
        }
    }

    static func boxDrawing(_ value: UInt32) -> Mask {
        var mask = Mask(cells: 1)
        let right = cellWidth - 1, bottom = cellHeight - 1
        let detail = boxDetail(value)
        if case .diagonal(let rising, let falling) = detail {
            for y in 0...bottom {
                let x = y * cellWidth / cellHeight
                if falling { mask[x, y] = true }
                if rising { mask[right - x, y] = true }
            }
            return mask
        }
        let base = Int(value - 0x2500) * 4
        let up = boxArms[base], east = boxArms[base + 1], down = boxArms[base + 2], west = boxArms[base + 3]
        let columns = { (weight: UInt8) in lines(weight: weight, centre: centreX) }
        let rows = { (weight: UInt8) in lines(weight: weight, centre: centreY) }
        // How far into the junction an arm reaches: to the far side of the lines across it,
        // or only to the near one when a double line passes straight through.
        let across = { (a: UInt8, b: UInt8, centre: Int) -> (low: Int, high: Int) in
            let all = lines(weight: a, centre: centre) + lines(weight: b, centre: centre)
            return (all.map(\.lowerBound).min() ?? centre, all.map(\.upperBound).max() ?? centre)
        }
        let horizontal = across(west, east, centreY)
        let vertical = across(up, down, centreX)
        let doubleAcross = (horizontal: west == 3 && east == 3, vertical: up == 3 && down == 3)

        // Where line `index` of an arm (0: the left or top line of a double arm) stops, counted
        // along the arm from its own edge ("start": the top or left edge). One rule for both
        // directions: a vertical arm is crossed by rows, a horizontal one by columns.
        func reach(
            _ weight: UInt8, line index: Int, fromStart: Bool, sides: (first: UInt8, second: UInt8),
            ahead: UInt8, far: Int, centre: Int, crossing: (UInt8) -> [ClosedRange<Int>],
            across: (low: Int, high: Int), doubleAcross: Bool
        ) -> Int {
            if weight == 3 {
                // A double line's side: stop at the line of an arm on its side, else run on to
                // the far side of the junction (or through it).
                let sideArm = index == 0 ? sides.first : sides.second
                let otherArm = index == 0 ? sides.second : sides.first
                if sideArm != 0 {
                    let lines = crossing(sideArm)
                    return fromStart ? lines.first!.lowerBound : lines.last!.upperBound
                }
                if ahead != 0 { return fromStart ? far : 0 }
                if otherArm != 0 {
                    let lines = crossing(otherArm)
                    return fromStart ? lines.last!.upperBound : lines.first!.lowerBound
                }
                return centre
            }
            if doubleAcross { return fromStart ? across.low : across.high }
            return fromStart ? across.high : across.low
        }

        func verticalArm(_ weight: UInt8, fromTop: Bool) {
            for (index, column) in columns(weight).enumerated() {
                let end = reach(
                    weight, line: index, fromStart: fromTop, sides: (west, east), ahead: fromTop ? down : up,
                    far: bottom, centre: centreY, crossing: rows, across: horizontal,
                    doubleAcross: doubleAcross.horizontal)
                mask.fill(x: column, y: fromTop ? 0...end : end...bottom)
            }
        }

        func horizontalArm(_ weight: UInt8, fromLeft: Bool) {
            for (index, row) in rows(weight).enumerated() {
                let end = reach(
                    weight, line: index, fromStart: fromLeft, sides: (up, down), ahead: fromLeft ? east : west,
                    far: right, centre: centreX, crossing: columns, across: vertical,
                    doubleAcross: doubleAcross.vertical)
                mask.fill(x: fromLeft ? 0...end : end...right, y: row)
            }
        }

        verticalArm(up, fromTop: true)
        verticalArm(down, fromTop: false)
        horizontalArm(west, fromLeft: true)
        horizontalArm(east, fromLeft: false)

        switch detail {
        case .dashes(let count):
            // Gaps across the line: `count` dashes along the cell.
            let vertical = up != 0
            let length = vertical ? cellHeight : cellWidth
            for position in 0..<length where (position * count / length) != ((position + 1) * count / length) {
                for other in 0..<(vertical ? cellWidth : cellHeight) {
                    if vertical { mask[other, position] = false } else { mask[position, other] = false }
                }
            }
        case .arc:
            // The corner pixel goes, so the two arms meet diagonally: a rounded corner.
            mask[centreX, centreY] = false
        default: break
        }
        return mask
    }

    static func block(_ value: UInt32) -> Mask {
        var mask = Mask(cells: 1)
        let right = cellWidth - 1, bottom = cellHeight - 1
        // Eighths of the cell, rounded to whole pixels.
        let rowsOf = { (eighths: Int) in (cellHeight * eighths + 4) / 8 }
        let columnsOf = { (eighths: Int) in (cellWidth * eighths + 4) / 8 }
        let halfX = cellWidth / 2, halfY = cellHeight / 2
        switch value {
        case 0x2580: mask.fill(x: 0...right, y: 0...(halfY - 1))
        case 0x2581...0x2588:
            let count = rowsOf(Int(value - 0x2580))
            mask.fill(x: 0...right, y: (cellHeight - count)...bottom)
        case 0x2589...0x258F:
            let count = columnsOf(Int(0x2590 - value))
            mask.fill(x: 0...(count - 1), y: 0...bottom)
        case 0x2590: mask.fill(x: halfX...right, y: 0...bottom)
        case 0x2591...0x2593:
            // Light, medium and dark shade: a quarter, half and three quarters of the pixels.
            for y in 0...bottom {
                for x in 0...right {
                    let light = x % 2 == 0 && y % 2 == 0
                    switch value {
                    case 0x2591: mask[x, y] = light
                    case 0x2592: mask[x, y] = (x + y) % 2 == 0
                    default: mask[x, y] = !(x % 2 == 1 && y % 2 == 1)
                    }
                }
            }
        case 0x2594: mask.fill(x: 0...right, y: 0...(rowsOf(1) - 1))
        case 0x2595: mask.fill(x: (cellWidth - columnsOf(1))...right, y: 0...bottom)
        default:
            // Quadrants: bits for upper left, upper right, lower left, lower right.
            let quadrants: [UInt32: Int] = [
                0x2596: 0b0010, 0x2597: 0b0001, 0x2598: 0b1000, 0x2599: 0b1011, 0x259A: 0b1001,
                0x259B: 0b1110, 0x259C: 0b1101, 0x259D: 0b0100, 0x259E: 0b0110, 0x259F: 0b0111,
            ]
            let bits = quadrants[value] ?? 0
            if bits & 0b1000 != 0 { mask.fill(x: 0...(halfX - 1), y: 0...(halfY - 1)) }
            if bits & 0b0100 != 0 { mask.fill(x: halfX...right, y: 0...(halfY - 1)) }
            if bits & 0b0010 != 0 { mask.fill(x: 0...(halfX - 1), y: halfY...bottom) }
            if bits & 0b0001 != 0 { mask.fill(x: halfX...right, y: halfY...bottom) }
        }
        return mask
    }

    /// Dots 1–8 are bits 0–7 of the offset from U+2800: dots 1–3 down the left column, 4–6
    /// down the right, 7 and 8 under them. Each dot is 2 × 2 pixels, three pixels apart.
    static func braille(_ value: UInt32) -> Mask {
        var mask = Mask(cells: 1)
        let bits = value - 0x2800
        let dots: [(column: Int, row: Int)] = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]
        for (bit, dot) in dots.enumerated() where bits & (1 << UInt32(bit)) != 0 {
            let x = dot.column * 3, y = 1 + dot.row * 3
            mask.fill(x: x...(x + 1), y: y...(y + 1))
        }
        return mask
    }
}
