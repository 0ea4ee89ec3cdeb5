import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The images suites, nested so that `swift test --filter Images` runs them all.
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) enum Images {}

extension Images {
    /// PNGDecoder against files from an independent encoder (make-png-fixtures.py), and
    /// its errors on damaged files.
    @Suite struct PNGDecoderTests {
        @Test(arguments: pngFixtures)
        func everyColourTypeDepthAndInterlaceDecodesToTheEncodedPixels(_ fixture: PNGFixture) throws {
            let data = try #require(Data(base64Encoded: fixture.base64))
            let bitmap = try PNGDecoder.decode(Array(data))
            #expect(bitmap.width == fixture.width && bitmap.height == fixture.height)
            var mismatches = 0
            for y in 0..<fixture.height {
                for x in 0..<fixture.width {
                    let index = (y * fixture.width + x) * 4
                    let actual = Array(bitmap.rgba[index..<(index + 4)])
                    let expected = Self.expectedPixel(fixture, x, y)
                    if actual != expected {
                        mismatches += 1
                        if mismatches <= 3 { Issue.record("pixel (\(x), \(y)): \(actual), expected \(expected)") }
                    }
                }
            }
            #expect(mismatches == 0)
        }

        @Test func theFixturesCoverEveryBlockTypeAndInterlacing() {
            #expect(Set(pngFixtures.map(\.blockType)) == [0, 1, 2])
            #expect(pngFixtures.contains { $0.interlaced && $0.width == 1 }, "Adam7 with empty passes")
            #expect(Set(pngFixtures.map(\.colorType)) == [0, 2, 3, 4, 6])
        }

        @Test func uiImageDecodesDataAndReportsItsSize() throws {
            let fixture = try #require(pngFixtures.first { $0.colorType == 6 && $0.width == 13 })
            let data = try #require(Data(base64Encoded: fixture.base64))
            let image = try #require(UIImage(data: data))
            #expect(image.size == CGSize(width: 13, height: 11))
            #expect(image.scale == 1)
            let retina = try #require(UIImage(data: data, scale: 2))
            #expect(retina.size == CGSize(width: 6.5, height: 5.5))
            #expect(UIImage(data: Data("not a png".utf8)) == nil)
        }

        @Test func contentsOfFileReadsAPNGFromDisk() throws {
            let fixture = try #require(pngFixtures.first { $0.colorType == 2 })
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-\(UUID()).png")
            try #require(Data(base64Encoded: fixture.base64)).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            #expect(UIImage(contentsOfFile: url.path)?.size == CGSize(width: fixture.width, height: fixture.height))
            #expect(UIImage(contentsOfFile: url.path + ".missing") == nil)
        }

        // MARK: Damaged files

        private func sample() throws -> [UInt8] {
            let fixture = try #require(pngFixtures.first { $0.colorType == 6 && $0.bitDepth == 8 && !$0.interlaced })
            return Array(try #require(Data(base64Encoded: fixture.base64)))
        }

        /// The offset of the first chunk of `type`.
        private func offset(of type: String, in bytes: [UInt8]) -> Int {
            var offset = 8
            while offset + 8 <= bytes.count {
                let length = Int(PNGDecoder.readUInt32(bytes, offset))
                if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == type { return offset }
                offset += 12 + length
            }
            return -1
        }

        private func decodingError(_ bytes: [UInt8]) -> PNGDecodingError? {
            do {
                _ = try PNGDecoder.decode(bytes)
                return nil
            } catch {
                return error
            }
        }

        @Test func aWrongCRCNamesTheChunkAndItsOffset() throws {
            var bytes = try sample()
            let idat = offset(of: "IDAT", in: bytes)
            bytes[idat + 9] ^= 0x40
            let error = decodingError(bytes)
            #expect(error == .badCRC(chunk: "IDAT", offset: idat))
            #expect(error?.description == "bad CRC in chunk IDAT at offset \(idat): the file is corrupt")
            #expect(UIImage(data: Data(bytes)) == nil)
        }

        @Test func truncatedDataIsReported() throws {
            let bytes = try sample()
            let idat = offset(of: "IDAT", in: bytes)
            #expect(decodingError(Array(bytes[0..<(idat + 20)])) == .truncated(chunk: "IDAT", offset: idat))
            #expect(
                decodingError(Array(bytes[0..<(bytes.count - 12)])) == .truncated(chunk: nil, offset: bytes.count - 12))
            #expect(decodingError(Array(bytes[0..<5])) == .notPNG)
        }

        @Test func aCorruptZlibStreamIsReportedWithItsOffset() throws {
            // A stored-block stream whose Adler-32 is wrong, in a file with correct CRCs.
            let raw: [UInt8] = [0, 255, 0, 0, 255]  // one filter byte and one RGBA pixel
            var stream: [UInt8] = [0x78, 0x01, 0x01, 5, 0, 0xFA, 0xFF] + raw
            stream += [0, 0, 0, 1]
            let error = decodingError(makePNG(width: 1, height: 1, colorType: 6, idat: stream))
            guard case .corruptImageData(let at, let reason)? = error else {
                Issue.record("expected corrupt image data, got \(String(describing: error))")
                return
            }
            #expect(at == 12)
            #expect(reason.hasPrefix("Adler-32 mismatch"))
            let adler = Inflate.adler32(raw)
            let good = [0x78, 0x01, 0x01, 5, 0, 0xFA, 0xFF] + raw + withUnsafeBytes(of: adler.bigEndian, Array.init)
            let bitmap = try PNGDecoder.decode(makePNG(width: 1, height: 1, colorType: 6, idat: good))
            #expect(bitmap.rgba == [255, 0, 0, 255])
        }

        @Test func aStreamEndingEarlyIsTruncatedImageData() throws {
            let fixture = try #require(pngFixtures.first { $0.blockType == 2 })
            let bytes = Array(try #require(Data(base64Encoded: fixture.base64)))
            let stream = try idatStream(bytes)
            let error = decodingError(
                makePNG(
                    width: fixture.width, height: fixture.height, colorType: fixture.colorType,
                    bitDepth: fixture.bitDepth, idat: Array(stream.prefix(stream.count / 2)), palette: palette(bytes)))
            guard case .corruptImageData(_, let reason)? = error else {
                Issue.record("expected corrupt image data, got \(String(describing: error))")
                return
            }
            #expect(reason == "the compressed stream ends early")
        }

        @Test func headerErrorsNameIHDR() {
            let badDepth = makePNG(width: 1, height: 1, colorType: 2, bitDepth: 4, idat: [])
            #expect(
                decodingError(badDepth)
                    == .invalidChunk(chunk: "IHDR", offset: 8, reason: "bit depth 4 for colour type 2"))
            let noHeader = Array(PNGDecoder.signature) + chunk("IEND", [])
            #expect(
                decodingError(noHeader)
                    == .invalidChunk(chunk: "IEND", offset: 8, reason: "the first chunk must be IHDR"))
        }

        // MARK: Helpers

        /// The expected RGBA of a fixture's pixel, from the formulas of make-png-fixtures.py.
        static func expectedPixel(_ fixture: PNGFixture, _ x: Int, _ y: Int) -> [UInt8] {
            let depth = fixture.bitDepth
            func sample(_ c: Int) -> Int { (x * 31 + y * 17 + c * 11 + (x * y) % 7) % (1 << depth) }
            func eight(_ v: Int) -> UInt8 {
                depth == 16 ? UInt8(v >> 8) : depth == 8 ? UInt8(v) : UInt8(v * 255 / ((1 << depth) - 1))
            }
            func keyed(_ samples: [Int]) -> Bool {
                fixture.transparency
                    && samples == (0..<samples.count).map { c in (0 * 31 + 0 * 17 + c * 11) % (1 << depth) }
            }
            switch fixture.colorType {
            case 0:
                let g = sample(0)
                return [eight(g), eight(g), eight(g), keyed([g]) ? 0 : 255]
            case 2:
                let rgb = [sample(0), sample(1), sample(2)]
                return rgb.map(eight) + [keyed(rgb) ? 0 : 255]
            case 3:
                let index = (x + 3 * y) % min(1 << depth, 13)
                let alpha: UInt8 = fixture.transparency && index < 4 ? UInt8(index * 40 % 256) : 255
                return [UInt8(index * 20 % 256), UInt8(255 - index * 10), UInt8(index * 7 % 256), alpha]
            case 4:
                let g = eight(sample(0))
                return [g, g, g, eight(sample(1))]
            default:
                return (0..<4).map { eight(sample($0)) }
            }
        }

        private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            let crc = CRC32.checksum(body, 0..<body.count)
            return withUnsafeBytes(of: UInt32(data.count).bigEndian, Array.init) + body
                + withUnsafeBytes(of: crc.bigEndian, Array.init)
        }

        private func makePNG(
            width: Int, height: Int, colorType: Int, bitDepth: Int = 8, idat: [UInt8], palette: [UInt8]? = nil
        ) -> [UInt8] {
            var header = withUnsafeBytes(of: UInt32(width).bigEndian, Array.init)
            header += withUnsafeBytes(of: UInt32(height).bigEndian, Array.init)
            header += [UInt8(bitDepth), UInt8(colorType), 0, 0, 0]
            var png = PNGDecoder.signature + chunk("IHDR", header)
            if let palette { png += chunk("PLTE", palette) }
            return png + chunk("IDAT", idat) + chunk("IEND", [])
        }

        /// The concatenated IDAT data of a file.
        private func idatStream(_ bytes: [UInt8]) throws -> [UInt8] {
            var offset = 8, stream: [UInt8] = []
            while offset + 8 <= bytes.count {
                let length = Int(PNGDecoder.readUInt32(bytes, offset))
                if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == "IDAT" {
                    stream += bytes[(offset + 8)..<(offset + 8 + length)]
                }
                offset += 12 + length
            }
            return stream
        }

        private func palette(_ bytes: [UInt8]) -> [UInt8]? {
            let at = offset(of: "PLTE", in: bytes)
            guard at >= 0 else { return nil }
            let length = Int(PNGDecoder.readUInt32(bytes, at))
            return Array(bytes[(at + 8)..<(at + 8 + length)])
        }
    }
}
