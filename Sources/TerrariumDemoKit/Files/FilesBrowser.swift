import Foundation
import Terrarium

/// The Files tab: a split view whose primary column is a navigation stack of folders and
/// whose secondary column previews the chosen file. In a narrow terminal the split collapses
/// into one navigation stack (a preview is pushed over its folder) and expands again when the
/// terminal widens: that is `UISplitViewController`'s own behaviour, nothing here handles it.
@MainActor
package final class FilesViewController: UISplitViewController {
    /// The preferences every folder reads.
    package let settings: BrowserSettings
    /// The navigation stack of folders in the primary column.
    package let folders: UINavigationController

    /// A browser opened at `startPath`, an absolute path to a folder. The stack holds the
    /// folder's ancestors below it, so Back (Esc, Backspace, ‹) walks up to `/`.
    package init(startPath: String, settings: BrowserSettings = BrowserSettings()) {
        self.settings = settings
        let stack = Self.ancestry(of: startPath).map { FolderViewController(path: $0, settings: settings) }
        folders = UINavigationController()
        folders.setViewControllers(stack, animated: false)
        super.init(nibName: nil, bundle: nil)
        viewControllers = [folders, PreviewViewController(entry: nil)]
        preferredPrimaryColumnWidthFraction = 0.45
        minimumPrimaryColumnWidth = 36
        tabBarItem = UITabBarItem(title: "Files", image: nil, tag: 0)
    }

    package required init?(coder: NSCoder) { fatalError("FilesViewController is created in code") }

    /// The folder on top of the stack.
    package var currentFolder: FolderViewController? {
        folders.viewControllers.last { $0 is FolderViewController } as? FolderViewController
    }

    /// `/`, then each folder down to `path` (`/a/b` → `/`, `/a`, `/a/b`).
    package static func ancestry(of path: String) -> [String] {
        var result = ["/"]
        var current = ""
        for component in path.split(separator: "/") {
            current += "/" + component
            result.append(current)
        }
        return result
    }
}
