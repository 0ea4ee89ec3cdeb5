import Foundation
import Logging
import Terrarium

/// A list of recent log messages, newest at the bottom, that follows the log as it grows.
///
/// Each row shows the time, the level in its colour (errors red, warnings yellow, notices
/// teal, info blue, debug and trace grey), then the logger's label, any metadata and the
/// message, wrapped to the width. The list scrolls with the arrow keys, Page Up/Down, Home/End
/// and the wheel; while it is scrolled to the bottom, new messages scroll it on, otherwise it
/// stays where the reader left it.
///
/// Present it as a sheet wherever an app wants its log; Esc closes a sheet:
///
/// ```swift
/// let logs = LogViewController()
/// logs.minimumLevel = .warning
/// let sheet = UINavigationController(rootViewController: logs)
/// sheet.modalPresentationStyle = .pageSheet
/// present(sheet, animated: true)
/// ```
///
/// It shows a ``TerminalLog``: by default ``TerminalLog/shared``, where ``TerminalLogHandler``
/// keeps messages — Terrarium's own warnings always, the app's once it bootstraps logging
/// with that handler.
///
/// - Note: A Terrarium addition: on iOS the log is read in Xcode or Console.app.
@preconcurrency @MainActor
open class LogViewController: UITableViewController {
    /// The log shown.
    public let log: TerminalLog

    /// The least severe level shown; `.trace` (everything) by default.
    open var minimumLevel: Logger.Level = .trace {
        didSet { if isViewLoaded { reloadEntries() } }
    }

    /// The entries on the list, oldest first: the log's, from ``minimumLevel`` up.
    public private(set) var shownEntries: [TerminalLog.Entry] = []

    private var observation: TerminalLog.Observation?
    private let emptyLabel = UILabel()
    /// Row heights by entry, for the width they were measured at.
    private var rowHeights: [UInt64: CGFloat] = [:]

    /// Measures every row; hidden in the table (see `EntryCell.makeMeasuringLabel()`).
    private let measuringLabel = EntryCell.makeMeasuringLabel()
    private var measuredWidth: CGFloat = -1

    /// Creates a list of a log's messages, titled "Log".
    ///
    /// - Parameter log: The log to show; ``TerminalLog/shared`` by default.
    public init(log: TerminalLog = .shared) {
        self.log = log
        super.init(style: .plain)
        title = "Log"
    }

    /// Creates the controller from an archive: Terrarium decodes nothing (the shared log).
    public required init?(coder: NSCoder) {
        log = .shared
        super.init(coder: coder)
        title = "Log"
    }

    /// Sets up the table and starts following the log.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.register(EntryCell.self, forCellReuseIdentifier: EntryCell.reuseIdentifier)
        emptyLabel.text = "No messages"
        emptyLabel.textAlignment = .center
        emptyLabel.textColor = .secondaryLabel
        observation = log.addObserver { [weak self] in self?.reloadEntries() }
        reloadEntries()
    }

    /// Shows the newest messages.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reloadEntries(scrollingToEnd: true)
    }

    /// Measures the rows again when the width changed: messages wrap to it.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard tableView.bounds.width != measuredWidth else { return }
        let following = isScrolledToEnd
        measuredWidth = tableView.bounds.width
        rowHeights.removeAll()
        tableView.reloadData()
        if following { scrollToEnd() }
    }

    /// Reads the log again; the list keeps following it if it was scrolled to the bottom.
    ///
    /// Called after the log changes, in the main loop's next turn; call it after changing
    /// what ``shownEntries`` would hold in a subclass.
    open func reloadEntries() {
        reloadEntries(scrollingToEnd: false)
    }

    private func reloadEntries(scrollingToEnd: Bool) {
        let following = scrollingToEnd || isScrolledToEnd
        shownEntries = log.entries.filter { $0.level >= minimumLevel }
        let kept = Set(shownEntries.map(\.id))
        rowHeights = rowHeights.filter { kept.contains($0.key) }
        tableView.backgroundView = shownEntries.isEmpty ? emptyLabel : nil
        tableView.reloadData()
        if following { scrollToEnd() }
    }

    /// Whether the last row is in view (or there is nothing to scroll).
    private var isScrolledToEnd: Bool {
        guard let table = tableView else { return true }
        let visibleHeight = table.bounds.height - table.adjustedContentInset.top - table.adjustedContentInset.bottom
        let end = table.contentSize.height - visibleHeight - table.adjustedContentInset.top
        return table.contentOffset.y >= end - 0.5
    }

    private func scrollToEnd() {
        guard !shownEntries.isEmpty else { return }
        tableView.scrollToRow(at: IndexPath(row: shownEntries.count - 1, section: 0), at: .bottom, animated: false)
    }

    // MARK: UITableViewDataSource and UITableViewDelegate

    /// One row per shown entry.
    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shownEntries.count
    }

    /// The entry's row: time, level, label and message.
    open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: EntryCell.reuseIdentifier, for: indexPath)
        (cell as? EntryCell)?.show(shownEntries[indexPath.row])
        return cell
    }

    /// As many rows as the entry's text wraps to at the table's width.
    open override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let entry = shownEntries[indexPath.row]
        if let height = rowHeights[entry.id] { return height }
        if measuringLabel.superview !== tableView { tableView.addSubview(measuringLabel) }
        let height = EntryCell.height(
            of: entry, width: tableView.bounds.width, cellSize: EntryCell.cellSize(of: tableView),
            measuringWith: measuringLabel)
        rowHeights[entry.id] = height
        return height
    }
}
