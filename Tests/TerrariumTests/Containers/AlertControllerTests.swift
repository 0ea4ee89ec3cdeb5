import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Containers {
    /// UIAlertController, presented over the full screen (M-03: the presenter hears nothing).
    @MainActor
    @Suite struct AlertControllerTests {
        let recorder = LifecycleRecorder()

        /// A screen showing the root "R", the log reset.
        private func makeRoot(width: Int = 60, height: Int = 16) -> (HeadlessScreen, AlertRootViewController) {
            let screen = HeadlessScreen(width: width, height: height)
            let root = AlertRootViewController(name: "R", recorder: recorder)
            screen.show(root)
            recorder.reset()
            return (screen, root)
        }

        /// An alert recording its own lifecycle as "Alert", with actions that record
        /// `handler(<title>)` when run.
        private func makeAlert(
            _ actions: [(String, UIAlertAction.Style)], title: String? = "Delete draft?",
            message: String? = "This cannot be undone.", style: UIAlertController.Style = .alert
        ) -> RecordingAlertController {
            let alert = RecordingAlertController(title: title, message: message, preferredStyle: style)
            alert.recorder = recorder
            for (actionTitle, actionStyle) in actions {
                alert.addAction(
                    UIAlertAction(title: actionTitle, style: actionStyle) { [recorder] _ in
                        recorder.record("handler(\(actionTitle))")
                    })
            }
            return alert
        }

        /// Presents `alert` from `root` and runs until idle.
        private func present(_ alert: UIAlertController, from root: UIViewController, on screen: HeadlessScreen) {
            root.present(alert, animated: true)
            screen.runUntilIdle()
        }

        /// Sends a key press to the window without running the main loop.
        private func sendPress(_ name: String, to screen: HeadlessScreen) {
            screen.eventDispatcher.sendPress(UIKey(name: name)!)
        }

        private func handlers(_ entries: [String]) -> [String] {
            entries.filter { $0.hasPrefix("handler(") }
        }

        private func isReversed(_ text: String, on screen: HeadlessScreen) -> Bool {
            guard let point = screen.location(of: text) else { return false }
            return screen.canvas[x: Int(point.x), y: Int(point.y)].attributes.contains(.reverse)
        }

        // MARK: Presenting

        @Test func anAlertPresentsOverTheFullScreen() {
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            #expect(alert.modalPresentationStyle == .overFullScreen)
            #expect(alert.preferredStyle == .alert)
            #expect(alert.title == "T")
        }

        @Test func presentingAnAlertOverAVisibleRootSendsTheRootNoAppearanceCallbacks() {
            let (screen, root) = makeRoot()
            let alert = makeAlert([("Cancel", .cancel), ("OK", .default)])
            let log = recorded(recorder) { present(alert, from: root, on: screen) }
            #expect(appearanceCallbacks(log, of: "R").isEmpty)
            #expect(appearanceCallbacks(log, of: "Alert") == ["Alert.vWA(true)", "Alert.vIA(true)", "Alert.vDA(true)"])
            #expect(root.view.window === screen.window, "the presenter's view stays")
            #expect(root.presentedViewController === alert)
            #expect(alert.presentingViewController === root)
        }

        @Test func theScreenShowsTheTitleTheMessageAndTheButtonsOverThePresenter() {
            let (screen, root) = makeRoot()
            present(makeAlert([("Cancel", .cancel), ("OK", .default)]), from: root, on: screen)
            let text = screen.text
            #expect(text.contains("Delete draft?"))
            #expect(text.contains("This cannot be undone."))
            #expect(text.contains("[ Cancel ]"))
            #expect(text.contains("[ OK ]"))
            #expect(text.contains("R content"), "the presenter is still drawn beneath")
            let title = screen.location(of: "Delete draft?")!
            let message = screen.location(of: "This cannot be undone.")!
            let button = screen.location(of: "[ OK ]")!
            #expect(title.y < message.y)
            #expect(message.y < button.y)
        }

        // Regression: expected a two-button alert to put its cancel action on the left, "[ Cancel ] [ OK ]"
        // (UIKit places the cancel button on the left of two side-by-side buttons and at the bottom of a
        // stack)
        @Test
        func aTwoButtonAlertPutsItsCancelButtonOnTheLeft() {
            let (screen, root) = makeRoot()
            present(makeAlert([("OK", .default), ("Cancel", .cancel)]), from: root, on: screen)
            let cancel = screen.location(of: "[ Cancel ]")!
            let ok = screen.location(of: "[ OK ]")!
            #expect(cancel.y == ok.y, "side by side")
            #expect(cancel.x < ok.x)
        }

        @Test func anAlertWithMoreThanTwoActionsStacksThemWithTheCancelActionLast() {
            let (screen, root) = makeRoot()
            present(
                makeAlert([("Cancel", .cancel), ("Save", .default), ("Discard", .destructive)]), from: root, on: screen)
            let save = screen.location(of: "[ Save ]")!
            let discard = screen.location(of: "[ Discard ]")!
            let cancel = screen.location(of: "[ Cancel ]")!
            #expect(save.y < discard.y)
            #expect(discard.y < cancel.y)
        }

        @Test func anAlertIsCentredOnTheScreen() {
            let (screen, root) = makeRoot(width: 60, height: 16)
            present(makeAlert([("Cancel", .cancel), ("OK", .default)]), from: root, on: screen)
            let lines = screen.lines
            let top = lines.firstIndex { $0.contains("╭") }!
            let bottom = lines.lastIndex { $0.contains("╰") }!
            #expect(abs((top + bottom) - 15) <= 1, "rows \(top)…\(bottom) of 16")
            let left = lines[top].firstIndex(of: "╭")!
            let right = lines[top].lastIndex(of: "╮")!
            let leftColumn = lines[top].distance(from: lines[top].startIndex, to: left)
            let rightColumn = lines[top].distance(from: lines[top].startIndex, to: right)
            #expect(abs((leftColumn + rightColumn) - 59) <= 1, "columns \(leftColumn)…\(rightColumn) of 60")
        }

        @Test func anActionSheetSitsAtTheBottomOfTheScreen() {
            let (screen, root) = makeRoot(width: 60, height: 16)
            present(
                makeAlert([("Cancel", .cancel), ("Share", .default), ("Delete", .destructive)], style: .actionSheet),
                from: root, on: screen)
            let lines = screen.lines
            #expect(lines[15].contains("╰"), "the sheet's bottom edge is the screen's last row: \(lines[15])")
            let share = screen.location(of: "[ Share ]")!
            let delete = screen.location(of: "[ Delete ]")!
            let cancel = screen.location(of: "[ Cancel ]")!
            #expect(share.y < delete.y)
            #expect(delete.y < cancel.y, "the cancel action is at the bottom")
            #expect(share.y > 7, "in the lower half")
        }

        @Test func aDestructiveActionIsRedAndThePreferredOneBold() {
            let (screen, root) = makeRoot()
            let alert = makeAlert([("Cancel", .cancel), ("Keep", .default), ("Delete", .destructive)])
            alert.preferredAction = alert.actions[1]
            present(alert, from: root, on: screen)
            let delete = screen.location(of: "Delete ]")!
            #expect(screen.canvas[x: Int(delete.x), y: Int(delete.y)].foreground == .systemRed)
            let keep = screen.location(of: "Keep")!
            #expect(screen.canvas[x: Int(keep.x), y: Int(keep.y)].attributes.contains(.bold))
            let cancel = screen.location(of: "Cancel")!
            #expect(!screen.canvas[x: Int(cancel.x), y: Int(cancel.y)].attributes.contains(.bold))
        }

        // MARK: Choosing with keys

        @Test func enterChoosesThePreferredAction() {
            let (screen, root) = makeRoot()
            let alert = makeAlert([("Cancel", .cancel), ("Delete", .destructive), ("Keep", .default)])
            alert.preferredAction = alert.actions[2]
            present(alert, from: root, on: screen)
            screen.press("enter")
            #expect(handlers(recorder.entries) == ["handler(Keep)"])
            #expect(root.presentedViewController == nil)
        }

        @Test func withoutAPreferredActionEnterChoosesTheFirstActionThatIsNotCancel() {
            let (screen, root) = makeRoot()
            present(
                makeAlert([("Cancel", .cancel), ("Delete", .destructive), ("Keep", .default)]), from: root, on: screen)
            #expect(isReversed("[ Delete ]", on: screen), "the highlight starts there")
            screen.press("enter")
            #expect(handlers(recorder.entries) == ["handler(Delete)"])
        }

        @Test func escapeChoosesTheCancelAction() {
            let (screen, root) = makeRoot()
            present(makeAlert([("OK", .default), ("Cancel", .cancel)]), from: root, on: screen)
            screen.press("escape")
            #expect(handlers(recorder.entries) == ["handler(Cancel)"])
            #expect(root.presentedViewController == nil)
            #expect(!screen.text.contains("[ OK ]"))
        }

        @Test func escapeDoesNothingWithoutACancelAction() {
            let (screen, root) = makeRoot()
            let alert = makeAlert([("OK", .default)])
            present(alert, from: root, on: screen)
            screen.press("escape")
            #expect(handlers(recorder.entries).isEmpty)
            #expect(root.presentedViewController === alert)
            #expect(screen.text.contains("[ OK ]"))
        }

        @Test func tabMovesTheHighlightToTheNextButtonAndEnterChoosesIt() {
            let (screen, root) = makeRoot()
            present(
                makeAlert([("Save", .default), ("Discard", .destructive), ("Cancel", .cancel)]), from: root, on: screen)
            #expect(isReversed("[ Save ]", on: screen))
            screen.press("tab")
            #expect(!isReversed("[ Save ]", on: screen))
            #expect(isReversed("[ Discard ]", on: screen))
            screen.press("enter")
            #expect(handlers(recorder.entries) == ["handler(Discard)"])
        }

        @Test func shiftTabAndTheArrowsMoveTheHighlightBothWaysAndWrap() {
            let (screen, root) = makeRoot()
            present(
                makeAlert([("Save", .default), ("Discard", .destructive), ("Cancel", .cancel)]), from: root, on: screen)
            screen.press("shift+tab")
            #expect(isReversed("[ Cancel ]", on: screen), "wraps from the first button to the last")
            screen.press("down")
            #expect(isReversed("[ Save ]", on: screen), "wraps from the last to the first")
            screen.press("right")
            #expect(isReversed("[ Discard ]", on: screen))
            screen.press("up")
            #expect(isReversed("[ Save ]", on: screen))
            screen.press("left")
            #expect(isReversed("[ Cancel ]", on: screen))
            screen.press("enter")
            #expect(handlers(recorder.entries) == ["handler(Cancel)"])
        }

        // MARK: Choosing with clicks

        @Test func tappingAButtonChoosesIt() {
            let (screen, root) = makeRoot()
            let alert = makeAlert([("Cancel", .cancel), ("OK", .default)])
            present(alert, from: root, on: screen)
            screen.tap(text: "[ Cancel ]")
            #expect(handlers(recorder.entries) == ["handler(Cancel)"])
            #expect(root.presentedViewController == nil)
        }

        @Test func tappingOutsideTheButtonsDoesNothing() {
            let (screen, root) = makeRoot()
            let alert = makeAlert([("Cancel", .cancel), ("OK", .default)])
            present(alert, from: root, on: screen)
            screen.tap(at: CGPoint(x: 1, y: 1))
            screen.tap(text: "Delete draft?")
            #expect(handlers(recorder.entries).isEmpty)
            #expect(root.presentedViewController === alert)
        }

        @Test func aDisabledActionCannotBeChosen() {
            let (screen, root) = makeRoot()
            let alert = makeAlert([("Cancel", .cancel), ("OK", .default)])
            alert.actions[1].isEnabled = false
            present(alert, from: root, on: screen)
            screen.tap(text: "[ OK ]")
            #expect(handlers(recorder.entries).isEmpty)
            #expect(root.presentedViewController === alert)
            let ok = screen.location(of: "[ OK ]")!
            #expect(screen.canvas[x: Int(ok.x), y: Int(ok.y)].attributes.contains(.dim))
        }

        // MARK: Dismissal and the handler

        @Test func choosingDismissesTheAlertAndThenRunsTheHandler() {
            let (screen, root) = makeRoot()
            let alert = makeAlert([])
            var seenInHandler: (presented: UIViewController?, presenting: UIViewController?, window: UIWindow?)?
            var handledAction: UIAlertAction?
            let ok = UIAlertAction(title: "OK", style: .default) { [recorder] action in
                recorder.record("handler(OK)")
                seenInHandler = (
                    root.presentedViewController, alert.presentingViewController, alert.viewIfLoaded?.window
                )
                handledAction = action
            }
            alert.addAction(ok)
            present(alert, from: root, on: screen)
            let log = recorded(recorder) { screen.tap(text: "[ OK ]") }
            #expect(
                appearanceCallbacks(log) + handlers(log) == ["Alert.vWD(true)", "Alert.vDD(true)", "handler(OK)"])
            #expect(seenInHandler != nil)
            #expect(seenInHandler?.presented == nil, "presentedViewController is nil inside the handler")
            #expect(seenInHandler?.presenting == nil)
            #expect(seenInHandler?.window == nil, "the alert is off screen inside the handler")
            #expect(handledAction === ok)
        }

        @Test func theHandlerWaitsForTheDismissalToFinish() {
            let (screen, root) = makeRoot()
            let alert = makeAlert([("Cancel", .cancel), ("OK", .default)])
            present(alert, from: root, on: screen)
            let start = MainLoop.main.now
            sendPress("enter", to: screen)
            #expect(handlers(recorder.entries).isEmpty, "not inside the key press")
            #expect(root.presentedViewController === alert)
            MainLoop.main.advance(to: start + 0.1)
            #expect(handlers(recorder.entries).isEmpty, "not while the alert fades out")
            screen.runUntilIdle()
            #expect(handlers(recorder.entries) == ["handler(OK)"])
        }

        @Test func dismissingTheAlertSendsThePresenterNoAppearanceCallbacksAndClearsTheScreen() {
            let (screen, root) = makeRoot()
            present(makeAlert([("Cancel", .cancel), ("OK", .default)]), from: root, on: screen)
            let log = recorded(recorder) { screen.press("enter") }
            #expect(appearanceCallbacks(log, of: "R").isEmpty)
            #expect(!screen.text.contains("Delete draft?"))
            #expect(!screen.text.contains("[ OK ]"))
            #expect(screen.text.contains("R content"))
        }

        @Test func aChosenAlertIsReleased() {
            let (screen, root) = makeRoot()
            weak var weakAlert: UIAlertController?
            do {
                let alert = makeAlert([("Cancel", .cancel), ("OK", .default)])
                weakAlert = alert
                present(alert, from: root, on: screen)
            }
            #expect(weakAlert != nil, "the presenter holds it")
            screen.press("enter")
            #expect(weakAlert == nil)
        }

        @Test func theAlertPresentedFromAChildIsPresentedByTheRoot() {
            let screen = HeadlessScreen(width: 60, height: 16)
            let child = AlertRootViewController(name: "C", recorder: recorder)
            let navigation = UINavigationController(rootViewController: child)
            screen.show(navigation)
            let alert = makeAlert([("OK", .default)])
            child.present(alert, animated: true)
            screen.runUntilIdle()
            #expect(alert.presentingViewController === navigation)
            #expect(child.presentedViewController === alert)
            screen.press("enter")
            #expect(navigation.presentedViewController == nil)
            #expect(handlers(recorder.entries) == ["handler(OK)"])
        }
    }
}

/// A recording root whose view shows "<name> content" in its top-left corner.
private final class AlertRootViewController: RecordingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        label.text = "\(name) content"
        view.addSubview(label)
    }
}

/// An alert controller that records its appearance callbacks as "Alert.vWA(true)" and so on.
private final class RecordingAlertController: UIAlertController {
    var recorder: LifecycleRecorder?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        recorder?.record("Alert.vWA(\(animated))")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        recorder?.record("Alert.vIA(\(animated))")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recorder?.record("Alert.vDA(\(animated))")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        recorder?.record("Alert.vWD(\(animated))")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        recorder?.record("Alert.vDD(\(animated))")
    }
}
