import Foundation
import InMemoryLogging
import Logging
import TerrariumTesting
import Testing

@testable import Terrarium

/// Modal presentation and dismissal (the catalogue's M-01 … M-06).
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct PresentationTests {
    let recorder = LifecycleRecorder()

    private func showRoot(width: Int = 40, height: Int = 10) -> (HeadlessScreen, RecordingViewController) {
        let screen = HeadlessScreen(width: width, height: height)
        let root = RecordingViewController(name: "A", recorder: recorder)
        screen.show(root)
        recorder.reset()
        return (screen, root)
    }

    @Test func aFullScreenPresentationSendsUIKitsOrderAndThenTheCompletion() {
        let (screen, root) = showRoot()
        defer { withExtendedLifetime(screen) {} }
        let presented = PresentationSnoopingViewController(name: "M", recorder: recorder)
        presented.modalPresentationStyle = .fullScreen
        let log = recorded(recorder) {
            root.present(presented, animated: false) { self.recorder.record("completion") }
            screen.runUntilIdle()
        }
        #expect(
            withoutLayout(log) == [
                "M.loadView", "M.viewDidLoad", "A.vWD(false)", "M.vWA(false) beingPresented=true",
                "M.vIA(false)", "M.vDA(false) beingPresented=true", "A.vDD(false)", "completion",
            ])
        #expect(root.presentedViewController === presented)
        #expect(presented.presentingViewController === root)
        #expect(root.view.window == nil, "a full-screen presentation removes the presenter's view")
        #expect(!presented.isBeingPresented)
    }

    @Test func theLinksAreSetWhenThePresenterStartsToDisappear() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let root = LinkSnoopingViewController()
        screen.show(root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        screen.runUntilIdle()
        #expect(root.presentedInWillDisappear === presented)
    }

    @Test func dismissingMirrorsThePresentationAndClearsTheLinks() {
        let (screen, root) = showRoot()
        defer { withExtendedLifetime(screen) {} }
        weak var weakPresented: UIViewController?
        do {
            let presented = PresentationSnoopingViewController(name: "M", recorder: recorder)
            presented.modalPresentationStyle = .fullScreen
            weakPresented = presented
            root.present(presented, animated: true)
            screen.runUntilIdle()
        }
        recorder.reset()
        var linksInCompletion: (UIViewController?, UIViewController?)?
        let log = recorded(recorder) {
            weakPresented?.dismiss(animated: true) {
                self.recorder.record("completion")
                linksInCompletion = (root.presentedViewController, weakPresented?.presentingViewController)
            }
            screen.runUntilIdle()
        }
        #expect(
            withoutLayout(log) == [
                "M.vWD(true) beingDismissed=true", "A.vWA(true)", "A.vIA(true)", "A.vDA(true)",
                "M.vDD(true) beingDismissed=true", "completion",
            ])
        #expect(linksInCompletion?.0 == nil)
        #expect(linksInCompletion?.1 == nil)
        #expect(root.view.window === screen.window, "the presenter's view is back")
        #expect(weakPresented == nil, "the dismissed controller is released after its completion")
    }

    @Test(arguments: [
        UIModalPresentationStyle.pageSheet, .formSheet, .overFullScreen, .automatic,
    ])
    func sheetsAndOverStylesLeaveThePresenterOnScreenAndSendItNothing(style: UIModalPresentationStyle) {
        let (screen, root) = showRoot()
        defer { withExtendedLifetime(screen) {} }
        let presented = RecordingViewController(name: "M", recorder: recorder)
        presented.modalPresentationStyle = style
        let log = recorded(recorder) {
            root.present(presented, animated: true)
            screen.runUntilIdle()
            presented.dismiss(animated: true)
            screen.runUntilIdle()
        }
        #expect(appearanceCallbacks(log, of: "A").isEmpty)
        #expect(
            appearanceCallbacks(log, of: "M") == [
                "M.vWA(true)", "M.vIA(true)", "M.vDA(true)", "M.vWD(true)", "M.vDD(true)",
            ])
        #expect(root.view.window != nil)
    }

    @Test func aPageSheetIsAFramedPanelOverTheDimmedPresenter() {
        let screen = HeadlessScreen(width: 20, height: 6)
        let root = LabelViewController(text: "root text")
        screen.show(root)
        let sheet = LabelViewController(text: "sheet")
        root.present(sheet, animated: false)
        screen.runUntilIdle()
        #expect(
            screen.lines == [
                "root text",
                "╭──────────────────╮",
                "│sheet             │",
                "│                  │",
                "│                  │",
                "╰──────────────────╯",
            ])
        #expect(screen.canvas[x: 0, y: 0].attributes.contains(.dim), "the presenter is dimmed")
    }

    @Test func aFormSheetIsCentredAndSizedByItsPreferredContentSizeThroughConstraints() {
        let screen = HeadlessScreen(width: 30, height: 9)
        defer { withExtendedLifetime(screen) {} }
        let root = LabelViewController(text: "root")
        screen.show(root)
        let sheet = LabelViewController(text: "form")
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = CGSize(width: 10, height: 2)
        root.present(sheet, animated: true)
        screen.advance(by: 0.1)
        let panel = try! #require(sheet.view.superview)
        let risingTop = screen.lines.firstIndex { $0.contains("╭") }
        screen.runUntilIdle()
        #expect(panel.frame == CGRect(x: 9, y: 3, width: 12, height: 4))
        #expect(risingTop.map { $0 > 3 } == true, "the panel slides up from below")
        #expect(
            screen.lines == [
                "root", "", "", "         ╭──────────╮", "         │form      │", "         │          │",
                "         ╰──────────╯", "", "",
            ])
        #expect(panel.constraints.filter { $0.priority == .defaultHigh }.count == 2)

        // A new preferred size resizes the sheet; a window too small for it clamps it.
        sheet.preferredContentSize = CGSize(width: 40, height: 1)
        screen.runUntilIdle()
        #expect(panel.frame == CGRect(x: 0, y: 3, width: 30, height: 3))
        #expect(sheet.view.bounds.size == CGSize(width: 28, height: 1))
    }

    @Test func aFormSheetWithoutAPreferredSizeTakesSixTenthsOfTheWindowAndHearsItsNewSize() {
        let screen = HeadlessScreen(width: 40, height: 10)
        defer { withExtendedLifetime(screen) {} }
        let root = RecordingViewController(name: "A", recorder: recorder)
        screen.show(root)
        let sheet = RecordingViewController(name: "S", recorder: recorder)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        screen.runUntilIdle()
        #expect(sheet.view.superview?.frame == CGRect(x: 8, y: 2, width: 24, height: 6))
        let log = recorded(recorder) { screen.resize(width: 51, height: 13) }
        // 60% of 51 × 13 is 30.6 × 7.8, centred: edges at 10.2/40.8 and 2.6/10.4, rounded.
        #expect(log.filter { $0.contains("viewWillTransition") }.last == "S.viewWillTransition(29x5)")
        #expect(sheet.view.superview?.frame == CGRect(x: 10, y: 3, width: 31, height: 7))
        #expect(sheet.view.bounds.size == CGSize(width: 29, height: 5))
    }

    @Test func escapeClosesASheetUnlessItIsModalInPresentation() {
        let (screen, root) = showRoot()
        defer { withExtendedLifetime(screen) {} }
        let sheet = UIViewController()
        sheet.isModalInPresentation = true
        root.present(sheet, animated: false)
        screen.runUntilIdle()
        screen.press("escape")
        #expect(root.presentedViewController === sheet)
        sheet.isModalInPresentation = false
        screen.press("escape")
        #expect(root.presentedViewController == nil)
    }

    @Test func aChildsPresentationIsPerformedByTheRoot() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let child = UIViewController()
        let root = EmbeddingViewController(name: "R", recorder: recorder, embedding: [child])
        screen.show(root)
        let presented = UIViewController()
        child.present(presented, animated: false)
        screen.runUntilIdle()
        #expect(presented.presentingViewController === root)
        #expect(child.presentedViewController === presented)
        #expect(root.presentedViewController === presented)
        child.dismiss(animated: false)
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test func aControllerInsideAPresentedNavigationControllerReportsTheOriginalPresenter() {
        let (screen, root) = showRoot()
        defer { withExtendedLifetime(screen) {} }
        let inner = UIViewController()
        let navigation = UINavigationController(rootViewController: inner)
        root.present(navigation, animated: false)
        screen.runUntilIdle()
        #expect(inner.presentingViewController === root)
        #expect(navigation.presentedViewController == nil)
        inner.dismiss(animated: false)
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test func theCurrentContextStylesCoverTheControllerThatDefinesTheContext() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let context = UIViewController()
        context.definesPresentationContext = true
        let inner = UIViewController()
        let root = EmbeddingViewController(name: "R", recorder: recorder, embedding: [context])
        screen.show(root)
        context.addChild(inner)
        context.view.addSubview(inner.view)
        inner.didMove(toParent: context)
        let presented = UIViewController()
        presented.modalPresentationStyle = .overCurrentContext
        inner.present(presented, animated: false)
        screen.runUntilIdle()
        #expect(presented.presentingViewController === context)
    }

    @Test func presentingWhileAlreadyPresentingIsRefusedWithUIKitsWarning() {
        let (logs, restoreLogger) = capturingMainLoopLogs()
        defer { restoreLogger() }
        let (screen, root) = showRoot()
        defer { withExtendedLifetime(screen) {} }
        let first = UIViewController()
        root.present(first, animated: false)
        screen.runUntilIdle()
        let second = UIViewController()
        var completed = false
        root.present(second, animated: false) { completed = true }
        screen.runUntilIdle()
        #expect(!completed)
        #expect(root.presentedViewController === first)
        #expect(
            logs.entries.map { "\($0.message)" }
                == ["Attempt to present \(second) on \(root) (from \(root)) which is already presenting \(first)."])
    }

    @Test func presentingFromAViewOutsideTheWindowIsRefused() {
        let (logs, restoreLogger) = capturingMainLoopLogs()
        defer { restoreLogger() }
        let detached = UIViewController()
        var completed = false
        detached.present(UIViewController(), animated: false) { completed = true }
        MainLoop.main.runUntilIdle()
        #expect(!completed)
        #expect(
            logs.entries.first.map { "\($0.message)" }?.hasSuffix("whose view is not in the window hierarchy.") == true)
    }

    @Test func dismissingLowInAChainDismissesEverythingAbove() {
        let (screen, root) = showRoot()
        defer { withExtendedLifetime(screen) {} }
        let b = RecordingViewController(name: "B", recorder: recorder)
        b.modalPresentationStyle = .fullScreen
        let c = RecordingViewController(name: "C", recorder: recorder)
        c.modalPresentationStyle = .fullScreen
        root.present(b, animated: false)
        screen.runUntilIdle()
        b.present(c, animated: false)
        screen.runUntilIdle()
        #expect(c.presentingViewController === b)
        recorder.reset()
        var completed = false
        root.dismiss(animated: true) { completed = true }
        screen.runUntilIdle()
        #expect(completed)
        #expect(root.presentedViewController == nil)
        #expect(b.presentedViewController == nil)
        #expect(appearanceCallbacks(recorder.entries, of: "A") == ["A.vWA(true)", "A.vIA(true)", "A.vDA(true)"])
        #expect(appearanceCallbacks(recorder.entries, of: "C") == ["C.vWD(true)", "C.vDD(true)"])
        #expect(appearanceCallbacks(recorder.entries, of: "B").isEmpty, "the covered middle controller hears nothing")
        #expect(root.view.window != nil)
    }

    @Test func showWithNoContainerThatShowsPresents() {
        let (screen, root) = showRoot()
        defer { withExtendedLifetime(screen) {} }
        let shown = UIViewController()
        root.show(shown, sender: nil)
        screen.runUntilIdle()
        #expect(root.presentedViewController === shown)
        let detail = UIViewController()
        shown.dismiss(animated: false)
        screen.runUntilIdle()
        root.showDetailViewController(detail, sender: nil)
        screen.runUntilIdle()
        #expect(root.presentedViewController === detail)
    }

    @Test func aResizeReachesPresentedControllersWithTheirOwnSizes() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let root = RecordingViewController(name: "A", recorder: recorder)
        screen.show(root)
        let full = RecordingViewController(name: "F", recorder: recorder)
        full.modalPresentationStyle = .overFullScreen
        root.present(full, animated: false)
        screen.runUntilIdle()
        let sheet = RecordingViewController(name: "S", recorder: recorder)
        sheet.modalPresentationStyle = .pageSheet
        full.present(sheet, animated: false)
        screen.runUntilIdle()
        let log = recorded(recorder) { screen.resize(width: 50, height: 12) }
        #expect(
            log.filter { $0.contains("viewWillTransition") }
                == ["A.viewWillTransition(50x12)", "F.viewWillTransition(50x12)", "S.viewWillTransition(48x9)"])
        #expect(sheet.view.bounds.size == CGSize(width: 48, height: 9))
    }

    @Test func aFullScreenPresentedControllerDecidesTheStatusBar() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let root = UIViewController()
        screen.show(root)
        let presented = LightStatusBarViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        screen.runUntilIdle()
        #expect(screen.window._preferredStatusBarStyle == .lightContent)
        root.dismiss(animated: false)
        screen.runUntilIdle()
        #expect(screen.window._preferredStatusBarStyle == .default)
    }

    @Test func pressesGoToTheTopmostPresentedController() {
        let (screen, root) = showRoot()
        defer { withExtendedLifetime(screen) {} }
        let presented = KeyRecordingViewController()
        root.present(presented, animated: false)
        screen.runUntilIdle()
        screen.press("x")
        #expect(presented.keys == ["x"])
    }

    // Issue 28: UIKit's responder chain goes from a presented controller to the controller
    // that presented it, so the presenter's key commands work while a sheet is up.
    @Test func aPresentedControllersNextResponderIsItsPresenterWhoseKeyCommandsStillWork() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let tabs = ShortcutTabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        screen.show(tabs)
        let sheet = UIViewController()
        tabs.selectedViewController?.present(sheet, animated: false)
        screen.runUntilIdle()
        #expect(sheet.next === tabs)
        #expect(screen.press("ctrl+n") == .handled)
        #expect(tabs.composed == 1)
        #expect(tabs.presentedViewController === sheet)
    }

    @Test func escapeStillDismissesASheetAndOnlyTheSheet() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(UIViewController(), animated: false)
        screen.show(navigation)
        let sheet = UIViewController()
        navigation.present(sheet, animated: false)
        screen.runUntilIdle()
        screen.press("escape")
        #expect(navigation.presentedViewController == nil)
        #expect(navigation.viewControllers.count == 2, "the navigation controller under the sheet did not go back")
    }

    @Test func aFullScreenPresentationKeepsTheKeysThatWorkTheContainersUnderIt() {
        let screen = HeadlessScreen(width: 40, height: 10)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(UIViewController(), animated: false)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        screen.show(tabs)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        tabs.present(cover, animated: false)
        screen.runUntilIdle()
        screen.press("escape")
        screen.press("2")
        #expect(tabs.presentedViewController === cover)
        #expect(navigation.viewControllers.count == 2 && tabs.selectedIndex == 0)
    }
}

@MainActor
private final class PresentationSnoopingViewController: RecordingViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        annotateLast("beingPresented=\(isBeingPresented)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        annotateLast("beingPresented=\(isBeingPresented)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        annotateLast("beingDismissed=\(isBeingDismissed)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        annotateLast("beingDismissed=\(isBeingDismissed)")
    }
    /// Replaces the entry just recorded with itself plus a note.
    private func annotateLast(_ note: String) {
        guard let last = recorder.entries.last else { return }
        recorder._replaceLast(with: "\(last) \(note)")
    }
}

@MainActor
private final class LinkSnoopingViewController: UIViewController {
    var presentedInWillDisappear: UIViewController?
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        presentedInWillDisappear = presentedViewController
    }
}

@MainActor
private final class LabelViewController: UIViewController {
    let text: String
    init(text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        label.text = text
        view.addSubview(label)
    }
}

@MainActor
private final class LightStatusBarViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

@MainActor
private final class KeyRecordingViewController: UIViewController {
    var keys: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keys += presses.compactMap { $0.key?.description }
    }
}

/// A tab bar controller with an app's own shortcut.
@MainActor
private final class ShortcutTabBarController: UITabBarController {
    var composed = 0

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "n", modifierFlags: .control, action: Selector("compose", Self.compose))]
    }

    func compose() { composed += 1 }
}
