import Foundation

/// Draws images: the drawing calls you make in its block (``UIBezierPath``, ``UIRectFill(_:)``,
/// the context's fills and text) land in an image of cells.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 3))
/// let badge = renderer.image { context in
///     UIColor.systemBlue.setStroke()
///     UIBezierPath(roundedRect: context.format.bounds, cornerRadius: 1).stroke()
///     context.cgContext.draw("OK", at: CGPoint(x: 2, y: 1))
/// }
/// imageView.image = badge   // ╭────╮ / │ OK │ / ╰────╯
/// ```
///
/// - Note: One point is one cell and the image keeps its cells (``UIImage/cells``): text
///   and colours, no pixels; ``UIImageView`` draws it from its top-left corner without
///   scaling. `pngData` and `jpegData` are not offered.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    /// The area drawn, in the drawing block's coordinates.
    public let bounds: CGRect
    /// The format of the images.
    public let format: UIGraphicsImageRendererFormat

    /// Creates a renderer for images of a size.
    ///
    /// - Parameter size: The size in cells.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// Creates a renderer for images of a size and format.
    ///
    /// - Parameters:
    ///   - size: The size in cells.
    ///   - format: The format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer for the area `bounds`.
    ///
    /// - Parameter bounds: The area, in the drawing block's coordinates.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// Creates a renderer for the area `bounds` with a format.
    ///
    /// - Parameters:
    ///   - bounds: The area, in the drawing block's coordinates.
    ///   - format: The format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        format.bounds = bounds
        super.init()
    }

    /// Runs `actions` with a context whose drawing becomes the image.
    ///
    /// - Parameter actions: The drawing.
    /// - Returns: The image of cells.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CanvasContext._image(bounds: bounds)
        CanvasContext.stack.append(context)
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        CanvasContext.stack.removeLast()
        return UIImage(cells: context._drawnCells)
    }
}

/// The settings of a ``UIGraphicsImageRenderer``.
///
/// - Note: `scale` is kept; an image is as fine as the main screen's cells whatever it says.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
    /// The area drawn.
    public internal(set) var bounds: CGRect = .zero
    /// Kept for source compatibility.
    open var scale: CGFloat = 1
    /// Kept for source compatibility.
    open var opaque = false
    /// The colour range to draw in: ``Range/automatic`` by default.
    ///
    /// - Note: Kept and read back: a terminal cell's colour is 24-bit sRGB whatever it says.
    open var preferredRange: Range = .automatic

    /// The colour ranges an image can be drawn in.
    public enum Range: Int, Sendable {
        /// The range of the device's screen.
        case automatic = 0
        /// Extended range (wide colour, HDR).
        case extended = 1
        /// Standard sRGB.
        case standard = 2
        /// Not set: as ``automatic``.
        case unspecified = -1
    }

    /// Creates a format.
    public override init() {
        super.init()
    }

    /// The default format.
    public class func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }

    /// The preferred format; the same as the default.
    public class func preferred() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }
}

/// The context a ``UIGraphicsImageRenderer``'s drawing block gets.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    /// The drawing context: Terrarium's ``CanvasContext`` (``CGContext``).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// The image drawn so far.
    public var currentImage: UIImage {
        UIImage(cells: cgContext._drawnCells)
    }

    /// Fills a rectangle with the fill colour.
    ///
    /// - Parameter rect: The rectangle.
    public func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Strokes a rectangle's outline with the stroke colour.
    ///
    /// - Parameter rect: The rectangle.
    public func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }
}

/// Starts drawing an image of `size` points (the main screen's cells that size covers):
/// drawing calls until ``UIGraphicsEndImageContext()`` land in it.
///
/// - Parameter size: The size in points.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts drawing an image of `size` points; `opaque` and `scale` are kept for source
/// compatibility (the image is as fine as the main screen's cells).
///
/// - Parameters:
///   - size: The size in points.
///   - opaque: Ignored.
///   - scale: Ignored.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CanvasContext._image(bounds: CGRect(origin: .zero, size: size))
    context._isImageContext = true
    CanvasContext.stack.append(context)
}

/// The image drawn so far in the current image context, or `nil` outside one.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = CanvasContext.stack.last, context._isImageContext else { return nil }
    return UIImage(cells: context._drawnCells)
}

/// Ends the current image context.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let context = CanvasContext.stack.last, context._isImageContext else { return }
    CanvasContext.stack.removeLast()
}

extension CanvasContext {
    /// A context for an image of `bounds` (points), over the main screen's cells that the
    /// bounds' size covers.
    static func _image(bounds: CGRect) -> CanvasContext {
        let cellSize = UIScreen.main.cellSize
        let cells = UIScreen.cellRect(for: CGRect(origin: .zero, size: bounds.size), cellSize: cellSize).size
        return CanvasContext(bounds: bounds, cells: cells, gridOrigin: bounds.origin, cellSize: cellSize)
    }
}
