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

    /// Reading options whose checkpoint is this gate, in small steps; the indicator waits an
    /// hour (tests show it with ``BackgroundRead/showIndicatorNow()``).
    nonisolated func reading(batchSize: Int = 2, chunkSize: Int = 16) -> FileReading {
        FileReading(batchSize: batchSize, chunkSize: chunkSize, indicatorDelay: .seconds(3_600)) { step in
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
    /// The app's steps with an indicator that waits an hour: headless tests wait for reads
    /// with other tests' main-actor work running meanwhile, and a turning spinner would keep
    /// their main loops from ever being idle (a read that outlasted 0.1 s on a loaded machine
    /// would show one).
    static let quiet = FileReading(indicatorDelay: .seconds(3_600))
}

/// Input for tests whose screen shows a turning spinner: `HeadlessScreen`'s actions run the
/// main loop until idle, which a turning spinner never lets it be, so these send the event
/// and then move the clock by a fixed amount.
extension HeadlessScreen {
    /// Presses and releases `keyName`, then moves the clock `seconds` (a push or pop runs
    /// its 0.35 s transition).
    func pressWhileReading(_ keyName: String, advancing seconds: TimeInterval = 0.5) {
        guard let key = UIKey(name: keyName) else { preconditionFailure("unknown key \(keyName)") }
        let now = MainLoop.main.now
        let press = UIPress(key: key, phase: .began, timestamp: now)
        window.sendEvent(UIPressesEvent(timestamp: now, presses: [press]))
        press.phase = .ended
        window.sendEvent(UIPressesEvent(timestamp: now, presses: [press]))
        advance(by: seconds)
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
