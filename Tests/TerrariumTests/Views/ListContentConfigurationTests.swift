import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UIListContentConfiguration in table cells.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ListContentConfigurationTests {
    private final class Source: UITableViewDataSource {
        let configure: (UITableViewCell, Int) -> Void
        let style: UITableViewCell.CellStyle
        init(style: UITableViewCell.CellStyle, _ configure: @escaping (UITableViewCell, Int) -> Void) {
            self.style = style
            self.configure = configure
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "C")
                ?? UITableViewCell(style: style, reuseIdentifier: "C")
            configure(cell, indexPath.row)
            return cell
        }
    }

    private func lines(style: UITableViewCell.CellStyle, rowHeight: CGFloat = 1, _ source: Source) -> [String] {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 24, height: 4), style: .plain)
        table.rowHeight = rowHeight
        table.dataSource = source
        let screen = HeadlessScreen(width: 24, height: 4)
        screen.show(ConfigurationHostViewController(table))
        return screen.lines
    }

    @Test func theDefaultConfigurationFollowsTheCellStyle() {
        let source = Source(style: .value1) { cell, row in
            var content = cell.defaultContentConfiguration()
            content.text = "Docs \(row)"
            content.secondaryText = "12 KB"
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
        }
        #expect(
            Array(lines(style: .value1, source).prefix(2)) == [" Docs 0         12 KB ›", " Docs 1         12 KB ›"])
    }

    @Test func aSubtitleConfigurationStacksItsTextsInTwoRows() {
        let source = Source(style: .subtitle) { cell, row in
            var content = cell.defaultContentConfiguration()
            content.text = "Notes \(row)"
            content.secondaryText = "modified today"
            cell.contentConfiguration = content
        }
        #expect(
            Array(lines(style: .subtitle, rowHeight: 2, source).prefix(4)) == [
                " Notes 0", " modified today", " Notes 1", " modified today",
            ])
    }

    @Test func settingAConfigurationAgainUpdatesTheSameContentView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        cell.contentConfiguration = content
        let view = cell.contentView.subviews.last
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.last === view)
        #expect((view as? UIListContentView)?.listConfiguration.text == "Two")
        #expect(cell.defaultContentConfiguration().prefersSideBySideTextAndSecondaryText == false)
        #expect(
            UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
                .prefersSideBySideTextAndSecondaryText)
    }
}

/// A controller whose view holds the table at its frame.
@MainActor
private final class ConfigurationHostViewController: UIViewController {
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
