import Foundation

/// The object that decides where a collection view's cells and supplementary views go.
///
/// Subclass it for a custom layout: compute the frames in ``prepare()``, and answer
/// ``collectionViewContentSize``, ``layoutAttributesForElements(in:)`` and
/// ``layoutAttributesForItem(at:)``. ``UICollectionViewFlowLayout`` is the standard one.
///
/// ```swift
/// final class ListLayout: UICollectionViewLayout {
///     private var frames: [IndexPath: CGRect] = [:]
///     override func prepare() {
///         frames = [:]
///         guard let collectionView else { return }
///         for item in 0..<collectionView.numberOfItems(inSection: 0) {
///             frames[IndexPath(item: item, section: 0)] =
///                 CGRect(x: 0, y: CGFloat(item) * 2, width: collectionView.bounds.width, height: 2)
///         }
///     }
///     override var collectionViewContentSize: CGSize {
///         CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(frames.count) * 2)
///     }
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///         frames.filter { $0.value.intersects(rect) }.map { layoutAttributesForItem(at: $0.key)! }
///     }
///     override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
///         let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
///         attributes.frame = frames[indexPath] ?? .zero
///         return attributes
///     }
/// }
/// ```
///
/// The collection view calls ``prepare()`` once after each ``invalidateLayout()`` (a reload,
/// an update, a size change the layout asks to be invalidated for), before it asks for
/// attributes.
///
/// - Note: Terrarium: a subclass of Foundation's `NSObject`, as in UIKit. Layouts do not
///   animate between each other, and decoration views are not shown.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    weak var _collectionView: UICollectionView?
    /// Whether ``prepare()`` must run before attributes are next asked for.
    var _needsPrepare = true

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Creates a layout from an archive: Terrarium decodes nothing.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The collection view the layout belongs to, if any.
    open var collectionView: UICollectionView? { _collectionView }

    /// Computes the layout; called before the collection view asks for attributes after each
    /// ``invalidateLayout()``. The default does nothing; subclasses override it and call `super`.
    open func prepare() {}

    /// Marks the layout as out of date: ``prepare()`` runs again and the collection view lays
    /// its cells out again in its next layout pass.
    open func invalidateLayout() {
        _needsPrepare = true
        _collectionView?._layoutDidInvalidate()
    }

    /// The size of all the content; `.zero` by default. The collection view makes it its
    /// `contentSize`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (content coordinates); `nil`
    /// by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; `nil` by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; `nil` by default.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout;
    /// `false` by default (a scroll changes the bounds' origin).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The offset to stop at when a scroll by the user would stop at `proposedContentOffset`;
    /// `proposedContentOffset` by default.
    ///
    /// - Note: Terrarium has no momentum: `velocity` is the drag's at its release.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// The offset to show after an update or a layout change; `proposedContentOffset` by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The class of the attributes the layout makes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Runs ``prepare()`` if the layout was invalidated.
    /// Whether a cell's preferred attributes (from its `preferredLayoutAttributesFitting(_:)`)
    /// should change the layout; `false` by default. A flow layout with an
    /// ``UICollectionViewFlowLayout/estimatedItemSize`` answers `true` when the size differs.
    ///
    /// - Parameters:
    ///   - preferredAttributes: What the cell asked for.
    ///   - originalAttributes: What the layout gave it.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Whether the collection view asks displayed cells for their preferred attributes.
    var _selfSizesCells: Bool { false }

    /// Takes a cell's preferred attributes, after ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// said they matter; the layout is prepared again before the next tiling.
    func _adopt(preferredAttributes: UICollectionViewLayoutAttributes) {}

    /// The collection view reloads its data: forget what cells preferred.
    func _dataDidReload() {}

    func _prepareIfNeeded() {
        guard _needsPrepare else { return }
        _needsPrepare = false
        prepare()
    }
}
