import Foundation
import Terrarium

// The Ported tab's containers as an app would use the libraries under `Ported/`: each is a
// subclass that gives the library what its iOS host would have given it (a view of the
// right size before it loads, a storyboard's outlets, a screen that does not change size)
// and adds what the demo shows on top (a drag on the drawer's handles). The ported files
// themselves stay as the port command wrote them.

// MARK: - Side menu

/// The side menu of the Ported tab: ``SideMenuController`` over a page whose text the menu
/// chooses.
///
/// The library takes its geometry from `view.bounds` in `viewDidLoad` and never again, as
/// code written for a phone's fixed screen does; a terminal resizes, so once it has laid out
/// its views they are given autoresizing masks to follow the view.
@MainActor
final class DemoSideMenuController: SideMenuController {
    /// The size the view is made at, so that `viewDidLoad` lays out for the stage it goes in.
    private let initialSize: CGSize
    /// The page the menu's choices change.
    let page: SideMenuPageViewController
    /// The menu: a list of sections.
    let list: SideMenuListViewController
    /// Called when the menu moved, opened or closed, so the status line can follow.
    var onChange: (() -> Void)?
    /// The library tells its delegate when a drag moves the menu and when it closes, but
    /// not when it has opened; the menu view's frame, observed, says so after `o` (a drag's
    /// end may leave the frame as the last move put it, so ``handlePan(_:)`` says so too).
    private var menuFrameObservation: NSKeyValueObservation?

    /// Creates the side menu for a stage of `size` cells.
    init(size: CGSize) {
        initialSize = size
        page = SideMenuPageViewController()
        list = SideMenuListViewController()
        super.init(menu: list, content: page)
        list.onChoose = { [weak self] section in self?.show(section) }
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    /// A view of the stage's size, where UIKit's default would be the screen's.
    override func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: initialSize))
    }

    /// Lets the library lay out, then makes its frames follow the view's size.
    override func viewDidLoad() {
        super.viewDidLoad()
        // The content and the library's (private) dimming view fill the view; the menu keeps
        // its width and takes the view's height.
        for subview in view.subviews where subview !== menuViewController.view {
            subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        menuViewController.view.autoresizingMask = [.flexibleHeight]
        menuFrameObservation = menuViewController.view.observe(\.frame) { [weak self] _, _ in self?.onChange?() }
    }

    /// The library's pan, then the status line: on release the library settles the menu
    /// open or closed without telling its delegate it opened.
    override func handlePan(_ pan: UIPanGestureRecognizer) {
        super.handlePan(pan)
        if pan.state == .ended || pan.state == .cancelled { onChange?() }
    }

    /// Shows `section` on the page and closes the menu, as a choice in an app's menu does.
    func show(_ section: String) {
        page.section = section
        if isMenuOpen { toggleMenu() }
    }
}

/// The side menu's list: a row per section; a click or Return chooses one.
@MainActor
final class SideMenuListViewController: UITableViewController {
    /// The sections, in order.
    static let sections = ["Inbox", "Starred", "Archive"]
    /// Called with the chosen section.
    var onChoose: ((String) -> Void)?

    /// Registers the row class and makes the list opaque: the menu slides over the page.
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = .secondarySystemBackground
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "section")
    }

    /// A row per section.
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.sections.count
    }

    /// The section's name behind a menu mark, so its rows read as a menu's.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "section", for: indexPath)
        cell.textLabel?.text = "☰ " + Self.sections[indexPath.row]
        return cell
    }

    /// A click or Return on a row chooses its section.
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onChoose?(Self.sections[indexPath.row])
    }
}

/// The page under the side menu: the chosen section and how to reach the menu.
@MainActor
final class SideMenuPageViewController: TextScreenViewController {
    /// The section shown; the menu sets it.
    var section = "Inbox" {
        didSet { if isViewLoaded { refresh() } }
    }

    /// Shows the first section.
    override func viewDidLoad() {
        super.viewDidLoad()
        refresh()
    }

    /// Writes the section and the instructions into the body.
    private func refresh() {
        body.text = """
            \(section): the side menu's content.

            Drag right anywhere here, or press o: the menu slides in from the left.
            A click beside the open menu closes it; a section in it opens here.
            """
    }
}

// MARK: - Tab pager

/// The tab pager of the Ported tab: ``TabPagerController`` over three panels.
///
/// The library lays its tabs, scroll view and pages out in `viewDidLoad` from `view.bounds`,
/// so the view is made at the stage's size before it loads; when the terminal resizes, the
/// same layout is done again at the new size, on the page that was showing.
@MainActor
final class DemoTabPagerController: TabPagerController {
    /// The size the view is made at.
    private let initialSize: CGSize
    /// The size the pages were last laid out for.
    private var laidOutSize: CGSize?
    /// Called when the library's offset observer has run, so the status line can follow.
    var onChange: (() -> Void)?

    /// The pages' titles, which the library makes its tabs from.
    static let titles = ["Alpha", "Beta", "Gamma"]

    /// Creates the pager for a stage of `size` cells.
    init(size: CGSize) {
        initialSize = size
        let tints: [UIColor] = [.systemTeal, .systemOrange, .systemPurple]
        let pages = Self.titles.enumerated().map { index, title in
            let page = UIViewController()
            page.title = title
            page.view = PanelView(
                title: title,
                body: "Page \(index + 1) of \(Self.titles.count).\n\n"
                    + "← and →, a click on a tab, or a drag sideways turn the pages "
                    + "(a paging UIScrollView; the tabs follow its contentOffset by KVO).",
                tint: tints[index])
            return page
        }
        super.init(pages: pages)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    /// A view of the stage's size: the library's `viewDidLoad` lays out from it.
    override func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: initialSize))
    }

    /// Notes the size the library just laid out for.
    override func viewDidLoad() {
        super.viewDidLoad()
        laidOutSize = view.bounds.size
    }

    /// Does the library's layout again when the view's size changed since the last time.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        guard size != laidOutSize else { return }
        laidOutSize = size
        // The library's own layout, redone at the new size.
        let index = currentIndex
        tabs.frame = CGRect(x: 0, y: 0, width: size.width, height: 16)
        scrollView.frame = CGRect(x: 0, y: 16, width: size.width, height: max(0, size.height - 16))
        for (position, page) in pages.enumerated() {
            page.view.frame = CGRect(
                x: CGFloat(position) * size.width, y: 0, width: size.width, height: scrollView.bounds.height)
        }
        scrollView.contentSize = CGSize(
            width: CGFloat(pages.count) * size.width, height: scrollView.bounds.height)
        select(index)
    }

    /// The library's offset observer, then the status line.
    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        onChange?()
    }

    /// Turns to the page `delta` away, stopping at the ends.
    func turn(by delta: Int) {
        select(min(pages.count - 1, max(0, currentIndex + delta)))
    }
}

// MARK: - Drawer

/// The drawer of the Ported tab: ``DrawerViewController``'s scene, built as its storyboard
/// would be (the view made, then the outlets connected by name, before `viewDidLoad`).
///
/// The library opens and closes the drawer from its handle buttons, its bar button and the
/// app going inactive (in a terminal: the terminal losing focus). The demo adds a pan on
/// each handle, so the drawer also follows a drag and settles open or closed on release.
@MainActor
final class DemoDrawerViewController: DrawerViewController {
    /// The size the view is made at.
    private let initialSize: CGSize
    /// The handle on the bottom row, below the closed drawer.
    let openHandle = UIButton(type: .system)
    /// The handle on the drawer's top row.
    let closeHandle = UIButton(type: .system)
    /// Called when the drawer moved, so the status line can follow.
    var onChange: (() -> Void)?
    /// Where the drawer's top was when a drag began.
    private var dragStartY: CGFloat = 0

    /// The drawer's height in rows.
    static let drawerHeight: CGFloat = 96

    /// Creates the scene for a stage of `size` cells.
    init(size: CGSize) {
        initialSize = size
        super.init(nibName: nil, bundle: nil)
        title = "Drawer"
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    /// The scene as its storyboard would make it; the outlets connected last, as the loader
    /// does before `viewDidLoad`.
    override func loadView() {
        let size = initialSize
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .systemBackground
        // The closed drawer waits below the bottom edge; it must not be drawn there.
        root.clipsToBounds = true

        let about = UILabel(frame: CGRect(x: 16, y: 16, width: max(0, size.width - 32), height: 32))
        about.numberOfLines = 0
        about.autoresizingMask = [.flexibleWidth]
        about.text =
            "A storyboard scene with outlets: the drawer, its handles and a hint.\nOpen, o or a click on a handle toggles it; a handle also drags it."
        let hint = UILabel(frame: CGRect(x: 16, y: 64, width: max(0, size.width - 32), height: 16))
        hint.autoresizingMask = [.flexibleWidth]
        hint.textColor = .secondaryLabel
        hint.text = "Hint: this line goes after 2 seconds (a delayed perform)."

        openHandle.setTitle("▲ Pull up ▲", for: .normal)
        openHandle.frame = CGRect(x: 16, y: size.height - 16, width: 104, height: 16)
        openHandle.autoresizingMask = [.flexibleTopMargin]

        let drawer = UIView(frame: CGRect(x: 0, y: size.height, width: size.width, height: Self.drawerHeight))
        drawer.backgroundColor = .secondarySystemBackground
        drawer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        closeHandle.setTitle("▼ Push down ▼", for: .normal)
        closeHandle.frame = CGRect(x: 16, y: 0, width: 120, height: 16)
        let contents = UILabel(frame: CGRect(x: 16, y: 32, width: max(0, size.width - 32), height: 32))
        contents.numberOfLines = 0
        contents.autoresizingMask = [.flexibleWidth]
        contents.text = "The drawer: an outlet the library moves; a KVO observer sees its frame."
        drawer.addSubview(closeHandle)
        drawer.addSubview(contents)

        root.addSubview(about)
        root.addSubview(hint)
        root.addSubview(openHandle)
        root.addSubview(drawer)
        view = root
        _ = connectOutlet(named: "drawerView", to: drawer)
        _ = connectOutlet(named: "hintLabel", to: hint)
        _ = connectOutlet(named: "handleButtons", to: [openHandle, closeHandle])
    }

    /// Lets the library set up (bar button, observers, handle targets, the hint's timer),
    /// then adds the drags it does not have.
    override func viewDidLoad() {
        super.viewDidLoad()
        for handle in [openHandle, closeHandle] {
            handle.addGestureRecognizer(
                UIPanGestureRecognizer(target: self, action: Selector("dragHandle(_:)", Self.dragHandle(_:))))
        }
    }

    /// The library's open or close, then the status line.
    override func setOpen(_ open: Bool) {
        super.setOpen(open)
        onChange?()
    }

    /// Moves the drawer with the pointer, between closed and open; the release settles it
    /// open if more than half of it is out. A click without a drag fails the pan and reaches
    /// the handle's button, which toggles.
    func dragHandle(_ pan: UIPanGestureRecognizer) {
        guard let drawerView else { return }
        let bottom = view.bounds.height
        let height = drawerView.frame.height
        switch pan.state {
        case .began:
            dragStartY = drawerView.frame.minY
        case .changed:
            drawerView.frame.origin.y = min(bottom, max(bottom - height, dragStartY + pan.translation(in: view).y))
            onChange?()
        case .ended, .cancelled:
            setOpen(drawerView.frame.minY < bottom - height / 2)
        default:
            break
        }
    }
}
