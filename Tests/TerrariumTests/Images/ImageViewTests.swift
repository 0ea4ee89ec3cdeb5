import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Images {
    /// UIImageView: half-block cells, content modes, transparency, intrinsic size.
    @MainActor
    @Suite struct ImageViewTests {
        static let red: [UInt8] = [255, 0, 0, 255], green: [UInt8] = [0, 255, 0, 255]
        static let blue: [UInt8] = [0, 0, 255, 255], white: [UInt8] = [255, 255, 255, 255]
        static let clear: [UInt8] = [0, 0, 0, 0]

        /// An image from rows of pixels.
        private func image(_ rows: [[[UInt8]]], scale: CGFloat = 1) -> UIImage {
            let bitmap = PNGDecoder.Bitmap(
                width: rows[0].count, height: rows.count, rgba: rows.flatMap { $0.flatMap { $0 } })
            return UIImage(bitmap: bitmap, scale: scale)
        }

        private func color(_ pixel: [UInt8]) -> UIColor {
            UIColor(
                red: CGFloat(pixel[0]) / 255, green: CGFloat(pixel[1]) / 255, blue: CGFloat(pixel[2]) / 255,
                alpha: CGFloat(pixel[3]) / 255)
        }

        private func show(_ view: UIView, width: Int = 10, height: Int = 4) -> HeadlessScreen {
            showControls([view], width: width, height: height).0
        }

        @Test func aCellShowsTheUpperPixelAsForegroundAndTheLowerAsBackground() {
            let view = UIImageView(image: image([[Self.red, Self.green], [Self.blue, Self.white]]))
            // Two pixels a cell down, one across: the half blocks' own resolution.
            view.frame.size = CGSize(width: 2, height: 1)
            let screen = show(view)
            #expect(screen.lines[0] == "▀▀")
            #expect(screen.canvas[x: 0, y: 0].foreground == color(Self.red))
            #expect(screen.canvas[x: 0, y: 0].background == color(Self.blue))
            #expect(screen.canvas[x: 1, y: 0].foreground == color(Self.green))
            #expect(screen.canvas[x: 1, y: 0].background == color(Self.white))
        }

        @Test func theIntrinsicSizeIsTheImagesSizeInPoints() {
            let tall = image(Array(repeating: Array(repeating: Self.red, count: 4), count: 5))
            #expect(UIImageView(image: tall).intrinsicContentSize == CGSize(width: 4, height: 5))
            let retina = image(Array(repeating: Array(repeating: Self.red, count: 4), count: 8), scale: 2)
            #expect(UIImageView(image: retina).intrinsicContentSize == CGSize(width: 2, height: 4))
            let empty = UIImageView(image: nil)
            #expect(
                empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
            #expect(empty.frame.size == .zero)
        }

        @Test func transparentPixelsLetTheBackgroundShow() {
            let view = UIImageView(
                image: image([[Self.clear, Self.red, Self.clear], [Self.blue, Self.clear, Self.clear]]))
            view.frame.size = CGSize(width: 3, height: 1)
            let screen = show(view)
            #expect(screen.lines[0] == "▄▀")
            #expect(screen.canvas[x: 0, y: 0].foreground == color(Self.blue))
            #expect(screen.canvas[x: 0, y: 0].background == .black, "the screen behind")
            #expect(screen.canvas[x: 1, y: 0].foreground == color(Self.red))
            #expect(screen.canvas[x: 1, y: 0].background == .black)
            #expect(screen.canvas[x: 2, y: 0].background == .black)
        }

        @Test func scaleToFillStretchesAndAspectFitCentres() {
            let picture = image([[Self.red, Self.green], [Self.blue, Self.white]])
            let view = UIImageView(image: picture)
            view.frame = CGRect(x: 0, y: 0, width: 6, height: 1)
            let screen = show(view)
            #expect(screen.lines[0] == "▀▀▀▀▀▀", "stretched over six columns")
            #expect(screen.canvas[x: 2, y: 0].foreground == color(Self.red))
            #expect(screen.canvas[x: 3, y: 0].foreground == color(Self.green))
            view.contentMode = .scaleAspectFit
            screen.runUntilIdle()
            #expect(screen.lines[0] == "  ▀▀", "2 × 2 pixels fit at their size, centred")
            #expect(screen.canvas[x: 2, y: 0].foreground == color(Self.red))
            #expect(screen.canvas[x: 3, y: 0].background == color(Self.white))
        }

        @Test func aspectFitShrinksALargePictureAveragingPixels() {
            // 4 × 2 pixels of red, blue columns into a 2 × 1 view (a 2 × 2 grid): each
            // target pixel averages a red and a blue pixel.
            let row = [Self.red, Self.blue, Self.red, Self.blue]
            let view = UIImageView(image: image([row, row, row, row]))
            view.contentMode = .scaleAspectFit
            view.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
            let screen = show(view)
            #expect(screen.lines[0] == "▀▀")
            #expect(screen.canvas[x: 0, y: 0].foreground == UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        }

        @Test func aspectFillCutsOffWhatOverflows() {
            // 4 × 2 pixels (red left half, blue right half) filling a 1 × 1 view (a 1 × 2
            // grid): scaled by max(1/4, 2/2) = 1, so only a middle column shows.
            let row = [Self.red, Self.red, Self.blue, Self.blue]
            let view = UIImageView(image: image([row, row]))
            view.contentMode = .scaleAspectFill
            view.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
            let screen = show(view)
            #expect(screen.canvas[x: 0, y: 0].text == "▀")
            #expect(
                screen.canvas[x: 0, y: 0].foreground == color(Self.blue),
                "the picture is placed at x = −1.5: the column's centre falls on pixel 2, blue")
        }

        @Test(arguments: [
            (UIView.ContentMode.center, ["", " ▀"]), (.topLeft, ["▀", ""]), (.bottomRight, ["", "", ""]),
            (.top, [" ▀", ""]), (.left, ["", "▀"]),
        ])
        func smallPicturesArePlacedByContentMode(_ mode: UIView.ContentMode, _ lines: [String]) {
            let view = UIImageView(image: image([[Self.red], [Self.blue]]))
            view.contentMode = mode
            view.frame = CGRect(x: 0, y: 0, width: 3, height: 3)
            let screen = show(view, width: 3, height: 3)
            if mode == .bottomRight {
                #expect(screen.canvas[x: 2, y: 2].text == "▀")
            } else {
                #expect(Array(screen.lines.prefix(lines.count)) == lines)
            }
        }

        @Test func aGlyphImageIsDrawnInTheTintColour() {
            let view = UIImageView(image: UIImage(systemName: "gear"))
            view.tintColor = .systemOrange
            view.frame = CGRect(x: 0, y: 0, width: 3, height: 1)
            let screen = show(view)
            #expect(screen.lines[0] == " ⚙")
            #expect(screen.canvas[x: 1, y: 0].foreground == .systemOrange)
        }

        @Test func aTemplateBitmapIsDrawnAsItsShapeInTheTintColour() {
            let picture = image([[Self.red, Self.clear], [Self.blue, Self.white]])
            let view = UIImageView(image: picture.withRenderingMode(.alwaysTemplate))
            view.tintColor = .systemGreen
            view.frame.size = CGSize(width: 2, height: 1)
            let screen = show(view)
            #expect(picture.renderingMode == .automatic, "the original image is unchanged")
            #expect(view.image?.renderingMode == .alwaysTemplate)
            #expect(screen.lines[0] == "▀▄", "transparent pixels stay transparent")
            #expect(screen.canvas[x: 0, y: 0].foreground == .systemGreen)
            #expect(screen.canvas[x: 0, y: 0].background == .systemGreen)
            #expect(screen.canvas[x: 1, y: 0].foreground == .systemGreen)

            view.image = picture.withRenderingMode(.alwaysOriginal)
            screen.runUntilIdle()
            #expect(screen.canvas[x: 0, y: 0].foreground == color(Self.red), "an original image keeps its colours")
            view.image = picture
            screen.runUntilIdle()
            #expect(
                screen.canvas[x: 0, y: 0].foreground == color(Self.red),
                "an image view draws automatic bitmaps as they are")
        }

        @Test func aGlyphImageDrawnAsOriginalOrWithItsOwnTintIgnoresTheViewsTint() {
            let view = UIImageView(image: UIImage(systemName: "gear")?.withRenderingMode(.alwaysOriginal))
            view.tintColor = .systemOrange
            view.frame = CGRect(x: 0, y: 0, width: 3, height: 1)
            let screen = show(view)
            #expect(screen.canvas[x: 1, y: 0].foreground == .label)
            view.image = UIImage(systemName: "gear")?.withTintColor(.systemRed, renderingMode: .alwaysTemplate)
            screen.runUntilIdle()
            #expect(screen.canvas[x: 1, y: 0].foreground == .systemRed)
            #expect(view.image?.renderingMode == .alwaysTemplate)
        }

        /// A 4 × 4 frame: a red border one pixel wide, and a middle of two columns, blue then
        /// green.
        private var framePicture: UIImage {
            let r = Self.red, b = Self.blue, g = Self.green
            return image([[r, r, r, r], [r, b, g, r], [r, b, g, r], [r, r, r, r]])
        }

        @Test func aResizableImageKeepsItsCapsAndTilesItsMiddle() {
            let caps = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
            let resizable = framePicture.resizableImage(withCapInsets: caps)
            #expect(resizable.capInsets == caps)
            #expect(resizable.resizingMode == .tile)
            #expect(framePicture.capInsets == .zero)
            let view = UIImageView(image: resizable)
            view.frame.size = CGSize(width: 8, height: 4)  // 8 × 8 pixels of picture
            let screen = show(view)
            let red = color(Self.red), blue = color(Self.blue), green = color(Self.green)
            // Row 0: the top border over pixel row 1 (the middle's first row).
            #expect((0..<8).map { screen.canvas[x: $0, y: 0].foreground } == Array(repeating: red, count: 8))
            #expect(
                (0..<8).map { screen.canvas[x: $0, y: 0].background }
                    == [red, blue, green, blue, green, blue, green, red])
            // The bottom row: the middle's last row over the bottom border.
            #expect(
                (0..<8).map { screen.canvas[x: $0, y: 3].foreground }
                    == [red, blue, green, blue, green, blue, green, red])
            #expect((0..<8).map { screen.canvas[x: $0, y: 3].background } == Array(repeating: red, count: 8))
        }

        @Test func aStretchedResizableImageScalesItsMiddle() {
            let caps = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
            let view = UIImageView(image: framePicture.resizableImage(withCapInsets: caps, resizingMode: .stretch))
            view.frame.size = CGSize(width: 8, height: 4)
            let screen = show(view)
            let red = color(Self.red), blue = color(Self.blue), green = color(Self.green)
            #expect(
                (0..<8).map { screen.canvas[x: $0, y: 1].foreground }
                    == [red, blue, blue, blue, green, green, green, red])
            // Without caps the border would scale to two pixels; with them it stays one.
            let plain = UIImageView(image: framePicture)
            plain.frame.size = CGSize(width: 8, height: 4)
            let plainScreen = show(plain)
            #expect(plainScreen.canvas[x: 1, y: 1].foreground == red)
            #expect(screen.canvas[x: 1, y: 1].foreground == blue)
        }

        @Test func aHighlightedViewShowsItsHighlightedImage() {
            let view = UIImageView(
                image: image([[Self.red], [Self.red]]), highlightedImage: image([[Self.blue], [Self.blue]]))
            let screen = show(view)
            view.isHighlighted = true
            screen.runUntilIdle()
            #expect(screen.canvas[x: 0, y: 0].foreground == color(Self.blue))
        }

        @Test func aDecodedPNGPreviewsWithAspectFit() throws {
            let fixture = try #require(pngFixtures.first { $0.colorType == 6 && $0.width == 40 })
            let data = try #require(Data(base64Encoded: fixture.base64))
            let image = try #require(UIImage(data: data))
            let view = UIImageView(image: image)
            #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
            view.contentMode = .scaleAspectFit
            view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
            let screen = show(view, width: 20, height: 10)
            // 40 × 30 pixels into 20 × 20: scaled by a half to 20 × 15, centred on pixel rows
            // 2.5…17.5; a pixel row is drawn when its centre is inside: rows 2…16.
            let full = String(repeating: "▀", count: 20)
            #expect(screen.lines == ["", full, full, full, full, full, full, full, full, ""])
            #expect(screen.canvas[x: 0, y: 8].background == .black, "pixel row 17 is outside")
            #expect(screen.canvas[x: 0, y: 7].background != .black)
        }

        @Test func itSitsInAStackViewAtItsIntrinsicSize() {
            let icon = UIImageView(image: image([[Self.red, Self.red], [Self.red, Self.red]]))
            icon.setContentHuggingPriority(.required, for: .horizontal)
            let label = UILabel()
            label.text = "file.png"
            let stack = UIStackView(arrangedSubviews: [icon, label])
            stack.spacing = 1
            stack.alignment = .top
            stack.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
            let screen = show(stack, width: 20, height: 2)
            #expect(icon.frame == CGRect(x: 0, y: 0, width: 2, height: 1))
            #expect(screen.lines[0] == "▀▀ file.png")
        }
    }
}
