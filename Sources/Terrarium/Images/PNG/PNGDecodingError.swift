import Foundation

/// Why ``PNGDecoder`` could not decode a file: each case names the chunk or the byte
/// offset (from the start of the file) where decoding stopped, so a viewer can show it.
///
/// ```swift
/// do {
///     let image = try UIImage.decodePNG(data)
/// } catch {
///     preview.text = "Cannot show this image: \(error)"   // "bad CRC in chunk IDAT at offset 33 …"
/// }
/// ```
public enum PNGDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data does not start with PNG's 8-byte signature.
    case notPNG
    /// The data ends inside the chunk at `offset`, or before IEND.
    case truncated(chunk: String?, offset: Int)
    /// The CRC of the chunk at `offset` does not match its contents.
    case badCRC(chunk: String, offset: Int)
    /// A chunk is missing, out of order or malformed.
    case invalidChunk(chunk: String, offset: Int, reason: String)
    /// The header asks for something PNG does not define (or Terrarium does not decode).
    case unsupported(String)
    /// The zlib stream of the IDAT chunks is corrupt; `offset` counts from the stream's start.
    case corruptImageData(offset: Int, reason: String)
    /// The decompressed data has the wrong size or a bad filter type.
    case invalidImageData(String)

    /// A sentence saying what went wrong, where.
    public var description: String {
        switch self {
        case .notPNG: "not a PNG file (the 8-byte signature is missing)"
        case .truncated(let chunk?, let offset): "the data ends inside chunk \(chunk) at offset \(offset)"
        case .truncated(nil, let offset): "the data ends at offset \(offset) before the IEND chunk"
        case .badCRC(let chunk, let offset): "bad CRC in chunk \(chunk) at offset \(offset): the file is corrupt"
        case .invalidChunk(let chunk, let offset, let reason): "invalid chunk \(chunk) at offset \(offset): \(reason)"
        case .unsupported(let reason): "unsupported PNG: \(reason)"
        case .corruptImageData(let offset, let reason):
            "corrupt compressed image data (IDAT stream offset \(offset)): \(reason)"
        case .invalidImageData(let reason): "invalid image data: \(reason)"
        }
    }
}
