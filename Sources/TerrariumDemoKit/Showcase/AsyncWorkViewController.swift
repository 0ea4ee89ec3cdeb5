import Foundation
import Terrarium

/// The Async tab: work that arrives from outside the main loop, started the ways iOS code
/// starts it, each line filled in by the work itself when it lands on the main thread.
///
/// When the tab appears (and on `r`), it starts:
/// - a computation on `DispatchQueue.global()` that hands its result to `DispatchQueue.main.async`;
/// - `Task { @MainActor in try await Task.sleep(…) … }`;
/// - `Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false)`;
/// - `RunLoop.main.perform`, `OperationQueue.main.addOperation`;
/// - a notification posted on a background thread to an observer registered with `queue: .main`.
///
/// Each line says whether it ran on the main thread, as UIKit code may assume it does.
@MainActor
package final class AsyncWorkViewController: TextScreenViewController {
    /// The lines, in the order above.
    package enum Source: Int, CaseIterable, Sendable {
        case mainQueue, mainActorTask, timer, runLoopPerform, operationQueue, notification

        var title: String {
            switch self {
            case .mainQueue: "DispatchQueue.main.async"
            case .mainActorTask: "Task { @MainActor }"
            case .timer: "Timer.scheduledTimer"
            case .runLoopPerform: "RunLoop.main.perform"
            case .operationQueue: "OperationQueue.main"
            case .notification: "Notification, queue: .main"
            }
        }
    }

    /// What each source reported, once it ran.
    package private(set) var results: [Source: String] = [:]
    /// Bumped by each run, so that a rerun ignores the work of the one before.
    private var generation = 0
    private var observer: (any NSObjectProtocol)?
    private nonisolated static let notification = Notification.Name("TerrariumDemoAsyncWork")

    package init() {
        super.init(nibName: nil, bundle: nil)
        title = "Async"
        tabBarItem = UITabBarItem(title: "Async", image: nil, tag: 7)
    }

    package required init?(coder: NSCoder) { fatalError("created in code") }

    package override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(
            forName: Self.notification, object: nil, queue: .main
        ) { [weak self] notification in
            let stamp = notification.userInfo?["generation"] as? Int ?? -1
            let onMain = Thread.isMainThread
            MainActor.assumeIsolated { self?.report(.notification, generation: stamp, onMain: onMain, "received") }
        }
        render()
    }

    isolated deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    package override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if results.isEmpty { start() }
    }

    package override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Run again", input: "r", modifierFlags: []) { [weak self] _ in self?.start() }]
    }

    /// Starts every source again.
    package func start() {
        generation += 1
        let generation = self.generation
        results = [:]
        render()

        DispatchQueue.global().async { [weak self] in
            let primes = Self.countPrimes(below: 200_000)
            DispatchQueue.main.async {
                let onMain = Thread.isMainThread
                MainActor.assumeIsolated {
                    self?.report(.mainQueue, generation: generation, onMain: onMain, "\(primes) primes below 200,000")
                }
            }
        }
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .milliseconds(300))
            self?.report(.mainActorTask, generation: generation, onMain: Thread.isMainThread, "resumed after 0.3 s")
        }
        _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in
            let onMain = Thread.isMainThread
            MainActor.assumeIsolated { self?.report(.timer, generation: generation, onMain: onMain, "fired after 0.5 s") }
        }
        RunLoop.main.perform { [weak self] in
            let onMain = Thread.isMainThread
            MainActor.assumeIsolated { self?.report(.runLoopPerform, generation: generation, onMain: onMain, "ran") }
        }
        OperationQueue.main.addOperation { [weak self] in
            let onMain = Thread.isMainThread
            MainActor.assumeIsolated { self?.report(.operationQueue, generation: generation, onMain: onMain, "ran") }
        }
        DispatchQueue.global().async {
            NotificationCenter.default.post(name: Self.notification, object: nil, userInfo: ["generation": generation])
        }
    }

    private func report(_ source: Source, generation: Int, onMain: Bool, _ text: String) {
        guard generation == self.generation else { return }
        results[source] = text + (onMain ? "" : " (not on the main thread)")
        render()
    }

    private func render() {
        var lines = ["Work from other threads and queues, shown when it reaches the main thread:", ""]
        for source in Source.allCases {
            let name = source.title.padding(toLength: 28, withPad: " ", startingAt: 0)
            lines.append("\(name)\(results[source].map { "✓ \($0)" } ?? "…")")
        }
        lines += ["", "r: run again. 0–9: switch tabs. q: quit."]
        body.text = lines.joined(separator: "\n")
    }

    /// Counts primes with a sieve: a little real work for the background queue.
    nonisolated static func countPrimes(below limit: Int) -> Int {
        guard limit > 2 else { return 0 }
        var composite = [Bool](repeating: false, count: limit)
        var count = 0
        for number in 2..<limit where !composite[number] {
            count += 1
            var multiple = number * number
            while multiple < limit {
                composite[multiple] = true
                multiple += number
            }
        }
        return count
    }
}
