import Foundation

/// A DEFLATE (RFC 1951) decompressor for PNG's image data: stored, fixed-Huffman and
/// dynamic-Huffman blocks, and the zlib (RFC 1950) wrapper with its Adler-32 check.
///
/// Codes are decoded through a table indexed by the next `maximumLength` bits of input
/// (bit-reversed canonical codes), one lookup per symbol.
struct Inflate {
    /// Why a stream could not be inflated; `offset` counts bytes from the stream's start.
    enum Failure: Error, Equatable {
        case truncated(offset: Int)
        case invalid(String, offset: Int)
    }

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    /// Bits read past the end of the input (as zeros), an error once used.
    private var overrun = 0
    private(set) var output: [UInt8] = []

    private init(_ input: [UInt8], expectedSize: Int) {
        self.input = input
        output.reserveCapacity(expectedSize)
    }

    /// Inflates a zlib stream: a 2-byte header (method 8, window up to 32 KiB, no preset
    /// dictionary), DEFLATE blocks and a big-endian Adler-32 of the output.
    ///
    /// - Parameters:
    ///   - zlib: the stream.
    ///   - expectedSize: a capacity hint for the output.
    static func zlib(_ zlib: [UInt8], expectedSize: Int = 0) throws(Failure) -> [UInt8] {
        guard zlib.count >= 2 else { throw .truncated(offset: zlib.count) }
        let cmf = zlib[0], flg = zlib[1]
        guard cmf & 0x0F == 8 else { throw .invalid("compression method \(cmf & 0x0F) is not deflate (8)", offset: 0) }
        guard cmf >> 4 <= 7 else { throw .invalid("window size 2^\(Int(cmf >> 4) + 8) exceeds 32 KiB", offset: 0) }
        guard (UInt16(cmf) << 8 | UInt16(flg)) % 31 == 0 else {
            throw .invalid("header check bits are wrong", offset: 1)
        }
        guard flg & 0x20 == 0 else { throw .invalid("a preset dictionary is not allowed in PNG", offset: 1) }
        var inflater = Inflate(zlib, expectedSize: expectedSize)
        inflater.position = 2
        try inflater.run()
        // The Adler-32 starts at the next byte boundary.
        inflater.alignToByte()
        let end = inflater.position
        guard end + 4 <= zlib.count else { throw .truncated(offset: zlib.count) }
        let stored = zlib[end..<(end + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let computed = adler32(inflater.output)
        guard stored == computed else {
            throw .invalid(
                "Adler-32 mismatch: stored \(hex(stored)), computed \(hex(computed))", offset: end)
        }
        return inflater.output
    }

    /// Inflates a raw DEFLATE stream (no zlib wrapper).
    static func raw(_ deflate: [UInt8]) throws(Failure) -> [UInt8] {
        var inflater = Inflate(deflate, expectedSize: deflate.count * 4)
        try inflater.run()
        return inflater.output
    }

    /// The Adler-32 checksum of `bytes`.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        // 5552 bytes is the most that cannot overflow 32 bits before the modulo.
        while index < bytes.count {
            let end = Swift.min(index + 5552, bytes.count)
            for i in index..<end {
                a &+= UInt32(bytes[i])
                b &+= a
            }
            a %= 65521
            b %= 65521
            index = end
        }
        return b << 16 | a
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return "0x" + String(repeating: "0", count: Swift.max(0, 8 - digits.count)) + digits
    }

    // MARK: Bits

    /// The offset of the byte holding the next unread bit.
    private var bitOffset: Int { position - bitCount / 8 }

    @inline(__always)
    private mutating func fill(_ count: Int) {
        while bitCount < count {
            if position < input.count {
                bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
            } else {
                overrun += 8
            }
            position += 1
            bitCount += 8
        }
    }

    @inline(__always)
    private mutating func bits(_ count: Int) throws(Failure) -> Int {
        guard count > 0 else { return 0 }
        fill(count)
        let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
        bitBuffer >>= UInt64(count)
        bitCount -= count
        try checkOverrun()
        return value
    }

    @inline(__always)
    private func checkOverrun() throws(Failure) {
        // Padding bits still in the buffer are fine; consumed ones are not.
        if overrun > bitCount { throw .truncated(offset: input.count) }
    }

    private mutating func alignToByte() {
        let drop = bitCount % 8
        bitBuffer >>= UInt64(drop)
        bitCount -= drop
        // Give whole unread bytes back to the byte stream.
        position -= bitCount / 8
        bitCount = 0
        bitBuffer = 0
        overrun = 0
    }

    // MARK: Blocks

    private mutating func run() throws(Failure) {
        var isFinal = false
        while !isFinal {
            let blockOffset = bitOffset
            isFinal = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1: try huffmanBlock(literals: Self.fixedLiterals, distances: Self.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicTables()
                try huffmanBlock(literals: literals, distances: distances)
            default: throw .invalid("reserved block type 3", offset: blockOffset)
            }
        }
    }

    private mutating func storedBlock() throws(Failure) {
        alignToByte()
        guard position + 4 <= input.count else { throw .truncated(offset: input.count) }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else {
            throw .invalid("stored block length \(length) does not match its complement", offset: position)
        }
        position += 4
        guard position + length <= input.count else { throw .truncated(offset: input.count) }
        output.append(contentsOf: input[position..<(position + length)])
        position += length
    }

    private mutating func huffmanBlock(literals: Huffman, distances: Huffman) throws(Failure) {
        while true {
            let symbolOffset = bitOffset
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < 29 else { throw .invalid("invalid length symbol \(symbol)", offset: symbolOffset) }
            let length = Self.lengthBase[lengthIndex] + (try bits(Self.lengthExtra[lengthIndex]))
            let distanceSymbol = try decode(distances)
            guard distanceSymbol < 30 else {
                throw .invalid("invalid distance symbol \(distanceSymbol)", offset: symbolOffset)
            }
            let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
            guard distance <= output.count else {
                throw .invalid(
                    "distance \(distance) reaches before the start of the output (\(output.count) bytes)",
                    offset: symbolOffset)
            }
            // Byte by byte: a match may overlap the bytes it produces.
            var from = output.count - distance
            for _ in 0..<length {
                output.append(output[from])
                from += 1
            }
        }
    }

    private mutating func dynamicTables() throws(Failure) -> (Huffman, Huffman) {
        let tableOffset = bitOffset
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw .invalid("too many length or distance codes", offset: tableOffset)
        }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengthLengths[Self.codeLengthOrder[index]] = UInt8(try bits(3))
        }
        guard let codeLengths = Huffman(lengths: codeLengthLengths) else {
            throw .invalid("invalid code length code", offset: tableOffset)
        }
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengths)
            switch symbol {
            case 0...15:
                lengths.append(UInt8(symbol))
            case 16:
                guard let previous = lengths.last else {
                    throw .invalid("repeat of a previous length with none before it", offset: bitOffset)
                }
                lengths.append(contentsOf: repeatElement(previous, count: 3 + (try bits(2))))
            case 17:
                lengths.append(contentsOf: repeatElement(0, count: 3 + (try bits(3))))
            default:
                lengths.append(contentsOf: repeatElement(0, count: 11 + (try bits(7))))
            }
        }
        guard lengths.count == literalCount + distanceCount else {
            throw .invalid("code lengths overflow the table", offset: bitOffset)
        }
        guard lengths[256] != 0 else { throw .invalid("no end-of-block code", offset: tableOffset) }
        guard let literals = Huffman(lengths: Array(lengths[0..<literalCount])),
            let distances = Huffman(lengths: Array(lengths[literalCount...]))
        else { throw .invalid("over-subscribed or incomplete Huffman code", offset: tableOffset) }
        return (literals, distances)
    }

    @inline(__always)
    private mutating func decode(_ table: Huffman) throws(Failure) -> Int {
        let offset = bitOffset
        fill(table.maximumLength)
        let entry = table.entries[Int(bitBuffer & table.mask)]
        let length = Int(entry & 0xF)
        guard length > 0 else { throw .invalid("invalid Huffman code", offset: offset) }
        bitBuffer >>= UInt64(length)
        bitCount -= length
        try checkOverrun()
        return Int(entry >> 4)
    }

    // MARK: Tables

    /// A canonical Huffman code as a lookup table: entry = symbol << 4 | code length, at
    /// every index whose low bits are the symbol's bit-reversed code.
    struct Huffman {
        let entries: [UInt32]
        let maximumLength: Int
        let mask: UInt64

        /// Builds the code for `lengths` (0 = unused symbol); `nil` for an over-subscribed
        /// code. Incomplete codes are accepted (DEFLATE allows a single distance code).
        init?(lengths: [UInt8]) {
            var counts = [Int](repeating: 0, count: 16)
            for length in lengths { counts[Int(length)] += 1 }
            counts[0] = 0
            let maximum = (1...15).last(where: { counts[$0] > 0 }) ?? 1
            var left = 1
            for length in 1...15 {
                left = left << 1 - counts[length]
                if left < 0 { return nil }
            }
            var next = [Int](repeating: 0, count: 16)
            var code = 0
            for length in 1...15 {
                code = (code + counts[length - 1]) << 1
                next[length] = code
            }
            var entries = [UInt32](repeating: 0, count: 1 << maximum)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                let length = Int(length)
                let code = next[length]
                next[length] += 1
                var reversed = 0
                for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
                var index = reversed
                while index < entries.count {
                    entries[index] = UInt32(symbol) << 4 | UInt32(length)
                    index += 1 << length
                }
            }
            self.entries = entries
            maximumLength = maximum
            mask = (1 << UInt64(maximum)) - 1
        }
    }

    static let fixedLiterals: Huffman = {
        var lengths = [UInt8](repeating: 8, count: 288)
        for index in 144..<256 { lengths[index] = 9 }
        for index in 256..<280 { lengths[index] = 7 }
        return Huffman(lengths: lengths)!
    }()

    static let fixedDistances = Huffman(lengths: [UInt8](repeating: 5, count: 30))!

    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
}
