import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UITableViewCell.selectedBackgroundView and multipleSelectionBackgroundView: shown behind a
/// selected cell instead of the selection colour.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TableViewSelectedBackgroundTests {
    private func show(_ source: ColouredRows, multiple: Bool = false) -> (HeadlessScreen, UITableView) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 12, height: 3), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.allowsMultipleSelection = multiple
        table.dataSource = source
        let screen = HeadlessScreen(width: 12, height: 3)
        let host = UIViewController()
        host.view.addSubview(table)
        screen.show(host)
        return (screen, table)
    }

    @Test func aSelectedCellShowsItsSelectedBackgroundViewInsteadOfTheSelectionColour() {
        let source = ColouredRows()
        let (screen, table) = show(source)
        #expect(screen.canvas[x: 11, y: 1].background != UIColor.systemRed)

        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        screen.runUntilIdle()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.selectedBackgroundView?.isHidden == false)
        #expect(cell.selectedBackgroundView?.frame == cell.bounds)
        #expect(screen.lines[1].hasPrefix(" Row 1"))
        #expect(screen.canvas[x: 11, y: 1].background == UIColor.systemRed, "the view, not systemGray4")
        #expect(screen.canvas[x: 11, y: 0].background != UIColor.systemRed)

        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        screen.runUntilIdle()
        #expect(cell.selectedBackgroundView?.isHidden == true)
        #expect(screen.canvas[x: 11, y: 1].background != UIColor.systemRed)
    }

    @Test func aTableAllowingMultipleSelectionShowsTheMultipleSelectionBackground() {
        let source = ColouredRows()
        let (screen, table) = show(source, multiple: true)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        screen.runUntilIdle()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.multipleSelectionBackgroundView?.isHidden == false)
        #expect(cell.selectedBackgroundView?.isHidden == true)
        #expect(screen.canvas[x: 11, y: 0].background == UIColor.systemGreen)
    }

    @Test func noSelectionStyleShowsNoSelectedBackground() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let background = UIView()
        cell.selectedBackgroundView = background
        cell.selectionStyle = .none
        cell.isSelected = true
        #expect(background.isHidden)
        #expect(background.superview === cell)
        #expect(cell.subviews.firstIndex(of: background)! < cell.subviews.firstIndex(of: cell.contentView)!)
        cell.selectedBackgroundView = nil
        #expect(background.superview == nil)
    }
}

private final class ColouredRows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        let selected = UIView()
        selected.backgroundColor = .systemRed
        cell.selectedBackgroundView = selected
        let multiple = UIView()
        multiple.backgroundColor = .systemGreen
        cell.multipleSelectionBackgroundView = multiple
        return cell
    }
}
