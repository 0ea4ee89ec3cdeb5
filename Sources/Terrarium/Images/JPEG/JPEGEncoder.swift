import Foundation

/// Terrarium's own JPEG encoder, behind ``UIImage/jpegData(compressionQuality:)``: baseline
/// JPEG (JFIF), Y′CbCr at full resolution in all three components, with the example
/// quantisation and Huffman tables of the JPEG standard (ITU-T T.81, Annex K).
///
/// ```swift
/// let bitmap = PNGDecoder.Bitmap(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
/// let jpeg = JPEGEncoder.encode(bitmap, quality: 0.8)   // a file any image viewer opens
/// ```
///
/// The quality scales the quantisation tables as the Independent JPEG Group's encoder does:
/// 0.5 uses the standard's tables as they are, 1 divides nothing away (each step is 1), and
/// lower qualities coarsen them. The output depends only on the pixels and the quality.
///
/// - Note: A Terrarium addition (UIKit encodes through `UIImage.jpegData(compressionQuality:)`).
///   JPEG has no transparency: pixels are composed over black first, as UIKit does for an
///   image with alpha.
public enum JPEGEncoder {
    /// Encodes a bitmap as a baseline JPEG file.
    ///
    /// - Parameters:
    ///   - bitmap: The pixels, straight (not premultiplied) RGBA.
    ///   - quality: From 0 (smallest) to 1 (best); clamped to that range.
    /// - Returns: The whole file, `SOI` to `EOI`.
    public static func encode(_ bitmap: PNGDecoder.Bitmap, quality: Double) -> [UInt8] {
        let tables = [scaled(luminanceTable, quality: quality), scaled(chrominanceTable, quality: quality)]
        var output: [UInt8] = [0xFF, 0xD8]
        output += jfifHeader()
        output += quantizationTables(tables)
        output += frameHeader(width: bitmap.width, height: bitmap.height)
        output += huffmanTables()
        output += scanHeader()
        output += entropyCodedData(bitmap, tables: tables)
        output += [0xFF, 0xD9]
        return output
    }

    // MARK: Tables

    /// The example luminance quantisation table of T.81 (Table K.1), row by row.
    private static let luminanceTable: [Int] = [
        16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55,
        14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
        18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92,
        49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
    ]

    /// The example chrominance quantisation table of T.81 (Table K.2), row by row.
    private static let chrominanceTable: [Int] =
        [
            17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99,
            24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99,
        ] + Array(repeating: 99, count: 32)

    /// The order coefficients are written in: the index in the block of each position of the
    /// zigzag.
    private static let zigzag: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5,
        12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
        35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51,
        58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    ]

    /// A Huffman table as a file stores it: how many codes of each length from 1 to 16, and
    /// the symbols in code order.
    private struct HuffmanSpecification {
        var counts: [UInt8]
        var symbols: [UInt8]

        /// Each symbol's code and its length in bits (T.81, Annex C).
        var codes: [UInt8: (code: UInt32, length: Int)] {
            var table: [UInt8: (code: UInt32, length: Int)] = [:]
            var code: UInt32 = 0
            var next = 0
            for (index, count) in counts.enumerated() {
                for _ in 0..<Int(count) {
                    table[symbols[next]] = (code, index + 1)
                    code += 1
                    next += 1
                }
                code <<= 1
            }
            return table
        }
    }

    /// T.81's example tables (K.3 to K.6): luminance DC and AC, chrominance DC and AC.
    private static let luminanceDC = HuffmanSpecification(
        counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], symbols: Array(0...11))
    private static let chrominanceDC = HuffmanSpecification(
        counts: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0], symbols: Array(0...11))
    private static let luminanceAC = HuffmanSpecification(
        counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D],
        symbols: [
            0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07,
            0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xA1, 0x08, 0x23, 0x42, 0xB1, 0xC1, 0x15, 0x52, 0xD1, 0xF0,
            0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0A, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x25, 0x26, 0x27, 0x28,
            0x29, 0x2A,
        ] + run(0x3, 4...10) + [0x4, 0x5, 0x6, 0x7, 0x8].flatMap { run($0, 3...10) }
            + [0x9, 0xA, 0xB, 0xC, 0xD].flatMap { run($0, 2...10) } + run(0xE, 1...10) + run(0xF, 1...10))
    private static let chrominanceAC = HuffmanSpecification(
        counts: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
        symbols: [
            0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71,
            0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xA1, 0xB1, 0xC1, 0x09, 0x23, 0x33, 0x52, 0xF0,
            0x15, 0x62, 0x72, 0xD1, 0x0A, 0x16, 0x24, 0x34, 0xE1, 0x25, 0xF1, 0x17, 0x18, 0x19, 0x1A, 0x26,
            0x27, 0x28, 0x29, 0x2A,
        ] + run(0x3, 5...10) + [0x4, 0x5, 0x6, 0x7].flatMap { run($0, 3...10) }
            + [0x8, 0x9, 0xA, 0xB, 0xC, 0xD, 0xE, 0xF].flatMap { run($0, 2...10) })

    /// The AC symbols for a run of `zeros` zeros before a value of each size in `sizes`: the
    /// regular rows that end the standard's AC tables.
    private static func run(_ zeros: UInt8, _ sizes: ClosedRange<UInt8>) -> [UInt8] {
        sizes.map { zeros << 4 | $0 }
    }

    /// `table` scaled for `quality` as the IJG encoder scales it, each step between 1 and 255.
    private static func scaled(_ table: [Int], quality: Double) -> [Int] {
        let percent = Swift.max(1, Swift.min(100, Int((quality * 100).rounded())))
        let factor = percent < 50 ? 5000 / percent : 200 - 2 * percent
        return table.map { Swift.max(1, Swift.min(255, ($0 * factor + 50) / 100)) }
    }

    // MARK: Markers

    private static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// APP0: JFIF 1.1, no density, no thumbnail.
    private static func jfifHeader() -> [UInt8] {
        segment(0xE0, [0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00])
    }

    /// DQT: both tables, 8-bit steps, in zigzag order.
    private static func quantizationTables(_ tables: [[Int]]) -> [UInt8] {
        var payload: [UInt8] = []
        for (index, table) in tables.enumerated() {
            payload.append(UInt8(index))
            payload += zigzag.map { UInt8(table[$0]) }
        }
        return segment(0xDB, payload)
    }

    /// SOF0: baseline, 8 bits, three components at full resolution.
    private static func frameHeader(width: Int, height: Int) -> [UInt8] {
        segment(
            0xC0,
            [
                8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3,
                1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1,
            ])
    }

    /// DHT: the four tables (class and destination, counts, symbols).
    private static func huffmanTables() -> [UInt8] {
        var payload: [UInt8] = []
        for (header, table) in [(0x00, luminanceDC), (0x10, luminanceAC), (0x01, chrominanceDC), (0x11, chrominanceAC)]
        {
            payload.append(UInt8(header))
            payload += table.counts + table.symbols
        }
        return segment(0xC4, payload)
    }

    /// SOS: the three components, luminance with tables 0, chrominance with tables 1.
    private static func scanHeader() -> [UInt8] {
        segment(0xDA, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0])
    }

    // MARK: Entropy-coded data

    /// Writes bits most significant first, stuffing a zero after each 0xFF byte.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var buffer: UInt32 = 0
        private var count = 0

        mutating func write(_ bits: UInt32, length: Int) {
            guard length > 0 else { return }
            buffer = buffer << UInt32(length) | (bits & ((1 << UInt32(length)) - 1))
            count += length
            while count >= 8 {
                let byte = UInt8(truncatingIfNeeded: buffer >> UInt32(count - 8))
                bytes.append(byte)
                if byte == 0xFF { bytes.append(0) }
                count -= 8
            }
            buffer &= (1 << UInt32(count)) - 1
        }

        /// Pads the last byte with ones, as the standard asks.
        mutating func flush() {
            if count > 0 { write((1 << UInt32(8 - count)) - 1, length: 8 - count) }
        }
    }

    /// The cosines of the forward DCT: `cosines[x * 8 + u]` is cos((2x + 1)uπ / 16).
    private static let cosines: [Double] = (0..<64).map { (index: Int) -> Double in
        let x = Double(2 * (index / 8) + 1)
        let u = Double(index % 8)
        return cos(x * u * Double.pi / 16)
    }

    /// The scan: 8 × 8 blocks, left to right and top to bottom, edges extended by their last
    /// pixel, each component's block in turn.
    private static func entropyCodedData(_ bitmap: PNGDecoder.Bitmap, tables: [[Int]]) -> [UInt8] {
        var writer = BitWriter()
        let dc = [luminanceDC.codes, chrominanceDC.codes]
        let ac = [luminanceAC.codes, chrominanceAC.codes]
        var previousDC = [0, 0, 0]
        var block = [[Double]](repeating: [Double](repeating: 0, count: 64), count: 3)
        for blockY in stride(from: 0, to: bitmap.height, by: 8) {
            for blockX in stride(from: 0, to: bitmap.width, by: 8) {
                for index in 0..<64 {
                    let x = Swift.min(blockX + index % 8, bitmap.width - 1)
                    let y = Swift.min(blockY + index / 8, bitmap.height - 1)
                    let offset = (y * bitmap.width + x) * 4
                    // Composed over black: JPEG keeps no alpha.
                    let alpha = Double(bitmap.rgba[offset + 3]) / 255
                    let red = Double(bitmap.rgba[offset]) * alpha
                    let green = Double(bitmap.rgba[offset + 1]) * alpha
                    let blue = Double(bitmap.rgba[offset + 2]) * alpha
                    block[0][index] = 0.299 * red + 0.587 * green + 0.114 * blue - 128
                    block[1][index] = -0.168_736 * red - 0.331_264 * green + 0.5 * blue
                    block[2][index] = 0.5 * red - 0.418_688 * green - 0.081_312 * blue
                }
                for component in 0..<3 {
                    let table = component == 0 ? 0 : 1
                    let coefficients = quantized(transformed(block[component]), by: tables[table])
                    encode(
                        coefficients, previousDC: &previousDC[component], dc: dc[table], ac: ac[table],
                        into: &writer)
                }
            }
        }
        writer.flush()
        return writer.bytes
    }

    /// The 2-D DCT of a block of samples (level-shifted around 0).
    private static func transformed(_ samples: [Double]) -> [Double] {
        var rows = [Double](repeating: 0, count: 64)
        for y in 0..<8 {
            for u in 0..<8 {
                var sum = 0.0
                for x in 0..<8 { sum += samples[y * 8 + x] * cosines[x * 8 + u] }
                rows[y * 8 + u] = sum * (u == 0 ? 1 / 2.0.squareRoot() : 1) / 2
            }
        }
        var result = [Double](repeating: 0, count: 64)
        for u in 0..<8 {
            for v in 0..<8 {
                var sum = 0.0
                for y in 0..<8 { sum += rows[y * 8 + u] * cosines[y * 8 + v] }
                result[v * 8 + u] = sum * (v == 0 ? 1 / 2.0.squareRoot() : 1) / 2
            }
        }
        return result
    }

    /// The coefficients divided by their steps and rounded, in zigzag order.
    private static func quantized(_ coefficients: [Double], by table: [Int]) -> [Int] {
        zigzag.map { Int((coefficients[$0] / Double(table[$0])).rounded()) }
    }

    /// A value's size category and its bits (negative values as their ones' complement).
    private static func category(_ value: Int) -> (size: Int, bits: UInt32) {
        let magnitude = abs(value)
        let size = magnitude == 0 ? 0 : Int.bitWidth - magnitude.leadingZeroBitCount
        let bits = value < 0 ? value + (1 << size) - 1 : value
        return (size, UInt32(truncatingIfNeeded: bits))
    }

    /// Huffman-codes one block: the DC difference, then runs of zeros and AC values.
    private static func encode(
        _ coefficients: [Int], previousDC: inout Int, dc: [UInt8: (code: UInt32, length: Int)],
        ac: [UInt8: (code: UInt32, length: Int)], into writer: inout BitWriter
    ) {
        let difference = category(coefficients[0] - previousDC)
        previousDC = coefficients[0]
        let dcCode = dc[UInt8(difference.size)]!
        writer.write(dcCode.code, length: dcCode.length)
        writer.write(difference.bits, length: difference.size)
        var zeros = 0
        for index in 1..<64 {
            let value = coefficients[index]
            if value == 0 {
                zeros += 1
                continue
            }
            while zeros > 15 {
                let run = ac[0xF0]!
                writer.write(run.code, length: run.length)
                zeros -= 16
            }
            let (size, bits) = category(value)
            let code = ac[UInt8(zeros << 4 | size)]!
            writer.write(code.code, length: code.length)
            writer.write(bits, length: size)
            zeros = 0
        }
        if zeros > 0 {
            let end = ac[0x00]!
            writer.write(end.code, length: end.length)
        }
    }
}
