import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Apple's containment protocol (the catalogue's C-01 … C-15).
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ContainmentTests {
    let recorder = LifecycleRecorder()

    // MARK: Detached parents (no window)

    @Test func addChildSendsWillMoveWithParentAlreadySetAndNeverDidMove() {
        let parent = RecordingViewController(name: "P", recorder: recorder)
        let child = ParentSnoopingViewController(name: "C", recorder: recorder)
        let log = recorded(recorder) { parent.addChild(child) }
        #expect(log == ["C.willMove(P)"])
        #expect(child.parentSeenInWillMove === parent)
        #expect(identities(parent.children) == identities([child]))
        #expect(child.parent === parent)
    }

    @Test func addChildDoesNotLoadTheChildsView() {
        let parent = RecordingViewController(name: "P", recorder: recorder)
        let child = RecordingViewController(name: "C", recorder: recorder)
        parent.addChild(child)
        #expect(!child.isViewLoaded)
        #expect(!recorder.entries.contains("C.loadView"))
    }

    @Test func completingTheAddInADetachedParentSendsNoAppearanceCallbacks() {
        let parent = RecordingViewController(name: "P", recorder: recorder)
        let child = RecordingViewController(name: "C", recorder: recorder)
        parent.loadViewIfNeeded()
        let log = recorded(recorder) {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            MainLoop.main.runUntilIdle()
        }
        #expect(withoutLayout(log) == ["C.willMove(P)", "C.loadView", "C.viewDidLoad", "C.didMove(P)"])
    }

    @Test func theStandardRemovalSendsWillMoveNilThenDidMoveNilFromRemoveFromParent() {
        let parent = RecordingViewController(name: "P", recorder: recorder)
        let child = RecordingViewController(name: "C", recorder: recorder)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let log = recorded(recorder) {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        #expect(log == ["C.willMove(nil)", "C.didMove(nil)"])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
    }

    @Test func removeFromParentNeverSendsWillMoveNil() {
        let parent = RecordingViewController(name: "P", recorder: recorder)
        let child = RecordingViewController(name: "C", recorder: recorder)
        parent.addChild(child)
        let log = recorded(recorder) { child.removeFromParent() }
        #expect(log == ["C.didMove(nil)"])
    }

    @Test func removeFromParentWithoutAParentDoesNothing() {
        let child = RecordingViewController(name: "C", recorder: recorder)
        let log = recorded(recorder) { child.removeFromParent() }
        #expect(log.isEmpty)
        #expect(child.parent == nil)
    }

    @Test func addingAChildOfAnotherParentRemovesItFromThatParentFirst() {
        let a = RecordingViewController(name: "A", recorder: recorder)
        let b = RecordingViewController(name: "B", recorder: recorder)
        let child = RecordingViewController(name: "C", recorder: recorder)
        a.addChild(child)
        let log = recorded(recorder) { b.addChild(child) }
        #expect(log == ["C.didMove(nil)", "C.willMove(B)"])
        #expect(a.children.isEmpty)
        #expect(identities(b.children) == identities([child]))
        #expect(child.parent === b)
    }

    @Test func addingTheSameChildTwiceKeepsOneEntryAndSendsNothingMore() {
        let parent = RecordingViewController(name: "P", recorder: recorder)
        let child = RecordingViewController(name: "C", recorder: recorder)
        parent.addChild(child)
        let log = recorded(recorder) { parent.addChild(child) }
        #expect(log.isEmpty)
        #expect(parent.children.count == 1)
    }

    @Test func childrenKeepTheOrderTheyWereAddedIn() {
        let parent = UIViewController()
        let first = UIViewController(), second = UIViewController(), third = UIViewController()
        parent.addChild(first)
        parent.addChild(second)
        parent.addChild(third)
        second.removeFromParent()
        #expect(identities(parent.children) == identities([first, third]))
    }

    @Test func theParentHoldsItsChildrenStronglyAndChildrenHoldTheirParentWeakly() {
        weak var weakChild: UIViewController?
        weak var weakParent: UIViewController?
        var parent: UIViewController? = UIViewController()
        do {
            let child = UIViewController()
            weakChild = child
            parent!.addChild(child)
        }
        #expect(weakChild != nil, "the parent keeps its child alive")
        let child = weakChild!
        weakParent = parent
        parent = nil
        #expect(weakParent == nil, "a child does not keep its parent alive")
        #expect(child.parent == nil)
    }

    // MARK: Window-attached parents

    @Test func addingAChildToAVisibleParentDrivesAppearanceFromTheViewEnteringTheWindow() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let parent = RecordingViewController(name: "P", recorder: recorder)
        screen.show(parent)
        let child = RecordingViewController(name: "C", recorder: recorder)
        let inCall = recorded(recorder) {
            parent.addChild(child)
            child.view.frame = parent.view.bounds
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        #expect(inCall == ["C.willMove(P)", "C.loadView", "C.viewDidLoad", "C.vWA(false)", "C.didMove(P)"])
        let later = recorded(recorder) { MainLoop.main.runUntilIdle() }
        #expect(withoutLayout(later) == ["C.vIA(false)", "C.vDA(false)"])
    }

    @Test func removingAChildFromAVisibleParentSendsDisappearanceInsideRemoveFromSuperview() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let child = RecordingViewController(name: "C", recorder: recorder)
        let parent = EmbeddingViewController(name: "P", recorder: recorder, embedding: [child])
        screen.show(parent)
        let log = recorded(recorder) {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        #expect(log == ["C.willMove(nil)", "C.vWD(false)", "C.vDD(false)", "C.didMove(nil)"])
    }

    @Test func aChildAddedWithoutDidMoveStillCompletesItsAppearance() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let parent = RecordingViewController(name: "P", recorder: recorder)
        screen.show(parent)
        let child = RecordingViewController(name: "C", recorder: recorder)
        let log = recorded(recorder) {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            MainLoop.main.runUntilIdle()
        }
        #expect(
            withoutLayout(log) == [
                "C.willMove(P)", "C.loadView", "C.viewDidLoad", "C.vWA(false)", "C.vIA(false)", "C.vDA(false)",
            ])
    }

    @Test func aControllerWhoseViewIsAddedWithoutAddChildAppearsButIsNotAChild() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let parent = RecordingViewController(name: "P", recorder: recorder)
        screen.show(parent)
        let detached = RecordingViewController(name: "Z", recorder: recorder)
        let log = recorded(recorder) {
            parent.view.addSubview(detached.view)
            MainLoop.main.runUntilIdle()
        }
        #expect(withoutLayout(log) == ["Z.loadView", "Z.viewDidLoad", "Z.vWA(false)", "Z.vIA(false)", "Z.vDA(false)"])
        #expect(detached.parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test func aNonChildViewAddedBeforeTheParentAppearsNeverHearsOfTheAppearance() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let detached = RecordingViewController(name: "Z", recorder: recorder)
        let parent = ViewDidLoadHookViewController(name: "P", recorder: recorder) { controller in
            controller.view.addSubview(detached.view)
        }
        screen.show(parent)
        #expect(appearanceCallbacks(recorder.entries, of: "Z").isEmpty, "UIKit forwards appearance only to children")
        #expect(recorder.entries.contains("P.vDA(false)"))
    }

    @Test func aParentThatForwardsManuallyCutsOffItsChildren() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let child = RecordingViewController(name: "C", recorder: recorder)
        let parent = EmbeddingViewController(name: "P", recorder: recorder, embedding: [child])
        parent.forwardsAppearanceAutomatically = false
        screen.show(parent)
        #expect(appearanceCallbacks(recorder.entries, of: "C").isEmpty)
        let log = recorded(recorder) {
            let late = RecordingViewController(name: "L", recorder: recorder)
            parent.addChild(late)
            parent.view.addSubview(late.view)
            MainLoop.main.runUntilIdle()
        }
        #expect(appearanceCallbacks(log, of: "L").isEmpty)
    }

    // MARK: A child's view parked in a view no controller owns yet

    /// KYDrawerController's README sets its children before the drawer's view is loaded: the
    /// setter adds the child and puts its view in a container view the drawer made in `init`,
    /// which joins the drawer's view only in `viewDidLoad`. UIKit checks the hierarchy when
    /// views enter a window, so this works on iOS, and must here.
    @Test func aChildsViewMayWaitInAViewInNoWindowUntilItJoinsItsParentsViews() {
        let screen = HeadlessScreen(width: 30, height: 5)
        let drawer = DrawerLikeController()
        let menu = RecordingViewController(name: "M", recorder: recorder)
        let main = RecordingViewController(name: "Main", recorder: recorder)
        drawer.drawerViewController = menu
        #expect(!drawer.isViewLoaded, "the menu was set before the drawer's view loaded")
        #expect(menu.parent === drawer)
        #expect(menu.view.superview === drawer.containerView)
        drawer.mainViewController = main  // loads the drawer's view, which takes in containerView
        #expect(main.parent === drawer)

        screen.show(drawer)
        #expect(drawer.containerView.superview === drawer.view)
        #expect(appearanceCallbacks(recorder.entries, of: "M") == ["M.vWA(false)", "M.vIA(false)", "M.vDA(false)"])
        #expect(
            appearanceCallbacks(recorder.entries, of: "Main") == [
                "Main.vWA(false)", "Main.vIA(false)", "Main.vDA(false)",
            ])
        screen.window._checkInvariantsRecursively()

        // Replacing the menu while shown goes through the same setter, now in a window.
        let other = RecordingViewController(name: "N", recorder: recorder)
        drawer.drawerViewController = other
        screen.runUntilIdle()
        #expect(menu.parent == nil && other.parent === drawer)
        #expect(appearanceCallbacks(recorder.entries, of: "N") == ["N.vWA(false)", "N.vIA(false)", "N.vDA(false)"])
    }
}

/// A side-drawer container written the way KYDrawerController is: the drawer's child goes
/// into `containerView`, a view made in `init`, which `viewDidLoad` adds to `view`.
@MainActor
private final class DrawerLikeController: UIViewController {
    let containerView = UIView()

    var mainViewController: UIViewController? {
        didSet {
            if let old = oldValue { Self.remove(old) }
            guard let main = mainViewController else { return }
            addChild(main)
            main.view.frame = view.bounds
            view.insertSubview(main.view, at: 0)
            main.didMove(toParent: self)
        }
    }

    var drawerViewController: UIViewController? {
        didSet {
            if let old = oldValue { Self.remove(old) }
            guard let menu = drawerViewController else { return }
            addChild(menu)
            menu.view.frame = containerView.bounds
            containerView.addSubview(menu.view)
            menu.didMove(toParent: self)
        }
    }

    init() {
        super.init(nibName: nil, bundle: nil)
        containerView.frame = CGRect(x: 0, y: 0, width: 12, height: 5)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(containerView)
    }

    private static func remove(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

/// Captures `parent` inside `willMove(toParent:)`, before calling super.
@MainActor
private final class ParentSnoopingViewController: RecordingViewController {
    weak var parentSeenInWillMove: UIViewController?

    override func willMove(toParent parent: UIViewController?) {
        parentSeenInWillMove = self.parent
        super.willMove(toParent: parent)
    }
}

/// Runs a closure at the end of `viewDidLoad`.
@MainActor
private final class ViewDidLoadHookViewController: RecordingViewController {
    let hook: (UIViewController) -> Void

    init(name: String, recorder: LifecycleRecorder, hook: @escaping (UIViewController) -> Void) {
        self.hook = hook
        super.init(name: name, recorder: recorder)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        hook(self)
    }
}
