import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UITableView's row and section updates: counts checked, selection and cells carried over,
/// rows sliding on the main loop's clock.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TableViewUpdateTests {
    private func show(_ source: ListSource, height: Int = 6) -> (HeadlessScreen, UITableView) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: height), style: .plain)
        table.dataSource = source
        table.delegate = source
        let screen = HeadlessScreen(width: 20, height: height)
        screen.show(ListHostViewController(table))
        return (screen, table)
    }

    private func rows(_ screen: HeadlessScreen, _ count: Int) -> [String] {
        screen.lines.prefix(count).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func insertingARowShiftsTheRowsBelowAndTheSelection() {
        let source = ListSource([["a", "b", "c"]])
        let (screen, table) = show(source)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        source.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellB, "b keeps its cell")
        #expect(source.cellRequests == 3, "only the new row's cell is asked for, in the layout pass")
        screen.advance(by: 0.1)
        #expect(source.cellRequests == 4)
        #expect(cellB?.frame.minY == 2, "the model frame is the new place")
        screen.runUntilIdle()
        #expect(rows(screen, 4) == ["new", "a", "b", "c"])
    }

    @Test func rowsSlideToTheirNewPlacesOnTheClock() {
        let source = ListSource([["a", "b", "c", "d"]])
        let (screen, table) = show(source)
        source.sections[0].remove(at: 0)
        source.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
        screen.advance(by: 0.125)
        let halfway = rows(screen, 4)
        #expect(halfway != ["c", "d", "", ""], "half-way, the rows are still on their way up")
        #expect(halfway.contains("c"))
        screen.runUntilIdle()
        #expect(rows(screen, 3) == ["c", "d", ""])
    }

    @Test func deletingTheSelectedRowDeselectsIt() {
        let source = ListSource([["a", "b", "c"]])
        let (screen, table) = show(source)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        source.sections[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        screen.runUntilIdle()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(rows(screen, 3) == ["a", "c", ""])
    }

    @Test func movingARowKeepsItsCellAndSelection() {
        let source = ListSource([["a", "b", "c"]])
        let (screen, table) = show(source)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.sections[0] = ["b", "c", "a"]
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        screen.runUntilIdle()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellA)
        #expect(rows(screen, 3) == ["b", "c", "a"])
    }

    @Test func batchesApplyTogetherAndCompleteAfterTheAnimation() {
        let source = ListSource([["a", "b", "c"], ["x"]])
        let (screen, table) = show(source, height: 8)
        var completed: [Bool] = []
        source.sections[0] = ["a", "B", "c", "d"]
        source.sections.insert(["s"], at: 1)
        table.performBatchUpdates(
            {
                table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
                table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
                table.insertSections(IndexSet(integer: 1), with: .automatic)
            }, completion: { completed.append($0) })
        #expect(completed.isEmpty)
        screen.advance(by: 0.3)
        #expect(completed == [true])
        #expect(rows(screen, 6) == ["a", "B", "c", "d", "s", "x"])
        #expect(table.numberOfSections == 3)
    }

    @Test func beginAndEndUpdatesNest() {
        let source = ListSource([["a"]])
        let (screen, table) = show(source)
        table.beginUpdates()
        source.sections[0].append("b")
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        table.beginUpdates()
        source.sections[0].append("c")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 1, "nothing applies until the outermost end")
        table.endUpdates()
        screen.runUntilIdle()
        #expect(rows(screen, 3) == ["a", "b", "c"])
    }

    @Test func aWrongRowCountStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = ListSource([["a", "b", "c"]])
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), style: .plain)
                table.dataSource = source
                _ = table.numberOfSections
                source.sections[0] += ["d", "e"]
                table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. "
                    + "The number of rows contained in an existing section after the update (5) must be equal to the "
                    + "number of rows contained in that section before the update (3), plus or minus the number of "
                    + "rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
                    + "number of rows moved into or out of that section (0 moved in, 0 moved out).'"))
    }

    @Test func aWrongSectionCountStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = ListSource([["a"]])
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), style: .plain)
                table.dataSource = source
                _ = table.numberOfSections
                source.sections.append(["b"])
                table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "reason: 'Invalid update: invalid number of sections. The number of sections contained in the table "
                    + "view after the update (2) must be equal to the number of sections contained in the table view "
                    + "before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 "
                    + "deleted).'"))
    }

    @Test func theMapperPlacesKeptRowsAroundInsertionsAndMoves() {
        var updates = _TableUpdates()
        updates.deletedRows = [IndexPath(row: 1, section: 0)]
        updates.insertedRows = [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)]
        updates.moves = [(IndexPath(row: 4, section: 0), IndexPath(row: 1, section: 0))]
        var old = _TableGeometry()
        old.sections = [.init(rowCount: 6, headerHeight: 0, footerHeight: 0, uniformHeight: 1)]
        let mapper = _IndexPathMapper(updates: updates, old: old)
        // Old rows 0 2 3 5 stay, in order, around new rows 0 (inserted), 1 (moved), 3 (inserted).
        #expect((0..<6).map { mapper.map(IndexPath(row: $0, section: 0))?.row } == [2, nil, 4, 5, 1, 6])
    }
}

/// Rows named by their strings, one section per array.
@MainActor
private final class ListSource: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var cellRequests = 0
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Row")
            ?? UITableViewCell(style: .default, reuseIdentifier: "Row")
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
}

/// A controller whose view holds the table at its frame.
@MainActor
private final class ListHostViewController: UIViewController {
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
