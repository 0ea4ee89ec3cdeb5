import Foundation

/// The clicks a tap or long-press recognizer has counted in a row, and whether the next
/// click continues them: the dispatcher's `tapCount` must follow on from the series' first
/// click, which it may have counted before the recognizer's gesture began.
struct ClickSeries: Equatable {
    /// Clicks of the series so far.
    private(set) var count = 0
    private var firstTapCount = 0

    /// Whether a click whose touch has `tapCount` continues the series (or starts it).
    mutating func accepts(tapCount: Int) -> Bool {
        if count == 0 {
            firstTapCount = tapCount
            return true
        }
        return tapCount == firstTapCount + count
    }

    /// Counts a finished click.
    mutating func recordClick() { count += 1 }

    mutating func reset() { self = ClickSeries() }
}
