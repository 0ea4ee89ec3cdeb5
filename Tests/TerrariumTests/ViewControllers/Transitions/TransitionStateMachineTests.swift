import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// One transition's state machine on its own, with no views: starting, interacting,
/// finishing, cancelling and completing.
@Suite(.cellSize(UIScreen.onePointPerCell)) struct TransitionStateMachineTests {
    @Test func aTransitionWithoutInteractionRunsTheAnimatorThenCompletes() {
        var machine = TransitionStateMachine()
        #expect(machine.start(interactive: false) == .runAnimator)
        #expect(!machine.isInteractive && !machine.initiallyInteractive)
        #expect(machine.complete(true) == .finish(completed: true))
        #expect(machine.state == .completed(cancelled: false))
        #expect(!machine.wasCancelled)
    }

    @Test func anInteractiveTransitionStartsTheInteractionAndFollowsItsUpdatesClamped() {
        var machine = TransitionStateMachine()
        #expect(machine.start(interactive: true) == .startInteraction)
        #expect(machine.isInteractive && machine.initiallyInteractive)
        #expect(machine.update(0.25) == .scrub(to: 0.25))
        #expect(machine.percentComplete == 0.25)
        #expect(machine.update(1.5) == .scrub(to: 1))
        #expect(machine.update(-1) == .scrub(to: 0))
    }

    @Test func finishingSettlesForwardAndTheAnimatorsCompletionEndsIt() {
        var machine = TransitionStateMachine()
        _ = machine.start(interactive: true)
        _ = machine.update(0.6)
        #expect(machine.finishInteraction() == .settle(cancelled: false))
        #expect(!machine.isInteractive && !machine.wasCancelled)
        #expect(machine.percentComplete == 1)
        #expect(machine.complete(true) == .finish(completed: true))
    }

    @Test func cancellingSettlesBackAndMarksTheTransitionCancelled() {
        var machine = TransitionStateMachine()
        _ = machine.start(interactive: true)
        _ = machine.update(0.3)
        #expect(machine.cancelInteraction() == .settle(cancelled: true))
        #expect(machine.wasCancelled && !machine.isInteractive)
        #expect(machine.percentComplete == 0)
        #expect(machine.complete(false) == .finish(completed: false))
        #expect(machine.state == .completed(cancelled: true))
    }

    @Test func updatesFinishesAndCancelsOutsideAnInteractionAreIgnored() {
        var machine = TransitionStateMachine()
        #expect(machine.update(0.5) == .ignore)
        #expect(machine.finishInteraction() == .ignore)
        _ = machine.start(interactive: false)
        #expect(machine.update(0.5) == .ignore)
        #expect(machine.cancelInteraction() == .ignore)
        _ = machine.complete(true)
        #expect(machine.update(0.5) == .ignore)
        #expect(machine.finishInteraction() == .ignore)
    }

    @Test func aSecondCompletionAndACompletionBeforeTheStartAreIgnored() {
        var machine = TransitionStateMachine()
        #expect(machine.complete(true) == .ignore)
        _ = machine.start(interactive: false)
        #expect(machine.complete(false) == .finish(completed: false))
        #expect(machine.complete(true) == .ignore)
        #expect(machine.state == .completed(cancelled: true))
    }

    @Test func aTransitionStartsOnlyOnce() {
        var machine = TransitionStateMachine()
        _ = machine.start(interactive: false)
        #expect(machine.start(interactive: true) == .ignore)
        #expect(!machine.initiallyInteractive)
    }

    @Test func onlyAnInterruptibleRunningTransitionCanBePaused() {
        var machine = TransitionStateMachine()
        _ = machine.start(interactive: false)
        #expect(machine.pause(at: 0.4, isInterruptible: false) == .ignore)
        #expect(machine.pause(at: 0.4, isInterruptible: true) == .pause(at: 0.4))
        #expect(machine.isInteractive && !machine.initiallyInteractive)
        #expect(machine.finishInteraction() == .settle(cancelled: false))
    }

    @Test func theAnimatorMayCompleteWhileStillInteracting() {
        var machine = TransitionStateMachine()
        _ = machine.start(interactive: true)
        #expect(machine.complete(true) == .finish(completed: true))
        #expect(machine.cancelInteraction() == .ignore)
    }
}
