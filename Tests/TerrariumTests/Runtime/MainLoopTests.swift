import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The main loop's virtual clock keeps `EmbeddedEventLoop`'s contract: it starts at zero,
/// fires work by deadline with ties in submission order, and never goes back.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct MainLoopTests {
    @Test func theClockStartsAtZero() {
        #expect(MainLoop().now == 0)
    }

    @Test func ambientWorkRunsOnTimeButIsNotWaitedFor() {
        let loop = MainLoop()
        var order: [String] = []
        func tick() {
            order.append("tick@\(loop.now)")
            loop.scheduleAmbient(after: 1, in: nil) { tick() }
        }
        loop.scheduleAmbient(after: 1, in: nil) { tick() }
        loop.schedule(after: 2.5) { order.append("work@2.5") }
        #expect(loop.nextDeadline == 1, "a backend wakes for it")
        #expect(loop.nextBusyDeadline == 2.5)
        #expect(loop.runUntilIdle(maxTurns: 10))
        // runUntilIdle jumps to busy deadlines only: the tick that fell due on the way runs
        // once there, before the work, and none is waited for after it.
        #expect(order == ["tick@2.5", "work@2.5"])
        #expect(loop.now == 2.5)
        loop.advance(by: 2)
        #expect(order.suffix(2) == ["tick@3.5", "tick@4.5"], "advancing runs it at each deadline")
    }

    @Test func pausingAWindowsAmbientWorkHoldsOnlyThatWindowsBack() {
        let loop = MainLoop()
        let paused = UIWindow(frame: .zero)
        let running = UIWindow(frame: .zero)
        var ran: [String] = []
        loop.scheduleAmbient(after: 1, in: paused) { ran.append("paused") }
        loop.scheduleAmbient(after: 2, in: running) { ran.append("running") }
        loop.pauseAmbientWork(in: paused)
        loop.pauseAmbientWork(in: paused)
        #expect(loop.isAmbientWorkPaused(in: paused) && !loop.isAmbientWorkPaused(in: running))
        #expect(loop.nextDeadline == 2, "the paused window's work wakes nobody")
        loop.advance(by: 3)
        #expect(ran == ["running"])
        loop.resumeAmbientWork(in: paused)
        loop.advance(by: 0)
        #expect(ran == ["running"], "paused twice, resumed once")
        loop.resumeAmbientWork(in: paused)
        loop.advance(by: 0)
        #expect(ran == ["running", "paused"], "what fell due meanwhile runs once resumed")
        loop.pauseAmbientWork()
        loop.scheduleAmbient(after: 0, in: running) { ran.append("all paused") }
        loop.advance(by: 1)
        #expect(ran.count == 2 && loop.nextDeadline == nil, "pausing all holds every window's back")
        loop.resumeAmbientWork()
        loop.advance(by: 0)
        #expect(ran.last == "all paused")
    }

    @Test func catchingUpMovesTheClockRunningOnlyWorkThatFellDue() {
        let loop = MainLoop()
        var turns: [TimeInterval] = []
        loop.schedule(after: 1) { turns.append(loop.now) }
        let before = loop._turnCount
        loop.catchUp(to: 0.5)
        #expect(loop.now == 0.5 && loop._turnCount == before, "nothing due: no turn")
        loop.catchUp(to: 3)
        #expect(turns == [1] && loop.now == 3)
        loop.catchUp(to: 2)
        #expect(loop.now == 3, "never back")
    }

    @Test func workRunsByDeadlineWithTiesInSubmissionOrder() {
        let loop = MainLoop()
        var order: [String] = []
        loop.schedule(after: 2) { order.append("b@2") }
        loop.schedule(after: 1) { order.append("a@1") }
        loop.schedule(after: 2) { order.append("c@2") }
        loop.perform { order.append("now") }
        loop.runUntilIdle()
        #expect(order == ["now", "a@1", "b@2", "c@2"])
        #expect(loop.now == 2)
    }

    @Test func advanceRunsEachPieceOfWorkAtItsOwnDeadline() {
        let loop = MainLoop()
        var seen: [TimeInterval] = []
        loop.schedule(after: 0.5) { seen.append(loop.now) }
        loop.schedule(after: 1.5) { seen.append(loop.now) }
        loop.schedule(after: 3) { seen.append(loop.now) }
        loop.advance(by: 2)
        #expect(seen == [0.5, 1.5])
        #expect(loop.now == 2)
        loop.advance(by: 1)
        #expect(seen == [0.5, 1.5, 3])
    }

    @Test func theClockNeverGoesBack() {
        let loop = MainLoop()
        loop.advance(to: 5)
        loop.advance(to: 3)
        #expect(loop.now == 5)
        var ran = false
        loop.schedule(at: 1) { ran = true }
        loop.runTurn()
        #expect(ran, "a deadline in the past is due now")
        #expect(loop.now == 5)
    }

    @Test func cancelledWorkDoesNotRun() {
        let loop = MainLoop()
        var ran = false
        let work = loop.schedule(after: 1) { ran = true }
        work.cancel()
        #expect(loop.runUntilIdle())
        #expect(!ran)
        #expect(loop.nextDeadline == nil)
    }

    @Test func workQueuedByWorkForTheSameMomentRunsInTheSameTurn() {
        let loop = MainLoop()
        var order: [String] = []
        loop.perform {
            order.append("first")
            loop.perform { order.append("queued by first") }
        }
        let turnsBefore = loop._turnCount
        loop.runTurn()
        #expect(order == ["first", "queued by first"])
        #expect(loop._turnCount == turnsBefore + 1)
    }

    @Test func runUntilIdleStopsAfterMaxTurnsForWorkThatNeverEnds() {
        let loop = MainLoop()
        func again() { loop.schedule(after: 1, again) }
        again()
        #expect(!loop.runUntilIdle(maxTurns: 10))
    }

    @Test func workQueuedDuringATurnRunsAfterThatRoundsLayout() {
        let screen = HeadlessScreen(width: 10, height: 3)
        let root = UIViewController()
        let view = LayoutCountingView()
        screen.show(root)
        root.view.addSubview(view)
        screen.runUntilIdle()
        var layoutsSeenByQueuedWork: Int?
        MainLoop.main.perform {
            view.setNeedsLayout()
            MainLoop.main.perform { layoutsSeenByQueuedWork = view._layoutPassCount }
        }
        let before = view._layoutPassCount
        MainLoop.main.runUntilIdle()
        #expect(layoutsSeenByQueuedWork == before + 1, "UIKit's next run-loop cycle comes after this cycle's layout")
    }

    @Test func setNeedsLayoutIsCoalescedIntoOnePassPerTurn() {
        let screen = HeadlessScreen(width: 10, height: 3)
        let root = UIViewController()
        let view = LayoutCountingView()
        screen.show(root)
        root.view.addSubview(view)
        screen.runUntilIdle()
        let before = view._layoutPassCount
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view._layoutPassCount == before, "layout is deferred to the loop")
        screen.runUntilIdle()
        #expect(view._layoutPassCount == before + 1)
    }

    @Test func aVisibleWindowWithoutAPresenterLeavesTheLoopIdle() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        window.rootViewController?.view.backgroundColor = .red
        #expect(MainLoop.main.runUntilIdle(maxTurns: 100), "nothing to present to is nothing to do")
    }

    @Test func theLoopPresentsAFrameOnlyWhenSomethingChanged() {
        let screen = HeadlessScreen(width: 10, height: 3)
        let root = UIViewController()
        screen.show(root)
        let frames = screen.presentedFrameCount
        screen.runUntilIdle()
        MainLoop.main.advance(by: 1)
        #expect(screen.presentedFrameCount == frames)
        root.view.backgroundColor = .red
        screen.runUntilIdle()
        #expect(screen.presentedFrameCount == frames + 1)
        #expect(screen.lastPresentedCanvas?[x: 0, y: 0].background == .red)
    }
}

@Suite(.isolatedUI) @MainActor
private final class LayoutCountingView: UIView {
    @Test func aLayoutThatNeverSettlesRunsInBurstsAFrameApartWithOneWarningASecond() {
        let (logs, restore) = capturingMainLoopLogs()
        defer { restore() }
        let screen = HeadlessScreen(width: 10, height: 3)
        defer { withExtendedLifetime(screen) {} }
        let restless = RestlessView(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        let root = UIViewController()
        screen.show(root)
        root.view.addSubview(restless)
        let loop = MainLoop.main
        loop.runTurn()
        #expect(restless.layoutCount == 100, "one turn lays out at most 100 rounds")
        #expect(!loop.hasWorkDueNow, "and then waits for the next frame instead of spinning")
        let deadline = try! #require(loop.nextDeadline)
        #expect(abs(deadline - loop.now - 1.0 / 60.0) < 1e-9)
        loop.advance(by: 1.0 / 60.0)
        #expect(restless.layoutCount == 200)
        #expect(logs.entries.filter { $0.message.description.contains("did not settle") }.count == 1)
        restless.removeFromSuperview()
        loop.advance(by: 1.0 / 60.0)
        #expect(loop.runUntilIdle())
    }
}

/// A view that asks for layout again every time it is laid out.
private final class RestlessView: UIView {
    var layoutCount = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        setNeedsLayout()
    }
}
