import Foundation

/// How the browser reads the disk in the background: how much between checks, when the
/// screen says it is still reading, and a hook tests pause the reads at.
///
/// Folders are listed and files previewed off the main actor (see ``BackgroundRead``). A read
/// works in steps: a batch of ``batchSize`` items of a folder, or a chunk of ``chunkSize``
/// bytes of a file. After each step it publishes its count to a ``ReadProgress``, awaits
/// ``checkpoint`` and stops if its task was cancelled, so that leaving a folder or choosing
/// another file stops the read within one step.
///
/// ```swift
/// var reading = FileReading.standard
/// reading.checkpoint = { step in await gate.pass(step) }   // a test holds reads here
/// let browser = FilesViewController(startPath: root, reading: reading)
/// ```
package struct FileReading: Sendable {
    /// Items of a folder read between two checks.
    package var batchSize: Int
    /// Bytes of a file read between two checks.
    package var chunkSize: Int
    /// How long a read runs before its screen shows the activity indicator and the count: a
    /// folder that reads in a few milliseconds never flashes a spinner.
    package var indicatorDelay: Duration
    /// Awaited after each step of every read, before the read checks for cancellation; `nil`
    /// in the app. Tests pass a closure that suspends until they let the read go on, so that
    /// "while it reads" is a state they can look at.
    package var checkpoint: (@Sendable (ReadStep) async -> Void)?

    /// Creates reading options.
    package init(
        batchSize: Int = 1_000, chunkSize: Int = 64 * 1024, indicatorDelay: Duration = .milliseconds(100),
        checkpoint: (@Sendable (ReadStep) async -> Void)? = nil
    ) {
        self.batchSize = max(1, batchSize)
        self.chunkSize = max(1, chunkSize)
        self.indicatorDelay = indicatorDelay
        self.checkpoint = checkpoint
    }

    /// The app's options: 1,000 items or 64 KB a step, the indicator after 0.1 s.
    package static let standard = FileReading()
}

/// A step of a background read, as ``FileReading/checkpoint`` hears it.
package struct ReadStep: Sendable, Equatable {
    /// The folder or file being read, readably.
    package var path: String
    /// Items (of a folder) or bytes (of a file) read so far.
    package var count: Int
}

/// What a background read has done so far: written by the read, read by the screen that
/// shows its count. Thread-safe.
package final class ReadProgress: @unchecked Sendable {
    /// Where a read is.
    package enum Phase: Sendable, Equatable {
        /// Reading items or bytes.
        case reading
        /// Sorting a folder's items.
        case sorting
        /// Done: everything was read.
        case finished
        /// Stopped early because its task was cancelled.
        case cancelled
    }

    private let lock = NSLock()
    private var _count = 0
    private var _phase = Phase.reading

    /// Creates the progress of a read that has not started.
    package init() {}

    /// Items or bytes read so far.
    package var count: Int { lock.withLock { _count } }

    /// Where the read is.
    package var phase: Phase { lock.withLock { _phase } }

    /// Records the count so far.
    func update(count: Int) {
        lock.withLock { _count = count }
    }

    /// Records the phase the read moved to.
    func enter(_ phase: Phase) {
        lock.withLock { _phase = phase }
    }
}
