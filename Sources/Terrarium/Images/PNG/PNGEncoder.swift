import Foundation

/// Terrarium's own PNG encoder, the counterpart of ``PNGDecoder``: 8-bit RGB or RGBA, one
/// `IDAT` chunk, compressed with DEFLATE's fixed Huffman codes.
///
/// ```swift
/// let bitmap = PNGDecoder.Bitmap(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
/// let png = PNGEncoder.encode(bitmap)          // a file any image viewer opens
/// try PNGDecoder.decode(png) == bitmap         // true
/// ```
///
/// The output depends only on the pixels: no timestamps, no text chunks, no gamma or colour
/// profile, so the same bitmap gives the same bytes on every run and machine (fit for
/// committing as a snapshot).
///
/// How it compresses: each row is Sub-filtered (a byte minus the same byte one pixel to the
/// left), which turns runs of one colour into runs of zeros, then matched greedily against
/// the bytes one pixel back and one row back, and written with the fixed Huffman codes. That
/// suits flat-coloured pictures such as screens of terminal cells (a 960 × 576 picture of an
/// 80 × 24 screen, 1.6 MB of pixels, takes 20 to 80 KB) and needs no code tables;
/// photographs compress poorly, which is not what it is for.
///
/// - Note: A Terrarium addition; UIKit encodes through ``UIImage/pngData()``, which
///   Terrarium also offers for bitmap images.
public enum PNGEncoder {
    /// Encodes a bitmap as a PNG file: colour type 2 (RGB) when every pixel is opaque,
    /// otherwise 6 (RGBA), at 8 bits a sample, not interlaced.
    ///
    /// - Parameter bitmap: the pixels, straight (not premultiplied) RGBA.
    /// - Returns: the whole file, signature to `IEND`.
    public static func encode(_ bitmap: PNGDecoder.Bitmap) -> [UInt8] {
        let opaque = stride(from: 3, to: bitmap.rgba.count, by: 4).allSatisfy { bitmap.rgba[$0] == 255 }
        let channels = opaque ? 3 : 4
        let raw = filteredRows(bitmap, channels: channels)
        let rowLength = bitmap.width * channels + 1
        // CMF 0x78: deflate with a 32 KiB window; FLG 0x01 makes CMF·256 + FLG a multiple of 31.
        var zlib: [UInt8] = [0x78, 0x01]
        zlib += deflateFixed(raw, distances: [channels, rowLength])
        zlib += bigEndian(Inflate.adler32(raw))
        var header = bigEndian(UInt32(bitmap.width)) + bigEndian(UInt32(bitmap.height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        var file = PNGDecoder.signature
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", zlib, to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// Every row as filter type 1 (Sub) and its bytes, `channels` bytes a pixel.
    static func filteredRows(_ bitmap: PNGDecoder.Bitmap, channels: Int) -> [UInt8] {
        let rowLength = bitmap.width * channels
        var raw = [UInt8](repeating: 0, count: bitmap.height * (rowLength + 1))
        bitmap.rgba.withUnsafeBufferPointer { rgba in
            raw.withUnsafeMutableBufferPointer { out in
                var o = 0
                for y in 0..<bitmap.height {
                    out[o] = 1
                    o += 1
                    let row = y * bitmap.width * 4
                    for x in 0..<bitmap.width {
                        for c in 0..<channels {
                            let value = rgba[row + x * 4 + c]
                            out[o] = x == 0 ? value : value &- rgba[row + (x - 1) * 4 + c]
                            o += 1
                        }
                    }
                }
            }
        }
        return raw
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        file += bigEndian(UInt32(data.count))
        let start = file.count
        file += Array(type.utf8)
        file += data
        file += bigEndian(CRC32.checksum(file, start..<file.count))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    // MARK: DEFLATE with fixed Huffman codes

    /// Bits, least significant first, as DEFLATE packs them.
    private struct BitWriter {
        var bytes: [UInt8] = []
        var buffer: UInt64 = 0
        var count = 0

        mutating func write(_ value: Int, _ bits: Int) {
            buffer |= UInt64(value) << UInt64(count)
            count += bits
            while count >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                count -= 8
            }
        }

        /// A Huffman code: DEFLATE sends codes most significant bit first.
        mutating func writeCode(_ code: Int, _ bits: Int) {
            var reversed = 0
            for bit in 0..<bits where code & (1 << bit) != 0 { reversed |= 1 << (bits - 1 - bit) }
            write(reversed, bits)
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
            return bytes
        }
    }

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// The fixed literal/length code of RFC 1951 § 3.2.6.
    private static func writeSymbol(_ symbol: Int, _ writer: inout BitWriter) {
        switch symbol {
        case 0...143: writer.writeCode(0x30 + symbol, 8)
        case 144...255: writer.writeCode(0x190 + symbol - 144, 9)
        case 256...279: writer.writeCode(symbol - 256, 7)
        default: writer.writeCode(0xC0 + symbol - 280, 8)
        }
    }

    /// One final fixed-Huffman block: at each byte, the longest match (3…258 bytes) at one of
    /// `distances` back, else a literal. Greedy and deterministic.
    static func deflateFixed(_ data: [UInt8], distances: [Int]) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes.reserveCapacity(data.count / 8 + 16)
        writer.write(1, 1)  // the final block
        writer.write(1, 2)  // fixed Huffman codes
        let usable = distances.filter { $0 >= 1 && $0 <= 32768 }
        data.withUnsafeBufferPointer { bytes in
            var i = 0
            while i < bytes.count {
                var best = 0, bestDistance = 0
                for distance in usable where i >= distance {
                    let limit = Swift.min(258, bytes.count - i)
                    var length = 0
                    while length < limit, bytes[i + length] == bytes[i + length - distance] { length += 1 }
                    if length > best { (best, bestDistance) = (length, distance) }
                }
                if best >= 3 {
                    let code = lengthBase.lastIndex { $0 <= best }!
                    writeSymbol(257 + code, &writer)
                    writer.write(best - lengthBase[code], lengthExtra[code])
                    let distanceCode = distanceBase.lastIndex { $0 <= bestDistance }!
                    writer.writeCode(distanceCode, 5)
                    writer.write(bestDistance - distanceBase[distanceCode], distanceExtra[distanceCode])
                    i += best
                } else {
                    writeSymbol(Int(bytes[i]), &writer)
                    i += 1
                }
            }
        }
        writeSymbol(256, &writer)
        return writer.finish()
    }
}
