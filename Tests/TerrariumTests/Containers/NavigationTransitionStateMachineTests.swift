import TerrariumTesting
import Testing

@testable import Terrarium

/// The navigation controller's transition machine on its own, with no views: deferred
/// starts, push or pop, nested changes, `didMove` bookkeeping and cancelled transitions.
@Suite(.cellSize(UIScreen.onePointPerCell)) struct NavigationTransitionStateMachineTests {
    private typealias Machine = NavigationTransitionStateMachine<Item>
    private let a = Item("A")
    private let b = Item("B")
    private let c = Item("C")

    @Test func aPushStartsAnAnimatedPushOnScreenAndItsControllerGetsDidMoveAfterward() {
        var machine = Machine()
        let step1 = machine.stackWillChange(animated: true)
        #expect(!step1)
        machine.didAdd(b)
        let step2 = machine.startIfNeeded(top: b, shown: a, isOnScreen: true)
        #expect(step2 == .transition(animated: true, operation: .push))
        #expect(machine.isTransitioning)
        let step3 = machine.transitionDidEnd(completed: true, from: a, to: b)
        #expect(step3 == .finish)
        let due = machine.takeBookkeeping(shown: b, pendingTop: nil)
        #expect(due.added.map(\.name) == ["B"] && due.removed.isEmpty)
        #expect(!machine.hasPendingBookkeeping)
    }

    @Test func aPopOfTheShownControllerRemovesItAfterTheTransitionAndOthersAtOnce() {
        var machine = Machine()
        _ = machine.stackWillChange(animated: false)
        let step4 = machine.didTakeOff(c, isOnScreen: true)
        #expect(step4 == .removeAfterTransition)
        let step5 = machine.didTakeOff(b, isOnScreen: false)
        #expect(step5 == .removeNow)
        let step6 = machine.startIfNeeded(top: a, shown: c, isOnScreen: true)
        #expect(step6 == .transition(animated: false, operation: .pop))
        let step7 = machine.transitionDidEnd(completed: true, from: c, to: a)
        #expect(step7 == .finish)
        #expect(machine.takeBookkeeping(shown: a, pendingTop: nil).removed.map(\.name) == ["C"])
    }

    @Test func aNewTopFromSetViewControllersIsAPushAndAnOldOneAPop() {
        var machine = Machine()
        machine.didAdd(c)
        _ = machine.didTakeOff(b, isOnScreen: true)
        let step8 = machine.startIfNeeded(top: c, shown: b, isOnScreen: true)
        #expect(step8 == .transition(animated: false, operation: .push))
        var other = Machine()
        _ = other.didTakeOff(b, isOnScreen: true)
        let step9 = other.startIfNeeded(top: a, shown: b, isOnScreen: false)
        #expect(step9 == .swapViews)
    }

    @Test func aChangeDuringATransitionIsNestedAndWaitsForTheEnd() {
        var machine = Machine()
        machine.didAdd(b)
        _ = machine.stackWillChange(animated: true)
        _ = machine.startIfNeeded(top: b, shown: a, isOnScreen: true)
        let step10 = machine.stackWillChange(animated: true)
        #expect(step10, "nested: UIKit logs it")
        machine.didAdd(c)
        let step11 = machine.startIfNeeded(top: c, shown: a, isOnScreen: true)
        #expect(step11 == .wait)
        _ = machine.transitionDidEnd(completed: true, from: a, to: b)
        let due = machine.takeBookkeeping(shown: b, pendingTop: c)
        #expect(due.added.map(\.name) == ["B"], "C waits for the transition that shows it")
        let step12 = machine.startIfNeeded(top: c, shown: b, isOnScreen: true)
        #expect(step12 == .transition(animated: true, operation: .push))
    }

    @Test func theShownControllerStaysAwaitingRemovalUntilATransitionTakesItAway() {
        var machine = Machine()
        _ = machine.didTakeOff(b, isOnScreen: true)
        #expect(machine.takeBookkeeping(shown: b, pendingTop: a).removed.isEmpty)
        #expect(machine.hasPendingBookkeeping)
    }

    @Test func aCancelledPopPutsTheOldTopBack() {
        var machine = Machine()
        _ = machine.stackWillChange(animated: true)
        _ = machine.didTakeOff(b, isOnScreen: true)
        _ = machine.startIfNeeded(top: a, shown: b, isOnScreen: true)
        let step13 = machine.transitionDidEnd(completed: false, from: b, to: a)
        #expect(step13 == .putBackFrom)
        #expect(!machine.hasPendingBookkeeping, "no didMove(toParent: nil) for a controller that stays")
    }

    @Test func aCancelledPushTakesThePushedControllerOffAgain() {
        var machine = Machine()
        machine.didAdd(b)
        _ = machine.startIfNeeded(top: b, shown: a, isOnScreen: true)
        let step14 = machine.transitionDidEnd(completed: false, from: a, to: b)
        #expect(step14 == .takeOffTo)
        #expect(!machine.hasPendingBookkeeping)
    }

    @Test func theTopAlreadyShownOnlyNeedsItsBookkeeping() {
        var machine = Machine()
        let step15 = machine.startIfNeeded(top: a, shown: a, isOnScreen: true)
        #expect(step15 == .none)
        machine.didAdd(b)
        let step16 = machine.startIfNeeded(top: a, shown: a, isOnScreen: true)
        #expect(step16 == .finishBookkeeping)
        let all = machine.takeEverything()
        #expect(all.added.map(\.name) == ["B"])
        #expect(!machine.hasPendingBookkeeping && !machine.pendingAnimated)
    }
}

private final class Item {
    let name: String
    init(_ name: String) { self.name = name }
}
