import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Touches that begin on views inside a scroll view: `delaysContentTouches`,
/// `canCancelContentTouches`, `touchesShouldBegin(_:with:in:)` and `touchesShouldCancel(in:)`.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ScrollViewContentTouchesTests {
    /// A 20×6 scroll view at (35, 2) over 30 rows, holding a button at content (2, 4) — window
    /// (37…44, 6) — whose touches and actions go to the stage's log.
    private func makeStage<ScrollView: UIScrollView>(_ scrollView: ScrollView = UIScrollView()) -> (
        GestureStage, ScrollView, LoggingButton
    ) {
        let stage = GestureStage()
        scrollView.frame = CGRect(x: 35, y: 2, width: 20, height: 6)
        scrollView.contentSize = CGSize(width: 20, height: 30)
        let button = LoggingButton(log: stage.log)
        button.frame = CGRect(x: 2, y: 4, width: 8, height: 1)
        button.setTitle("Go", for: .normal)
        scrollView.addSubview(button)
        stage.container.addSubview(scrollView)
        stage.screen.runUntilIdle()
        return (stage, scrollView, button)
    }

    /// On the button, then up one row (off it), then back onto it, then released.
    private func dragOffAndBack(_ stage: GestureStage) {
        stage.screen.drag(from: CGPoint(x: 38, y: 6), through: [CGPoint(x: 38, y: 5), CGPoint(x: 38, y: 6)])
    }

    @Test func theDefaultsAreUIKits() {
        let scrollView = UIScrollView()
        #expect(scrollView.delaysContentTouches)
        #expect(scrollView.canCancelContentTouches)
        #expect(scrollView.touchesShouldCancel(in: UIView()))
        #expect(scrollView.touchesShouldBegin([], with: nil, in: UIButton()))
        #expect(
            scrollView.touchesShouldCancel(in: UIButton()),
            "a quick drag takes a button's touch while touches are delayed")
        scrollView.delaysContentTouches = false
        #expect(!scrollView.touchesShouldCancel(in: UIButton()), "UIKit's default for controls")
        #expect(scrollView.touchesShouldCancel(in: UIView()))
    }

    @Test func aClickOnAButtonInsideTheScrollViewPressesIt() {
        let (stage, scrollView, _) = makeStage()
        stage.screen.tap(at: CGPoint(x: 38, y: 6))
        #expect(stage.entries == ["button touchesBegan", "button touchesEnded", "button touchUpInside"])
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func aDragFromTheButtonScrollsAndCancelsItsTouch() {
        let (stage, scrollView, _) = makeStage()
        stage.screen.drag(from: CGPoint(x: 38, y: 6), through: [CGPoint(x: 38, y: 5), CGPoint(x: 38, y: 4)])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2))
        #expect(stage.entries == ["button touchesBegan", "button touchesCancelled", "button touchCancel"])
    }

    @Test func touchesShouldCancelReturningFalseLeavesTheTouchToTheButton() {
        let (stage, scrollView, _) = makeStage(KeepingScrollView())
        dragOffAndBack(stage)
        #expect(scrollView.contentOffset == .zero, "no scrolling")
        #expect(scrollView.asked >= 1)
        #expect(
            stage.entries == [
                "button touchesBegan", "button touchesMoved", "button touchesMoved", "button touchesEnded",
                "button touchUpInside",
            ])
    }

    @Test func withoutCanCancelContentTouchesTheButtonKeepsTheDrag() {
        let (stage, scrollView, _) = makeStage()
        scrollView.canCancelContentTouches = false
        dragOffAndBack(stage)
        #expect(scrollView.contentOffset == .zero)
        #expect(stage.entries.last == "button touchUpInside")
        #expect(!stage.entries.contains("button touchesCancelled"))
        stage.log.entries.removeAll()
        // A drag on empty content still scrolls.
        stage.screen.drag(from: CGPoint(x: 48, y: 4), through: [CGPoint(x: 48, y: 3), CGPoint(x: 48, y: 2)])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2))
    }

    @Test func withoutDelayedTouchesAButtonKeepsTheDragAsInUIKit() {
        let (stage, scrollView, _) = makeStage()
        scrollView.delaysContentTouches = false
        dragOffAndBack(stage)
        #expect(scrollView.contentOffset == .zero)
        #expect(stage.entries.last == "button touchUpInside")
    }

    @Test func touchesShouldBeginReturningFalseGivesTheTouchToTheScrollView() {
        let (stage, scrollView, _) = makeStage(RefusingScrollView())
        stage.screen.tap(at: CGPoint(x: 38, y: 6))
        #expect(stage.entries.isEmpty, "the button never saw the click")
        #expect(scrollView.refused == 1)
        stage.screen.drag(from: CGPoint(x: 38, y: 6), through: [CGPoint(x: 38, y: 5), CGPoint(x: 38, y: 4)])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2), "the scroll view's own touch scrolls")
        #expect(stage.entries.isEmpty)
    }
}

// MARK: - Fixtures

/// A button that logs its touches and its control events.
@MainActor
private final class LoggingButton: UIButton {
    let log: GestureLog

    init(log: GestureLog) {
        self.log = log
        super.init(frame: .zero)
        addAction(UIAction { [log] _ in log.entries.append("button touchUpInside") }, for: .touchUpInside)
        addAction(UIAction { [log] _ in log.entries.append("button touchCancel") }, for: .touchCancel)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("button touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("button touchesMoved")
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("button touchesEnded")
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("button touchesCancelled")
        super.touchesCancelled(touches, with: event)
    }
}

/// A scroll view that never takes a touch from its content.
@MainActor
private final class KeepingScrollView: UIScrollView {
    var asked = 0
    override func touchesShouldCancel(in view: UIView) -> Bool {
        asked += 1
        return false
    }
}

/// A scroll view that keeps touches from its buttons.
@MainActor
private final class RefusingScrollView: UIScrollView {
    var refused = 0
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        guard view is UIButton else { return true }
        refused += 1
        return false
    }
}
