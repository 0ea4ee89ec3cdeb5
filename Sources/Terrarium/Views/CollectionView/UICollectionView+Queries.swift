import Foundation

// What the collection view can tell about its items: counts, places, the views on screen,
// and scrolling to an item.

extension UICollectionView {
    /// The number of sections, as the data source last said.
    public var numberOfSections: Int { _currentItemCounts.count }

    /// The number of items in `section`, as the data source last said.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = _currentItemCounts
        guard section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    /// The layout's attributes of the item at `indexPath`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _prepareLayout()
        return _layout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of a supplementary view.
    public func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        _prepareLayout()
        return _layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item at `point` in the collection view's content coordinates, or `nil` (empty
    /// space, a header or footer). Where items overlap, the one with the highest `zIndex`.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        _prepareLayout()
        let probe = CGRect(x: point.x.rounded(.down), y: point.y.rounded(.down), width: 1, height: 1)
        let hits = (_layout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && _contains($0.indexPath)
                && UICollectionView._wholeCells($0.frame).contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The items that have cells on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        _visibleCells.keys.sorted()
    }

    /// The cells on screen, in item order.
    public var visibleCells: [UICollectionViewCell] {
        _visibleCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The cell of the item at `indexPath` if it is on screen, otherwise `nil`.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        _visibleCells[indexPath]
    }

    /// The item a visible cell shows, or `nil`.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        _visibleCells.first { $0.value === cell }?.key
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, or `nil`.
    public func supplementaryView(
        forElementKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        _visibleSupplementaryViews[_SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The visible supplementary views of `elementKind`, in index path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        _visibleSupplementaryViews.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }
            .map(\.value)
    }

    /// The index paths of the visible supplementary views of `elementKind`, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        _visibleSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition` (one vertical and one
    /// horizontal position; empty: the least scrolling that shows it), within the content.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let target = _offset(showing: UICollectionView._wholeCells(frame), at: scrollPosition)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// The content offset that puts `frame` at `position`.
    func _offset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        var target = _offsetShowing(frame)
        let insets = adjustedContentInset
        let visibleWidth = bounds.width - insets.left - insets.right
        let visibleHeight = bounds.height - insets.top - insets.bottom
        if position.contains(.top) {
            target.y = frame.minY - insets.top
        } else if position.contains(.centeredVertically) {
            target.y = (frame.midY - visibleHeight / 2).rounded(.down) - insets.top
        } else if position.contains(.bottom) {
            target.y = frame.maxY - visibleHeight - insets.top
        }
        if position.contains(.left) {
            target.x = frame.minX - insets.left
        } else if position.contains(.centeredHorizontally) {
            target.x = (frame.midX - visibleWidth / 2).rounded(.down) - insets.left
        } else if position.contains(.right) {
            target.x = frame.maxX - visibleWidth - insets.left
        }
        let minimum = _minimumContentOffset, maximum = _maximumContentOffset
        return CGPoint(
            x: Swift.min(maximum.x, Swift.max(minimum.x, target.x)),
            y: Swift.min(maximum.y, Swift.max(minimum.y, target.y)))
    }
}
