import Foundation
import Terrarium
import TerrariumTesting
import Testing

/// `settle()`: work an app starts the iOS ways — the main queue from another thread, a
/// MainActor task after an `await`, a `Timer`, `OperationQueue.main`, a notification observed
/// on the main queue — reaches the screen of a headless test without the test sleeping, and
/// lands between the main loop's turns: after the appearance that started it, before the
/// layout and drawing that show it.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct HeadlessScreenSettleTests {
    /// A label that logs its drawing, and a controller that logs its appearance and layout.
    final class LoggingLabel: UILabel {
        var log: (String) -> Void = { _ in }
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            log("draw \(text ?? "")")
        }
    }

    final class WorkViewController: UIViewController {
        let label = LoggingLabel(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        var events: [String] = []
        /// Started from `viewDidAppear`, as apps start loading.
        var work: (WorkViewController) -> Void = { _ in }

        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "waiting"
            label.log = { [unowned self] in events.append($0) }
            view.addSubview(label)
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            events.append("viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            events.append("viewDidAppear")
            work(self)
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            events.append("layout")
        }
        /// What the work does: new text, and a layout request (as a change of content size would).
        func show(_ text: String) {
            events.append("work \(text)")
            label.text = text
            view.setNeedsLayout()
        }
    }

    /// Shows a controller whose `viewDidAppear` starts `work`.
    private func show(_ work: @escaping (WorkViewController) -> Void) -> (HeadlessScreen, WorkViewController) {
        let screen = HeadlessScreen(width: 30, height: 2)
        let controller = WorkViewController()
        controller.work = work
        screen.show(controller)
        return (screen, controller)
    }

    /// What a sendable closure may carry back to the main actor.
    final class Box: @unchecked Sendable {
        let controller: WorkViewController
        init(_ controller: WorkViewController) { self.controller = controller }
    }

    @Test func mainQueueWorkFromAnotherThreadIsDrawnAfterItRunsNotBefore() async {
        let (screen, controller) = show { controller in
            let box = Box(controller)
            DispatchQueue.global().async {
                DispatchQueue.main.async { MainActor.assumeIsolated { box.controller.show("from main.async") } }
            }
        }
        // The block can only run once the test lets the main queue go, which `show` does not.
        #expect(screen.lines[0] == "waiting")
        try? await screen.settle(until: { controller.label.text == "from main.async" })
        #expect(screen.lines[0] == "from main.async")
        let events = controller.events
        let work = events.firstIndex(of: "work from main.async")
        #expect(work != nil)
        #expect(events.firstIndex(of: "viewDidAppear")! < work!, "work started in viewDidAppear runs after it")
        #expect(events.suffix(from: work!).dropFirst() == ["layout", "draw from main.async"])
    }

    @Test func settleDrainsWorkAlreadyOnTheMainQueueWithoutAWait() async {
        let (screen, controller) = show { controller in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    controller.show("one")
                    // Work that enqueues more work: followed to its end.
                    DispatchQueue.main.async { MainActor.assumeIsolated { controller.show("two") } }
                }
            }
        }
        await screen.settle()
        #expect(screen.lines[0] == "two")
        #expect(controller.events.filter { $0.hasPrefix("work") } == ["work one", "work two"])
        #expect(!MainLoop.main.hasWorkDueNow)
    }

    @Test func aMainActorTaskResumesAfterItsAwaitAndIsDrawn() async throws {
        let (screen, controller) = show { controller in
            Task { @MainActor in
                try await Task.sleep(for: .milliseconds(20))
                controller.show("after await")
            }
        }
        try await screen.settle(until: { screen.lines[0] == "after await" })
        #expect(controller.events.suffix(3) == ["work after await", "layout", "draw after await"])
    }

    @Test func aFoundationTimerFiresOnTheRunLoopTheTestRuns() async throws {
        let (screen, controller) = show { controller in
            _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
                MainActor.assumeIsolated { controller.show("timer fired") }
            }
        }
        #expect(screen.lines[0] == "waiting")
        try await screen.settle(until: { screen.lines[0] == "timer fired" })
        #expect(controller.events.suffix(3) == ["work timer fired", "layout", "draw timer fired"])
    }

    @Test func operationQueueMainAndNotificationsObservedOnItArrive() async throws {
        let name = Notification.Name("HeadlessScreenSettleTests.\(UUID())")
        var observer: (any NSObjectProtocol)?
        let (screen, controller) = show { controller in
            OperationQueue.main.addOperation { MainActor.assumeIsolated { controller.show("operation") } }
            observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
                MainActor.assumeIsolated { controller.show("notified") }
            }
            DispatchQueue.global().async { NotificationCenter.default.post(name: name, object: nil) }
        }
        defer { observer.map(NotificationCenter.default.removeObserver) }
        try await screen.settle(until: { screen.lines[0] == "notified" })
        #expect(controller.events.filter { $0.hasPrefix("work") } == ["work operation", "work notified"])
    }

    @Test func settleUntilGivesUpWithTheScreenInItsError() async {
        let (screen, _) = show { _ in }
        do {
            try await screen.settle(until: { false }, timeout: .milliseconds(30))
            Issue.record("settle(until:) returned for a condition that never holds")
        } catch {
            #expect(error.screen == "waiting")
            #expect(error.description.contains("did not hold within"))
        }
    }

    @Test func aSpinningActivityIndicatorNeitherKeepsTheLoopBusyNorTurnsOutsideTheScreensCalls() async {
        let (screen, controller) = show { controller in
            DispatchQueue.main.async { MainActor.assumeIsolated { controller.show("loaded") } }
        }
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.frame.origin = CGPoint(x: 0, y: 1)
        controller.view.addSubview(spinner)
        spinner.startAnimating()
        screen.runUntilIdle()
        #expect(MainLoop.main.isAmbientWorkPaused(in: screen.window), "held back between the screen's calls")
        await screen.settle()
        #expect(screen.lines[0] == "loaded", "settle returned with the spinner still turning")
        let frame = screen.lines[1]
        screen.advance(by: 0.1)
        #expect(screen.lines[1] != frame, "it turns when the screen moves the clock")
        let turned = screen.lines[1]
        MainLoop.main.advance(by: 0.1)
        #expect(screen.lines[1] == turned, "but not in turns another test runs")
        spinner.stopAnimating()
    }

    /// The example of the article "Waiting for asynchronous work" (TerrariumTesting), as
    /// written there.
    final class PrimesViewController: UIViewController {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 1))

        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "Counting…"
            view.addSubview(label)
            Task {
                let count = await Task.detached { countPrimes(below: 1_000_000) }.value
                label.text = "\(count) primes"
            }
        }
    }

    @Test func countsInTheBackground() async throws {
        let screen = HeadlessScreen(width: 40, height: 3)
        screen.show(PrimesViewController())
        #expect(screen.lines[0] == "Counting…")
        try await screen.settle(until: { screen.lines[0] == "78498 primes" })
    }
}

/// A sieve: real work for a background task.
private func countPrimes(below limit: Int) -> Int {
    var composite = [Bool](repeating: false, count: limit)
    var count = 0
    for number in 2..<limit where !composite[number] {
        count += 1
        for multiple in stride(from: number * number, to: limit, by: number) { composite[multiple] = true }
    }
    return count
}
