import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UITableView's and UITableViewCell's separator settings: kept and read back (Terrarium
/// draws no separators, so rows stay one line each).
@MainActor
@Suite(.isolatedUI) struct TableViewSeparatorTests {
    @Test func theTablesSeparatorSettingsAreKept() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.separatorInset == .zero)
        #expect(table.separatorStyle == .singleLine)
        #expect(table.separatorColor == .separator)
        table.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 8)
        table.separatorStyle = .none
        table.separatorColor = .systemRed
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 8))
        #expect(table.separatorStyle == .none)
        #expect(table.separatorColor == .systemRed)
    }

    @Test func aCellsSeparatorInsetIsKept() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.separatorInset == .zero)
        cell.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: .greatestFiniteMagnitude)
        #expect(cell.separatorInset.right == .greatestFiniteMagnitude)
    }
}
