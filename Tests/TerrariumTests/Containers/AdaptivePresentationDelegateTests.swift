import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The adaptive presentation delegate hears of dismissals by the user (Esc, a click outside
/// a sheet, a drag down on its top edge) and of refused attempts, never of `dismiss` in code
/// (the catalogue's M-07).
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct AdaptivePresentationDelegateTests {
    // Each test builds its screen in its body: presses go to the key window, which a
    // suite's init could hand to another test's screen before the body runs. The
    // presentation controller holds its delegate weakly, so each test keeps it alive.

    @Test func escapeAsksTheDelegateThenDismissesAndTellsIt() {
        let (screen, root, sheet, delegate, recorder) = presentSheet()
        #expect(sheet.sheetPresentationController?.delegate === delegate, "configured before presenting")
        screen.press("escape")
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(
            withoutLayout(recorder.entries) == [
                "shouldDismiss", "willDismiss(coordinator: true)", "S.vWD(true)", "S.vDD(true)", "didDismiss",
            ])
    }

    @Test func dismissingInCodeTellsTheDelegateNothing() {
        let (screen, root, sheet, delegate, recorder) = presentSheet()
        defer { withExtendedLifetime(delegate) {} }
        sheet.dismiss(animated: true)
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(withoutLayout(recorder.entries) == ["S.vWD(true)", "S.vDD(true)"])
    }

    @Test func aSheetModalInPresentationOnlyReportsTheAttempt() {
        let (screen, root, sheet, delegate, recorder) = presentSheet()
        defer { withExtendedLifetime(delegate) {} }
        sheet.isModalInPresentation = true
        screen.press("escape")
        screen.tap(at: CGPoint(x: 0, y: 0))
        screen.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(withoutLayout(recorder.entries) == ["didAttemptToDismiss", "didAttemptToDismiss"])
    }

    @Test func aDelegateThatRefusesHearsOfTheAttempt() {
        let (screen, root, sheet, delegate, recorder) = presentSheet()
        delegate.allowsDismissal = false
        screen.press("escape")
        screen.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(withoutLayout(recorder.entries) == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test func aClickOutsideTheSheetDismissesIt() {
        let (screen, root, sheet, delegate, recorder) = presentSheet()
        defer { withExtendedLifetime(delegate) {} }
        screen.tap(at: CGPoint(x: 5, y: 5))
        #expect(root.presentedViewController === sheet, "a click inside the sheet does not")
        screen.tap(at: CGPoint(x: 20, y: 0))
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(recorder.entries.first == "shouldDismiss")
        #expect(recorder.entries.last == "didDismiss")
    }

    @Test func aDragDownFromTheSheetsTopEdgeDismissesIt() {
        let (screen, root, _, delegate, recorder) = presentSheet()
        defer { withExtendedLifetime(delegate) {} }
        screen.drag(from: CGPoint(x: 20, y: 1), through: [CGPoint(x: 20, y: 3), CGPoint(x: 20, y: 6)])
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(recorder.entries.last == "didDismiss")
    }

    @Test func aShortDragLeavesTheSheet() {
        let (screen, root, sheet, delegate, recorder) = presentSheet()
        defer { withExtendedLifetime(delegate) {} }
        screen.drag(from: CGPoint(x: 20, y: 1), through: [CGPoint(x: 20, y: 2)])
        screen.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(recorder.entries.isEmpty)
    }

    @Test func theDelegateOfAChildInsideAPresentedNavigationControllerIsThePresentations() {
        let (screen, root, sheet, delegate, recorder) = presentSheet()
        let inner = UIViewController()
        let navigation = UINavigationController(rootViewController: inner)
        sheet.dismiss(animated: false)
        screen.runUntilIdle()
        root.present(navigation, animated: false)
        screen.runUntilIdle()
        #expect(inner.presentationController === navigation.presentationController)
        inner.presentationController?.delegate = delegate
        recorder.reset()
        screen.press("escape")
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(recorder.entries.last == "didDismiss")
    }
}

/// A root controller on a 40 × 10 screen presenting a page sheet whose presentation
/// controller's delegate was set before presenting; the recorder starts empty.
@MainActor
private func presentSheet() -> (
    HeadlessScreen, RecordingViewController, RecordingViewController, RecordingAdaptiveDelegate, LifecycleRecorder
) {
    let recorder = LifecycleRecorder()
    let screen = HeadlessScreen(width: 40, height: 10)
    let root = RecordingViewController(name: "A", recorder: recorder)
    screen.show(root)
    let sheet = RecordingViewController(name: "S", recorder: recorder)
    let delegate = RecordingAdaptiveDelegate(recorder: recorder)
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: false)
    screen.runUntilIdle()
    recorder.reset()
    return (screen, root, sheet, delegate, recorder)
}

/// Records the adaptive delegate calls, and whether the dismissal's coordinator exists when
/// `presentationControllerWillDismiss` runs.
@MainActor
final class RecordingAdaptiveDelegate: UIAdaptivePresentationControllerDelegate {
    let recorder: LifecycleRecorder
    var allowsDismissal = true

    init(recorder: LifecycleRecorder) {
        self.recorder = recorder
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        recorder.record("shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        let coordinator = presentationController.presentedViewController.transitionCoordinator
        recorder.record("willDismiss(coordinator: \(coordinator != nil))")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        recorder.record("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        recorder.record("didAttemptToDismiss")
    }
}
