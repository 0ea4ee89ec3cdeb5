import Foundation
import Terrarium

/// The Transitions tab: UIKit's transition machinery used the way an iOS app uses it.
///
/// - A drawer built as a custom container (``DrawerContainerViewController``): a drag from
///   the right edge (a `UIScreenEdgePanGestureRecognizer`) pulls it out and the release decides
///   whether it stays; `m` toggles it.
/// - Inside, a navigation stack whose delegate supplies a custom push animator (the page drops
///   in from the top) and leaves the pop to the default slide, so the interactive pop (a drag
///   from the left edge, or Esc) works as on iOS.
/// - `p` presents a card through a custom `UIPresentationController` (a dimmed backdrop that
///   closes it on a click, a box in the middle) with its own animator.
@MainActor
final class TransitionsDemoViewController: DrawerContainerViewController {
    private let navigation: UINavigationController
    private let navigationDelegate = DropInNavigationDelegate()

    init() {
        navigation = UINavigationController(rootViewController: TransitionsPageViewController(level: 1))
        super.init(content: navigation, drawer: DrawerMenuViewController())
        navigation.delegate = navigationDelegate
        tabBarItem = UITabBarItem(title: "Transitions", image: nil, tag: 8)
        (drawer as? DrawerMenuViewController)?.onChoose = { [weak self] level in self?.jump(toLevel: level) }
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    /// Closes the drawer and shows the stack `level` deep.
    private func jump(toLevel level: Int) {
        setDrawerOpen(false, animated: true)
        let pages = (1...level).map { TransitionsPageViewController(level: $0) }
        navigation.setViewControllers(pages, animated: true)
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "Drawer", input: "m") { [weak self] _ in
                guard let self else { return }
                self.setDrawerOpen(!self.isDrawerOpen, animated: true)
            }
        ]
    }
}

/// One page of the Transitions tab's stack.
@MainActor
final class TransitionsPageViewController: TextScreenViewController {
    let level: Int
    /// Kept here: `transitioningDelegate` is weak, as in UIKit.
    private let cardTransitions = CardTransitioningDelegate()

    init(level: Int) {
        self.level = level
        super.init(nibName: nil, bundle: nil)
        title = "Page \(level)"
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        body.text = """
            Page \(level) of the stack.

            Enter: push (a custom animator: the page drops in from the top).
            Drag from the left edge, or Esc: pop, interactively: release before half-way and it stays.
            p: present a card (a custom presentation controller); a click outside closes it.
            m, or drag from the right edge: the drawer.
            """
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "Present Card", input: "p") { [weak self] _ in self?.presentCard() }
        ]
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.key?.keyCode == .keyboardReturnOrEnter }) {
            navigationController?.pushViewController(TransitionsPageViewController(level: level + 1), animated: true)
            return
        }
        super.pressesBegan(presses, with: event)
    }

    private func presentCard() {
        let card = CardViewController(text: "A card over page \(level).\n\nEsc or a click outside closes it.")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransitions
        present(card, animated: true)
    }
}

// MARK: - The drawer

/// A custom container with a drawer: `content` fills the view, `drawer` slides in over its
/// right side. A drag from the right edge pulls the drawer out with the pointer; the release
/// opens it when it is more than half out or moving left, and closes it otherwise. A click on
/// the content while the drawer is open closes it.
///
/// Built only from public API, as an iOS drawer library would be: containment,
/// `UIScreenEdgePanGestureRecognizer`, a pan on the drawer itself, a tap on a dimming view,
/// and `UIView.animate` for the settle. The drawer hears its appearance callbacks through
/// `beginAppearanceTransition(_:animated:)` as it comes and goes.
@MainActor
class DrawerContainerViewController: UIViewController {
    let content: UIViewController
    let drawer: UIViewController
    /// The open drawer's width in points: 280, the default of iOS drawer libraries (35
    /// columns of 8 points).
    var drawerWidth: CGFloat = 280
    private(set) var isDrawerOpen = false
    private let dimming = UIView()
    /// How far out the drawer is, 0 (closed) to 1 (open), while a drag moves it.
    private var dragStartProgress: CGFloat = 0

    init(content: UIViewController, drawer: UIViewController) {
        self.content = content
        self.drawer = drawer
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        content.view.frame = view.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)

        dimming.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        dimming.isHidden = true
        dimming.frame = view.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: Selector("dimmingTapped(_:)", Self.dimmingTapped(_:))))
        view.addSubview(dimming)

        let edge = UIScreenEdgePanGestureRecognizer(
            target: self, action: Selector("edgeDragged(_:)", Self.edgeDragged(_:)))
        edge.edges = .right
        view.addGestureRecognizer(edge)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if drawer.parent === self { drawer.view.frame = drawerFrame(progress: isDrawerOpen ? 1 : 0) }
    }

    private func drawerFrame(progress: CGFloat) -> CGRect {
        let width = min(drawerWidth, view.bounds.width)
        return CGRect(
            x: view.bounds.width - width * progress, y: view.bounds.minY, width: width, height: view.bounds.height)
    }

    /// Opens or closes the drawer.
    func setDrawerOpen(_ open: Bool, animated: Bool) {
        if open && drawer.parent == nil { attachDrawer(animated: animated) }
        guard drawer.parent === self else { return }
        let wasOpen = isDrawerOpen
        isDrawerOpen = open
        if wasOpen != open && !open { drawer.beginAppearanceTransition(false, animated: animated) }
        dimming.isHidden = false
        let move = {
            self.drawer.view.frame = self.drawerFrame(progress: open ? 1 : 0)
        }
        let end = { (_: Bool) in
            if open {
                if !wasOpen { self.drawer.endAppearanceTransition() }
            } else {
                self.dimming.isHidden = true
                self.detachDrawer()
            }
        }
        if animated {
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut], animations: move, completion: end)
        } else {
            move()
            end(true)
        }
    }

    private func attachDrawer(animated: Bool) {
        addChild(drawer)
        drawer.beginAppearanceTransition(true, animated: animated)
        drawer.view.frame = drawerFrame(progress: 0)
        view.addSubview(drawer.view)
        drawer.didMove(toParent: self)
    }

    private func detachDrawer() {
        guard drawer.parent === self else { return }
        drawer.willMove(toParent: nil)
        drawer.view.removeFromSuperview()
        drawer.endAppearanceTransition()
        drawer.removeFromParent()
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        content.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        content.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        content.beginAppearanceTransition(false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        content.endAppearanceTransition()
    }

    func dimmingTapped(_ tap: UITapGestureRecognizer) {
        setDrawerOpen(false, animated: true)
    }

    func edgeDragged(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = min(drawerWidth, view.bounds.width)
        switch pan.state {
        case .began:
            if drawer.parent == nil { attachDrawer(animated: true) }
            dragStartProgress = isDrawerOpen ? 1 : 0
            dimming.isHidden = false
        case .changed:
            let progress = min(1, max(0, dragStartProgress - pan.translation(in: view).x / width))
            drawer.view.frame = drawerFrame(progress: progress)
        case .ended:
            let progress = min(1, max(0, dragStartProgress - pan.translation(in: view).x / width))
            let opens = pan.velocity(in: view).x < -width || (progress > 0.5 && pan.velocity(in: view).x <= 0)
            finishDrag(opening: opens)
        case .cancelled, .failed:
            finishDrag(opening: isDrawerOpen)
        default:
            break
        }
    }

    private func finishDrag(opening: Bool) {
        let wasOpen = isDrawerOpen
        isDrawerOpen = opening
        UIView.animate(withDuration: 0.15, delay: 0, options: [.curveEaseOut], animations: {
            self.drawer.view.frame = self.drawerFrame(progress: opening ? 1 : 0)
        }, completion: { _ in
            if opening {
                if !wasOpen { self.drawer.endAppearanceTransition() }
            } else {
                self.dimming.isHidden = true
                // Appeared or still appearing, it now disappears (UIKit's cancelled-appearance order).
                self.drawer.beginAppearanceTransition(false, animated: true)
                self.detachDrawer()
            }
        })
    }
}

/// The drawer's menu: a list of how deep to go.
@MainActor
final class DrawerMenuViewController: UITableViewController {
    var onChoose: ((Int) -> Void)?
    private let levels = [1, 2, 3, 5]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Jump to"
        // Opaque: the drawer covers the content it slides over.
        tableView.backgroundColor = .secondarySystemBackground
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "level")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { levels.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "level", for: indexPath)
        cell.textLabel?.text = "Page \(levels[indexPath.row])"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onChoose?(levels[indexPath.row])
    }
}

// MARK: - A custom push animator

/// The navigation delegate of the Transitions tab: a drop-in animator for pushes; pops keep
/// the default slide, and with it the interactive pop from the left edge.
@MainActor
final class DropInNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? DropInAnimator() : nil
    }
}

/// Pushes by dropping the new page in from above the old one.
@MainActor
final class DropInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let final = transitionContext.finalFrame(for: toVC)
        toView.frame = final.offsetBy(dx: 0, dy: -final.height)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut]) {
            toView.frame = final
        } completion: { _ in
            transitionContext.view(forKey: .from)?.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

// MARK: - A custom presentation controller

/// A card: a framed box of text; Esc closes it.
@MainActor
final class CardViewController: UIViewController {
    private let text: String

    init(text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func loadView() {
        view = PanelView(title: "Card", body: text, tint: .systemTeal)
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Close", input: UIKeyCommand.inputEscape) { [weak self] _ in self?.dismiss(animated: true) }]
    }
}

/// Hands out the card's presentation controller and its animators.
@MainActor
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(presenting: false)
    }
}

/// A box in the middle of the container over a dimmed backdrop; a click on the backdrop
/// dismisses.
@MainActor
final class CardPresentationController: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let size = CGSize(width: min(368, container.bounds.width - 32), height: min(144, container.bounds.height - 32))
        return CGRect(
            x: ((container.bounds.width - size.width) / 2).rounded(.down),
            y: ((container.bounds.height - size.height) / 2).rounded(.down), width: size.width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        dimming.frame = container.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: Selector("backdropTapped(_:)", Self.backdropTapped(_:))))
        container.insertSubview(dimming, at: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    func backdropTapped(_ tap: UITapGestureRecognizer) {
        presentedViewController.dismiss(animated: true)
    }
}

/// The card drops in from the top when presented and leaves through the bottom.
@MainActor
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.25
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if presenting {
            guard let card = transitionContext.viewController(forKey: .to),
                let cardView = transitionContext.view(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            let final = transitionContext.finalFrame(for: card)
            cardView.frame = final.offsetBy(dx: 0, dy: -(final.maxY))
            container.addSubview(cardView)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut]) {
                cardView.frame = final
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            guard let cardView = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(false)
            }
            let gone = cardView.frame.offsetBy(dx: 0, dy: container.bounds.height - cardView.frame.minY)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn]) {
                cardView.frame = gone
            } completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if completed { cardView.removeFromSuperview() }
                transitionContext.completeTransition(completed)
            }
        }
    }
}
