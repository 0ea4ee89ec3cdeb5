import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// `interactivePopGestureRecognizer`: a drag from the left edge pops interactively, the
/// pages follow the pointer, and a release before half-way cancels.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct NavigationInteractivePopGestureTests {
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

    // Issue 28: a swipe that went past half-way and came back before it, slowly, is cancelled
    // like one that never went that far: the stack stays, and the top never disappears.
    @Test func aSwipeThatComesBackBeforeHalfWayCancels() {
        let out = (1...30).map { CGPoint(x: CGFloat($0), y: 4) }
        let back = (10...29).reversed().map { CGPoint(x: CGFloat($0), y: 4) }
        // 50 cells over 2.5 s: 20 cells a second, well under the flick speed.
        screen.drag(from: CGPoint(x: 0, y: 4), through: out + back, duration: 2.5)
        #expect(identities(navigation.viewControllers) == identities([root, top]))
        #expect(
            appearanceCallbacks(recorder.entries) == [
                "B.vWD(true)", "A.vWA(true)", "A.vIA(true)", "A.vWD(true)", "A.vDD(true)", "B.vWA(true)",
                "B.vIA(true)", "B.vDA(true)",
            ])
        #expect(!recorder.entries.contains("B.vDD(true)") && !recorder.entries.contains("B.didMove(nil)"))
        #expect(top.view.window != nil && root.view.superview == nil)
    }
}

/// What the transition coordinator of an edge-swipe pop says, to the controllers that
/// appear and disappear with it.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct NavigationInteractivePopCoordinatorTests {
    let screen = HeadlessScreen(width: 40, height: 8)
    let navigation: UINavigationController
    let root = CoordinatorReadingViewController()
    let top = CoordinatorReadingViewController()

    init() {
        navigation = UINavigationController(rootViewController: root)
        screen.show(navigation)
        navigation.pushViewController(top, animated: false)
        screen.runUntilIdle()
        root.readings.removeAll()
        top.readings.removeAll()
    }

    // Issue 28.
    @Test func theIncomingControllerSeesAnInteractiveTransitionInViewWillAppear() {
        screen.drag(from: CGPoint(x: 0, y: 4), to: CGPoint(x: 30, y: 4), duration: 0.6)
        #expect(root.readings.first == "vWA initiallyInteractive true isInteractive true")
        #expect(top.readings.first == "vWD initiallyInteractive true isInteractive true")
    }

    // Issue 28.
    @Test func aCancelledSwipeReportsTheCancellationToThoseWaitingForTheInteraction() {
        var reports: [String] = []
        root.onWillAppear = { coordinator in
            coordinator.notifyWhenInteractionChanges { context in
                reports.append("isCancelled \(context.isCancelled) isInteractive \(context.isInteractive)")
            }
        }
        screen.drag(from: CGPoint(x: 0, y: 4), to: CGPoint(x: 12, y: 4), duration: 0.6)
        #expect(reports == ["isCancelled true isInteractive false"])
        #expect(identities(navigation.viewControllers) == identities([root, top]))
    }

    @Test func aCompletedSwipeReportsItWasNotCancelled() {
        var reports: [Bool] = []
        root.onWillAppear = { coordinator in
            coordinator.notifyWhenInteractionChanges { context in reports.append(context.isCancelled) }
        }
        screen.drag(from: CGPoint(x: 0, y: 4), to: CGPoint(x: 30, y: 4), duration: 0.6)
        #expect(reports == [false])
        #expect(identities(navigation.viewControllers) == identities([root]))
    }
}

/// Notes what its transition coordinator says in `viewWillAppear` and `viewWillDisappear`.
@MainActor
final class CoordinatorReadingViewController: UIViewController {
    var readings: [String] = []
    var onWillAppear: ((any UIViewControllerTransitionCoordinator) -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        read("vWA")
        if let coordinator = transitionCoordinator { onWillAppear?(coordinator) }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        read("vWD")
    }

    private func read(_ callback: String) {
        guard let coordinator = transitionCoordinator else {
            readings.append("\(callback) no coordinator")
            return
        }
        readings.append(
            "\(callback) initiallyInteractive \(coordinator.initiallyInteractive) isInteractive \(coordinator.isInteractive)"
        )
    }
}

/// Positions a gesture action records.
@MainActor
final class PositionLog {
    var xs: [CGFloat] = []
}

/// The edge pan decides by its speed when released fast: a quick flick pops before
/// half-way, the same distance dragged slowly cancels, and a fast move back left cancels
/// past half-way.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct NavigationInteractivePopFlickTests {
    let screen = HeadlessScreen(width: 40, height: 8)
    let navigation: UINavigationController
    let root = UIViewController()
    let top = UIViewController()

    init() {
        navigation = UINavigationController(rootViewController: root)
        screen.show(navigation)
        navigation.pushViewController(top, animated: false)
        screen.runUntilIdle()
    }

    @Test func aQuickShortFlickPops() {
        // 10 cells in 0.05 s: 200 cells a second, a quarter of the width.
        screen.drag(from: CGPoint(x: 0, y: 4), to: CGPoint(x: 10, y: 4), duration: 0.05)
        #expect(identities(navigation.viewControllers) == identities([root]))
        #expect(top.view.superview == nil)
    }

    @Test func theSameDistanceDraggedSlowlyCancels() {
        // 10 cells in 0.5 s: 20 cells a second.
        screen.drag(from: CGPoint(x: 0, y: 4), to: CGPoint(x: 10, y: 4), duration: 0.5)
        #expect(identities(navigation.viewControllers) == identities([root, top]))
        #expect(root.view.superview == nil)
    }

    @Test func aFastMoveBackLeftCancelsPastHalfWay() {
        // Slowly to column 30 (three quarters), then quickly back to 25 before release.
        let out = (1...30).map { CGPoint(x: CGFloat($0), y: 4) }
        screen.drag(from: CGPoint(x: 0, y: 4), through: out, duration: 1.5)
        #expect(identities(navigation.viewControllers) == identities([root]), "slowly past half-way pops")

        navigation.pushViewController(top, animated: false)
        screen.runUntilIdle()
        // 1.5 s out, a pause, then seven cells back in 0.035 s (200 cells a second), released
        // at column 22, past half-way.
        let back = (22...29).reversed().map { CGPoint(x: CGFloat($0), y: 4) }
        slowDragThenFlickBack(out: out, back: back)
        #expect(identities(navigation.viewControllers) == identities([root, top]))
    }

    @Test func theDecisionGoesBySpeedOnlyAboveTheThreshold() {
        let threshold = UINavigationController._interactivePopFlickVelocity
        #expect(UINavigationController._interactivePopCompletes(percent: 0.2, velocity: threshold))
        #expect(!UINavigationController._interactivePopCompletes(percent: 0.2, velocity: threshold - 1))
        #expect(!UINavigationController._interactivePopCompletes(percent: 0.8, velocity: -threshold))
        #expect(UINavigationController._interactivePopCompletes(percent: 0.8, velocity: 1 - threshold))
    }

    /// A drag whose steps are not evenly timed: `out` over 1.5 s, a 0.2 s pause, then `back`
    /// at 0.005 s a cell.
    private func slowDragThenFlickBack(out: [CGPoint], back: [CGPoint]) {
        let dispatcher = screen.eventDispatcher
        dispatcher.beginTouch(at: CGPoint(x: 0, y: 4))
        for point in out {
            screen.advance(by: 0.05)
            dispatcher.moveTouch(to: point)
        }
        screen.advance(by: 0.2)
        for point in back {
            screen.advance(by: 0.005)
            dispatcher.moveTouch(to: point)
        }
        dispatcher.endTouch(at: back.last!)
        screen.runUntilIdle()
    }
}
