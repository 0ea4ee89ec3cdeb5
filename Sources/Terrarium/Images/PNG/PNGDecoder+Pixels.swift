import Foundation

// From the inflated IDAT stream to RGBA: pass layout (Adam7), unfiltering, and sample
// conversion for each colour type and depth.

extension PNGDecoder {
    /// Adam7's seven passes: first column and row, column and row steps.
    static let adam7: [(x: Int, y: Int, dx: Int, dy: Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    static func decodeImage(
        header: Header, compressed: [UInt8], palette: [UInt8], transparency: [UInt8]?
    ) throws(PNGDecodingError) -> Bitmap {
        if header.colorType == 3 && palette.isEmpty {
            throw .invalidChunk(chunk: "PLTE", offset: 8, reason: "a palette image has no PLTE chunk")
        }
        let passes =
            header.interlaced
            ? adam7 : [(x: 0, y: 0, dx: 1, dy: 1)]
        // Each non-empty pass: its size in pixels and where its rows start in the stream.
        var layout: [(x: Int, y: Int, dx: Int, dy: Int, width: Int, height: Int)] = []
        var expected = 0
        for pass in passes {
            let width = (header.width - pass.x + pass.dx - 1) / pass.dx
            let height = (header.height - pass.y + pass.dy - 1) / pass.dy
            guard width > 0, height > 0 else { continue }
            layout.append((pass.x, pass.y, pass.dx, pass.dy, width, height))
            expected += height * (1 + header.rowBytes(width: width))
        }
        let raw: [UInt8]
        do {
            raw = try Inflate.zlib(compressed, expectedSize: expected)
        } catch {
            switch error {
            case .truncated(let offset):
                throw .corruptImageData(offset: offset, reason: "the compressed stream ends early")
            case .invalid(let reason, let offset):
                throw .corruptImageData(offset: offset, reason: reason)
            }
        }
        guard raw.count >= expected else {
            throw .invalidImageData("\(raw.count) bytes decompressed, \(expected) expected for the image's rows")
        }
        let converter = try SampleConverter(header: header, palette: palette, transparency: transparency)
        var rgba = [UInt8](repeating: 0, count: header.width * header.height * 4)
        var position = 0
        for pass in layout {
            let rowBytes = header.rowBytes(width: pass.width)
            var previous = [UInt8](repeating: 0, count: rowBytes)
            var row = [UInt8](repeating: 0, count: rowBytes)
            for passRow in 0..<pass.height {
                let filter = raw[position]
                try unfilter(
                    filter, raw: raw, start: position + 1, into: &row, previous: previous, stride: header.filterStride)
                position += 1 + rowBytes
                let y = pass.y + passRow * pass.dy
                converter.convert(row: row, width: pass.width) { column, r, g, b, a in
                    let index = (y * header.width + pass.x + column * pass.dx) * 4
                    rgba[index] = r
                    rgba[index + 1] = g
                    rgba[index + 2] = b
                    rgba[index + 3] = a
                }
                swap(&previous, &row)
            }
        }
        return Bitmap(width: header.width, height: header.height, rgba: rgba)
    }

    /// Undoes one row's filter (PNG filter method 0: None, Sub, Up, Average, Paeth).
    static func unfilter(
        _ filter: UInt8, raw: [UInt8], start: Int, into row: inout [UInt8], previous: [UInt8], stride: Int
    ) throws(PNGDecodingError) {
        let count = row.count
        raw.withUnsafeBufferPointer { raw in
            row.withUnsafeMutableBufferPointer { row in
                previous.withUnsafeBufferPointer { up in
                    let line = UnsafeBufferPointer(rebasing: raw[start..<(start + count)])
                    switch filter {
                    case 0:
                        for i in 0..<count { row[i] = line[i] }
                    case 1:
                        for i in 0..<count { row[i] = line[i] &+ (i >= stride ? row[i - stride] : 0) }
                    case 2:
                        for i in 0..<count { row[i] = line[i] &+ up[i] }
                    case 3:
                        for i in 0..<count {
                            let left = i >= stride ? Int(row[i - stride]) : 0
                            row[i] = line[i] &+ UInt8((left + Int(up[i])) / 2)
                        }
                    case 4:
                        for i in 0..<count {
                            let a = i >= stride ? Int(row[i - stride]) : 0
                            let b = Int(up[i])
                            let c = i >= stride ? Int(up[i - stride]) : 0
                            let p = a + b - c
                            let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                            let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                            row[i] = line[i] &+ UInt8(predictor)
                        }
                    default:
                        break
                    }
                }
            }
        }
        guard filter <= 4 else { throw .invalidImageData("unknown filter type \(filter) on a row") }
    }

    /// Turns one unfiltered row of samples into RGBA pixels.
    struct SampleConverter {
        let colorType: Int
        let depth: Int
        let palette: [(UInt8, UInt8, UInt8, UInt8)]
        /// The colour key of a grey or RGB image's tRNS chunk, at full depth.
        let key: [Int]?

        init(header: Header, palette: [UInt8], transparency: [UInt8]?) throws(PNGDecodingError) {
            colorType = header.colorType
            depth = header.bitDepth
            var entries: [(UInt8, UInt8, UInt8, UInt8)] = stride(from: 0, to: palette.count, by: 3).map {
                (palette[$0], palette[$0 + 1], palette[$0 + 2], 255)
            }
            var key: [Int]?
            if let transparency {
                switch colorType {
                case 3:
                    guard transparency.count <= entries.count else {
                        throw .invalidChunk(chunk: "tRNS", offset: 8, reason: "more alpha values than palette entries")
                    }
                    for (index, alpha) in transparency.enumerated() { entries[index].3 = alpha }
                case 0, 2:
                    let samples = colorType == 0 ? 1 : 3
                    guard transparency.count == samples * 2 else {
                        throw .invalidChunk(
                            chunk: "tRNS", offset: 8, reason: "length \(transparency.count), not \(samples * 2)")
                    }
                    key = (0..<samples).map { Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1]) }
                default:
                    throw .invalidChunk(chunk: "tRNS", offset: 8, reason: "not allowed for colour type \(colorType)")
                }
            }
            self.palette = entries
            self.key = key
        }

        /// Sample `index` of a row, at full depth.
        @inline(__always)
        func sample(_ row: [UInt8], _ index: Int) -> Int {
            switch depth {
            case 8: return Int(row[index])
            case 16: return Int(row[index * 2]) << 8 | Int(row[index * 2 + 1])
            default:
                let bit = index * depth
                let byte = Int(row[bit >> 3])
                return (byte >> (8 - depth - (bit & 7))) & ((1 << depth) - 1)
            }
        }

        /// A sample scaled to 8 bits: 16-bit keeps its high byte, low depths are stretched.
        @inline(__always)
        func eight(_ value: Int) -> UInt8 {
            switch depth {
            case 16: UInt8(value >> 8)
            case 8: UInt8(value)
            default: UInt8(value * 255 / ((1 << depth) - 1))
            }
        }

        func convert(row: [UInt8], width: Int, _ put: (Int, UInt8, UInt8, UInt8, UInt8) -> Void) {
            switch colorType {
            case 0:
                for x in 0..<width {
                    let v = sample(row, x)
                    let g = eight(v)
                    put(x, g, g, g, key == [v] ? 0 : 255)
                }
            case 2:
                for x in 0..<width {
                    let r = sample(row, x * 3), g = sample(row, x * 3 + 1), b = sample(row, x * 3 + 2)
                    let alpha: UInt8 = key.map { $0 == [r, g, b] } == true ? 0 : 255
                    put(x, eight(r), eight(g), eight(b), alpha)
                }
            case 3:
                for x in 0..<width {
                    let index = sample(row, x)
                    // An index past the palette is an error in the file; show it black.
                    let entry = index < palette.count ? palette[index] : (0, 0, 0, 255)
                    put(x, entry.0, entry.1, entry.2, entry.3)
                }
            case 4:
                for x in 0..<width {
                    let g = eight(sample(row, x * 2))
                    put(x, g, g, g, eight(sample(row, x * 2 + 1)))
                }
            default:
                for x in 0..<width {
                    put(
                        x, eight(sample(row, x * 4)), eight(sample(row, x * 4 + 1)), eight(sample(row, x * 4 + 2)),
                        eight(sample(row, x * 4 + 3)))
                }
            }
        }
    }
}
