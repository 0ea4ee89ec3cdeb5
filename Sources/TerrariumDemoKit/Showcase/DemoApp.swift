import Foundation
import Terrarium
import TerrariumTesting

/// The interactive demo: a tab bar controller whose tabs show each container — a
/// navigation stack, a split view that collapses in a narrow terminal, a page view, the
/// custom container of Apple's listing 5-3 with a live log of its children's lifecycle
/// callbacks, modal presentations (sheets and an alert), work arriving from other threads
/// and queues, custom transitions (a drawer, a custom push animator, a custom presentation
/// controller, the interactive pop), and containers ported from iOS code by the port command
/// (a side menu, a tab pager, a drawer), and a tab read from `Demo.storyboard` at run time.
/// Digits 1–9 and 0 choose the tabs; `!` shows recent
/// warnings, `w` logs one, `e` prints a line to standard output, `q` quits.
@MainActor
package enum DemoApp {
    /// The demo's root controller; the Files tab opens at `startPath`.
    package static func makeRoot(
        startPath: String = FileManager.default.currentDirectoryPath, onQuit: @escaping () -> Void
    ) -> UIViewController {
        let tabs = DemoTabBarController(onQuit: onQuit)
        let files = FilesViewController(startPath: startPath)
        let navigation = UINavigationController(rootViewController: StackLevelViewController(level: 1))
        navigation.tabBarItem = UITabBarItem(title: "Navigation", image: nil, tag: 2)
        let split = DemoSplitViewController()
        split.tabBarItem = UITabBarItem(title: "Split", image: nil, tag: 3)
        let pages = DemoPagesViewController()
        pages.tabBarItem = UITabBarItem(title: "Pages", image: nil, tag: 4)
        let container = LiveLogContainerViewController()
        container.tabBarItem = UITabBarItem(title: "Container", image: nil, tag: 5)
        let modal = ModalDemoViewController()
        modal.tabBarItem = UITabBarItem(title: "Modal", image: nil, tag: 6)
        tabs.viewControllers = [
            files, navigation, split, pages, container, modal, AsyncWorkViewController(),
            TransitionsDemoViewController(), PortedDemoViewController(), StoryboardDemo.makeTab(),
        ]
        return tabs
    }
}

/// The root: quits on `q`, shows recent warnings on `!`, logs one on `w` and prints a line on
/// `e` (see `RecentWarnings.swift`).
@MainActor
final class DemoTabBarController: UITabBarController {
    private let onQuit: () -> Void

    init(onQuit: @escaping () -> Void) {
        self.onQuit = onQuit
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "Quit", input: "q", modifierFlags: []) { [onQuit] _ in onQuit() },
            UIKeyCommand(title: "Recent Warnings", input: "!", modifierFlags: []) { [weak self] _ in
                self?.showRecentWarnings()
            },
            UIKeyCommand(title: "Log a Warning", input: "w", modifierFlags: []) { _ in
                logUnbalancedAppearanceTransition()
            },
            UIKeyCommand(title: "Print a Line", input: "e", modifierFlags: []) { _ in
                printLineToStandardOutput()
            },
        ]
    }
}

/// A screen of text: a title and lines, laid out below the safe area.
@MainActor
package class TextScreenViewController: UIViewController {
    /// The text.
    package let body = UILabel()

    // Declared here, internal: inherited, it would be `package` like the class, and the
    // internal subclasses with an initializer of their own (`init(level:)`) would get a
    // trapping stub for it whose vtable thunk calls itself, as Swift 6.3 takes an internal
    // override for more visible than a `package` one ("function call causes an infinite
    // recursion" on those classes; swiftlang/swift#92023). Nothing outside the module calls it.
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        body.numberOfLines = 0
        body.lineBreakMode = .byWordWrapping
        view.addSubview(body)
        // Below the bars, as tall as the text wrapped to the width it gets.
        body.translatesAutoresizingMaskIntoConstraints = false
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
            body.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
        ])
    }
}

/// One level of the navigation stack: Enter (or the Push button) pushes the next level.
@MainActor
final class StackLevelViewController: TextScreenViewController {
    let level: Int

    init(level: Int) {
        self.level = level
        super.init(nibName: nil, bundle: nil)
        title = "Level \(level)"
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        body.text =
            "You are \(level) level\(level == 1 ? "" : "s") deep.\n\nEnter or Push: go deeper. Esc, Backspace or ‹: go back.\n0–9: switch tabs. !: recent warnings, w: log one. q: quit."
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Push", primaryAction: UIAction { [weak self] _ in self?.pushNext() })
    }

    func pushNext() {
        navigationController?.pushViewController(StackLevelViewController(level: level + 1), animated: true)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.key?.keyCode == .keyboardReturnOrEnter }) {
            pushNext()
            return
        }
        super.pressesBegan(presses, with: event)
    }
}

/// A split view of colours: the list in the primary column, the chosen colour in the
/// secondary. ↑/↓ choose, Enter shows. Narrow the terminal below 100 columns to see it
/// collapse into a navigation stack.
@MainActor
final class DemoSplitViewController: UISplitViewController {
    let list = ColorListViewController()

    init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [UINavigationController(rootViewController: list), ColorDetailViewController(index: 0)]
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let code = presses.first?.key?.keyCode else { return super.pressesBegan(presses, with: event) }
        switch code {
        case .keyboardUpArrow: list.move(by: -1)
        case .keyboardDownArrow: list.move(by: 1)
        case .keyboardReturnOrEnter: list.showSelected()
        default: super.pressesBegan(presses, with: event)
        }
    }
}

let demoColors: [(String, UIColor)] = [
    ("Red", .systemRed), ("Orange", .systemOrange), ("Yellow", .systemYellow), ("Green", .systemGreen),
    ("Teal", .systemTeal), ("Blue", .systemBlue), ("Indigo", .systemIndigo), ("Purple", .systemPurple),
]

@MainActor
final class ColorListViewController: TextScreenViewController {
    var selected = 0

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        title = "Colours"
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        refresh()
    }

    func refresh() {
        body.text =
            demoColors.enumerated().map { $0.offset == selected ? "› \($0.element.0)" : "  \($0.element.0)" }
            .joined(separator: "\n") + "\n\n↑/↓ choose · Enter show"
    }

    func move(by delta: Int) {
        selected = (selected + delta + demoColors.count) % demoColors.count
        refresh()
    }

    func showSelected() {
        showDetailViewController(ColorDetailViewController(index: selected), sender: self)
    }
}

@MainActor
final class ColorDetailViewController: UIViewController {
    let index: Int

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
        title = demoColors[index].0
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func loadView() {
        view = PanelView(
            title: demoColors[index].0,
            body: "The detail column. Resize the terminal to collapse and expand the split view.",
            tint: demoColors[index].1)
    }
}

/// Five pages: ← and → turn them.
@MainActor
final class DemoPagesViewController: UIPageViewController, UIPageViewControllerDataSource {
    private var pages: [UIViewController] = []

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages = (1...5).map { number in
            let page = UIViewController()
            page.title = "Page \(number)"
            page.view = PanelView(title: "Page \(number) of 5", body: "← and → turn the pages.", tint: .systemTeal)
            return page
        }
        dataSource = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    )
        -> UIViewController?
    {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    )
        -> UIViewController?
    {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else {
            return nil
        }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pages.firstIndex { $0 === viewControllers?.first } ?? 0
    }
}

/// Listing 5-3's container on the top half, the live log of its children's callbacks below.
/// Enter swaps the children.
@MainActor
final class LiveLogContainerViewController: UIViewController {
    let recorder = LifecycleRecorder()
    let log = UILabel()
    var container: SlidingContainerViewController!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let first = DemoChild(
            name: "Inbox", recorder: recorder, body: "Enter swaps the children with transition(from:to:).",
            tint: .systemBlue)
        let second = DemoChild(
            name: "Archive", recorder: recorder, body: "Swapped in; the log below shows each callback.",
            tint: .systemOrange)
        container = SlidingContainerViewController(first: first, second: second)
        addChild(container)
        view.addSubview(container.view)
        container.didMove(toParent: self)
        log.numberOfLines = 0
        log.textColor = .secondaryLabel
        view.addSubview(log)
        // As Apple's guide asks of containers: constraints size and place the child's view.
        container.view.translatesAutoresizingMaskIntoConstraints = false
        log.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            container.view.topAnchor.constraint(equalTo: view.topAnchor),
            container.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            container.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            container.view.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
            log.topAnchor.constraint(equalTo: container.view.bottomAnchor),
            log.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            log.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            log.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        recorder.onRecord = { [weak self] _ in self?.refreshLog() }
    }

    func refreshLog() {
        let entries = recorder.entries.filter { !$0.hasSuffix(".layout") }
        let rows = Swift.max(1, Int(log.bounds.height / log.font.lineHeight))
        log.text = "lifecycle log:\n" + entries.suffix(rows - 1).joined(separator: "\n")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        refreshLog()
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.key?.keyCode == .keyboardReturnOrEnter }) {
            container.cycle()
            return
        }
        super.pressesBegan(presses, with: event)
    }
}

/// Modal presentations: `s` a page sheet, `f` a form sheet, `a` an alert, as key commands
/// and as a row of buttons in a stack view (Tab to focus, Enter or a click to press).
@MainActor
final class ModalDemoViewController: TextScreenViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        body.text =
            "s: present a page sheet (Esc closes it)\nf: present a form sheet\na: present an alert\n\nThe presenter stays on screen, dimmed, and hears no appearance callbacks."
        let buttons = UIStackView(arrangedSubviews: [
            UIButton(primaryAction: UIAction(title: "Page sheet") { [weak self] _ in self?.presentSheet(.pageSheet) }),
            UIButton(primaryAction: UIAction(title: "Form sheet") { [weak self] _ in self?.presentSheet(.formSheet) }),
            UIButton(primaryAction: UIAction(title: "Alert") { [weak self] _ in self?.presentAlert() }),
        ])
        buttons.axis = .horizontal
        buttons.spacing = 16
        buttons.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(buttons)
        NSLayoutConstraint.activate([
            buttons.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 16),
            buttons.leadingAnchor.constraint(equalTo: body.leadingAnchor),
            buttons.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "Page Sheet", input: "s") { [weak self] _ in self?.presentSheet(.pageSheet) },
            UIKeyCommand(title: "Form Sheet", input: "f") { [weak self] _ in self?.presentSheet(.formSheet) },
            UIKeyCommand(title: "Alert", input: "a") { [weak self] _ in self?.presentAlert() },
        ]
    }

    private func presentAlert() {
        let alert = UIAlertController(
            title: "Delete the draft?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        present(alert, animated: true)
    }

    private func presentSheet(_ style: UIModalPresentationStyle) {
        let sheet = TextScreenViewController()
        sheet.loadViewIfNeeded()
        sheet.body.text = style == .pageSheet ? "A page sheet. Esc closes it." : "A form sheet. Esc closes it."
        sheet.modalPresentationStyle = style
        sheet.preferredContentSize = CGSize(width: 320, height: 96)
        present(sheet, animated: true)
    }
}
