/// A tab bar controller's tab switch as a value: whether one runs, between which tabs and
/// whether an interaction controller started it, what a selection or a new set of tabs does
/// while it runs, and what its end leaves selected. `UITabBarController` changes the views and
/// sends the appearance callbacks; ``_TransitionContext`` runs the switch.
///
/// A selection changes the selected tab inside the setter and starts the switch at once (the
/// new tab's `viewWillAppear` and the old tab's `viewWillDisappear` come inside the setter,
/// TB-02), unlike a navigation controller, which defers to the layout pass.
///
/// A selection made while a switch runs does not wait: UIKit has no queue for tab selections
/// (the setter returns with the new tab selected, and apps that animate tab switches guard
/// their own taps during a switch). So the running switch ends at once (completed, or
/// cancelled if an interaction still drives it) and the new switch starts from whichever tab
/// that left on screen. Replacing ``UITabBarController/viewControllers`` mid-switch ends the
/// running switch the same way first, so no tab leaves its parent halfway through an
/// appearance transition.
///
/// A cancelled switch shows the old tab again, and selects it again unless a selection made
/// since (which ended the switch) chose another tab.
///
/// Generic over the controller type so that it is tested without views.
struct TabTransitionStateMachine<Controller: AnyObject> {
    enum State {
        case idle
        /// A switch from `from`'s tab (`nil` for the first tab shown) to `to`'s runs;
        /// `interactive` when an interaction controller started it.
        case switching(from: Controller?, to: Controller, interactive: Bool)
    }

    enum ShowAction: Equatable {
        /// The tab to show is shown: nothing to do.
        case none
        /// Off screen: swap the views without appearance callbacks (they follow the tab bar
        /// controller's own).
        case swapViews
        /// On screen: run a switch; the machine is now switching.
        case transition
    }

    enum InterruptAction: Equatable {
        /// No switch runs.
        case none
        /// End the running switch now; its end (``switchDidEnd(completed:target:)``) comes
        /// inside that call, before the change that interrupted it goes on.
        case endRunning
    }

    enum EndAction: Equatable {
        /// Completed: the old tab's view leaves, both appearance transitions end.
        case finish
        /// Cancelled: the old tab is shown and selected again.
        case reselectFrom
        /// Cancelled by a selection made since: the old tab is shown again, for the switch to
        /// the newly selected tab to start from, and the selection stays.
        case showFromAgain
    }

    private(set) var state: State = .idle

    var isSwitching: Bool {
        if case .switching = state { return true }
        return false
    }

    /// The tabs of the running switch.
    var from: Controller? {
        if case let .switching(from, _, _) = state { return from }
        return nil
    }

    var to: Controller? {
        if case let .switching(_, to, _) = state { return to }
        return nil
    }

    var isInteractive: Bool {
        if case let .switching(_, _, interactive) = state { return interactive }
        return false
    }

    /// A selection, or a new set of tabs, is about to change what is shown.
    func interrupt() -> InterruptAction {
        isSwitching ? .endRunning : .none
    }

    /// What bringing the content area from `shown` to `target` (the selected tab, or More)
    /// takes. Interrupt a running switch first.
    mutating func show(_ target: Controller?, shown: Controller?, isOnScreen: Bool, interactive: Bool) -> ShowAction {
        precondition(!isSwitching, "TabTransitionStateMachine: end the running switch first")
        guard target !== shown else { return .none }
        guard isOnScreen, let target else { return .swapViews }
        state = .switching(from: shown, to: target, interactive: interactive)
        return .transition
    }

    /// The running switch ended, completed or cancelled; `target` is what the content area
    /// should show now (the selected tab, or More). The machine is idle on return, so the
    /// end's callbacks may select again.
    mutating func switchDidEnd(completed: Bool, target: Controller?) -> EndAction {
        guard case let .switching(_, to, _) = state else {
            preconditionFailure("TabTransitionStateMachine: no switch to end")
        }
        state = .idle
        if completed { return .finish }
        return target === to ? .reselectFrom : .showFromAgain
    }
}

extension TabTransitionStateMachine.State: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle): true
        case let (.switching(f1, t1, i1), .switching(f2, t2, i2)): f1 === f2 && t1 === t2 && i1 == i2
        default: false
        }
    }
}
