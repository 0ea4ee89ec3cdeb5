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
/// From a storyboard whose table has static cells (`dataMode="static"`), the controller
/// answers its table's data source and delegate with the file's sections: their number,
/// each one's cells and titles, and the row height of cells that set one. A subclass that
/// overrides these methods and calls `super` gets them, to hide a row or change a title:
///
/// ```swift
/// override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///     let rows = super.tableView(tableView, numberOfRowsInSection: section)
///     return section == 1 && !isSignedIn ? rows - 1 : rows
/// }
/// ```
///
/// The cells are made once, with the view, so the controller's outlets to them and their
/// subviews are set before `viewDidLoad()`.
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
    /// and delegate. From a storyboard, or a nib (``UIViewController/nibName``), loads the
    /// file's table, and becomes its data source and delegate where the file connects none,
    /// as UIKit's documentation says.
    open override func loadView() {
        if _loadStoryboardScene() || _loadNib() {
            if let table = tableView {
                if table.dataSource == nil { table.dataSource = self }
                if table.delegate == nil { table.delegate = self }
            }
            return
        }
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
        let remaining = tableView?._takePressesWhileNothingIsFocused(presses) ?? presses
        if !remaining.isEmpty { super.pressesBegan(remaining, with: event) }
    }

    /// Keeps the release of presses the table used from going on up the chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let remaining = tableView?._pressesNotTaken(presses) ?? presses
        if !remaining.isEmpty { super.pressesEnded(remaining, with: event) }
    }

    // MARK: UITableViewDataSource

    /// No rows (a static table: the section's cells); override.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView._staticSection(section)?.cells.count ?? 0
    }

    /// Override to return cells; the default returns a static table's cell and otherwise
    /// stops, as there is nothing to show.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = tableView._staticCell(at: indexPath) { return cell }
        _terminate(
            uncaughtException: "NSInternalInconsistencyException",
            reason: "UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
    }

    /// One section (a static table: its sections).
    open func numberOfSections(in tableView: UITableView) -> Int { tableView._staticSections?.count ?? 1 }

    /// No title (a static table: the section's header title).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView._staticSection(section)?.headerTitle
    }

    /// No title (a static table: the section's footer title).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView._staticSection(section)?.footerTitle
    }

    /// `true`.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// `false`.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UITableViewDelegate

    /// `UITableView.automaticDimension`: the table's row height (a static table: the cell's
    /// own row height, when the file sets one).
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let heights = tableView._staticSection(indexPath.section)?.rowHeights,
            heights.indices.contains(indexPath.row), let height = heights[indexPath.row]
        else { return UITableView.automaticDimension }
        return height
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
    /// Does nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// `nil`: the scroll view does not zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// `true`: Home may scroll the content to its top (see
    /// ``UIScrollViewDelegate/scrollViewShouldScrollToTop(_:)``).
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
