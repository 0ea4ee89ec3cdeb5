import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// A scroll view's drags go through its `panGestureRecognizer`: other recognizers can wait
/// for it or make it wait, and a subclass can veto it.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ScrollViewPanTests {
    /// A stage with a 20×6 scroll view at (35, 2) over 30 rows of content, whose delegate
    /// events and pan states go to the stage's log.
    private func makeStage<ScrollView: UIScrollView>(_ scrollView: ScrollView = UIScrollView()) -> (
        GestureStage, ScrollView, ScrollLogger
    ) {
        let stage = GestureStage()
        scrollView.frame = CGRect(x: 35, y: 2, width: 20, height: 6)
        scrollView.contentSize = CGSize(width: 20, height: 30)
        let logger = ScrollLogger(log: stage.log)
        scrollView.delegate = logger
        stage.container.addSubview(scrollView)
        stage.record(scrollView.panGestureRecognizer, as: "pan")
        stage.screen.runUntilIdle()
        return (stage, scrollView, logger)
    }

    @Test func theScrollViewOwnsItsPanAndIsItsDelegate() {
        let (_, scrollView, logger) = makeStage()
        let pan = scrollView.panGestureRecognizer
        #expect(pan.view === scrollView)
        #expect(scrollView.gestureRecognizers?.contains { $0 === pan } == true)
        #expect(pan.delegate === scrollView)
        #expect(pan === scrollView.panGestureRecognizer, "the same recognizer every time")
        withExtendedLifetime(logger) {}  // the scroll view holds its delegate weakly
    }

    @Test func aDragScrollsFromThePansActionsInUIKitsOrder() {
        let (stage, scrollView, logger) = makeStage()
        stage.screen.drag(from: CGPoint(x: 40, y: 6), through: [CGPoint(x: 40, y: 5), CGPoint(x: 40, y: 2)], duration: 0.4)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 4))
        #expect(
            stage.entries == [
                "willBeginDragging dragging=true", "didScroll 1", "pan began", "didScroll 4", "pan changed",
                "willEndDragging dragging=true", "didEndDragging", "pan ended",
            ])
        #expect(!scrollView.isDragging && !scrollView.isTracking)
        #expect(logger.velocity.y > 0, "the content moved towards larger offsets: \(logger.velocity)")
        #expect(abs(logger.velocity.y - 0.015) < 0.000001, "the last move: 3 rows in 0.2 s, in rows per millisecond")
    }

    @Test func aRecognizerTheScrollViewsPanRequiresToFailTakesAQuickDrag() {
        let (stage, scrollView, logger) = makeStage()
        let swipe = stage.record(UISwipeGestureRecognizer(), as: "swipe")
        swipe.direction = .up
        stage.container.addGestureRecognizer(swipe)
        scrollView.panGestureRecognizer.require(toFail: swipe)

        stage.screen.drag(from: CGPoint(x: 40, y: 6), to: CGPoint(x: 40, y: 3), duration: 0.1)
        #expect(stage.entries.filter { !$0.hasPrefix("did") } == ["swipe ended"])
        #expect(scrollView.contentOffset == .zero, "the swipe won: the content did not move")

        stage.log.entries.removeAll()
        stage.screen.advance(by: 1)
        let input = stage.screen.eventDispatcher
        input.beginTouch(at: CGPoint(x: 40, y: 6))
        stage.screen.advance(by: 0.2)
        input.moveTouch(to: CGPoint(x: 40, y: 5))
        #expect(stage.entries.isEmpty, "the pan waits for the swipe")
        stage.screen.advance(by: 0.4)
        #expect(stage.entries == ["willBeginDragging dragging=true", "didScroll 1", "pan began"], "the swipe timed out")
        input.endTouch(at: CGPoint(x: 40, y: 5))
        #expect(stage.entries.suffix(3) == ["willEndDragging dragging=true", "didEndDragging", "pan ended"])
        withExtendedLifetime(logger) {}  // the scroll view holds its delegate weakly
    }

    @Test func aSubclassVetoesItsPanAndTheDragReachesTheView() {
        let (stage, scrollView, logger) = makeStage(VetoingScrollView())
        stage.screen.drag(from: CGPoint(x: 40, y: 6), through: [CGPoint(x: 40, y: 5), CGPoint(x: 40, y: 2)])
        #expect(scrollView.contentOffset == .zero)
        #expect(stage.entries.isEmpty)
        #expect(scrollView.asked == 1)
        #expect(scrollView.touches == ["began", "moved", "moved", "ended"])
        withExtendedLifetime(logger) {}  // the scroll view holds its delegate weakly
    }

    @Test func disablingScrollingDisablesThePan() {
        let (stage, scrollView, logger) = makeStage()
        scrollView.isScrollEnabled = false
        #expect(!scrollView.panGestureRecognizer.isEnabled)
        stage.screen.drag(from: CGPoint(x: 40, y: 6), through: [CGPoint(x: 40, y: 2)])
        #expect(scrollView.contentOffset == .zero)
        #expect(
            stage.entries == ["container touchesBegan", "container touchesMoved", "container touchesEnded"],
            "no pan: the scroll view passes the touches on")
        scrollView.isScrollEnabled = true
        #expect(scrollView.panGestureRecognizer.isEnabled)
        withExtendedLifetime(logger) {}  // the scroll view holds its delegate weakly
    }

    @Test func contentThatFitsLeavesTheDragToAnEnclosingRecognizer() {
        let (stage, scrollView, logger) = makeStage()
        scrollView.contentSize = CGSize(width: 20, height: 6)
        stage.container.addGestureRecognizer(stage.record(UIPanGestureRecognizer(), as: "outer"))
        stage.screen.drag(from: CGPoint(x: 40, y: 6), through: [CGPoint(x: 40, y: 5)])
        #expect(stage.entries == ["outer began", "outer ended"])
        withExtendedLifetime(logger) {}  // the scroll view holds its delegate weakly
    }

    @Test func aDragFromAButtonInTheContentScrollsAndCancelsTheButtonsTouch() {
        let (stage, scrollView, logger) = makeStage()
        var events: [String] = []
        let button = UIButton(frame: CGRect(x: 2, y: 4, width: 8, height: 1), primaryAction: UIAction(title: "Go") { _ in
            events.append("pressed")
        })
        button.addAction(UIAction { _ in events.append("touchCancel") }, for: .touchCancel)
        scrollView.addSubview(button)
        stage.screen.drag(from: CGPoint(x: 38, y: 6), through: [CGPoint(x: 38, y: 5), CGPoint(x: 38, y: 4)])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2))
        #expect(events == ["touchCancel"])
        stage.screen.advance(by: 1)
        stage.screen.tap(at: CGPoint(x: 38, y: 4))
        #expect(events == ["touchCancel", "pressed"], "a click still presses it")
        withExtendedLifetime(logger) {}  // the scroll view holds its delegate weakly
    }

    @Test func theThumbIsDraggedByTheScrollViewNotItsPan() {
        let (stage, scrollView, _) = makeStage()
        // The vertical indicator is in the scroll view's last column (x 54); its thumb at the top.
        stage.screen.drag(from: CGPoint(x: 54, y: 2), through: [CGPoint(x: 54, y: 4)])
        #expect(scrollView.contentOffset.y > 0)
        #expect(!stage.entries.contains("pan began"))
    }
}

// MARK: - Fixtures

/// Logs a scroll view's delegate calls into a stage's log.
@MainActor
private final class ScrollLogger: UIScrollViewDelegate {
    let log: GestureLog
    var velocity = CGPoint.zero

    init(log: GestureLog) { self.log = log }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log.entries.append("didScroll \(Int(scrollView.contentOffset.y))")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        log.entries.append("willBeginDragging dragging=\(scrollView.isDragging)")
    }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        self.velocity = velocity
        log.entries.append("willEndDragging dragging=\(scrollView.isDragging)")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.entries.append("didEndDragging")
    }
}

/// A scroll view that vetoes its own pan, as a UIKit subclass would, and notes its touches.
@MainActor
private final class VetoingScrollView: UIScrollView {
    var asked = 0
    var touches: [String] = []

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        asked += 1
        return false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches.append("began")
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches.append("moved")
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches.append("ended")
        super.touchesEnded(touches, with: event)
    }
}
