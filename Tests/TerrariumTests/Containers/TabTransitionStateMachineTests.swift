import TerrariumTesting
import Testing

@testable import Terrarium

/// The tab switch machine on its own, with no views: starting a switch on and off screen,
/// interrupting one, and what a completed or cancelled switch leaves selected.
@Suite(.cellSize(UIScreen.onePointPerCell)) struct TabTransitionStateMachineTests {
    private typealias Machine = TabTransitionStateMachine<Tab>
    private let a = Tab("A")
    private let b = Tab("B")
    private let c = Tab("C")

    @Test func aSelectionOnScreenStartsASwitchBetweenTheTwoTabs() {
        var machine = Machine()
        let action = machine.show(b, shown: a, isOnScreen: true, interactive: false)
        #expect(action == .transition)
        #expect(machine.state == .switching(from: a, to: b, interactive: false))
        #expect(machine.from === a && machine.to === b && !machine.isInteractive)
        let end = machine.switchDidEnd(completed: true, target: b)
        #expect(end == .finish)
        #expect(machine.state == .idle)
    }

    @Test func offScreenTheViewsAreSwappedWithoutASwitch() {
        var machine = Machine()
        let action = machine.show(b, shown: a, isOnScreen: false, interactive: false)
        #expect(action == .swapViews)
        #expect(!machine.isSwitching)
        let none = machine.show(nil, shown: nil, isOnScreen: true, interactive: false)
        #expect(none == .none)
        let noTabs = machine.show(nil, shown: a, isOnScreen: true, interactive: false)
        #expect(noTabs == .swapViews, "with no tab left, the old view just leaves")
    }

    @Test func theShownTabNeedsNothing() {
        var machine = Machine()
        let action = machine.show(a, shown: a, isOnScreen: true, interactive: true)
        #expect(action == .none)
        #expect(machine.state == .idle)
    }

    @Test func aChangeWhileASwitchRunsEndsItFirstInsteadOfQueueing() {
        var machine = Machine()
        #expect(machine.interrupt() == .none)
        _ = machine.show(b, shown: a, isOnScreen: true, interactive: false)
        #expect(machine.interrupt() == .endRunning)
        #expect(machine.isSwitching, "switching until the container reports the end")
        let end = machine.switchDidEnd(completed: true, target: c)
        #expect(end == .finish)
        let next = machine.show(c, shown: b, isOnScreen: true, interactive: false)
        #expect(next == .transition)
        #expect(machine.from === b && machine.to === c)
    }

    @Test func aCancelledInteractiveSwitchSelectsTheOldTabAgain() {
        var machine = Machine()
        _ = machine.show(b, shown: a, isOnScreen: true, interactive: true)
        #expect(machine.isInteractive)
        let end = machine.switchDidEnd(completed: false, target: b)
        #expect(end == .reselectFrom)
        #expect(machine.state == .idle)
    }

    @Test func aSwitchCancelledByANewSelectionKeepsThatSelection() {
        var machine = Machine()
        _ = machine.show(b, shown: a, isOnScreen: true, interactive: true)
        #expect(machine.interrupt() == .endRunning)
        let end = machine.switchDidEnd(completed: false, target: c)
        #expect(end == .showFromAgain)
        let next = machine.show(c, shown: a, isOnScreen: true, interactive: false)
        #expect(next == .transition)
        #expect(machine.state == .switching(from: a, to: c, interactive: false))
    }

    @Test func theFirstTabShownOnScreenSwitchesFromNothing() {
        var machine = Machine()
        let action = machine.show(a, shown: nil, isOnScreen: true, interactive: false)
        #expect(action == .transition)
        #expect(machine.state == .switching(from: nil, to: a, interactive: false))
        #expect(machine.state != .switching(from: nil, to: b, interactive: false))
    }
}

private final class Tab {
    let name: String
    init(_ name: String) { self.name = name }
}
