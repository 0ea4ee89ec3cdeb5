import Foundation

// Item and section updates: checked against the data source's new counts with UIKit's
// messages (shared with table views), then applied at once by mapping the selection, the
// cursor and the visible cells from old index paths to new ones.

extension UICollectionView {
    /// Runs `body` as part of a batch: the one open, or one of its own applied at the end.
    func _inBatch(_ body: (inout _TableUpdates) -> Void) {
        _beginBatch()
        body(&_batch!)
        _endBatch()
    }

    func _beginBatch() {
        if _batchDepth == 0 { _batch = _TableUpdates() }
        _batchDepth += 1
    }

    func _endBatch() {
        _batchDepth -= 1
        guard _batchDepth == 0, let updates = _batch else { return }
        _batch = nil
        _apply(updates)
    }

    private func _apply(_ updates: _TableUpdates) {
        defer { _finish(updates) }
        guard let old = _itemCounts else {
            _setNeedsReload()
            return
        }
        _itemCounts = nil
        let new = _currentItemCounts
        updates.validate(oldCounts: old, newCounts: new, view: "collection view", element: "item")
        let mapper = _IndexPathMapper(updates: updates, oldSectionCount: old.count)
        _selectedIndexPaths = Set(_selectedIndexPaths.compactMap { mapper.map($0) })
        if let cursor = _cursor { _cursor = mapper.map(cursor) ?? (_contains(cursor) ? cursor : _lastItem) }
        var visible: [IndexPath: UICollectionViewCell] = [:]
        for (indexPath, cell) in _visibleCells {
            let reloaded =
                updates.reloadedRows.contains(indexPath) || updates.reloadedSections.contains(indexPath.section)
            if !reloaded, let target = mapper.map(indexPath) {
                visible[target] = cell
                cell.isSelected = _selectedIndexPaths.contains(target)
            } else {
                _recycleCell(cell, at: indexPath)
            }
        }
        _visibleCells = visible
        // Supplementary views are asked for again: their sections may have moved.
        for (key, view) in _visibleSupplementaryViews {
            view.removeFromSuperview()
            _supplementaryPools[key.kind]?.enqueue(view)
        }
        _visibleSupplementaryViews.removeAll()
        _layout.invalidateLayout()
        setNeedsLayout()
    }

    private func _finish(_ updates: _TableUpdates) {
        guard !updates.completions.isEmpty else { return }
        MainLoop.main.schedule(after: 0) {
            for completion in updates.completions { completion(true) }
        }
    }
}
