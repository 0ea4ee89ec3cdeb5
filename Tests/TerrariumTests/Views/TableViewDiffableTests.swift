import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// NSDiffableDataSourceSnapshot and UITableViewDiffableDataSource.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TableViewDiffableTests {
    private typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func aSnapshotKeepsSectionsAndItemsInOrder() {
        var snapshot = snapshot([("A", ["a1", "a2"]), ("B", ["b1"])])
        snapshot.insertItems(["a0"], beforeItem: "a1")
        snapshot.insertItems(["b2"], afterItem: "b1")
        snapshot.appendItems(["b3"])
        #expect(snapshot.itemIdentifiers == ["a0", "a1", "a2", "b1", "b2", "b3"])
        #expect(snapshot.numberOfItems == 6)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: "B") == 3)
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a0", "a1", "a2"])
        #expect(snapshot.sectionIdentifier(containingItem: "b2") == "B")
        #expect(snapshot.indexOfItem("b1") == 3)
        #expect(snapshot.indexOfSection("B") == 1)
        snapshot.moveItem("a0", afterItem: "b3")
        snapshot.deleteItems(["a2"])
        #expect(snapshot.itemIdentifiers == ["a1", "b1", "b2", "b3", "a0"])
        snapshot.insertSections(["Z"], beforeSection: "A")
        snapshot.moveSection("B", beforeSection: "A")
        #expect(snapshot.sectionIdentifiers == ["Z", "B", "A"])
        snapshot.deleteSections(["B"])
        #expect(snapshot.itemIdentifiers == ["a1"])
        #expect(snapshot.sectionIdentifier(containingItem: "b1") == nil)
        snapshot.appendItems(["a1"], toSection: "Z")
        #expect(snapshot.itemIdentifiers(inSection: "Z") == ["a1"], "an existing identifier moves into place")
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func duplicateIdentifiersStopWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["x", "y", "x"])
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "'NSInternalInconsistencyException', reason: 'Fatal: supplied item identifiers are not unique. "
                    + "Duplicate identifiers: {(\n    x\n)}'"))
    }

    @Test func itemsWithoutASectionStopWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendItems(["x"])
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("There are currently no sections in the data source. Please add a section first."))
    }

    private func show(_ initial: Snapshot, height: Int = 8) -> (HeadlessScreen, UITableView, TitledSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: height), style: .plain)
        table.showsVerticalScrollIndicator = false
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = TitledSource(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        source.apply(initial, animatingDifferences: false)
        let screen = HeadlessScreen(width: 20, height: height)
        screen.show(DiffableHostViewController(table))
        return (screen, table, source)
    }

    private func rows(_ screen: HeadlessScreen, _ count: Int) -> [String] {
        screen.lines.prefix(count).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func applyingShowsTheSnapshotWithOverriddenTitles() {
        let (screen, table, source) = show(snapshot([("Fruit", ["apple", "pear"]), ("Veg", ["leek"])]))
        #expect(rows(screen, 5) == ["Fruit", "apple", "pear", "Veg", "leek"])
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "pear")
        #expect(source.indexPath(for: "leek") == IndexPath(row: 0, section: 1))
        #expect(source.sectionIdentifier(for: 1) == "Veg")
        #expect(source.index(for: "Veg") == 1)
        #expect(table.dataSource === source)
    }

    @Test func applyingADifferentSnapshotAnimatesInsertsDeletesAndMoves() {
        let (screen, table, source) = show(snapshot([("Fruit", ["apple", "pear", "plum", "fig"])]))
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let appleCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        var done = false
        source.apply(snapshot([("Fruit", ["kiwi", "plum", "apple", "fig"])]), animatingDifferences: true) {
            done = true
        }
        #expect(!done)
        screen.advance(by: 0.1)
        #expect(!done)
        screen.runUntilIdle()
        #expect(done)
        #expect(rows(screen, 5) == ["Fruit", "kiwi", "plum", "apple", "fig"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0), "apple's selection moved with it")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === appleCell, "apple kept its cell")
        #expect(source.snapshot().itemIdentifiers == ["kiwi", "plum", "apple", "fig"])
    }

    @Test func itemsMoveBetweenSectionsAndSectionsComeAndGo() {
        let (screen, _, source) = show(snapshot([("Fruit", ["apple", "leek"]), ("Nuts", ["pecan"])]))
        source.apply(snapshot([("Fruit", ["apple"]), ("Veg", ["leek", "kale"])]), animatingDifferences: false)
        screen.runUntilIdle()
        #expect(rows(screen, 5) == ["Fruit", "apple", "Veg", "leek", "kale"])
    }

    @Test func reorderedSectionsReloadTheTable() {
        let (screen, _, source) = show(snapshot([("A", ["a"]), ("B", ["b"])]))
        source.apply(snapshot([("B", ["b"]), ("A", ["a"])]))
        screen.runUntilIdle()
        #expect(rows(screen, 4) == ["B", "b", "A", "a"])
    }

    @Test func reloadedItemsGetNewCells() {
        let (screen, table, source) = show(snapshot([("A", ["a", "b"])]))
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        cell?.textLabel?.text = "stale"
        var next = source.snapshot()
        next.reloadItems(["b"])
        source.apply(next)
        screen.runUntilIdle()
        #expect(rows(screen, 3) == ["A", "a", "b"])
        #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test func theLongestIncreasingRunKeepsTheMostRowsInPlace() {
        #expect(_SnapshotDiff.longestIncreasingSubsequence([0, 3, 1, 2]) == [0, 2, 3])
        #expect(_SnapshotDiff.longestIncreasingSubsequence([]) == [])
        #expect(_SnapshotDiff.longestIncreasingSubsequence([2, 1, 0]).count == 1)
        #expect(_SnapshotDiff.longestIncreasingSubsequence([5, 0, 1, 6, 2, 3]) == [1, 2, 4, 5])
    }
}

/// A diffable data source that titles headers with the section identifiers.
@MainActor
private final class TitledSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

/// A controller whose view holds the table at its frame.
@MainActor
private final class DiffableHostViewController: UIViewController {
    private let table: UITableView
    init(_ table: UITableView) {
        self.table = table
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("created in code") }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(table)
    }
}
