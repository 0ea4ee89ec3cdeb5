// A side-menu container written as iOS libraries of this kind are written in the Swift 5
// language mode: no concurrency annotations, `self` captured in animation and dispatch
// closures, a delegate protocol adopted by a plain class, a timer that touches views. It
// imports only Terrarium, as it would import only UIKit.
import Terrarium

public protocol SideMenuControllerDelegate: AnyObject {
    func sideMenuControllerWillRevealMenu(_ sideMenuController: SideMenuController)
    func sideMenuControllerDidRevealMenu(_ sideMenuController: SideMenuController)
    func sideMenuControllerDidHideMenu(_ sideMenuController: SideMenuController)
}

open class SideMenuController: UIViewController {
    public weak var delegate: SideMenuControllerDelegate?
    open var menuWidth: CGFloat = 12
    open var animationDuration: TimeInterval = 0.25
    public private(set) var isMenuRevealed = false

    public let contentViewController: UIViewController
    public let menuViewController: UIViewController
    private var autoHideTimer: Timer?

    public init(contentViewController: UIViewController, menuViewController: UIViewController) {
        self.contentViewController = contentViewController
        self.menuViewController = menuViewController
        super.init(nibName: nil, bundle: nil)
    }

    required public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        embed(menuViewController)
        embed(contentViewController)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        menuViewController.view.frame = CGRect(x: 0, y: 0, width: menuWidth, height: view.bounds.height)
        contentViewController.view.frame = contentFrame(revealed: isMenuRevealed)
    }

    open override var childForStatusBarStyle: UIViewController? { contentViewController }

    open override var description: String {
        "SideMenuController(revealed: \(isMenuRevealed))"
    }

    private func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    private func contentFrame(revealed: Bool) -> CGRect {
        var frame = view.bounds
        if revealed { frame.origin.x = menuWidth }
        return frame
    }

    open func revealMenu(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        guard !isMenuRevealed else { return }
        delegate?.sideMenuControllerWillRevealMenu(self)
        isMenuRevealed = true
        UIView.animate(withDuration: animated ? animationDuration : 0, animations: {
            self.contentViewController.view.frame = self.contentFrame(revealed: true)
        }, completion: { finished in
            self.delegate?.sideMenuControllerDidRevealMenu(self)
            completion?(finished)
        })
    }

    open func hideMenu(animated: Bool = true) {
        guard isMenuRevealed else { return }
        isMenuRevealed = false
        UIView.animate(withDuration: animated ? animationDuration : 0) {
            self.contentViewController.view.frame = self.contentFrame(revealed: false)
        } completion: { _ in
            self.delegate?.sideMenuControllerDidHideMenu(self)
        }
    }

    /// Hides the menu after `delay`, as menus that close themselves do.
    open func hideMenu(after delay: TimeInterval) {
        autoHideTimer?.invalidate()
        autoHideTimer = Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { [weak self] _ in
            // The block is not main-actor isolated, but a timer scheduled on the main run loop
            // fires on the main thread.
            MainActor.assumeIsolated { self?.hideMenu(animated: false) }
        }
    }

    /// Reveals the menu on the next turn of the main queue.
    open func revealMenuLater() {
        DispatchQueue.main.async {
            self.revealMenu(animated: false)
            self.view.setNeedsLayout()
        }
    }
}

/// A delegate that is a plain class, as apps' coordinators are.
final class SideMenuEventLog: SideMenuControllerDelegate {
    private(set) var events: [String] = []

    func sideMenuControllerWillRevealMenu(_ sideMenuController: SideMenuController) {
        events.append("willReveal x=\(sideMenuController.contentViewController.view.frame.minX)")
    }

    func sideMenuControllerDidRevealMenu(_ sideMenuController: SideMenuController) {
        events.append("didReveal x=\(sideMenuController.contentViewController.view.frame.minX)")
    }

    func sideMenuControllerDidHideMenu(_ sideMenuController: SideMenuController) {
        events.append("didHide")
    }
}
