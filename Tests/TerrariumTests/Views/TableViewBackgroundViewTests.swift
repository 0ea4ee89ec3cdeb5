import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UITableView.backgroundView: behind the rows, filling the visible area, not scrolling.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TableViewBackgroundViewTests {
    @Test func theBackgroundFillsTheVisibleAreaBehindTheRowsAndStaysPutWhileScrolling() {
        let source = Rows(count: 3)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        let label = UILabel()
        label.text = "No items"
        label.textAlignment = .right
        table.backgroundView = label
        let screen = HeadlessScreen(width: 20, height: 5)
        let host = UIViewController()
        host.view.addSubview(table)
        screen.show(host)
        #expect(table.subviews.first === label, "behind every cell")
        #expect(label.frame == CGRect(x: 0, y: 0, width: 20, height: 5))
        #expect(screen.lines[0].hasPrefix(" Row 0"), "rows draw over the background")
        #expect(screen.lines[2].hasSuffix("No items"), "the label shows where no row covers it")

        source.count = 30
        table.reloadData()
        screen.scroll(at: CGPoint(x: 2, y: 2), deltaY: 4)
        #expect(table.contentOffset.y > 0)
        #expect(label.frame.origin == table.contentOffset, "the background does not scroll with the rows")

        table.backgroundView = nil
        #expect(label.superview == nil)
    }
}

private final class Rows: UITableViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
