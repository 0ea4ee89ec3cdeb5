import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `interactivePopGestureRecognizer`: a drag from the left edge pops interactively, the
/// pages follow the pointer, and a release before half-way cancels.
@MainActor
@Suite struct NavigationInteractivePopGestureTests {
    let recorder = LifecycleRecorder()
    let screen = HeadlessScreen(width: 40, height: 8)
    let navigation: UINavigationController
    let root: RecordingViewController
    let top: RecordingViewController
    /// The popped view's presented x at each move of the pan.
    let positions = PositionLog()

    init() {
        root = RecordingViewController(name: "A", recorder: recorder)
        top = RecordingViewController(name: "B", recorder: recorder)
        navigation = UINavigationController(rootViewController: root)
        screen.show(navigation)
        navigation.pushViewController(top, animated: false)
        screen.runUntilIdle()
        recorder.reset()
        let topView = top.view!
        navigation.interactivePopGestureRecognizer?.addAction(
            UIAction { [positions] action in
                guard (action.sender as? UIGestureRecognizer)?.state == .changed else { return }
                positions.xs.append(topView._presentationFrame.minX)
            })
    }

    @Test func theRecognizerIsALeftEdgePanOnTheNavigationControllersView() {
        let recognizer = navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer
        #expect(recognizer?.edges == .left)
        #expect(recognizer?.view === navigation.view)
    }

    @Test func draggingPastHalfWayPopsWithThePopsOrderAndThePagesFollowThePointer() {
        screen.drag(from: CGPoint(x: 0, y: 4), to: CGPoint(x: 30, y: 4), duration: 0.6)
        #expect(identities(navigation.viewControllers) == identities([root]))
        #expect(
            withoutLayout(recorder.entries) == [
                "B.willMove(nil)", "B.vWD(true)", "A.vWA(true)", "A.vIA(true)", "B.vDD(true)", "A.vDA(true)",
                "B.didMove(nil)",
            ])
        // Each move of the pointer moves the popped page with it, cell for cell (the pan is
        // recognized at column 1 and changes from column 2).
        let expected = (2...30).map { CGFloat($0) }
        #expect(positions.xs.count == expected.count, "\(positions.xs)")
        #expect(zip(positions.xs, expected).allSatisfy { abs($0 - $1) < 0.01 }, "\(positions.xs)")
        #expect(root.view.frame == CGRect(x: 0, y: 1, width: 40, height: 7))
        #expect(top.view.superview == nil)
    }

    @Test func releasingBeforeHalfWayCancelsAndLeavesTheStack() {
        screen.drag(from: CGPoint(x: 0, y: 4), to: CGPoint(x: 15, y: 4), duration: 0.3)
        #expect(identities(navigation.viewControllers) == identities([root, top]))
        #expect(
            withoutLayout(recorder.entries) == [
                "B.willMove(nil)", "B.vWD(true)", "A.vWA(true)", "A.vIA(true)", "A.vWD(true)", "A.vDD(true)",
                "B.vWA(true)", "B.vIA(true)", "B.vDA(true)",
            ])
        #expect(positions.xs.last.map { $0 > 5 } == true, "the page followed the pointer before going back")
        #expect(top.view.frame == CGRect(x: 0, y: 1, width: 40, height: 7))
        #expect(top.view._presentationFrame == top.view.frame)
        #expect(root.view.superview == nil)
        #expect(screen.lines[0].contains("‹"), "the back button is back")
    }

    @Test func aDragThatDoesNotStartAtTheLeftEdgeDoesNotPop() {
        screen.drag(from: CGPoint(x: 10, y: 4), to: CGPoint(x: 35, y: 4), duration: 0.3)
        #expect(navigation.viewControllers.count == 2)
        #expect(recorder.entries.isEmpty)
    }

    @Test func theRootCannotBeDraggedAway() {
        navigation.popViewController(animated: false)
        screen.runUntilIdle()
        recorder.reset()
        screen.drag(from: CGPoint(x: 0, y: 4), to: CGPoint(x: 30, y: 4), duration: 0.3)
        #expect(navigation.viewControllers.count == 1)
        #expect(recorder.entries.isEmpty)
    }
}

/// Positions a gesture action records.
@MainActor
final class PositionLog {
    var xs: [CGFloat] = []
}
