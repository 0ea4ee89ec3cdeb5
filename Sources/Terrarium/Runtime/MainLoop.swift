import Foundation
import HeapModule
import Logging

/// The one run loop that drives a Terrarium app: timers, deferred work, layout passes,
/// appearance callbacks, animation frames and display all happen in its turns.
///
/// A turn runs, in order:
/// 1. every piece of scheduled work that is due, earliest deadline first, ties in the
///    order they were scheduled;
/// 2. `viewIsAppearing(_:)` for view controllers whose appearance began since the last turn;
/// 3. the layout pass of every visible window (`layoutSubviews`, bracketed by
///    `viewWillLayoutSubviews`/`viewDidLayoutSubviews` on view controllers' root views);
/// 4. `viewDidAppear(_:)` for view controllers whose view entered a window;
/// 5. display: every visible window with a presenter that changed is drawn and presented.
///
/// Steps 1–4 repeat until the moment is settled: work that due work schedules for the same
/// moment runs in the same turn, after the layout of the round that scheduled it.
///
/// The loop's clock is logical. In tests nothing moves it but you: ``runUntilIdle(maxTurns:)``
/// jumps to each next deadline until nothing is pending, and ``advance(by:)`` moves it by
/// the given number of seconds, firing what falls due on the way, so tests never sleep.
/// A terminal backend moves the same clock to the real monotonic time before each turn
/// with ``advance(to:)``. The clock keeps `EmbeddedEventLoop`'s contract from SwiftNIO:
/// it starts at zero and never goes back.
///
/// ```swift
/// UIView.animate(withDuration: 0.25) { view.alpha = 0 }
/// MainLoop.main.advance(by: 0.125)   // half-way: view is drawn at alpha 0.5
/// MainLoop.main.runUntilIdle()        // the animation finished, its completion ran
/// ```
///
/// - Note: UIKit's main run loop is `RunLoop.main`; Terrarium has its own loop so that the
///   same code runs on a real clock in a terminal and on a virtual clock in tests.
@preconcurrency @MainActor
public final class MainLoop {
    /// The loop every view, animation and controller uses.
    ///
    /// One loop for the process, as UIKit's main run loop; a test may run on a loop of its
    /// own (``withNewMain(_:)``).
    public static var main: MainLoop { _main }

    private static var _main = MainLoop()

    /// Runs `operation` with a new loop as ``main`` — its clock at zero, nothing scheduled, no
    /// window shown — and makes the loop that was main again afterwards, also when it throws.
    ///
    /// For tests: TerrariumTesting's `isolatedUI` trait runs each test in one, one test at a
    /// time, so that no other test's turns run its work or draw its windows while it awaits.
    /// Windows belong to the loop that was main when they were shown: the new loop lays out
    /// and draws none of the old loop's windows, and the old loop none of the new one's.
    /// Work scheduled on a loop stays there: what a test leaves scheduled is dropped with
    /// its loop.
    ///
    /// - Note: A Terrarium addition; UIKit's main run loop cannot be replaced.
    public static func withNewMain<Result: Sendable>(
        _ operation: @MainActor () async throws -> Result
    ) async rethrows -> Result {
        let replaced = _replaceMain(with: MainLoop())
        defer { _ = _replaceMain(with: replaced) }
        return try await operation()
    }

    private static func _replaceMain(with loop: MainLoop) -> MainLoop {
        let replaced = _main
        _main = loop
        _MediaClock.shared.time = loop.now
        return replaced
    }

    /// The current time on the loop's clock, in seconds since the loop was created.
    public private(set) var now: TimeInterval = 0 {
        // Core Animation's clock (`CACurrentMediaTime()`) may be read from any thread.
        didSet { if self === MainLoop._main { _MediaClock.shared.time = now } }
    }

    /// The windows shown while this loop is ``main``: it lays out and draws those.
    let _windows = UIWindow._Registry()

    /// The logger Terrarium's runtime reports through (UIKit's console warnings, such as
    /// unbalanced appearance transitions).
    ///
    /// Libraries should not bootstrap logging; set this to your application's logger.
    public var logger = Logger(label: "Terrarium")

    private var tasks = Heap<ScheduledTask>()
    /// Work that runs on time but does not keep the loop busy (a spinner's next frame), with
    /// the window it draws in; few at a time, so a list.
    private var ambientTasks: [AmbientTask] = []
    /// Windows whose ambient work is held back, with how many times each was paused; held
    /// weakly, so that a new window at a freed one's address is not taken for it.
    private var pausedWindows: [ObjectIdentifier: PausedWindow] = [:]
    private var isAllAmbientWorkPaused = false
    private var nextSequence: UInt64 = 0
    private var cancelled = Set<UInt64>()

    /// Set while phases run, so that work asking for a turn during a turn is picked up
    /// by the same turn instead of a new one.
    private var isRunningTurn = false
    private var turnRequested = false
    /// Set when layout did not settle in a turn: until then, pending layout is not work due
    /// now, so a layout that never settles runs in bursts a frame apart instead of keeping
    /// a backend's loop (and a core) busy.
    private var layoutBackoffDeadline: TimeInterval?
    private var lastUnsettledWarning: TimeInterval?

    /// View controllers waiting for `viewIsAppearing(_:)`, in the order their appearance began.
    var pendingIsAppearing: [UIViewController] = []
    /// Window-driven appearances waiting to end with `viewDidAppear(_:)` after the layout pass.
    var pendingAppearanceEnds: [(controller: UIViewController, generation: Int)] = []

    /// The latest time any view animation started so far ends.
    package var _animationsActiveUntil: TimeInterval = 0
    /// The same for animations of views that were in no window when they began.
    var _windowlessAnimationsActiveUntil: TimeInterval = 0

    /// Number of turns run so far; tests use it to see that work was deferred.
    package private(set) var _turnCount = 0

    /// Creates a loop with its clock at zero.
    ///
    /// Apps and tests use ``main``; separate loops exist only for testing the loop itself.
    package init() {}

    // MARK: Scheduling

    /// Schedules work to run in the loop's first turn at or after `delay` seconds from now.
    ///
    /// - Parameters:
    ///   - delay: seconds from ``now``; zero or less means the next turn.
    ///   - work: the work to run on the main actor.
    /// - Returns: a handle that can cancel the work before it runs.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        schedule(at: now + Swift.max(0, delay), work)
    }

    /// Schedules work to run in the loop's first turn at or after `deadline` on its clock.
    @discardableResult
    public func schedule(at deadline: TimeInterval, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let id = nextSequence
        nextSequence += 1
        tasks.insert(ScheduledTask(deadline: Swift.max(deadline, now), sequence: id, work: work))
        return ScheduledWork(id: id, loop: self)
    }

    /// Schedules ambient work: it runs at its deadline like any other (a backend wakes for it;
    /// ``advance(by:)`` runs it on the way), but it does not keep the loop busy:
    /// ``runUntilIdle(maxTurns:)`` returns once only ambient work is pending, without moving
    /// the clock to it.
    ///
    /// For work that repeats for as long as something is on screen and changes only how it
    /// looks — a spinning activity indicator's next frame — so that a test (or a headless
    /// screen waiting for other work) can still reach idle while it spins.
    ///
    /// - Note: A Terrarium addition; UIKit's run loop has no notion of idle.
    ///
    /// - Parameters:
    ///   - delay: seconds from ``now``.
    ///   - window: the window whose looks the work changes, so that pausing that window's
    ///     ambient work (``pauseAmbientWork(in:)``) holds it back.
    ///   - work: the work.
    @discardableResult
    public func scheduleAmbient(
        after delay: TimeInterval, in window: UIWindow?, _ work: @escaping @MainActor () -> Void
    ) -> ScheduledWork {
        let id = nextSequence
        nextSequence += 1
        let task = ScheduledTask(deadline: now + Swift.max(0, delay), sequence: id, work: work)
        ambientTasks.append(AmbientTask(task: task, window: window))
        return ScheduledWork(id: id, loop: self)
    }

    /// Runs `work` in the next turn of the loop (UIKit's `DispatchQueue.main.async`).
    public func perform(_ work: @escaping @MainActor () -> Void) {
        schedule(after: 0, work)
    }

    func cancel(_ id: UInt64) {
        cancelled.insert(id)
    }

    /// Asks for a turn without scheduling work: layout, appearance or display is pending.
    func setNeedsTurn() {
        turnRequested = true
    }

    // MARK: Running

    /// Holds ambient work back — all of it, or only `window`'s: it neither runs nor counts in
    /// ``nextDeadline`` until the matching ``resumeAmbientWork(in:)``. A spinner stops turning
    /// and wakes nobody.
    ///
    /// For times when nobody sees the screen: a backend while the app is suspended, a headless
    /// screen while its test waits for other work (other tests may use the loop meanwhile, and
    /// must neither see this screen's spinner scheduled nor run its frames in their turns).
    public func pauseAmbientWork(in window: UIWindow? = nil) {
        guard let window else {
            isAllAmbientWorkPaused = true
            return
        }
        let key = ObjectIdentifier(window)
        if pausedWindows.count >= 64 { pausedWindows = pausedWindows.filter { $0.value.window != nil } }
        if let paused = pausedWindows[key], paused.window === window {
            pausedWindows[key]?.count += 1
        } else {
            pausedWindows[key] = PausedWindow(window: window, count: 1)
        }
    }

    /// Undoes one ``pauseAmbientWork(in:)``; what fell due meanwhile runs in the next turn.
    public func resumeAmbientWork(in window: UIWindow? = nil) {
        guard let window else {
            isAllAmbientWorkPaused = false
            return
        }
        let key = ObjectIdentifier(window)
        guard let paused = pausedWindows[key], paused.window === window else { return }
        pausedWindows[key] = paused.count > 1 ? PausedWindow(window: window, count: paused.count - 1) : nil
    }

    /// Whether ambient work in `window` (or, with `nil`, all ambient work) is held back.
    public func isAmbientWorkPaused(in window: UIWindow? = nil) -> Bool {
        if isAllAmbientWorkPaused { return true }
        return window.map(isPaused) ?? false
    }

    private func isPaused(_ window: UIWindow) -> Bool {
        pausedWindows[ObjectIdentifier(window)]?.window === window
    }

    private func isRunnable(_ ambient: AmbientTask) -> Bool {
        !isAllAmbientWorkPaused && !(ambient.window.map(isPaused) ?? false)
    }

    /// The earliest ambient work that may run, by deadline then order of scheduling.
    private var nextRunnableAmbient: (index: Int, task: ScheduledTask)? {
        var best: (index: Int, task: ScheduledTask)?
        for (index, ambient) in ambientTasks.enumerated() where isRunnable(ambient) {
            if best.map({ ambient.task < $0.task }) ?? true { best = (index, ambient.task) }
        }
        return best
    }

    /// The deadline of the earliest scheduled work, ambient work included (unless paused), if
    /// any: when a backend must wake next.
    public var nextDeadline: TimeInterval? {
        pruneCancelledHeads()
        switch (tasks.min?.deadline, nextRunnableAmbient?.task.deadline) {
        case (let busy?, let ambient?): return Swift.min(busy, ambient)
        case (let busy, let ambient): return busy ?? ambient
        }
    }

    /// The deadline of the earliest scheduled work that keeps the loop busy (not ambient).
    public var nextBusyDeadline: TimeInterval? {
        pruneCancelledHeads()
        return tasks.min?.deadline
    }

    /// Whether a turn run now would have something to do.
    public var hasWorkDueNow: Bool {
        if turnRequested || !pendingIsAppearing.isEmpty || !pendingAppearanceEnds.isEmpty { return true }
        if let deadline = nextDeadline, deadline <= now { return true }
        let layoutIsDue = layoutBackoffDeadline.map { now >= $0 } ?? true
        return _windows.visibleWindows.contains {
            ($0._needsLayoutPass && layoutIsDue) || ($0._needsPresentation && $0.canvasPresenter != nil)
        }
    }

    /// Runs one turn: the work due now, then the appearance, layout and display phases.
    public func runTurn() {
        precondition(!isRunningTurn, "MainLoop.runTurn() called from inside a turn")
        isRunningTurn = true
        defer { isRunningTurn = false }
        _turnCount += 1
        // Code that ran outside the loop (a test, a backend's event handler) left layout
        // and appearance pending, as an event handler does within a UIKit run-loop cycle:
        // settle that first, then run the work that fell due, settling after each round.
        // Work that due work schedules for the same moment runs in the next round, after
        // this round's layout, as UIKit's "next run-loop cycle" does.
        settle()
        var rounds = 0
        while hasDueTask {
            runDueTasks()
            settle()
            rounds += 1
            if rounds == 1_000 {
                logger.warning("Work kept scheduling more work for the same moment; continuing next turn")
                break
            }
        }
        for window in _windows.visibleWindows { window._presentIfNeeded() }
    }

    /// Runs turns, moving the clock to each next deadline, until nothing is pending:
    /// deferred work has run, layout is done and animations have finished. Ambient work
    /// (``scheduleAmbient(after:in:_:)``) runs when it is due but is not waited for.
    ///
    /// - Parameter maxTurns: a bound for work that reschedules itself forever (a repeating
    ///   timer); the loop stops after that many turns.
    /// - Returns: `true` if the loop became idle, `false` if it stopped at `maxTurns`.
    @discardableResult
    public func runUntilIdle(maxTurns: Int = 100_000) -> Bool {
        for _ in 0..<maxTurns {
            if hasWorkDueNow {
                runTurn()
                continue
            }
            guard let deadline = nextBusyDeadline else { return true }
            now = Swift.max(now, deadline)
            runTurn()
        }
        return !hasWorkDueNow && nextBusyDeadline == nil
    }

    /// Moves the clock forward by `seconds`, running each piece of work at its deadline
    /// on the way, then runs a turn at the new time.
    public func advance(by seconds: TimeInterval) {
        advance(to: now + Swift.max(0, seconds))
    }

    /// Moves the clock forward to `time` (never back), running each piece of work at its
    /// deadline on the way, then runs a turn at `time`.
    public func advance(to time: TimeInterval) {
        while let deadline = nextDeadline, deadline <= time {
            now = Swift.max(now, deadline)
            runTurn()
        }
        now = Swift.max(now, time)
        runTurn()
    }

    /// Moves the clock forward to `time` (never back), running a turn for each piece of work
    /// that fell due on the way, but no turn at `time` itself when nothing was due.
    ///
    /// A backend calls it when it wakes, before it hands the loop input or lets other work
    /// run (the main queue, timers): code that reads ``now`` there (an animation a key starts,
    /// work scheduled after a delay) then reads the time of the wake, not the time the loop
    /// went to sleep. Its next ``advance(to:)`` runs the turn that lays out and draws.
    public func catchUp(to time: TimeInterval) {
        precondition(!isRunningTurn, "MainLoop.catchUp(to:) called from inside a turn")
        while let deadline = nextDeadline, deadline <= time {
            now = Swift.max(now, deadline)
            runTurn()
        }
        now = Swift.max(now, time)
    }

    // MARK: Phases

    /// Runs the appearance and layout phases until nothing is pending, with a bound so
    /// that a view that always invalidates its own layout cannot hang the app.
    private func settle() {
        var rounds = 0
        while turnRequested || !pendingIsAppearing.isEmpty || !pendingAppearanceEnds.isEmpty {
            turnRequested = false
            runIsAppearingPhase()
            for window in _windows.visibleWindows { window._layoutPassIfNeeded() }
            runAppearanceEndPhase()
            rounds += 1
            if rounds == 100 {
                // At most one warning a second: a backend may show the log on the screen.
                if lastUnsettledWarning.map({ now - $0 >= 1 }) ?? true {
                    logger.warning(
                        "Layout did not settle after 100 rounds in one main-loop turn; trying again in the next frame")
                    lastUnsettledWarning = now
                }
                turnRequested = false
                let deadline = now + 1.0 / 60.0
                layoutBackoffDeadline = deadline
                _ = schedule(at: deadline) { [weak self] in self?.setNeedsTurn() }
                return
            }
        }
    }

    private var hasDueTask: Bool {
        guard let deadline = nextDeadline else { return false }
        return deadline <= now
    }

    private func pruneCancelledHeads() {
        while let head = tasks.min, cancelled.contains(head.sequence) {
            cancelled.remove(head.sequence)
            _ = tasks.removeMin()
        }
        if !ambientTasks.isEmpty, !cancelled.isEmpty {
            ambientTasks.removeAll { cancelled.remove($0.task.sequence) != nil }
        }
    }

    /// Runs the work that was due when the phase began, busy and ambient together in
    /// deadline order. Work it schedules for now runs in the next round of the same turn,
    /// after this round's layout: UIKit's "next run loop cycle" comes after the current
    /// cycle's layout and display.
    private func runDueTasks() {
        let limit = nextSequence
        while true {
            let busy = tasks.min.flatMap { $0.deadline <= now && $0.sequence < limit ? $0 : nil }
            let ambient = nextRunnableAmbient.flatMap {
                $0.task.deadline <= now && $0.task.sequence < limit ? $0 : nil
            }
            let head: ScheduledTask
            if let ambient, busy.map({ ambient.task < $0 }) ?? true {
                head = ambient.task
                ambientTasks.remove(at: ambient.index)
            } else if let busy {
                head = busy
                _ = tasks.removeMin()
            } else {
                return
            }
            if cancelled.remove(head.sequence) != nil { continue }
            head.work()
        }
    }

    private func runIsAppearingPhase() {
        while !pendingIsAppearing.isEmpty {
            let batch = pendingIsAppearing
            pendingIsAppearing.removeAll()
            for controller in batch { controller._sendIsAppearingIfDue() }
        }
    }

    private func runAppearanceEndPhase() {
        while !pendingAppearanceEnds.isEmpty {
            let batch = pendingAppearanceEnds
            pendingAppearanceEnds.removeAll()
            for entry in batch { entry.controller._endWindowDrivenAppearance(generation: entry.generation) }
        }
    }
}

/// A handle to work scheduled on a ``MainLoop``.
@preconcurrency @MainActor
public struct ScheduledWork {
    let id: UInt64
    /// Weak: work may outlive a loop that a test replaced (``MainLoop/main`` in an isolated
    /// test) and then cancelling it does nothing.
    weak var loop: MainLoop?

    /// Cancels the work if it has not run yet; does nothing otherwise.
    public func cancel() {
        loop?.cancel(id)
    }
}

private struct PausedWindow {
    weak var window: UIWindow?
    var count: Int
}

private struct AmbientTask {
    let task: ScheduledTask
    weak var window: UIWindow?
}

private struct ScheduledTask: Comparable {
    let deadline: TimeInterval
    let sequence: UInt64
    let work: @MainActor () -> Void

    static func < (lhs: ScheduledTask, rhs: ScheduledTask) -> Bool {
        (lhs.deadline, lhs.sequence) < (rhs.deadline, rhs.sequence)
    }

    static func == (lhs: ScheduledTask, rhs: ScheduledTask) -> Bool {
        lhs.sequence == rhs.sequence
    }
}
