import Foundation

/// Where a collection view's layout puts one element: a cell or a supplementary view
/// (a section's header or footer), with its frame, visibility and stacking order.
///
/// A layout returns attributes from ``UICollectionViewLayout/layoutAttributesForElements(in:)``
/// and ``UICollectionViewLayout/layoutAttributesForItem(at:)``; the collection view gives them
/// to the element's view through ``UICollectionReusableView/apply(_:)``.
///
/// ```swift
/// let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
/// attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 2, width: 20, height: 2)
/// ```
///
/// - Note: Terrarium: a subclass of Foundation's `NSObject`, as in UIKit. The collection view
///   shows frames in whole cells (rounded down); `transform` is not drawn, `alpha` is the
///   view's alpha.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    let _category: UICollectionView.ElementCategory
    let _kind: String?

    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect = .zero

    /// The element's index path.
    open var indexPath: IndexPath

    /// Whether the element is hidden; `false` by default.
    open var isHidden = false

    /// The element's opacity; 1 by default.
    open var alpha: CGFloat = 1

    /// The element's stacking order: higher values are drawn above lower ones; 0 by default.
    open var zIndex = 0

    /// Creates attributes for the cell of the item at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        _category = .cell
        _kind = nil
        super.init()
    }

    /// Creates attributes for a supplementary view of `elementKind` (a section header or footer).
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        _category = .supplementaryView
        _kind = elementKind
        super.init()
    }

    /// Creates attributes for a decoration view of `decorationViewKind`.
    ///
    /// - Note: Terrarium keeps the attributes but shows no decoration views.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        _category = .decorationView
        _kind = decorationViewKind
        super.init()
    }

    /// The element's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The element's size.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame.size = newValue
            self.center = center
        }
    }

    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// Whether the attributes describe a cell, a supplementary view or a decoration view.
    open var representedElementCategory: UICollectionView.ElementCategory { _category }

    /// The kind of a supplementary or decoration view (`nil` for a cell).
    open var representedElementKind: String? { _kind }
}

extension UICollectionViewLayoutAttributes {
    /// A copy of the attributes (UIKit's `copy()`), of the same kind, for the same element.
    func _copy() -> UICollectionViewLayoutAttributes {
        let copy: UICollectionViewLayoutAttributes
        switch _category {
        case .cell: copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        case .supplementaryView:
            copy = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: _kind ?? "", with: indexPath)
        case .decorationView:
            copy = UICollectionViewLayoutAttributes(forDecorationViewOfKind: _kind ?? "", with: indexPath)
        }
        copy.frame = frame
        copy.isHidden = isHidden
        copy.alpha = alpha
        copy.zIndex = zIndex
        return copy
    }
}

extension UICollectionView {
    /// What a layout attributes object describes.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell
        /// A supplementary view (a section header or footer).
        case supplementaryView
        /// A decoration view.
        case decorationView
    }

    /// The kind of a section header's supplementary view.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The kind of a section footer's supplementary view.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
