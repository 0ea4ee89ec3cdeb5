import Foundation

/// UIKit's string forms of geometry values (Swift's names for `NSStringFromCGRect` and
/// `CGRectFromString`): `{x, y}` for a point, `{{x, y}, {width, height}}` for a rectangle,
/// and so on, as used to log values or keep them in property lists.
///
/// ```swift
/// defaults.set(NSCoder.string(for: panel.frame), forKey: "panelFrame")
/// let frame = NSCoder.cgRect(for: defaults.string(forKey: "panelFrame") ?? "")
/// ```
///
/// Parsing reads the numbers in order and ignores the braces and commas around them; a string
/// with too few numbers gives zero for the missing ones, as UIKit gives a zero value for a
/// string it cannot read.
///
/// - Note: UIKit extends `NSCoder` with these; so does Terrarium, with `NSCoder` being
///   Foundation's on Linux.
extension NSCoder {
    /// `{x, y}`.
    ///
    /// - Parameter point: The point.
    public static func string(for point: CGPoint) -> String {
        "{\(point.x.formattedForDescription), \(point.y.formattedForDescription)}"
    }

    /// `{width, height}`.
    ///
    /// - Parameter size: The size.
    public static func string(for size: CGSize) -> String {
        "{\(size.width.formattedForDescription), \(size.height.formattedForDescription)}"
    }

    /// `{{x, y}, {width, height}}`.
    ///
    /// - Parameter rect: The rectangle.
    public static func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }

    /// `{dx, dy}`.
    ///
    /// - Parameter vector: The vector.
    public static func string(for vector: CGVector) -> String {
        "{\(vector.dx.formattedForDescription), \(vector.dy.formattedForDescription)}"
    }

    /// `[a, b, c, d, tx, ty]`.
    ///
    /// - Parameter transform: The transform.
    public static func string(for transform: CGAffineTransform) -> String {
        "["
            + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            .map(\.formattedForDescription).joined(separator: ", ") + "]"
    }

    /// `{top, left, bottom, right}`.
    ///
    /// - Parameter insets: The insets.
    public static func string(for insets: UIEdgeInsets) -> String { insets.description }

    /// `{horizontal, vertical}`.
    ///
    /// - Parameter offset: The offset.
    public static func string(for offset: UIOffset) -> String { offset.description }

    /// The point a string of the form `{x, y}` describes.
    ///
    /// - Parameter string: The string.
    public static func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }

    /// The size a string of the form `{width, height}` describes.
    ///
    /// - Parameter string: The string.
    public static func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }

    /// The rectangle a string of the form `{{x, y}, {width, height}}` describes.
    ///
    /// - Parameter string: The string.
    public static func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// The vector a string of the form `{dx, dy}` describes.
    ///
    /// - Parameter string: The string.
    public static func cgVector(for string: String) -> CGVector {
        let n = numbers(in: string, count: 2)
        return CGVector(dx: n[0], dy: n[1])
    }

    /// The transform a string of the form `[a, b, c, d, tx, ty]` describes.
    ///
    /// - Parameter string: The string.
    public static func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = numbers(in: string, count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    /// The insets a string of the form `{top, left, bottom, right}` describes.
    ///
    /// - Parameter string: The string.
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(in: string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// The offset a string of the form `{horizontal, vertical}` describes.
    ///
    /// - Parameter string: The string.
    public static func uiOffset(for string: String) -> UIOffset {
        let n = numbers(in: string, count: 2)
        return UIOffset(horizontal: n[0], vertical: n[1])
    }

    /// The first `count` numbers in `string`, separated by anything that cannot be part of a
    /// number; zeros for those missing.
    private static func numbers(in string: String, count: Int) -> [CGFloat] {
        let pieces = string.split { !($0.isNumber || "+-.eE".contains($0)) }
        var numbers = pieces.compactMap { Double($0) }.prefix(count).map { CGFloat($0) }
        while numbers.count < count { numbers.append(0) }
        return numbers
    }
}
