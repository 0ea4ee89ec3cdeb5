import Testing

@testable import Terrarium
@testable import TerrariumTerminal

@Suite struct ColorModeTests {
    typealias Environment = Platform.Environment

    @Test(arguments: [
        ([Environment.Key.colorTerm: "truecolor", .term: "xterm-256color"], ANSIRenderer.ColorMode.trueColor),
        ([.colorTerm: "24bit"], .trueColor),
        ([.colorTerm: "TrueColor"], .trueColor),
        ([.term: "xterm-256color"], .palette256),
        ([.term: "xterm"], .palette256),
        ([:], .palette256),
        ([.term: "linux"], .ansi16),
        ([.term: "dumb"], .ansi16),
        ([.term: "vt220"], .ansi16),
        ([.term: "linux", .colorTerm: "truecolor"], .ansi16),
        ([.noColor: "1", .colorTerm: "truecolor"], .none),
        ([.noColor: "", .colorTerm: "truecolor"], .trueColor),
    ])
    func theEnvironmentPicksTheMode(values: [Environment.Key: String], expected: ANSIRenderer.ColorMode) {
        #expect(ANSIRenderer.ColorMode(environment: Environment(values)) == expected)
    }

    @Test func aRendererMadeFromTheEnvironmentUsesItsMode() {
        let renderer = ANSIRenderer(environment: Environment([.term: "linux"]))
        #expect(renderer.colorMode == .ansi16)
    }

    @Test func theNearest256ColourIsTheClosestEntryOfTheCubeOrGreyRamp() {
        var generator = SeededGenerator(seed: 256)
        for _ in 0..<2_000 {
            let red = Int.random(in: 0...255, using: &generator)
            let green = Int.random(in: 0...255, using: &generator)
            let blue = Int.random(in: 0...255, using: &generator)
            let chosen = XtermPalette.nearest256(red: red, green: green, blue: blue)
            #expect(chosen >= 16)
            func distance(_ index: UInt8) -> Int {
                let (r, g, b) = XtermPalette.rgb(ofIndex: index)
                return (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
            }
            let best = (16...255).map { distance(UInt8($0)) }.min()!
            #expect(distance(chosen) == best, "\(red), \(green), \(blue) → \(chosen)")
        }
    }

    @Test func exactPaletteColoursMapToThemselves() {
        #expect(XtermPalette.nearest256(red: 255, green: 0, blue: 0) == 196)
        #expect(XtermPalette.nearest256(red: 0, green: 0, blue: 0) == 16)
        #expect(XtermPalette.nearest256(red: 238, green: 238, blue: 238) == 255)
        #expect(XtermPalette.nearest256(red: 95, green: 135, blue: 175) == 67)
        #expect(XtermPalette.rgb(ofIndex: 67) == (95, 135, 175))
    }

    @Test func theNearestOf16IsTheClosestANSIColour() {
        #expect(XtermPalette.nearest16(red: 255, green: 0, blue: 0) == 9)
        #expect(XtermPalette.nearest16(red: 200, green: 10, blue: 0) == 1)
        #expect(XtermPalette.nearest16(red: 250, green: 250, blue: 250) == 15)
        #expect(XtermPalette.nearest16(red: 20, green: 20, blue: 20) == 0)
    }

    @Test func thePenBlendsTranslucentColoursAndDropsWhatTheModeCannotShow() {
        var encoder = ANSIRenderer.PenEncoder(mode: .trueColor, defaultBackground: .black)
        let pen = encoder.pen(
            for: Cell(
                text: "x", foreground: UIColor.white.withAlphaComponent(0.5),
                background: UIColor.red.withAlphaComponent(0.5), attributes: .bold))
        // Background: half red over black. Foreground: half white over that.
        #expect(pen == Pen(foreground: .rgb(191, 128, 128), background: .rgb(128, 0, 0), attributes: .bold))
        var plain = ANSIRenderer.PenEncoder(mode: .none, defaultBackground: .black)
        #expect(
            plain.pen(for: Cell(text: "x", foreground: .red, attributes: .italic))
                == Pen(
                    foreground: .default, background: .default, attributes: .italic))
    }
}
