import Foundation

/// Terrarium's own PNG decoder: every colour type (grey, RGB, palette, grey with alpha,
/// RGBA), bit depths 1 to 16, palette and `tRNS` transparency, Adam7 interlacing, with
/// the CRC of every chunk and the zlib stream's Adler-32 checked.
///
/// ```swift
/// let bitmap = try PNGDecoder.decode(Array(data))
/// print(bitmap.width, bitmap.height, bitmap.rgba.count)   // 4 bytes per pixel
/// ```
/// ``UIImage/init(data:)`` uses it and returns `nil` on failure, as UIKit does;
/// ``UIImage/decodePNG(_:)`` throws a ``PNGDecodingError`` that names the chunk or offset.
///
/// - Note: Output is 8-bit RGBA, not premultiplied: 16-bit samples keep their high byte
///   (`tRNS` colour keys are compared at full depth first). Ancillary chunks other than
///   `tRNS` (gamma, colour profiles, text) are skipped; gamma is not applied. Images of more
///   than 2^26 pixels are refused (``PNGDecodingError/unsupported(_:)``) to bound memory.
public enum PNGDecoder {
    /// A decoded image: `width × height` pixels, rows top to bottom, 4 bytes (R, G, B, A)
    /// per pixel.
    public struct Bitmap: Sendable, Equatable {
        /// Pixels per row.
        public let width: Int
        /// Rows.
        public let height: Int
        /// The pixels, `width * height * 4` bytes of straight (not premultiplied) RGBA.
        public let rgba: [UInt8]

        /// Creates a bitmap from RGBA bytes.
        ///
        /// - Parameters:
        ///   - width: pixels per row.
        ///   - height: rows.
        ///   - rgba: `width * height * 4` bytes.
        public init(width: Int, height: Int, rgba: [UInt8]) {
            precondition(rgba.count == width * height * 4, "PNGDecoder.Bitmap: rgba must hold width * height * 4 bytes")
            self.width = width
            self.height = height
            self.rgba = rgba
        }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let maximumPixels = 1 << 26

    /// Whether `bytes` start with PNG's signature.
    public static func isPNG(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 8 && Array(bytes[0..<8]) == signature
    }

    /// Decodes a PNG file.
    ///
    /// - Parameter bytes: the whole file.
    /// - Returns: the image as 8-bit RGBA.
    /// - Throws: ``PNGDecodingError`` naming the chunk or offset where decoding stopped.
    public static func decode(_ bytes: [UInt8]) throws(PNGDecodingError) -> Bitmap {
        guard isPNG(bytes) else { throw .notPNG }
        var header: Header?
        var palette: [UInt8] = []
        var transparency: [UInt8]?
        var compressed: [UInt8] = []
        var offset = 8
        var sawIDAT = false, idatEnded = false
        while true {
            guard offset + 8 <= bytes.count else { throw .truncated(chunk: nil, offset: offset) }
            let length = Int(readUInt32(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= 0x7FFF_FFFF else {
                throw .invalidChunk(chunk: type, offset: offset, reason: "length \(length) exceeds 2^31 − 1")
            }
            guard offset + 12 + length <= bytes.count else { throw .truncated(chunk: type, offset: offset) }
            let data = (offset + 8)..<(offset + 8 + length)
            let storedCRC = readUInt32(bytes, data.upperBound)
            guard CRC32.checksum(bytes, (offset + 4)..<data.upperBound) == storedCRC else {
                throw .badCRC(chunk: type, offset: offset)
            }
            if header == nil && type != "IHDR" {
                throw .invalidChunk(chunk: type, offset: offset, reason: "the first chunk must be IHDR")
            }
            if sawIDAT && type != "IDAT" { idatEnded = true }
            switch type {
            case "IHDR":
                guard header == nil else {
                    throw .invalidChunk(chunk: type, offset: offset, reason: "a second IHDR")
                }
                guard length == 13 else {
                    throw .invalidChunk(chunk: type, offset: offset, reason: "length \(length), not 13")
                }
                header = try Header(bytes, at: data.lowerBound, chunkOffset: offset)
            case "PLTE":
                guard length % 3 == 0, length > 0, length / 3 <= 256 else {
                    throw .invalidChunk(
                        chunk: type, offset: offset, reason: "length \(length) is not 3 × 1…256 entries")
                }
                palette = Array(bytes[data])
            case "tRNS":
                transparency = Array(bytes[data])
            case "IDAT":
                guard !idatEnded else {
                    throw .invalidChunk(chunk: type, offset: offset, reason: "IDAT chunks must be consecutive")
                }
                sawIDAT = true
                compressed.append(contentsOf: bytes[data])
            case "IEND":
                guard let header else { throw .invalidChunk(chunk: type, offset: offset, reason: "no IHDR") }
                guard sawIDAT else {
                    throw .invalidChunk(chunk: type, offset: offset, reason: "no IDAT chunk before IEND")
                }
                return try decodeImage(
                    header: header, compressed: compressed, palette: palette, transparency: transparency)
            default:
                // Bit 5 of the first letter: lowercase means ancillary, safe to skip.
                guard bytes[offset + 4] & 0x20 != 0 else {
                    throw .invalidChunk(chunk: type, offset: offset, reason: "unknown critical chunk")
                }
            }
            offset = data.upperBound + 4
        }
    }

    struct Header {
        let width: Int
        let height: Int
        let bitDepth: Int
        let colorType: Int
        let interlaced: Bool

        init(_ bytes: [UInt8], at start: Int, chunkOffset: Int) throws(PNGDecodingError) {
            width = Int(readUInt32(bytes, start))
            height = Int(readUInt32(bytes, start + 4))
            bitDepth = Int(bytes[start + 8])
            colorType = Int(bytes[start + 9])
            guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
                throw .invalidChunk(chunk: "IHDR", offset: chunkOffset, reason: "size \(width) × \(height)")
            }
            guard width * height <= PNGDecoder.maximumPixels else {
                throw .unsupported("\(width) × \(height) pixels is more than 2^26")
            }
            let allowed: [Int]
            switch colorType {
            case 0: allowed = [1, 2, 4, 8, 16]
            case 3: allowed = [1, 2, 4, 8]
            case 2, 4, 6: allowed = [8, 16]
            default: throw .invalidChunk(chunk: "IHDR", offset: chunkOffset, reason: "colour type \(colorType)")
            }
            guard allowed.contains(bitDepth) else {
                throw .invalidChunk(
                    chunk: "IHDR", offset: chunkOffset, reason: "bit depth \(bitDepth) for colour type \(colorType)")
            }
            guard bytes[start + 10] == 0 else {
                throw .invalidChunk(
                    chunk: "IHDR", offset: chunkOffset, reason: "compression method \(bytes[start + 10])")
            }
            guard bytes[start + 11] == 0 else {
                throw .invalidChunk(chunk: "IHDR", offset: chunkOffset, reason: "filter method \(bytes[start + 11])")
            }
            guard bytes[start + 12] <= 1 else {
                throw .invalidChunk(chunk: "IHDR", offset: chunkOffset, reason: "interlace method \(bytes[start + 12])")
            }
            interlaced = bytes[start + 12] == 1
        }

        var channels: Int {
            switch colorType {
            case 2: 3
            case 4: 2
            case 6: 4
            default: 1
            }
        }

        /// Bytes per complete pixel for filtering: at least one.
        var filterStride: Int { Swift.max(1, channels * bitDepth / 8) }

        func rowBytes(width: Int) -> Int { (width * channels * bitDepth + 7) / 8 }
    }

    static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
