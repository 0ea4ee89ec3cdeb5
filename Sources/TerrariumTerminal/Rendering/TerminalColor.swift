import Terrarium

/// A colour as the terminal is told it: its default, a palette index, or a 24-bit triple.
enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background (SGR 39 / 49).
    case `default`
    /// A palette entry: 0–15 are the ANSI colours, 16–255 xterm's cube and grey ramp.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
}

/// The colours and attributes the terminal draws the next character with: its "pen".
struct Pen: Hashable, Sendable {
    var foreground: TerminalColor
    var background: TerminalColor
    var attributes: TextAttributes

    /// What SGR 0 leaves: default colours, no attributes.
    static let plain = Pen(foreground: .default, background: .default, attributes: [])
}

/// The xterm 256-colour palette and the 16 ANSI colours, with nearest-entry lookups.
enum XtermPalette {
    /// The six levels of each channel in the 6×6×6 cube (entries 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// xterm's default values of the 16 ANSI colours.
    static let ansi16: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The RGB value of a palette entry.
    static func rgb(ofIndex index: UInt8) -> (Int, Int, Int) {
        switch index {
        case 0..<16:
            return ansi16[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let level = 8 + 10 * (Int(index) - 232)
            return (level, level, level)
        }
    }

    /// The entry of 16–255 nearest to a colour in RGB distance.
    ///
    /// Exact, not a heuristic: the distance to a cube entry splits by channel, so the nearest
    /// level in each channel gives the nearest cube entry, and the nearest grey is the ramp
    /// step nearest to the channels' mean. The closer of the two wins; ties go to the cube.
    static func nearest256(red: Int, green: Int, blue: Int) -> UInt8 {
        let r = nearestCubeLevel(red)
        let g = nearestCubeLevel(green)
        let b = nearestCubeLevel(blue)
        let cubeDistance =
            square(cubeLevels[r] - red) + square(cubeLevels[g] - green) + square(cubeLevels[b] - blue)
        // Grey ramp: 8, 18, …, 238 (entries 232–255).
        let mean = Double(red + green + blue) / 3
        let step = min(23, max(0, Int(((mean - 8) / 10).rounded())))
        let grey = 8 + 10 * step
        let greyDistance = square(grey - red) + square(grey - green) + square(grey - blue)
        if greyDistance < cubeDistance {
            return UInt8(232 + step)
        }
        return UInt8(16 + 36 * r + 6 * g + b)
    }

    /// The ANSI colour (0–15) nearest to a colour in RGB distance, ties to the lower index.
    static func nearest16(red: Int, green: Int, blue: Int) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, entry) in ansi16.enumerated() {
            let distance = square(entry.0 - red) + square(entry.1 - green) + square(entry.2 - blue)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return UInt8(best)
    }

    private static func nearestCubeLevel(_ value: Int) -> Int {
        // Midpoints between the levels 0, 95, 135, 175, 215, 255.
        switch value {
        case ..<48: return 0
        case ..<115: return 1
        case ..<155: return 2
        case ..<195: return 3
        case ..<235: return 4
        default: return 5
        }
    }

    private static func square(_ value: Int) -> Int {
        value * value
    }
}
