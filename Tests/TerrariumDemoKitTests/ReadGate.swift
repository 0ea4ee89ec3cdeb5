import Foundation
import Terrarium
import TerrariumTesting

@testable import TerrariumDemoKit

/// Holds the browser's background reads at their checkpoints until a test opens it, so that
/// "while it reads" is a state the test can look at; records every step reads reach.
///
/// ```swift
/// let gate = ReadGate { $0.path.hasSuffix("/Big") }
/// let reading = gate.reading(batchSize: 2)
/// // … open Big; its read stops after its first batch …
/// await gate.waitUntilHolding()
/// await gate.open()
/// ```
actor ReadGate {
    private let holds: @Sendable (ReadStep) -> Bool
    private var isOpen = false
    private var held: [CheckedContinuation<Void, Never>] = []
    private var holdingWaiters: [CheckedContinuation<Void, Never>] = []
    /// Every step any read reached, in order.
    private(set) var steps: [ReadStep] = []

    /// A gate that holds the steps `holds` picks (every step by default).
    init(holding holds: @escaping @Sendable (ReadStep) -> Bool = { _ in true }) {
        self.holds = holds
    }

    /// Reading options whose checkpoint is this gate, in small steps; the indicator shows
    /// without a delay (once the main actor is free).
    nonisolated func reading(batchSize: Int = 2, chunkSize: Int = 16) -> FileReading {
        FileReading(batchSize: batchSize, chunkSize: chunkSize, indicatorDelay: .zero) { step in
            await self.pass(step)
        }
    }

    /// Records `step` and, unless open or not picked, waits until the gate opens.
    func pass(_ step: ReadStep) async {
        steps.append(step)
        guard !isOpen, holds(step) else { return }
        await withCheckedContinuation { continuation in
            held.append(continuation)
            for waiter in holdingWaiters { waiter.resume() }
            holdingWaiters = []
        }
    }

    /// Returns once a read is waiting at the gate.
    func waitUntilHolding() async {
        guard held.isEmpty else { return }
        await withCheckedContinuation { holdingWaiters.append($0) }
    }

    /// Lets every held read go on, and every later one pass.
    func open() {
        isOpen = true
        for continuation in held { continuation.resume() }
        held = []
    }

    /// The counts the reads of `path` reached.
    func counts(of path: String) -> [Int] {
        steps.filter { $0.path == path }.map(\.count)
    }
}

extension FileReading {
    /// The app's steps with an indicator that waits an hour, for tests that are not about
    /// it: on a loaded machine a read can outlast 0.1 s, and a spinner would show up in
    /// their screens.
    static let quiet = FileReading(indicatorDelay: .seconds(3_600))
}

extension HeadlessScreen {
    /// Settles (``settle(until:timeout:file:line:)``) until no read of `browser` is in
    /// flight: every folder on its stack and its preview show what they read. Then makes
    /// this screen's window key again (see ``rekey()``).
    func settleReads(
        of browser: FilesViewController, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await settle(until: { browser.pendingReads.isEmpty }, file: file, line: line)
        rekey()
    }

    /// Makes this screen's window the key window again after a wait: presses go to the key
    /// window (`UIEventDispatcher`), and other tests that ran on the main actor meanwhile
    /// made theirs key.
    func rekey() {
        window.makeKey()
    }

    /// Runs `body` (a wait) with this screen's ambient work paused: other tests run on the
    /// main actor meanwhile, and must neither see this screen's spinner scheduled nor run
    /// its frames in their turns (``settle()`` does the same while it waits).
    func pausingAmbientWork<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        MainLoop.main.pauseAmbientWork(in: window)
        defer {
            MainLoop.main.resumeAmbientWork(in: window)
            rekey()
        }
        return try await body()
    }
}

/// Lets main-actor work run (results of background reads, the indicator's task) until
/// `condition` holds; gives up after `timeout` seconds.
@MainActor
func waitUntil(timeout: TimeInterval = 10, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        guard Date() < deadline else { return false }
        await Task.yield()
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}
