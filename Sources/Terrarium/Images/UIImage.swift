import Foundation

/// An image: a bitmap decoded from PNG data, or a glyph (an SF Symbol's stand-in) drawn in
/// one or two cells.
///
/// ```swift
/// let logo = UIImage(contentsOfFile: "/usr/share/pixmaps/logo.png")   // nil if unreadable
/// let gear = UIImage(systemName: "gear")                               // the glyph ⚙
/// ```
///
/// Bitmaps are drawn by ``UIImageView`` in half-block cells, two pixels to a cell (see
/// there); buttons, bar items and menus draw an image's ``glyph``.
///
/// - Note: Only PNG data is decoded (by Terrarium's own ``PNGDecoder``); other formats give
///   `nil`. Terrarium maps a few SF Symbols names to terminal glyphs (`chevron.left` is
///   "‹", `plus` is "+" …); an unknown name gives `nil`, as UIKit does for a missing symbol.
///   Bitmap images have an empty ``glyph``.
public final class UIImage: NSObject, Sendable {
    /// The characters that stand for the image; empty for a bitmap.
    public let glyph: String
    /// The decoded pixels of a bitmap image; `nil` for a glyph.
    public let bitmap: PNGDecoder.Bitmap?
    /// Pixels per point: 1 unless given to ``init(data:scale:)``.
    public let scale: CGFloat
    /// The cells of an image drawn with ``UIGraphicsImageRenderer``; `nil` otherwise.
    ///
    /// - Note: A Terrarium addition: an image drawn in cells keeps its text and colours.
    public let cells: Canvas?

    /// Creates an image standing for `glyph`.
    public init(glyph: String) {
        self.glyph = glyph
        self.bitmap = nil
        self.scale = 1
        self.cells = nil
    }

    /// Creates an image of cells, as ``UIGraphicsImageRenderer`` draws them.
    ///
    /// - Parameter cells: The cells; blank cells are transparent.
    public init(cells: Canvas) {
        self.glyph = ""
        self.bitmap = nil
        self.scale = 1
        self.cells = cells
    }

    /// Creates an image of decoded pixels.
    ///
    /// - Parameters:
    ///   - bitmap: the pixels.
    ///   - scale: pixels per point.
    public init(bitmap: PNGDecoder.Bitmap, scale: CGFloat = 1) {
        self.glyph = ""
        self.bitmap = bitmap
        self.scale = scale > 0 ? scale : 1
        self.cells = nil
    }

    /// Decodes PNG data; `nil` if the data is not a valid PNG, as UIKit returns for data
    /// it cannot read. Use ``decodePNG(_:)`` to learn why.
    ///
    /// - Parameter data: the file's contents.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG data at the given scale; `nil` if it is not a valid PNG.
    ///
    /// - Parameters:
    ///   - data: the file's contents.
    ///   - scale: pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = try? PNGDecoder.decode(Array(data)) else { return nil }
        self.init(bitmap: bitmap, scale: scale)
    }

    /// Reads and decodes the PNG file at `path`; `nil` if it cannot be read or decoded.
    ///
    /// - Parameter path: the file's path.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The image of a system symbol, or `nil` if Terrarium has no glyph for it.
    public convenience init?(systemName name: String) {
        guard let glyph = UIImage.symbols[name] else { return nil }
        self.init(glyph: glyph)
    }

    /// Decodes PNG data, throwing a ``PNGDecodingError`` that names the chunk or offset
    /// where the data is wrong (for a viewer to show).
    ///
    /// ```swift
    /// do { imageView.image = try UIImage.decodePNG(data) } catch { message.text = "\(error)" }
    /// ```
    /// - Note: A Terrarium addition: UIKit only returns `nil`.
    public static func decodePNG(_ data: Data) throws(PNGDecodingError) -> UIImage {
        UIImage(bitmap: try PNGDecoder.decode(Array(data)))
    }

    /// The image as PNG data: a bitmap image's pixels, encoded by ``PNGEncoder`` (byte-stable:
    /// the same pixels give the same bytes).
    ///
    /// ```swift
    /// let copy = UIImage(data: image.pngData()!)   // the same pixels
    /// ```
    /// - Returns: The file's bytes, or `nil` for an image with no pixels: a glyph
    ///   (``init(glyph:)``, ``init(systemName:)``) or cells (``init(cells:)``).
    /// - Note: UIKit rasterizes any image; Terrarium's glyph and cell images have no pixels to
    ///   write, so they return `nil`, as UIKit does for an image with no bitmap behind it.
    ///   The scale is not recorded in the file (UIKit writes none either).
    public func pngData() -> Data? {
        guard let bitmap else { return nil }
        return Data(PNGEncoder.encode(bitmap))
    }

    /// The image's size in points: pixels ÷ ``scale`` for a bitmap; for a glyph, its display
    /// width by one row, and for cells, their columns by rows, in the main screen's cells.
    public var size: CGSize {
        if let bitmap { return CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale) }
        let cell = UIScreen._mainCellSize
        if let cells { return CGSize(width: CGFloat(cells.width) * cell.width, height: CGFloat(cells.height) * cell.height) }
        return CGSize(width: CGFloat(glyph.displayWidth) * cell.width, height: cell.height)
    }

    static let symbols: [String: String] = [
        "chevron.left": "‹", "chevron.right": "›", "chevron.up": "˄", "chevron.down": "˅",
        "plus": "+", "minus": "−", "xmark": "✕", "checkmark": "✓", "gear": "⚙", "gearshape": "⚙",
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "trash": "🗑", "folder": "🗀",
        "doc": "🗎", "magnifyingglass": "⌕", "square.and.arrow.up": "⇪", "ellipsis": "…",
        "ellipsis.circle": "⋯", "info.circle": "ⓘ", "house": "⌂", "person": "☺", "clock": "◷",
        "list.bullet": "☰", "bell": "🔔", "pencil": "✎", "square.and.pencil": "✎", "arrow.clockwise": "↻",
    ]

    /// Whether two images show the same thing: the same glyph, or equal pixels at the same scale.
    ///
    /// `==` calls this, as on any `NSObject`; UIKit documents `isEqual(_:)` as the way to
    /// compare what two images hold, which is what Terrarium compares.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? UIImage else { return false }
        let lhs = self
        return lhs === rhs || (lhs.glyph == rhs.glyph && lhs.scale == rhs.scale && lhs.bitmap == rhs.bitmap
            && lhs.cells == rhs.cells)
    }

    /// A hash of the glyph and the bitmap's size: equal images hash alike.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(glyph)
        hasher.combine(bitmap?.width)
        hasher.combine(bitmap?.height)
        return hasher.finalize()
    }
}
