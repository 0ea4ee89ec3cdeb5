import Foundation

/// Options for measuring and drawing strings.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates options from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines that wrap at the width given; without it the text is one line.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for line heights; no effect in cells.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph bounds rather than typographic ones; no effect in cells.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate and mark with an ellipsis the last line that fits the height.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What measuring or drawing a string reports back, and how it may shrink the text.
///
/// - Note: Text in cells cannot be scaled: ``actualScaleFactor`` is always 1.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may be shrunk to; 0 (no shrinking) by default. Ignored.
    open var minimumScaleFactor: CGFloat = 0

    /// The scale the text was drawn at: always 1.
    open internal(set) var actualScaleFactor: CGFloat = 1

    /// The bounds of the text last measured with this context.
    open internal(set) var totalBounds: CGRect = .zero
}

extension NSString {
    /// The rectangle the string takes when laid out in `size`, measured in cells with the
    /// same text layout as ``UILabel``.
    ///
    /// With ``NSStringDrawingOptions/usesLineFragmentOrigin``, the text wraps at words to
    /// `size.width` and takes as many rows as it has lines, up to `size.height`; without it,
    /// each hard line break still starts a row, but no line wraps. The width is the widest
    /// line's display width (a wide character counts two), the origin zero.
    ///
    /// ```swift
    /// let rect = ("Hello terminal world" as NSString).boundingRect(
    ///     with: CGSize(width: 10, height: .greatestFiniteMagnitude),
    ///     options: .usesLineFragmentOrigin, attributes: [.font: UIFont.systemFont(ofSize: 17)],
    ///     context: nil)
    /// // (0, 0, 8, 3): "Hello", "terminal", "world"
    /// ```
    ///
    /// - Note: Fonts and other attributes do not change the size of text in cells, so
    ///   `attributes` is ignored. UIKit without ``NSStringDrawingOptions/usesLineFragmentOrigin``
    ///   measures a single line from the baseline; Terrarium measures the lines as given.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) -> CGRect {
        let rect = _measuredRect(in: size, wraps: options.contains(.usesLineFragmentOrigin))
        context?.totalBounds = rect
        return rect
    }

    /// The size the string takes on one line per hard line break, in cells.
    ///
    /// - Note: `attributes` is ignored: every character takes its display width in cells.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        _measuredRect(in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), wraps: false)
            .size
    }

    /// Lays the string out as a label would, in `size`, wrapping at its width if `wraps`.
    func _measuredRect(in size: CGSize, wraps: Bool) -> CGRect {
        let text = self as String
        // Measured in the main screen's cells, given and answered in points.
        let cell = UIScreen._mainCellSize
        let width: Int? =
            wraps && size.width < CGFloat(Int32.max) ? Int((size.width / cell.width + 1e-9).rounded(.down)) : nil
        let maximumLines =
            size.height < CGFloat(Int32.max) ? Swift.max(0, Int((size.height / cell.height + 1e-9).rounded(.down))) : 0
        if maximumLines == 0 && size.height < CGFloat(Int32.max) { return .zero }
        let lines = TextLayout.lines(for: text, width: width, maximumLines: maximumLines, lineBreakMode: .byWordWrapping)
        let measured = TextLayout.size(of: lines)
        return CGRect(
            x: 0, y: 0, width: CGFloat(measured.width) * cell.width, height: CGFloat(measured.height) * cell.height)
    }
}

extension StringProtocol {
    /// The rectangle the string takes when laid out in `size`, measured in cells: see
    /// `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// The size the string takes on one line per hard line break, in cells: see
    /// `NSString.size(withAttributes:)`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attributes)
    }
}
