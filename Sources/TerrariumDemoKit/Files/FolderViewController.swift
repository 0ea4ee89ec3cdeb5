import Foundation
import Terrarium

/// One folder: a table of its items (folders first), searchable from the navigation bar.
///
/// Return or a click on a folder pushes it; on a file, shows its preview with
/// `showDetailViewController(_:sender:)`, which the split view turns into the secondary
/// column or, collapsed, a push. `/` searches, `.` shows or hides hidden files, `,` opens the
/// settings sheet (key commands of ``FilesViewController``).
///
/// The folder is read off the main actor (``BackgroundRead``): the list answers keys
/// meanwhile, and a read that takes more than 0.1 s shows a spinner and a running count
/// ("Reading… 12,345 items", then "Sorting…"). Rows appear once the whole folder is read and
/// sorted, not as they arrive: folders-first natural order needs every name, and rows that
/// moved under the cursor as more came in would change what Return opens. Leaving the folder
/// (Back, or anything that takes it off the navigation stack) cancels the read; a folder that
/// comes back before its read finished reads again.
@MainActor
package final class FolderViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
    /// The folder's absolute path, as the file system spells it.
    package let location: FileSystemPath
    private let settings: BrowserSettings
    /// How the folder and the previews opened from it are read.
    package let reading: FileReading
    private var listing: FolderListing?
    /// The read under way, or the last one.
    package private(set) var read: BackgroundRead?
    /// Says "still reading" (internal for tests).
    let readingIndicator = ReadingIndicatorView()
    /// Why the folder could not be read, if it could not.
    package private(set) var loadError: String?
    /// The rows: the folder's items after the hidden-files setting and the search.
    package private(set) var shownEntries: [FileEntry] = []
    /// The search field's controller, in this folder's navigation item.
    package let searchController = UISearchController(searchResultsController: nil)
    private let emptyLabel = UILabel()

    /// A folder controller for `path`; the folder is read when the view loads.
    package convenience init(path: String, settings: BrowserSettings, reading: FileReading = .standard) {
        self.init(location: FileSystemPath(path), settings: settings, reading: reading)
    }

    /// A folder controller for `location`; the folder is read when the view loads.
    package init(location: FileSystemPath, settings: BrowserSettings, reading: FileReading = .standard) {
        self.location = location
        self.settings = settings
        self.reading = reading
        super.init(style: .plain)
        title = String(decoding: location.lastComponent, as: UTF8.self)
        settings.observe(self)
    }

    /// The folder's absolute path, readable (bytes that are not UTF-8 show as `�`).
    package var path: String { location.description }

    package required init?(coder: NSCoder) { fatalError("FolderViewController is created in code") }

    package override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FileCell.self, forCellReuseIdentifier: FileCell.reuseIdentifier)
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search \(title ?? "")"
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Settings", primaryAction: UIAction { [weak self] _ in self?.showSettings() })
        emptyLabel.textAlignment = .center
        emptyLabel.numberOfLines = 0
        emptyLabel.textColor = .secondaryLabel
        reload()
    }

    /// A folder that comes back before its read finished (it left the stack and returned)
    /// reads again.
    package override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if read?.state == .cancelled { reload() }
    }

    /// Leaving the stack (Back) cancels the read.
    package override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent { read?.cancel() }
    }

    /// Keyboard users land on the list.
    package override var preferredFocusEnvironments: [any UIFocusEnvironment] { [tableView] }

    package override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        setNeedsFocusUpdate()
        updateFocusIfNeeded()
    }

    // MARK: Contents

    /// Whether the folder is being read.
    package var isReading: Bool { read?.state == .reading }

    /// Reads the folder (again), off the main actor; the rows change when the read finishes.
    package func reload() {
        read?.cancel()
        let location = location
        let reading = reading
        read = BackgroundRead(
            reading: reading, indicator: readingIndicator,
            describe: { progress in
                let count = FileFormatting.count(progress.count)
                switch progress.phase {
                case .sorting: return "Sorting \(count) item\(progress.count == 1 ? "" : "s")…"
                default:
                    return progress.count == 0 ? "Reading…" : "Reading… \(count) item\(progress.count == 1 ? "" : "s")"
                }
            },
            work: { progress in try await FolderListing.read(at: location, reading: reading, progress: progress) },
            completion: { [weak self] result in self?.finishReading(with: result) })
        applyFilter()
    }

    private func finishReading(with result: Result<FolderListing, any Error>) {
        switch result {
        case .success(let listing):
            self.listing = listing
            loadError = nil
        case .failure(let error):
            listing = nil
            loadError = (error as? DirectoryReadError)?.description ?? "Cannot open \(path): \(error)"
        }
        applyFilter()
        // The list had no rows to focus when it appeared; keyboard users land on it now.
        if viewIfLoaded?.window != nil {
            setNeedsFocusUpdate()
            updateFocusIfNeeded()
        }
    }

    func settingsDidChange() {
        guard isViewLoaded else { return }
        applyFilter()
    }

    private var searchText: String {
        searchController.isActive ? searchController.searchBar.text ?? "" : ""
    }

    private func applyFilter() {
        shownEntries =
            listing?.visibleEntries(showingHidden: settings.showsHiddenFiles, matching: searchText) ?? []
        if let loadError {
            emptyLabel.text = loadError
        } else if shownEntries.isEmpty {
            emptyLabel.text = searchText.isEmpty ? "Empty folder" : "No items match “\(searchText)”"
        }
        if listing == nil && loadError == nil {
            // Not read yet: the indicator, which stays hidden for the first 0.1 s.
            tableView.backgroundView = readingIndicator
        } else {
            tableView.backgroundView = loadError != nil || shownEntries.isEmpty ? emptyLabel : nil
        }
        tableView.reloadData()
    }

    /// Filters the rows as the search text changes.
    package func updateSearchResults(for searchController: UISearchController) {
        applyFilter()
    }

    /// Return in the search field keeps the filter and moves the keyboard to the rows.
    package func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()
        setNeedsFocusUpdate()
        updateFocusIfNeeded()
    }

    /// Activates the search field in this folder's navigation item.
    package func beginSearch() {
        searchController.isActive = true
        searchController.searchBar.becomeFirstResponder()
    }

    /// Presents the settings sheet.
    package func showSettings() {
        let settingsController = SettingsViewController(settings: settings)
        let navigation = UINavigationController(rootViewController: settingsController)
        navigation.modalPresentationStyle = .formSheet
        navigation.preferredContentSize = CGSize(width: 352, height: 144)
        present(navigation, animated: true)
    }

    // MARK: Table

    package override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    package override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shownEntries.count
    }

    package override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FileCell.reuseIdentifier, for: indexPath)
        (cell as? FileCell)?.show(shownEntries[indexPath.row])
        return cell
    }

    package override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        open(shownEntries[indexPath.row])
    }

    /// A right click (or Shift-F10) on a row: open it, or copy its path or name. Nothing
    /// here writes to the file system.
    package override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let entry = shownEntries[indexPath.row]
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(
                title: entry.name,
                children: [
                    UIAction(title: entry.isDirectory ? "Open" : "Preview") { _ in self?.open(entry) },
                    UIMenu(
                        title: "", options: .displayInline,
                        children: [
                            UIAction(title: "Copy Path") { _ in UIPasteboard.general.string = entry.path },
                            UIAction(title: "Copy Name") { _ in UIPasteboard.general.string = entry.name },
                        ]),
                ])
        }
    }

    /// Opens an item: pushes a folder, previews anything else.
    package func open(_ entry: FileEntry) {
        if entry.isDirectory {
            show(FolderViewController(location: entry.systemPath, settings: settings, reading: reading), sender: self)
        } else {
            showDetailViewController(PreviewViewController(entry: entry, reading: reading), sender: self)
        }
    }
}

/// A row: the name on the left; size and modification date on the right; folders get a
/// disclosure indicator.
@MainActor
final class FileCell: UITableViewCell {
    static let reuseIdentifier = "file"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { fatalError("FileCell is created in code") }

    func show(_ entry: FileEntry) {
        textLabel?.text = entry.isSymbolicLink ? entry.name + " →" : entry.name
        let size = entry.size.map(FileFormatting.size) ?? "--"
        let date = entry.modificationDate.map { FileFormatting.date($0) } ?? ""
        detailTextLabel?.text = size.leftPadded(to: 9) + "  " + date
        accessoryType = entry.isDirectory ? .disclosureIndicator : .none
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
