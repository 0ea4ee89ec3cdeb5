import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `UITableView.selectionDidChangeNotification`: the user's selections post it, code's do not.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TableSelectionNotificationTests {
    @Test func aClickPostsTheChangeAndSelectRowDoesNot() {
        let source = Letters()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), style: .plain)
        table.dataSource = source
        table.delegate = source
        let screen = HeadlessScreen(width: 20, height: 5)
        let controller = UIViewController()
        controller.view.addSubview(table)
        screen.show(controller)
        var posted = 0
        let observer = NotificationCenter.default.addObserver(
            forName: UITableView.selectionDidChangeNotification, object: table, queue: nil
        ) { _ in MainActor.assumeIsolated { posted += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }

        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(posted == 0)
        screen.tap(at: CGPoint(x: 1, y: 1))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(posted == 1)
        #expect(UITableView.indexSearch == "{search}")
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).editingStyle == .none)
    }
}

// MARK: - Fixtures

/// Three rows: a, b and c.
@MainActor
private final class Letters: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = ["a", "b", "c"][indexPath.row]
        return cell
    }
}
