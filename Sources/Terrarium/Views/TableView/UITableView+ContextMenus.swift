import Foundation

/// The delegate of a table view's own context menu interaction: a point becomes the row
/// under it, and the table's delegate gives (and hears about) that row's menu.
@MainActor
final class _TableRowMenus: UIContextMenuInteractionDelegate {
    weak var table: UITableView?

    private var tableDelegate: (any UITableViewDelegate)? { table?.delegate as? any UITableViewDelegate }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let table, let indexPath = table.indexPathForRow(at: location) else { return nil }
        return tableDelegate?.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: location)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let table else { return }
        tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let table else { return }
        tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
    }
}
