import Foundation

/// Core Animation's transactions: groups of layer changes committed together.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setDisableActions(true)
/// CATransaction.setCompletionBlock { print("pushed") }
/// navigationController.pushViewController(detail, animated: true)
/// CATransaction.commit()
/// ```
///
/// The completion block runs once every layer animation added while the transaction was
/// open (``CALayer/add(_:forKey:)``) has stopped, whether it ran to its end or was removed,
/// as in Core Animation; with none, in a later turn of the main loop after the outermost
/// `commit()`.
///
/// - Note: Terrarium's layers have no implicit animations: every layer change shows at the
///   next frame, whether or not actions are disabled, so `setDisableActions(_:)`,
///   `setAnimationDuration(_:)` and `setAnimationTimingFunction(_:)` are kept and read back
///   but change nothing. The completion block also waits for the view animations running
///   when it is due (a push's transition begins in the turn after the call). Outside
///   `begin()` and `commit()`, the block and the animations added belong to the main loop's
///   turn, Core Animation's implicit transaction, which commits in the next turn.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    private struct Frame {
        var disableActions = false
        var animationDuration: TimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var completion: (@MainActor () -> Void)?
        /// The layer animations added while the outermost transaction was open.
        var group = _Group()
    }

    /// The layer animations of one outermost transaction that have not stopped yet, and what
    /// runs when none is left once the transaction is committed.
    @MainActor final class _Group {
        var pending = 0
        var isCommitted = false
        var completion: (@MainActor () -> Void)?

        func animationWasAdded() {
            pending += 1
        }

        func animationDidStop() {
            pending -= 1
            finishIfDone()
        }

        func commit(completion: (@MainActor () -> Void)?) {
            isCommitted = true
            self.completion = completion
            finishIfDone()
        }

        private func finishIfDone() {
            guard isCommitted, pending <= 0, let completion else { return }
            self.completion = nil
            MainLoop.main.schedule(after: 0) { CATransaction.runWhenAnimationsEnd(completion) }
        }
    }

    private static var frames: [Frame] = []
    /// The implicit transaction of the main loop's turn: animations added and a completion
    /// block set outside `begin()` and `commit()`.
    private static var implicit: (group: _Group, completion: (@MainActor () -> Void)?)?

    /// The transaction an animation added now belongs to: the outermost open one, or the
    /// turn's implicit one.
    static func _groupForNewAnimation() -> _Group {
        if let outermost = frames.first { return outermost.group }
        return implicitTransaction().group
    }

    private static func implicitTransaction() -> (group: _Group, completion: (@MainActor () -> Void)?) {
        if let implicit { return implicit }
        let made = (group: _Group(), completion: nil as (@MainActor () -> Void)?)
        implicit = made
        MainLoop.main.schedule(after: 0) {
            guard let current = implicit else { return }
            implicit = nil
            current.group.commit(completion: current.completion)
        }
        return made
    }

    /// Begins a transaction; transactions nest.
    public static func begin() {
        frames.append(Frame())
    }

    /// Commits the innermost transaction; the outermost one schedules its completion block.
    public static func commit() {
        guard let frame = frames.popLast() else { return }
        if frames.isEmpty {
            frame.group.commit(completion: frame.completion)
            return
        }
        if let completion = frame.completion {
            // An inner block runs with the outer one's.
            let outer = frames[frames.count - 1].completion
            frames[frames.count - 1].completion = {
                outer?()
                completion()
            }
        }
    }

    /// Does nothing: changes are drawn at the next frame anyway.
    public static func flush() {}

    /// Whether the current transaction disables implicit animations (there are none).
    public static func disableActions() -> Bool {
        frames.last?.disableActions ?? false
    }

    /// Sets whether the current transaction disables implicit animations; kept only.
    ///
    /// - Parameter flag: Whether to disable them.
    public static func setDisableActions(_ flag: Bool) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].disableActions = flag
    }

    /// The current transaction's animation duration; 0.25 s by default.
    public static func animationDuration() -> TimeInterval {
        frames.last?.animationDuration ?? 0.25
    }

    /// Sets the current transaction's animation duration; kept only.
    ///
    /// - Parameter dur: The duration in seconds.
    public static func setAnimationDuration(_ dur: TimeInterval) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].animationDuration = dur
    }

    /// The current transaction's timing function; `nil` by default.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        frames.last?.timingFunction
    }

    /// Sets the current transaction's timing function; kept only.
    ///
    /// - Parameter function: The timing function.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].timingFunction = function
    }

    /// The current transaction's completion block.
    public static func completionBlock() -> (@MainActor () -> Void)? {
        frames.last?.completion ?? (frames.isEmpty ? implicit?.completion : nil)
    }

    /// Sets the block run when the current transaction's animations end (see the note).
    ///
    /// - Parameter block: The block.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        if frames.isEmpty {
            // Outside begin/commit, Core Animation's implicit transaction commits at the end
            // of the run-loop turn.
            _ = implicitTransaction()
            implicit?.completion = block
            return
        }
        frames[frames.count - 1].completion = block
    }

    static func runWhenAnimationsEnd(_ block: @escaping @MainActor () -> Void) {
        let loop = MainLoop.main
        if loop.now < loop._animationsActiveUntil {
            loop.schedule(at: loop._animationsActiveUntil) { runWhenAnimationsEnd(block) }
        } else {
            block()
        }
    }
}
