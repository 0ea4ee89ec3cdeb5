import Foundation

// The flow layout's arithmetic, written along two axes: "main" is the scroll direction
// (y when vertical), "cross" the direction lines fill (x when vertical).

/// One section of a prepared flow layout.
struct _FlowSection {
    var header: CGRect?
    var footer: CGRect?
    var itemFrames: [CGRect] = []
    /// Each line's first item and its extent along the main axis, in order.
    var lines: [(firstItem: Int, start: CGFloat, end: CGFloat)] = []
    /// The section's extent along the main axis, header to footer.
    var start: CGFloat = 0
    var end: CGFloat = 0
}

extension UICollectionViewFlowLayout {
    /// A size, spacing or inset as whole cells: rounded down, never negative.
    static func _cells(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        return Swift.max(0, value.rounded(.down))
    }

    /// A size in whole cells, each side as ``_cells(_:)``.
    static func _wholeSize(_ size: CGSize) -> CGSize {
        CGSize(width: _cells(size.width), height: _cells(size.height))
    }

    /// The size an item is laid out at before its cell sized itself: the delegate's, else the
    /// estimate (``itemSize`` for ``automaticSize``).
    private func _estimatedSize(of indexPath: IndexPath, delegate: (any UICollectionViewDelegateFlowLayout)?)
        -> CGSize
    {
        if let delegate, let collectionView {
            return delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
        }
        return estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? itemSize : estimatedItemSize
    }

    func _computeLayout() {
        _sections = []
        _contentSize = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds
        let insets = collectionView.adjustedContentInset
        _preparedSize = bounds.size
        let crossExtent = Swift.max(
            0, vertical ? bounds.width - insets.left - insets.right : bounds.height - insets.top - insets.bottom)
        let flowDelegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        // Cells sized themselves for the old width (height when horizontal): measure again.
        if crossExtent != _preferredSizesCrossExtent {
            _preferredItemSizes.removeAll()
            _preferredSizesCrossExtent = crossExtent
        }
        let selfSizing = _selfSizesCells
        let cells = UICollectionViewFlowLayout._cells
        // A rectangle from main and cross coordinates.
        func rect(main: CGFloat, cross: CGFloat, mainSize: CGFloat, crossSize: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: cross, y: main, width: crossSize, height: mainSize)
                : CGRect(x: main, y: cross, width: mainSize, height: crossSize)
        }
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            var entry = _FlowSection()
            entry.start = position
            let inset: UIEdgeInsets
            let lineSpacing: CGFloat, interitemSpacing: CGFloat
            let headerSize: CGSize, footerSize: CGSize
            if let flowDelegate {
                inset = flowDelegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
                lineSpacing = flowDelegate.collectionView(
                    collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                interitemSpacing = flowDelegate.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                headerSize = flowDelegate.collectionView(
                    collectionView, layout: self, referenceSizeForHeaderInSection: section)
                footerSize = flowDelegate.collectionView(
                    collectionView, layout: self, referenceSizeForFooterInSection: section)
            } else {
                inset = sectionInset
                lineSpacing = minimumLineSpacing
                interitemSpacing = minimumInteritemSpacing
                headerSize = headerReferenceSize
                footerSize = footerReferenceSize
            }
            let lineGap = cells(lineSpacing), itemGap = cells(interitemSpacing)
            let mainBefore = cells(vertical ? inset.top : inset.left)
            let mainAfter = cells(vertical ? inset.bottom : inset.right)
            let crossBefore = cells(vertical ? inset.left : inset.top)
            let crossAfter = cells(vertical ? inset.right : inset.bottom)
            let headerMain = cells(vertical ? headerSize.height : headerSize.width)
            if headerMain > 0 {
                entry.header = rect(main: position, cross: 0, mainSize: headerMain, crossSize: crossExtent)
                position += headerMain
            }
            position += mainBefore
            let crossLimit = Swift.max(crossBefore, crossExtent - crossAfter)
            let count = collectionView.numberOfItems(inSection: section)
            var sizes: [(main: CGFloat, cross: CGFloat)] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let size =
                    selfSizing
                    ? _preferredItemSizes[indexPath] ?? _estimatedSize(of: indexPath, delegate: flowDelegate)
                    : flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
                sizes.append(
                    vertical ? (cells(size.height), cells(size.width)) : (cells(size.width), cells(size.height)))
            }
            entry.itemFrames = [CGRect](repeating: .zero, count: count)
            var item = 0
            var firstLine = true
            while item < count {
                // Fill one line: at least one item, then as many as fit.
                var last = item
                var cross = crossBefore + sizes[item].cross
                while last + 1 < count, cross + itemGap + sizes[last + 1].cross <= crossLimit {
                    last += 1
                    cross += itemGap + sizes[last].cross
                }
                if !firstLine { position += lineGap }
                firstLine = false
                let thickness = sizes[item...last].map(\.main).max() ?? 0
                let starts = UICollectionViewFlowLayout._lineStarts(
                    of: sizes[item...last].map(\.cross), from: crossBefore, to: crossLimit, spacing: itemGap,
                    isLastLine: last == count - 1)
                for (index, start) in zip(item...last, starts) {
                    let size = sizes[index]
                    let offset = ((thickness - size.main) / 2).rounded(.down)
                    entry.itemFrames[index] = rect(
                        main: position + offset, cross: start, mainSize: size.main, crossSize: size.cross)
                }
                entry.lines.append((item, position, position + thickness))
                position += thickness
                item = last + 1
            }
            position += mainAfter
            let footerMain = cells(vertical ? footerSize.height : footerSize.width)
            if footerMain > 0 {
                entry.footer = rect(main: position, cross: 0, mainSize: footerMain, crossSize: crossExtent)
                position += footerMain
            }
            entry.end = position
            _sections.append(entry)
        }
        // The content is as wide as the widest line, at least the visible extent.
        let widest = _sections.flatMap(\.itemFrames).map { vertical ? $0.maxX : $0.maxY }.max() ?? 0
        let across = Swift.max(crossExtent, widest)
        _contentSize = vertical ? CGSize(width: across, height: position) : CGSize(width: position, height: across)
    }

    /// Where each item of a line starts across it, as UIKit's flow layout places them: a line
    /// of several items is justified (the first at `start`, the last ending at `end`, the
    /// spare space shared equally between them, so ``minimumInteritemSpacing`` is only a
    /// minimum); a line holding one item centres it; the section's last line is packed from
    /// `start` at `spacing`. Positions are rounded down to whole points.
    ///
    /// UIKit documents only that the spacing "may possibly be adjusted upward"; the rest is
    /// what it does on a device, where the last line's alignment is a private setting whose
    /// default is the leading edge (rdar://20825965).
    static func _lineStarts(
        of lengths: [CGFloat], from start: CGFloat, to end: CGFloat, spacing: CGFloat, isLastLine: Bool
    ) -> [CGFloat] {
        let occupied = lengths.reduce(0, +)
        if isLastLine {
            var along = start
            return lengths.map { length in
                defer { along += length + spacing }
                return along
            }
        }
        let spare = Swift.max(0, end - start - occupied)
        if lengths.count == 1 { return [start + (spare / 2).rounded(.down)] }
        let gaps = CGFloat(lengths.count - 1)
        var before: CGFloat = 0
        return lengths.enumerated().map { index, length in
            defer { before += length }
            return start + before + (spare * CGFloat(index) / gaps).rounded(.down)
        }
    }

    /// The attributes of the elements meeting `rect`, found by searching the lines.
    func _attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in _sections.enumerated() where section.end > low && section.start < high {
            if let header = _headerFrame(of: section), header.intersects(rect) {
                let attributes = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                    with: IndexPath(item: 0, section: index))
                attributes.frame = header
                result.append(attributes)
            }
            // The first line ending after `low`, by binary search.
            var lower = 0, upper = section.lines.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if section.lines[middle].end <= low { lower = middle + 1 } else { upper = middle }
            }
            var line = lower
            while line < section.lines.count, section.lines[line].start < high {
                let first = section.lines[line].firstItem
                let end = line + 1 < section.lines.count ? section.lines[line + 1].firstItem : section.itemFrames.count
                for item in first..<end where section.itemFrames[item].intersects(rect) {
                    let attributes = UICollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: item, section: index))
                    attributes.frame = section.itemFrames[item]
                    result.append(attributes)
                }
                line += 1
            }
            if let footer = _footerFrame(of: section), footer.intersects(rect) {
                let attributes = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                    with: IndexPath(item: 0, section: index))
                attributes.frame = footer
                result.append(attributes)
            }
        }
        return result
    }
}

// MARK: - Pinned headers and footers

extension UICollectionViewFlowLayout {
    /// A section's header frame: where it scrolls to, or, with
    /// ``sectionHeadersPinToVisibleBounds``, stuck to the visible area's start while its section
    /// shows (as a plain table view's headers are).
    func _headerFrame(of section: _FlowSection) -> CGRect? {
        guard var header = section.header else { return nil }
        guard sectionHeadersPinToVisibleBounds, let collectionView else { return header }
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds, insets = collectionView.adjustedContentInset
        let visibleStart = vertical ? bounds.minY + insets.top : bounds.minX + insets.left
        let footerLength = section.footer.map { vertical ? $0.height : $0.width } ?? 0
        let start = UIScrollView._stickyHeaderStart(
            sectionStart: section.start, sectionEnd: section.end - footerLength,
            length: vertical ? header.height : header.width, visibleStart: visibleStart)
        if vertical { header.origin.y = start } else { header.origin.x = start }
        return header
    }

    /// A section's footer frame: where it scrolls to, or, with
    /// ``sectionFootersPinToVisibleBounds``, stuck to the visible area's end while its section shows.
    func _footerFrame(of section: _FlowSection) -> CGRect? {
        guard var footer = section.footer else { return nil }
        guard sectionFootersPinToVisibleBounds, let collectionView else { return footer }
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds, insets = collectionView.adjustedContentInset
        let visibleEnd = vertical ? bounds.maxY - insets.bottom : bounds.maxX - insets.right
        let headerLength = section.header.map { vertical ? $0.height : $0.width } ?? 0
        let start = UIScrollView._stickyFooterStart(
            naturalStart: vertical ? footer.minY : footer.minX, sectionStart: section.start + headerLength,
            length: vertical ? footer.height : footer.width, visibleEnd: visibleEnd)
        if vertical { footer.origin.y = start } else { footer.origin.x = start }
        return footer
    }
}
