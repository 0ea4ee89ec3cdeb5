/// Terminal output as a readable string: ESC as `⎋`, CR as `␍`, LF as `␊`, BS as `␈`, other
/// control bytes as `<XX>`; so an expected frame reads like `⎋[?2026h⎋[2;5Hhi⎋[?2026l`.
func readable(_ bytes: [UInt8]) -> String {
    var result = ""
    var text: [UInt8] = []
    func flush() {
        result += String(decoding: text, as: UTF8.self)
        text.removeAll()
    }
    for byte in bytes {
        switch byte {
        case 0x1B:
            flush()
            result += "⎋"
        case 0x0D:
            flush()
            result += "␍"
        case 0x0A:
            flush()
            result += "␊"
        case 0x08:
            flush()
            result += "␈"
        case 0x00..<0x20, 0x7F:
            flush()
            result += "<\(String(byte, radix: 16, uppercase: true))>"
        default:
            text.append(byte)
        }
    }
    flush()
    return result
}

/// The bytes of a readable string: the inverse of ``readable(_:)`` for `⎋`, `␍`, `␊`, `␈`.
func bytes(_ readable: String) -> [UInt8] {
    var result: [UInt8] = []
    for character in readable {
        switch character {
        case "⎋": result.append(0x1B)
        case "␍": result.append(0x0D)
        case "␊": result.append(0x0A)
        case "␈": result.append(0x08)
        default: result.append(contentsOf: String(character).utf8)
        }
    }
    return result
}
