import Foundation

// Item and section updates: checked against the data source's new counts with UIKit's
// messages (shared with table views), then applied at once by mapping the selection, the
// cursor and the visible cells from old index paths to new ones.

extension UICollectionView: _BatchUpdating {
    func _apply(_ updates: _TableUpdates) {
        defer { _finish(updates) }
        guard let old = _itemCounts else {
            _setNeedsReload()
            return
        }
        _itemCounts = nil
        let new = _currentItemCounts
        updates.validate(oldCounts: old, newCounts: new, view: "collection view", element: "item")
        let mapper = _IndexPathMapper(updates: updates, oldSectionCount: old.count)
        _visibleCells = _carryItems(through: mapper, updates)
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
