import Foundation
import Terrarium

/// Measures Terrarium's PNG decoder and UIImageView's half-block drawing: an RGBA picture
/// of `side × side` pixels (1024 × 1024 at scale 10; `1024 × √(scale / 10)` a side
/// otherwise) made of gradients and noise, Sub-filtered and compressed with fixed-Huffman
/// DEFLATE (literals and matches) by the small encoder below, is decoded
/// (`PNGDecoder.decode`: CRCs, inflate, Adler-32, unfiltering, conversion), then drawn
/// aspect-fit into an 80 × 24 UIImageView (resampling and one cell per pixel pair).
///
/// One operation is one pixel. Every repeat checks the decoded pixels against the source.
struct PNGDecodeWorkload: Workload {
    let name = "png"
    let summary = "decode an RGBA PNG of N pixels (1024 × 1024 at scale 10) and draw it in an 80 × 24 image view"
    let operationName = "pixel"
    let headlinePhases = ["decode", "draw aspect-fit in 80 × 24 cells"]

    func size(atScale scale: Int) -> Int {
        let side = side(atScale: scale)
        return side * side
    }

    private func side(atScale scale: Int) -> Int {
        Int((1024 * (Double(scale) / 10).squareRoot()).rounded())
    }

    func run(scale: Int, harness: Harness) throws -> Harness.Outcome {
        let side = side(atScale: scale)
        let pixels = Self.picture(side: side)
        let png = PNGEncoder.encode(width: side, height: side, rgba: pixels)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        view.contentMode = .scaleAspectFit
        let screen = PresentedWindow(width: 80, height: 24)
        let root = UIViewController()
        screen.window.rootViewController = root
        screen.window.makeKeyAndVisible()
        root.view.addSubview(view)
        try settle("png: showing the image view")
        defer { screen.close() }
        return try harness.run { lap in
            let bitmap = try lap.time("decode", operations: side * side) { try PNGDecoder.decode(png) }
            try check(bitmap.rgba == pixels, "png: decoded pixels differ from the source")
            let image = UIImage(bitmap: bitmap)
            try lap.time("draw aspect-fit in 80 × 24 cells", operations: side * side) {
                view.image = image
                try settle("png: drawing")
            }
            view.image = nil
            try settle("png: clearing")
        }
    }

    /// Gradients with a little noise, and a translucent band.
    static func picture(side: Int) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: side * side * 4)
        var noise: UInt32 = 12345
        for y in 0..<side {
            for x in 0..<side {
                noise = noise &* 1_103_515_245 &+ 12345
                let index = (y * side + x) * 4
                rgba[index] = UInt8((x * 255) / max(1, side - 1))
                rgba[index + 1] = UInt8((y * 255) / max(1, side - 1))
                rgba[index + 2] = UInt8(((x + y) / 8) % 256) ^ UInt8((noise >> 28) & 0x3)
                rgba[index + 3] = (y / 64) % 4 == 3 ? 128 : 255
            }
        }
        return rgba
    }
}

/// A small PNG encoder for the benchmark: Sub filter, fixed-Huffman DEFLATE with greedy
/// matches at a distance of one pixel or one row, one IDAT chunk.
enum PNGEncoder {
    static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        let stride = width * 4
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (stride + 1))
        for y in 0..<height {
            raw.append(1)
            for i in 0..<stride {
                let left = i >= 4 ? rgba[y * stride + i - 4] : 0
                raw.append(rgba[y * stride + i] &- left)
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        zlib += deflateFixed(raw, distances: [4, stride + 1])
        zlib += bigEndian(adler32(raw))
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib)
            + chunk("IEND", [])
    }

    private struct BitWriter {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var count = 0
        mutating func write(_ value: Int, _ bits: Int) {
            buffer |= UInt32(value) << UInt32(count)
            count += bits
            while count >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }
        /// A Huffman code, most significant bit first.
        mutating func writeCode(_ code: Int, _ bits: Int) {
            var reversed = 0
            for bit in 0..<bits where code & (1 << bit) != 0 { reversed |= 1 << (bits - 1 - bit) }
            write(reversed, bits)
        }
        mutating func flush() -> [UInt8] {
            if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
            return bytes
        }
    }

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    private static func writeLiteral(_ symbol: Int, _ writer: inout BitWriter) {
        switch symbol {
        case 0...143: writer.writeCode(0x30 + symbol, 8)
        case 144...255: writer.writeCode(0x190 + symbol - 144, 9)
        case 256...279: writer.writeCode(symbol - 256, 7)
        default: writer.writeCode(0xC0 + symbol - 280, 8)
        }
    }

    static func deflateFixed(_ data: [UInt8], distances: [Int]) -> [UInt8] {
        var writer = BitWriter()
        writer.write(1, 1)  // final block
        writer.write(1, 2)  // fixed Huffman
        var i = 0
        while i < data.count {
            var best = 0, bestDistance = 0
            for distance in distances where distance <= 32768 && i >= distance {
                var length = 0
                while length < 258, i + length < data.count, data[i + length] == data[i + length - distance] {
                    length += 1
                }
                if length > best { (best, bestDistance) = (length, distance) }
            }
            if best >= 3 {
                let code = lengthBase.lastIndex { $0 <= best }!
                writeLiteral(257 + code, &writer)
                writer.write(best - lengthBase[code], lengthExtra[code])
                let distanceCode = distanceBase.lastIndex { $0 <= bestDistance }!
                writer.writeCode(distanceCode, 5)
                writer.write(bestDistance - distanceBase[distanceCode], distanceExtra[distanceCode])
                i += best
            } else {
                writeLiteral(Int(data[i]), &writer)
                i += 1
            }
        }
        writeLiteral(256, &writer)
        return writer.flush()
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc ^ 0xFFFF_FFFF)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
