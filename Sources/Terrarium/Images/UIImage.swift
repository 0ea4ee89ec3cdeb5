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
    /// How the image's colours are used when it is drawn: as they are, or as a template
    /// (its shape only, in the tint colour of the view that draws it).
    /// ``RenderingMode-swift.enum/automatic`` unless made with ``withRenderingMode(_:)``.
    ///
    /// With ``RenderingMode-swift.enum/automatic``, a ``UIImageView`` draws a bitmap as it is
    /// and a glyph (a symbol image) in its ``UIImageView/tintColor``, as UIKit draws a symbol
    /// image as a template.
    public let renderingMode: RenderingMode
    /// The end caps of a resizable image, in points: the parts that keep their size when the
    /// image is drawn larger or smaller. `.zero` (the whole image scales) unless made with
    /// ``resizableImage(withCapInsets:)`` or ``resizableImage(withCapInsets:resizingMode:)``.
    public let capInsets: UIEdgeInsets
    /// How the part of a resizable image between its caps fills the space: tiled (the
    /// default) or stretched.
    public let resizingMode: ResizingMode
    /// The colour given by ``withTintColor(_:)``, which the image is drawn in.
    let _tintColor: UIColor?

    /// Every stored property, for the initialisers and the `with…` copies.
    private init(
        glyph: String, bitmap: PNGDecoder.Bitmap?, scale: CGFloat, cells: Canvas?,
        renderingMode: RenderingMode = .automatic, capInsets: UIEdgeInsets = .zero,
        resizingMode: ResizingMode = .tile, tintColor: UIColor? = nil
    ) {
        self.glyph = glyph
        self.bitmap = bitmap
        self.scale = scale
        self.cells = cells
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self._tintColor = tintColor
    }

    /// Creates an image standing for `glyph`.
    public convenience init(glyph: String) {
        self.init(glyph: glyph, bitmap: nil, scale: 1, cells: nil)
    }

    /// Creates an image of cells, as ``UIGraphicsImageRenderer`` draws them.
    ///
    /// - Parameter cells: The cells; blank cells are transparent.
    public convenience init(cells: Canvas) {
        self.init(glyph: "", bitmap: nil, scale: 1, cells: cells)
    }

    /// Creates an image of decoded pixels.
    ///
    /// - Parameters:
    ///   - bitmap: the pixels.
    ///   - scale: pixels per point.
    public convenience init(bitmap: PNGDecoder.Bitmap, scale: CGFloat = 1) {
        self.init(glyph: "", bitmap: bitmap, scale: scale > 0 ? scale : 1, cells: nil)
    }

    /// A copy of this image with some of its drawing properties changed.
    private func _copy(
        renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil,
        tintColor: UIColor? = nil
    ) -> UIImage {
        UIImage(
            glyph: glyph, bitmap: bitmap, scale: scale, cells: cells,
            renderingMode: renderingMode ?? self.renderingMode, capInsets: capInsets ?? self.capInsets,
            resizingMode: resizingMode ?? self.resizingMode, tintColor: tintColor ?? _tintColor)
    }

    /// A copy of the image that is drawn in `renderingMode`; the image itself is unchanged.
    ///
    /// ```swift
    /// let icon = UIImage(contentsOfFile: path)?.withRenderingMode(.alwaysTemplate)
    /// imageView.image = icon
    /// imageView.tintColor = .systemRed   // the icon's shape, in red
    /// ```
    ///
    /// - Parameter renderingMode: How the copy's colours are used when it is drawn.
    /// - Returns: The copy, with the same pixels, caps and tint colour.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        _copy(renderingMode: renderingMode)
    }

    /// A copy of the image drawn in `color`: a bitmap's shape (its transparency) in that
    /// colour, a glyph in that colour whatever the view's tint. Same rendering mode.
    ///
    /// - Parameter color: The colour.
    /// - Returns: The tinted copy.
    public func withTintColor(_ color: UIColor) -> UIImage {
        _copy(tintColor: color)
    }

    /// A copy of the image drawn in `color`, with `renderingMode`.
    ///
    /// ```swift
    /// let star = UIImage(systemName: "star.fill")?.withTintColor(.systemYellow, renderingMode: .alwaysOriginal)
    /// ```
    ///
    /// - Parameters:
    ///   - color: The colour.
    ///   - renderingMode: The copy's rendering mode.
    /// - Returns: The tinted copy.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        _copy(renderingMode: renderingMode, tintColor: color)
    }

    /// A copy of the image whose caps keep their size when it is drawn at another size; the
    /// part between them is tiled. The image itself is unchanged.
    ///
    /// ```swift
    /// // A 3 × 3-pixel frame: its one-pixel border stays, its middle pixel fills the rest.
    /// let frame = image.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    /// ```
    ///
    /// - Parameter capInsets: The caps, in points from each edge.
    /// - Returns: The resizable copy, ``ResizingMode-swift.enum/tile`` as in UIKit.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        _copy(capInsets: capInsets, resizingMode: .tile)
    }

    /// A copy of the image whose caps keep their size when it is drawn at another size; the
    /// part between them is tiled or stretched.
    ///
    /// - Parameters:
    ///   - capInsets: The caps, in points from each edge.
    ///   - resizingMode: How the part between the caps fills the space.
    /// - Returns: The resizable copy.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        _copy(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The colour a glyph or template is drawn in, given the tint colour of the view drawing
    /// it: the image's own tint colour (``withTintColor(_:)``), else the view's for a
    /// template or an automatic glyph, else the label colour for an original glyph.
    func _glyphColor(tint: UIColor?) -> UIColor {
        if let _tintColor { return _tintColor }
        if renderingMode == .alwaysOriginal { return .label }
        return tint ?? .label
    }

    /// The colour a bitmap's pixels are replaced by, keeping their transparency, or `nil`
    /// for its own colours: the view's tint for a template, else the image's tint colour.
    func _bitmapTint(viewTint: UIColor?) -> UIColor? {
        if renderingMode == .alwaysTemplate { return viewTint ?? .tintColor }
        return _tintColor
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

    /// Whether two images show the same thing: the same glyph, or equal pixels at the same
    /// scale, drawn alike (the same rendering mode, caps and tint colour).
    ///
    /// `==` calls this, as on any `NSObject`; UIKit documents `isEqual(_:)` as the way to
    /// compare what two images hold, which is what Terrarium compares.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? UIImage else { return false }
        let lhs = self
        return lhs === rhs
            || (lhs.glyph == rhs.glyph && lhs.scale == rhs.scale && lhs.bitmap == rhs.bitmap && lhs.cells == rhs.cells
                && lhs.renderingMode == rhs.renderingMode && lhs.capInsets == rhs.capInsets
                && lhs.resizingMode == rhs.resizingMode && lhs._tintColor == rhs._tintColor)
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

extension UIImage {
    /// How an image's colours are used when it is drawn.
    public enum RenderingMode: Int, Sendable {
        /// As the drawing context decides: a ``UIImageView`` draws a bitmap as it is and a
        /// glyph in its tint colour; bars and buttons draw glyphs in their tint colour.
        case automatic = 0
        /// Always the image's own colours (a glyph, which has none, in the label colour).
        case alwaysOriginal = 1
        /// Always as a template: the image's shape (its transparency), in the tint colour.
        case alwaysTemplate = 2
    }

    /// How the part of a resizable image between its caps fills a larger or smaller space.
    public enum ResizingMode: Int, Sendable {
        /// Repeated, left to right and top to bottom.
        case tile = 0
        /// Scaled to fill.
        case stretch = 1
    }
}
