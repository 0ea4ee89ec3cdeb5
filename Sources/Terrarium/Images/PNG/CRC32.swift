import Foundation

/// The CRC-32 (ISO 3309, as zlib's `crc32`) that guards each PNG chunk.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC of `bytes[range]`.
    static func checksum(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for index in range { crc = table[Int((crc ^ UInt32(bytes[index])) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
