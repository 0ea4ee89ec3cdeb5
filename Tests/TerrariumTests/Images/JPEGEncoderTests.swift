import Foundation
import Testing

@testable import Terrarium

/// `JPEGEncoder` and `UIImage.jpegData(compressionQuality:)`: baseline JFIF files.
@Suite struct JPEGEncoderTests {
    /// A 20 × 12 picture: a red-to-blue gradient across, a white band, a transparent corner.
    private static let bitmap: PNGDecoder.Bitmap = {
        var rgba: [UInt8] = []
        for y in 0..<12 {
            for x in 0..<20 {
                let t = Double(x) / 19
                if y >= 5 && y < 7 {
                    rgba += [255, 255, 255, 255]
                } else {
                    rgba += [UInt8(255 * (1 - t)), 64, UInt8(255 * t), x < 3 && y < 3 ? 0 : 255]
                }
            }
        }
        return PNGDecoder.Bitmap(width: 20, height: 12, rgba: rgba)
    }()

    /// The segments of a JPEG file up to the scan: marker and payload.
    private func segments(_ bytes: [UInt8]) -> [(marker: UInt8, payload: [UInt8])] {
        var result: [(UInt8, [UInt8])] = []
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            result.append((marker, Array(bytes[(index + 4)..<(index + 2 + length)])))
            index += 2 + length
            if marker == 0xDA { break }
        }
        return result
    }

    @Test func aFileIsBaselineJFIFOfTheBitmapsSize() {
        let jpeg = JPEGEncoder.encode(Self.bitmap, quality: 0.8)
        #expect(Array(jpeg.prefix(2)) == [0xFF, 0xD8])
        #expect(Array(jpeg.suffix(2)) == [0xFF, 0xD9])
        let found = segments(jpeg)
        #expect(found.map(\.marker) == [0xE0, 0xDB, 0xC0, 0xC4, 0xDA])
        #expect(Array(found[0].payload.prefix(5)) == Array("JFIF\0".utf8))
        let frame = found[2].payload
        #expect(frame[0] == 8)
        #expect(Int(frame[1]) << 8 | Int(frame[2]) == 12, "height")
        #expect(Int(frame[3]) << 8 | Int(frame[4]) == 20, "width")
        #expect(frame[5] == 3, "Y, Cb and Cr")
        #expect(found[3].payload.count == 4 + 4 * 16 + 12 + 12 + 162 + 162, "the standard's four tables")
    }

    @Test func theOutputDependsOnlyOnThePixelsAndTheQuality() {
        #expect(JPEGEncoder.encode(Self.bitmap, quality: 0.5) == JPEGEncoder.encode(Self.bitmap, quality: 0.5))
        let small = JPEGEncoder.encode(Self.bitmap, quality: 0.1)
        let large = JPEGEncoder.encode(Self.bitmap, quality: 1)
        #expect(small.count < large.count)
        let steps = segments(large).first { $0.marker == 0xDB }!.payload
        #expect(steps[1...64].allSatisfy { $0 == 1 }, "quality 1 quantises nothing away")
    }

    @Test func theScanHasNoUnstuffedMarkers() {
        let jpeg = JPEGEncoder.encode(Self.bitmap, quality: 0.9)
        let scanStart = segments(jpeg).reduce(2) { $0 + 4 + $1.payload.count }
        let scan = jpeg[scanStart..<(jpeg.count - 2)]
        #expect(!scan.isEmpty)
        for index in scan.indices.dropLast() where scan[index] == 0xFF {
            #expect(scan[index + 1] == 0x00, "0xFF in the scan is followed by a stuffed zero")
        }
    }

    @Test func imagesWithPixelsEncodeAndOthersDoNot() throws {
        let image = UIImage(bitmap: Self.bitmap)
        let data = try #require(image.jpegData(compressionQuality: 0.8))
        #expect(Array(data) == JPEGEncoder.encode(Self.bitmap, quality: 0.8))
        if let path = ProcessInfo.processInfo.environment["TERRARIUM_JPEG_SAMPLE"] {
            try data.write(to: URL(fileURLWithPath: path))
        }
        #expect(UIImage(glyph: "*").jpegData(compressionQuality: 1) == nil)
    }
}
