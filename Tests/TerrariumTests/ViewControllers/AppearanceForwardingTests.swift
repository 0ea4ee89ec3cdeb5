import Foundation
import InMemoryLogging
import Logging
import TerrariumTesting
import Testing

@testable import Terrarium

/// Appearance driven by the window and forwarded to children (the catalogue's A-01 … A-10, L-05).
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct AppearanceForwardingTests {
    let recorder = LifecycleRecorder()

    @Test func aParentAndItsEmbeddedChildAppearParentFirstAtEveryPhase() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let child = RecordingViewController(name: "C", recorder: recorder)
        let parent = EmbeddingViewController(name: "P", recorder: recorder, embedding: [child])
        screen.show(parent)
        #expect(
            withoutLayout(recorder.entries) == [
                "P.loadView", "P.viewDidLoad", "C.willMove(P)", "C.loadView", "C.viewDidLoad", "C.didMove(P)",
                "P.vWA(false)", "C.vWA(false)",
                "P.vIA(false)", "C.vIA(false)",
                "P.vDA(false)", "C.vDA(false)",
            ])
    }

    @Test func layoutComesAfterViewIsAppearingAndBeforeViewDidAppear() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let child = RecordingViewController(name: "C", recorder: recorder)
        let parent = EmbeddingViewController(name: "P", recorder: recorder, embedding: [child])
        screen.show(parent)
        let log = recorder.entries
        let childIsAppearing = log.firstIndex(of: "C.vIA(false)")!
        let parentLayout = log.firstIndex(of: "P.layout")!
        let parentDidAppear = log.firstIndex(of: "P.vDA(false)")!
        #expect(childIsAppearing < parentLayout)
        #expect(parentLayout < parentDidAppear)
    }

    @Test func appearanceIsDeferredToTheMainLoopAfterViewWillAppear() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let root = RecordingViewController(name: "R", recorder: recorder)
        screen.window.rootViewController = root
        let inCall = recorded(recorder) { screen.window.makeKeyAndVisible() }
        #expect(inCall == ["R.loadView", "R.viewDidLoad", "R.vWA(false)"])
        let later = recorded(recorder) { MainLoop.main.runUntilIdle() }
        #expect(withoutLayout(later) == ["R.vIA(false)", "R.vDA(false)"])
    }

    @Test func viewWillAppearRunsOutsideTheWindowAndViewIsAppearingInsideItLaidOut() {
        let screen = HeadlessScreen(width: 30, height: 8)
        let root = GeometrySnoopingViewController()
        screen.show(root)
        #expect(root.windowInWillAppear == false)
        #expect(root.windowInIsAppearing == true)
        #expect(root.frameInIsAppearing == CGRect(x: 0, y: 0, width: 30, height: 8))
        #expect(root.windowInDidAppear == true)
    }

    @Test func aParentThatLeavesTheWindowDisappearsParentFirst() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let child = RecordingViewController(name: "C", recorder: recorder)
        let parent = EmbeddingViewController(name: "P", recorder: recorder, embedding: [child])
        screen.show(parent)
        let log = recorded(recorder) {
            screen.window.rootViewController = RecordingViewController(name: "N", recorder: recorder)
        }
        #expect(Array(log.prefix(4)) == ["P.vWD(false)", "C.vWD(false)", "P.vDD(false)", "C.vDD(false)"])
    }

    @Test func hidingTheWindowMakesItsControllersDisappearAndShowingItAgainReappear() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let child = RecordingViewController(name: "C", recorder: recorder)
        let parent = EmbeddingViewController(name: "P", recorder: recorder, embedding: [child])
        screen.show(parent)
        let hidden = recorded(recorder) { screen.window.isHidden = true }
        #expect(hidden == ["P.vWD(false)", "C.vWD(false)", "P.vDD(false)", "C.vDD(false)"])
        let shown = recorded(recorder) {
            screen.window.isHidden = false
            MainLoop.main.runUntilIdle()
        }
        #expect(
            withoutLayout(shown) == [
                "P.vWA(false)", "C.vWA(false)", "P.vIA(false)", "C.vIA(false)", "P.vDA(false)", "C.vDA(false)",
            ])
    }

    // MARK: Manual forwarding

    @Test func manualBeginAndEndDriveAChildAndItsOwnChildren() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let grandchild = RecordingViewController(name: "G", recorder: recorder)
        let child = EmbeddingViewController(name: "C", recorder: recorder, embedding: [grandchild])
        let parent = EmbeddingViewController(name: "P", recorder: recorder, embedding: [child])
        parent.forwardsAppearanceAutomatically = false
        screen.show(parent)
        #expect(appearanceCallbacks(recorder.entries, of: "C", "G").isEmpty)
        let began = recorded(recorder) { child.beginAppearanceTransition(true, animated: false) }
        #expect(began == ["C.vWA(false)", "G.vWA(false)"])
        let ended = recorded(recorder) { child.endAppearanceTransition() }
        #expect(ended == ["C.vIA(false)", "G.vIA(false)", "C.vDA(false)", "G.vDA(false)"])
        let gone = recorded(recorder) {
            child.beginAppearanceTransition(false, animated: true)
            child.endAppearanceTransition()
        }
        #expect(gone == ["C.vWD(true)", "G.vWD(true)", "C.vDD(true)", "G.vDD(true)"])
    }

    /// A drawer-style container sets its main controller, a navigation controller, up in
    /// code and begins its appearance by hand before anything loaded the navigation
    /// controller's view: the root controller, which that view installs, hears it too.
    @Test func aManualBeginReachesTheRootOfANavigationControllerWhoseViewHasNotLoaded() {
        let root = RecordingViewController(name: "R", recorder: recorder)
        let navigation = UINavigationController(rootViewController: root)
        let container = EmbeddingViewController(name: "P", recorder: recorder, embedding: [])
        container.forwardsAppearanceAutomatically = false
        container.loadViewIfNeeded()
        container.addChild(navigation)
        #expect(!navigation.isViewLoaded)
        let log = recorded(recorder) {
            navigation.beginAppearanceTransition(true, animated: false)
            container.view.addSubview(navigation.view)
            navigation.endAppearanceTransition()
        }
        #expect(appearanceCallbacks(log, of: "R") == ["R.vWA(false)", "R.vIA(false)", "R.vDA(false)"])
        #expect(root.view.isDescendant(of: navigation.view))
    }

    @Test func aDisappearanceIsCancelledByBeginningAnAppearanceBeforeTheEnd() {
        let child = RecordingViewController(name: "C", recorder: recorder)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        let log = recorded(recorder) {
            child.beginAppearanceTransition(false, animated: true)
            child.beginAppearanceTransition(true, animated: false)
            child.endAppearanceTransition()
        }
        #expect(log == ["C.vWD(true)", "C.vWA(false)", "C.vIA(false)", "C.vDA(false)"])
        #expect(!log.contains("C.vDD(true)"))
    }

    @Test func anAppearanceIsCancelledByBeginningADisappearanceBeforeTheEnd() {
        let child = RecordingViewController(name: "C", recorder: recorder)
        let log = recorded(recorder) {
            child.beginAppearanceTransition(true, animated: true)
            child.beginAppearanceTransition(false, animated: true)
            child.endAppearanceTransition()
        }
        #expect(log == ["C.vWA(true)", "C.vWD(true)", "C.vDD(true)"])
    }

    @Test func unbalancedCallsLogUIKitsWarningAndChangeNothing() {
        let (logs, restoreLogger) = capturingMainLoopLogs()
        defer { restoreLogger() }
        let child = RecordingViewController(name: "C", recorder: recorder)
        let log = recorded(recorder) {
            child.endAppearanceTransition()
            child.beginAppearanceTransition(true, animated: false)
            child.beginAppearanceTransition(true, animated: false)
        }
        #expect(log == ["C.vWA(false)"])
        let messages = logs.entries.map { "\($0.message)" }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0 == "Unbalanced calls to begin/end appearance transitions for \(child)." })
        #expect(logs.entries.allSatisfy { $0.level == .warning })
        #expect(child.description.hasPrefix("<RecordingViewController: 0x"))
    }

    // MARK: Flags

    @Test func isMovingToParentIsTrueWhileAnAddedChildAppears() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let parent = UIViewController()
        screen.show(parent)
        let child = FlagSnoopingViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        MainLoop.main.runUntilIdle()
        child.didMove(toParent: parent)
        #expect(child.flags["vWA"] == "movingTo")
        #expect(child.flags["vDA"] == "movingTo")
        #expect(!child.isMovingToParent)
    }

    @Test func isMovingFromParentIsTrueWhileARemovedChildDisappears() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let child = FlagSnoopingViewController()
        let parent = EmbeddingViewController(name: "P", recorder: recorder, embedding: [child])
        screen.show(parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.flags["vWD"] == "movingFrom")
        #expect(child.flags["vDD"] == "movingFrom")
        #expect(!child.isMovingFromParent)
    }

    @Test func theAnimatedFlagReachesForwardedChildren() {
        let child = RecordingViewController(name: "C", recorder: recorder)
        let parent = EmbeddingViewController(name: "P", recorder: recorder, embedding: [child])
        parent.loadViewIfNeeded()
        let log = recorded(recorder) {
            parent.beginAppearanceTransition(true, animated: true)
            parent.endAppearanceTransition()
        }
        #expect(log == ["P.vWA(true)", "C.vWA(true)", "P.vIA(true)", "C.vIA(true)", "P.vDA(true)", "C.vDA(true)"])
    }
}

/// Records what it sees of its view in each appearance callback.
@MainActor
private final class GeometrySnoopingViewController: UIViewController {
    var windowInWillAppear: Bool?
    var windowInIsAppearing: Bool?
    var windowInDidAppear: Bool?
    var frameInIsAppearing: CGRect?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        windowInWillAppear = view.window != nil
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        windowInIsAppearing = view.window != nil
        frameInIsAppearing = view.frame
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        windowInDidAppear = view.window != nil
    }
}

/// Records the moving flags in each appearance callback.
@MainActor
private final class FlagSnoopingViewController: UIViewController {
    var flags: [String: String] = [:]

    private func snapshot() -> String {
        isMovingToParent ? "movingTo" : isMovingFromParent ? "movingFrom" : "none"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        flags["vWA"] = snapshot()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        flags["vDA"] = snapshot()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        flags["vWD"] = snapshot()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        flags["vDD"] = snapshot()
    }
}
