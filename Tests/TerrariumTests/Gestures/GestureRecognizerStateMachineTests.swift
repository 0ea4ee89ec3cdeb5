import TerrariumTesting
import Testing

@testable import Terrarium

/// One recognizer's state machine on its own, with no recognizer and no views: UIKit's
/// discrete and continuous paths, recognitions held for arbitration, and refused changes.
@Suite(.cellSize(UIScreen.onePointPerCell)) struct GestureRecognizerStateMachineTests {
    typealias State = UIGestureRecognizer.State

    @Test func aDiscreteGestureIsRecognizedOnceAllowedAndAnnouncedOnce() {
        var machine = GestureRecognizerStateMachine()
        #expect(machine.request(.recognized) == .pending)
        #expect(machine.state == .possible, "a recognition waits for the environment")
        #expect(machine.pending == .ended)
        #expect(machine.takeActions() == false)
        #expect(machine.commitPending() == .ended)
        #expect(machine.state == .ended && machine.isFinished && machine.hasRecognized)
        #expect(machine.takeActions() == true)
        #expect(machine.takeActions() == false, "targets hear of a state once")
    }

    @Test func aContinuousGestureBeginsChangesAndEnds() {
        var machine = GestureRecognizerStateMachine()
        #expect(machine.request(.began) == .pending)
        #expect(machine.commitPending() == .began)
        #expect(machine.takeActions() == true)
        #expect(machine.request(.changed) == .committed)
        #expect(machine.takeActions() == true)
        #expect(machine.request(.changed) == .committed, "every change is announced")
        #expect(machine.takeActions() == true)
        #expect(machine.request(.ended) == .committed)
        #expect(machine.takeActions() == true)
        #expect(machine.isFinished)
    }

    @Test func aContinuousGestureMayBeCancelledAfterItBegan() {
        var machine = GestureRecognizerStateMachine()
        _ = machine.request(.began)
        _ = machine.commitPending()
        #expect(machine.request(.cancelled) == .committed)
        #expect(machine.state == .cancelled && machine.isFinished && !machine.hasRecognized)
        #expect(machine.takeActions() == true)
    }

    @Test func failingFromPossibleIsNeverAnnounced() {
        var machine = GestureRecognizerStateMachine()
        #expect(machine.request(.failed) == .committed)
        #expect(machine.state == .failed && machine.isFinished)
        #expect(machine.takeActions() == false)
    }

    @Test func aPendingRecognitionThatFailsClearsIt() {
        var machine = GestureRecognizerStateMachine()
        _ = machine.request(.began)
        #expect(machine.request(.changed) == .unchanged, "changes while the beginning waits are absorbed")
        #expect(machine.request(.failed) == .committed)
        #expect(machine.pending == nil && machine.state == .failed)

        var refused = GestureRecognizerStateMachine()
        _ = refused.request(.recognized)
        #expect(refused.fail() == true)
        #expect(refused.pending == nil && refused.state == .failed && refused.takeActions() == false)
    }

    @Test(arguments: [
        ([State](), State.changed),
        ([], .cancelled),
        ([.began], .began),
        ([.began], .failed),
        ([.began], .possible),
        ([.began, .ended], .changed),
        ([.began, .ended], .began),
        ([.began, .cancelled], .ended),
        ([.ended], .ended),
        ([.failed], .began),
    ])
    func changesTheRulesDoNotAllowChangeNothing(path: [State], refused: State) {
        var machine = GestureRecognizerStateMachine()
        for state in path {
            if machine.request(state) == .pending { _ = machine.commitPending() }
        }
        let before = machine.state
        #expect(machine.request(refused) == .invalid)
        #expect(machine.state == before)
    }

    @Test func onlyAnUndecidedRecognizerFails() {
        var machine = GestureRecognizerStateMachine()
        _ = machine.request(.began)
        _ = machine.commitPending()
        #expect(machine.fail() == false, "a recognizer that began is cancelled, not failed")
        #expect(machine.state == .began)
    }

    @Test func cancellingByTheSystemCancelsABeganGestureAndFailsAnUndecidedOne() {
        var began = GestureRecognizerStateMachine()
        _ = began.request(.began)
        _ = began.commitPending()
        _ = began.takeActions()
        #expect(began.cancel() == true)
        #expect(began.state == .cancelled && began.takeActions() == true)

        var undecided = GestureRecognizerStateMachine()
        _ = undecided.request(.began)
        #expect(undecided.cancel() == true)
        #expect(undecided.state == .failed && undecided.pending == nil && undecided.takeActions() == false)

        var over = GestureRecognizerStateMachine()
        _ = over.request(.failed)
        #expect(over.cancel() == false)
    }

    @Test func resetReturnsToPossibleForTheNextGesture() {
        var machine = GestureRecognizerStateMachine()
        _ = machine.request(.recognized)
        _ = machine.commitPending()
        machine.reset()
        #expect(machine.state == .possible && machine.pending == nil && machine.takeActions() == false)
        #expect(machine.request(.began) == .pending)
    }

    @Test func recognizedIsTheEndedState() {
        #expect(State.recognized == .ended)
        #expect(State.recognized.rawValue == 3)
        #expect(State.allRawValues == [0, 1, 2, 3, 4, 5])
    }
}

extension UIGestureRecognizer.State {
    /// UIKit's raw values, in declaration order.
    fileprivate static var allRawValues: [Int] {
        [Self.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue)
    }
}
