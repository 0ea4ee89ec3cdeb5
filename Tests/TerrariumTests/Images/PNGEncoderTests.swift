import Foundation
import Testing

@testable import Terrarium

extension Images {
    /// PNGEncoder's files read back by PNGDecoder, and UIImage.pngData().
    @Suite struct PNGEncoderTests {
        /// A picture with flat runs, gradients, noise and translucency: every path of the
        /// encoder (matches one pixel and one row back, literals, RGBA).
        static func picture(width: Int, height: Int, opaque: Bool) -> PNGDecoder.Bitmap {
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            var noise: UInt32 = 7
            for y in 0..<height {
                for x in 0..<width {
                    noise = noise &* 1_664_525 &+ 1_013_904_223
                    let index = (y * width + x) * 4
                    rgba[index] = x < width / 2 ? 200 : UInt8(truncatingIfNeeded: x * 7)
                    rgba[index + 1] = UInt8(truncatingIfNeeded: y * 13)
                    rgba[index + 2] = y % 3 == 0 ? UInt8(truncatingIfNeeded: noise >> 24) : 40
                    rgba[index + 3] = opaque ? 255 : UInt8(truncatingIfNeeded: (x + y) * 5)
                }
            }
            return PNGDecoder.Bitmap(width: width, height: height, rgba: rgba)
        }

        @Test(arguments: [(1, 1), (3, 2), (64, 40), (300, 7)])
        func anEncodedBitmapDecodesToTheSamePixels(_ size: (Int, Int)) throws {
            for opaque in [true, false] {
                let bitmap = Self.picture(width: size.0, height: size.1, opaque: opaque)
                let png = PNGEncoder.encode(bitmap)
                #expect(try PNGDecoder.decode(png) == bitmap, "\(size) opaque: \(opaque)")
                // IHDR's colour type: RGB when every pixel is opaque, RGBA otherwise.
                #expect(png[25] == (opaque ? 2 : 6))
            }
        }

        @Test func rowsLongerThanTheWindowStillRoundTrip() throws {
            // 11 000 RGB pixels make a row longer than DEFLATE's 32 KiB window.
            let bitmap = Self.picture(width: 11_000, height: 3, opaque: true)
            #expect(try PNGDecoder.decode(PNGEncoder.encode(bitmap)) == bitmap)
        }

        @Test func aFlatPictureCompressesAndTheBytesAreStable() throws {
            let rgba = [UInt8]((0..<(640 * 480)).flatMap { _ in [UInt8(30), 30, 33, 255] })
            let bitmap = PNGDecoder.Bitmap(width: 640, height: 480, rgba: rgba)
            let png = PNGEncoder.encode(bitmap)
            // Under 1 % of the 921 600 bytes of RGB: a 258-byte match (the most DEFLATE
            // allows) costs about 14 bits.
            #expect(png.count < 9_216, "\(png.count) bytes for 640 × 480 of one colour")
            #expect(png == PNGEncoder.encode(bitmap))
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(try PNGDecoder.decode(png) == bitmap)
        }

        @Test func pngDataWritesBitmapImagesAndNotGlyphs() throws {
            let bitmap = Self.picture(width: 9, height: 5, opaque: false)
            let image = UIImage(bitmap: bitmap, scale: 2)
            let data = try #require(image.pngData())
            #expect(UIImage(data: data)?.bitmap == bitmap)
            #expect(UIImage(glyph: "⚙").pngData() == nil)
            #expect(UIImage(systemName: "gear")?.pngData() == nil)
        }
    }
}
