import Foundation

/// A view controller whose view is a table view, and which is that table's data source and
/// delegate.
///
/// Override the data source and delegate methods you need; the defaults give no rows.
///
/// ```swift
/// final class FolderViewController: UITableViewController {
///     var entries: [Entry] = []
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Entry")
///     }
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///         entries.count
///     }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "Entry", for: indexPath)
///         cell.textLabel?.text = entries[indexPath.row].name
///         return cell
///     }
/// }
/// ```
///
/// - Note: Terrarium: key presses that reach the controller with nothing focused (the
///   controller is on screen and no view has keyboard focus) go to its table view, which
///   takes focus when it uses them, so arrow keys and Return work as soon as the list shows.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let _tableStyle: UITableView.Style

    /// Creates a controller whose table view has `style`.
    public init(style: UITableView.Style) {
        _tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates the controller from an archive: Terrarium decodes nothing (a plain table).
    public required init?(coder: NSCoder) {
        _tableStyle = .plain
        super.init(coder: coder)
    }

    /// The controller's view, as a table view. Setting it replaces the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Whether the selection is cleared each time the view is about to appear; `true` by
    /// default, so that coming back to a list shows no stale selection.
    open var clearsSelectionOnViewWillAppear = true

    /// Makes a table view of the controller's style, with the controller as its data source
    /// and delegate.
    open override func loadView() {
        if _loadStoryboardScene() { return }
        let table = UITableView(frame: UIScreen.main.bounds, style: _tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is set.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let table = tableView {
            for indexPath in table.indexPathsForSelectedRows ?? [] {
                table.deselectRow(at: indexPath, animated: animated)
            }
        }
    }

    /// Gives the table view the presses it uses (focusing it); the rest go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let table = tableView, let window = table._window, window._focusedView == nil,
            window._firstResponder == nil, table.canBecomeFocused
        else {
            super.pressesBegan(presses, with: event)
            return
        }
        var remaining = presses
        for press in presses where table._handleTablePress(press) {
            remaining.remove(press)
            window._setFocusedView(table, heading: [])
        }
        if !remaining.isEmpty { super.pressesBegan(remaining, with: event) }
    }

    /// Keeps the release of presses the table used from going on up the chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let remaining = presses.filter { tableView?._tablePresses.remove($0) == nil }
        if !remaining.isEmpty { super.pressesEnded(remaining, with: event) }
    }

    // MARK: UITableViewDataSource

    /// No rows; override.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Override to return cells; the default stops, as there is nothing to show.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        _terminate(
            uncaughtException: "NSInternalInconsistencyException",
            reason: "UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
    }

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// `true`.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// `false`.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UITableViewDelegate

    /// `UITableView.automaticDimension`: the table's row height.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }

    /// `UITableView.automaticDimension`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// `UITableView.automaticDimension`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// No view: the standard header.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// No view: the standard footer.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

    /// `true`.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    /// `indexPath`.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// No context menu.
    open func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    /// Does nothing.
    open func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Does nothing.
    open func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// `indexPath`.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Does nothing.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
