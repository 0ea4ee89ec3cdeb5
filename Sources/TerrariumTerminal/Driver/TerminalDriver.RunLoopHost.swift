import CoreFoundation
import Dispatch
import Foundation
import Terrarium

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Why the run loop, and not poll(2) or dispatchMain() (measured in
// shared/research/main-thread-loop.md): on Linux the main dispatch queue, the MainActor's
// jobs and Foundation's timers are serviced only by whoever runs the main thread's run loop.
// dispatchMain() moves the main queue to a worker thread and never fires a `Timer`; a poll
// loop cannot be woken by the main queue (its port is private) so it would have to spin. The
// run loop wakes on all of them, and on our descriptors once they are Dispatch sources on the
// main queue.

extension TerminalDriver {
    /// Whether ``runUntilStopped()`` runs the main thread's run loop: on the process's main
    /// thread, with input that Dispatch can watch (a terminal or a pipe; not a regular file).
    public var runsOnMainRunLoop: Bool {
        Thread.isMainThread && RunLoopHost.canWatch(configuration.session.inputDescriptor)
    }

    /// Runs the main thread's run loop until ``stop()``.
    func runOnMainRunLoop() throws(TerminalError) {
        let host = RunLoopHost(driver: self)
        runLoopHost = host
        defer {
            host.invalidate()
            runLoopHost = nil
        }
        host.wake()
        while !stopRequested {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        if let error = host.error { throw error }
    }

    /// The driver's hold on the main thread's run loop while it runs there.
    ///
    /// - Input and the session's signal pipe are Dispatch read sources on the main queue, so
    ///   the run loop wakes for them as it does for `DispatchQueue.main.async`.
    /// - When the loop wakes (an after-waiting observer), the main loop's clock catches up to
    ///   the real time before anything else runs.
    /// - When the loop is about to sleep (a before-waiting observer, where UIKit commits Core
    ///   Animation's transaction), a main-loop turn lays out and draws what the work since
    ///   the last sleep changed. The run loop calls it after every source, main-queue drain
    ///   and timer, and never in the middle of one, so foreign work never lands inside a
    ///   layout or draw pass.
    /// - One timer wakes the loop for the main loop's next deadline, the next animation frame
    ///   or a lone Esc's timeout; with none of them it is parked in the distant future, so an
    ///   idle app sleeps.
    @MainActor
    final class RunLoopHost {
        private unowned let driver: TerminalDriver
        private var sources: [any DispatchSourceRead] = []
        private var observer: CFRunLoopObserver?
        private var timer: Timer?
        /// The first failed write; the run ends and throws it.
        private(set) var error: TerminalError?

        /// Whether Dispatch can watch `descriptor` (epoll refuses regular files).
        nonisolated static func canWatch(_ descriptor: Int32) -> Bool {
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { return false }
            return info.st_mode & S_IFMT != S_IFREG
        }

        init(driver: TerminalDriver) {
            self.driver = driver
            let input = DispatchSource.makeReadSource(
                fileDescriptor: driver.configuration.session.inputDescriptor, queue: .main)
            input.setEventHandler { [unowned self] in
                MainActor.assumeIsolated { self.inputIsReadable() }
            }
            sources.append(input)
            if let signals = driver.session.signalDescriptor {
                let source = DispatchSource.makeReadSource(fileDescriptor: signals, queue: .main)
                source.setEventHandler { [unowned self] in
                    MainActor.assumeIsolated { self.driver.handleSignals() }
                }
                sources.append(source)
            }
            let activities = CFRunLoopActivity.afterWaiting.rawValue | CFRunLoopActivity.beforeWaiting.rawValue
            let observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, activities, true, 0) {
                [unowned self] _, activity in
                MainActor.assumeIsolated {
                    if activity == .afterWaiting {
                        self.driver.catchUpClock()
                    } else {
                        self.commit()
                    }
                }
            }
            self.observer = observer
            CFRunLoopAddObserver(CFRunLoopGetMain(), observer, kCFRunLoopCommonModes)
            // A repeating timer, so that firing does not invalidate it; each commit moves its
            // next fire date. It also keeps the run loop's mode from being empty, which
            // would make `run(mode:before:)` return at once.
            let timer = Timer(timeInterval: 1e9, repeats: true) { _ in }
            timer.fireDate = .distantFuture
            RunLoop.main.add(timer, forMode: .common)
            self.timer = timer
            for source in sources { source.resume() }
        }

        /// A turn now, as if the loop had just woken: the first frame.
        func wake() {
            driver.catchUpClock()
            commit()
        }

        /// Makes the run loop's current wait, or the work running now, return to the driver.
        func stopWaiting() {
            CFRunLoopStop(CFRunLoopGetMain())
        }

        private func inputIsReadable() {
            driver.readInput()
            if driver.inputClosed {
                // A closed or hung-up descriptor stays readable: stop watching it.
                sources.first?.cancel()
            }
        }

        private func commit() {
            guard error == nil else { return }
            do {
                try driver.commitTurn()
            } catch {
                self.error = error
                return
            }
            if driver.stopRequested {
                stopWaiting()
                return
            }
            let fireDate = driver.waitTimeout.map { Date(timeIntervalSinceNow: $0) } ?? .distantFuture
            if timer?.fireDate != fireDate { timer?.fireDate = fireDate }
        }

        /// Removes the sources, the observer and the timer from the run loop.
        func invalidate() {
            for source in sources where !source.isCancelled { source.cancel() }
            sources.removeAll()
            if let observer {
                CFRunLoopObserverInvalidate(observer)
                self.observer = nil
            }
            timer?.invalidate()
            timer = nil
        }
    }
}
