import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UIScrollView's momentum: a drag let go at speed projects a resting offset at the
/// deceleration rate, tells the delegate in UIKit's order, and moves there on the main loop's
/// clock.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ScrollViewDecelerationTests {
    /// A 20×6 scroll view at the screen's top-left over 200 rows "Row 0"…, with a logging
    /// delegate, shown on a 30×8 screen.
    private func makeStage(rate: UIScrollView.DecelerationRate = .normal) -> (
        HeadlessScreen, UIScrollView, DecelerationLogger
    ) {
        let screen = HeadlessScreen(width: 30, height: 8)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        for row in 0..<200 {
            let label = UILabel(frame: CGRect(x: 0, y: row, width: 10, height: 1))
            label.text = "Row \(row)"
            scrollView.addSubview(label)
        }
        scrollView.contentSize = CGSize(width: 20, height: 200)
        scrollView.decelerationRate = rate
        let logger = DecelerationLogger()
        scrollView.delegate = logger
        let root = UIViewController()
        screen.show(root)
        root.view.addSubview(scrollView)
        screen.runUntilIdle()
        return (screen, scrollView, logger)
    }

    /// Drags up 3 rows in 30 ms (100 rows a second: 0.1 points per millisecond) and lets go,
    /// without running the loop after the release.
    private func flickUp(_ screen: HeadlessScreen) {
        let input = screen.eventDispatcher
        input.beginTouch(at: CGPoint(x: 5, y: 5))
        for y in [4, 3, 2] {
            screen.advance(by: 0.01)
            input.moveTouch(to: CGPoint(x: 5, y: y))
        }
        input.endTouch(at: CGPoint(x: 5, y: 2))
    }

    @Test func theRatesAreUIKits() {
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIScrollView.DecelerationRate(rawValue: 0.99) == .fast)
        #expect(UIScrollView().decelerationRate == .normal)
    }

    @Test func aFlickProjectsTheTargetAndDeceleratesInUIKitsOrder() {
        let (screen, scrollView, logger) = makeStage()
        flickUp(screen)
        // UIKit's projection: 3 + 0.1 × 0.998 / 0.002 = 52.9, rounded to a whole row.
        #expect(abs(logger.velocity.y - 0.1) < 0.000_001, "\(logger.velocity)")
        #expect(logger.target == CGPoint(x: 0, y: 53))
        #expect(
            logger.events.filter { !$0.hasPrefix("didScroll") } == [
                "willBeginDragging", "willEndDragging", "didEndDragging decelerate=true", "willBeginDecelerating",
            ])
        #expect(logger.events.last == "willBeginDecelerating")
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 3), "nothing moves before the next frame")
        #expect(scrollView.isDecelerating && !scrollView.isDragging)

        screen.advance(by: 0.2)
        let midway = scrollView.contentOffset.y
        #expect(midway > 3 && midway < 53, "moving: \(midway)")
        #expect(screen.lines[0].hasPrefix("Row \(Int(midway)) "))

        logger.events.removeAll()
        screen.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 53))
        #expect(!scrollView.isDecelerating)
        #expect(logger.events.last == "didEndDecelerating at 53 decelerating=false")
        #expect(logger.events.dropLast().allSatisfy { $0.hasPrefix("didScroll") })
        let rows = logger.events.dropLast().map { Int($0.split(separator: " ")[1])! }
        #expect(rows == rows.sorted() && rows.last == 53, "slowing down towards the target: \(rows)")
        #expect(screen.lines[0].hasPrefix("Row 53 "))
        #expect(screen.lines[5].hasPrefix("Row 58 "))
    }

    @Test func theFastRateStopsSooner() {
        let (screen, scrollView, logger) = makeStage(rate: .fast)
        flickUp(screen)
        // 3 + 0.1 × 0.99 / 0.01 = 12.9.
        #expect(logger.target == CGPoint(x: 0, y: 13))
        screen.advance(by: 0.5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 13))
        #expect(!scrollView.isDecelerating, "at .fast, under half a row remains after 0.5 s")
        #expect(logger.events.last == "didEndDecelerating at 13 decelerating=false")
    }

    @Test func theContentDeceleratesToTheDelegatesTarget() {
        let (screen, scrollView, logger) = makeStage()
        logger.replacement = CGPoint(x: 0, y: 20)
        flickUp(screen)
        screen.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 20))
        #expect(logger.events.last == "didEndDecelerating at 20 decelerating=false")
    }

    @Test func theProjectionStopsAtTheEndOfTheContent() {
        let (screen, scrollView, logger) = makeStage()
        scrollView.contentSize = CGSize(width: 20, height: 30)
        flickUp(screen)
        #expect(logger.target == CGPoint(x: 0, y: 24), "the last offset that shows the content's end")
        screen.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 24))
    }

    @Test func aTouchCatchesTheContentWithoutEndingTheDeceleration() {
        let (screen, scrollView, logger) = makeStage()
        flickUp(screen)
        screen.advance(by: 0.1)
        #expect(scrollView.isDecelerating)
        let caught = scrollView.contentOffset
        screen.eventDispatcher.beginTouch(at: CGPoint(x: 5, y: 3))
        #expect(!scrollView.isDecelerating)
        screen.advance(by: 1)
        screen.eventDispatcher.endTouch(at: CGPoint(x: 5, y: 3))
        screen.runUntilIdle()
        #expect(scrollView.contentOffset == caught)
        #expect(!logger.events.contains { $0.hasPrefix("didEndDecelerating") })
    }

    @Test func settingTheOffsetStopsTheDeceleration() {
        let (screen, scrollView, logger) = makeStage()
        flickUp(screen)
        screen.advance(by: 0.1)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(!scrollView.isDecelerating)
        screen.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(!logger.events.contains { $0.hasPrefix("didEndDecelerating") })
    }

    @Test func aSlowReleaseStopsWhereItWasLetGo() {
        let (screen, scrollView, logger) = makeStage()
        // 3 rows in 0.3 s: 10 rows a second, under the 30 that set the content moving.
        screen.drag(
            from: CGPoint(x: 5, y: 5), through: [CGPoint(x: 5, y: 4), CGPoint(x: 5, y: 3), CGPoint(x: 5, y: 2)],
            duration: 0.3)
        #expect(logger.velocity.y > 0)
        #expect(logger.target == CGPoint(x: 0, y: 3))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 3))
        #expect(
            logger.events.filter { !$0.hasPrefix("didScroll") } == [
                "willBeginDragging", "willEndDragging", "didEndDragging decelerate=false",
            ])
    }
}

// MARK: - Fixtures

/// Logs a scroll view's delegate calls; replaces the drag's target when asked.
@MainActor
private final class DecelerationLogger: UIScrollViewDelegate {
    var events: [String] = []
    var velocity = CGPoint.zero
    var target = CGPoint.zero
    var replacement: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll \(Int(scrollView.contentOffset.y))")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        self.velocity = velocity
        target = targetContentOffset.pointee
        if let replacement { targetContentOffset.pointee = replacement }
        events.append("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging decelerate=\(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        events.append(
            "didEndDecelerating at \(Int(scrollView.contentOffset.y)) decelerating=\(scrollView.isDecelerating)")
    }
}
