import Dispatch
import Foundation

// UIKit's classes are `NSObject`s, and so are Terrarium's (Foundation's `NSObject` on Linux):
// identity equality and hashing unless a class defines value equality, and descriptions in
// UIKit's `<ClassName: 0x…; …>` shape. `NSObject`'s `description` is nonisolated, so the
// main-actor classes read their state for it only when the caller is on the main actor.

extension NSObject {
    /// `<ClassName: 0x…>`: the start of every UIKit description, with the object's address.
    nonisolated var _objectDescription: String {
        let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
        return "<\(String(describing: type(of: self))): 0x\(String(address, radix: 16, uppercase: false))>"
    }

    /// Runs `body` on the main actor if the caller is on it, and returns its result;
    /// returns `nil` without running it otherwise.
    ///
    /// A nonisolated member such as `description` uses it to read main-actor state. The
    /// caller is on the main actor when it runs on the main thread (the terminal driver runs
    /// the main run loop there, as `UIApplicationMain` does) or in a job of the main dispatch
    /// queue (where Swift runs the main actor's jobs when the main thread is parked in
    /// `dispatchMain()`, as under Swift Testing on Linux).
    nonisolated static func _readingMainActorState<T: Sendable>(_ body: @MainActor () -> T) -> T? {
        guard _MainActorCheck.isOnMainActor else { return nil }
        return MainActor.assumeIsolated(body)
    }
}

/// Whether the current code runs on the main actor, asked without trapping.
enum _MainActorCheck {
    /// A key set on the main queue only, so that a main-queue job finds it.
    static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// `true` on the main thread and in jobs of the main queue.
    static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }
}
