import Foundation
import Terrarium
import Testing

@testable import TerrariumTesting

/// What each isolated scope saw, in order, across scopes that ran at the same time.
@MainActor private final class ScopeLog {
    var entries: [String] = []
}

/// One isolated scope's life: it checks that it starts on a loop of its own, shows a window
/// and leaves work scheduled, awaits many times (letting any other scope run), and checks that
/// nobody turned its loop meanwhile.
@MainActor private func isolatedScope(_ name: String, log: ScopeLog) async throws {
    let loop = MainLoop.main
    log.entries.append("\(name) begins")
    #expect(loop.now == 0 && loop.nextDeadline == nil, "\(name) starts on a fresh loop")
    #expect(UIWindow._keyWindow == nil, "\(name) starts with no key window")
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 48))
    window.makeKeyAndVisible()
    var ran = false
    loop.schedule(after: 1) { ran = true }
    for _ in 0..<10 { try await Task.sleep(for: .milliseconds(2)) }
    #expect(MainLoop.main === loop && !ran && loop.now == 0, "\(name)'s loop is its own")
    #expect(UIWindow._keyWindow === window)
    log.entries.append("\(name) ends")
}

/// The gate and the loop swap, on a gate of their own (the process's is held by the test).
@MainActor @Suite(.isolatedUI) struct UIIsolationTests {
    /// Runs `body` as a test without the trait would, through `gate`.
    private func scope(
        _ gate: _UIIsolation.Gate, _ body: @escaping @Sendable () async throws -> Void
    ) async throws {
        try await _UIIsolation.$isInside.withValue(false) { try await _UIIsolation.run(through: gate, body) }
    }

    @Test func scopesStartedTogetherRunOneAfterTheOtherEachOnItsOwnLoop() async throws {
        let before = MainLoop.main
        let (gate, log) = (_UIIsolation.Gate(), ScopeLog())
        async let first: Void = scope(gate) { try await isolatedScope("a", log: log) }
        async let second: Void = scope(gate) { try await isolatedScope("b", log: log) }
        _ = try await (first, second)
        let (a, b) = (["a begins", "a ends"], ["b begins", "b ends"])
        #expect(log.entries == a + b || log.entries == b + a)
        #expect(MainLoop.main === before, "the loop that was main is main again")
    }

    @Test func aScopeThatThrowsLetsTheNextIn() async throws {
        struct Failure: Error {}
        let (before, gate, log) = (MainLoop.main, _UIIsolation.Gate(), ScopeLog())
        await #expect(throws: Failure.self) { try await scope(gate) { throw Failure() } }
        #expect(MainLoop.main === before)
        try await scope(gate) { try await isolatedScope("after", log: log) }
        #expect(log.entries == ["after begins", "after ends"])
    }
}

/// The trait as a suite uses it: its tests run one at a time, awaits included, whatever order
/// Swift Testing starts them in; each would see the others' work and windows without it.
@MainActor @Suite(.isolatedUI) struct IsolatedUITraitTests {
    @Test func anAsyncTestKeepsItsLoopAndItsWorkWhileItAwaits() async throws {
        try await isolatedScope("async", log: ScopeLog())
    }

    /// Carrying the trait twice (suite and function) must not make the test wait for itself
    /// (it would wait for ever, and the run with it).
    @Test(.isolatedUI) func anotherAsyncTestDoesTooWithTheTraitTwice() async throws {
        try await isolatedScope("twice", log: ScopeLog())
    }

    @Test func aSynchronousTestRunsNoOtherTestsWork() {
        #expect(MainLoop.main.now == 0 && MainLoop.main.nextDeadline == nil)
        let screen = HeadlessScreen(width: 10, height: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 16))
        label.text = "mine"
        let controller = UIViewController()
        controller.view.addSubview(label)
        screen.show(controller)
        MainLoop.main.schedule(after: 3) { label.text = "later" }
        screen.runUntilIdle()
        #expect(screen.lines == ["later"])
        #expect(MainLoop.main.now == 3, "only this test's work moved the clock")
    }
}
