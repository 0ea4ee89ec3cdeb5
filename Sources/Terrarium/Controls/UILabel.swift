import Foundation

/// A view that displays one or more lines of read-only text.
///
/// ```swift
/// let label = UILabel()
/// label.text = "日本語 and English wrap by display width"
/// label.numberOfLines = 0
/// label.frame.size = label.sizeThatFits(CGSize(width: 20, height: CGFloat.greatestFiniteMagnitude))
/// ```
///
/// Text wraps by display width: CJK characters and emoji take two cells. As in UIKit, the
/// text is centred vertically in the label's bounds, and text that does not fit is
/// truncated with "…" by ``lineBreakMode``.
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// The text shown; `nil` shows nothing.
    open var text: String? {
        didSet {
            guard text != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The colour of the text. `.label` by default.
    open var textColor: UIColor! = .label {
        didSet { setNeedsDisplay() }
    }

    /// Whether the font follows the user's preferred size of text. `false` by default.
    ///
    /// - Note: The preferred size never changes in a terminal (see ``UIContentSizeCategory``):
    ///   the value is kept and changes nothing.
    open var adjustsFontForContentSizeCategory = false

    /// The font; only its weight and slant show in a terminal.
    open var font: UIFont! = .systemFont(ofSize: UIFont.systemFontSize) {
        didSet { setNeedsDisplay() }
    }

    /// The horizontal alignment of each line. `.natural` (left) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// The maximum number of lines; 0 means as many as needed. 1 by default.
    open var numberOfLines: Int = 1 {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// How lines are wrapped and truncated. `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { setNeedsDisplay() }
    }

    /// Whether the font shrinks, down to ``minimumScaleFactor``, so the text fits the label's
    /// width. `false` by default.
    ///
    /// ```swift
    /// price.adjustsFontSizeToFitWidth = true
    /// price.minimumScaleFactor = 0.5
    /// ```
    ///
    /// - Note: Kept and read back: a terminal draws every character in one cell, so text
    ///   cannot shrink. Text too wide is truncated by ``lineBreakMode`` whatever it says.
    open var adjustsFontSizeToFitWidth = false

    /// The smallest scale of the font that ``adjustsFontSizeToFitWidth`` may shrink the text
    /// to, from 0 to 1; 0 (the smallest the system allows) by default.
    ///
    /// - Note: Kept and read back: text in a terminal cannot shrink (see
    ///   ``adjustsFontSizeToFitWidth``).
    open var minimumScaleFactor: CGFloat = 0

    /// Whether the label squeezes its letters together before truncating text that is too
    /// wide. `false` by default.
    ///
    /// - Note: Kept and read back: a terminal's letters sit one to a cell, so the spacing
    ///   cannot tighten; text too wide is truncated as with `false`.
    open var allowsDefaultTighteningForTruncation = false

    /// Whether the text is drawn in its colour (`true`) or dimmed. `true` by default.
    open var isEnabled = true {
        didSet { setNeedsDisplay() }
    }

    /// Creates a label; labels do not take touches by default, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // Not interactive by default, unless the scene says so (as Xcode does for a label
        // given a gesture recognizer).
        isUserInteractionEnabled = (coder as? _StoryboardCoder)?.bool("userInteractionEnabled") ?? false
        if let coder = coder as? _StoryboardCoder { _decodeStoryboardLabel(coder) }
    }

    /// The width at which a label of several lines wraps its ``intrinsicContentSize``.
    ///
    /// When it is 0 (the default), a label laid out by Auto Layout (one that does not
    /// translate its autoresizing mask) wraps at the width the engine gave it, as UIKit's
    /// does: a label pinned at both sides first gets one line's height, then, once its width
    /// is known, the height of its text wrapped to that width, in the same turn. Other labels
    /// wrap only at line breaks in the text.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            guard preferredMaxLayoutWidth != oldValue else { return }
            invalidateIntrinsicContentSize()
        }
    }

    /// The text's natural size: its widest line by its line count (limited by
    /// ``numberOfLines``), wrapped at ``preferredMaxLayoutWidth`` when it is set and the
    /// label has more than one line. An empty label's is zero by zero, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        var wrap: Int?
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 {
                wrap = _columns(preferredMaxLayoutWidth)
            } else if _engineWrapWidth > 0 && !translatesAutoresizingMaskIntoConstraints {
                wrap = _columns(_engineWrapWidth)
            }
        }
        let lines = _lines(width: wrap)
        let size = TextLayout.size(of: lines)
        return _points(CGSize(width: size.width, height: size.height))
    }

    /// The width Auto Layout last gave this label, which its intrinsic size wraps at while
    /// ``preferredMaxLayoutWidth`` is 0.
    var _engineWrapWidth: CGFloat = 0

    /// A label is an element.
    override var _defaultIsAccessibilityElement: Bool { true }

    /// A label is read as its text.
    override var _defaultAccessibilityLabel: String? { text }

    /// `.staticText`.
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }

    /// Notes the width Auto Layout gave a wrapping label, whose intrinsic height depends on it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard preferredMaxLayoutWidth == 0, numberOfLines != 1, !translatesAutoresizingMaskIntoConstraints,
            bounds.width != _engineWrapWidth
        else { return }
        _engineWrapWidth = bounds.width
        invalidateIntrinsicContentSize()
    }

    /// The size of the text wrapped to `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? _columns(size.width) : nil
        let measured = TextLayout.size(of: _lines(width: width))
        return _points(CGSize(width: measured.width, height: measured.height))
    }

    /// Draws the text, wrapped and truncated to the bounds, centred vertically.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed, context.bounds.width >= 1, context.bounds.height >= 1 else { return }
        let width = Int(context.bounds.width)
        let height = Int(context.bounds.height)
        let limit = numberOfLines == 0 ? height : Swift.min(numberOfLines, height)
        let lines = TextLayout.lines(for: text ?? "", width: width, maximumLines: limit, lineBreakMode: lineBreakMode)
        guard !lines.isEmpty else { return }
        let top = (height - lines.count) / 2
        var attributes = font.textAttributes
        if !isEnabled { attributes.insert(.dim) }
        for (index, line) in lines.enumerated() {
            let x = TextLayout.offset(ofLineWidth: line.displayWidth, in: width, alignment: textAlignment)
            context.draw(
                line, at: CGPoint(x: context.bounds.minX + CGFloat(x), y: context.bounds.minY + CGFloat(top + index)),
                foreground: textColor, attributes: attributes)
        }
    }

    private func _lines(width: Int?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return TextLayout.lines(for: text, width: width, maximumLines: numberOfLines, lineBreakMode: lineBreakMode)
    }
}
