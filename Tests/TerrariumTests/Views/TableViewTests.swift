import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UITableView: rows from a data source, cells and their reuse, sections, styles, selection.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TableViewTests {
    /// A table filling a `width`×`height` screen, shown in a plain controller.
    private func show(
        _ source: TableSource, style: UITableView.Style = .plain, width: Int = 30, height: Int = 5,
        configure: (UITableView) -> Void = { _ in }
    ) -> (HeadlessScreen, UITableView) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
        table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        configure(table)
        let screen = HeadlessScreen(width: width, height: height)
        screen.show(TableHostViewController(table))
        return (screen, table)
    }

    @Test func onlyVisibleRowsHaveCellsEvenForAMillionRows() {
        let source = TableSource(rows: [1_000_000])
        let (screen, table) = show(source)
        #expect(table.visibleCells.count == 5)
        #expect(source.cellRequests == 5)
        #expect(screen.lines[0].hasPrefix(" Row 0"))
        #expect(screen.lines[4].hasPrefix(" Row 4"))
        #expect(table.contentSize.height == 1_000_000)
        table.scrollToRow(at: IndexPath(row: 999_999, section: 0), at: .bottom, animated: false)
        screen.runUntilIdle()
        #expect(screen.lines[4].hasPrefix(" Row 999999"))
        #expect(table.indexPathsForVisibleRows == (999_995...999_999).map { IndexPath(row: $0, section: 0) })
        #expect(source.cellRequests == 10)
        #expect(source.cellsCreated <= 10)
        for _ in 0..<20 { screen.scroll(at: CGPoint(x: 2, y: 2), deltaY: -1) }
        #expect(screen.lines[0].hasPrefix(" Row 999935"))
        #expect(table.visibleCells.count == 5)
        #expect(source.cellsCreated <= 10, "cells that scrolled away were reused")
        #expect(table.subviews.count == 5, "reusable cells wait outside the view tree")
    }

    @Test func reusedCellsArePreparedForReuse() {
        let source = TableSource(rows: [50])
        let (screen, table) = show(source)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell
        #expect(first?.isSelected == true)
        screen.scroll(at: CGPoint(x: 2, y: 2), deltaY: 2)
        #expect(first?.superview == nil || table.indexPath(for: first!) != IndexPath(row: 0, section: 0))
        #expect(first?.reuseCount ?? 0 >= 1, "the cell of row 0 went to the pool and came back")
        #expect(first?.isSelected == false, "prepareForReuse cleared the selected look")
        screen.scroll(at: CGPoint(x: 2, y: 2), deltaY: -2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true, "row 0 is still selected")
    }

    @Test func uikitsPrepareForReuseClearsSelectionAndHighlightForTheSubclassAfterSuper() {
        let source = TableSource(rows: [50])
        let (screen, table) = show(source)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell
        // The cell's own look, set without the table (which has no row selected).
        first?.setSelected(true, animated: false)
        first?.setHighlighted(true, animated: false)
        screen.scroll(at: CGPoint(x: 2, y: 2), deltaY: 2)
        #expect(first?.reuseCount ?? 0 >= 1, "the cell of row 0 came back from the pool")
        #expect(first?.stateAfterSuper?.selected == false, "cleared by the time super.prepareForReuse() returned")
        #expect(first?.stateAfterSuper?.highlighted == false)
        #expect(first?.isSelected == false && first?.isHighlighted == false)
    }

    @Test func cellStylesLayOutTheirLabels() {
        let source = TableSource(rows: [4])
        source.configure = { cell, indexPath in
            cell.textLabel?.text = ["Default", "Value1", "Value2", "Subtitle"][indexPath.row]
            cell.detailTextLabel?.text = "detail"
        }
        source.styles = [.default, .value1, .value2, .subtitle]
        let (screen, _) = show(source, width: 30, height: 4)
        #expect(screen.lines[0] == " Default")
        #expect(screen.lines[1] == " Value1                detail")
        #expect(screen.lines[2] == "    Value2 detail")
        #expect(screen.lines[3] == " Subtitle  detail")
    }

    @Test func aSubtitleCellTwoRowsTallPutsTheDetailUnderTheTitle() {
        let source = TableSource(rows: [2])
        source.styles = [.subtitle]
        source.configure = { cell, indexPath in
            cell.textLabel?.text = "Notes.txt"
            cell.detailTextLabel?.text = "4 KB"
        }
        let (screen, _) = show(source, height: 4) { $0.rowHeight = 2 }
        #expect(Array(screen.lines.prefix(4)) == [" Notes.txt", " 4 KB", " Notes.txt", " 4 KB"])
    }

    @Test func accessoriesAreDrawnAtTheTrailingEdge() {
        let source = TableSource(rows: [5])
        source.styles = [.value1]
        source.configure = { cell, indexPath in
            cell.textLabel?.text = "Item"
            cell.detailTextLabel?.text = indexPath.row == 4 ? "12 KB" : nil
            cell.accessoryType =
                [.none, .disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton][
                    indexPath.row]
        }
        let (screen, _) = show(source, width: 20)
        #expect(screen.lines[0] == " Item")
        #expect(screen.lines[1] == " Item             ›")
        #expect(screen.lines[2] == " Item             ✓")
        #expect(screen.lines[3] == " Item           (i)")
        #expect(screen.lines[4] == " Item   12 KB (i) ›")
    }

    @Test func dequeuingAnUnregisteredIdentifierStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 10, height: 5), style: .plain)
                _ = table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                    + "'unable to dequeue a cell with identifier Missing - must register a nib or a class for the "
                    + "identifier or connect a prototype cell in a storyboard'"))
    }

    @Test func plainSectionHeadersStickToTheTop() {
        let source = TableSource(rows: [3, 3])
        source.headerTitles = ["Fruit", "Vegetables"]
        let (screen, table) = show(source, height: 4) { $0.showsVerticalScrollIndicator = false }
        #expect(Array(screen.lines.prefix(4)) == [" Fruit", " Row 0", " Row 1", " Row 2"])
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 5, width: 30, height: 1))
        table.contentOffset.y = 2
        screen.runUntilIdle()
        #expect(Array(screen.lines.prefix(4)) == [" Fruit", " Row 2", " Vegetables", " Row 0"])
        table.contentOffset.y = 3
        screen.runUntilIdle()
        #expect(Array(screen.lines.prefix(2)) == [" Fruit", " Vegetables"], "pushed up by the next header")
        table.contentOffset.y = 4
        screen.runUntilIdle()
        #expect(Array(screen.lines.prefix(2)) == [" Vegetables", " Row 0"])
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Vegetables")
    }

    @Test func clickingAStickyHeaderSelectsNoRowBeneathIt() {
        let source = TableSource(rows: [10])
        source.headerTitles = ["Fruit"]
        let (screen, table) = show(source, height: 4)
        table.contentOffset.y = 3
        screen.runUntilIdle()
        screen.tap(at: CGPoint(x: 2, y: 0))
        #expect(table.indexPathForSelectedRow == nil)
        screen.tap(at: CGPoint(x: 2, y: 1))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test func customHeaderViewsComeFromTheirReusePool() {
        let source = TableSource(rows: [2, 2, 2, 2])
        source.customHeaders = true
        let (screen, table) = show(source, height: 3) {
            $0.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
            $0.showsVerticalScrollIndicator = false
        }
        #expect(screen.lines[0] == " Section 0")
        let first = table.headerView(forSection: 0)
        table.contentOffset.y = 6
        screen.runUntilIdle()
        #expect(screen.lines[0] == " Section 2")
        #expect(table.headerView(forSection: 2) === first, "section 0's header view was reused")
        #expect(source.headers.count == 1, "measuring the sections' headers made no view per section")
    }

    @Test func groupedSectionsHaveABlankRowTitlesAndFooters() {
        let source = TableSource(rows: [2, 1])
        source.headerTitles = ["Fruit", nil]
        source.footerTitles = ["2 items", nil]
        let (screen, table) = show(source, style: .grouped, height: 9)
        #expect(
            Array(screen.lines.prefix(7)) == ["", " Fruit", " Row 0", " Row 1", " 2 items", "", " Row 0"])
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 5, width: 30, height: 2))
    }

    @Test func insetGroupedRowsKeepClearOfTheEdges() {
        let source = TableSource(rows: [2])
        let (screen, table) = show(source, style: .insetGrouped) { _ in }
        #expect(screen.lines[1] == "   Row 0")
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.frame == CGRect(x: 2, y: 1, width: 26, height: 1))
        #expect(screen.canvas[x: 2, y: 1].background == UIColor.secondarySystemBackground)
        #expect(screen.canvas[x: 1, y: 1].background != UIColor.secondarySystemBackground)
    }

    @Test func clickingSelectsWithUIKitsDelegateOrder() {
        let source = TableSource(rows: [5])
        let (screen, table) = show(source)
        screen.tap(at: CGPoint(x: 3, y: 1))
        #expect(
            source.events == [
                "didHighlight 0-1", "didUnhighlight 0-1", "willSelect 0-1", "didSelect 0-1",
            ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(screen.window.focusedView === table, "a click gives the table keyboard focus")
        #expect(screen.canvas[x: 3, y: 1].background == UIColor.tintColor, "the cursor is on the clicked row")
        source.events.removeAll()
        screen.tap(at: CGPoint(x: 3, y: 3))
        #expect(
            source.events == [
                "didHighlight 0-3", "didUnhighlight 0-3", "willSelect 0-3", "willDeselect 0-1", "didDeselect 0-1",
                "didSelect 0-3",
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test func willSelectCanRedirectOrRefuse() {
        let source = TableSource(rows: [5])
        source.redirect = [IndexPath(row: 1, section: 0): IndexPath(row: 2, section: 0)]
        source.refuse = [IndexPath(row: 4, section: 0)]
        let (screen, table) = show(source)
        screen.tap(at: CGPoint(x: 3, y: 1))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(source.events.last == "didSelect 0-2")
        screen.tap(at: CGPoint(x: 3, y: 4))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(source.events.last == "willSelect 0-4")
    }

    @Test func aDragScrollsInsteadOfSelecting() {
        let source = TableSource(rows: [20])
        let (screen, table) = show(source)
        screen.drag(from: CGPoint(x: 3, y: 4), through: [CGPoint(x: 3, y: 2)])
        #expect(table.contentOffset.y == 2)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(source.events == ["didHighlight 0-4", "didUnhighlight 0-4"])
    }

    @Test func multipleSelectionTogglesRows() {
        let source = TableSource(rows: [5])
        let (screen, table) = show(source) { $0.allowsMultipleSelection = true }
        screen.tap(at: CGPoint(x: 3, y: 1))
        screen.tap(at: CGPoint(x: 3, y: 3))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        source.events.removeAll()
        screen.tap(at: CGPoint(x: 3, y: 1))
        #expect(source.events == ["didHighlight 0-1", "didUnhighlight 0-1", "willDeselect 0-1", "didDeselect 0-1"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test func clicksSelectEvenWithScrollingDisabled() {
        let source = TableSource(rows: [20])
        let (screen, table) = show(source) { $0.isScrollEnabled = false }
        screen.tap(at: CGPoint(x: 3, y: 2))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        screen.scroll(at: CGPoint(x: 3, y: 2), deltaY: 1)
        #expect(table.contentOffset.y == 0)
    }

    @Test func noSelectionWhenSelectionIsNotAllowed() {
        let source = TableSource(rows: [5])
        let (screen, table) = show(source) { $0.allowsSelection = false }
        screen.tap(at: CGPoint(x: 3, y: 1))
        screen.press("enter")
        #expect(table.indexPathForSelectedRow == nil)
        #expect(source.events.isEmpty)
    }

    @Test func theKeyboardMovesACursorAndReturnSelects() {
        let source = TableSource(rows: [100])
        let (screen, table) = show(source)
        screen.press("tab")
        #expect(screen.window.focusedView === table)
        #expect(screen.canvas[x: 3, y: 0].background == UIColor.tintColor, "the cursor starts on the first row")
        screen.press("down")
        screen.press("down")
        #expect(screen.canvas[x: 3, y: 2].background == UIColor.tintColor)
        #expect(screen.canvas[x: 3, y: 0].background != UIColor.tintColor)
        screen.press("enter")
        #expect(source.events == ["willSelect 0-2", "didSelect 0-2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        screen.press("pagedown")
        screen.press("pagedown")
        #expect(table.contentOffset.y == 6, "the cursor's row (10) is kept visible at the bottom")
        #expect(screen.lines[4].hasPrefix(" Row 10"))
        #expect(screen.canvas[x: 3, y: 4].background == UIColor.tintColor)
        screen.press("end")
        #expect(screen.lines[4].hasPrefix(" Row 99"))
        screen.press("up")
        screen.press("space")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 98, section: 0))
        screen.press("home")
        #expect(table.contentOffset.y == 0)
        screen.press("up")
        #expect(table.contentOffset.y == 0)
        #expect(screen.canvas[x: 3, y: 0].background == UIColor.tintColor)
    }

    @Test func focusPutsTheCursorOnTheFirstRowShownEvenBeforeLayout() {
        let source = TableSource(rows: [100])
        let (screen, table) = show(source)
        table.contentOffset.y = 50
        screen.press("tab")
        screen.press("enter")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 50, section: 0))
    }

    @Test func selectionCanFollowTheCursor() {
        let source = TableSource(rows: [10])
        let (screen, table) = show(source) { $0.selectionFollowsFocus = true }
        screen.press("tab")
        screen.press("down")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(source.events == ["willSelect 0-1", "didSelect 0-1"])
    }

    @Test func theCursorCrossesSectionsAndSkipsHeaders() {
        let source = TableSource(rows: [2, 0, 2])
        source.headerTitles = ["A", "B", "C"]
        let (screen, table) = show(source, height: 4)
        screen.press("tab")
        screen.press("down")
        screen.press("down")
        screen.press("enter")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 2))
        // A covers the last row of its section as it is pushed away; B's section is empty.
        #expect(screen.lines.map { $0.prefix(6).trimmingCharacters(in: .whitespaces) } == ["A", "B", "C", "Row 0"])
        #expect(screen.canvas[x: 3, y: 3].background == UIColor.tintColor)
    }

    @Test func theWheelScrollsTheTable() {
        let source = TableSource(rows: [30])
        let (screen, table) = show(source)
        screen.scroll(at: CGPoint(x: 3, y: 2), deltaY: 2)
        #expect(table.contentOffset.y == 6)
        #expect(screen.lines[0].hasPrefix(" Row 6"))
    }

    @Test func selectingByCodeTellsNoDelegateAndScrollsAsAsked() {
        let source = TableSource(rows: [100])
        let (screen, table) = show(source)
        table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .middle)
        screen.runUntilIdle()
        #expect(table.contentOffset.y == 48)
        #expect(screen.lines[2].hasPrefix(" Row 50"))
        table.selectRow(at: IndexPath(row: 90, section: 0), animated: false, scrollPosition: .none)
        #expect(table.contentOffset.y == 48, ".none does not scroll")
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 90, section: 0)])
        table.deselectRow(at: IndexPath(row: 90, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(source.events.isEmpty)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: true)
        screen.runUntilIdle()
        #expect(table.contentOffset.y == 10)
    }

    @Test func scrollingToTheNearestSelectedRow() {
        let source = TableSource(rows: [100])
        let (screen, table) = show(source) { $0.allowsMultipleSelection = true }
        table.selectRow(at: IndexPath(row: 20, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 70, section: 0), animated: false, scrollPosition: .none)
        table.contentOffset.y = 60
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == 70)
        table.scrollToNearestSelectedRow(at: .bottom, animated: true)
        screen.runUntilIdle()
        #expect(table.contentOffset.y == 66)
    }

    @Test func rowsSizedByTheDelegateUseRunningSums() {
        let source = TableSource(rows: [6])
        source.heights = [1, 2, 3, 1, 1, 1]
        let (_, table) = show(source, height: 5)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 3, width: 30, height: 3))
        #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 5)) == IndexPath(row: 2, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 6)) == IndexPath(row: 3, section: 0))
        #expect(table.contentSize.height == 9)
        #expect(table.indexPathsForVisibleRows == [0, 1, 2].map { IndexPath(row: $0, section: 0) })
    }

    @Test func aDelegateMayAskForCountsWhileSizing() {
        let source = TableSource(rows: [2, 0, 2])
        source.headerTitles = ["A", "Empty", "C"]
        source.hidesEmptySectionHeaders = true
        let (screen, table) = show(source, height: 6) { $0.showsVerticalScrollIndicator = false }
        #expect(Array(screen.lines.prefix(6)) == [" A", " Row 0", " Row 1", " C", " Row 0", " Row 1"])
        #expect(table.rectForHeader(inSection: 1).height == 0)
    }

    @Test func uniformRowsAskTheDelegateForOneHeightOnly() {
        let source = TableSource(rows: [1_000_000])
        _ = show(source)
        #expect(source.heightRequests == 1)
    }

    @Test func reloadDataReadsNewCountsAndClearsTheSelection() {
        let source = TableSource(rows: [3])
        let (screen, table) = show(source)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        source.rows = [2]
        source.prefix = "Item"
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfSections == 1)
        screen.runUntilIdle()
        #expect(Array(screen.lines.prefix(3)) == [" Item 0", " Item 1", ""])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aShorterReloadBringsTheRowsBackIntoView() {
        let source = TableSource(rows: [500])
        let (screen, table) = show(source)
        table.scrollToRow(at: IndexPath(row: 499, section: 0), at: .bottom, animated: false)
        source.rows = [3]
        table.reloadData()
        screen.runUntilIdle()
        #expect(table.contentOffset.y == 0)
        #expect(Array(screen.lines.prefix(3)) == [" Row 0", " Row 1", " Row 2"])
    }

    @Test func theDetailButtonTellsTheDelegateInsteadOfSelecting() {
        let source = TableSource(rows: [2])
        source.configure = { cell, _ in cell.accessoryType = .detailButton }
        let (screen, table) = show(source, width: 20)
        screen.tap(at: CGPoint(x: 16, y: 1))
        #expect(source.events.last == "accessoryButtonTapped 0-1")
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func headerViewsAreAnnouncedAsTheyComeAndGo() {
        let source = TableSource(rows: [3, 3])
        source.headerTitles = ["A", "B"]
        source.recordsDisplay = true
        let (screen, table) = show(source, height: 3)
        #expect(source.events.filter { $0.contains("Header") } == ["willDisplayHeader 0"])
        source.events.removeAll()
        table.contentOffset.y = 5
        screen.runUntilIdle()
        #expect(source.events.filter { $0.contains("Header") } == ["didEndDisplayingHeader 0", "willDisplayHeader 1"])
    }

    @Test func willDisplayAndDidEndDisplayingFollowCellsInAndOut() {
        let source = TableSource(rows: [10])
        source.recordsDisplay = true
        let (screen, _) = show(source, height: 2)
        #expect(source.events == ["willDisplay 0-0", "willDisplay 0-1"])
        source.events.removeAll()
        screen.press("tab")
        screen.press("down")
        screen.press("down")
        #expect(source.events == ["didEndDisplaying 0-0", "willDisplay 0-2"])
    }
}

/// UITableViewController: a table that is its own data source and delegate.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TableViewControllerTests {
    @Test func theControllerIsTheTablesDataSourceAndDelegate() {
        let controller = FruitListController()
        let screen = HeadlessScreen(width: 20, height: 4)
        screen.show(controller)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        #expect(Array(screen.lines.prefix(3)) == [" Apple", " Banana", " Cherry"])
        screen.tap(text: "Banana")
        #expect(controller.selected == ["Banana"])
    }

    @Test func arrowKeysAndReturnWorkWithoutFocusingFirst() {
        let controller = FruitListController()
        let screen = HeadlessScreen(width: 20, height: 4)
        screen.show(controller)
        screen.press("down")
        #expect(screen.canvas[x: 3, y: 0].background == UIColor.tintColor, "the first arrow shows the cursor")
        screen.press("down")
        screen.press("enter")
        #expect(controller.selected == ["Banana"])
        #expect(screen.window.focusedView === controller.tableView)
    }

    @Test func selectionIsClearedWhenTheListAppearsAgain() {
        let list = FruitListController()
        let navigation = UINavigationController(rootViewController: list)
        let screen = HeadlessScreen(width: 20, height: 6)
        screen.show(navigation)
        screen.tap(text: "Cherry")
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        navigation.pushViewController(UIViewController(), animated: false)
        screen.runUntilIdle()
        navigation.popViewController(animated: false)
        screen.runUntilIdle()
        #expect(list.tableView.indexPathForSelectedRow == nil)
        list.clearsSelectionOnViewWillAppear = false
        screen.tap(text: "Apple")
        navigation.pushViewController(UIViewController(), animated: false)
        screen.runUntilIdle()
        navigation.popViewController(animated: false)
        screen.runUntilIdle()
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test func theTableHasTheControllersStyle() {
        let controller = UITableViewController(style: .insetGrouped)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
    }
}

/// A table data source and delegate that names rows "Row N" and records delegate calls.
@MainActor
private final class TableSource: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var prefix = "Row"
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var styles: [UITableViewCell.CellStyle] = []
    var heights: [CGFloat]?
    var configure: ((UITableViewCell, IndexPath) -> Void)?
    var redirect: [IndexPath: IndexPath] = [:]
    var refuse: Set<IndexPath> = []
    var recordsDisplay = false
    var customHeaders = false
    var hidesEmptySectionHeaders = false
    var headers: [UITableViewHeaderFooterView] = []
    var events: [String] = []
    var cellRequests = 0
    var heightRequests = 0
    var cellsCreated = 0

    init(rows: [Int]) { self.rows = rows }

    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.row)" }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell: UITableViewCell
        if styles.isEmpty {
            cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            if let counting = cell as? CountingCell, counting.source == nil {
                cellsCreated += 1
                counting.source = self
            }
        } else {
            cell = UITableViewCell(style: styles[indexPath.row % styles.count], reuseIdentifier: nil)
        }
        cell.textLabel?.text = "\(prefix) \(indexPath.row)"
        configure?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        hidesEmptySectionHeaders && tableView.numberOfRows(inSection: section) == 0 ? 0 : UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard customHeaders, let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") else {
            return nil
        }
        if !headers.contains(where: { $0 === header }) { headers.append(header) }
        header.textLabel?.text = "Section \(section)"
        return header
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return heights?[indexPath.row] ?? UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        events.append("didHighlight \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        events.append("didUnhighlight \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(name(indexPath))")
        if refuse.contains(indexPath) { return nil }
        return redirect[indexPath] ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(name(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        events.append("accessoryButtonTapped \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        if recordsDisplay { events.append("willDisplayHeader \(section)") }
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        if recordsDisplay { events.append("didEndDisplayingHeader \(section)") }
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if recordsDisplay { events.append("willDisplay \(name(indexPath))") }
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if recordsDisplay { events.append("didEndDisplaying \(name(indexPath))") }
    }
}

/// A registered cell class that counts its instances and reuses.
@MainActor
private final class CountingCell: UITableViewCell {
    weak var source: TableSource?
    var reuseCount = 0
    /// The selected and highlighted states seen just after `super.prepareForReuse()`.
    var stateAfterSuper: (selected: Bool, highlighted: Bool)?

    override func prepareForReuse() {
        super.prepareForReuse()
        stateAfterSuper = (isSelected, isHighlighted)
        reuseCount += 1
    }
}

/// A controller whose view holds the table at its frame.
@MainActor
private final class TableHostViewController: UIViewController {
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

/// A UITableViewController subclass, as apps write them.
@MainActor
private final class FruitListController: UITableViewController {
    let fruit = ["Apple", "Banana", "Cherry"]
    var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruit[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(fruit[indexPath.row])
    }
}

/// The path a file browser takes: folders listed in a navigation stack, a selection pushes
/// the next folder, Esc comes back.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TableViewBrowsingTests {
    /// A folder list: each row is a subfolder, selecting it pushes its list.
    private final class FolderList: UITableViewController {
        let path: String
        let entries: [(name: String, size: String)]
        init(path: String) {
            self.path = path
            entries = (1...30).map { ("\(path)/folder\($0)", "\($0 * 4) KB") }
            super.init(style: .plain)
            title = path
        }
        required init?(coder: NSCoder) { fatalError("created in code") }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "Entry")
                ?? UITableViewCell(style: .value1, reuseIdentifier: "Entry")
            cell.textLabel?.text = entries[indexPath.row].name
            cell.detailTextLabel?.text = entries[indexPath.row].size
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            navigationController?.pushViewController(FolderList(path: entries[indexPath.row].name), animated: true)
        }
    }

    @Test func keyboardSelectionPushesAndEscComesBackToTheSameRow() {
        let root = FolderList(path: "~")
        let navigation = UINavigationController(rootViewController: root)
        let screen = HeadlessScreen(width: 40, height: 10)
        screen.show(navigation)
        #expect(screen.text.contains("~/folder1"))
        #expect(screen.text.contains("4 KB ›"))
        for _ in 0..<12 { screen.press("down") }
        screen.press("enter")
        #expect(navigation.viewControllers.count == 2)
        #expect((navigation.topViewController as? FolderList)?.path == "~/folder12")
        #expect(screen.text.contains("~/folder12/folder1"))
        screen.press("escape")
        #expect(navigation.viewControllers.count == 1)
        #expect(root.tableView.indexPathForSelectedRow == nil, "cleared as the list appeared again")
        screen.press("down")
        screen.press("enter")
        #expect((navigation.topViewController as? FolderList)?.path == "~/folder13", "the cursor stayed on its row")
    }

    @Test func clickingARowPushesAndTheWheelScrollsTheList() {
        let root = FolderList(path: "~")
        let navigation = UINavigationController(rootViewController: root)
        let screen = HeadlessScreen(width: 40, height: 10)
        screen.show(navigation)
        screen.scroll(at: CGPoint(x: 5, y: 5), deltaY: 5)
        #expect(!screen.text.contains("~/folder1 "))
        screen.tap(text: "~/folder20")
        #expect((navigation.topViewController as? FolderList)?.path == "~/folder20")
    }
}
