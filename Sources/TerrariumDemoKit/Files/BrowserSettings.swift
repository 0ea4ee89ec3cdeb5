import Foundation
import Terrarium

/// The browser's preferences, shared by every folder it shows.
@MainActor
package final class BrowserSettings {
    private struct WeakFolder {
        weak var folder: FolderViewController?
    }

    private var folders: [WeakFolder] = []

    /// Creates settings with hidden files hidden.
    package init(showsHiddenFiles: Bool = false) {
        self.showsHiddenFiles = showsHiddenFiles
    }

    /// Whether items whose names start with a dot are listed. Every open folder follows a
    /// change at once.
    package var showsHiddenFiles: Bool {
        didSet {
            guard showsHiddenFiles != oldValue else { return }
            folders.removeAll { $0.folder == nil }
            for entry in folders { entry.folder?.settingsDidChange() }
        }
    }

    /// Registers a folder to hear changes; held weakly.
    func observe(_ folder: FolderViewController) {
        folders.removeAll { $0.folder == nil }
        folders.append(WeakFolder(folder: folder))
    }
}
