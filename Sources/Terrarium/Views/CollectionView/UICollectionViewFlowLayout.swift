import Foundation

/// The standard collection view layout: items flow in lines across the collection view,
/// line after line along the scroll direction, with optional section headers and footers.
///
/// Vertically (the default), items fill rows from the leading edge and wrap to the next
/// row; the content scrolls down. Horizontally, items fill columns from the top and wrap to
/// the next column; the content scrolls sideways. A delegate adopting
/// ``UICollectionViewDelegateFlowLayout`` sizes items, insets and spacings per item and
/// section; otherwise the layout's properties apply.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 12, height: 3)
/// layout.minimumInteritemSpacing = 1
/// layout.minimumLineSpacing = 1
/// layout.sectionInset = UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
/// let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// ```
///
/// Lines are placed as UIKit places them: a line fills with as many items as fit at
/// ``minimumInteritemSpacing``, then the space left over is shared between its items, the
/// first at the leading edge (inside ``sectionInset``) and the last at the trailing edge; a
/// line that holds one item centres it; a section's last line keeps the minimum spacing from
/// the leading edge. Items are centred across the line's thickness.
///
/// - Note: Terrarium: item sizes, spacings, insets and header sizes are rounded down to whole
///   points, and so are the positions the spare space gives items; frames are drawn on the
///   cells they cover. UIKit's documentation says only that the spacing "may possibly be
///   adjusted upward"; the centred lone item and the packed last line are what UIKit does on
///   a device (its last-line alignment is a private setting, left by default). The defaults
///   are terminal-sized:
///   ``itemSize`` is 10 columns by a row (80 × 16 points), ``minimumLineSpacing`` 0 and
///   ``minimumInteritemSpacing`` a column, 8 points (UIKit: 50 × 50, 10 and 10).
///   ``estimatedItemSize`` turns on self-sizing cells.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    var _sections: [_FlowSection] = []
    /// The sizes self-sizing cells asked for (``estimatedItemSize``), by item.
    var _preferredItemSizes: [IndexPath: CGSize] = [:]
    /// The extent across the scroll direction the preferred sizes were measured at.
    var _preferredSizesCrossExtent: CGFloat = -1
    var _contentSize: CGSize = .zero
    /// The collection view's size the layout was prepared for.
    var _preparedSize: CGSize = .zero

    /// Creates a flow layout with Terrarium's default sizes.
    public override init() {
        super.init()
    }

    /// Creates a flow layout from an archive: Terrarium decodes nothing.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The direction the content scrolls, and so the lines items flow in; `.vertical` by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }

    /// The size of items the delegate does not size; 10 columns by a row by default (80 × 16
    /// points on a standard screen).
    ///
    /// - Note: UIKit's default is 50 × 50 points; a terminal's item is a line of text.
    open var itemSize: CGSize {
        get { _itemSize ?? CGSize(width: 10 * _layoutCellSize.width, height: _layoutCellSize.height) }
        set {
            let old = itemSize
            _itemSize = newValue
            if newValue != old { invalidateLayout() }
        }
    }

    /// The item size set, or `nil` for the default in the collection view's screen's cells.
    var _itemSize: CGSize?

    /// The cell size of the screen the collection view is on.
    var _layoutCellSize: CGSize { collectionView?._cellSize ?? UIScreen.main.cellSize }

    /// An estimate of item sizes that turns on self-sizing cells; `.zero` (off) by default.
    ///
    /// While it is not `.zero`, items are first laid out at the estimate (the delegate's
    /// `collectionView(_:layout:sizeForItemAt:)` if it has one, else this size, else ``itemSize``
    /// for ``automaticSize``); as each cell is displayed, the collection view asks it for
    /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)`` — by default, the
    /// size its content view's constraints give it — and the layout moves the items to the
    /// sizes cells prefer, before the frame is drawn. A cell keeps its preferred size until
    /// the data is reloaded or the collection view's width (height, when horizontal) changes.
    ///
    /// ```swift
    /// layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    /// // in the cell: a label pinned to contentView's edges sizes the cell to its text
    /// ```
    ///
    /// - Note: Terrarium: sizes are whole cells; only cells are self-sized (headers and footers
    ///   keep their reference sizes).
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            guard estimatedItemSize != oldValue else { return }
            _preferredItemSizes.removeAll()
            invalidateLayout()
        }
    }

    /// The size that asks cells to size themselves: set ``estimatedItemSize`` to it when you
    /// have no estimate.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The smallest space between lines (rows when vertical, columns when horizontal); 0 by default.
    open var minimumLineSpacing: CGFloat = 0 {
        didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
    }

    /// The smallest space between items in a line; one column (8 points on a standard screen)
    /// by default.
    ///
    /// It decides how many items fit in a line; a full line then shares its spare space
    /// between its items, so they stand further apart. Only a section's last line keeps
    /// exactly this spacing.
    ///
    /// - Note: UIKit's default is 10 points.
    open var minimumInteritemSpacing: CGFloat {
        get { _minimumInteritemSpacing ?? _layoutCellSize.width }
        set {
            let old = minimumInteritemSpacing
            _minimumInteritemSpacing = newValue
            if newValue != old { invalidateLayout() }
        }
    }

    /// The spacing set, or `nil` for a column of the collection view's screen.
    var _minimumInteritemSpacing: CGFloat?

    /// The space around each section's items (inside its header and footer); none by default.
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { if sectionInset != oldValue { invalidateLayout() } }
    }

    /// The size of section headers: its height when vertical, its width when horizontal (the
    /// other side fills the collection view); `.zero`, no header, by default.
    open var headerReferenceSize: CGSize = .zero {
        didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// The size of section footers, as ``headerReferenceSize``.
    open var footerReferenceSize: CGSize = .zero {
        didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// Whether section headers stick to the top of the visible area (the leading edge when
    /// scrolling horizontally) while their section shows; `false` by default.
    ///
    /// A pinned header stays at the top while its section's items scroll under it, and the
    /// section's end pushes it up and away when the next section arrives, as a plain
    /// ``UITableView``'s headers do (the two share the rule). Headers are drawn over cells.
    ///
    /// ```swift
    /// layout.headerReferenceSize = CGSize(width: 0, height: 1)
    /// layout.sectionHeadersPinToVisibleBounds = true
    /// ```
    ///
    /// - Note: Terrarium computes the pinned frames when asked for attributes, so scrolling
    ///   does not invalidate (and recompute) the whole layout as UIKit's flow layout does.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }

    /// Whether section footers stick to the bottom of the visible area (the trailing edge when
    /// scrolling horizontally) while their section shows; `false` by default. A pinned footer
    /// never rises above its section's first line.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }

    /// What ``sectionInset`` is measured from; `.fromContentInset` by default.
    ///
    /// - Note: Terrarium measures from the content inset whatever the value.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset

    /// Computes every item's frame from the data source's counts and the sizes.
    open override func prepare() {
        super.prepare()
        _computeLayout()
    }

    /// The size of all sections: the collection view's width (less its insets) when vertical.
    open override var collectionViewContentSize: CGSize { _contentSize }

    /// The cells, headers and footers whose frames meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        _attributes(in: rect)
    }

    /// The attributes of the item at `indexPath`, or `nil` if there is no such item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < _sections.count else { return nil }
        let section = _sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemFrames.count else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = section.itemFrames[indexPath.item]
        return attributes
    }

    /// The attributes of a section's header or footer, or `nil` if it has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < _sections.count else { return nil }
        let section = _sections[indexPath.section]
        let frame: CGRect?
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: frame = _headerFrame(of: section)
        case UICollectionView.elementKindSectionFooter: frame = _footerFrame(of: section)
        default: frame = nil
        }
        guard let frame else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// Whether a cell's preferred attributes change the layout: while ``estimatedItemSize`` is
    /// set, when a cell prefers another size (in whole cells) than it was given.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard _selfSizesCells, preferredAttributes.representedElementCategory == .cell else { return false }
        return UICollectionViewFlowLayout._wholeSize(preferredAttributes.size) != originalAttributes.size
    }

    override var _selfSizesCells: Bool { estimatedItemSize != .zero }

    override func _adopt(preferredAttributes: UICollectionViewLayoutAttributes) {
        _preferredItemSizes[preferredAttributes.indexPath] = UICollectionViewFlowLayout._wholeSize(
            preferredAttributes.size)
        _needsPrepare = true
    }

    override func _dataDidReload() {
        _preferredItemSizes.removeAll()
    }

    /// Whether a bounds change invalidates the layout: when the collection view's size
    /// changes (either side), as UIKit's flow layout answers; a scroll, which moves only the
    /// bounds' origin, does not.
    ///
    /// - Note: UIKit's flow layout also answers `true` for every scroll while headers or
    ///   footers are pinned; Terrarium computes pinned frames when attributes are asked for
    ///   (see ``sectionHeadersPinToVisibleBounds``), so a scroll never invalidates it.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != _preparedSize
    }
}

extension UICollectionViewFlowLayout {
    /// What a flow layout's section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// The collection view's content inset.
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The layout margins.
        case fromLayoutMargins
    }
}

extension UICollectionView {
    /// The direction a flow layout's content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Items fill rows; the content scrolls up and down.
        case vertical
        /// Items fill columns; the content scrolls sideways.
        case horizontal
    }
}
