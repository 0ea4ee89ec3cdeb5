import DequeModule
import Foundation

/// An object that manages a view hierarchy: loads its view lazily, hears when it appears
/// and disappears, lays it out, and can contain other view controllers as children.
///
/// Subclass it and override the lifecycle methods; call `super` in each, as in UIKit.
///
/// ```swift
/// final class GreetingViewController: UIViewController {
///     private let label = UILabel()
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         label.text = "Hello"
///         view.addSubview(label)
///     }
///
///     override func viewWillLayoutSubviews() {
///         super.viewWillLayoutSubviews()
///         label.frame = view.bounds.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
///     }
/// }
/// ```
///
/// The lifecycle follows UIKit's: the first access to ``view`` runs ``loadView()`` then
/// ``viewDidLoad()``; a view entering a visible window brings ``viewWillAppear(_:)`` before
/// it is added, ``viewIsAppearing(_:)`` in the main loop's next turn (before the layout
/// pass), then ``viewDidAppear(_:)`` after the layout pass; leaving brings
/// ``viewWillDisappear(_:)`` and ``viewDidDisappear(_:)``. Containers forward each phase to
/// the children whose views are in their view hierarchy, parent first, unless
/// ``shouldAutomaticallyForwardAppearanceMethods`` is `false`.
///
/// - Note: Every method a subclass may override is declared in this file's class body:
///   Swift on Linux has no Objective-C runtime, so members declared in extensions could
///   not be overridden. The mechanics live in the `UIViewController+…` files.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    /// The name of the nib file the controller's view loads from, as given to
    /// ``init(nibName:bundle:)``; `nil` when none was given.
    ///
    /// When it is `nil` and ``loadView()`` is not overridden, the view still loads from a nib
    /// named after the class when the bundle has one: for `MyViewController`, `MyView`, then
    /// `MyViewController`, the order UIKit's documentation gives (this property stays `nil`).
    /// See ``UINib`` for where nibs are looked for.
    ///
    /// - Note: Terrarium reads the `.xib` file Xcode edits; see ``UINib``.
    open var nibName: String? { _nibName }
    /// The bundle the controller's nib is looked for in, as given to
    /// ``init(nibName:bundle:)``; `nil` stands for the main bundle.
    open var nibBundle: Bundle? { _nibBundle }
    let _nibName: String?
    let _nibBundle: Bundle?

    var _view: UIView?
    weak var _parent: UIViewController?
    var _children: Deque<UIViewController> = []
    /// The window this controller is the root of; weak, as the window holds the controller.
    weak var _window: UIWindow?
    var _appearance = AppearanceStateMachine()
    /// Counts appearance transitions, so deferred work of a superseded one is skipped.
    var _appearanceGeneration = 0
    var _appearanceAnimated = false
    var _isMovingToParent = false
    var _isMovingFromParent = false
    var _isBeingPresented = false
    var _isBeingDismissed = false
    var _childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    var _lastTraitCollection: UITraitCollection?
    /// The trait-change registrations made with `registerForTraitChanges`, in order.
    var _traitChangeRegistrations: [_TraitChangeRegistration] = []
    var _additionalSafeAreaInsets = UIEdgeInsets.zero
    var _preferredContentSize = CGSize.zero
    var _isLoadingView = false
    var _navigationItem: UINavigationItem?
    var _tabBarItem: UITabBarItem?
    /// The controller this one presented; held strongly, as UIKit's presenter holds it.
    var _presentedViewController: UIViewController?
    /// The controller that presented this one.
    weak var _presentingViewController: UIViewController?
    /// The presentation controller the app configures for this controller's next or
    /// current presentation (through `presentationController` and its kin).
    var _presentationControllerStorage: UIPresentationController?
    /// The presentation controller running this controller's presentation, while presented:
    /// the configured one, or the one it adapted to.
    var _activePresentationController: UIPresentationController?
    /// Safe-area insets a container adds for bars covering this controller's root view.
    var _barSafeAreaInsets = UIEdgeInsets.zero
    /// The guides `topLayoutGuide` and `bottomLayoutGuide` return, made on first use.
    var _topLayoutGuide: _LayoutSupportGuide?
    var _bottomLayoutGuide: _LayoutSupportGuide?
    /// Backs the deprecated `automaticallyAdjustsScrollViewInsets` (UIViewController+Deprecated.swift).
    var _automaticallyAdjustsScrollViewInsets = true
    /// The coordinator of the transition this controller takes part in, while it runs.
    var _transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    /// The storyboard this controller was made from, held as UIKit's controller holds it.
    var _storyboard: UIStoryboard?
    /// The id of this controller's scene member in `_storyboard`.
    var _storyboardMemberID: String?
    /// Whether this controller stands in for a storyboard's custom class that was not found;
    /// the scene's outlets from it are then skipped rather than fatal.
    var _isStoryboardStandIn = false
    /// The navigation item and bar items the storyboard's scene gave this controller, by id,
    /// for the scene's outlets to them.
    var _storyboardItems: [String: AnyObject] = [:]

    /// Creates a view controller whose view loads from the nib `nibNameOrNil` in
    /// `nibBundleOrNil` when it is first needed.
    ///
    /// ```swift
    /// let detail = DetailViewController(nibName: "DetailView", bundle: .module)
    /// navigationController?.pushViewController(detail, animated: true)
    /// ```
    ///
    /// The nib's File's Owner is the controller: its `view` outlet becomes ``view`` and its
    /// other outlets and actions connect to the controller. With `nil` for the name, the view
    /// loads from a nib named after the class when there is one (see ``nibName``), else it
    /// is a plain view.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name, without extension (`DetailView` for `DetailView.xib`).
    ///   - nibBundleOrNil: The bundle to look for it in; `nil` for the main bundle (and the
    ///     SwiftPM resource bundles beside it, see ``UINib``).
    /// - Note: The nib is read when the view loads, as UIKit does: a missing nib stops then
    ///   with UIKit's message.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _nibName = nibNameOrNil
        _nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller from an archive; the storyboard loader configures it.
    public required init?(coder: NSCoder) {
        _nibName = nil
        _nibBundle = nil
        super.init()
    }

    /// Creates a view controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A title for the controller, shown by containers. Setting it also sets the titles of
    /// ``navigationItem`` and ``tabBarItem``, as in UIKit.
    open var title: String? {
        didSet {
            _navigationItem?.title = title
            _tabBarItem?.title = title
        }
    }

    // MARK: The view

    /// The controller's root view, loaded on first access.
    ///
    /// The first access runs ``loadView()`` then ``viewDidLoad()``. Setting `nil` unloads the
    /// view; the next access loads it again.
    /// - Note: UIKit recurses until the stack overflows when `loadView()` leaves the view
    ///   unset; Terrarium stops at once with a message naming the controller.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return _view
        }
        set { _setView(newValue) }
    }

    /// The controller's view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { _view }

    /// Whether the view is loaded. Never loads it.
    open var isViewLoaded: Bool { _view != nil }

    /// The environments, in order of preference, that focus should go to when this
    /// controller asks for a focus update; its view by default (the first focusable view in
    /// it, in reading order). See ``setNeedsFocusUpdate()``.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { _view.map { [$0] } ?? [] }

    /// Creates the controller's view. Never call it directly.
    ///
    /// For a controller made from a storyboard scene with a view, the default builds the
    /// scene's views and constraints, connects its outlets and performs its embed segues, as
    /// UIKit loads the scene's nib. For a controller with a nib (``nibName``, or a nib named
    /// after its class), it instantiates the nib with the controller as its File's Owner,
    /// whose `view` outlet sets ``view``. Otherwise it creates a plain ``UIView`` the size of
    /// the main screen that resizes with its superview. Override it to assign your own view
    /// to ``view``, without calling `super`.
    open func loadView() {
        if _loadStoryboardScene() || _loadNib() { return }
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard _view == nil else { return }
        _loadView()
    }

    /// Called after the view is loaded. Override it to finish setting up the view.
    open func viewDidLoad() {}

    // MARK: Storyboards

    /// The storyboard the controller was made from, or `nil` when it was made in code.
    public var storyboard: UIStoryboard? { _storyboard }

    /// A storyboard's `view` outlet (a scene whose root view is connected by outlet rather
    /// than by key), as UIKit's key-value coding sets it.
    open override func connectOutlet(named name: String, to destination: Any) -> Bool {
        guard name == "view" else { return super.connectOutlet(named: name, to: destination) }
        guard let destination = destination as? UIView else { return false }
        if _view !== destination { view = destination }
        return true
    }

    /// Tells the controller a segue from it is about to be performed: the destination is
    /// made but its view is not loaded. Does nothing; override it to pass data along.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Asks whether the segue a storyboard's button, bar item, gesture recognizer or cell
    /// triggers should be performed (an unwind segue too, before its destination is looked
    /// for); `true` by default. Not asked for ``performSegue(withIdentifier:sender:)``.
    ///
    /// - Note: For a triggered segue without an identifier, `identifier` is empty.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Performs the segue with `identifier` of this controller's storyboard scene: makes the
    /// destination, calls ``prepare(for:sender:)``, then performs it. For an unwind segue the
    /// destination is found instead (see ``canPerformUnwindSegueAction(_:from:sender:)``), and
    /// its unwind action is called with the segue before the transition.
    ///
    /// Stops with UIKit's message when the scene has no segue with that identifier.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        _performSegue(withIdentifier: identifier, sender: sender)
    }

    /// Whether this controller is the destination of an unwind segue whose action is
    /// `action`, triggered from `fromViewController` by `sender`.
    ///
    /// UIKit asks it of each controller it visits while looking for the destination (see
    /// ``allowedChildrenForUnwinding(from:)``); the first to answer `true` is the destination,
    /// whose action method is then called with the segue. The default answers `true` when the
    /// controller has a method for the action (``UIOutletConnecting/selector(forAction:)``
    /// returns one) and is not `fromViewController`. Override it to refuse an unwind the
    /// method alone would accept:
    ///
    /// ```swift
    /// override func canPerformUnwindSegueAction(
    ///     _ action: Selector, from fromViewController: UIViewController, sender: Any?
    /// ) -> Bool {
    ///     !isEditing && super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    /// }
    /// ```
    ///
    /// - Note: `action`'s name is the storyboard's Objective-C spelling (`unwindToMenu:`);
    ///   see ``UIStoryboardUnwindSegueSource``.
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, sender: Any?
    ) -> Bool {
        fromViewController !== self && selector(forAction: action.name) != nil
    }

    /// The children to search, in order, for an unwind segue's destination.
    ///
    /// Looking for the destination, UIKit goes up from the segue's source, to each
    /// controller's parent or, at the top of a presentation, to the controller that presented
    /// it. At each controller it searches the children this method returns (each child's
    /// allowed children first, then the child itself through
    /// ``canPerformUnwindSegueAction(_:from:sender:)``), then asks the controller itself. The
    /// default returns ``children`` without ``childContaining(_:)``, the branch the search
    /// came from; a navigation controller returns its stack from the top down, so the nearest
    /// controller with the action wins.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// The child whose branch holds the unwind segue's source (the source itself, or the
    /// child it descends from), or `nil` when the source is not among this controller's
    /// descendants.
    ///
    /// - Note: Descendants are followed through ``parent`` only: a controller presented from
    ///   one of the children is not in that child's branch.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController? = source.source
        while let controller = current {
            if controller.parent === self { return controller }
            current = controller.parent
        }
        return nil
    }

    /// Called on each container between an unwind segue's destination and the controller
    /// where the search found it, to show `subsequentVC`, its child toward the destination.
    /// Does nothing: a plain controller has nothing to reconfigure. A navigation controller
    /// pops to `subsequentVC`; a tab bar controller selects its tab; a custom container
    /// overrides it to show the child.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// Takes the relationship children a storyboard's scene gives this controller
    /// (`rootViewController`, `viewControllers`, `masterViewController`,
    /// `detailViewController`), in the file's order. Containers override it; a plain
    /// controller has no relationships and ignores them with a warning.
    func _setStoryboardRelationships(_ relationships: [(relationship: String, controller: UIViewController)]) {
        MainLoop.main.logger.warning(
            "\(type(of: self)) takes no storyboard relationships; ignoring \(relationships.map(\.relationship))")
    }

    // MARK: Appearance

    /// Called before the view is added to a window (its `window` is still nil).
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once the view is in the window and laid out by its superview, before its
    /// subviews are laid out and before ``viewDidAppear(_:)``: the first moment traits and
    /// geometry are final.
    open func viewIsAppearing(_ animated: Bool) {}

    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves the window.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left the window.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called just before the root view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}

    /// Called just after the root view's `layoutSubviews()`. Subviews may not have laid
    /// themselves out yet.
    open func viewDidLayoutSubviews() {}

    /// Updates the constraints of the controller's view, in the update-constraints pass
    /// that comes before layout (after the root view's subviews updated theirs).
    ///
    /// The default calls the root view's `updateConstraints()`. Call `super` as the last
    /// step: an override that does not stops with UIKit's `NSInternalInconsistencyException`
    /// text. Ask for the pass with `view.setNeedsUpdateConstraints()`.
    open func updateViewConstraints() {
        _view?._sendUpdateConstraints()
    }

    /// Whether the controller is being added to a parent: true from ``addChild(_:)`` until
    /// its ``didMove(toParent:)`` or the end of its next appearance; containers set it
    /// around a push. Read it in `viewWillAppear`/`viewDidAppear`.
    /// - Note: For custom containers UIKit's value is not documented; Terrarium's window
    ///   (between `addChild` and `didMove`) is what a container author expects.
    open var isMovingToParent: Bool { _isMovingToParent }

    /// Whether the controller is being removed from its parent: true from
    /// `willMove(toParent: nil)` until `removeFromParent()` or the end of its disappearance.
    open var isMovingFromParent: Bool { _isMovingFromParent }

    /// Whether the controller is being presented. Read it in `viewWillAppear`/`viewDidAppear`.
    open var isBeingPresented: Bool { _isBeingPresented }

    /// Whether the controller is being dismissed. Read it in `viewWillDisappear`/`viewDidDisappear`.
    open var isBeingDismissed: Bool { _isBeingDismissed }

    /// Whether appearance callbacks are forwarded to children automatically. `true` by default.
    ///
    /// Return `false` to drive children yourself with ``beginAppearanceTransition(_:animated:)``
    /// and ``endAppearanceTransition()``; then no descendant hears anything unless you do.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance transition of this controller and (if it forwards) its children:
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)` now.
    ///
    /// A transition can be cancelled by beginning the opposite one before ending:
    /// `begin(false)`, `begin(true)`, one `end()` gives will-disappear, will-appear, then
    /// did-appear, and no did-disappear. A transition in the same direction as one that has
    /// not ended, and an end without a begin, log UIKit's "Unbalanced calls to begin/end
    /// appearance transitions" warning and change nothing.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        _beginAppearance(isAppearing, animated: animated, origin: .manual)
    }

    /// Ends the current appearance transition: `viewIsAppearing(_:)` and `viewDidAppear(_:)`,
    /// or `viewDidDisappear(_:)`, for this controller and the children it forwards to.
    open func endAppearanceTransition() {
        _endAppearance(forwardingFrom: .manual)
    }

    // MARK: Containment

    /// The parent view controller, or `nil`. A weak reference: the parent holds its children.
    open var parent: UIViewController? { _parent }

    /// The child view controllers, in the order they were added.
    open var children: [UIViewController] { Array(_children) }

    /// Adds a child view controller.
    ///
    /// As UIKit documents: if the child has another parent it is first removed from it
    /// (`didMove(toParent: nil)`); then it is added and sent `willMove(toParent:)` with
    /// `parent` already set. `didMove(toParent:)` is never sent for you: call it after
    /// adding the child's view. Adding the view is yours too, and appearance follows it.
    /// Adding a controller already a child does nothing.
    open func addChild(_ childController: UIViewController) {
        _addChild(childController)
    }

    /// Removes the controller from its parent and sends it `didMove(toParent: nil)`.
    ///
    /// It does not send `willMove(toParent: nil)` (send it first yourself) and does not
    /// remove the view. Does nothing if the controller has no parent.
    open func removeFromParent() {
        _removeFromParent()
    }

    /// Called when the controller is about to be added to (or, with `nil`, removed from) a parent.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil { _isMovingFromParent = true }
    }

    /// Called after the controller was added to (or, with `nil`, removed from) a parent.
    open func didMove(toParent parent: UIViewController?) {
        if parent == nil { _isMovingFromParent = false } else { _isMovingToParent = false }
    }

    /// Transitions between two child view controllers.
    ///
    /// Adds `toViewController`'s view to the superview of `fromViewController`'s view, runs
    /// `animations` over `duration` seconds, then removes `fromViewController`'s view and
    /// calls `completion`. If the views are on screen and this controller forwards
    /// appearance, the children hear `from` will-disappear, `to` will-appear, … `to`
    /// did-appear, `from` did-disappear, then `completion` runs, as in UIKit. Both must be
    /// children of this controller, or this stops with UIKit's message ("Children view
    /// controllers … must have a common parent view controller …").
    ///
    /// - Note: The `.transition…` effects (`.transitionCrossDissolve`, the flips and the
    ///   curls) are drawn as ``UIView/transition(with:duration:options:animations:completion:)``
    ///   draws them: the superview keeps showing the old view until half-way through the
    ///   duration, then shows the new one.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        _transition(
            from: fromViewController, to: toViewController, duration: duration, options: options,
            animations: animations, completion: completion)
    }

    // MARK: Content container

    /// The size the controller would like for its view; containers may honour it.
    /// Changing it tells the parent (`preferredContentSizeDidChange(forChildContentContainer:)`),
    /// or resizes the form sheet the controller is presented in.
    open var preferredContentSize: CGSize {
        get { _preferredContentSize }
        set {
            guard newValue != _preferredContentSize else { return }
            _preferredContentSize = newValue
            if let parent = _parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if _presentingViewController != nil, let presentation = _activePresentationController {
                presentation.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    /// Tells the controller that a child's preferred content size changed. Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Tells the controller that a child's Auto Layout fitting size changed. Does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A navigation controller inside this controller changed its stack. Containers whose
    /// layout depends on a descendant's stack override it (a tab bar hides its bar for
    /// `hidesBottomBarWhenPushed`); the default passes it to the parent, so that no
    /// container reads another's internals.
    func _descendantNavigationStackDidChange(_ navigation: UINavigationController) {
        _parent?._descendantNavigationStackDidChange(navigation)
    }

    /// The size to give a child when this controller's size becomes `parentSize`.
    /// The default is `parentSize`, as in UIKit.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// Tells the controller its view's size is about to change to `size`.
    ///
    /// The default forwards to each child with a loaded view, with the size from
    /// ``size(forChildContentContainer:withParentContainerSize:)``, skipping a child whose
    /// size would not change. An override that does not call `super` cuts its children off.
    ///
    /// When the transition turns the interface (a terminal resize that changes the
    /// orientation the screen's shape suggests, see ``UIInterfaceOrientation``), the default
    /// first sends this controller the deprecated rotation callbacks, as UIKit's does for
    /// controllers that implement them: `willRotate(to:duration:)` now,
    /// `willAnimateRotation(to:duration:)` with the transition's animations and
    /// `didRotate(from:)` once it completes.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        _sendDeprecatedRotationCallbacks(with: coordinator)
        _forwardSizeTransition(to: size, with: coordinator)
    }

    /// Tells the controller its traits are about to change to `newCollection`. The default
    /// forwards to children with loaded views, with their overrides applied.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        _forwardTraitTransition(to: newCollection, with: coordinator)
    }

    // MARK: Traits

    /// The controller's traits: its parent's (with the parent's override for it applied),
    /// or its window's if it is a window's root.
    open var traitCollection: UITraitCollection { _currentTraitCollection }

    /// Tells the controller its traits changed. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Overrides traits for a child: the child's traits become this controller's traits
    /// with the specified ones of `collection` on top. `nil` removes the override.
    open func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        _setOverrideTraitCollection(collection, forChild: childViewController)
    }

    /// The traits this controller overrides for `childViewController`, if any.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        _childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    // MARK: Safe area and margins

    /// Insets added to the safe area of the controller's root view (and so of its children's
    /// views that overlap those edges). Containers use it to keep content clear of bars.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { _additionalSafeAreaInsets }
        set {
            guard newValue != _additionalSafeAreaInsets else { return }
            _additionalSafeAreaInsets = newValue
            _view?.setNeedsLayout()
            _view?._window?._setNeedsLayoutPass()
        }
    }

    /// Tells the controller its root view's safe-area insets changed. Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}

    /// Tells the controller its root view's layout margins changed. Does nothing by default.
    open func viewLayoutMarginsDidChange() {}

    // MARK: Status bar

    /// The status-bar style this controller prefers. `.default` by default.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether this controller prefers the status bar hidden. `false` by default.
    open var prefersStatusBarHidden: Bool { false }

    /// How status-bar changes animate.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The child whose status-bar style is used instead of this controller's; `nil` by default.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child whose status-bar visibility is used instead of this controller's; `nil` by default.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Asks the window to query the status-bar preferences again.
    open func setNeedsStatusBarAppearanceUpdate() {
        (_window ?? _view?._window)?._statusBarAppearanceDidChange()
    }

    // MARK: Orientation

    /// The interface orientations this controller supports: ``UIInterfaceOrientationMask/all``
    /// by default, UIKit's default for the `.pad` idiom Terrarium reports.
    ///
    /// - Note: The terminal does not rotate, so Terrarium answers but never asks: containers
    ///   that override this compile and keep their value.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    /// Whether the controller's content may rotate: `true` by default; never asked here.
    @available(*, deprecated, message: "Use supportedInterfaceOrientations instead.")
    open var shouldAutorotate: Bool { true }

    /// The orientation a full-screen presentation prefers: the screen's (see
    /// ``UIInterfaceOrientation``).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        UIScreen.main._interfaceOrientation
    }

    /// Asks the system to query ``supportedInterfaceOrientations`` again; nothing to do
    /// in a terminal, which never rotates.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// Tells the controller the interface is about to turn to `toInterfaceOrientation`. Does
    /// nothing by default.
    ///
    /// Sent by the default ``viewWillTransition(to:with:)`` when a size transition changes
    /// the interface orientation, before the new size is set; then
    /// ``willAnimateRotation(to:duration:)`` with the transition's animations and
    /// ``didRotate(from:)`` after it, as UIKit has sent them since iOS 8.
    ///
    /// ```swift
    /// override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    ///     super.willRotate(to: toInterfaceOrientation, duration: duration)
    ///     sidebar.isHidden = toInterfaceOrientation.isPortrait
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - toInterfaceOrientation: The new orientation.
    ///   - duration: How long the rotation takes: 0, as a terminal resizes at once.
    /// - Note: A terminal does not rotate; a resize that changes the orientation its shape
    ///   suggests (``UIInterfaceOrientation``) is Terrarium's rotation. Resizes that keep the
    ///   orientation send only `viewWillTransition(to:with:)`. A controller whose
    ///   `viewWillTransition(to:with:)` does not call `super` gets none of these, nor do its
    ///   children.
    @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}

    /// Tells the controller the interface is turning to `toInterfaceOrientation`, inside the
    /// rotation's animations (alongside the size transition's, which a terminal does not
    /// animate). Does nothing by default; see ``willRotate(to:duration:)``.
    ///
    /// - Parameters:
    ///   - toInterfaceOrientation: The new orientation.
    ///   - duration: How long the rotation takes: 0 in a terminal.
    @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}

    /// Tells the controller the interface turned from `fromInterfaceOrientation`, once the
    /// size transition completed (in the main loop's next turn). Does nothing by default; see
    /// ``willRotate(to:duration:)``.
    ///
    /// - Parameter fromInterfaceOrientation: The orientation before the rotation.
    @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

    // MARK: Scroll view insets

    /// Whether the view controller's scroll view (its root view, when that is a
    /// ``UIScrollView``) has its vertical insets adjusted for the bars of the navigation or
    /// tab bar controller showing it, scrollable or not. `true` by default.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     automaticallyAdjustsScrollViewInsets = false   // the table manages its own insets
    /// }
    /// ```
    ///
    /// As in UIKit since iOS 11, it takes part in the scroll view's
    /// ``UIScrollView/ContentInsetAdjustmentBehavior-swift.enum/automatic`` behaviour only:
    /// with `true` such a scroll view always adds the safe area's top and bottom to
    /// ``UIScrollView/adjustedContentInset`` when a navigation or tab bar controller shows its
    /// controller; with `false` it adjusts like
    /// ``UIScrollView/ContentInsetAdjustmentBehavior-swift.enum/scrollableAxes`` (the vertical
    /// insets only when it scrolls vertically). The other behaviours ignore it.
    ///
    /// - Note: Terrarium's bars are opaque and the safe area stops at them, so content is never
    ///   under a bar; what changes is whether the scroll view's own safe area (from a container
    ///   that lays the content under its bars, or `additionalSafeAreaInsets`) is added.
    @available(*, deprecated, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets: Bool {
        get { _automaticallyAdjustsScrollViewInsets }
        set {
            guard newValue != _automaticallyAdjustsScrollViewInsets else { return }
            _automaticallyAdjustsScrollViewInsets = newValue
            (viewIfLoaded as? UIScrollView)?._updateAdjustedContentInset()
        }
    }

    // MARK: Containers' items

    /// The items a navigation bar shows while this controller is on top of a navigation stack.
    open var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        _navigationItem = item
        return item
    }

    /// The item a tab bar shows for this controller.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem()
            item.title = title
            _tabBarItem = item
            return item
        }
        set {
            _tabBarItem = newValue
            (_parent as? UITabBarController)?._tabBarItemsDidChange()
        }
    }

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? {
        _nearestAncestor(UINavigationController.self)
    }

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? {
        _nearestAncestor(UITabBarController.self)
    }

    /// The nearest ancestor that is a split view controller.
    open var splitViewController: UISplitViewController? {
        _nearestAncestor(UISplitViewController.self)
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?._topItemsDidChange() }
    }

    /// Sets ``toolbarItems``, animating the change.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// Whether a tab bar is hidden while this controller is pushed on a navigation stack.
    open var hidesBottomBarWhenPushed = false

    /// The edges of the controller's view that extend under a container's bars. `.all` by default.
    open var edgesForExtendedLayout: UIRectEdge = .all

    /// Whether the view extends under opaque bars too. `false` by default.
    open var extendedLayoutIncludesOpaqueBars = false

    // MARK: Showing view controllers

    /// Shows a controller in the primary context: a navigation controller pushes it; with no
    /// container that shows, this controller presents it.
    ///
    /// The default finds ``targetViewController(forAction:sender:)`` for `.show` and calls its
    /// `show(_:sender:)`, or presents `vc` if there is none.
    open func show(_ vc: UIViewController, sender: Any?) {
        _show(vc, sender: sender, action: .show)
    }

    /// Shows a controller in the secondary (detail) context: a split view controller installs
    /// it; with no container that shows details, this controller presents it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        _show(vc, sender: sender, action: .showDetail)
    }

    /// The controller that handles `action`: this one if it can perform it, else the nearest
    /// ancestor (through parents, then presenting controllers) that can, or nil.
    open func targetViewController(forAction action: UIResponderAction, sender: Any?) -> UIViewController? {
        _targetViewController(forAction: action, sender: sender)
    }

    /// Whether this controller handles `action` itself.
    ///
    /// - Note: UIKit answers by checking whether a class overrides the action's method;
    ///   Swift cannot see overrides, so a custom container that overrides `show(_:sender:)` or
    ///   `showDetailViewController(_:sender:)` overrides this too and returns `true` for that
    ///   action. The standard containers do.
    open func canPerformAction(_ action: UIResponderAction, withSender sender: Any?) -> Bool {
        false
    }

    /// Called on the primary controller when a split view collapses: the default does
    /// nothing; a navigation controller pushes `secondaryViewController`.
    open func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {}

    /// Called on the primary controller when a split view expands: returns the controller
    /// to make the secondary. The default returns nil; a navigation controller pops its top.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }

    // MARK: Presentation

    /// Presents a controller modally.
    ///
    /// The presentation is performed by the root controller, or for the current-context
    /// styles by the nearest ancestor that ``definesPresentationContext``. Full-screen styles
    /// make the presenter disappear (its `viewWillDisappear` comes first, its
    /// `viewDidDisappear` after the presented controller's `viewDidAppear`); sheets and the
    /// "over" styles leave it on screen and send it nothing. `completion` runs after the
    /// presented controller's `viewDidAppear`. Presenting while already presenting is refused
    /// with UIKit's warning, and `completion` does not run.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        _present(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (or, called on a presented controller, the
    /// controller itself), with every controller presented above it.
    ///
    /// Only the top of a chain animates; the ones between are removed. `completion` runs
    /// after the dismissed controller's `viewDidDisappear`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        _dismiss(animated: flag, completion: completion)
    }

    /// The controller presented by this controller or one of its ancestors.
    open var presentedViewController: UIViewController? {
        var controller: UIViewController? = self
        while let c = controller {
            if let presented = c._presentedViewController { return presented }
            controller = c._parent
        }
        return nil
    }

    /// The controller that presented this controller or one of its ancestors.
    open var presentingViewController: UIViewController? {
        var controller: UIViewController? = self
        while let c = controller {
            if let presenting = c._presentingViewController { return presenting }
            controller = c._parent
        }
        return nil
    }

    /// The coordinator of the transition this controller takes part in: a push or pop, a
    /// presentation or dismissal, a tab switch or a size change; otherwise its parent's, or
    /// `nil` outside any transition.
    ///
    /// Read it in `viewWillAppear(_:)` or `viewWillDisappear(_:)`, or right after the call
    /// that starts the transition returns (`pushViewController(_:animated:)`,
    /// `present(_:animated:completion:)`, …), to animate alongside the transition or to hear
    /// when it ends (and whether it was cancelled). It is `nil` again once the transition
    /// ended, before its `viewDidAppear(_:)` and `viewDidDisappear(_:)`; the completions
    /// registered with it run after those callbacks.
    /// - Note: UIKit does not document when the coordinator goes; Terrarium drops it before
    ///   the transition's did-appear and did-disappear callbacks.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        _transitionCoordinator ?? _parent?.transitionCoordinator
    }

    /// The object that provides the animator, interaction controller and presentation
    /// controller when this controller is presented or dismissed. A weak reference, as in UIKit.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The presentation controller managing this controller's presentation, or its nearest
    /// presented ancestor's; for a controller not presented, the one its next presentation
    /// will use (made now for ``modalPresentationStyle``), so that you can configure it and
    /// set its delegate before presenting:
    ///
    /// ```swift
    /// editor.presentationController?.delegate = self
    /// present(editor, animated: true)
    /// ```
    ///
    /// - Note: UIKit documents `nil` for a controller that is not presented, yet answers a
    ///   controller made for its style, as apps rely on; Terrarium does the same.
    open var presentationController: UIPresentationController? {
        _managingPresentationController ?? _presentationController(for: modalPresentationStyle.resolved)
    }

    /// ``presentationController`` when it is a sheet's: the controller is (to be) presented
    /// as `.pageSheet`, `.formSheet` or `.automatic`; otherwise `nil`.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// ``presentationController`` when it is a popover's: the controller is (to be)
    /// presented as `.popover`; otherwise `nil`. It stays the popover's when the
    /// presentation adapts to a sheet in a compact width.
    open var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// How the controller is presented. `.automatic` (a page sheet) by default.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The animation used to present the controller.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Whether the user may not dismiss the controller's presentation (with Esc, or a click
    /// outside its sheet); the presentation controller's delegate then hears
    /// `presentationControllerDidAttemptToDismiss(_:)`. `false` by default.
    open var isModalInPresentation = false

    /// Whether this controller's view is covered when a descendant presents with a
    /// current-context style. `false` by default.
    open var definesPresentationContext = false

    // MARK: Home indicator

    /// Whether this controller prefers the home indicator hidden. `false` by default.
    /// - Note: A terminal has no home indicator; the preference is resolved like UIKit's.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// The child whose home-indicator preference is used instead of this controller's.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    /// Asks the window to query the home-indicator preference again.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        (_window ?? _view?._window)?._statusBarAppearanceDidChange()
    }

    // MARK: System gestures

    /// The screen edges whose system gestures should wait for the app's own: none by default.
    ///
    /// - Note: A terminal has no system gestures at the screen's edges: every click and drag
    ///   reaches the app at once. The preference is kept and resolved like UIKit's, and
    ///   changes nothing.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }

    /// The child whose screen-edge preference is used instead of this controller's; `nil`
    /// by default.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    /// Asks the system to query ``preferredScreenEdgesDeferringSystemGestures`` again;
    /// nothing to do in a terminal.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    // MARK: Memory

    /// Tells the controller the app is short of memory: release what can be made again
    /// (caches, views that are not on screen). Call `super`.
    ///
    /// ```swift
    /// override func didReceiveMemoryWarning() {
    ///     super.didReceiveMemoryWarning()
    ///     thumbnailCache.removeAll()
    /// }
    /// ```
    ///
    /// - Note: Linux does not warn a process before it runs out of memory, so this is called
    ///   only when a backend or a test calls ``UIApplication/receiveMemoryWarning()``, which
    ///   tells every controller in the app's windows. UIKit tells every controller in the app.
    open func didReceiveMemoryWarning() {}

    // MARK: Responder chain

    /// The next responder: for a presented controller, the controller that presented it, as
    /// in UIKit; otherwise the superview of the controller's view (the window, for a root
    /// controller), or the parent if the view is not in a hierarchy.
    ///
    /// So a press nobody in a sheet takes reaches the presenter and its containers: their
    /// ``UIResponder/keyCommands`` work while the sheet is up.
    ///
    /// - Note: Terrarium's own keys for the containers on screen (Esc and Backspace going
    ///   back in a navigation controller, digits choosing a tab) act only while nothing is
    ///   presented over the container, so that a key pressed in a presented controller does
    ///   not change what is under it; an app's key commands have no such limit, as in UIKit.
    open override var next: UIResponder? {
        if _parent == nil, let presenter = _presentingViewController { return presenter }
        return _view?._superview ?? _parent
    }

    /// Passes presses along the responder chain. Esc, reaching a presented controller that a
    /// sheet or a popover shows, dismisses it as the user would (its presentation
    /// controller's delegate is asked first).
    ///
    /// - Note: A Terrarium addition, standing in for the swipe down or the click outside that
    ///   dismisses a sheet or a popover on a touch screen; a subclass that takes Esc itself
    ///   and does not call `super` keeps it.
    ///
    /// - Parameters:
    ///   - presses: The presses that began.
    ///   - event: The event they belong to.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if _parent == nil, _presentingViewController != nil, let presentation = _activePresentationController,
            presentation._dismissesOnEscape, presses.contains(where: { $0.key?.keyCode == .keyboardEscape })
        {
            presentation._userWantsToDismiss()
            return
        }
        super.pressesBegan(presses, with: event)
    }

    override var _responderWindow: UIWindow? { _view?._window ?? _window }
}

/// The styles of the status bar.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on light backgrounds, or light on dark, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How status-bar changes animate.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none
    /// Fade.
    case fade
    /// Slide.
    case slide
}
