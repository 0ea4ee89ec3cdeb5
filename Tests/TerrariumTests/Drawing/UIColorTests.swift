import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

@Suite(.cellSize(UIScreen.onePointPerCell)) struct UIColorTests {
    @Test func descriptionNamesTheColourSpaceLikeUIKit() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor.orange.description == "UIExtendedSRGBColorSpace 1 0.5 0 1")
        #expect(UIColor.black.description == "UIExtendedGrayColorSpace 0 1")
        #expect(UIColor.darkGray.description == "UIExtendedGrayColorSpace 0.333333 1")
        #expect(UIColor.clear.description == "UIExtendedGrayColorSpace 0 0")
    }

    @Test func componentsAreClampedIntoUnitRange() {
        let color = UIColor(red: 1.5, green: -0.2, blue: .nan, alpha: 2)
        #expect(color.rgba == (red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(white: -1, alpha: 0.5).rgba == (red: 0, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func standardColoursHaveUIKitsComponents() {
        #expect(UIColor.gray.rgba == (0.5, 0.5, 0.5, 1))
        #expect(UIColor.lightGray.rgba.red == 2.0 / 3.0)
        #expect(UIColor.purple.rgba == (0.5, 0, 0.5, 1))
        #expect(UIColor.brown.rgba == (0.6, 0.4, 0.2, 1))
        #expect(UIColor.cyan.rgba == (0, 1, 1, 1))
        #expect(UIColor.clear.alphaComponent == 0)
    }

    @Test func systemColoursUseTheDarkAppearance() {
        #expect(UIColor.systemBlue.rgb8 == (10, 132, 255))
        #expect(UIColor.systemRed.rgb8 == (255, 69, 58))
        #expect(UIColor.systemGray6.rgb8 == (28, 28, 30))
        #expect(UIColor.systemBackground == .black)
        #expect(UIColor.label == .white)
        #expect(UIColor.secondaryLabel.alphaComponent == 0.6)
        #expect(UIColor.tintColor == .systemBlue)
    }

    @Test func systemFillsAreUIKitsDarkGreysAtTheirOpacities() {
        #expect(UIColor.systemFill.rgb8 == (120, 120, 128))
        #expect(UIColor.systemFill.alphaComponent == 0.36)
        #expect(UIColor.secondarySystemFill.rgb8 == (120, 120, 128))
        #expect(UIColor.secondarySystemFill.alphaComponent == 0.32)
        #expect(UIColor.tertiarySystemFill.rgb8 == (118, 118, 128))
        #expect(UIColor.tertiarySystemFill.alphaComponent == 0.24)
        #expect(UIColor.quaternarySystemFill.rgb8 == (118, 118, 128))
        #expect(UIColor.quaternarySystemFill.alphaComponent == 0.18)
    }

    @Test func hueSaturationBrightnessConvertsToRGB() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1) == .cyan)
        #expect(UIColor(hue: 0.25, saturation: 0, brightness: 0.5, alpha: 1) == .gray)
        let sky = UIColor(hue: 7.0 / 12.0, saturation: 1, brightness: 1, alpha: 0.5).rgba
        #expect(sky.red == 0 && abs(sky.green - 0.5) < 1e-12 && sky.blue == 1 && sky.alpha == 0.5)
    }

    @Test func getRedReadsEveryComponentAndSkipsNilPointers() {
        var red: CGFloat = -1
        var green: CGFloat = -1
        var alpha: CGFloat = -1
        let succeeded = UIColor.orange.withAlphaComponent(0.25).getRed(&red, green: &green, blue: nil, alpha: &alpha)
        #expect(succeeded)
        #expect(red == 1 && green == 0.5 && alpha == 0.25)
    }

    @Test func getWhiteAnswersOnlyForGreys() {
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(UIColor.gray.getWhite(&white, alpha: &alpha))
        #expect(white == 0.5 && alpha == 1)
        white = -1
        #expect(UIColor.red.getWhite(&white, alpha: nil) == false)
        #expect(white == -1)
    }

    @Test func equalityIgnoresTheColourSpace() {
        let rgbBlack = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(rgbBlack == .black)
        #expect(Set([rgbBlack, UIColor.black, UIColor.white]).count == 2)
        #expect(UIColor.red != UIColor.red.withAlphaComponent(0.5))
    }

    @Test func withAlphaComponentKeepsTheColourAndSpace() {
        let veil = UIColor.black.withAlphaComponent(0.5)
        #expect(veil.rgba == (0, 0, 0, 0.5))
        #expect(veil.description == "UIExtendedGrayColorSpace 0 0.5")
    }

    @Test func opaqueColourBlendsToItself() {
        #expect(UIColor.systemRed.blended(over: .white) === UIColor.systemRed)
    }

    @Test func translucentColourOverOpaqueBackgroundMixesAndBecomesOpaque() {
        let mixed = UIColor.white.withAlphaComponent(0.5).blended(over: .black)
        #expect(mixed.rgba == (0.5, 0.5, 0.5, 1))
        let tinted = UIColor.red.withAlphaComponent(0.25).blended(over: .blue)
        #expect(tinted.rgba == (0.25, 0, 0.75, 1))
        #expect(UIColor.white.withAlphaComponent(0.1).blended(over: .systemGray5).alphaComponent == 1)
    }

    @Test func nilBackgroundIsTheTerminalsBlack() {
        let mixed = UIColor.red.withAlphaComponent(0.5).blended(over: nil)
        #expect(mixed.rgba == (0.5, 0, 0, 1))
    }

    @Test func translucentOverTranslucentKeepsCombinedOpacity() {
        let top = UIColor.white.withAlphaComponent(0.5)
        let result = top.blended(over: UIColor.black.withAlphaComponent(0.5)).rgba
        #expect(result.alpha == 0.75)
        #expect(abs(result.red - 2.0 / 3.0) < 1e-12)
        #expect(UIColor.clear.blended(over: .clear).alphaComponent == 0)
        #expect(UIColor.clear.blended(over: .systemBlue) == .systemBlue)
    }

    @Test func rgb8RoundsToNearestByte() {
        #expect(UIColor.gray.rgb8 == (128, 128, 128))
        #expect(UIColor.darkGray.rgb8 == (85, 85, 85))
        #expect(UIColor.white.rgb8 == (255, 255, 255))
    }
}
