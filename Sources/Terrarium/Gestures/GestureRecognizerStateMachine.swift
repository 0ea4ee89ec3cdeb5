import Foundation

/// The rules of one gesture recognizer's state, as UIKit's state machine has them, without
/// the recognizer: which changes a subclass may make, which wait for the other recognizers,
/// and when targets hear of them.
///
/// A discrete recognizer goes from `.possible` to `.ended` (recognized) or `.failed`; a
/// continuous one from `.possible` to `.began`, then `.changed` any number of times, then
/// `.ended` or `.cancelled` — or to `.failed` before it began. Leaving `.possible` for
/// `.began` or `.ended` is a *recognition*: it is ``pending`` until the gesture environment
/// decides it, which it does at once, inside the setter, so that the recognizer reads the
/// state it set (``commitPending()``), or `.failed` if it is refused
/// (`gestureRecognizerShouldBegin`, another recognizer preventing it). Only a recognizer
/// that must wait for another to fail stays pending across events, its visible state
/// `.possible`, as UIKit's `require(toFail:)` holds it. Every state entered after
/// `.possible` except `.failed` is announced to the targets once (``takeActions()``);
/// ``reset()`` returns to `.possible` for the next gesture.
///
/// Changes the rules do not allow (from `.possible` straight to `.changed`, anything after
/// `.ended`) come back `.invalid` and change nothing; the recognizer logs them.
struct GestureRecognizerStateMachine {
    typealias State = UIGestureRecognizer.State

    /// What became of a requested change.
    enum Outcome: Equatable {
        /// The state is now the one requested.
        case committed
        /// A recognition, for the environment to decide.
        case pending
        /// Nothing to do: the state (or the pending recognition) already says so.
        case unchanged
        /// The rules do not allow the change; nothing changed.
        case invalid
    }

    /// The state targets and the subclass read.
    private(set) var state: State = .possible

    /// A recognition (`.began` or `.ended`) the subclass asked for, not decided yet by the
    /// environment (waiting for another recognizer to fail); `nil` when none waits.
    private(set) var pending: State?

    /// Whether targets have yet to hear of the state entered last.
    private(set) var needsActions = false

    /// Whether the recognizer has not decided: `.possible`, with or without a pending recognition.
    var isUndecided: Bool { state == .possible }

    /// Whether the recognizer has recognized its gesture and not been reset: `.began`,
    /// `.changed` or `.ended`.
    var hasRecognized: Bool { state == .began || state == .changed || state == .ended }

    /// Whether the gesture is over for this recognizer: `.ended`, `.cancelled` or `.failed`.
    var isFinished: Bool { state == .ended || state == .cancelled || state == .failed }

    /// The subclass set the state to `new`.
    mutating func request(_ new: State) -> Outcome {
        switch (state, new) {
        case (.possible, .possible):
            return .unchanged
        case (.possible, .began), (.possible, .ended):
            if pending == new { return .unchanged }
            pending = new
            return .pending
        case (.possible, .changed) where pending == .began:
            // A continuous recognizer keeps reporting while its beginning waits.
            return .unchanged
        case (.possible, .failed):
            pending = nil
            state = .failed
            return .committed
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
            (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            state = new
            needsActions = true
            return .committed
        default:
            return .invalid
        }
    }

    /// The environment allows the pending recognition: the state becomes it, and targets
    /// will hear of it.
    ///
    /// - Returns: The state entered.
    mutating func commitPending() -> State {
        guard let pending else { fatalError("GestureRecognizerStateMachine: no pending recognition to commit") }
        state = pending
        self.pending = nil
        needsActions = true
        return state
    }

    /// The recognizer fails: its pending recognition was refused, or another recognizer
    /// recognized first. Only an undecided recognizer can fail.
    ///
    /// - Returns: Whether it failed now.
    mutating func fail() -> Bool {
        guard state == .possible else { return false }
        pending = nil
        state = .failed
        return true
    }

    /// The system stops the gesture (the recognizer was disabled or removed): a recognizer
    /// that began is cancelled, and its targets hear of it; an undecided one fails.
    ///
    /// - Returns: Whether the state changed.
    mutating func cancel() -> Bool {
        switch state {
        case .began, .changed:
            state = .cancelled
            needsActions = true
            return true
        case .possible:
            return fail()
        case .ended, .cancelled, .failed:
            return false
        }
    }

    /// Takes the need to tell the targets of the current state.
    ///
    /// - Returns: Whether targets should hear of the state now.
    mutating func takeActions() -> Bool {
        defer { needsActions = false }
        return needsActions
    }

    /// Back to `.possible`, for the next gesture.
    mutating func reset() {
        state = .possible
        pending = nil
        needsActions = false
    }
}
