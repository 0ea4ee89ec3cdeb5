import Foundation
import Terrarium
import Testing

/// A trait that runs a test, or every test of a suite, with the main screen's cells a given
/// size: see ``Testing/Trait/cellSize(_:)``.
public struct CellSizeTrait: TestTrait, SuiteTrait, TestScoping {
    /// Points per cell while the test runs.
    public let cellSize: CGSize

    /// Every test of a suite runs in the scope.
    public var isRecursive: Bool { true }

    /// Runs the test with `UIScreen.withMainCellSize(_:operation:)`.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await UIScreen.withMainCellSize(cellSize) { try await function() }
    }
}

extension Trait where Self == CellSizeTrait {
    /// Runs the test (every test of a suite) with the main screen's cells `cellSize` points: the
    /// cells that views outside any window measure in, and the default of each
    /// ``HeadlessScreen`` the test makes.
    ///
    /// Tests of code written for the terminal, counting in cells, take one point a cell:
    ///
    /// ```swift
    /// @MainActor @Suite(.cellSize(UIScreen.onePointPerCell))
    /// struct StatusBarTests {
    ///     @Test func theClockIsAtTheRightEdge() {
    ///         let screen = HeadlessScreen(width: 20, height: 1)   // 20 × 1 points
    ///         // …
    ///     }
    /// }
    /// ```
    ///
    /// The cell size is the test's own: tests running at the same time keep theirs.
    public static func cellSize(_ cellSize: CGSize) -> Self {
        CellSizeTrait(cellSize: cellSize)
    }
}
