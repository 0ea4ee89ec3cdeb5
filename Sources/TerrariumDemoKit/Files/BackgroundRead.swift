import Foundation
import Terrarium

/// One of the browser's reads (a folder's listing, a file's preview), run off the main actor
/// for the screen that shows it.
///
/// The work runs in a task whose reading happens in `@concurrent` functions; its result comes
/// back to the main actor, and the screen's completion runs there. If the read has not
/// finished after ``FileReading/indicatorDelay`` (0.1 s; real time, as the read's), the
/// screen's ``ReadingIndicatorView`` appears with a turning spinner and the count so far,
/// refreshed ten times a second while on screen. ``cancel()`` cancels the task: the
/// read stops at its next step and its result, if already on its way, is dropped.
///
/// ```swift
/// read = BackgroundRead(
///     reading: reading, indicator: indicator,
///     describe: { "Reading… \($0.count) items" },
///     work: { progress in try await FolderListing.read(at: location, reading: reading, progress: progress) },
///     completion: { [weak self] result in self?.finishReading(with: result) })
/// ```
@MainActor
package final class BackgroundRead {
    /// Where a read is, as its screen sees it.
    package enum State: Equatable, Sendable {
        /// Running; the result has not been delivered.
        case reading
        /// The result was delivered.
        case finished
        /// Cancelled before its result was delivered.
        case cancelled
    }

    /// What the read has done so far (written off the main actor).
    package let progress = ReadProgress()
    /// Where the read is.
    package private(set) var state = State.reading
    /// The task that reads and delivers the result; tests await its value.
    package private(set) var task: Task<Void, Never>?
    /// Whether the indicator was shown (the read outlasted the delay).
    package private(set) var didShowIndicator = false
    private var indicatorTask: Task<Void, Never>?
    private let indicator: ReadingIndicatorView
    private let describe: (ReadProgress) -> String

    /// Starts `work` and shows its progress in `indicator` if it runs for long.
    ///
    /// - Parameters:
    ///   - reading: the delay before the indicator shows (and the steps `work` uses).
    ///   - indicator: the view that says "still reading"; shown and hidden here.
    ///   - describe: the indicator's text for the progress so far.
    ///   - work: the read; it calls `@concurrent` functions, so it runs off the main actor.
    ///   - completion: runs on the main actor with the result, unless the read was cancelled.
    init<Value: Sendable>(
        reading: FileReading, indicator: ReadingIndicatorView, describe: @escaping (ReadProgress) -> String,
        work: @escaping @Sendable (ReadProgress) async throws -> Value,
        completion: @escaping (Result<Value, any Error>) -> Void
    ) {
        self.indicator = indicator
        self.describe = describe
        let progress = progress
        task = Task { [weak self] in
            let result: Result<Value, any Error>
            do {
                result = .success(try await work(progress))
            } catch {
                result = .failure(error)
            }
            // Cancelled while the result was on its way: whoever cancelled has moved on.
            guard let self, state == .reading, !Task.isCancelled else { return }
            end(.finished)
            completion(result)
        }
        // A task even without a delay (tests give none): the indicator comes up once the main
        // actor is free, as after a delay, not inside the layout pass that started the read.
        indicatorTask = Task { [weak self, delay = reading.indicatorDelay] in
            if delay > .zero { try? await Task.sleep(for: delay) }
            guard !Task.isCancelled else { return }
            self?.showIndicator()
        }
    }

    isolated deinit {
        task?.cancel()
        indicatorTask?.cancel()
    }

    /// Stops the read (at its next step) and hides the indicator; the completion never runs.
    /// Does nothing once the result was delivered.
    package func cancel() {
        guard state == .reading else { return }
        task?.cancel()
        end(.cancelled)
    }

    private func end(_ state: State) {
        self.state = state
        indicatorTask?.cancel()
        indicatorTask = nil
        indicator.stop()
    }

    private func showIndicator() {
        guard state == .reading else { return }
        didShowIndicator = true
        let progress = progress
        let describe = describe
        indicator.start(saying: { describe(progress) })
    }
}
