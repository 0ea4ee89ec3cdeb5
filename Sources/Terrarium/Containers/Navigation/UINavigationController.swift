import Foundation

/// A container that manages a stack of view controllers, shows the top one's view under a
/// navigation bar, and pushes and pops with a slide.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: InboxViewController())
/// navigation.pushViewController(MessageViewController(), animated: true)
/// ```
///
/// As in UIKit, the stack, `parent` and `willMove(toParent:)` change inside each call, and
/// the views and appearance callbacks follow in the main loop's next turn, even when not
/// animated. Push and pop send: old `viewWillDisappear`, new `viewWillAppear`, the
/// delegate's `willShow`, old `viewDidDisappear`, new `viewDidAppear`, the delegate's
/// `didShow`; a pushed controller then gets `didMove(toParent:)`, a popped one
/// `didMove(toParent: nil)`, after which the stack no longer holds it. Controllers below
/// the top get no appearance callbacks. Esc or Backspace pops, as does the back button.
///
/// Each push and pop on screen, animated or not, runs through a transition context: the
/// controllers involved (and the navigation controller) answer `transitionCoordinator` from
/// the moment the call changing the stack returns until the transition ends (its
/// completions run after `viewDidAppear`), though the transition itself starts in the next
/// layout pass; two changes in one turn share one coordinator and one transition to the last
/// top. The delegate's `navigationController(_:animationControllerFor:from:to:)` may replace
/// the slide, with `navigationController(_:interactionControllerFor:)` driving it. A cancelled
/// interactive pop leaves the stack as it was: the revealed controller gets
/// `viewWillDisappear` and `viewDidDisappear`, the top one `viewWillAppear` and
/// `viewDidAppear`, and there is no `didShow` or `didMove(toParent:)`.
///
/// - Note: Bars are opaque in a terminal, so `navigationBar.isTranslucent` is `false` by
///   default and the top controller's view starts below the bar, as UIKit lays out under an
///   opaque bar. A push that starts while a transition runs is queued and logged with
///   UIKit's "nested push animation" message. A navigation controller that is not on
///   screen swaps views without a transition, so there is no coordinator then.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar at the top, showing the top controller's navigation item.
    public let navigationBar: UINavigationBar
    /// The bar at the bottom, showing the top controller's toolbar items. Hidden by default.
    public let toolbar: UIToolbar
    /// The delegate told about controllers being shown.
    open weak var delegate: (any UINavigationControllerDelegate)?

    var _stack: [UIViewController] = []
    /// The controller whose view is in the content view.
    var _displayed: UIViewController?
    /// Whether a transition runs, what waits for the layout pass, who owes `didMove`.
    var _transitions = NavigationTransitionStateMachine<UIViewController>()
    /// The transition in flight, if any.
    var _transitionContext: _TransitionContext?
    /// The coordinator of the transition the stack's last change asked for, handed out
    /// before that transition starts in the next layout pass (or after the one in flight).
    var _pendingCoordinator: _TransitionCoordinator?
    /// The left-edge pan that pops interactively; made with the navigation controller.
    var _interactivePopGesture: UIScreenEdgePanGestureRecognizer?
    /// Decides whether the edge pan may begin; the recognizer holds its delegate weakly.
    var _interactivePopGestureDelegate: _InteractivePopGestureDelegate?
    /// The interaction of a pop the edge pan drives, from its start to its release.
    var _interactivePop: UIPercentDrivenInteractiveTransition?
    var _isNavigationBarHidden = false
    var _isToolbarHidden = true
    let _contentView = UIView()

    /// Creates a navigation controller with a root view controller, pushed without animation.
    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar()
        toolbar = UIToolbar()
        super.init(nibName: nil, bundle: nil)
        _configureBars()
        pushViewController(rootViewController, animated: false)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar()
        toolbar = UIToolbar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _configureBars()
    }

    /// Creates a navigation controller from an archive.
    public required init?(coder: NSCoder) {
        navigationBar = UINavigationBar()
        toolbar = UIToolbar()
        super.init(coder: coder)
        _configureBars()
        // A storyboard scene's Bar Visibility checkboxes.
        if coder.allowsKeyedCoding {
            if coder.containsValue(forKey: "navigationBarHidden") { isNavigationBarHidden = coder.decodeBool(forKey: "navigationBarHidden") }
            if coder.containsValue(forKey: "toolbarHidden") { isToolbarHidden = coder.decodeBool(forKey: "toolbarHidden") }
        }
    }

    // MARK: The stack

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { _stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { _stack.last }

    /// The controller whose view is visible: the top controller, or what it presented.
    open var visibleViewController: UIViewController? {
        guard let top = _stack.last else { return nil }
        return top._topmostPresentedController ?? presentedViewController ?? top
    }

    /// Pushes a controller onto the stack.
    ///
    /// Pushing a controller already in the stack, or a navigation controller, stops with
    /// UIKit's message.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        _push(viewController, animated: animated)
    }

    /// Pops the top controller and returns it; `nil` if only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard _stack.count > 1 else { return nil }
        return _pop(to: _stack.count - 2, animated: animated).first
    }

    /// Pops controllers until `viewController` is on top, and returns the popped ones.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = _stack.firstIndex(where: { $0 === viewController }) else { return nil }
        return _pop(to: index, animated: animated)
    }

    /// Pops every controller but the root, and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard !_stack.isEmpty else { return nil }
        return _pop(to: 0, animated: animated)
    }

    /// Replaces the stack. If the top changes, the change animates as a push when the new
    /// top was not in the stack, and as a pop otherwise.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        _setViewControllers(viewControllers, animated: animated)
    }

    /// A storyboard's `rootViewController` relationship becomes the stack's root.
    override func _setStoryboardRelationships(_ relationships: [(relationship: String, controller: UIViewController)]) {
        setViewControllers(relationships.filter { $0.relationship == "rootViewController" }.map(\.controller), animated: false)
    }

    /// The stack from the top down, without the branch the unwind comes from: the nearest
    /// controller with the unwind action is the destination.
    ///
    /// - Note: UIKit does not document the order; on a device an unwind goes to the nearest
    ///   controller in the stack that has the action, which this order gives.
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        super.allowedChildrenForUnwinding(from: source).reversed()
    }

    /// Pops to `subsequentVC`, animated, when it is in the stack below the top.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard topViewController !== subsequentVC, _stack.contains(where: { $0 === subsequentVC }) else { return }
        popToViewController(subsequentVC, animated: true)
    }

    // MARK: Bars

    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { _isNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// How long UIKit takes to show or hide a navigation bar, 0.2 seconds:
    /// `UINavigationControllerHideShowBarDuration`, for animations that go along with it.
    ///
    /// - Note: Terrarium shows and hides the bar at once (a one-row bar has no room to
    ///   slide), so this is the time apps animate their own views by, not the bar's.
    public static let hideShowBarDuration: CGFloat = 0.2

    /// Shows or hides the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != _isNavigationBarHidden else { return }
        _isNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        _viewIfLoadedNeedsLayout()
    }

    /// Whether the toolbar is hidden. `true` by default.
    open var isToolbarHidden: Bool {
        get { _isToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != _isToolbarHidden else { return }
        _isToolbarHidden = hidden
        toolbar.isHidden = hidden
        _viewIfLoadedNeedsLayout()
    }

    // MARK: UIViewController

    /// Creates the view: the content area with the bars over it, and the interactive pop's
    /// edge pan on it.
    open override func loadView() {
        view = _containerView(content: _contentView, bars: [navigationBar, toolbar])
        _installInteractivePopGesture()
    }

    /// The left-edge pan that pops the top controller interactively: the pages follow the
    /// pointer, and a release past half-way completes the pop, before half-way cancels it,
    /// unless the pointer was moving fast (100 cells a second or more, measured with the
    /// pan's `velocity(in:)`): a fast flick right completes the pop wherever it is released,
    /// a fast move back left cancels it. It begins only when there is a controller to go
    /// back to and no transition runs.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { _interactivePopGesture }

    /// Installs the top controller's view, which then appears with the navigation controller.
    open override func viewDidLoad() {
        super.viewDidLoad()
        _startDeferredTransitionIfNeeded()
    }

    /// Lays out the bars and the top view, and starts a push or pop the stack asked for.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        _layoutBarsAndContent()
        _startDeferredTransitionIfNeeded()
    }

    /// Pushes: a navigation controller shows controllers by pushing them.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// A navigation controller handles `.show`.
    open override func canPerformAction(_ action: UIResponderAction, withSender sender: Any?) -> Bool {
        action == .show || super.canPerformAction(action, withSender: sender)
    }

    /// Pushes the secondary controller when a split view collapses onto this one.
    open override func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
        if let secondaryNavigation = secondaryViewController as? UINavigationController {
            // A navigation controller cannot be pushed: its controllers move over instead,
            // taken out at once so their views are free to move.
            for controller in secondaryNavigation._takeAllImmediately() {
                pushViewController(controller, animated: false)
            }
        } else {
            pushViewController(secondaryViewController, animated: false)
        }
    }

    /// Pops the top controller to become the secondary when a split view expands.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController)
        -> UIViewController?
    {
        guard _stack.count > 1 else { return nil }
        return popViewController(animated: false)
    }

    /// `nil`: a navigation controller sets the status-bar style itself, from its bar.
    open override var childForStatusBarStyle: UIViewController? { nil }

    /// The style that suits the navigation bar.
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        navigationBar.barStyle._isBlack ? .lightContent : .default
    }

    /// Esc and Backspace pop the top controller when there is one to go back to and nothing
    /// is presented over the navigation controller (a press in a presented controller comes
    /// here along the responder chain, and leaves the stack under it alone).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let goesBack = presses.contains {
            $0.key?.keyCode == .keyboardEscape || $0.key?.keyCode == .keyboardDeleteOrBackspace
        }
        if goesBack, _stack.count > 1, presentedViewController == nil,
            !(_stack.last?.navigationItem.hidesBackButton ?? false)
        {
            popViewController(animated: true)
            return
        }
        super.pressesBegan(presses, with: event)
    }
}
