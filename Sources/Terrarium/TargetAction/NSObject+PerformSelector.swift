import Foundation

/// The requests `perform(_:with:afterDelay:)` scheduled and that have not run, so that
/// `cancelPreviousPerformRequests(withTarget:…)` finds them.
@MainActor
private var _pendingPerformRequests: [(target: ObjectIdentifier, selector: Selector, argument: Any?, work: ScheduledWork)] = []

extension NSObject {
    /// Sends `aSelector` to the object, with `anArgument` as its sender, after `delay`
    /// seconds on the main loop's clock.
    ///
    /// ```swift
    /// // On iOS: perform(#selector(hideHint), with: nil, afterDelay: 2)
    /// perform(Selector("hideHint", Self.hideHint), with: nil, afterDelay: 2)
    /// ```
    ///
    /// The object is held until the request runs or is cancelled with
    /// `NSObject.cancelPreviousPerformRequests(withTarget:)`.
    ///
    /// - Parameters:
    ///   - aSelector: The method, taking the argument or nothing.
    ///   - anArgument: The argument; `nil` for none.
    ///   - delay: The delay, in seconds; 0 runs it in the main loop's next turn.
    /// - Note: Scheduled on Terrarium's main loop (``MainLoop``), not the run loop, so a test
    ///   moves it with `advance(by:)`; `NSObject` on Linux has no selectors. Call it on the
    ///   main actor (the main thread), where the selector's method runs, as UIKit code does.
    @preconcurrency @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let target = ObjectIdentifier(self)
        nonisolated(unsafe) let object = self
        nonisolated(unsafe) let argument = anArgument
        var work: ScheduledWork?
        work = MainLoop.main.schedule(after: delay) {
            _pendingPerformRequests.removeAll { $0.work.id == work?.id }
            aSelector.perform(on: object, sender: argument as Any)
        }
        if let work { _pendingPerformRequests.append((target, aSelector, anArgument, work)) }
    }
}

extension NSObject {
    /// Cancels every request `perform(_:with:afterDelay:)` scheduled for `aTarget`.
    ///
    /// - Parameter aTarget: The object the requests were scheduled on.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        let target = ObjectIdentifier(aTarget as AnyObject)
        for request in _pendingPerformRequests where request.target == target { request.work.cancel() }
        _pendingPerformRequests.removeAll { $0.target == target }
    }

    /// Cancels the requests `perform(_:with:afterDelay:)` scheduled for `aTarget` with
    /// `aSelector` and an equal argument (both `nil`, the same object, or equal values).
    ///
    /// - Parameters:
    ///   - aTarget: The object the requests were scheduled on.
    ///   - aSelector: The selector they send.
    ///   - anArgument: The argument they were scheduled with.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        let target = ObjectIdentifier(aTarget as AnyObject)
        let matches: ((target: ObjectIdentifier, selector: Selector, argument: Any?, work: ScheduledWork)) -> Bool = {
            $0.target == target && $0.selector == aSelector && _equalArguments($0.argument, anArgument)
        }
        for request in _pendingPerformRequests where matches(request) { request.work.cancel() }
        _pendingPerformRequests.removeAll(where: matches)
    }
}

/// Whether two `perform` arguments are equal: both `nil`, the same object, or equal hashable values.
private func _equalArguments(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?):
        if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return false
    default: return false
    }
}
