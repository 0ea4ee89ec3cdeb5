import Foundation

// UIKit's and Core Animation's `NSValue` boxes, which iOS code passes as animation values
// (`NSValue(cgPoint:)`, `NSValue(caTransform3D:)`); Foundation on Linux has the point, size
// and rectangle boxes under AppKit's names, which these forward to.

extension NSValue {
    /// A box holding a point, as an animation's value.
    ///
    /// - Parameter point: The point.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A box holding a size.
    ///
    /// - Parameter size: The size.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// A box holding a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// A box holding a 3D transform, as a `transform` animation's value.
    ///
    /// ```swift
    /// spin.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi, 0, 0, 1))
    /// ```
    ///
    /// - Parameter t: The transform.
    public convenience init(caTransform3D t: CATransform3D) {
        var entries = t._entries
        self.init(bytes: &entries, objCType: NSValue._transformType)
    }

    /// The point in a box made by ``init(cgPoint:)``; zero for another kind of box.
    public var cgPointValue: CGPoint { _cgPoint ?? .zero }

    /// The size in a box made by ``init(cgSize:)``; zero for another kind of box.
    public var cgSizeValue: CGSize { _cgSize ?? .zero }

    /// The rectangle in a box made by ``init(cgRect:)``; zero for another kind of box.
    public var cgRectValue: CGRect { _cgRect ?? .zero }

    /// The transform in a box made by ``init(caTransform3D:)``; the zero matrix for another
    /// kind of box.
    public var caTransform3DValue: CATransform3D { _caTransform3D ?? CATransform3D() }

    /// The type of a transform box: sixteen doubles (Foundation on Linux boxes arrays, not
    /// structs, so not Core Animation's `{CATransform3D=dd…}`).
    private static let _transformType = "[16d]"
    private static let _pointType = String(cString: NSValue(point: .zero).objCType)
    private static let _sizeType = String(cString: NSValue(size: .zero).objCType)
    private static let _rectType = String(cString: NSValue(rect: .zero).objCType)

    private var _type: String { String(cString: objCType) }

    var _cgPoint: CGPoint? { _type == NSValue._pointType ? pointValue : nil }
    var _cgSize: CGSize? { _type == NSValue._sizeType ? sizeValue : nil }
    var _cgRect: CGRect? { _type == NSValue._rectType ? rectValue : nil }

    var _caTransform3D: CATransform3D? {
        guard _type == NSValue._transformType else { return nil }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(_entries: entries)
    }
}
