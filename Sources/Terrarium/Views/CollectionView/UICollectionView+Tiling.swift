import Foundation

// Reading the data source's counts, preparing the layout, and tiling: only the items and
// supplementary views on screen have views; the rest are the layout's numbers.

extension UICollectionView {
    // MARK: Loading

    /// The item counts per section, reading the data source first if needed.
    var _currentItemCounts: [Int] {
        if let counts = _itemCounts { return counts }
        var counts: [Int] = []
        if let dataSource {
            let sections = Swift.max(0, dataSource.numberOfSections(in: self))
            // Kept while items are counted, so a data source that asks for counts gets them.
            _itemCounts = [Int](repeating: 0, count: sections)
            counts = (0..<sections).map { Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        }
        _itemCounts = counts
        return counts
    }

    /// Asks for a reload in the next layout pass.
    func _setNeedsReload() {
        _recycleAll()
        _itemCounts = nil
        _layout._dataDidReload()
        _layout._needsPrepare = true
        setNeedsLayout()
    }

    /// The layout was invalidated: lay out again in the next pass.
    func _layoutDidInvalidate() {
        setNeedsLayout()
    }

    /// Whether `indexPath` names an item the data source has.
    func _contains(_ indexPath: IndexPath) -> Bool {
        let counts = _currentItemCounts
        return indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    /// The first item, if any.
    var _firstItem: IndexPath? {
        let counts = _currentItemCounts
        return counts.firstIndex { $0 > 0 }.map { IndexPath(item: 0, section: $0) }
    }

    /// The last item, if any.
    var _lastItem: IndexPath? {
        let counts = _currentItemCounts
        return counts.lastIndex { $0 > 0 }.map { IndexPath(item: counts[$0] - 1, section: $0) }
    }

    /// The item after (or before) `indexPath` in order, across sections.
    func _item(after indexPath: IndexPath, forward: Bool) -> IndexPath? {
        let counts = _currentItemCounts
        if forward {
            if indexPath.item + 1 < counts[indexPath.section] {
                return IndexPath(item: indexPath.item + 1, section: indexPath.section)
            }
            var section = indexPath.section + 1
            while section < counts.count, counts[section] == 0 { section += 1 }
            return section < counts.count ? IndexPath(item: 0, section: section) : nil
        }
        if indexPath.item > 0 { return IndexPath(item: indexPath.item - 1, section: indexPath.section) }
        var section = indexPath.section - 1
        while section >= 0, counts[section] == 0 { section -= 1 }
        return section >= 0 ? IndexPath(item: counts[section] - 1, section: section) : nil
    }

    /// Reads the counts and prepares the layout if either is out of date, and makes the
    /// layout's content size the scroll view's.
    ///
    /// - Note: Terrarium: a change of the collection view's size always invalidates the
    ///   layout (terminals resize often); a scroll asks ``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``.
    func _prepareLayout() {
        _ = _currentItemCounts
        if _layoutSize != bounds.size || _layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            _layout._needsPrepare = true
        }
        if _layout._needsPrepare {
            _layoutSize = bounds.size
            _layout._prepareIfNeeded()
        }
        let size = _layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    // MARK: Reuse

    /// Takes a cell off screen into its reuse pool.
    func _recycleCell(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        _collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        _cellPool.enqueue(cell)
    }

    private func _recycleSupplementaryView(_ view: UICollectionReusableView, at key: _SupplementaryKey) {
        view.removeFromSuperview()
        _collectionDelegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        _supplementaryPools[key.kind]?.enqueue(view)
    }

    func _recycleAll() {
        for (indexPath, cell) in _visibleCells { _recycleCell(cell, at: indexPath) }
        _visibleCells.removeAll()
        for (key, view) in _visibleSupplementaryViews { _recycleSupplementaryView(view, at: key) }
        _visibleSupplementaryViews.removeAll()
    }

    // MARK: Tiling

    /// A layout frame in whole cells: its origin and size rounded down.
    static func _wholeCells(_ frame: CGRect) -> CGRect {
        CGRect(
            x: frame.minX.rounded(.down), y: frame.minY.rounded(.down), width: frame.width.rounded(.down),
            height: frame.height.rounded(.down))
    }

    private func _place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        view.apply(attributes)
        view.frame = UICollectionView._wholeCells(attributes.frame)
    }

    /// Makes cells for the items in view and recycles the rest. When the layout sizes cells
    /// itself, cells that came into view are asked for their preferred attributes, and the
    /// layout is prepared and the items tiled again with the sizes they prefer (a few rounds at
    /// most, as new sizes bring other cells into view).
    func _tile() {
        var rounds = 1
        while _tileOnce(), rounds < 8 { rounds += 1 }
    }

    /// One tiling; returns whether self-sizing cells changed the layout.
    private func _tileOnce() -> Bool {
        _prepareLayout()
        let attributes = _layout.layoutAttributesForElements(in: bounds) ?? []
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementary: [_SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for element in attributes where !element.isHidden {
            switch element.representedElementCategory {
            case .cell where _contains(element.indexPath):
                cells[element.indexPath] = element
            case .supplementaryView:
                if let kind = element.representedElementKind {
                    supplementary[_SupplementaryKey(kind: kind, indexPath: element.indexPath)] = element
                }
            default:
                break
            }
        }
        for (indexPath, cell) in _visibleCells where cells[indexPath] == nil {
            _visibleCells[indexPath] = nil
            _recycleCell(cell, at: indexPath)
        }
        for (key, view) in _visibleSupplementaryViews where supplementary[key] == nil {
            _visibleSupplementaryViews[key] = nil
            _recycleSupplementaryView(view, at: key)
        }
        let showsCursor = isFocused
        var displayed: [(UICollectionViewCell, UICollectionViewLayoutAttributes)] = []
        for indexPath in cells.keys.sorted() {
            let element = cells[indexPath]!
            if let cell = _visibleCells[indexPath] {
                _place(cell, element)
                continue
            }
            guard let dataSource else { break }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            _place(cell, element)
            displayed.append((cell, element))
            cell.isSelected = _selectedIndexPaths.contains(indexPath)
            cell._hasKeyboardCursor = showsCursor && _cursor == indexPath
            _collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            if cell._superview !== self { insertSubview(cell, at: 0) }
            _visibleCells[indexPath] = cell
        }
        for key in supplementary.keys.sorted(by: { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) }) {
            let element = supplementary[key]!
            if let view = _visibleSupplementaryViews[key] {
                _place(view, element)
                continue
            }
            guard let dataSource else { break }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            _place(view, element)
            _collectionDelegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            if view._superview !== self { addSubview(view) }
            _visibleSupplementaryViews[key] = view
        }
        return _selfSize(displayed)
    }

    /// Asks cells that came into view for their preferred attributes, if the layout sizes
    /// cells; hands the ones that matter to the layout. Whether any did.
    private func _selfSize(_ displayed: [(UICollectionViewCell, UICollectionViewLayoutAttributes)]) -> Bool {
        guard _layout._selfSizesCells else { return false }
        var changed = false
        for (cell, original) in displayed {
            let preferred = cell.preferredLayoutAttributesFitting(original._copy())
            guard _layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            else { continue }
            _layout._adopt(preferredAttributes: preferred)
            changed = true
        }
        return changed
    }
}
