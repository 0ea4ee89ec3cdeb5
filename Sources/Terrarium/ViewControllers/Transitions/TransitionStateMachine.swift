import Foundation

/// The life of one view controller transition, as a value: what starting it, an interaction
/// controller's updates, finishing or cancelling it, and the animator's
/// `completeTransition(_:)` do in each state. `_TransitionContext` runs the actions.
///
/// A transition starts animating or interacting; an interaction ends by finishing or
/// cancelling, after which the rest of the animation runs ("settling"); the animator's
/// `completeTransition(_:)` ends it from any of those states. Calls that do not fit the state
/// (an update after the interaction ended, a second `completeTransition`) are ignored, as
/// UIKit's context ignores them.
struct TransitionStateMachine: Equatable {
    enum State: Equatable {
        case notStarted
        /// Running its animation, not driven by an interaction.
        case animating
        /// Driven by an interaction controller, held at `percent`.
        case interacting(percent: CGFloat)
        /// The interaction ended; the rest of the animation runs forward, or back when cancelled.
        case settling(cancelled: Bool)
        case completed(cancelled: Bool)
    }

    enum StartAction: Equatable {
        /// Call the animator's `animateTransition(using:)`.
        case runAnimator
        /// Call the interaction controller's `startInteractiveTransition(_:)`.
        case startInteraction
        /// Already started: nothing to do.
        case ignore
    }

    enum InteractionAction: Equatable {
        /// Hold the animations at `percent`.
        case scrub(to: CGFloat)
        /// Run the rest of the animations forward, or back to the start when `cancelled`;
        /// the coordinator tells those waiting that the interaction changed.
        case settle(cancelled: Bool)
        /// Hold a running transition where it is, to be driven interactively.
        case pause(at: CGFloat)
        case ignore
    }

    enum CompleteAction: Equatable {
        /// Run the coordinator's completions, the container's end of the transition and the
        /// animator's `animationEnded(_:)`.
        case finish(completed: Bool)
        case ignore
    }

    private(set) var state: State = .notStarted
    /// Whether the transition started driven by an interaction.
    private(set) var initiallyInteractive = false

    var isInteractive: Bool {
        if case .interacting = state { return true }
        return false
    }

    var wasCancelled: Bool {
        switch state {
        case .settling(cancelled: true), .completed(cancelled: true): true
        default: false
        }
    }

    var isCompleted: Bool {
        if case .completed = state { return true }
        return false
    }

    /// The interaction's last fraction; 0 before, 1 once finished.
    var percentComplete: CGFloat {
        switch state {
        case .notStarted, .animating: 0
        case let .interacting(percent): percent
        case .settling(cancelled: let cancelled), .completed(cancelled: let cancelled): cancelled ? 0 : 1
        }
    }

    mutating func start(interactive: Bool) -> StartAction {
        guard state == .notStarted else { return .ignore }
        initiallyInteractive = interactive
        state = interactive ? .interacting(percent: 0) : .animating
        return interactive ? .startInteraction : .runAnimator
    }

    mutating func update(_ percent: CGFloat) -> InteractionAction {
        guard case .interacting = state else { return .ignore }
        let clamped = Swift.min(1, Swift.max(0, percent))
        state = .interacting(percent: clamped)
        return .scrub(to: clamped)
    }

    /// Pausing is possible only while animating, and only when the animator can be
    /// interrupted (`isInterruptible`).
    mutating func pause(at percent: CGFloat, isInterruptible: Bool) -> InteractionAction {
        guard state == .animating, isInterruptible else { return .ignore }
        state = .interacting(percent: percent)
        return .pause(at: percent)
    }

    mutating func finishInteraction() -> InteractionAction {
        guard case .interacting = state else { return .ignore }
        state = .settling(cancelled: false)
        return .settle(cancelled: false)
    }

    mutating func cancelInteraction() -> InteractionAction {
        guard case .interacting = state else { return .ignore }
        state = .settling(cancelled: true)
        return .settle(cancelled: true)
    }

    /// The animator's `completeTransition(_:)`. It may come while interacting (an
    /// interaction controller that completes at once); `didComplete` decides the outcome.
    mutating func complete(_ didComplete: Bool) -> CompleteAction {
        switch state {
        case .notStarted, .completed:
            return .ignore
        case .animating, .interacting, .settling:
            state = .completed(cancelled: !didComplete)
            return .finish(completed: didComplete)
        }
    }
}
