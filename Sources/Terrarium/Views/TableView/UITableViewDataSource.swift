import Foundation

/// The methods a table view's data source implements to give it rows, cells and titles.
///
/// Only the number of rows and the cells are required; the rest have defaults (one section,
/// no titles).
///
/// ```swift
/// extension FilesViewController: UITableViewDataSource {
///     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { files.count }
///     func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "File", for: indexPath)
///         cell.textLabel?.text = files[indexPath.row].name
///         return cell
///     }
/// }
/// ```
/// - Note: UIKit declares the optional methods `@objc optional`; here they have defaults.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// The cell for the row at `indexPath`; usually from
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``. Asked only for rows about to
    /// be shown.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int

    /// The title of `section`'s header, or `nil` (the default) for none.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    /// The title of `section`'s footer, or `nil` (the default) for none.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    /// Whether the row can be edited; `true` by default.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// Whether the row can be moved; `false` by default.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// Tells the data source to move its row from one index path to another.
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// `true`.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// `false`.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// The methods a table view's delegate implements to size rows, supply header views, and
/// follow highlighting, selection and display.
///
/// All are optional. It is also the table view's ``UIScrollViewDelegate``.
///
/// ```swift
/// func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
///     navigationController?.pushViewController(DetailViewController(file: files[indexPath.row]), animated: true)
/// }
/// ```
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`; ``UITableView/automaticDimension`` (the default)
    /// for the table view's ``UITableView/rowHeight``.
    ///
    /// - Note: Terrarium asks for the first row's height after each reload: if it is
    ///   `automaticDimension`, every row is `rowHeight` tall and the delegate is not asked for
    ///   the others, so a million rows cost nothing. Otherwise every row's height is asked once
    ///   per reload and kept as running sums.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    /// The height of `section`'s header; `automaticDimension` (the default) for the table's.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

    /// The height of `section`'s footer; `automaticDimension` (the default) for the table's.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

    /// A view for `section`'s header, or `nil` (the default) for the standard one with the
    /// data source's title.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

    /// A view for `section`'s footer, or `nil` (the default) for the standard one.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    /// Tells the delegate that a cell is about to be shown for a row.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// Tells the delegate that a cell scrolled out of view (or its row went away).
    func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// Tells the delegate that a section's header view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)

    /// Tells the delegate that a section's footer view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

    /// Tells the delegate that a section's header view went out of view.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)

    /// Tells the delegate that a section's footer view went out of view.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    /// Whether the row highlights when pressed; `true` by default.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

    /// Tells the delegate that a row was highlighted (mouse down on it).
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

    /// Tells the delegate that a row's highlight went away.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

    /// The row to select instead of `indexPath` when the user selects it, or `nil` to select
    /// nothing. Returns `indexPath` by default.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

    /// Tells the delegate that the user selected a row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

    /// The row to deselect instead of `indexPath`, or `nil` to keep it selected. Returns
    /// `indexPath` by default.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

    /// Tells the delegate that the user's action deselected a row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    /// Tells the delegate that the user clicked a row's detail button (`.detailButton` or
    /// `.detailDisclosureButton`).
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    /// The context menu for a right click (or Shift-F10) on the row at `indexPath`, at
    /// `point` in the table's coordinates; `nil` for none.
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?

    /// Called just before a row's context menu appears.
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)

    /// Called when a row's context menu closes, before a chosen action runs.
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UITableViewDelegate {
    /// `UITableView.automaticDimension`: the table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    /// `UITableView.automaticDimension`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    /// `UITableView.automaticDimension`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
    /// No view: the standard header.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// No view: the standard footer.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {}
    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {}

    /// No context menu.
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// `true`.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}
