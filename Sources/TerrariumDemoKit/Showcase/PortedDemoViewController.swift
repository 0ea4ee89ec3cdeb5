import Foundation
import Terrarium

/// The Ported tab: the three containers of `Ported/`, iOS code brought over by the port
/// command (`Port/Samples/`), working with the mouse and the keys.
///
/// A segmented control (or `s`, `t`, `d`) chooses which one fills the stage below it:
/// - the side menu (``DemoSideMenuController``): a drag right anywhere, or `o`, opens it; a
///   click beside it closes it; a section in it changes the page. Its delegate, this tab,
///   implements some of the `@objc optional` requirements the port turned into defaults;
/// - the tab pager (``DemoTabPagerController``): a click on a tab, a drag sideways (a paging
///   scroll view) or ← and → turn the pages; `a` starts or stops the library's timer;
/// - the drawer (``DemoDrawerViewController``): its handles (a click, or a drag), the Open
///   bar button or `o` open and close it.
///
/// The line above the stage says what the library last reported (delegate calls, what its
/// key-value observers saw), so that what the ported selectors and observers do is visible.
@MainActor
final class PortedDemoViewController: UIViewController {
    /// The containers the tab shows, in the chooser's order.
    enum Container: Int, CaseIterable {
        case sideMenu, tabPager, drawer

        /// The chooser's title.
        var title: String {
            switch self {
            case .sideMenu: "Side menu"
            case .tabPager: "Tab pager"
            case .drawer: "Drawer"
            }
        }

        /// The key that chooses it.
        var key: String {
            switch self {
            case .sideMenu: "s"
            case .tabPager: "t"
            case .drawer: "d"
            }
        }

        /// How to use it, on one line.
        var help: String {
            switch self {
            case .sideMenu: "o, or a drag right: the menu; a click beside it closes it. s t d: choose"
            case .tabPager: "← →, a click on a tab or a drag sideways: pages. a: auto-advance. s t d"
            case .drawer: "o, the bar button, or a click or drag on a handle: the drawer. s t d: choose"
            }
        }
    }

    /// Chooses the container (the keys `s`, `t`, `d` do too).
    let chooser = UISegmentedControl(items: Container.allCases.map(\.title))
    /// How to use the chosen container.
    let help = UILabel()
    /// What the chosen container's library last reported.
    let status = UILabel()
    /// Where the chosen container's view goes.
    let stage = UIView()

    /// The container on the stage.
    private(set) var container: Container = .sideMenu
    /// The side menu, made the first time it is chosen (as are the others), and kept, with
    /// its state, while another is shown.
    private(set) var sideMenu: DemoSideMenuController?
    /// The tab pager, once chosen.
    private(set) var pager: DemoTabPagerController?
    /// The drawer's scene, once chosen.
    private(set) var drawer: DemoDrawerViewController?
    /// The navigation controller the drawer's scene is in, for its Open bar button.
    private var drawerNavigation: UINavigationController?
    /// The child on the stage.
    private var shown: UIViewController?
    /// The side menu's delegate calls, oldest first.
    private(set) var sideMenuEvents: [String] = []
    /// Whether the pager's timer turns the pages.
    private(set) var isAutoAdvancing = false

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Ported"
        tabBarItem = UITabBarItem(title: "Ported", image: nil, tag: 9)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    /// Adds the chooser, the two lines and the stage; they get frames in the layout pass,
    /// once the safe area (below a bar, above the tab bar) is known.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        chooser.selectedSegmentIndex = container.rawValue
        chooser.apportionsSegmentWidthsByContent = true
        chooser.addAction(
            UIAction { [weak self] action in
                guard let control = action.sender as? UISegmentedControl,
                    let chosen = Container(rawValue: control.selectedSegmentIndex)
                else { return }
                self?.choose(chosen)
            }, for: .valueChanged)
        status.textColor = .secondaryLabel
        // The ported containers draw where their frames say; the stage keeps them inside it.
        stage.clipsToBounds = true
        for subview in [chooser, help, status, stage] { view.addSubview(subview) }
    }

    /// The first moment the safe area is final: the first container is made here, so that
    /// it is made at its stage's size (the tab pager lays out only once, as it loads).
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        layOutChrome()
        if shown == nil { choose(container) }
    }

    /// Follows a terminal resize: the stage and the container on it take the new size.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutChrome()
    }

    /// Stops the pager's timer: it would turn pages nobody sees.
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        setAutoAdvance(false)
    }

    /// The chooser, the help and status lines, then the stage below them to the bottom.
    private func layOutChrome() {
        let area = view.bounds.inset(by: view.safeAreaInsets)
        let lineWidth = max(0, area.width - 4)
        chooser.frame = CGRect(x: area.minX + 16, y: area.minY, width: chooser.intrinsicContentSize.width, height: 16)
        help.frame = CGRect(x: area.minX + 16, y: area.minY + 16, width: lineWidth, height: 16)
        status.frame = CGRect(x: area.minX + 16, y: area.minY + 32, width: lineWidth, height: 16)
        stage.frame = CGRect(x: area.minX, y: area.minY + 48, width: area.width, height: max(0, area.height - 48))
        shown?.view.frame = stage.bounds
    }

    /// `s`, `t`, `d` choose; the others act on the container on the stage, so `o` means the
    /// menu or the drawer depending on which is shown.
    override var keyCommands: [UIKeyCommand]? {
        var commands = Container.allCases.map { container in
            UIKeyCommand(title: container.title, input: container.key) { [weak self] _ in self?.choose(container) }
        }
        switch container {
        case .sideMenu:
            commands.append(UIKeyCommand(title: "Menu", input: "o") { [weak self] _ in self?.sideMenu?.toggleMenu() })
        case .tabPager:
            commands += [
                UIKeyCommand(title: "Previous Page", input: UIKeyCommand.inputLeftArrow) { [weak self] _ in
                    self?.pager?.turn(by: -1)
                },
                UIKeyCommand(title: "Next Page", input: UIKeyCommand.inputRightArrow) { [weak self] _ in
                    self?.pager?.turn(by: 1)
                },
                UIKeyCommand(title: "Auto-Advance", input: "a") { [weak self] _ in
                    guard let self else { return }
                    self.setAutoAdvance(!self.isAutoAdvancing)
                },
            ]
        case .drawer:
            commands.append(UIKeyCommand(title: "Drawer", input: "o") { [weak self] _ in self?.drawer?.toggleDrawer() })
        }
        return commands
    }

    /// Puts `new` on the stage (making it the first time, at the stage's size), with the
    /// containment calls a container makes for a child.
    func choose(_ new: Container) {
        if new != .tabPager { setAutoAdvance(false) }
        container = new
        chooser.selectedSegmentIndex = new.rawValue
        let next = controller(for: new)
        if next !== shown {
            if let old = shown {
                old.willMove(toParent: nil)
                old.view.removeFromSuperview()
                old.removeFromParent()
            }
            addChild(next)
            next.view.frame = stage.bounds
            stage.addSubview(next.view)
            next.didMove(toParent: self)
            shown = next
        }
        help.text = new.help
        refreshStatus()
    }

    /// The controller that shows `container`, made on first use.
    private func controller(for container: Container) -> UIViewController {
        let size = stage.bounds.size
        switch container {
        case .sideMenu:
            if let sideMenu { return sideMenu }
            let made = DemoSideMenuController(size: size)
            made.delegate = self
            made.onChange = { [weak self] in self?.refreshStatus() }
            sideMenu = made
            return made
        case .tabPager:
            if let pager { return pager }
            let made = DemoTabPagerController(size: size)
            made.onChange = { [weak self] in self?.refreshStatus() }
            pager = made
            return made
        case .drawer:
            if let drawerNavigation { return drawerNavigation }
            // The scene goes below a navigation bar: the size it is made at is a guess its
            // autoresizing masks correct once the navigation controller lays it out.
            let made = DemoDrawerViewController(size: size)
            made.onChange = { [weak self] in self?.refreshStatus() }
            drawer = made
            let navigation = UINavigationController(rootViewController: made)
            drawerNavigation = navigation
            return navigation
        }
    }

    /// Starts or stops the pager's own timer (`Timer.scheduledTimer(timeInterval:target:selector:…)`).
    private func setAutoAdvance(_ on: Bool) {
        guard on != isAutoAdvancing, let pager else { return }
        isAutoAdvancing = on
        if on { pager.startAutoAdvance(every: 1.5) } else { pager.stopAutoAdvance() }
        refreshStatus()
    }

    /// The status line for the container on the stage.
    func refreshStatus() {
        switch container {
        case .sideMenu:
            let state = sideMenu?.isMenuOpen == true ? "menu open" : "menu closed"
            let heard = sideMenuEvents.suffix(4).joined(separator: ", ")
            status.text = heard.isEmpty ? state : "\(state) · delegate heard: \(heard)"
        case .tabPager:
            guard let pager else { return }
            status.text =
                "page \(pager.currentIndex + 1) of \(pager.pages.count) · KVO saw \(pager.offsetsSeen.count) offsets"
                + (isAutoAdvancing ? " · auto-advancing" : "")
        case .drawer:
            guard let drawer else { return }
            let origins = (drawer.frameTracker?.origins ?? []).suffix(4).map { String(Int($0)) }
            status.text =
                "\(drawer.isOpen ? "drawer open" : "drawer closed") · KVO saw its top at rows "
                + origins.joined(separator: ", ")
        }
    }
}

/// The tab hears the side menu's delegate calls on the main actor, where the menu sends them
/// (the library's protocol predates Swift concurrency and says nothing of it).
extension PortedDemoViewController: @preconcurrency SideMenuControllerDelegate {
    /// One of the optional requirements the port gave a default; implemented, it is called.
    func sideMenuWillOpen(_ sideMenu: SideMenuController) {
        record("willOpen")
    }

    /// Another optional requirement, implemented.
    func sideMenuDidClose(_ sideMenu: SideMenuController) {
        record("didClose")
    }

    /// Narrower than the library's default of 20 columns: the rows need less, and more of
    /// the page stays in sight beside the menu.
    func sideMenuWidth(for sideMenu: SideMenuController) -> CGFloat? { 128 }

    /// The one required method: the menu's position during a drag, 0 (closed) to 1 (open).
    func sideMenuDidMove(_ sideMenu: SideMenuController, to progress: CGFloat) {
        // A drag reports every column; one entry per drag says enough.
        let entry = "moved \(Int((progress * 100).rounded()))%"
        if sideMenuEvents.last?.hasPrefix("moved") == true { sideMenuEvents.removeLast() }
        record(entry)
    }

    /// Keeps `event` for the status line (and the tests) and shows it.
    private func record(_ event: String) {
        sideMenuEvents.append(event)
        refreshStatus()
    }
}
