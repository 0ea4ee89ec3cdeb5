import Foundation

/// A table view data source that shows a snapshot of identifiers, and animates the
/// differences when a new snapshot is applied.
///
/// ```swift
/// dataSource = UITableViewDiffableDataSource<Section, Entry.ID>(tableView: tableView) { table, indexPath, id in
///     let cell = table.dequeueReusableCell(withIdentifier: "Entry", for: indexPath)
///     cell.textLabel?.text = store.entry(id).name
///     return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Entry.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(store.ids)
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// Applying works out deleted, inserted and moved items (moves are the fewest that keep the
/// rest in order) and reloaded items, and hands them to the table view as one batch.
///
/// - Note: Terrarium: when sections that stay change order, the table reloads its data
///   instead of animating. The `cellProvider` may not return `nil` (UIKit stops then too).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item: `(tableView, indexPath, itemIdentifier)`.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var _tableView: UITableView?
    private let _cellProvider: CellProvider
    private var _snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Creates a data source for `tableView` and makes itself the table's data source.
    ///
    /// The table holds its data source weakly: keep a reference to this object.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        _tableView = tableView
        _cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// The animation for inserted, deleted and reloaded rows; `.automatic` by default.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A copy of the snapshot shown now.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        _snapshot
    }

    /// Shows `snapshot`, animating the differences from the one shown now (or not), and
    /// calls `completion` when the rows are in place.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let old = _snapshot
        var new = snapshot
        let reloadedItems = Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers)
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        new._clearMarks()
        _snapshot = new
        guard let tableView = _tableView else {
            completion?()
            return
        }
        guard
            let updates = _SnapshotDiff(
                old: old, new: new, reloadedItems: reloadedItems, reloadedSections: reloadedSections)
        else {
            tableView.reloadData()
            completion.map { done in MainLoop.main.perform { done() } }
            return
        }
        let animation: UITableView.RowAnimation = animatingDifferences ? defaultRowAnimation : .none
        tableView.performBatchUpdates(
            {
                tableView.deleteSections(updates.deletedSections, with: animation)
                tableView.insertSections(updates.insertedSections, with: animation)
                tableView.reloadSections(updates.reloadedSections, with: animation)
                tableView.deleteRows(at: updates.deletedRows, with: animation)
                tableView.insertRows(at: updates.insertedRows, with: animation)
                tableView.reloadRows(at: updates.reloadedRows, with: animation)
                for move in updates.moves { tableView.moveRow(at: move.from, to: move.to) }
                if animation == .none { tableView._batch?.animated = false }
            }, completion: { _ in completion?() })
    }

    /// Shows `snapshot` by reloading the table, without working out differences.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        var new = snapshot
        new._clearMarks()
        _snapshot = new
        _tableView?.reloadData()
        completion.map { done in MainLoop.main.perform { done() } }
    }

    /// The item shown at `indexPath`, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < _snapshot.numberOfSections else { return nil }
        let items = _snapshot._items(inSectionAt: indexPath.section)
        return indexPath.row >= 0 && indexPath.row < items.count ? items[indexPath.row] : nil
    }

    /// Where `itemIdentifier` is shown, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = _snapshot.sectionIdentifier(containingItem: itemIdentifier),
            let sectionIndex = _snapshot.indexOfSection(section),
            let row = _snapshot._items(inSectionAt: sectionIndex).firstIndex(of: itemIdentifier)
        else { return nil }
        return IndexPath(row: row, section: sectionIndex)
    }

    /// The section shown at `index`, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < _snapshot.numberOfSections ? _snapshot.sectionIdentifiers[index] : nil
    }

    /// Where `sectionIdentifier` is shown, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        _snapshot.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { _snapshot.numberOfSections }

    /// The snapshot's number of items in the section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        _snapshot._items(inSectionAt: section).count
    }

    /// The cell provider's cell for the item at `indexPath`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = _cellProvider(tableView, indexPath, item) else {
            _terminate(
                uncaughtException: "NSInternalInconsistencyException",
                reason: "UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
        }
        return cell
    }

    /// No title; override to title headers (for example from ``sectionIdentifier(for:)``).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title; override to title footers.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// `false`; override to allow editing.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// `false`; override to allow moving.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing; override to follow moves.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// The table updates that turn one snapshot into another.
struct _SnapshotDiff {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []

    /// `nil` when sections that stay change order (the caller reloads instead).
    init?<Section, Item>(
        old: NSDiffableDataSourceSnapshot<Section, Item>, new: NSDiffableDataSourceSnapshot<Section, Item>,
        reloadedItems: Set<Item>, reloadedSections: Set<Section>
    ) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let newSectionSet = Set(newSections), oldSectionSet = Set(oldSections)
        let keptOld = oldSections.filter { newSectionSet.contains($0) }
        let keptNew = newSections.filter { oldSectionSet.contains($0) }
        guard keptOld == keptNew else { return nil }
        for (index, section) in oldSections.enumerated() where !newSectionSet.contains(section) {
            deletedSections.insert(index)
        }
        for (index, section) in newSections.enumerated() where !oldSectionSet.contains(section) {
            insertedSections.insert(index)
        }
        for section in reloadedSections {
            if let index = old.indexOfSection(section), newSectionSet.contains(section) {
                self.reloadedSections.insert(index)
            }
        }
        // Where each item was: section index and row, in the old snapshot.
        var oldPlace: [Item: IndexPath] = [:]
        for (sectionIndex, _) in oldSections.enumerated() {
            for (row, item) in old._items(inSectionAt: sectionIndex).enumerated() {
                oldPlace[item] = IndexPath(row: row, section: sectionIndex)
            }
        }
        var newPlace: [Item: IndexPath] = [:]
        for (sectionIndex, _) in newSections.enumerated() {
            for (row, item) in new._items(inSectionAt: sectionIndex).enumerated() {
                newPlace[item] = IndexPath(row: row, section: sectionIndex)
            }
        }
        let oldSectionKept = oldSections.map { newSectionSet.contains($0) }
        let newSectionKept = newSections.map { oldSectionSet.contains($0) }
        let newIndexOfOldSection = oldSections.map { new.indexOfSection($0) }
        for (item, from) in oldPlace where oldSectionKept[from.section] {
            guard let to = newPlace[item], newSectionKept[to.section] else {
                deletedRows.append(from)
                continue
            }
            if newIndexOfOldSection[from.section] != to.section {
                moves.append((from, to))
            } else if reloadedItems.contains(item) {
                reloadedRows.append(from)
            }
        }
        for (item, to) in newPlace where newSectionKept[to.section] {
            if let from = oldPlace[item], oldSectionKept[from.section] { continue }
            insertedRows.append(to)
        }
        // Within each kept section, the items that stay keep their order except the fewest
        // needed: those outside a longest increasing run of old rows move.
        for (oldIndex, section) in oldSections.enumerated() where oldSectionKept[oldIndex] {
            guard let newIndex = new.indexOfSection(section) else { continue }
            let staying = new._items(inSectionAt: newIndex).filter { item in
                guard let from = oldPlace[item] else { return false }
                return from.section == oldIndex
            }
            let oldRows = staying.map { oldPlace[$0]!.row }
            let keep = _SnapshotDiff.longestIncreasingSubsequence(oldRows)
            for (position, item) in staying.enumerated() where !keep.contains(position) {
                moves.append((oldPlace[item]!, newPlace[item]!))
            }
        }
        deletedRows.sort()
        insertedRows.sort()
        reloadedRows.sort()
    }

    /// Positions in `values` of a longest strictly increasing subsequence.
    static func longestIncreasingSubsequence(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // positions of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            result.insert(position)
            position = previous[position]
        }
        return result
    }
}
