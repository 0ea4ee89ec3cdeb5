import Foundation

/// The sections and items a diffable data source shows, by identifier, in order.
///
/// Build one, fill it, and apply it with
/// ``UITableViewDiffableDataSource/apply(_:animatingDifferences:completion:)``; the data
/// source works out the rows to insert, delete and move.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Entry.ID>()
/// snapshot.appendSections([.folders, .files])
/// snapshot.appendItems(folders.map(\.id), toSection: .folders)
/// snapshot.appendItems(files.map(\.id), toSection: .files)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// Identifiers must be unique across the whole snapshot: supplying the same identifier
/// twice stops with UIKit's `NSInternalInconsistencyException` text; appending or inserting
/// identifiers already in the snapshot moves them into place.
///
/// - Note: UIKit also logs a warning when identifiers already in the snapshot are appended
///   or inserted; Terrarium moves them quietly.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    private var _sections: [SectionIdentifierType] = []
    private var _items: [[ItemIdentifierType]] = []
    private var _sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var _sectionIndex: [SectionIdentifierType: Int] = [:]
    private var _reloadedItems: [ItemIdentifierType] = []
    private var _reconfiguredItems: [ItemIdentifierType] = []
    private var _reloadedSections: [SectionIdentifierType] = []

    /// Creates an empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { _sectionOfItem.count }

    /// The number of sections.
    public var numberOfSections: Int { _sections.count }

    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { _sections }

    /// All items, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { _items.flatMap { $0 } }

    /// The items reloaded since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { _reloadedItems }

    /// The items reconfigured since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _reconfiguredItems }

    /// The sections reloaded since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { _reloadedSections }

    /// The number of items in `identifier`'s section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        _items[_requireSection(identifier)].count
    }

    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        _items[_requireSection(identifier)]
    }

    /// The section that holds `identifier`, or `nil`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        _sectionOfItem[identifier]
    }

    /// The position of `identifier` among all items, or `nil`.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = _sectionOfItem[identifier], let index = _sectionIndex[section] else { return nil }
        let before = _items[..<index].reduce(0) { $0 + $1.count }
        return _items[index].firstIndex(of: identifier).map { before + $0 }
    }

    /// The position of `identifier` among the sections, or `nil`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        _sectionIndex[identifier]
    }

    // MARK: Items

    /// Adds items at the end of `identifier`'s section, or of the last section when `nil`.
    ///
    /// Stops with UIKit's message when there is no section yet.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection identifier: SectionIdentifierType? = nil
    ) {
        let section: Int
        if let identifier {
            section = _requireSection(identifier)
        } else {
            guard !_sections.isEmpty else {
                _terminate(
                    uncaughtException: "NSInternalInconsistencyException",
                    reason: "There are currently no sections in the data source. Please add a section first.")
            }
            section = _sections.count - 1
        }
        let fresh = _removingExisting(identifiers)
        _items[section] += fresh
        for item in fresh { _sectionOfItem[item] = _sections[section] }
    }

    /// Inserts items just before `beforeIdentifier`.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        _insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// Inserts items just after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        _insert(identifiers, at: afterIdentifier, after: true)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers { _remove(item, operation: "delete") }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item to just before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier else { return }
        _remove(identifier, operation: "move")
        _insert([identifier], at: toIdentifier, after: false)
    }

    /// Moves an item to just after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier else { return }
        _remove(identifier, operation: "move")
        _insert([identifier], at: toIdentifier, after: true)
    }

    /// Marks items whose cells are made again when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers { _requireItem(item, operation: "reload") }
        _reloadedItems += identifiers
    }

    /// Marks items whose cells are configured again when the snapshot is applied.
    ///
    /// - Note: Terrarium asks the cell provider again, as for a reload.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers { _requireItem(item, operation: "reconfigure") }
        _reconfiguredItems += identifiers
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        _insertSections(identifiers, at: _sections.count)
    }

    /// Inserts sections just before `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        _insertSections(identifiers, at: _requireSection(toIdentifier))
    }

    /// Inserts sections just after `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        _insertSections(identifiers, at: _requireSection(toIdentifier) + 1)
    }

    /// Removes sections with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            let index = _requireSection(identifier)
            for item in _items[index] { _sectionOfItem[item] = nil }
            _sections.remove(at: index)
            _items.remove(at: index)
            _reindexSections()
        }
    }

    /// Moves a section to just before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        _moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section to just after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        _moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections whose rows are made again when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = _requireSection(identifier) }
        _reloadedSections += identifiers
    }

    /// Forgets the reload and reconfigure marks (the data source does after applying).
    mutating func _clearMarks() {
        _reloadedItems = []
        _reconfiguredItems = []
        _reloadedSections = []
    }

    /// The items of the section at `index`.
    func _items(inSectionAt index: Int) -> [ItemIdentifierType] { _items[index] }

    // MARK: Mechanics

    private func _requireSection(_ identifier: SectionIdentifierType) -> Int {
        guard let index = _sectionIndex[identifier] else {
            _terminate(
                uncaughtException: "NSInternalInconsistencyException",
                reason: "Invalid parameter not satisfying: section != NSNotFound (section identifier \(identifier) "
                    + "does not exist in the snapshot)")
        }
        return index
    }

    private func _requireItem(_ identifier: ItemIdentifierType, operation: String) {
        guard _sectionOfItem[identifier] != nil else {
            _terminate(
                uncaughtException: "NSInternalInconsistencyException",
                reason: "Attempted to \(operation) item identifier that does not exist in the snapshot: \(identifier)")
        }
    }

    private static func _checkUnique<T: Hashable>(_ identifiers: [T], kind: String) {
        var seen = Set<T>()
        var duplicates: [T] = []
        for identifier in identifiers where !seen.insert(identifier).inserted { duplicates.append(identifier) }
        guard duplicates.isEmpty else {
            _terminate(
                uncaughtException: "NSInternalInconsistencyException",
                reason: "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n    "
                    + duplicates.map { "\($0)" }.joined(separator: ",\n    ") + "\n)}")
        }
    }

    /// Checks `identifiers` are unique, and takes those already in the snapshot out (they
    /// will be moved into place).
    private mutating func _removingExisting(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        Self._checkUnique(identifiers, kind: "item")
        let existing = identifiers.filter { _sectionOfItem[$0] != nil }
        for item in existing { _remove(item, operation: "move") }
        return identifiers
    }

    private mutating func _insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        _requireItem(anchor, operation: "insert relative to")
        let fresh = _removingExisting(identifiers.filter { $0 != anchor })
        guard let section = _sectionOfItem[anchor], let index = _sectionIndex[section],
            let position = _items[index].firstIndex(of: anchor)
        else { return }
        _items[index].insert(contentsOf: fresh, at: after ? position + 1 : position)
        for item in fresh { _sectionOfItem[item] = section }
    }

    private mutating func _remove(_ identifier: ItemIdentifierType, operation: String) {
        _requireItem(identifier, operation: operation)
        guard let section = _sectionOfItem[identifier], let index = _sectionIndex[section],
            let position = _items[index].firstIndex(of: identifier)
        else { return }
        _items[index].remove(at: position)
        _sectionOfItem[identifier] = nil
    }

    private mutating func _insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        Self._checkUnique(identifiers, kind: "section")
        if let existing = identifiers.first(where: { _sectionIndex[$0] != nil }) {
            _terminate(
                uncaughtException: "NSInternalInconsistencyException",
                reason: "Section identifier already exists in the snapshot: \(existing)")
        }
        _sections.insert(contentsOf: identifiers, at: index)
        _items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        _reindexSections()
    }

    private mutating func _moveSection(
        _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool
    ) {
        guard identifier != anchor else { return }
        let from = _requireSection(identifier)
        _ = _requireSection(anchor)
        let items = _items.remove(at: from)
        _sections.remove(at: from)
        _reindexSections()
        let target = _sectionIndex[anchor]! + (after ? 1 : 0)
        _sections.insert(identifier, at: target)
        _items.insert(items, at: target)
        _reindexSections()
    }

    private mutating func _reindexSections() {
        _sectionIndex = Dictionary(uniqueKeysWithValues: _sections.enumerated().map { ($1, $0) })
    }
}
