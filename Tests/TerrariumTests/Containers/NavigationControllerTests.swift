import Foundation
import InMemoryLogging
import Logging
import TerrariumTesting
import Testing

@testable import Terrarium

/// UINavigationController's stack, deferred transitions and bar (the catalogue's N-01 … N-13).
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct NavigationControllerTests {
    let recorder = LifecycleRecorder()

    private func showNavigation(root: RecordingViewController, width: Int = 40, height: Int = 8)
        -> (HeadlessScreen, RecordingNavigationController)
    {
        let screen = HeadlessScreen(width: width, height: height)
        let navigation = RecordingNavigationController(rootViewController: root, recorder: recorder)
        screen.show(navigation)
        return (screen, navigation)
    }

    @Test func theRootIsAddedInsideInit() {
        let root = RecordingViewController(name: "R", recorder: recorder)
        let navigation = UINavigationController(rootViewController: root)
        #expect(recorder.entries == ["R.willMove(UINavigationController)"])
        #expect(identities(navigation.viewControllers) == identities([root]))
        #expect(root.parent === navigation)
        #expect(root.navigationController === navigation)
        #expect(!root.isViewLoaded)
    }

    @Test func onFirstDisplayTheRootAppearsWithTheNavigationControllerThenGetsDidMove() {
        let root = RecordingViewController(name: "R", recorder: recorder)
        let (screen, _) = showNavigation(root: root)
        defer { withExtendedLifetime(screen) {} }
        let log = withoutLayout(recorder.entries).filter { !$0.hasPrefix("N.") || $0.contains(".v") }
        #expect(
            log == [
                "R.willMove(RecordingNavigationController)", "R.loadView", "R.viewDidLoad",
                "N.vWA(false)", "R.vWA(false)", "N.vIA(false)", "R.vIA(false)", "N.vDA(false)", "R.vDA(false)",
                "R.didMove(RecordingNavigationController)",
            ])
    }

    @Test func aPushUpdatesTheStackInsideTheCallAndDefersTheRest() {
        let root = RecordingViewController(name: "A", recorder: recorder)
        let (screen, navigation) = showNavigation(root: root)
        defer { withExtendedLifetime(screen) {} }
        let pushed = RecordingViewController(name: "B", recorder: recorder)
        let inCall = recorded(recorder) { navigation.pushViewController(pushed, animated: true) }
        #expect(inCall == ["B.willMove(RecordingNavigationController)"])
        #expect(identities(navigation.viewControllers) == identities([root, pushed]))
        #expect(navigation.topViewController === pushed)
        #expect(pushed.parent === navigation)
        #expect(!pushed.isViewLoaded)
        let later = recorded(recorder) { screen.runUntilIdle() }
        #expect(
            withoutLayout(later) == [
                "B.loadView", "B.viewDidLoad", "A.vWD(true)", "B.vWA(true)", "N.willShow(B, true)", "B.vIA(true)",
                "A.vDD(true)", "B.vDA(true)", "N.didShow(B, true)", "B.didMove(RecordingNavigationController)",
            ])
    }

    @Test func aPushWithoutAnimationIsStillDeferred() {
        let root = RecordingViewController(name: "A", recorder: recorder)
        let (screen, navigation) = showNavigation(root: root)
        defer { withExtendedLifetime(screen) {} }
        let pushed = RecordingViewController(name: "B", recorder: recorder)
        let inCall = recorded(recorder) { navigation.pushViewController(pushed, animated: false) }
        #expect(inCall == ["B.willMove(RecordingNavigationController)"])
        let later = recorded(recorder) { screen.runUntilIdle() }
        #expect(
            withoutLayout(later) == [
                "B.loadView", "B.viewDidLoad", "A.vWD(false)", "B.vWA(false)", "N.willShow(B, false)", "B.vIA(false)",
                "A.vDD(false)", "B.vDA(false)", "N.didShow(B, false)", "B.didMove(RecordingNavigationController)",
            ])
    }

    @Test func aPopSendsWillMoveNilInsideTheCallThenReleasesThePoppedController() {
        let root = RecordingViewController(name: "A", recorder: recorder)
        let (screen, navigation) = showNavigation(root: root)
        defer { withExtendedLifetime(screen) {} }
        weak var weakPushed: UIViewController?
        do {
            let pushed = RecordingViewController(name: "B", recorder: recorder)
            weakPushed = pushed
            navigation.pushViewController(pushed, animated: true)
            screen.runUntilIdle()
        }
        var popped: UIViewController?
        let inCall = recorded(recorder) { popped = navigation.popViewController(animated: true) }
        #expect(popped === weakPushed)
        popped = nil
        #expect(inCall == ["B.willMove(nil)"])
        #expect(identities(navigation.viewControllers) == identities([root]))
        let later = recorded(recorder) { screen.runUntilIdle() }
        #expect(
            withoutLayout(later) == [
                "B.vWD(true)", "A.vWA(true)", "N.willShow(A, true)", "A.vIA(true)", "B.vDD(true)", "A.vDA(true)",
                "N.didShow(A, true)", "B.didMove(nil)",
            ])
        #expect(weakPushed == nil, "the popped controller is released after the transition")
    }

    @Test func movingFlagsAreSetForThePushedAndPoppedControllersOnly() {
        let root = FlagRecordingViewController(name: "A", recorder: recorder)
        let (screen, navigation) = showNavigation(root: root)
        defer { withExtendedLifetime(screen) {} }
        let pushed = FlagRecordingViewController(name: "B", recorder: recorder)
        navigation.pushViewController(pushed, animated: true)
        screen.runUntilIdle()
        navigation.popViewController(animated: true)
        screen.runUntilIdle()
        let flags = recorder.entries.filter { $0.contains("moving") }
        #expect(
            flags == [
                // The root was just added by init(rootViewController:), so it is moving to its parent.
                "A.vWA movingTo=true movingFrom=false", "A.vDA movingTo=true movingFrom=false",
                "A.vWD movingTo=false movingFrom=false", "B.vWA movingTo=true movingFrom=false",
                "A.vDD movingTo=false movingFrom=false", "B.vDA movingTo=true movingFrom=false",
                "B.vWD movingTo=false movingFrom=true", "A.vWA movingTo=false movingFrom=false",
                "B.vDD movingTo=false movingFrom=true", "A.vDA movingTo=false movingFrom=false",
            ])
    }

    @Test func controllersInTheMiddleOfTheStackGetNoAppearanceCallbacks() {
        let root = RecordingViewController(name: "A", recorder: recorder)
        let (screen, navigation) = showNavigation(root: root)
        defer { withExtendedLifetime(screen) {} }
        let middle = RecordingViewController(name: "B", recorder: recorder)
        let top = RecordingViewController(name: "C", recorder: recorder)
        let log = recorded(recorder) {
            navigation.pushViewController(middle, animated: true)
            navigation.pushViewController(top, animated: true)
            screen.runUntilIdle()
        }
        #expect(appearanceCallbacks(log, of: "B").isEmpty)
        #expect(
            appearanceCallbacks(log) == ["A.vWD(true)", "C.vWA(true)", "C.vIA(true)", "A.vDD(true)", "C.vDA(true)"])
        #expect(log.contains("B.didMove(RecordingNavigationController)"))
    }

    @Test func popToRootReturnsThePoppedControllersAndAnimatesOnlyTheTopAndTheRoot() {
        let root = RecordingViewController(name: "A", recorder: recorder)
        let (screen, navigation) = showNavigation(root: root)
        defer { withExtendedLifetime(screen) {} }
        let b = RecordingViewController(name: "B", recorder: recorder)
        let c = RecordingViewController(name: "C", recorder: recorder)
        let d = RecordingViewController(name: "D", recorder: recorder)
        navigation.setViewControllers([root, b, c, d], animated: false)
        screen.runUntilIdle()
        var popped: [UIViewController]?
        let log = recorded(recorder) {
            popped = navigation.popToRootViewController(animated: true)
            screen.runUntilIdle()
        }
        #expect(identities(popped ?? []) == identities([b, c, d]))
        #expect(
            appearanceCallbacks(log) == ["D.vWD(true)", "A.vWA(true)", "A.vIA(true)", "D.vDD(true)", "A.vDA(true)"])
        #expect(
            Set(log.filter { $0.hasSuffix("didMove(nil)") }) == ["B.didMove(nil)", "C.didMove(nil)", "D.didMove(nil)"])
        #expect(navigation.children.count == 1)
    }

    @Test func setViewControllersWithANewTopAnimatesLikeAPush() {
        let root = RecordingViewController(name: "A", recorder: recorder)
        let (screen, navigation) = showNavigation(root: root)
        defer { withExtendedLifetime(screen) {} }
        let b = RecordingViewController(name: "B", recorder: recorder)
        navigation.pushViewController(b, animated: false)
        screen.runUntilIdle()
        let c = RecordingViewController(name: "C", recorder: recorder)
        let inCall = recorded(recorder) { navigation.setViewControllers([root, c], animated: true) }
        #expect(inCall == ["B.willMove(nil)", "C.willMove(RecordingNavigationController)"])
        #expect(identities(navigation.viewControllers) == identities([root, c]))
        #expect(
            identities(navigation.children) == identities([root, c, b]) || identities(navigation.children).count == 3)
        let later = recorded(recorder) { screen.runUntilIdle() }
        #expect(
            appearanceCallbacks(later) == ["B.vWD(true)", "C.vWA(true)", "C.vIA(true)", "B.vDD(true)", "C.vDA(true)"])
        #expect(Array(later.suffix(2)).sorted() == ["B.didMove(nil)", "C.didMove(RecordingNavigationController)"])
    }

    @Test func aPushDuringATransitionIsQueuedAndLogged() {
        let (logs, restoreLogger) = capturingMainLoopLogs()
        defer { restoreLogger() }
        let root = RecordingViewController(name: "A", recorder: recorder)
        let (screen, navigation) = showNavigation(root: root)
        defer { withExtendedLifetime(screen) {} }
        let b = RecordingViewController(name: "B", recorder: recorder)
        let c = RecordingViewController(name: "C", recorder: recorder)
        navigation.pushViewController(b, animated: true)
        screen.advance(by: 0.1)
        navigation.pushViewController(c, animated: true)
        screen.runUntilIdle()
        #expect(
            logs.entries.map { "\($0.message)" }.contains(
                "nested push animation can result in corrupted navigation bar"))
        #expect(identities(navigation.viewControllers) == identities([root, b, c]))
        #expect(c.view.window != nil)
        #expect(b.view.window == nil)
        #expect(appearanceCallbacks(recorder.entries, of: "C") == ["C.vWA(true)", "C.vIA(true)", "C.vDA(true)"])
        #expect(
            appearanceCallbacks(recorder.entries, of: "B")
                == ["B.vWA(true)", "B.vIA(true)", "B.vDA(true)", "B.vWD(true)", "B.vDD(true)"])
    }

    // MARK: The bar

    @Test func theBarShowsTheTitleAndABackButtonNamedAfterThePreviousItem() {
        let root = RecordingViewController(name: "Inbox", recorder: recorder)
        let (screen, navigation) = showNavigation(root: root, width: 30, height: 4)
        defer { withExtendedLifetime(screen) {} }
        #expect(screen.lines[0] == "            Inbox")
        let message = RecordingViewController(name: "Message", recorder: recorder)
        navigation.pushViewController(message, animated: false)
        screen.runUntilIdle()
        #expect(screen.lines[0] == " ‹ Inbox   Message")
    }

    @Test(
        arguments: [
            ("back item", nil, "Custom", nil, "‹ Custom"),
            ("button title", nil, nil, "Title", "‹ Title"),
            ("previous title", "Previous", nil, nil, "‹ Previous"),
            ("nothing", "", nil, nil, "‹ Back"),
        ] as [(String, String?, String?, String?, String)])
    func theBackButtonFollowsUIKitsOrderOfTitles(
        case: String, previousTitle: String?, backItemTitle: String?, backButtonTitle: String?, expected: String
    ) {
        let root = UIViewController()
        root.title = previousTitle
        if let backItemTitle { root.navigationItem.backBarButtonItem = UIBarButtonItem(title: backItemTitle) }
        root.navigationItem.backButtonTitle = backButtonTitle
        let screen = HeadlessScreen(width: 40, height: 3)
        let navigation = UINavigationController(rootViewController: root)
        screen.show(navigation)
        navigation.pushViewController(UIViewController(), animated: false)
        screen.runUntilIdle()
        #expect(screen.lines[0] == " \(expected)")
    }

    @Test func aLeftItemReplacesTheBackButtonAndRightItemsSitAtTheRight() {
        let root = UIViewController()
        root.title = "Root"
        let screen = HeadlessScreen(width: 30, height: 3)
        let navigation = UINavigationController(rootViewController: root)
        screen.show(navigation)
        let top = UIViewController()
        top.title = "Top"
        top.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        top.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
        navigation.pushViewController(top, animated: false)
        screen.runUntilIdle()
        #expect(screen.lines[0] == " Cancel      Top         Done")
    }

    @Test func aPromptAddsARowAboveTheTitleAndMovesTheContentDown() {
        let root = UIViewController()
        root.title = "Inbox"
        let screen = HeadlessScreen(width: 21, height: 5)
        screen.show(UINavigationController(rootViewController: root))
        root.navigationItem.prompt = "Choose one"
        screen.runUntilIdle()
        #expect(Array(screen.lines.prefix(2)) == ["     Choose one", "        Inbox"])
        #expect(root.view.frame.minY == 2)
        root.navigationItem.prompt = nil
        screen.runUntilIdle()
        #expect(screen.lines[0] == "        Inbox")
        #expect(root.view.frame.minY == 1)
    }

    @Test func aTitleViewTakesTheTitlesPlace() {
        let root = UIViewController()
        root.title = "Hidden"
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        label.text = "[view]"
        root.navigationItem.titleView = label
        let screen = HeadlessScreen(width: 20, height: 3)
        screen.show(UINavigationController(rootViewController: root))
        #expect(screen.lines[0] == "       [view]")
        #expect(!screen.text.contains("Hidden"))
    }

    @Test func aTitleViewWithoutTranslatedMaskIsCentredByAutoLayoutAtItsIntrinsicWidth() {
        let root = UIViewController()
        let label = UILabel()
        label.text = "Inbox ▾"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.navigationItem.titleView = label
        let screen = HeadlessScreen(width: 40, height: 4)
        defer { withExtendedLifetime(screen) {} }
        let navigation = UINavigationController(rootViewController: root)
        screen.show(navigation)
        #expect(label.frame == CGRect(x: 17, y: 0, width: 7, height: 1))
        #expect(screen.lines[0] == "                 Inbox ▾")
        label.text = "All Inboxes ▾"
        screen.runUntilIdle()
        #expect(label.frame == CGRect(x: 14, y: 0, width: 13, height: 1), "a new intrinsic size re-centres it")

        // Leaving the bar takes its constraints along; coming back puts new ones in.
        navigation.pushViewController(UIViewController(), animated: false)
        screen.runUntilIdle()
        #expect(label.superview == nil)
        #expect(navigation.navigationBar.constraints.isEmpty)
        navigation.popViewController(animated: false)
        screen.runUntilIdle()
        #expect(label.frame == CGRect(x: 14, y: 0, width: 13, height: 1))
        #expect(navigation.navigationBar.constraints.count == 5)
        #expect(label.constraints.isEmpty, "every constraint is the bar's, so none piles up on the view")
    }

    @Test func escapeAndTheBackButtonPop() {
        let root = RecordingViewController(name: "A", recorder: recorder)
        let (screen, navigation) = showNavigation(root: root)
        navigation.pushViewController(RecordingViewController(name: "B", recorder: recorder), animated: false)
        screen.runUntilIdle()
        screen.press("escape")
        #expect(navigation.viewControllers.count == 1)
        navigation.pushViewController(RecordingViewController(name: "C", recorder: recorder), animated: false)
        screen.runUntilIdle()
        screen.tap(text: "‹")
        #expect(navigation.viewControllers.count == 1)
        screen.press("escape")
        #expect(navigation.viewControllers.count == 1, "the root cannot be popped")
    }

    @Test func aBarButtonItemClickRunsItsAction() {
        let root = UIViewController()
        var taps = 0
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Add", primaryAction: UIAction { _ in taps += 1 })
        let screen = HeadlessScreen(width: 20, height: 3)
        screen.show(UINavigationController(rootViewController: root))
        screen.tap(text: "Add")
        #expect(taps == 1)
    }

    @Test func theTopViewStartsBelowTheOpaqueBar() {
        let root = UIViewController()
        let screen = HeadlessScreen(width: 20, height: 6)
        let navigation = UINavigationController(rootViewController: root)
        screen.show(navigation)
        #expect(root.view.frame == CGRect(x: 0, y: 1, width: 20, height: 5))
        navigation.setNavigationBarHidden(true, animated: false)
        screen.runUntilIdle()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 20, height: 6))
    }

    @Test func aViewExtendedUnderATranslucentBarGetsTheBarInItsSafeArea() {
        let root = UIViewController()
        let screen = HeadlessScreen(width: 20, height: 6)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.isTranslucent = true
        screen.show(navigation)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 20, height: 6))
        #expect(root.view.safeAreaInsets.top == 1)
    }

    // MARK: show and target

    @Test func showFromAControllerInsideANavigationControllerPushes() {
        let root = UIViewController()
        let screen = HeadlessScreen(width: 20, height: 4)
        let navigation = UINavigationController(rootViewController: root)
        screen.show(navigation)
        #expect(root.targetViewController(forAction: .show, sender: nil) === navigation)
        let detail = UIViewController()
        root.show(detail, sender: nil)
        screen.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(root.targetViewController(forAction: .showDetail, sender: nil) == nil)
    }

    @Test func theNavigationControllerSetsTheStatusBarStyleItself() {
        let navigation = UINavigationController(rootViewController: StyledViewController())
        #expect(navigation.childForStatusBarStyle == nil)
        #expect(navigation.preferredStatusBarStyle == .default)
        navigation.navigationBar.barStyle = .black
        #expect(navigation.preferredStatusBarStyle == .lightContent)
    }
}

/// A navigation controller that records its delegate's calls and its own appearance as "N".
@MainActor
private final class RecordingNavigationController: UINavigationController, UINavigationControllerDelegate {
    let recorder: LifecycleRecorder

    init(rootViewController: UIViewController, recorder: LifecycleRecorder) {
        self.recorder = recorder
        super.init(rootViewController: rootViewController)
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError() }

    private func name(_ controller: UIViewController) -> String {
        (controller as? RecordingViewController)?.name ?? "?"
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        recorder.record("N.willShow(\(name(viewController)), \(animated))")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        recorder.record("N.didShow(\(name(viewController)), \(animated))")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        recorder.record("N.vWA(\(animated))")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        recorder.record("N.vIA(\(animated))")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recorder.record("N.vDA(\(animated))")
    }
}

/// Records its moving flags in each appearance callback.
@MainActor
private final class FlagRecordingViewController: RecordingViewController {
    private func flags(_ callback: String) {
        recorder.record("\(name).\(callback) movingTo=\(isMovingToParent) movingFrom=\(isMovingFromParent)")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        flags("vWA")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        flags("vDA")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        flags("vWD")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        flags("vDD")
    }
}

@MainActor
private final class StyledViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
