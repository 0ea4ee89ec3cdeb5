import TerrariumTesting
import Testing

@testable import Terrarium

/// The appearance state machine on its own, with no views (A-04 … A-10).
@Suite(.cellSize(UIScreen.onePointPerCell)) struct AppearanceStateMachineTests {
    @Test func anAppearanceGoesWillAppearThenDidAppearWithIsAppearingFirst() {
        var machine = AppearanceStateMachine()
        #expect(machine.begin(appearing: true) == .sendWillAppear)
        #expect(machine.end() == .sendDidAppear(sendIsAppearingFirst: true))
        #expect(machine.state == .appeared)
    }

    @Test func viewIsAppearingIsSentOncePerAppearance() {
        var machine = AppearanceStateMachine()
        _ = machine.begin(appearing: true)
        let first = machine.markIsAppearing()
        let second = machine.markIsAppearing()
        #expect(first && !second)
        #expect(machine.end() == .sendDidAppear(sendIsAppearingFirst: false))
        let afterEnd = machine.markIsAppearing()
        #expect(!afterEnd)
    }

    @Test func aDisappearanceGoesWillDisappearThenDidDisappear() {
        var machine = AppearanceStateMachine()
        _ = machine.begin(appearing: true)
        _ = machine.end()
        #expect(machine.begin(appearing: false) == .sendWillDisappear)
        #expect(machine.end() == .sendDidDisappear)
        #expect(machine.state == .disappeared)
    }

    @Test func beginningTheOppositeTransitionCancelsThePendingOne() {
        var machine = AppearanceStateMachine()
        _ = machine.begin(appearing: true)
        _ = machine.end()
        #expect(machine.begin(appearing: false) == .sendWillDisappear)
        #expect(machine.begin(appearing: true) == .sendWillAppear)
        #expect(machine.end() == .sendDidAppear(sendIsAppearingFirst: true))
        #expect(machine.begin(appearing: true) == .unbalanced)
    }

    @Test(arguments: [
        (AppearanceStateMachine.State.disappeared, false),
        (.appeared, true),
        (.appearing(isAppearingSent: false), true),
        (.disappearing, false),
    ])
    func beginningTowardTheCurrentDirectionIsUnbalanced(state: AppearanceStateMachine.State, appearing: Bool) {
        var machine = AppearanceStateMachine()
        machine.force(state)
        #expect(machine.begin(appearing: appearing) == .unbalanced)
        #expect(machine.state == state, "an unbalanced begin changes nothing")
    }

    @Test(arguments: [AppearanceStateMachine.State.disappeared, .appeared])
    func endingWithNothingPendingIsUnbalanced(state: AppearanceStateMachine.State) {
        var machine = AppearanceStateMachine()
        machine.force(state)
        #expect(machine.end() == .unbalanced)
        #expect(machine.state == state)
    }
}

extension AppearanceStateMachine {
    /// Drives the machine into `state` through legal events.
    mutating func force(_ target: State) {
        self = AppearanceStateMachine()
        switch target {
        case .disappeared: break
        case .appearing: _ = begin(appearing: true)
        case .appeared: _ = begin(appearing: true); _ = end()
        case .disappearing: _ = begin(appearing: true); _ = end(); _ = begin(appearing: false)
        }
    }
}
