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
/// - Note: Terrarium's layers have no implicit animations: every layer change shows at the
///   next frame, whether or not actions are disabled, so `setDisableActions(_:)` and
///   `setAnimationDuration(_:)` are kept and read back but change nothing. The completion
///   block runs after the outermost `commit()`, in a later turn of the main loop, once the
///   view animations running then (a push's transition begins in the turn after the call)
///   have ended.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    private struct Frame {
        var disableActions = false
        var animationDuration: TimeInterval = 0.25
        var completion: (@MainActor () -> Void)?
    }

    private static var frames: [Frame] = []

    /// Begins a transaction; transactions nest.
    public static func begin() {
        frames.append(Frame())
    }

    /// Commits the innermost transaction; the outermost one schedules its completion block.
    public static func commit() {
        guard let frame = frames.popLast() else { return }
        if let completion = frame.completion {
            if frames.isEmpty {
                MainLoop.main.schedule(after: 0) { runWhenAnimationsEnd(completion) }
            } else {
                // An inner block runs with the outer one's.
                let outer = frames[frames.count - 1].completion
                frames[frames.count - 1].completion = {
                    outer?()
                    completion()
                }
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

    /// The current transaction's completion block.
    public static func completionBlock() -> (@MainActor () -> Void)? {
        frames.last?.completion
    }

    /// Sets the block run when the current transaction's animations end (see the note).
    ///
    /// - Parameter block: The block.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        if frames.isEmpty {
            // Outside begin/commit, Core Animation's implicit transaction commits at the end
            // of the run-loop turn.
            if let block { MainLoop.main.schedule(after: 0) { runWhenAnimationsEnd(block) } }
            return
        }
        frames[frames.count - 1].completion = block
    }

    private static func runWhenAnimationsEnd(_ block: @escaping @MainActor () -> Void) {
        let loop = MainLoop.main
        if loop.now < loop._animationsActiveUntil {
            loop.schedule(at: loop._animationsActiveUntil) { runWhenAnimationsEnd(block) }
        } else {
            block()
        }
    }
}
