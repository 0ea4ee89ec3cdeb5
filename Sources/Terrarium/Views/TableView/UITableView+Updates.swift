import Foundation

// Row and section updates: checked against the data source's new counts with UIKit's
// messages, then applied by mapping the selection, the cursor and the visible cells from
// old index paths to new ones. Rows whose cells stay on screen slide to their new places.

/// The changes of one batch, in UIKit's terms: deletions and reloads name index paths
/// before the update, insertions after it.
struct _TableUpdates {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var animated = false
    var completions: [(Bool) -> Void] = []
}

/// Batches of updates, written once for table and collection views: updates made while a
/// batch is open (`performBatchUpdates`, or one update on its own) are applied together when
/// the outermost batch ends; the view applies them (`_apply(_:)`) to its own geometry.
@MainActor
protocol _BatchUpdating: _ItemSelecting {
    var _batch: _TableUpdates? { get set }
    var _batchDepth: Int { get set }
    /// Applies a finished batch: validated against the data source, then mapped.
    func _apply(_ updates: _TableUpdates)
    func _recycleCell(_ cell: Cell, at indexPath: IndexPath)
}

extension _BatchUpdating {
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

    /// Carries the selection, the keyboard cursor and the visible cells over to the index
    /// paths after `updates`; a deleted or reloaded item's cell is recycled, and a cursor whose
    /// item was deleted stays put while that index path is still an item (else the last).
    /// Call it once the view reads the new counts.
    func _carryItems(through mapper: _IndexPathMapper, _ updates: _TableUpdates) -> [IndexPath: Cell] {
        _selectedIndexPaths = Set(_selectedIndexPaths.compactMap { mapper.map($0) })
        if let cursor = _cursor { _cursor = mapper.map(cursor) ?? (_contains(cursor) ? cursor : _lastIndexPath) }
        var visible: [IndexPath: Cell] = [:]
        for (indexPath, cell) in _visibleCells {
            let reloaded =
                updates.reloadedRows.contains(indexPath) || updates.reloadedSections.contains(indexPath.section)
            if !reloaded, let target = mapper.map(indexPath) {
                visible[target] = cell
                cell._showSelected(_selectedIndexPaths.contains(target))
            } else {
                _recycleCell(cell, at: indexPath)
            }
        }
        return visible
    }
}

extension UITableView: _BatchUpdating {
    /// The seconds rows take to slide to their new places.
    static let _updateAnimationDuration: TimeInterval = 0.25

    /// Runs `body` as part of a batch, animating the rows that move unless `.none`.
    func _inBatch(animation: RowAnimation, _ body: (inout _TableUpdates) -> Void) {
        _inBatch { updates in
            body(&updates)
            if animation != .none { updates.animated = true }
        }
    }

    // MARK: Applying

    func _apply(_ updates: _TableUpdates) {
        guard let old = _geometry else {
            _setNeedsReload()
            _finish(updates, after: 0)
            return
        }
        let new = _buildGeometry()
        _validate(updates, old: old, new: new)
        let mapper = _IndexPathMapper(updates: updates, old: old)
        _geometry = new
        _applyContentSize()
        let visible = _carryItems(through: mapper, updates)
        _visibleCells = visible
        for view in _visibleHeaders.values { view.removeFromSuperview() }
        for view in _visibleFooters.values { view.removeFromSuperview() }
        _visibleHeaders.removeAll()
        _visibleFooters.removeAll()
        let animated = updates.animated && UIView.areAnimationsEnabled
        if animated {
            UIView.animate(withDuration: UITableView._updateAnimationDuration) {
                for (indexPath, cell) in visible { cell.frame = self._cellFrame(indexPath, in: new) }
            }
        }
        setNeedsLayout()
        _finish(updates, after: animated ? UITableView._updateAnimationDuration : 0)
    }

    private func _finish(_ updates: _TableUpdates, after delay: TimeInterval) {
        guard !updates.completions.isEmpty else { return }
        MainLoop.main.schedule(after: delay) {
            for completion in updates.completions { completion(true) }
        }
    }

    // MARK: Checking

    private func _validate(_ updates: _TableUpdates, old: _TableGeometry, new: _TableGeometry) {
        updates.validate(
            oldCounts: old.sections.map(\.rowCount), newCounts: new.sections.map(\.rowCount), view: "table view",
            element: "row")
    }
}

/// Maps index paths from before a batch of updates to after it, without a table per row:
/// a kept row's new index is its rank among the rows that stay, placed in the positions
/// that insertions and moves do not fix.
struct _IndexPathMapper {
    let sectionMap: [Int?]
    /// Per old section: old rows that leave (deleted or moved away), sorted.
    let leaving: [Int: [Int]]
    /// Per new section: new rows that insertions and moves fill, sorted.
    let fixed: [Int: [Int]]
    let moves: [IndexPath: IndexPath]

    init(updates: _TableUpdates, old: _TableGeometry) {
        self.init(updates: updates, oldSectionCount: old.sections.count)
    }

    init(updates: _TableUpdates, oldSectionCount: Int) {
        sectionMap = _IndexPathMapper.sectionMap(updates: updates, oldCount: oldSectionCount)
        var leaving: [Int: [Int]] = [:]
        for indexPath in updates.deletedRows { leaving[indexPath.section, default: []].append(indexPath.row) }
        var fixed: [Int: [Int]] = [:]
        for indexPath in updates.insertedRows { fixed[indexPath.section, default: []].append(indexPath.row) }
        var moves: [IndexPath: IndexPath] = [:]
        for move in updates.moves {
            leaving[move.from.section, default: []].append(move.from.row)
            fixed[move.to.section, default: []].append(move.to.row)
            moves[move.from] = move.to
        }
        self.leaving = leaving.mapValues { Array(Set($0)).sorted() }
        self.fixed = fixed.mapValues { Array(Set($0)).sorted() }
        self.moves = moves
    }

    /// Old section index to new (nil if deleted): kept sections in order, around inserted ones.
    static func sectionMap(updates: _TableUpdates, oldCount: Int) -> [Int?] {
        let inserted = Array(updates.insertedSections)
        var rank = 0
        return (0..<oldCount).map { section in
            guard !updates.deletedSections.contains(section) else { return nil }
            defer { rank += 1 }
            return place(rank: rank, around: inserted)
        }
    }

    /// The `rank`-th position (from 0) not in `taken` (sorted).
    static func place(rank: Int, around taken: [Int]) -> Int {
        var position = rank
        for index in taken {
            if index <= position { position += 1 } else { break }
        }
        return position
    }

    func map(_ indexPath: IndexPath) -> IndexPath? {
        if let moved = moves[indexPath] { return moved }
        guard indexPath.section < sectionMap.count, let section = sectionMap[indexPath.section] else { return nil }
        let gone = leaving[indexPath.section] ?? []
        if gone.contains(indexPath.row) { return nil }
        let rank = indexPath.row - gone.prefix { $0 < indexPath.row }.count
        return IndexPath(row: _IndexPathMapper.place(rank: rank, around: fixed[section] ?? []), section: section)
    }
}
