import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Row context menus: the delegate's `contextMenuConfigurationForRowAt`, opened by a right
/// click on a row or Shift-F10 on the keyboard cursor's row.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TableViewContextMenuTests {
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }

        func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            log.append("config(\(indexPath.row), y: \(Int(point.y)))")
            guard indexPath.row != 3 else { return nil }
            return UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
                UIMenu(children: [
                    UIAction(title: "Pick \(indexPath.row)") { _ in self.log.append("picked \(indexPath.row)") }
                ])
            })
        }

        func tableView(
            _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { log.append("willDisplay") }

        func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { log.append("willEnd") }
    }

    private func show() -> (HeadlessScreen, UITableView, Rows) {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 30, height: 6), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = rows
        table.delegate = rows
        let host = UIViewController()
        host.view.addSubview(table)
        let screen = HeadlessScreen(width: 30, height: 6)
        screen.show(host)
        return (screen, table, rows)
    }

    @Test func aRightClickAsksForTheRowUnderThePointerAndRunsTheChosenAction() {
        let (screen, table, rows) = show()
        defer { withExtendedLifetime(table) {} }
        screen.scroll(at: CGPoint(x: 2, y: 2), deltaY: 2)
        let offset = Int(table.contentOffset.y)
        screen.rightClick(text: "Row \(offset + 1)")
        #expect(rows.log == ["config(\(offset + 1), y: \(offset + 1))", "willDisplay"], "content coordinates")
        #expect(screen.text.contains("Pick \(offset + 1)"))
        screen.tap(text: "Pick \(offset + 1)")
        #expect(rows.log.suffix(2) == ["willEnd", "picked \(offset + 1)"])
        #expect(!screen.text.contains("Pick"))
    }

    @Test func aRowWithoutAConfigurationOpensNothing() {
        let (screen, table, rows) = show()
        defer { withExtendedLifetime(table) {} }
        screen.rightClick(text: "Row 3")
        #expect(rows.log == ["config(3, y: 3)"])
        #expect(!screen.text.contains("Pick"))
    }

    @Test func shiftF10OpensTheMenuOfTheKeyboardCursorsRowBelowIt() {
        let (screen, table, rows) = show()
        defer { withExtendedLifetime(table) {} }
        screen.press("tab")  // focus the table: the cursor is on row 0
        screen.press("down")
        screen.press("down")
        screen.press("shift+f10")
        #expect(rows.log == ["config(2, y: 2)", "willDisplay"])
        let menuRow = screen.lines.firstIndex { $0.contains("Pick 2") }
        #expect(menuRow.map { $0 > 2 } == true, "below the cursor's row")
        screen.press("enter")
        #expect(rows.log.last == "picked 2")
    }
}
