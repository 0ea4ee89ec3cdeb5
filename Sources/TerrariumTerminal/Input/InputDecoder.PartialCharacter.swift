extension InputDecoder {
    /// A UTF-8 character read one byte at a time, validated as it goes.
    ///
    /// Each byte is checked against the range the Unicode standard allows at its position
    /// (table 3-7), so overlong forms, surrogates and values past U+10FFFF are refused at the
    /// first wrong byte. That byte is then read afresh, which gives one U+FFFD per maximal
    /// invalid subpart, as Unicode recommends, whatever the chunking.
    struct PartialCharacter: Sendable {
        private var value: UInt32 = 0
        private var remaining = 0
        /// The allowed range of the next byte; only the second byte's is narrower than 80–BF.
        private var lower: UInt8 = 0x80
        private var upper: UInt8 = 0xBF

        enum Step {
            case incomplete
            case complete(Unicode.Scalar)
            case invalid
        }

        /// Whether a byte can start a multi-byte character.
        static func isLeadByte(_ byte: UInt8) -> Bool {
            (0xC2...0xF4).contains(byte)
        }

        /// Starts a character with its lead byte; `false` if the byte cannot start one.
        mutating func start(_ byte: UInt8) -> Bool {
            lower = 0x80
            upper = 0xBF
            switch byte {
            case 0xC2...0xDF:
                value = UInt32(byte & 0x1F)
                remaining = 1
            case 0xE0...0xEF:
                value = UInt32(byte & 0x0F)
                remaining = 2
                if byte == 0xE0 { lower = 0xA0 }
                if byte == 0xED { upper = 0x9F }
            case 0xF0...0xF4:
                value = UInt32(byte & 0x07)
                remaining = 3
                if byte == 0xF0 { lower = 0x90 }
                if byte == 0xF4 { upper = 0x8F }
            default:
                return false
            }
            return true
        }

        /// Adds a continuation byte.
        mutating func add(_ byte: UInt8) -> Step {
            guard byte >= lower, byte <= upper else {
                return .invalid
            }
            lower = 0x80
            upper = 0xBF
            value = value << 6 | UInt32(byte & 0x3F)
            remaining -= 1
            guard remaining == 0 else {
                return .incomplete
            }
            return Unicode.Scalar(value).map { .complete($0) } ?? .invalid
        }
    }
}
