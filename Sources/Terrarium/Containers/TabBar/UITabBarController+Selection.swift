import Foundation

extension UITabBarController {
    func _setViewControllers(_ controllers: [UIViewController]) {
        // A switch in flight ends first, so no tab leaves mid-appearance.
        _endRunningSwitch()
        let keep = _selected.flatMap { selected in controllers.contains { $0 === selected } ? selected : nil }
        for old in _viewControllers where !controllers.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old === _shown {
                old._view?.removeFromSuperview()
                _shown = nil
            }
            old.removeFromParent()
        }
        for controller in controllers where controller._parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        _viewControllers = controllers
        _tabBarItemsDidChange()
        _selected = keep ?? controllers.first
        if isViewLoaded { _showSelected() }
    }

    /// Watches the tabs' items (which a controller may replace) and redraws the bar.
    func _tabBarItemsDidChange() {
        let key = ObjectIdentifier(tabBar)
        for controller in _viewControllers {
            controller.tabBarItem._onChange[key] = { [weak self] in self?.tabBar._itemsChanged() }
        }
        tabBar._itemsChanged()
    }

    /// A selection made in code: no delegate calls. A tab that does not fit the bar is
    /// shown on the More navigation stack, as UIKit's `selectedViewController` documents;
    /// it is still the selected controller, and the More tab is highlighted.
    func _select(_ controller: UIViewController) {
        guard controller !== _selected else {
            _settleMoreStack()
            return
        }
        _selected = controller
        tabBar._itemsChanged()
        if isViewLoaded { _showSelected() }
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Puts a selected tab that does not fit the bar on More's stack above the list. Runs
    /// after the shown tab is decided (its view left this controller's content first), so a
    /// selection made before the bar had a width, or a resize that pushes the tab out of the
    /// bar, ends where a selection made on screen does.
    func _settleMoreStack() {
        guard let selected = _selected, _isOverflow(selected) else { return }
        let more = moreNavigationController
        if _moreLender?.navigation === selected, more.viewControllers.count > 1 { return }
        if more.viewControllers.last !== selected, let list = more.viewControllers.first {
            _returnLentStack()
            more.setViewControllers([list] + _moreStack(lending: selected), animated: false)
        }
    }

    /// What More's stack shows above its list for `tab`: the tab itself, or, for a
    /// navigation controller, its own stack, taken from it now. A navigation controller
    /// cannot be pushed onto another ("Pushing a navigation controller is not supported"),
    /// so, as UIKit's More does, More shows the tab's controllers on its own stack and gives
    /// them back when the tab leaves More. The tab stays this controller's child meanwhile.
    ///
    /// What goes back is what stands above More's list then; when the user has popped to the
    /// list, the tab gets back its root. UIKit documents neither; this keeps every controller
    /// in exactly one stack.
    func _moreStack(lending tab: UIViewController) -> [UIViewController] {
        guard let navigation = tab as? UINavigationController else { return [tab] }
        _returnLentStack()
        let stack = navigation._takeAllImmediately()
        _moreLender = (navigation, stack.first)
        return stack
    }

    /// Gives a navigation controller tab back the stack More showed for it, at once.
    func _returnLentStack() {
        guard let lender = _moreLender else { return }
        _moreLender = nil
        var stack: [UIViewController] = []
        if let more = _moreNavigationController {
            while more.viewControllers.count > 1, let top = more._popImmediately() { stack.insert(top, at: 0) }
        }
        if stack.isEmpty, let root = lender.root, root._parent == nil { stack = [root] }
        lender.navigation.setViewControllers(stack, animated: false)
    }

    /// Takes a selected tab that fits the bar again off More's stack, at once (its view
    /// leaves More before it returns to this controller's content), and adopts it back.
    func _takeSelectedBackFromMore() {
        if let selected = _selected, _moreLender?.navigation === selected, !_isOverflow(selected) {
            _returnLentStack()
            return
        }
        guard let selected = _selected, let more = _moreNavigationController, selected._parent === more,
            !_isOverflow(selected), more.viewControllers.last === selected, more._popImmediately() === selected
        else { return }
        addChild(selected)
        selected.didMove(toParent: self)
    }

    /// Whether `controller` is a tab that does not fit the bar (once the bar has a width).
    func _isOverflow(_ controller: UIViewController) -> Bool {
        guard controller !== _moreNavigationController, tabBar.bounds.width > 0 else { return false }
        return !tabBar._visibleControllers.contains { $0 === controller }
    }

    /// The controller whose view the content area shows: the selected tab, or More for a
    /// selected tab that does not fit the bar.
    var _tabShown: UIViewController? {
        guard let selected = _selected else { return nil }
        return _isOverflow(selected) ? moreNavigationController : selected
    }

    /// A selection the user made: the delegate approves and hears of it; choosing the
    /// selected tab again pops its navigation stack to the root. More's item is the one
    /// the bar highlights while More shows the selected tab, so choosing it then is such a
    /// choice too: More pops to its list, which makes More the selected controller.
    func _userSelect(_ controller: UIViewController) {
        guard controller.tabBarItem.isEnabled else { return }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        if controller === _selected || (controller === _moreNavigationController && _tabShown === controller) {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            _select(controller)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Ends the running switch at once, if one runs (``TabTransitionStateMachine``): as
    /// completed, or as cancelled while an interaction still drives it.
    func _endRunningSwitch() {
        switch _tabMachine.interrupt() {
        case .endRunning: _tabTransition?._endNow()
        case .none: break
        }
    }

    /// Shows the selected tab's view in place of the shown one. On screen, the switch runs
    /// through a transition context: the new tab's appearance begins before the old tab's
    /// disappearance, inside this call, and both end when the transition does (in the next
    /// turn for the default, unanimated switch), as UIKit's tab switch does.
    func _showSelected() {
        _takeSelectedBackFromMore()
        defer { _settleMoreStack() }
        // A switch while another runs: the first ends at once (no queue, as in UIKit).
        _endRunningSwitch()
        guard let view = _view else { return }
        // A selection made inside a switch's own start (its appearance callbacks) finds it
        // not yet running, so it cannot end: it is shown in the next turn instead.
        guard !_tabMachine.isSwitching else {
            MainLoop.main.perform { [weak self] in self?._showSelected() }
            return
        }
        let old = _shown
        let target = _tabShown
        let onScreen = _appearance.state == .appeared && view._window?._isVisible == true
        // The new tab loads before the delegate is asked for an animator (it may look at
        // the view), as before UIKit's TB-02 appearance callbacks.
        if onScreen, let target, target !== old { _ = target.view }
        // The delegate is asked only for a switch that runs on screen between two tabs.
        var animator: any UIViewControllerAnimatedTransitioning = _TabSwitchAnimator()
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        if onScreen, let old, let target, old !== target, let delegate,
            let custom = delegate.tabBarController(self, animationControllerForTransitionFrom: old, to: target)
        {
            animator = custom
            interaction = delegate.tabBarController(self, interactionControllerFor: custom)
        }
        let interactive = interaction?.wantsInteractiveStart ?? false
        switch _tabMachine.show(target, shown: old, isOnScreen: onScreen, interactive: interactive) {
        case .none:
            return
        case .swapViews:
            _shown = target
            old?._view?.removeFromSuperview()
            if let target {
                target.view.frame = _contentFrame
                target.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                _contentView.addSubview(target.view)
            }
        case .transition:
            guard let new = target else { return }
            _shown = new
            _startSwitch(from: old, to: new, animator: animator, interaction: interaction)
        }
    }

    private func _startSwitch(
        from old: UIViewController?, to new: UIViewController, animator: any UIViewControllerAnimatedTransitioning,
        interaction: (any UIViewControllerInteractiveTransitioning)?
    ) {
        let newView: UIView = new.view
        newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let animated = !(animator is _TabSwitchAnimator)
        let oldView = old?._view
        let context = _TransitionContext(
            containerView: _contentView, from: old, to: new, fromView: oldView, toView: newView,
            initialFrames: (oldView?.frame ?? .zero, .zero), finalFrames: (.zero, _contentFrame),
            isAnimated: animated, animator: animator, interactionController: interaction, involving: self,
            // Weak: the context lets go of the controllers before it calls this.
            onEnd: { [weak self] completed in
                self?._tabSwitchDidEnd(completed: completed, from: old, to: new, animated: animated)
            })
        _tabTransition = context
        new._beginAppearance(true, animated: animated, origin: .forwarded)
        old?._beginAppearance(false, animated: animated, origin: .forwarded)
        context.start()
    }

    /// The tab bar controller's end of a switch. Completed: the old view leaves and both
    /// appearance transitions end. Cancelled (an interactive switch that went back): the old
    /// tab is shown, and selected again unless a selection made since chose another; the
    /// new tab's appearance is reversed and ended before the old one's, as a cancelled
    /// interactive pop does (N-07).
    private func _tabSwitchDidEnd(
        completed: Bool, from old: UIViewController?, to new: UIViewController, animated: Bool
    ) {
        _tabTransition = nil
        switch _tabMachine.switchDidEnd(completed: completed, target: _tabShown) {
        case .finish:
            if let oldView = old?._view, oldView._superview === _contentView { oldView.removeFromSuperview() }
            old?._endAppearance(forwardingFrom: .forwarded)
            new._endAppearance(forwardingFrom: .forwarded)
            return
        case .reselectFrom:
            if let old { _selected = old }
        case .showFromAgain:
            break
        }
        if let old { _shown = old }
        new._beginAppearance(false, animated: animated, origin: .forwarded)
        new._endAppearance(forwardingFrom: .forwarded)
        if let newView = new._view, newView._superview === _contentView { newView.removeFromSuperview() }
        if let old {
            let oldView: UIView = old.view
            if oldView._superview !== _contentView { _contentView.addSubview(oldView) }
            oldView.frame = _contentFrame
            old._beginAppearance(true, animated: animated, origin: .forwarded)
            old._endAppearance(forwardingFrom: .forwarded)
        }
        tabBar._itemsChanged()
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Whether the selected tab's navigation stack asks for the bar to be hidden.
    var _hidesTabBar: Bool {
        guard let navigation = _tabShown as? UINavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    var _contentFrame: CGRect {
        guard let view = _view else { return .zero }
        var frame = view.bounds
        if !_hidesTabBar { frame.size.height = Swift.max(0, frame.height - view._points(rows: UITabBar.height)) }
        return frame
    }

    func _layout() {
        guard let view = _view else { return }
        tabBar.frame = CGRect(
            x: 0, y: view.bounds.height - view._points(rows: UITabBar.height), width: view.bounds.width,
            height: view._points(rows: UITabBar.height))
        tabBar.isHidden = _hidesTabBar
        _contentView.frame = view.bounds
        // An animated switch places its views itself.
        if !_tabMachine.isSwitching { _shown?._view?.frame = _contentFrame }
        // A resize can move the selected tab into or out of More (the bar relays itself out
        // when its width changes).
        if _shown !== _tabShown {
            _showSelected()
            tabBar._itemsChanged()
        }
    }
}

/// The root of More: a list of the tabs that do not fit the bar. ↑/↓ move, Enter or a
/// click opens the tab by pushing it.
@MainActor
final class _MoreListViewController: UIViewController {
    weak var tabBarController_: UITabBarController?
    var highlighted = 0

    init(tabBarController: UITabBarController) {
        tabBarController_ = tabBarController
        super.init(nibName: nil, bundle: nil)
        title = "More"
    }

    required init?(coder: NSCoder) { fatalError("created by UITabBarController") }

    var overflow: [UIViewController] {
        guard let tabs = tabBarController_ else { return [] }
        let visible = tabs.tabBar._visibleControllers
        return tabs._viewControllers.filter { c in !visible.contains { $0 === c } }
    }

    override func loadView() {
        view = _MoreListView(controller: self)
    }

    func open(_ index: Int) {
        let items = overflow
        guard items.indices.contains(index), let more = navigationController, let tabs = tabBarController_ else {
            return
        }
        more.setViewControllers([self] + tabs._moreStack(lending: items[index]), animated: true)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
        let count = overflow.count
        switch key.keyCode {
        case .keyboardDownArrow where count > 0: highlighted = (highlighted + 1) % count
        case .keyboardUpArrow where count > 0: highlighted = (highlighted - 1 + count) % count
        case .keyboardReturnOrEnter: open(highlighted)
        default: return super.pressesBegan(presses, with: event)
        }
        view.setNeedsDisplay()
    }
}

@MainActor
final class _MoreListView: UIView {
    weak var controller: _MoreListViewController?

    init(controller: _MoreListViewController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { fatalError("created by UITabBarController") }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext()?._cellAddressed, let controller else { return }
        for (row, child) in controller.overflow.enumerated() where row < Int(context.bounds.height) {
            let attributes: TextAttributes = row == controller.highlighted ? [.reverse] : []
            context.draw(
                " \(child.tabBarItem.title ?? child.title ?? "") ›", at: CGPoint(x: 1, y: row), foreground: .label,
                attributes: attributes)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let y = touches.first.map({ _rows($0.location(in: self).y) }) else { return }
        controller?.open(y)
    }
}

/// Gives a tab back to its tab bar controller when More pops it.
@MainActor
final class _MoreAdopter: UINavigationControllerDelegate {
    static let shared = _MoreAdopter()

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard let list = navigationController.viewControllers.first as? _MoreListViewController,
            let tabs = list.tabBarController_
        else { return }
        if viewController === list {
            tabs._returnLentStack()
            // Back at the list, More is what is selected (selectedIndex NSNotFound), not
            // the tab it showed, which would otherwise be pushed back on the next layout.
            if let selected = tabs._selected, selected !== navigationController, tabs._isOverflow(selected) {
                tabs._selected = navigationController
                tabs.tabBar._itemsChanged()
            }
        }
        for tab in tabs._viewControllers where tab._parent == nil {
            tabs.addChild(tab)
            tab.didMove(toParent: tabs)
        }
    }
}
