/// The life of one presentation, as a value: what presenting, dismissing (from code or by
/// the user), and the end of each transition do in each state. The presentation controller
/// holds it; `UIViewController+Presentation.swift` runs the actions.
///
/// A presentation is presented or dismissed, or on its way between the two. A transition
/// that ends cancelled (an interactive one the user let go of) returns to where it started.
/// A second present or dismiss while one runs is refused, as UIKit refuses it. The user's
/// attempts to dismiss (Esc, a click outside a sheet) go through ``userWantsToDismiss(isModalInPresentation:)``
/// first, which decides whether the adaptive delegate is asked or told of a refused attempt.
struct PresentationStateMachine: Equatable {
    enum State: Equatable {
        case dismissed
        case presenting
        case presented
        /// `byUser`: the user dismissed it; the delegate hears of it at the end.
        case dismissing(byUser: Bool)
    }

    enum Action: Equatable {
        /// Start the presentation transition.
        case beginPresentation
        /// The presentation ended: send did-appear (and the presenter's did-disappear), run
        /// the completion.
        case finishPresentation
        /// A cancelled presentation: take the presented controller away again.
        case undoPresentation
        /// Start the dismissal transition.
        case beginDismissal(byUser: Bool)
        /// The dismissal ended: clear the links, send did-disappear, run the completion; tell
        /// the delegate `presentationControllerDidDismiss` when `byUser`.
        case finishDismissal(byUser: Bool)
        /// A cancelled dismissal: the presented controller stays.
        case undoDismissal
        /// A transition runs: refuse, with UIKit's "in progress" warning.
        case refuseInFlight
        case ignore
    }

    /// What a dismissal the user asks for leads to.
    enum UserDismissalAction: Equatable {
        /// Ask the delegate's `presentationControllerShouldDismiss`; then ``dismiss(byUser:)``
        /// if it agrees, or report the attempt if it refuses.
        case askDelegate
        /// Tell the delegate `presentationControllerDidAttemptToDismiss` and do nothing else.
        case reportAttempt
        case ignore
    }

    private(set) var state: State = .dismissed

    /// Whether a presentation or dismissal transition runs.
    var isTransitioning: Bool {
        switch state {
        case .presenting, .dismissing: true
        case .presented, .dismissed: false
        }
    }

    mutating func present() -> Action {
        guard state == .dismissed else { return .refuseInFlight }
        state = .presenting
        return .beginPresentation
    }

    mutating func dismiss(byUser: Bool) -> Action {
        switch state {
        case .dismissed: return .ignore
        case .presenting, .dismissing: return .refuseInFlight
        case .presented:
            state = .dismissing(byUser: byUser)
            return .beginDismissal(byUser: byUser)
        }
    }

    /// The user's attempt to dismiss: refused at once when the presented controller is modal
    /// in presentation (UIKit does not ask the delegate then), otherwise up to the delegate.
    func userWantsToDismiss(isModalInPresentation: Bool) -> UserDismissalAction {
        guard state == .presented else { return .ignore }
        return isModalInPresentation ? .reportAttempt : .askDelegate
    }

    /// The end of the running transition; `completed` is `false` when it was cancelled.
    mutating func transitionEnded(completed: Bool) -> Action {
        switch state {
        case .presenting:
            state = completed ? .presented : .dismissed
            return completed ? .finishPresentation : .undoPresentation
        case let .dismissing(byUser):
            state = completed ? .dismissed : .presented
            return completed ? .finishDismissal(byUser: byUser) : .undoDismissal
        case .presented, .dismissed:
            return .ignore
        }
    }
}
