import Foundation
import Terrarium
import TerrariumTesting
import Testing

@testable import TerrariumDemoKit

/// The demo's Async tab, headless: each source of work fills in its line once it reaches the
/// main actor, and `r` runs them all again.
@MainActor
@Suite(.isolatedUI) struct AsyncWorkTests {
    /// The sources a headless test sees. `RunLoop.main.perform` is not among them: under
    /// Swift Testing on Linux nothing runs the main thread's run loop (the terminal does; the
    /// end-to-end test checks it there).
    static let headlessSources: Set<AsyncWorkViewController.Source> = [
        .mainQueue, .mainActorTask, .timer, .operationQueue, .notification,
    ]

    @Test func eachSourceOfWorkReachesTheScreenOnTheMainActor() async throws {
        let screen = HeadlessScreen(width: 80, height: 12)
        let controller = AsyncWorkViewController()
        screen.show(controller)
        try await screen.settle(until: { Self.headlessSources.isSubset(of: controller.results.keys) })
        #expect(screen.text.contains("DispatchQueue.main.async    ✓ 17984 primes below 200,000"))
        #expect(screen.text.contains("Task { @MainActor }         ✓ resumed after 0.3 s"))
        #expect(screen.text.contains("Timer.scheduledTimer        ✓ fired after 0.5 s"))
        #expect(screen.text.contains("OperationQueue.main         ✓ ran"))
        #expect(screen.text.contains("Notification, queue: .main  ✓ received"))
    }

    @Test func rRunsEverythingAgainAndIgnoresTheLastRunsLateWork() async throws {
        let screen = HeadlessScreen(width: 80, height: 12)
        let controller = AsyncWorkViewController()
        screen.show(controller)
        // At once, before anything landed: the first run's work must not fill the second's lines.
        screen.press("r")
        #expect(screen.text.contains("Timer.scheduledTimer        …"))
        try await screen.settle(until: { Self.headlessSources.isSubset(of: controller.results.keys) })
        #expect(screen.text.contains("Task { @MainActor }         ✓ resumed after 0.3 s"))
    }

    @Test func theSieveCountsPrimes() {
        #expect(AsyncWorkViewController.countPrimes(below: 2) == 0)
        #expect(AsyncWorkViewController.countPrimes(below: 30) == 10)
        #expect(AsyncWorkViewController.countPrimes(below: 200_000) == 17984)
    }
}
