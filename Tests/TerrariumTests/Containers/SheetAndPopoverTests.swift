import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Sheets at their detents, with a grabber, and popovers pointing at their sources, as
/// lines of screen text.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct SheetAndPopoverTests {
    // MARK: Sheets

    @Test func aGrabberSitsInTheMiddleOfTheSheetsTopEdge() {
        let screen = HeadlessScreen(width: 20, height: 6)
        screen.show(TextViewController(text: "root"))
        let sheet = TextViewController(text: "sheet")
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        screen.window.rootViewController?.present(sheet, animated: false)
        screen.runUntilIdle()
        #expect(screen.lines[0] == "root")
        #expect(screen.lines[1] == "╭───────━━━━───────╮")
        #expect(screen.lines[2] == "│sheet             │")
    }

    @Test func aMediumDetentShowsTheLowerHalfAndDragsMoveBetweenDetentsThenDismiss() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let root = TextViewController(text: "root")
        screen.show(root)
        let sheet = TextViewController(text: "sheet")
        let delegate = DetentRecordingDelegate()
        let controller = try! #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.delegate = delegate
        root.present(sheet, animated: false)
        screen.runUntilIdle()
        #expect(controller.selectedDetentIdentifier == nil, "nil: the smallest detent")
        #expect(screen.lines[0] == "root")
        #expect(screen.lines[5] == "╭──────────────────╮")
        #expect(screen.lines[6] == "│sheet             │")

        screen.drag(from: CGPoint(x: 10, y: 5), through: [CGPoint(x: 10, y: 3), CGPoint(x: 10, y: 1)])
        screen.runUntilIdle()
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(screen.lines[1] == "╭──────────────────╮")
        #expect(delegate.changes == [.large])

        screen.drag(from: CGPoint(x: 10, y: 1), through: [CGPoint(x: 10, y: 5)])
        screen.runUntilIdle()
        #expect(controller.selectedDetentIdentifier == .medium)
        #expect(screen.lines[5] == "╭──────────────────╮")
        #expect(root.presentedViewController === sheet)

        screen.drag(from: CGPoint(x: 10, y: 5), through: [CGPoint(x: 10, y: 9)])
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil, "down from the smallest detent dismisses")
        #expect(delegate.dismissed)
    }

    @Test func belowTheLargestUndimmedDetentThePresenterIsBrightAndTakesClicks() {
        let screen = HeadlessScreen(width: 20, height: 10)
        let root = TextViewController(text: "root")
        screen.show(root)
        let sheet = TextViewController(text: "sheet")
        let controller = try! #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.largestUndimmedDetentIdentifier = .medium
        root.present(sheet, animated: false)
        screen.runUntilIdle()
        #expect(!screen.canvas[x: 0, y: 0].attributes.contains(.dim))
        screen.tap(at: CGPoint(x: 1, y: 0))
        #expect(root.taps == 1, "the click went through to the presenter")
        #expect(root.presentedViewController === sheet)

        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        screen.runUntilIdle()
        #expect(screen.canvas[x: 0, y: 0].attributes.contains(.dim))
    }

    // MARK: Popovers

    @Test func aPopoverIsABoxBelowItsSourceWithAnArrowPointingUp() {
        let (screen, root) = showRoot(width: 100, height: 12)
        let picker = popover(of: root, source: CGRect(x: 10, y: 2, width: 8, height: 1))
        root.present(picker, animated: false)
        screen.runUntilIdle()
        let controller = try! #require(picker.popoverPresentationController)
        #expect(controller.arrowDirection == .up)
        #expect(screen.lines[2].hasPrefix("          [source]"))
        #expect(screen.lines[3] == "        ╭─────▲────╮")
        #expect(screen.lines[4] == "        │pick      │")
        #expect(screen.lines[6] == "        ╰──────────╯")
        #expect(!screen.canvas[x: 0, y: 0].attributes.contains(.dim), "a popover dims nothing")
    }

    @Test func aPopoverWithoutRoomBelowOpensAboveWithTheArrowDown() {
        let (screen, root) = showRoot(width: 100, height: 12)
        let picker = popover(of: root, source: CGRect(x: 10, y: 9, width: 8, height: 1))
        root.present(picker, animated: false)
        screen.runUntilIdle()
        #expect(picker.popoverPresentationController?.arrowDirection == .down)
        #expect(screen.lines[5] == "        ╭──────────╮")
        #expect(screen.lines[8] == "        ╰─────▼────╯")
    }

    @Test func thePermittedDirectionsDecideWhereThePopoverGoes() {
        let (screen, root) = showRoot(width: 100, height: 12)
        let picker = popover(of: root, source: CGRect(x: 10, y: 4, width: 8, height: 1))
        picker.popoverPresentationController?.permittedArrowDirections = .left
        root.present(picker, animated: false)
        screen.runUntilIdle()
        #expect(picker.popoverPresentationController?.arrowDirection == .left)
        #expect(screen.lines[4].hasPrefix("          [source]◀"))
    }

    @Test func aClickOutsideOrEscapeDismissesAPopover() {
        let (screen, root) = showRoot(width: 100, height: 12)
        let picker = popover(of: root, source: CGRect(x: 10, y: 2, width: 8, height: 1))
        root.present(picker, animated: false)
        screen.runUntilIdle()
        screen.tap(at: CGPoint(x: 12, y: 4))
        #expect(root.presentedViewController === picker, "a click inside stays")
        screen.tap(at: CGPoint(x: 60, y: 8))
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(root.taps == 0, "the click outside only dismissed")

        root.present(picker, animated: false)
        screen.runUntilIdle()
        screen.press("escape")
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test func aPopoverPointsAtItsBarButtonItem() {
        let screen = HeadlessScreen(width: 100, height: 12)
        let content = UIViewController()
        let item = UIBarButtonItem(title: "Colors", style: .plain) { _ in }
        content.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: content)
        screen.show(navigation)
        let itemColumn = try! #require(screen.location(of: "Colors"))
        let picker = TextViewController(text: "pick")
        picker.modalPresentationStyle = .popover
        picker.preferredContentSize = CGSize(width: 10, height: 2)
        picker.popoverPresentationController?.barButtonItem = item
        content.present(picker, animated: false)
        screen.runUntilIdle()
        #expect(picker.popoverPresentationController?.arrowDirection == .up)
        let arrowRow = Int(itemColumn.y) + 1
        let arrow = try! #require(screen.lines[arrowRow].firstIndex(of: "▲"))
        let arrowColumn = screen.lines[arrowRow].distance(from: screen.lines[arrowRow].startIndex, to: arrow)
        #expect((Int(itemColumn.x)..<Int(itemColumn.x) + 6).contains(arrowColumn))
    }

    @Test func aPopoverInACompactWidthIsAFormSheetAndKeepsItsConfiguration() {
        let (screen, root) = showRoot(width: 40, height: 12)
        let picker = popover(of: root, source: CGRect(x: 10, y: 2, width: 8, height: 1))
        let configured = picker.popoverPresentationController
        root.present(picker, animated: false)
        screen.runUntilIdle()
        #expect(picker.popoverPresentationController === configured)
        #expect(screen.canvas[x: 0, y: 0].attributes.contains(.dim), "dimmed like a sheet")
        #expect(picker.view.superview?.frame == CGRect(x: 14, y: 4, width: 12, height: 4), "centred")
        #expect(!screen.text.contains("▲"))
    }

    private func showRoot(width: Int, height: Int) -> (HeadlessScreen, TextViewController) {
        let screen = HeadlessScreen(width: width, height: height)
        let root = TextViewController(text: "")
        screen.show(root)
        return (screen, root)
    }

    /// A popover of 10 × 2 cells showing "pick", anchored to a "[source]" label at `source`
    /// in the root's view.
    private func popover(of root: TextViewController, source: CGRect) -> TextViewController {
        let label = UILabel(frame: source)
        label.text = "[source]"
        root.view.addSubview(label)
        let picker = TextViewController(text: "pick")
        picker.modalPresentationStyle = .popover
        picker.preferredContentSize = CGSize(width: 10, height: 2)
        picker.popoverPresentationController?.sourceView = label
        return picker
    }
}

/// A controller whose view shows `text` on its first row and counts the clicks it gets.
@MainActor
private final class TextViewController: UIViewController {
    let text: String
    var taps = 0

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

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        taps += 1
    }
}

/// Records the sheet's detent changes and the user's dismissal.
@MainActor
private final class DetentRecordingDelegate: UISheetPresentationControllerDelegate {
    var changes: [UISheetPresentationController.Detent.Identifier?] = []
    var dismissed = false

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        changes.append(sheetPresentationController.selectedDetentIdentifier)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissed = true
    }
}
