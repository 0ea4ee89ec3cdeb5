import Foundation

extension Timer {
    /// Creates a timer that sends `aSelector` to `aTarget` after `ti` seconds (and every `ti`
    /// seconds if it repeats), the timer being the sender, and schedules it on the current
    /// run loop in the default mode. The result is discardable, as Foundation's Objective-C
    /// method is in Swift on iOS, where code that keeps no reference to the timer it schedules
    /// compiles without a warning.
    ///
    /// ```swift
    /// // On iOS: #selector(advancePage)
    /// timer = Timer.scheduledTimer(
    ///     timeInterval: 3, target: self, selector: Selector("advancePage", Self.advancePage),
    ///     userInfo: nil, repeats: true)
    /// ```
    ///
    /// - Parameters:
    ///   - ti: The interval, in seconds.
    ///   - aTarget: The object to send the selector to; held until the timer is invalidated.
    ///   - aSelector: The method, taking the timer or nothing.
    ///   - userInfo: Not kept: see the note.
    ///   - yesOrNo: Whether the timer repeats.
    /// - Note: Foundation on Linux has no selectors; the timer runs a block that sends the
    ///   selector, on the main actor. It is scheduled on Terrarium's ``MainLoop`` rather than
    ///   on `RunLoop.current`, so that it fires on the loop's clock: in time in a terminal, and
    ///   when a test moves the virtual clock past it (`screen.advance(by: 3)`); like a run
    ///   loop's timer, it does not keep ``MainLoop/runUntilIdle(maxTurns:)`` waiting.
    ///   Foundation's block-based timers carry no `userInfo`, so `timer.userInfo` is `nil`:
    ///   keep the information on the target.
    @preconcurrency @MainActor @discardableResult
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        timer._scheduleOnMainLoop(interval: ti, repeats: yesOrNo)
        return timer
    }

    /// Fires the timer on the main loop's clock every `interval` seconds (once unless it
    /// repeats) until it is invalidated: as ambient work, which a backend wakes for and
    /// ``MainLoop/advance(by:)`` runs on the way, but which does not keep
    /// ``MainLoop/runUntilIdle(maxTurns:)`` busy, as a run loop's timer does not hold it.
    @MainActor
    func _scheduleOnMainLoop(interval: TimeInterval, repeats: Bool) {
        nonisolated(unsafe) let timer = self
        let interval = Swift.max(interval, 0.0001)  // as Foundation: a zero interval fires at once, repeats at 0.1 ms
        func tick() {
            guard timer.isValid else { return }
            timer.fire()
            if repeats {
                if timer.isValid { MainLoop.main.scheduleAmbient(after: interval, in: nil, tick) }
            } else {
                timer.invalidate()
            }
        }
        MainLoop.main.scheduleAmbient(after: interval, in: nil, tick)
    }

    /// Creates a timer, not yet scheduled, that sends `aSelector` to `aTarget` when it fires.
    ///
    /// - Parameters:
    ///   - ti: The interval, in seconds.
    ///   - aTarget: The object to send the selector to; held until the timer is invalidated.
    ///   - aSelector: The method, taking the timer or nothing.
    ///   - userInfo: Not kept: see the note.
    ///   - yesOrNo: Whether the timer repeats.
    /// - Note: As ``scheduledTimer(timeInterval:target:selector:userInfo:repeats:)``: a block
    ///   that sends the selector on the main actor; no `userInfo`.
    @preconcurrency @MainActor
    public convenience init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) {
        nonisolated(unsafe) let target = aTarget as AnyObject
        let selector = aSelector
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { selector.perform(on: target, sender: timer) }
        }
    }
}
