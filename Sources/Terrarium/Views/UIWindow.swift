import Foundation

/// The backdrop of an app's user interface: the root of a view tree, which shows a root
/// view controller's view, drives its appearance, and dispatches events to its views.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
/// window.rootViewController = ContainerViewController()
/// window.makeKeyAndVisible()
/// ```
///
/// A window is hidden until ``makeKeyAndVisible()`` (or `isHidden = false`). Appearance
/// callbacks are driven by views entering and leaving a *visible* window, as in UIKit.
/// Setting ``frame`` to a new size is a size transition, which is what a terminal resize
/// does: the root view controller gets `viewWillTransition(to:with:)`, and trait changes
/// if a size class flips.
///
/// - Note: A window's size classes come from its size in cells; see ``sizeClassThresholds``.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The width and height, in cells, from which a window's size classes are `.regular`.
    ///
    /// Counted in cells, not points: a terminal of 100 columns is wide whatever a cell is.
    /// An iPhone's 390 × 844 points (about 49 × 53 cells of 8 × 16) is compact across and
    /// regular down, as on the phone.
    public struct SizeClassThresholds: Hashable, Sendable {
        /// Columns from which the horizontal size class is `.regular`.
        public var regularWidth: CGFloat
        /// Rows from which the vertical size class is `.regular`.
        public var regularHeight: CGFloat

        /// Creates thresholds.
        public init(regularWidth: CGFloat, regularHeight: CGFloat) {
            self.regularWidth = regularWidth
            self.regularHeight = regularHeight
        }

        /// Terrarium's defaults: regular from 100 columns and from 24 rows.
        public static let terminal = SizeClassThresholds(regularWidth: 100, regularHeight: 24)
    }

    /// The sizes at which this window's size classes become `.regular`.
    public var sizeClassThresholds = SizeClassThresholds.terminal {
        didSet { _windowTraitsDidChange(coordinator: nil) }
    }

    /// The screen the window is shown on: ``UIScreen/main`` unless set. Its ``UIScreen/cellSize``
    /// is how the window's points become cells.
    ///
    /// - Note: UIKit deprecated this for the window scene's screen; Terrarium has no scenes,
    ///   and a headless screen sets it to a screen of its own.
    open var screen: UIScreen = .main {
        didSet {
            guard screen !== oldValue else { return }
            _windowTraitsDidChange(coordinator: nil)
            if canvasPresenter == nil, !_isHidden {
                UIWindow._visibleWindows.first { $0.canvasPresenter != nil && $0.screen === oldValue }?
                    ._setNeedsPresentation()
            }
            _stackingDidChange()
        }
    }

    /// Where the window stacks among the visible windows of its screen: a window of a higher
    /// level is drawn over one of a lower level and takes touches first; within a level the
    /// window shown last is on top. ``Level/normal`` by default.
    ///
    /// A window a backend shows (a terminal's, a headless screen's) draws the other visible
    /// windows of its ``screen``, each at its frame, in this order, and hands each touch to
    /// the topmost of them whose `hitTest(_:with:)` finds a view there:
    ///
    /// ```swift
    /// let toast = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 16))
    /// toast.windowLevel = .alert
    /// toast.rootViewController = ToastViewController(message: "Saved")
    /// toast.isHidden = false          // drawn over the app's window; not key: keys still go there
    /// ```
    ///
    /// - Note: A window on a screen that no backend shows is not drawn anywhere, as on a
    ///   screen that is not connected. A headless screen has a screen of its own: put a second
    ///   window on it with `UIWindow(windowScene:)` and its window's `windowScene`, or by
    ///   setting ``screen``.
    open var windowLevel: Level = .normal {
        didSet {
            guard windowLevel != oldValue else { return }
            _stackingDidChange()
        }
    }

    /// The window's light or dark appearance. `.dark` by default, as most terminals are.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .dark {
        didSet { _windowTraitsDidChange(coordinator: nil) }
    }

    var _rootViewController: UIViewController?
    var _windowSafeAreaInsets = UIEdgeInsets.zero
    var _needsLayoutPass = false
    var _needsPresentation = true
    /// The latest time an animation of a view in this window ends.
    var _animationsActiveUntil: TimeInterval = 0
    weak var _firstResponder: UIResponder? {
        didSet {
            guard oldValue !== _firstResponder else { return }
            _firstResponderDidChange()
            oldValue?._didResignFirstResponder()
            _firstResponder?._didBecomeFirstResponder()
        }
    }
    /// The view keyboard focus is on; always the first responder too (see `UIWindow+Focus.swift`).
    weak var _focusedView: UIView?
    /// The view `UIAccessibility.post(notification:argument:)` last moved assistive
    /// technologies to: the cursor rests on it while nothing has keyboard focus.
    weak var _accessibilityCursorView: UIView?
    /// A focus request waiting for `updateFocusIfNeeded()` or the next key press.
    var _pendingFocusRequest: _WeakFocusEnvironment?
    /// Presses a key command took when they began, so their ends are not delivered either.
    var _pressesTakenByCommands: Set<UIPress> = []
    /// The gesture recognizers' arbitration for this window's touches.
    lazy var _gestureEnvironment = GestureEnvironment(window: self)
    /// How many times a controller asked for a status-bar update; tests read it.
    package var _statusBarUpdateCount = 0
    private var _isRootViewInstalled = false
    /// The canvases of the last two frames; the older one is composed into next (see
    /// ``renderCanvas()``).
    private var _lastCanvas: Canvas?
    private var _spareCanvas: Canvas?
    /// Whether the last frame's first fill covered the whole window.
    private var _lastFrameWasCovered = false

    /// Receives the window's drawn canvas after each turn in which something changed.
    /// A terminal backend sets it; the headless screen of `TerrariumTesting` does too.
    /// The window holds it weakly: the presenter owns the window, not the other way round.
    public weak var canvasPresenter: (any CanvasPresenting)? {
        didSet { _setNeedsPresentation() }
    }

    /// Creates a window with the given frame. The window starts hidden.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _isHidden = true
        _window = self
        _lastTraitCollection = traitCollection
        UIWindow._register(self)
    }

    /// Creates a window from an archive, with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _isHidden = true
        _window = self
        UIWindow._register(self)
    }

    // MARK: Root view controller

    /// The view controller whose view fills the window.
    ///
    /// Setting it installs the controller's view (loading it if needed) filling the window
    /// once the window is visible, which makes the controller appear. Replacing it makes
    /// the old root disappear first; the window then releases it.
    /// - Note: UIKit installs a new root's view when the window is visible; so does
    ///   Terrarium, and a hidden window loads its root's view when it is first shown.
    open var rootViewController: UIViewController? {
        get { _rootViewController }
        set {
            guard newValue !== _rootViewController else { return }
            if let old = _rootViewController {
                if _isRootViewInstalled, let view = old.viewIfLoaded, view._superview === self {
                    view.removeFromSuperview()
                }
                old._window = nil
            }
            _isRootViewInstalled = false
            _rootViewController = newValue
            newValue?._window = self
            _installRootViewIfVisible()
        }
    }

    private func _installRootViewIfVisible() {
        guard !_isHidden, !_isRootViewInstalled, let root = _rootViewController else { return }
        _isRootViewInstalled = true
        let view: UIView = root.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }

    // MARK: Visibility and key status

    weak var _windowScene: UIWindowScene?

    /// The scene the window belongs to: the one it was made with or given, else, once the
    /// window has been shown, its screen's scene.
    ///
    /// - Note: UIKit connects one scene per screen to an app without a scene manifest and puts
    ///   its windows in it when they show; Terrarium does the same (one scene per
    ///   ``UIScreen``). Setting a scene moves the window to that scene's screen.
    open var windowScene: UIWindowScene? {
        get { _windowScene ?? (_isHidden ? nil : screen._windowScene) }
        set {
            _windowScene = newValue
            if let newValue, newValue.screen !== screen { screen = newValue.screen }
        }
    }

    /// Creates a window the size of the scene's screen, in that scene.
    ///
    /// - Parameter windowScene: The scene.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// Whether the window is hidden. Windows start hidden. Showing one makes the view
    /// controllers in it appear; hiding it makes them disappear.
    open override var isHidden: Bool {
        get { _isHidden }
        set {
            guard newValue != _isHidden else { return }
            if newValue {
                let host = canvasPresenter == nil ? _stackingHost : nil
                let disappearing = _beginWindowDrivenAppearance(appearing: false)
                _isHidden = true
                UIWindow._visible.removeAll { $0.window === self || $0.window == nil }
                for controller in disappearing { controller._endAppearance(forwardingFrom: .window) }
                if isKeyWindow {
                    UIWindow._key = nil
                    resignKey()
                }
                host?._setNeedsPresentation()
                NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: self)
            } else {
                _isHidden = false
                UIWindow._visible.append(WeakWindow(window: self))
                if _isRootViewInstalled {
                    let appearing = _beginWindowDrivenAppearance(appearing: true)
                    for controller in appearing { controller._scheduleWindowDrivenAppearanceEnd() }
                } else {
                    _installRootViewIfVisible()
                }
                _setNeedsLayoutPass()
                _stackingDidChange()
                NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
            }
        }
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window: the one that receives key presses. The window that
    /// was key gets ``resignKey()``, then this one ``becomeKey()``.
    open func makeKey() {
        let previous = UIWindow._key?.window
        guard previous !== self else { return }
        UIWindow._key = WeakWindow(window: self)
        previous?.resignKey()
        becomeKey()
    }

    /// Called when the window became the key window; posts ``didBecomeKeyNotification``.
    /// Never call it yourself; an override calls `super`.
    open func becomeKey() {
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when the window stopped being the key window (another became key, or this one
    /// was hidden); posts ``didResignKeyNotification``. Never call it yourself; an override
    /// calls `super`.
    open func resignKey() {
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    /// Whether this is the key window.
    open var isKeyWindow: Bool {
        UIWindow._key?.window === self
    }

    var _isVisible: Bool { !_isHidden }

    // MARK: Size transitions and traits

    /// The window's frame. Setting a new size is a size transition: `viewWillTransition(to:with:)`
    /// (preceded by `willTransition(to:with:)` if a size class flips) reaches the root view
    /// controller before the size changes; `traitCollectionDidChange(_:)` follows the change.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.frame.size
            guard newValue.size != oldSize, let root = _rootViewController, _isRootViewInstalled else {
                super.frame = newValue
                _windowTraitsDidChange(coordinator: nil)
                return
            }
            let coordinator = _SizeTransitionCoordinator(containerView: self, root: root)
            let from = screen._interfaceOrientation(for: oldSize), to = screen._interfaceOrientation(for: newValue.size)
            if from != to { coordinator.rotation = (from, to) }
            let oldTraits = traitCollection
            let newTraits = _traits(for: newValue.size)
            // The root, then each controller presented over it, hears of the new size.
            let targets = _sizeTransitionTargets(root: root, windowSize: newValue.size)
            coordinator._attach(to: targets.map(\.0))
            for (controller, size) in targets {
                if newTraits != oldTraits {
                    controller.willTransition(to: newTraits, with: coordinator)
                }
                // A presentation controller hears of its container's new traits and size first.
                if controller._presentingViewController != nil,
                    let presentation = controller._activePresentationController
                {
                    if newTraits != oldTraits { presentation.willTransition(to: newTraits, with: coordinator) }
                    presentation.viewWillTransition(to: newValue.size, with: coordinator)
                }
                controller.viewWillTransition(to: size, with: coordinator)
                _sizeTransitionNeedsConstraintUpdate(controller)
            }
            super.frame = newValue
            _windowTraitsDidChange(coordinator: coordinator)
            coordinator._run()
        }
    }

    /// The root controller and the chain of controllers presented over it, each with the
    /// size its view will have once the window is `windowSize`: what its presentation
    /// controller gives it out of its container's new size.
    func _sizeTransitionTargets(root: UIViewController, windowSize: CGSize) -> [(UIViewController, CGSize)] {
        var targets: [(UIViewController, CGSize)] = [(root, windowSize)]
        var presenter = root
        while let presented = presenter._presentedViewController, let presentation = presenter._presentation {
            let size = presentation.size(forChildContentContainer: presented, withParentContainerSize: windowSize)
            targets.append((presented, size))
            presenter = presented
        }
        return targets
    }

    /// The window's traits, from its size in cells (its points over its screen's cell size)
    /// and its interface style.
    open override var traitCollection: UITraitCollection {
        _traits(for: _frame.size)
    }

    func _traits(for size: CGSize) -> UITraitCollection {
        UITraitCollection(
            horizontalSizeClass: size.width / screen.cellSize.width >= sizeClassThresholds.regularWidth
                ? .regular : .compact,
            verticalSizeClass: size.height / screen.cellSize.height >= sizeClassThresholds.regularHeight
                ? .regular : .compact,
            userInterfaceStyle: overrideUserInterfaceStyle, displayScale: 1, layoutDirection: .leftToRight,
            preferredContentSizeCategory: .large)
    }

    func _windowTraitsDidChange(coordinator: _SizeTransitionCoordinator?) {
        _propagateTraitCollection()
        _setNeedsLayoutPass()
    }

    // MARK: Safe area

    /// Sets the insets the window itself reserves (for example, a status line drawn by a
    /// backend). Zero by default.
    package func _setWindowSafeAreaInsets(_ insets: UIEdgeInsets) {
        _windowSafeAreaInsets = insets
        _setNeedsLayoutPass()
    }

    // MARK: Events

    /// Dispatches an event to the views it is for: touches to the gesture recognizers of the
    /// view each touch began in and of its ancestors, then to that view (unless a recognizer
    /// cancels or delays them); presses to the first responder (the focused view, if any:
    /// see ``focusedView``); unhandled presses climb the responder chain.
    ///
    /// - Note: With no first responder, presses start at the innermost controller on screen:
    ///   from the topmost presented controller (or the root), the last child whose view is in
    ///   the window, repeatedly (a tab bar controller's selected tab, a navigation
    ///   controller's top). UIKit routes such presses through its focus system, which a
    ///   terminal does not have; starting inside lets a navigation controller's Esc and a tab
    ///   bar controller's digits reach them from whatever is shown. From a presented
    ///   controller, presses go on to the controller that presented it, as UIKit's responder
    ///   chain does.
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent {
            _validateFocus()
            _updateFocusIfNeeded()
            let target = _pressResponder
            var began = presses.allPresses.filter { $0.phase == .began }
            for press in began {
                guard let key = press.key, let command = _keyCommand(matching: key, from: target) else { continue }
                began.remove(press)
                _pressesTakenByCommands.insert(press)
                command._perform(from: target)
            }
            let ended = presses.allPresses.filter { $0.phase == .ended && _pressesTakenByCommands.remove($0) == nil }
            if !began.isEmpty { target.pressesBegan(began, with: presses) }
            if !ended.isEmpty { target.pressesEnded(ended, with: presses) }
            return
        }
        if let scroll = event as? UIScrollEvent {
            let responder: UIResponder = hitTest(scroll.location(in: nil), with: scroll) ?? self
            responder.scrollWheel(with: scroll)
            return
        }
        if _handleContextMenuTouches(event) { return }
        // Recognizers of the view under each touch and its ancestors see it first; the
        // view gets what they do not cancel or hold back (see `GestureEnvironment`).
        _gestureEnvironment.send(event)
    }

    /// The first key command along the responder chain from `responder` that matches `key`.
    /// A text-input first responder keeps typing keys from commands that do not want
    /// priority over it; a command made with a selector matches only while a responder on
    /// the chain from `responder` performs its action.
    func _keyCommand(matching key: UIKey, from responder: UIResponder) -> UIKeyCommand? {
        let typing = responder.isFirstResponder && responder._takesKeyBeforeKeyCommands(key)
        var current: UIResponder? = responder
        while let candidate = current {
            for command in candidate.keyCommands ?? []
            where command.matches(key) && (!typing || command.wantsPriorityOverSystemBehavior)
                && command._hasTarget(from: responder)
            {
                return command
            }
            current = candidate.next
        }
        return nil
    }

    /// Where presses (and pastes) start: the first responder, else the innermost view
    /// controller on screen, else the window.
    var _pressResponder: UIResponder {
        _firstResponder ?? _keyboardFocusController ?? self
    }

    /// Where presses start when there is no first responder.
    var _keyboardFocusController: UIViewController? {
        guard var controller = _rootViewController?._topmostPresentedController ?? _rootViewController else {
            return nil
        }
        while let child = controller._children.last(where: { $0._view?._window === self }) {
            controller = child
        }
        return controller
    }

    /// The application follows the window in the responder chain, as in UIKit (where the
    /// window scene comes between them).
    open override var next: UIResponder? { UIApplication.shared }

    /// Tab and Shift-Tab that no responder handled move keyboard focus to the next or
    /// previous focusable view (see ``focusedView``); other presses end here.
    ///
    /// - Note: UIKit's focus system takes Tab before the responder chain; Terrarium lets the
    ///   chain see it first, so a view or controller that handles Tab itself (an alert
    ///   moving its highlight) keeps it.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if _openContextMenuFromKeyboard(presses) { return }
        if _moveFocus(for: presses) { return }
        super.pressesBegan(presses, with: event)
    }

    // MARK: Main-loop phases

    func _setNeedsLayoutPass() {
        _needsLayoutPass = true
        if _isVisible { MainLoop.main.setNeedsTurn() }
    }

    func _setNeedsPresentation() {
        _needsPresentation = true
        if _isVisible && canvasPresenter != nil {
            MainLoop.main.setNeedsTurn()
        } else if _isVisible, canvasPresenter == nil, let host = _stackingHost {
            // Another window draws this one (see `windowLevel`).
            host._setNeedsPresentation()
        }
    }

    func _layoutPassIfNeeded() {
        guard _needsLayoutPass else { return }
        _prepareConstraintBasedLayout()
        _needsLayoutPass = false
        _layoutSubtreeIfNeeded()
        _validateFocus()
    }

    func _presentIfNeeded() {
        guard let presenter = canvasPresenter else { return }
        let stacked = _stackedWindows
        guard _needsPresentation || stacked.contains(where: { $0._hasRunningAnimations }) else { return }
        for window in stacked { window._needsPresentation = false }
        presenter.present(renderCanvas(), of: self)
    }

    /// Draws the window and every visible view in it into a new canvas of the window's size,
    /// with animated properties at their presented values, and the other visible windows of
    /// its screen that no backend shows, over it or under it by ``windowLevel``.
    public func renderCanvas() -> Canvas {
        let cellSize = screen.cellSize
        let cells = screen.cellRect(for: CGRect(origin: .zero, size: _frame.size))
        let width = Int(cells.width)
        let height = Int(cells.height)
        let previousCellSize = CALayer._renderCellSize
        CALayer._renderCellSize = cellSize
        defer { CALayer._renderCellSize = previousCellSize }
        // The frame is composed into the canvas returned two calls ago, which the presenter
        // has let go of by now (a terminal renderer keeps only the last frame), so its cells
        // are changed in place: no allocation, and cells that come out the same are not
        // rewritten, which spares a retain and a release of their colours (see
        // `Canvas.replaceCells`). A caller still holding that canvas gets its own copy.
        var canvas = _spareCanvas ?? Canvas(width: width, height: height)
        _spareCanvas = nil
        let isRecycled = canvas.width == width && canvas.height == height && canvas.cells.count == width * height
        if !isRecycled {
            canvas = Canvas(width: width, height: height)
        }
        let area = CGRect(x: 0, y: 0, width: width, height: height)
        // A hidden window still draws: a headless test may look at it before showing it.
        let wasHidden = _isHidden
        _isHidden = false
        defer { _isHidden = wasHidden }
        // Usually a view with an opaque background fills the window first, overwriting every
        // cell, and what the canvas held does not matter; clearing it first would rewrite every
        // cell twice. When the last frame was not covered that way, clear; when this one turns
        // out not to be, clear and compose again.
        if isRecycled && !_lastFrameWasCovered {
            canvas.clear(area)
        }
        canvas.isCovered = false
        let stacked = _stackedWindows
        _renderStack(stacked, into: &canvas, clip: area)
        if isRecycled && _lastFrameWasCovered && !canvas.isCovered {
            canvas.clear(area)
            canvas.isCovered = false
            _renderStack(stacked, into: &canvas, clip: area)
        }
        _lastFrameWasCovered = canvas.isCovered
        _spareCanvas = _lastCanvas
        _lastCanvas = canvas
        return canvas
    }

    /// Draws `windows`, bottom first, each at its place relative to this window.
    private func _renderStack(_ windows: [UIWindow], into canvas: inout Canvas, clip: CGRect) {
        for window in windows {
            window._render(into: &canvas, origin: _origin(of: window), clip: clip, inheritedAlpha: 1)
        }
    }

    // MARK: Registry

    struct WeakWindow {
        weak var window: UIWindow?
    }

    /// The window lists of one main loop: windows belong to the loop that was
    /// ``MainLoop/main`` when they were made or shown, so a loop that replaces it (a test's
    /// own) starts with no window, and lays out and draws only its own.
    @MainActor
    final class _Registry {
        var visible: [WeakWindow] = []
        var key: WeakWindow?
        var all: [WeakWindow] = []
        var allPruneThreshold = 64

        /// The visible windows, in the order they were shown.
        var visibleWindows: [UIWindow] {
            // A window hidden while another loop was main is still in this loop's list.
            visible.removeAll { $0.window?.isHidden ?? true }
            return visible.compactMap(\.window)
        }
    }

    private static var _registry: _Registry { MainLoop.main._windows }

    private static var _visible: [WeakWindow] {
        get { _registry.visible }
        set { _registry.visible = newValue }
    }

    private static var _key: WeakWindow? {
        get { _registry.key }
        set { _registry.key = newValue }
    }

    private static var _all: [WeakWindow] {
        get { _registry.all }
        set { _registry.all = newValue }
    }

    private static var _allPruneThreshold: Int {
        get { _registry.allPruneThreshold }
        set { _registry.allPruneThreshold = newValue }
    }

    private static func _register(_ window: UIWindow) {
        _all.append(WeakWindow(window: window))
        // Tests make windows by the thousand; drop released ones now and then.
        if _all.count >= _allPruneThreshold {
            _all.removeAll { $0.window == nil }
            _allPruneThreshold = Swift.max(64, _all.count * 2)
        }
    }

    /// Every live window, in the order they were made.
    static var _allWindows: [UIWindow] {
        _all.removeAll { $0.window == nil }
        return _all.compactMap(\.window)
    }

    /// The visible windows, in the order they were shown.
    static var _visibleWindows: [UIWindow] { _registry.visibleWindows }

    /// The key window, if any.
    package static var _keyWindow: UIWindow? { _key?.window }
}

/// Something that shows a window's drawn cells: a terminal, or a test's screen.
@preconcurrency @MainActor
public protocol CanvasPresenting: AnyObject {
    /// Shows `canvas`, the latest drawing of `window`.
    func present(_ canvas: Canvas, of window: UIWindow)
}
