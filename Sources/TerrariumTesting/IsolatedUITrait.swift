import Foundation
import Terrarium
import Testing

/// A trait that gives a test, or every test of a suite, the UI to itself: see
/// ``Testing/Trait/isolatedUI``.
public struct IsolatedUITrait: TestTrait, SuiteTrait, TestScoping {
    /// Every test of a suite runs in the scope, each in its own.
    public var isRecursive: Bool { true }

    /// Runs the test alone among isolated tests, with a main loop of its own.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await _UIIsolation.run(function)
    }
}

extension Trait where Self == IsolatedUITrait {
    /// Runs the test (every test of a suite) with the UI to itself: no other test with this
    /// trait runs until it ends, awaits included, and it starts on a new `MainLoop.main`, its
    /// clock at zero, nothing scheduled and no window shown.
    ///
    /// Swift Testing runs tests in parallel. Tests on the main actor take turns, but an async
    /// test lets others run while it awaits: without the trait, their turns would run its
    /// scheduled work and draw its windows, and it would find their work on its loop. With
    /// the trait on every suite that uses the UI, a suite of async UI tests is as
    /// deterministic as a suite of synchronous ones, as XCTest's serial tests are on iOS.
    ///
    /// ```swift
    /// @MainActor @Suite(.isolatedUI)
    /// struct ClockTests {
    ///     @Test func theClockShowsTheTimeReadInTheBackground() async throws {
    ///         let screen = HeadlessScreen(width: 20, height: 1)
    ///         screen.show(ClockViewController())
    ///         try await screen.settle(until: { $0.text.contains(":") })
    ///     }
    /// }
    /// ```
    ///
    /// Tests without the trait are not held back: give it to every suite that shows views or
    /// drives `MainLoop.main`, not only to the async ones, since a synchronous test running
    /// while an isolated test awaits would use the isolated test's loop. Tests that use no
    /// UI (a model's, a parser's) need not wait for the UI and run in parallel as before.
    ///
    /// - Note: A Terrarium addition. On iOS, XCTest runs a test class's tests one at a time
    ///   on the main thread, and UI tests never share the app with another test.
    public static var isolatedUI: Self { IsolatedUITrait() }
}

/// The one-at-a-time rule of ``IsolatedUITrait``: a gate that tests pass in the order they
/// reached it, and the main loop each gets.
enum _UIIsolation {
    /// Set inside an isolated scope, so that a test whose suite and function both carry the
    /// trait does not wait for itself.
    @TaskLocal static var isInside = false

    /// Whether a test is inside, and who waits, in order. (A lock, not `Mutex`, which needs
    /// macOS 15.)
    final class Gate: @unchecked Sendable {
        /// The process's: every isolated test passes it.
        static let shared = Gate()

        private let lock = NSLock()
        private var isTaken = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        /// Takes the gate, or queues `continuation` to be resumed when it is handed on.
        func enter(_ continuation: CheckedContinuation<Void, Never>) {
            let passes = lock.withLock {
                if isTaken {
                    waiting.append(continuation)
                    return false
                }
                isTaken = true
                return true
            }
            if passes { continuation.resume() }
        }

        /// Hands the gate to the first waiting, or leaves it open.
        func leave() {
            let next = lock.withLock {
                if waiting.isEmpty {
                    isTaken = false
                    return nil as CheckedContinuation<Void, Never>?
                }
                return waiting.removeFirst()
            }
            next?.resume()
        }
    }


    static func run(through gate: Gate = .shared, _ body: @Sendable () async throws -> Void) async throws {
        if isInside { return try await body() }
        await withCheckedContinuation { gate.enter($0) }
        defer { gate.leave() }
        try await $isInside.withValue(true) {
            try await MainLoop.withNewMain { try await body() }
        }
    }
}
