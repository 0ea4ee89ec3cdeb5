import CoreFoundation
import Foundation
import Terrarium

extension HeadlessScreen {
    /// The error ``settle(until:timeout:file:line:)`` throws when its condition did not come
    /// true in time.
    public struct SettleTimeout: Error, CustomStringConvertible {
        /// How long the screen waited.
        public let timeout: Duration
        /// The screen as text when the wait gave up.
        public let screen: String
        /// Where `settle(until:)` was called.
        public let file: StaticString
        /// The line `settle(until:)` was called on.
        public let line: UInt

        /// What went wrong, with the screen.
        public var description: String {
            "\(file):\(line): HeadlessScreen.settle(until:): the condition did not hold within \(timeout); the screen:\n\(screen)"
        }
    }

    /// How many passes in a row must find nothing to do before ``settle()`` returns: main-queue
    /// work that only enqueues more main-queue work is followed this many hops.
    static let quietPassesToSettle = 3

    /// Runs the app's asynchronous work that is ready, then the main loop, until both are
    /// quiet; no wall-clock sleeps.
    ///
    /// A pass lets everything enqueued so far on the main dispatch queue run (MainActor jobs
    /// too: Swift's main executor is that queue), including work it enqueues in turn, fires the
    /// current run loop's `Timer`s that are due, then runs the main loop on its virtual clock
    /// until it is idle (`MainLoop.runUntilIdle()`: a spinning activity indicator does not
    /// keep it busy). Passes repeat until three in a row find nothing due,
    /// so the screen you read next shows what that work did.
    ///
    /// ```swift
    /// let screen = HeadlessScreen(width: 40, height: 5)
    /// screen.show(ClockViewController())       // viewDidLoad: DispatchQueue.global().async { … main.async { label.text = … } }
    /// await screen.settle()                     // the main-queue block has run and is drawn
    /// ```
    ///
    /// Work still in flight elsewhere — on another thread, in a `Task.sleep`, a `Timer` not yet
    /// due — is not waited for: use ``settle(until:timeout:file:line:)``, or await the work's
    /// own `Task` first.
    ///
    /// - Note: Under Swift Testing on Linux a `@MainActor` test does not run on the process's
    ///   main thread, so `RunLoop.main` (and `RunLoop.main.perform`) never runs in a test;
    ///   `Timer.scheduledTimer` from MainActor code uses the current thread's run loop, which
    ///   this runs. In a terminal, `TerminalDriver` runs `RunLoop.main` itself.
    public func settle() async {
        var quietPasses = 0
        var passes = 0
        // A bound for work that re-enqueues itself for ever, as `runUntilIdle(maxTurns:)` has.
        while quietPasses < Self.quietPassesToSettle && passes < 10_000 {
            passes += 1
            await drainMainQueue()
            Self.fireDueRunLoopTimers()
            if withOwnTurns({ MainLoop.main.hasWorkDueNow }) {
                withOwnTurns { _ = MainLoop.main.runUntilIdle() }
                quietPasses = 0
            } else {
                quietPasses += 1
            }
        }
        withOwnTurns { _ = MainLoop.main.runUntilIdle() }
    }

    /// Settles (``settle()``) again and again until `condition` holds, letting real time pass
    /// in between for work in flight on other threads, in `Task.sleep`s and `Timer`s.
    ///
    /// ```swift
    /// browser.open("/big-folder")              // lists the folder on a background task
    /// try await screen.settle(until: { screen.text.contains("100,000 items") })
    /// ```
    ///
    /// The test states what it waits for instead of guessing how long it takes; the wait
    /// polls every few milliseconds and ends as soon as the condition holds.
    ///
    /// - Parameters:
    ///   - condition: Checked after each settle, on the main actor.
    ///   - timeout: How long to wait before giving up.
    ///   - file: The file the timeout's message names: the caller's.
    ///   - line: The line the timeout's message names: the caller's.
    /// - Throws: ``SettleTimeout`` with the screen's text, when `condition` still does not
    ///   hold after `timeout`.
    public func settle(
        until condition: @MainActor () -> Bool, timeout: Duration = .seconds(10), file: StaticString = #filePath,
        line: UInt = #line
    ) async throws(SettleTimeout) {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            Self.waitForRunLoopTimers(before: Date.now.addingTimeInterval(Self.seconds(deadline - clock.now)))
            await settle()
            if condition() { return }
            if clock.now >= deadline {
                throw SettleTimeout(timeout: timeout, screen: text, file: file, line: line)
            }
            let wasKey = window.isKeyWindow
            try? await Task.sleep(for: .milliseconds(2))
            if wasKey && !window.isKeyWindow { window.makeKey() }
        }
    }

    /// Runs the current thread's run loop until its `Timer`s due before `limit` have fired,
    /// taking those due within a quarter of a second of the first as one batch (a timer that
    /// repeats faster than that stops the batch at its end); returns at once when none is due
    /// before `limit`.
    ///
    /// Synchronous on purpose: a `Timer` belongs to the run loop of the thread that scheduled
    /// it, and the main actor of a test on Linux may continue on another thread after an
    /// `await`. Code that scheduled timers before the test called `settle(until:)` ran on this
    /// thread, in this job; waiting here, before the first `await`, fires them.
    private static func waitForRunLoopTimers(before limit: Date) {
        var batchEnd = limit
        while true {
            let next = CFRunLoopGetNextTimerFireDate(CFRunLoopGetCurrent(), kCFRunLoopDefaultMode)
            guard next > 0 else { return }
            let fireDate = Date(timeIntervalSinceReferenceDate: next)
            guard fireDate < batchEnd else { return }
            _ = RunLoop.current.run(mode: .default, before: fireDate.addingTimeInterval(0.001))
            if batchEnd == limit { batchEnd = min(limit, fireDate.addingTimeInterval(0.25)) }
        }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }

    /// Returns once everything enqueued on the main queue before the call has run: the queue
    /// is serial and first in, first out, so a block enqueued now runs after all of them.
    ///
    /// A window that was key before is made key again after: another test may have shown its
    /// own window meanwhile, and this screen's presses go to the key window.
    private func drainMainQueue() async {
        let wasKey = window.isKeyWindow
        defer { if wasKey && !window.isKeyWindow { window.makeKey() } }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    /// Fires the current thread's run-loop timers that are due and runs its pending
    /// `perform` blocks, without waiting.
    private static func fireDueRunLoopTimers() {
        _ = RunLoop.current.run(mode: .default, before: Date())
    }
}
