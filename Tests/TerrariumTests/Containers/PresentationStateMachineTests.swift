import TerrariumTesting
import Testing

@testable import Terrarium

/// One presentation's state machine on its own, with no views: presenting, dismissing from
/// code or by the user, cancelled transitions and refusals.
@Suite(.cellSize(UIScreen.onePointPerCell)) struct PresentationStateMachineTests {
    @Test func aPresentationRunsThenEndsPresented() {
        var machine = PresentationStateMachine()
        #expect(machine.present() == .beginPresentation)
        #expect(machine.isTransitioning)
        #expect(machine.transitionEnded(completed: true) == .finishPresentation)
        #expect(machine.state == .presented)
        #expect(!machine.isTransitioning)
    }

    @Test func aDismissalFromCodeEndsDismissedAndTellsNoDelegate() {
        var machine = PresentationStateMachine()
        _ = machine.present()
        _ = machine.transitionEnded(completed: true)
        #expect(machine.dismiss(byUser: false) == .beginDismissal(byUser: false))
        #expect(machine.transitionEnded(completed: true) == .finishDismissal(byUser: false))
        #expect(machine.state == .dismissed)
    }

    @Test func presentingOrDismissingWhileATransitionRunsIsRefused() {
        var machine = PresentationStateMachine()
        _ = machine.present()
        #expect(machine.dismiss(byUser: false) == .refuseInFlight)
        #expect(machine.present() == .refuseInFlight)
        _ = machine.transitionEnded(completed: true)
        _ = machine.dismiss(byUser: false)
        #expect(machine.dismiss(byUser: false) == .refuseInFlight)
        #expect(machine.state == .dismissing(byUser: false))
    }

    @Test func dismissingWhatIsNotPresentedDoesNothing() {
        var machine = PresentationStateMachine()
        #expect(machine.dismiss(byUser: false) == .ignore)
        #expect(machine.transitionEnded(completed: true) == .ignore)
        #expect(machine.userWantsToDismiss(isModalInPresentation: false) == .ignore)
    }

    @Test func cancelledTransitionsGoBackToWhereTheyStarted() {
        var machine = PresentationStateMachine()
        _ = machine.present()
        #expect(machine.transitionEnded(completed: false) == .undoPresentation)
        #expect(machine.state == .dismissed)
        _ = machine.present()
        _ = machine.transitionEnded(completed: true)
        _ = machine.dismiss(byUser: true)
        #expect(machine.transitionEnded(completed: false) == .undoDismissal)
        #expect(machine.state == .presented)
    }

    @Test func theUsersAttemptAsksTheDelegateUnlessModalInPresentation() {
        var machine = PresentationStateMachine()
        _ = machine.present()
        #expect(machine.userWantsToDismiss(isModalInPresentation: false) == .ignore, "not while presenting")
        _ = machine.transitionEnded(completed: true)
        #expect(machine.userWantsToDismiss(isModalInPresentation: true) == .reportAttempt)
        #expect(machine.userWantsToDismiss(isModalInPresentation: false) == .askDelegate)
        #expect(machine.dismiss(byUser: true) == .beginDismissal(byUser: true))
        #expect(machine.transitionEnded(completed: true) == .finishDismissal(byUser: true))
    }
}
