import Foundation

/// A view that shows an image: a PNG bitmap drawn in half-block cells, or a glyph.
///
/// ```swift
/// let preview = UIImageView(image: UIImage(contentsOfFile: path))
/// preview.contentMode = .scaleAspectFit
/// preview.frame = CGRect(x: 0, y: 0, width: 40, height: 12)   // 40 × 24 pixels of picture
/// ```
///
/// A bitmap is drawn with the upper half block `▀` in every cell: the foreground colour is
/// the upper pixel, the background colour the lower one, so a cell shows two pixels, one
/// above the other, and a view of `w × h` cells shows `w × 2h` pixels. Pixels are scaled to
/// that grid by ``UIView/contentMode`` (`.scaleToFill` by default, as in UIKit; a smaller
/// picture averages the pixels each target pixel covers, a larger one repeats them).
/// Transparent pixels let what is behind the view show: a cell whose upper pixel is
/// transparent draws `▄` in the lower pixel's colour over the cell behind, and a cell with
/// both transparent is left alone; partly transparent pixels are blended over what is
/// behind by the canvas and the renderer. Colours are 24-bit; the terminal renderer reduces
/// them to 256 or 16 colours where the terminal has no more.
///
/// A glyph image (``UIImage/init(systemName:)``) is drawn as its characters in the middle
/// of the view, in ``tintColor`` (the label colour for an image made
/// ``UIImage/RenderingMode-swift.enum/alwaysOriginal``). A bitmap made
/// ``UIImage/RenderingMode-swift.enum/alwaysTemplate`` is drawn as its shape in ``tintColor``,
/// each pixel keeping its opacity. A resizable bitmap (``UIImage/resizableImage(withCapInsets:)``)
/// drawn `.scaleToFill` keeps its caps at their size and tiles or stretches the middle. An
/// image of cells (``UIImage/cells``, drawn with ``UIGraphicsImageRenderer``) is drawn from
/// the view's top-left corner, unscaled.
///
/// - Note: One point is one cell, and a cell holds two pixels stacked: the intrinsic size of
///   a bitmap image is its size in points (pixels ÷ scale) wide by half that many rows,
///   rounded up. Where both pixels of a cell are partly transparent, the upper one is blended
///   over the lower one rather than over what is behind (a cell has one background).
///   Animated images (`animationImages`) are not offered.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Creates an image view with the given frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view from an archive, with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // Not interactive by default, unless the scene says so (as Xcode does for a image view
        // given a gesture recognizer).
        isUserInteractionEnabled = (coder as? _StoryboardCoder)?.bool("userInteractionEnabled") ?? false
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardImage(coder) }
    }

    /// Creates an image view showing `image`, sized to it (see the type's note).
    ///
    /// - Parameter image: the image, or `nil`.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
        frame.size = intrinsicContentSize.width < 0 ? .zero : intrinsicContentSize
    }

    /// Creates an image view showing `image`, or `highlightedImage` while highlighted.
    ///
    /// - Parameters:
    ///   - image: the image, or `nil`.
    ///   - highlightedImage: the image shown while ``isHighlighted``.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image shown; setting it redraws the view and changes its intrinsic size.
    open var image: UIImage? {
        didSet { if image !== oldValue { _imageDidChange() } }
    }

    /// The image shown while ``isHighlighted``, if any.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { _imageDidChange() } }
    }

    /// Whether the view shows ``highlightedImage``. `false` by default.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { _imageDidChange() } }
    }

    /// The colour of a glyph image and of a template image; `nil` for the label colour (a
    /// template bitmap: the system tint colour).
    ///
    /// - Note: UIKit declares `tintColor` on every view and inherits it; here the image
    ///   view has its own, as controls do.
    open var tintColor: UIColor! {
        didSet { setNeedsDisplay() }
    }

    /// Redraws the picture when the content mode changes.
    open override var contentMode: ContentMode {
        didSet { setNeedsDisplay() }
    }

    /// The image's size in points, as in UIKit (a glyph's is its display width in columns by
    /// one row); no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = _shownImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        if image.bitmap == nil { return _points(image.size) }
        return image.size
    }

    /// The image's intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return intrinsic.width < 0 ? .zero : intrinsic
    }

    /// Draws the picture (or glyph) for the content mode.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed, let image = _shownImage else { return }
        let width = Int(context.bounds.width), height = Int(context.bounds.height)
        guard width > 0, height > 0 else { return }
        if let bitmap = image.bitmap {
            _drawBitmap(image, bitmap, in: context, columns: width, rows: height)
        } else if let cells = image.cells {
            // Cells are not resampled: drawn from the top-left corner, clipped to the view.
            context._composite(cells, at: context.bounds.origin)
        } else {
            // A glyph is text: its display width in columns, one row.
            let glyphWidth = image.glyph.displayWidth
            let x = TextLayout.offset(ofLineWidth: glyphWidth, in: width, alignment: .center)
            context.draw(
                image.glyph, at: CGPoint(x: context.bounds.minX + CGFloat(x), y: context.bounds.minY + CGFloat((height - 1) / 2)),
                foreground: image._glyphColor(tint: tintColor))
        }
    }

    /// `.image`; an image view is not an element unless told (UIKit's default).
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    var _shownImage: UIImage? {
        isHighlighted ? (highlightedImage ?? image) : image
    }

    func _imageDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
