import Foundation
import Testing
import TerrariumPortKit

/// Type-checks Swift source against the root package's built modules with `swiftc
/// -typecheck`, in Swift 6 mode as the root package builds.
enum Typechecker {
    /// The folder of the root package's debug modules (`Terrarium.swiftmodule` and its
    /// dependencies), which `swift build` or `swift test` at the root writes.
    static var modules: URL? {
        let candidates = [".build/debug/Modules", ".build/debug"].map { Samples.repository.appendingPathComponent($0) }
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("Terrarium.swiftmodule").path)
        }
    }

    /// The compiler's diagnostics for `source` (empty when it type-checks) and its status.
    static func typecheck(_ source: String, name: String) throws -> (status: Int32, output: String) {
        try typecheck([(name: name, text: source)], swiftVersion: 6)
    }

    /// The compiler's diagnostics for `files`, one module in Swift `swiftVersion` mode (5 for
    /// libraries as they are written), and its status.
    static func typecheck(
        _ files: [(name: String, text: String)], swiftVersion: Int, module: String = "Ported"
    ) throws -> (status: Int32, output: String) {
        guard let modules else {
            Issue.record(
                """
                The root package is not built: no Terrarium.swiftmodule under .build/debug/Modules. \
                Run `swift build` (or `swift test`) at the repository root first, then this package's tests.
                """)
            return (-1, "")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terrarium-typecheck-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent("\(file.name).swift")
            try file.text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-typecheck", "-swift-version", "\(swiftVersion)", "-module-name", module, "-I", modules.path]
            + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Each sample fails to compile on Linux as written, and still fails with only its import
/// changed (what the README promised before the port command); ported, it compiles.
@Suite(.serialized) struct TypecheckTests {
    @Test(arguments: Samples.names)
    func theSampleCompilesOnlyAfterThePort(_ name: String) throws {
        guard Typechecker.modules != nil else {
            _ = try Typechecker.typecheck("", name: name)  // records the message
            return
        }
        let sample = try Samples.sample(name)
        let asWritten = try Typechecker.typecheck(sample, name: name)
        #expect(asWritten.status != 0)
        #expect(asWritten.output.contains("no such module 'UIKit'"))

        let importChanged = sample.replacingOccurrences(of: "import UIKit", with: "import Terrarium")
        let onlyImport = try Typechecker.typecheck(importChanged, name: name)
        #expect(onlyImport.status != 0, "\(name) compiles with only its import changed")
        #expect(onlyImport.output.contains("error:"))

        let ported = Porter.port(sample, path: "\(name).swift").ported
        let after = try Typechecker.typecheck(ported, name: name)
        #expect(after.status == 0, "\(after.output)")
    }
}

/// The rewrites for libraries as they are found, on small files in their style: as written
/// they do not compile on Linux; ported together, as one module, they do (Swift 5 mode, as
/// such libraries are).
@Suite(.serialized) struct LibraryTypecheckTests {
    static let files: [(name: String, text: String)] = [
        (
            "Interactors",
            """
            import UIKit

            // Not responders: an interactive transition with only an action, a recognizer with
            // only an inspectable property, a nested coordinator with an outlet.
            class SwipeInteractor: UIPercentDrivenInteractiveTransition {
                @IBAction func gestureRecognizeDidUpdate(_ sender: UIPanGestureRecognizer) {
                    if sender.state == UIGestureRecognizerState.ended { finish() }
                }
            }

            final class EdgeSwipeInteractor: SwipeInteractor {
                @IBOutlet weak var edge: UIView!
            }

            open class LongPress: UILongPressGestureRecognizer {
                @IBInspectable var tolerance: CGFloat = 1
            }

            struct Menu {
                final class Coordinator: NSObject {
                    @IBOutlet weak var menu: UIView?
                }
            }

            class Tracker: NSObject {
                var moves = 0
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
                    if let change = change as [NSKeyValueChangeKey : AnyObject]?,
                        let old = change[.oldKey], let new = change[.newKey], !old.isEqual(new)
                    {
                        moves += 1
                    }
                }
            }

            final class FrameTracker: Tracker {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
            }
            """
        ),
        (
            "Cell",
            """
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif

            #if os(iOS) || os(tvOS)
            public typealias BaseCell = UICollectionViewCell
            #else
            public typealias BaseCell = NSCollectionViewItem
            #endif

            open class TabCell: BaseCell {
                let label = UILabel()
                #if !os(macOS)
                var insets = UIEdgeInsetsMake(0, 1, 0, 1)
                #endif
            }
            """
        ),
        (
            "Cell+Layout",
            """
            import UIKit
            import os.log

            extension TabCell {
                /// The label's width and the insets.
                override open var intrinsicContentSize: CGSize {
                    CGSize(width: label.intrinsicContentSize.width + insets.left + insets.right, height: 1)
                }

                override open func layoutSubviews() {
                    super.layoutSubviews()
                    label.frame = UIEdgeInsetsInsetRect(contentView.bounds, insets)
                }
            }
            """
        ),
        (
            "Pager",
            """
            import UIKit

            final class Pager: UIViewController {
                var options: UIViewAnimationOptions = [.curveEaseOut]

                func show(_ child: UIViewController) {
                    addChildViewController(child)
                    child.view.autoresizingMask = [UIViewAutoresizing.flexibleWidth]
                    view.addSubview(child.view)
                    view.bringSubview(toFront: child.view)
                    child.didMove(toParentViewController: self)
                }

                func hide(_ child: UIViewController) {
                    child.willMove(toParentViewController: nil)
                    child.view.removeFromSuperview()
                    child.removeFromParentViewController()
                }

                override func didMove(toParentViewController parent: UIViewController?) {
                    super.didMove(toParentViewController: parent)
                }

                override func childViewControllerForStatusBarStyle() -> UIViewController? {
                    return childViewControllers.last
                }
            }
            """
        ),
        (
            "Clock",
            """
            import Foundation

            // A file of a pod whose umbrella header imported UIKit. (Main-actor: Terrarium's
            // `Timer.scheduledTimer(…selector:…)` is, where Foundation's is not.)
            @MainActor final class Clock: NSObject {
                func start() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                }

                @objc func tick() {}
            }
            """
        ),
    ]

    @Test func theLibraryCompilesOnlyAfterThePort() throws {
        guard Typechecker.modules != nil else {
            _ = try Typechecker.typecheck("", name: "Library")  // records the message
            return
        }
        let asWritten = try Typechecker.typecheck(Self.files, swiftVersion: 5)
        #expect(asWritten.status != 0)

        let imports = Self.files.map { ($0.name, $0.text.replacingOccurrences(of: "import UIKit", with: "import Terrarium")) }
        let onlyImports = try Typechecker.typecheck(imports, swiftVersion: 5)
        #expect(onlyImports.status != 0, "the files compile with only their imports changed")

        let ported = Porter.port(Self.files.map { (path: "\($0.name).swift", text: $0.text) })
        let unported = ported.flatMap(\.unported)
        #expect(unported.isEmpty, "\(unported)")
        let after = try Typechecker.typecheck(
            zip(Self.files, ported).map { ($0.name, $1.ported) }, swiftVersion: 5)
        #expect(after.status == 0, "\(after.output)")
    }
}

/// A logging file of an iOS library, with `os_log` and Apple's `Logger`, and a view controller
/// that logs: as written they do not compile on Linux (no `os` module); ported, they import
/// `TerrariumOSLog` and do, beside `Terrarium` (whose dependency swift-log has a `Logger` of
/// its own, not seen by the ported files).
@Suite(.serialized) struct OSLogTypecheckTests {
    static let files: [(name: String, text: String)] = [
        (
            "Log",
            """
            import Foundation
            import os.log

            extension OSLog {
                static let sync = OSLog(subsystem: "com.example.Menu", category: "sync")
            }

            final class SyncLog {
                let logger = Logger(subsystem: "com.example.Menu", category: "pan")

                func fetched(_ n: Int, for account: String) {
                    os_log("fetched %d messages", log: OSLog(subsystem: "com.example.Menu", category: "fetch"), type: .debug, n)
                    os_log("fetched %{public}@", log: .sync, type: .info, account)
                    logger.info("fetched \\(n, privacy: .public) for \\(account, privacy: .private)")
                    logger.debug("done")
                }
            }
            """
        ),
        (
            "MenuController",
            """
            import UIKit
            import os

            final class MenuController: UIViewController {
                private let logger = Logger(subsystem: "com.example.Menu", category: "menu")

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    logger.notice("appeared in \\(self.view.bounds.width, privacy: .public) points")
                    os_log("appeared", type: .default)
                }
            }
            """
        ),
    ]

    @Test func theLoggingFilesCompileOnlyAfterThePort() throws {
        guard Typechecker.modules != nil else {
            _ = try Typechecker.typecheck("", name: "Log")  // records the message
            return
        }
        let asWritten = try Typechecker.typecheck(Self.files, swiftVersion: 5)
        #expect(asWritten.status != 0)
        #expect(asWritten.output.contains("no such module"), "\(asWritten.output)")

        let ported = Porter.port(Self.files.map { (path: "\($0.name).swift", text: $0.text) })
        #expect(ported.allSatisfy { $0.ported.contains("import TerrariumOSLog\n") })
        #expect(ported.flatMap(\.unported).isEmpty)
        for language in [5, 6] {
            let after = try Typechecker.typecheck(
                zip(Self.files, ported).map { ($0.name, $1.ported) }, swiftVersion: language)
            #expect(after.status == 0, "Swift \(language) mode: \(after.output)")
        }
    }
}

/// Cells meant for a nib (designated initializers without UIKit's registration one) and a
/// key-value observer that reads the change's values through `NSValue`'s and `NSNumber`'s
/// accessors: with only their imports changed they do not compile ("'required' initializer
/// 'init(_registeredWithReuseIdentifier:)' must be provided", no member on `AnyObject`);
/// ported, they do.
@Suite(.serialized) struct ReusableViewTypecheckTests {
    static let files: [(name: String, text: String)] = [
        (
            "ButtonBarViewCell",
            """
            import UIKit

            open class ButtonBarViewCell: UICollectionViewCell {
                @IBOutlet open var imageView: UIImageView!
                open var label: UILabel!

                public required init?(coder aDecoder: NSCoder) {
                    super.init(coder: aDecoder)
                    isAccessibilityElement = true
                }
            }

            final class IconCell: ButtonBarViewCell {
                var badge = 0
            }

            final class ItemRow: UITableViewCell {
                let item: String

                init(item: String) {
                    self.item = item
                    super.init(style: .subtitle, reuseIdentifier: "ItemRow")
                }

                required init?(coder aDecoder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
            }

            public class SectionFooter: UITableViewHeaderFooterView {
                public required init?(coder aDecoder: NSCoder) {
                    super.init(coder: aDecoder)
                }
            }
            """
        ),
        (
            "OffsetTracker",
            """
            import UIKit

            final class OffsetTracker: NSObject {
                var distance: CGFloat = 0
                var alpha: Float = 1
                var hidden = false

                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
                    let changeValues = change! as [NSKeyValueChangeKey: AnyObject]
                    if let new = changeValues[.newKey]?.cgPointValue, let old = changeValues[.oldKey]?.cgPointValue {
                        distance += abs(new.x - old.x)
                    }
                    if let size = changeValues[.newKey]?.cgSizeValue, size.width > 0 {}
                    alpha = changeValues[.newKey]?.floatValue ?? 1
                    if let new = changeValues[.newKey] {
                        hidden = new.boolValue
                        distance += CGFloat(new.doubleValue) + CGFloat(new.intValue)
                    }
                }
            }
            """
        ),
    ]

    @Test func theCellsAndTheObserverCompileOnlyAfterThePort() throws {
        guard Typechecker.modules != nil else {
            _ = try Typechecker.typecheck("", name: "Cells")  // records the message
            return
        }
        // Each file on its own: the compiler stops at the first file's declaration errors.
        let messages = [
            "'required' initializer 'init(_registeredWithReuseIdentifier:)' must be provided by subclass of 'UICollectionReusableView'",
            "value of type 'AnyObject' has no member 'cgPointValue'",
        ]
        for (file, message) in zip(Self.files, messages) {
            let onlyImport = try Typechecker.typecheck(
                [(file.name, file.text.replacingOccurrences(of: "import UIKit", with: "import Terrarium"))], swiftVersion: 5)
            #expect(onlyImport.status != 0)
            #expect(onlyImport.output.contains(message), "\(onlyImport.output)")
        }

        let ported = Porter.port(Self.files.map { (path: "\($0.name).swift", text: $0.text) })
        #expect(ported.flatMap(\.unported).isEmpty)
        #expect(ported[0].changes.filter { $0.kind == .registrationInitializer }.count == 3)
        let after = try Typechecker.typecheck(zip(Self.files, ported).map { ($0.name, $1.ported) }, swiftVersion: 5)
        #expect(after.status == 0, "\(after.output)")
    }
}

/// A library's forwarding of UIKit's delegate calls with `?` after the method, as iOS code
/// calls `@objc optional` requirements: with only its import changed it does not compile
/// ("cannot use optional chaining on non-optional value"); ported, it does.
@Suite(.serialized) struct UIKitRequirementTypecheckTests {
    static let file = """
        import UIKit

        open class PagerController: UIViewController, UIScrollViewDelegate, UITableViewDataSource, UITableViewDelegate {
            open weak var scrollDelegate: UIScrollViewDelegate?
            open weak var rowsDataSource: UITableViewDataSource?
            open weak var rowsDelegate: UITableViewDelegate?
            open weak var tabDelegate: UITabBarControllerDelegate?
            open weak var layoutDelegate: UICollectionViewDelegateFlowLayout?
            open weak var gestureDelegate: UIGestureRecognizerDelegate?

            open func scrollViewDidScroll(_ scrollView: UIScrollView) {
                scrollDelegate?.scrollViewDidScroll?(scrollView)
            }

            open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                scrollDelegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
            }

            public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                return rowsDataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
            }

            public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                return rowsDataSource?.tableView(tableView, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
            }

            public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                return rowsDataSource?.tableView?(tableView, titleForHeaderInSection: section)
            }

            public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                return rowsDelegate?.tableView?(tableView, heightForRowAt: indexPath) ?? 44
            }

            func shouldSelect(_ controller: UITabBarController, _ child: UIViewController) -> Bool {
                guard let delegate = tabDelegate, let answer = delegate.tabBarController?(controller, shouldSelect: child) else {
                    return true
                }
                return answer
            }

            func itemSize(_ collectionView: UICollectionView, _ layout: UICollectionViewFlowLayout) -> CGSize {
                return layoutDelegate?.collectionView?(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)) ?? layout.itemSize
            }

            func begins(_ recognizer: UIGestureRecognizer) -> Bool {
                return gestureDelegate?.gestureRecognizerShouldBegin?(recognizer) ?? true
            }
        }
        """

    @Test func theForwardingCompilesOnlyAfterThePort() throws {
        guard Typechecker.modules != nil else {
            _ = try Typechecker.typecheck("", name: "Pager")  // records the message
            return
        }
        let onlyImport = try Typechecker.typecheck(
            [("Pager", Self.file.replacingOccurrences(of: "import UIKit", with: "import Terrarium"))], swiftVersion: 5)
        #expect(onlyImport.status != 0)
        #expect(onlyImport.output.contains("cannot use optional chaining on non-optional value"), "\(onlyImport.output)")

        let ported = Porter.port(Self.file, path: "Pager.swift")
        #expect(ported.unported.isEmpty)
        #expect(ported.changes.filter { $0.kind == .uikitOptionalRequirementCall }.count == 7)
        for language in [5, 6] {
            let after = try Typechecker.typecheck([("Pager", ported.ported)], swiftVersion: language)
            #expect(after.status == 0, "Swift \(language) mode: \(after.output)")
        }
    }
}
