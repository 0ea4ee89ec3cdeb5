/// A navigation controller's transitions as a value: whether one runs, whether the change
/// waiting for the next layout pass animates, and which controllers still owe their
/// `didMove(toParent:)`. `UINavigationController` changes its stack and runs the actions;
/// ``_TransitionContext`` runs each transition.
///
/// The stack changes inside `push`/`pop`/`setViewControllers`; the shown controller follows on
/// the next layout pass (UIKit's `startDeferredTransitionIfNeeded`). A controller added to the
/// stack gets `didMove(toParent:)` once the transition that shows it ended (or at once if it is
/// never shown); a controller taken off gets `didMove(toParent: nil)` at once unless its view
/// is on screen, in which case after the transition that takes it off. A change made while a
/// transition runs waits for it to end (UIKit logs "nested push animation"), then the stack
/// catches up with one more transition.
///
/// Generic over the controller type so that it is tested without views.
struct NavigationTransitionStateMachine<Controller: AnyObject> {
    enum State: Equatable {
        /// No transition runs; the shown controller may lag the stack until the layout pass.
        case idle
        /// A transition between two controllers runs.
        case transitioning(animated: Bool)
    }

    /// Whether a transition takes a new controller onto the screen or goes back to one below.
    enum Operation: Equatable {
        case push
        case pop
    }

    enum StartAction: Equatable {
        /// A transition runs: the stack catches up when it ends.
        case wait
        /// The top is shown; only the `didMove(toParent:)` calls are due.
        case finishBookkeeping
        /// Nothing to do.
        case none
        /// Off screen: swap the views without appearance callbacks (they follow the
        /// container's own), then the `didMove(toParent:)` calls.
        case swapViews
        /// On screen: run a transition.
        case transition(animated: Bool, operation: Operation)
    }

    enum RemovalAction: Equatable {
        /// Not on screen: `removeFromParent()` now (UIKit releases such controllers inside the call).
        case removeNow
        /// On screen: removed when the transition that takes its view away ended.
        case removeAfterTransition
    }

    enum EndAction: Equatable {
        /// The transition completed: `didShow`, then the `didMove(toParent:)` calls.
        case finish
        /// A cancelled pop: the controller it took off goes back on top of the stack.
        case putBackFrom
        /// A cancelled push: the pushed controller comes off the stack again.
        case takeOffTo
        /// Cancelled, with nothing to put back: the old controller is shown again.
        case showFromAgain
    }

    private(set) var state: State = .idle
    /// Whether the change waiting for the layout pass asked to animate.
    private(set) var pendingAnimated = false
    /// Controllers added to the stack that have yet to get `didMove(toParent:)`.
    private(set) var awaitingDidMove: [Controller] = []
    /// Controllers taken off the stack whose view was on screen; they get
    /// `didMove(toParent: nil)` after the transition that takes it away.
    private(set) var awaitingRemoval: [Controller] = []

    var isTransitioning: Bool { state != .idle }

    var hasPendingBookkeeping: Bool { !awaitingDidMove.isEmpty || !awaitingRemoval.isEmpty }

    // MARK: Changing the stack

    /// The stack is about to change. Returns whether a transition runs, in which case the
    /// change is nested: UIKit logs it, and the stack catches up after the transition.
    mutating func stackWillChange(animated: Bool) -> Bool {
        pendingAnimated = pendingAnimated || animated
        return isTransitioning
    }

    /// A controller went onto the stack.
    mutating func didAdd(_ controller: Controller) {
        awaitingDidMove.append(controller)
    }

    /// A controller came off the stack (it was sent `willMove(toParent: nil)`); `isOnScreen`
    /// when its view is shown or being transitioned to.
    mutating func didTakeOff(_ controller: Controller, isOnScreen: Bool) -> RemovalAction {
        awaitingDidMove.removeAll { $0 === controller }
        guard isOnScreen else { return .removeNow }
        if !awaitingRemoval.contains(where: { $0 === controller }) { awaitingRemoval.append(controller) }
        return .removeAfterTransition
    }

    // MARK: The deferred transition

    /// The layout pass: what to do to bring the shown controller (`shown`) in line with the
    /// stack's `top`.
    mutating func startIfNeeded(top: Controller?, shown: Controller?, isOnScreen: Bool) -> StartAction {
        guard !isTransitioning else { return .wait }
        guard top !== shown else { return hasPendingBookkeeping ? .finishBookkeeping : .none }
        let animated = pendingAnimated
        pendingAnimated = false
        guard isOnScreen, let top else { return .swapViews }
        state = .transitioning(animated: animated)
        // The new top went onto the stack since it was last shown: a push (which is also how
        // `setViewControllers` with a new top animates); otherwise it was below: a pop.
        let isNew = shown == nil || awaitingDidMove.contains { $0 === top }
        return .transition(animated: animated, operation: isNew ? .push : .pop)
    }

    /// The transition from `from` to `to` ended, completed or cancelled.
    mutating func transitionDidEnd(completed: Bool, from: Controller?, to: Controller) -> EndAction {
        guard isTransitioning else { fatalError("NavigationTransitionStateMachine: no transition to end") }
        state = .idle
        if completed { return .finish }
        if let from, let index = awaitingRemoval.firstIndex(where: { $0 === from }) {
            awaitingRemoval.remove(at: index)
            return .putBackFrom
        }
        if let index = awaitingDidMove.firstIndex(where: { $0 === to }) {
            awaitingDidMove.remove(at: index)
            return .takeOffTo
        }
        return .showFromAgain
    }

    /// Takes the `didMove(toParent:)` calls now due: every controller awaiting one, except
    /// `shown` (still on screen until a transition takes it away) and a `pendingTop` that the
    /// stack's next transition has yet to show.
    mutating func takeBookkeeping(shown: Controller?, pendingTop: Controller?) -> (
        added: [Controller], removed: [Controller]
    ) {
        let removed = awaitingRemoval.filter { $0 !== shown }
        awaitingRemoval.removeAll { $0 !== shown }
        let added = awaitingDidMove.filter { $0 !== pendingTop }
        awaitingDidMove.removeAll { $0 !== pendingTop }
        return (added, removed)
    }

    /// The stack is emptied or changed at once, outside any transition (a split view
    /// collapsing or expanding): takes everything waiting. Call it after ending any
    /// transition in flight.
    mutating func takeEverything() -> (added: [Controller], removed: [Controller]) {
        guard !isTransitioning else { fatalError("NavigationTransitionStateMachine: a transition is in flight") }
        defer {
            awaitingDidMove.removeAll()
            awaitingRemoval.removeAll()
            pendingAnimated = false
        }
        return (awaitingDidMove, awaitingRemoval)
    }
}
