import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting

/// `terrarium run FILE.storyboard`: a storyboard shown as the app that owns it would start.
///
/// The file is opened with `UIStoryboard(contentsOf:bundle:)` and its initial scene made
/// before anything is drawn, so a fault in the file (a ``StoryboardError``: "file:line:
/// <element>: reason") is reported with the terminal untouched. A file without an initial
/// scene shows a list of its scenes (``StoryboardSceneListViewController``) instead.
///
/// Storyboard references are looked for as the loader looks for them: beside the file under
/// their storyboard names (`NAME.storyboard`, or `Base.lproj/NAME.storyboard`), as they sit
/// in the Xcode project. So the files of one project run side by side under their own names
/// (the corpus's `NAMES.tsv` gives them); a reference whose file is missing is reported
/// when it is followed.
///
/// The program has none of the app's classes: each custom class shows as its UIKit class,
/// and the bottom line of the screen names them (``StoryboardRunViewController``).
@MainActor
package enum StoryboardRun {
    /// Opens the storyboard at `path` (relative to the current directory) and makes its
    /// first screen's controller, unloaded; throws the file's fault.
    package static func makeRoot(path: String, onQuit: @escaping () -> Void) throws(StoryboardError)
        -> StoryboardRunViewController
    {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let storyboard = try UIStoryboard(contentsOf: url)
        return try StoryboardRunViewController(storyboard: storyboard, fileName: url.lastPathComponent, onQuit: onQuit)
    }

    /// Runs the storyboard at `path` in the terminal until `q`, Ctrl-C or the end of input.
    /// A fault in the file is thrown before the terminal is touched.
    package static func runInTerminal(path: String) throws {
        let root = try makeRoot(path: path) { TerminalDriver.current?.stop() }
        try TerminalApplication.run(delegate: StoryboardRunAppDelegate(root: root))
    }

    /// One frame of the storyboard at `path` on a headless screen of `width` × `height`
    /// cells, as lines.
    package static func headlessFrame(path: String, width: Int, height: Int) throws(StoryboardError) -> [String] {
        try snapshot(path: path, width: width, height: height).canvas.lines
    }

    /// One settled frame of the storyboard at `path` in `style`: `scene`, or else the first
    /// screen `terrarium run` shows (the initial scene or the scene list), with its status line.
    package static func snapshot(
        path: String, scene: UIStoryboard.Scene? = nil, width: Int, height: Int, style: UIUserInterfaceStyle = .dark
    ) throws(StoryboardError) -> DemoSnapshots.Frame {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return try snapshot(
            storyboard: try UIStoryboard(contentsOf: url), fileName: url.lastPathComponent, scene: scene,
            width: width, height: height, style: style)
    }

    /// One settled frame of an open storyboard: see ``snapshot(path:scene:width:height:style:)``.
    package static func snapshot(
        storyboard: UIStoryboard, fileName: String, scene: UIStoryboard.Scene? = nil, width: Int, height: Int,
        style: UIUserInterfaceStyle = .dark
    ) throws(StoryboardError) -> DemoSnapshots.Frame {
        let screen = HeadlessScreen(width: width, height: height)
        screen.window.overrideUserInterfaceStyle = style
        screen.show(try StoryboardRunViewController(storyboard: storyboard, fileName: fileName, scene: scene) {})
        screen.runUntilIdle()
        return DemoSnapshots.Frame(canvas: screen.canvas, cursor: screen.window.textCursorLocation)
    }
}

/// The app delegate of `terrarium run`: a window whose root is the run's controller.
@MainActor
final class StoryboardRunAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let root: StoryboardRunViewController

    init(root: StoryboardRunViewController) {
        self.root = root
        super.init()
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The root of `terrarium run`: the storyboard's initial scene (or the list of its scenes)
/// above a status line, which names the storyboard and the keys, or, once any were made,
/// the custom classes shown as their UIKit class.
///
/// `q` quits. In the list, Esc closes the scene chosen (when nothing inside it takes Esc,
/// as a navigation controller does to go back).
@MainActor
package final class StoryboardRunViewController: UIViewController {
    /// The storyboard run (not `storyboard`, which UIKit's controllers already have).
    package let file: UIStoryboard
    /// What fills the screen above the status line: the initial scene's controller, or a
    /// navigation controller around the scene list.
    package let content: UIViewController
    /// The status line.
    package let statusLabel = UILabel()
    private let fileName: String
    private let onQuit: () -> Void
    /// Whether ``content`` is the scene list (the file has no initial scene, none was asked for).
    private let showsSceneList: Bool

    /// Makes `scene`'s controller, or else the storyboard's initial controller (or the
    /// scene list); throws what the storyboard reports when the scene cannot be made.
    package init(
        storyboard: UIStoryboard, fileName: String, scene: UIStoryboard.Scene? = nil, onQuit: @escaping () -> Void
    ) throws(StoryboardError) {
        file = storyboard
        self.fileName = fileName
        self.onQuit = onQuit
        showsSceneList = scene == nil && storyboard.initialScene == nil
        if let scene {
            content = try storyboard.instantiateViewController(for: scene)
        } else if let initial = storyboard.initialScene {
            content = try storyboard.instantiateViewController(for: initial)
        } else {
            let list = StoryboardSceneListViewController(storyboard: storyboard, fileName: fileName)
            let navigation = UINavigationController(rootViewController: list)
            // A chosen scene covers the list, not the status line.
            navigation.definesPresentationContext = true
            content = navigation
        }
        super.init(nibName: nil, bundle: nil)
        storyboard.standInHandler = { [weak self] _ in self?.updateStatus() }
    }

    package required init?(coder: NSCoder) { fatalError("StoryboardRunViewController is created in code") }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
        statusLabel.textColor = .secondaryLabel
        statusLabel.lineBreakMode = .byTruncatingTail
        view.addSubview(statusLabel)
        updateStatus()
    }

    package override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        // The status line is one row: the font's line height.
        let row = statusLabel.font.lineHeight
        content.view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - row))
        statusLabel.frame = CGRect(x: 0, y: max(0, bounds.height - row), width: bounds.width, height: row)
    }

    /// The status line's text: the stand-ins when there are any, else the file and the keys.
    package var statusText: String {
        let standIns = file.standIns
        guard !standIns.isEmpty else {
            let back = showsSceneList ? " · Esc: back to the scenes" : ""
            return "\(fileName) · q: quit\(back)"
        }
        let names = standIns.map { "\($0.customClass) (as \($0.uikitClass))" }.joined(separator: ", ")
        return "Classes not found, shown as UIKit's: \(names) · q: quit"
    }

    private func updateStatus() {
        statusLabel.text = statusText
    }

    package override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Quit", input: "q", modifierFlags: []) { [onQuit] _ in onQuit() }]
    }

    /// Esc that nothing inside the chosen scene took closes it, back to the list.
    package override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if showsSceneList, presses.contains(where: { $0.key?.keyCode == .keyboardEscape }),
            let chosen = content.presentedViewController
        {
            chosen.dismiss(animated: false)
            return
        }
        super.pressesBegan(presses, with: event)
    }
}

/// The scenes of a storyboard without an initial scene: each row names the scene's class,
/// its Storyboard ID and its title; choosing one (Return or a click) shows its controller
/// over the list.
@MainActor
package final class StoryboardSceneListViewController: UITableViewController {
    private let file: UIStoryboard
    /// The rows.
    package let scenes: [UIStoryboard.Scene]

    init(storyboard: UIStoryboard, fileName: String) {
        file = storyboard
        scenes = storyboard.scenes
        super.init(style: .plain)
        title = "\(fileName): \(scenes.count) scene\(scenes.count == 1 ? "" : "s"), no initial one"
    }

    package required init?(coder: NSCoder) { fatalError("StoryboardSceneListViewController is created in code") }

    package override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Scene")
    }

    package override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        scenes.count
    }

    package override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Scene", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = Self.describe(scenes[indexPath.row])
        cell.contentConfiguration = content
        return cell
    }

    /// `Class · ID identifier · “Title”`, the parts a scene has.
    static func describe(_ scene: UIStoryboard.Scene) -> String {
        var parts = [scene.className]
        if let identifier = scene.storyboardIdentifier { parts.append("ID \(identifier)") }
        if let title = scene.title { parts.append("“\(title)”") }
        return parts.joined(separator: " · ")
    }

    package override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        show(scene: scenes[indexPath.row])
    }

    /// Makes the scene's controller and presents it over the list (an alert says why when
    /// it cannot be made).
    package func show(scene: UIStoryboard.Scene) {
        do {
            let controller = try file.instantiateViewController(for: scene)
            controller.modalPresentationStyle = .currentContext
            present(controller, animated: false)
        } catch {
            let alert = UIAlertController(
                title: "The scene cannot be shown", message: error.description, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .cancel))
            present(alert, animated: true)
        }
    }
}
