/// The appearance lifecycle of one view controller, as a value: which callbacks a begin
/// or end of an appearance transition produces in each state.
///
/// States are UIKit's four (`_setViewAppearState:`: did disappear, will appear, did appear,
/// will disappear), and a transition may be reversed before it ends, which is how UIKit
/// cancels one: "end the process in both the corresponding did and the opposite will callback".
struct AppearanceStateMachine: Equatable {
    enum State: Equatable {
        case disappeared
        /// `viewWillAppear` was sent; `isAppearingSent` once `viewIsAppearing` was too.
        case appearing(isAppearingSent: Bool)
        case appeared
        case disappearing
    }

    enum BeginAction: Equatable {
        case sendWillAppear
        case sendWillDisappear
        /// A begin in the direction of a transition that has not ended, or toward the state
        /// the controller is already in: UIKit's "Unbalanced calls" case.
        case unbalanced
    }

    enum EndAction: Equatable {
        /// `viewIsAppearing` (when not yet sent) then `viewDidAppear`.
        case sendDidAppear(sendIsAppearingFirst: Bool)
        case sendDidDisappear
        case unbalanced
    }

    private(set) var state: State = .disappeared

    var isAppearingOrAppeared: Bool {
        switch state {
        case .appearing, .appeared: true
        case .disappearing, .disappeared: false
        }
    }

    var hasPendingTransition: Bool {
        switch state {
        case .appearing, .disappearing: true
        case .appeared, .disappeared: false
        }
    }

    mutating func begin(appearing: Bool) -> BeginAction {
        switch (state, appearing) {
        case (.disappeared, true), (.disappearing, true):
            state = .appearing(isAppearingSent: false)
            return .sendWillAppear
        case (.appeared, false), (.appearing, false):
            state = .disappearing
            return .sendWillDisappear
        case (.appearing, true), (.appeared, true), (.disappearing, false), (.disappeared, false):
            return .unbalanced
        }
    }

    /// Marks `viewIsAppearing` as sent. Returns whether it is due now.
    mutating func markIsAppearing() -> Bool {
        guard case .appearing(isAppearingSent: false) = state else { return false }
        state = .appearing(isAppearingSent: true)
        return true
    }

    mutating func end() -> EndAction {
        switch state {
        case let .appearing(isAppearingSent):
            state = .appeared
            return .sendDidAppear(sendIsAppearingFirst: !isAppearingSent)
        case .disappearing:
            state = .disappeared
            return .sendDidDisappear
        case .appeared, .disappeared:
            return .unbalanced
        }
    }
}
