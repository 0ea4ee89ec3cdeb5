import Foundation
import Logging
import Terrarium

/// The recent log messages of a terminal app, kept in memory for a log view.
///
/// A bounded store: once it holds ``capacity`` entries, each new one pushes out the oldest.
/// ``TerminalLogHandler`` adds to it from any thread; ``LogViewController`` shows it and
/// follows it live. Read ``entries`` (oldest first) from anywhere, and observe additions from
/// main-actor code:
///
/// ```swift
/// let observation = TerminalLog.shared.addObserver { [weak self] in
///     self?.showCount(TerminalLog.shared.entries.count)
/// }
/// ```
///
/// Observers hear of additions in the next turn of `MainLoop.main`, once for
/// however many entries came in the meantime, never in the middle of the code that logged (a
/// warning logged during a layout pass must not reload a table inside that pass). An entry
/// added on another thread reaches them through the main queue, which the terminal driver's
/// run loop drains (in tests, `HeadlessScreen.settle()`).
///
/// - Note: A Terrarium addition: on iOS the console is Xcode's or Console.app's.
public final class TerminalLog: @unchecked Sendable {
    /// The store ``TerminalLogHandler`` adds to unless it is given another, and
    /// ``LogViewController`` shows by default.
    public static let shared = TerminalLog()

    /// The most entries kept; older ones are dropped.
    public let capacity: Int

    // Everything below is guarded by `lock`; observers are only called on the main actor.
    private let lock = NSLock()
    private var ring: [Entry] = []
    /// Where the next entry goes in `ring` once it is full: its oldest entry.
    private var ringStart = 0
    private var nextIdentifier: UInt64 = 1
    private var observers: [UInt64: @MainActor () -> Void] = [:]
    private var nextObserver: UInt64 = 0
    private var hasUnannouncedEntries = false
    private var isAnnouncementScheduled = false
    /// Set while observers run: what they log is announced a little later, so an observer
    /// whose work logs (a layout warning in the view that shows the log) cannot keep the main
    /// loop busy in one turn.
    private var isAnnouncing = false

    /// How long entries logged by observers wait to be announced.
    static let feedbackDelay: TimeInterval = 0.1

    /// Creates an empty store.
    ///
    ///     let log = TerminalLog(capacity: 100)
    ///     LoggingSystem.bootstrap { TerminalLogHandler(label: $0, log: log) }
    ///
    /// - Parameter capacity: The most entries kept; 500 by default.
    public init(capacity: Int = 500) {
        precondition(capacity > 0, "A TerminalLog keeps at least one entry")
        self.capacity = capacity
    }

    /// The entries kept, oldest first.
    public var entries: [Entry] {
        lock.withLock { Array(ring[ringStart...] + ring[..<ringStart]) }
    }

    /// Adds an entry, giving it the next ``Entry/id``; the oldest entry goes if the store is full.
    ///
    /// - Parameter entry: The entry; its `id` is replaced.
    /// - Returns: The entry as stored, with its `id`.
    @discardableResult
    public func append(_ entry: Entry) -> Entry {
        var entry = entry
        let schedulesAnnouncement: Bool = lock.withLock {
            entry.id = nextIdentifier
            nextIdentifier += 1
            if ring.count < capacity {
                ring.append(entry)
            } else {
                ring[ringStart] = entry
                ringStart = (ringStart + 1) % capacity
            }
            hasUnannouncedEntries = true
            guard !observers.isEmpty, !isAnnouncementScheduled, !isAnnouncing else { return false }
            isAnnouncementScheduled = true
            return true
        }
        if schedulesAnnouncement {
            if Self.isOnMainActor {
                MainActor.assumeIsolated { scheduleAnnouncement() }
            } else {
                DispatchQueue.main.async { [weak self] in
                    MainActor.assumeIsolated { self?.scheduleAnnouncement() }
                }
            }
        }
        return entry
    }

    /// Forgets every entry; the next one still gets a new ``Entry/id``.
    public func removeAll() {
        lock.withLock {
            ring.removeAll()
            ringStart = 0
        }
    }

    /// Calls `observer` on the main actor after entries are added, in the main loop's next
    /// turn, until the returned observation is cancelled or released.
    ///
    /// - Parameter observer: What to do; read ``entries`` for the new state.
    /// - Returns: The observation; keep it for as long as `observer` should be called.
    @preconcurrency @MainActor
    public func addObserver(_ observer: @escaping @MainActor () -> Void) -> Observation {
        let identifier = lock.withLock {
            nextObserver += 1
            observers[nextObserver] = observer
            return nextObserver
        }
        return Observation { [weak self] in
            guard let self else { return }
            _ = lock.withLock { observers.removeValue(forKey: identifier) }
        }
    }

    /// Marks the main queue, so ``isOnMainActor`` can recognise it from any thread.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs where the main actor does: the main thread of an app, whose
    /// loop runs there, or the main queue, which a test runner that parked its main thread
    /// drains on another thread. Anywhere else, the announcement goes through the main queue.
    static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Announces in the main loop's next turn, not in the middle of the code that logged.
    @MainActor
    private func scheduleAnnouncement() {
        MainLoop.main.perform { [weak self] in self?.announce() }
    }

    @MainActor
    private func announce() {
        let toCall: [@MainActor () -> Void] = lock.withLock {
            isAnnouncementScheduled = false
            guard hasUnannouncedEntries else { return [] }
            hasUnannouncedEntries = false
            isAnnouncing = true
            return observers.sorted { $0.key < $1.key }.map(\.value)
        }
        for observer in toCall { observer() }
        let announcesAgain: Bool = lock.withLock {
            isAnnouncing = false
            guard hasUnannouncedEntries, !isAnnouncementScheduled else { return false }
            isAnnouncementScheduled = true
            return true
        }
        if announcesAgain {
            _ = MainLoop.main.schedule(after: Self.feedbackDelay) { [weak self] in self?.announce() }
        }
    }

    /// A registration made by ``TerminalLog/addObserver(_:)``; releasing it cancels it.
    public final class Observation: @unchecked Sendable {
        private let lock = NSLock()
        private var onCancel: (@Sendable () -> Void)?

        init(onCancel: @escaping @Sendable () -> Void) {
            self.onCancel = onCancel
        }

        deinit { cancel() }

        /// Stops the calls; safe to call more than once.
        public func cancel() {
            let action = lock.withLock {
                defer { onCancel = nil }
                return onCancel
            }
            action?()
        }
    }
}
