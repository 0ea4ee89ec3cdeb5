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
    /// How folders and files are read (in the background, in steps).
    package let reading: FileReading

    /// A browser opened at `startPath`, an absolute path to a folder. The stack holds the
    /// folder's ancestors below it, so Back (Esc, Backspace, ‹) walks up to `/`. Folders and
    /// previews are read off the main actor as `reading` says.
    package init(startPath: String, settings: BrowserSettings = BrowserSettings(), reading: FileReading = .standard) {
        self.settings = settings
        self.reading = reading
        let stack = Self.ancestry(of: startPath).map {
            FolderViewController(path: $0, settings: settings, reading: reading)
        }
        folders = UINavigationController()
        folders.setViewControllers(stack, animated: false)
        super.init(nibName: nil, bundle: nil)
        viewControllers = [folders, PreviewViewController(entry: nil, reading: reading)]
        preferredPrimaryColumnWidthFraction = 0.45
        minimumPrimaryColumnWidth = 36
        tabBarItem = UITabBarItem(title: "Files", image: nil, tag: 0)
        delegate = self
    }

    package required init?(coder: NSCoder) { fatalError("FilesViewController is created in code") }

    /// `/` searches the current folder, `.` shows or hides hidden files, `,` opens the
    /// settings. They live here, above both columns, so they work whichever column (or
    /// nothing) has the keyboard, also while a push or pop is still running.
    package override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "Search", input: "/", modifierFlags: []) { [weak self] _ in
                self?.currentFolder?.beginSearch()
            },
            UIKeyCommand(title: "Show Hidden Files", input: ".", modifierFlags: []) { [weak self] _ in
                self?.settings.showsHiddenFiles.toggle()
            },
            UIKeyCommand(title: "Settings", input: ",", modifierFlags: []) { [weak self] _ in
                self?.currentFolder?.showSettings()
            },
        ]
    }

    /// Esc and Backspace that reach the browser go back a folder, as they do in the folders'
    /// navigation controller. With nothing focused (a folder still being read, or an empty
    /// one, has no rows to focus) presses start in the preview column and never pass
    /// through that navigation controller.
    package override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let goesBack = presses.contains {
            $0.key?.keyCode == .keyboardEscape || $0.key?.keyCode == .keyboardDeleteOrBackspace
        }
        if goesBack, !isCollapsed, folders.viewControllers.count > 1 {
            folders.popViewController(animated: true)
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// The folder on top of the stack.
    package var currentFolder: FolderViewController? {
        folders.viewControllers.last { $0 is FolderViewController } as? FolderViewController
    }

    /// The preview shown, in the secondary column or (collapsed) on top of the stack.
    package var currentPreview: PreviewViewController? {
        isCollapsed
            ? folders.topViewController as? PreviewViewController
            : viewController(for: .secondary) as? PreviewViewController
    }

    /// The reads still running: every folder on the stack and the preview shown.
    package var pendingReads: [BackgroundRead] {
        var controllers: [UIViewController] = folders.viewControllers
        if let preview = currentPreview { controllers.append(preview) }
        return controllers.compactMap { controller in
            let read = (controller as? FolderViewController)?.read ?? (controller as? PreviewViewController)?.read
            return read?.state == .reading ? read : nil
        }
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

/// Collapsing and expanding the way a master-detail app does: only a preview of something
/// moves between the columns, never a folder.
extension FilesViewController: UISplitViewControllerDelegate {
    /// An empty preview is dropped when the split collapses (the list stays on top); a real
    /// one is pushed over its folder by the navigation controller.
    package func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        (secondaryViewController as? PreviewViewController)?.entry == nil
    }

    /// Expanding takes a preview on top of the stack back to the secondary column (a fresh
    /// controller for the same item: the old one leaves the stack with a pop, which may still
    /// be finishing a push); with a folder on top, the column shows an empty preview. UIKit's
    /// default would pop whatever is on top, a folder included.
    package func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        guard let top = folders.topViewController as? PreviewViewController else {
            return PreviewViewController(entry: nil, reading: reading)
        }
        folders.popViewController(animated: false)
        return PreviewViewController(entry: top.entry, reading: reading)
    }
}

extension FilesViewController {
    /// The browsers in `root`'s hierarchy of children (the demo's Files tab).
    package static func browsers(in root: UIViewController) -> [FilesViewController] {
        var found: [FilesViewController] = []
        var pending = [root]
        while let controller = pending.popLast() {
            if let browser = controller as? FilesViewController { found.append(browser) }
            pending.append(contentsOf: controller.children)
        }
        return found
    }

    /// Runs the current thread's run loop and the main loop until the browsers under `root`
    /// show what they read, or `timeout` seconds pass: for a frame printed without a terminal
    /// (`terrarium browse PATH | cat`), where nothing else runs the run loop that brings the
    /// reads' results to the main actor.
    ///
    /// Call it on the main thread, outside any main-actor job (from a command's `run()`):
    /// there, the current run loop is the main one, and running it runs the main queue.
    ///
    /// - Returns: `true` if every read finished in time.
    @discardableResult
    package static func finishReads(under root: UIViewController, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while browsers(in: root).contains(where: { !$0.pendingReads.isEmpty }) {
            guard Date() < deadline else { return false }
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.005))
            MainLoop.main.runUntilIdle()
        }
        MainLoop.main.runUntilIdle()
        return true
    }
}
