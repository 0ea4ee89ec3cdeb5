import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

extension Controls {
    /// Keyboard focus: Tab and Shift-Tab order, what is skipped, Enter and Space, the focus
    /// ring, and presses climbing from the focused control to the containers.
    @MainActor
    @Suite struct FocusTests {
        let log = Log()

        /// Four buttons added out of reading order: A and B on row 0, C and D on row 2.
        private func fourButtons() -> (HeadlessScreen, [String: UIButton]) {
            let a = makeButton("A", at: CGPoint(x: 2, y: 0), action: log.action("A"))
            let b = makeButton("B", at: CGPoint(x: 20, y: 0), action: log.action("B"))
            let c = makeButton("C", at: CGPoint(x: 2, y: 2), action: log.action("C"))
            let d = makeButton("D", at: CGPoint(x: 10, y: 2), action: log.action("D"))
            let (screen, _) = showControls([c, b, d, a])
            return (screen, ["A": a, "B": b, "C": c, "D": d])
        }

        /// The title of the focused button after each key.
        private func focusAfter(_ keys: [String], on screen: HeadlessScreen) -> [String] {
            keys.map { key in
                screen.press(key)
                return (screen.window.focusedView as? UIButton)?.currentTitle ?? "nil"
            }
        }

        @Test func tabVisitsControlsInReadingOrderAndWrapsAround() {
            let (screen, _) = fourButtons()
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.window.focusedView == nil)
            #expect(focusAfter(Array(repeating: "tab", count: 5), on: screen) == ["A", "B", "C", "D", "A"])
        }

        @Test func shiftTabGoesBackwardsStartingFromTheLastAndWraps() {
            let (screen, _) = fourButtons()
            defer { withExtendedLifetime(screen) {} }
            #expect(focusAfter(Array(repeating: "shift+tab", count: 5), on: screen) == ["D", "C", "B", "A", "D"])
            #expect(focusAfter(["tab", "tab", "shift+tab"], on: screen) == ["A", "B", "A"])
        }

        @Test func ctrlTabDoesNotMoveFocus() {
            let (screen, _) = fourButtons()
            defer { withExtendedLifetime(screen) {} }
            #expect(focusAfter(["tab", "ctrl+tab", "alt+tab"], on: screen) == ["A", "A", "A"])
        }

        @Test func tabSkipsHiddenDisabledTransparentInertOffScreenAndClippedControls() {
            let visible = makeButton("Yes1", at: CGPoint(x: 0, y: 0))
            let hidden = makeButton("No-hidden", at: CGPoint(x: 5, y: 0))
            hidden.isHidden = true
            let disabled = makeButton("No-disabled", at: CGPoint(x: 0, y: 1))
            disabled.isEnabled = false
            let transparent = makeButton("No-alpha", at: CGPoint(x: 12, y: 1))
            transparent.alpha = 0
            let inertParent = UIView(frame: CGRect(x: 0, y: 2, width: 10, height: 1))
            inertParent.isUserInteractionEnabled = false
            inertParent.addSubview(makeButton("No-inert", at: .zero))
            let hiddenParent = UIView(frame: CGRect(x: 12, y: 2, width: 10, height: 1))
            hiddenParent.isHidden = true
            hiddenParent.addSubview(makeButton("No-parent", at: .zero))
            let offScreen = makeButton("No-off", at: CGPoint(x: 40, y: 1))
            let below = makeButton("No-below", at: CGPoint(x: 0, y: 9))
            let clipper = UIView(frame: CGRect(x: 22, y: 0, width: 3, height: 1))
            clipper.clipsToBounds = true
            clipper.addSubview(makeButton("No-clipped", at: CGPoint(x: 5, y: 0)))
            clipper.addSubview(makeButton("Yes2", at: CGPoint(x: -2, y: 0)))
            let partly = makeButton("Yes3", at: CGPoint(x: 28, y: 3))
            let (screen, _) = showControls(
                [visible, hidden, disabled, transparent, inertParent, hiddenParent, offScreen, below, clipper, partly])
            defer { withExtendedLifetime(screen) {} }
            #expect(!disabled.canBecomeFocused)
            #expect(visible.canBecomeFocused)
            #expect(focusAfter(Array(repeating: "tab", count: 4), on: screen) == ["Yes1", "Yes2", "Yes3", "Yes1"])
        }

        @Test func enterAndSpaceActivateTheFocusedButton() {
            let (screen, buttons) = fourButtons()
            defer { withExtendedLifetime(screen) {} }
            log.recordEvents(of: buttons["B"]!)
            screen.press("enter")
            #expect(log.entries.isEmpty, "nothing is focused: Enter presses nothing")
            screen.press("tab")
            screen.press("tab")
            screen.press("enter")
            #expect(log.entries == ["touchUpInside", "B", "primaryActionTriggered"])
            #expect(log.senders[1] === buttons["B"])
            screen.press("space")
            #expect(log.entries.filter { $0 == "B" }.count == 2)
            screen.press("shift+enter")
            #expect(log.entries.filter { $0 == "B" }.count == 2, "a modified Enter is not an activation")
            #expect(!buttons["B"]!.isHighlighted)
        }

        @Test func aButtonIsHighlightedWhileEnterIsDown() {
            let (screen, buttons) = fourButtons()
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            let a = buttons["A"]!
            let enter = UIKey(name: "enter")!
            a.pressesBegan([UIPress(key: enter, phase: .began, timestamp: 0)], with: nil)
            #expect(a.state == [.focused, .highlighted])
            #expect(log.entries.isEmpty, "the action runs on release")
            a.pressesEnded([UIPress(key: enter, phase: .ended, timestamp: 0)], with: nil)
            #expect(a.state == .focused)
            #expect(log.entries == ["A"])
        }

        @Test func theFocusedControlIsTheFirstResponderAndIsFocused() {
            let (screen, buttons) = fourButtons()
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            let a = buttons["A"]!
            #expect(a.isFocused)
            #expect(a.isFirstResponder)
            #expect(a.state == .focused)
            screen.press("tab")
            #expect(!a.isFocused)
            #expect(!a.isFirstResponder)
            #expect(buttons["B"]!.isFirstResponder)
        }

        @Test func theFocusRingIsReversedVideoAndMovesWithFocus() {
            let save = makeButton("Save", configuration: .filled(), at: CGPoint(x: 0, y: 0))
            let quit = makeButton("Quit", configuration: .plain(), at: CGPoint(x: 10, y: 0))
            let (screen, _) = showControls([save, quit])
            defer { withExtendedLifetime(screen) {} }
            func reversed(_ x: Int, _ count: Int) -> [Bool] {
                screen.cells(row: 0, from: x, count: count).map { $0.attributes.contains(.reverse) }
            }
            #expect(reversed(0, 8) == Array(repeating: false, count: 8))
            screen.press("tab")
            #expect(reversed(0, 8) == Array(repeating: true, count: 8), "the whole [ Save ] is reversed")
            #expect(reversed(10, 4) == Array(repeating: false, count: 4))
            screen.press("tab")
            #expect(reversed(0, 8) == Array(repeating: false, count: 8))
            #expect(reversed(10, 4) == Array(repeating: true, count: 4))
            #expect(screen.lines[0] == "[ Save ]  Quit", "focus changes no text")
        }

        @Test func disablingTheFocusedButtonDropsFocusAndItIgnoresKeys() {
            let (screen, buttons) = fourButtons()
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            buttons["A"]!.isEnabled = false
            #expect(screen.window.focusedView == nil)
            #expect(!buttons["A"]!.isFirstResponder)
            screen.press("enter")
            #expect(log.entries.isEmpty)
            #expect(focusAfter(["tab"], on: screen) == ["B"], "the disabled button is skipped")
        }

        @Test func hidingTheFocusedButtonDropsFocusBeforeTheNextKey() {
            let (screen, buttons) = fourButtons()
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            buttons["A"]!.isHidden = true
            screen.press("enter")
            #expect(log.entries.isEmpty, "a hidden button is not pressed")
            #expect(screen.window.focusedView == nil)
        }

        @Test func removingTheFocusedButtonDropsFocus() {
            let (screen, buttons) = fourButtons()
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            buttons["A"]!.removeFromSuperview()
            #expect(screen.window.focusedView == nil)
            #expect(!buttons["A"]!.isFocused)
            #expect(focusAfter(["tab"], on: screen) == ["B"])
        }

        @Test func anotherFirstResponderTakesFocusAway() {
            let responder = FirstResponderView(frame: CGRect(x: 0, y: 3, width: 1, height: 1))
            let button = makeButton("A", at: .zero)
            let (screen, _) = showControls([button, responder])
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            #expect(button.isFocused)
            #expect(responder.becomeFirstResponder())
            #expect(screen.window.focusedView == nil)
            #expect(!button.isFirstResponder)
        }

        @Test func anyViewThatCanBecomeFocusedTakesPart() {
            let tile = FocusRecordingView(frame: CGRect(x: 0, y: 1, width: 4, height: 1))
            let button = makeButton("A", at: .zero)
            let (screen, _) = showControls([tile, button])
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            screen.press("tab")
            #expect(tile.isFocused)
            #expect(tile.isFirstResponder)
            screen.press("tab")
            #expect(button.isFocused)
            #expect(tile.updates == ["A→tile next", "tile→A next"])
        }

        @Test func focusUpdatesReachBothViewsAndTheirAncestorsOnce() {
            let container = FocusRecordingView(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
            let first = makeButton("A", at: .zero)
            let second = makeButton("B", at: CGPoint(x: 5, y: 0))
            container.addSubview(first)
            container.addSubview(second)
            container.focusable = false
            let (screen, _) = showControls([container])
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            screen.press("tab")
            screen.press("shift+tab")
            #expect(container.updates == ["nil→A next", "A→B next", "B→A previous"])
        }

        @Test func escStillPopsANavigationControllerWhenAButtonInsideIsFocused() {
            let screen = HeadlessScreen(width: 30, height: 6)
            defer { withExtendedLifetime(screen) {} }
            let navigation = UINavigationController(rootViewController: UIViewController())
            screen.show(navigation)
            let button = makeButton("Pay", at: CGPoint(x: 1, y: 1), action: log.action("pay"))
            let pushed = ControlsViewController([button])
            navigation.pushViewController(pushed, animated: false)
            screen.runUntilIdle()
            screen.press("tab")
            #expect(button.isFocused)
            screen.press("escape")
            #expect(
                navigation.viewControllers.count == 1, "the press climbed from the button to the navigation controller")
            #expect(log.entries.isEmpty)
            #expect(screen.window.focusedView == nil, "the popped button left the window and lost focus")
        }

        @Test func digitsStillSelectTabsWhenAButtonInATabIsFocused() {
            let screen = HeadlessScreen(width: 40, height: 6)
            defer { withExtendedLifetime(screen) {} }
            let button = makeButton("Go", at: CGPoint(x: 1, y: 1))
            let first = ControlsViewController([button])
            first.title = "One"
            let second = UIViewController()
            second.title = "Two"
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            screen.show(tabs)
            screen.press("tab")
            #expect(button.isFocused)
            screen.press("2")
            #expect(tabs.selectedIndex == 1)
            #expect(screen.window.focusedView == nil)
        }

        @Test func withNoControlsTabStillReachesTheControllers() {
            let screen = HeadlessScreen(width: 20, height: 4)
            defer { withExtendedLifetime(screen) {} }
            let controller = PressRecordingViewController()
            screen.show(controller)
            screen.press("tab")
            screen.press("shift+tab")
            #expect(controller.presses == ["tab", "shift+tab"])
            #expect(screen.window.focusedView == nil)
        }

        @Test func aControllerThatHandlesTabKeepsIt() {
            let screen = HeadlessScreen(width: 20, height: 4)
            defer { withExtendedLifetime(screen) {} }
            let controller = PressRecordingViewController()
            controller.swallowsTab = true
            screen.show(controller)
            controller.view.addSubview(makeButton("A", at: .zero))
            screen.runUntilIdle()
            screen.press("tab")
            #expect(controller.presses == ["tab"])
            #expect(screen.window.focusedView == nil, "the controller handled Tab before the window could move focus")
        }

        @Test func anAlertOverAFocusedButtonKeepsTabAndEnter() {
            let button = makeButton("Pay", at: CGPoint(x: 1, y: 0), action: log.action("pay"))
            let (screen, root) = showControls([button], width: 40, height: 10)
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            #expect(button.isFocused)
            let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Yes", style: .default) { [log] _ in log.entries.append("yes") })
            alert.addAction(UIAlertAction(title: "No", style: .default) { [log] _ in log.entries.append("no") })
            root.present(alert, animated: false)
            screen.runUntilIdle()
            screen.press("tab")
            screen.press("enter")
            screen.runUntilIdle()
            #expect(
                log.entries == ["no"], "Tab moved the alert's highlight and Enter chose it; the button stayed still")
            #expect(root.presentedViewController == nil)
        }

        @Test func aPresentedSheetConfinesTabToItsOwnControls() {
            let root1 = makeButton("R1", at: CGPoint(x: 1, y: 0), action: log.action("R1"))
            let root2 = makeButton("R2", at: CGPoint(x: 1, y: 8), action: log.action("R2"))
            let (screen, root) = showControls([root1, root2], width: 40, height: 10)
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            #expect(root1.isFocused)
            let sheet1 = makeButton("S1", at: CGPoint(x: 1, y: 1), action: log.action("S1"))
            let sheet2 = makeButton("S2", at: CGPoint(x: 8, y: 1), action: log.action("S2"))
            let sheet = ControlsViewController([sheet1, sheet2])
            sheet.modalPresentationStyle = .formSheet
            sheet.preferredContentSize = CGSize(width: 20, height: 4)
            root.present(sheet, animated: false)
            screen.runUntilIdle()
            #expect(screen.window.focusedView == nil, "the covered button lost focus")
            screen.press("enter")
            #expect(log.entries.isEmpty, "the covered button is not pressed")
            #expect(
                focusAfter(["tab", "tab", "tab", "shift+tab", "shift+tab"], on: screen) == [
                    "S1", "S2", "S1", "S2", "S1",
                ])
            screen.press("space")
            #expect(log.entries == ["S1"])
            screen.press("escape")
            #expect(root.presentedViewController == nil, "Esc climbed from the focused button to the sheet")
            #expect(focusAfter(["tab", "tab"], on: screen) == ["R1", "R2"])
        }
    }
}

/// A view that can become first responder, not focused.
@MainActor
private final class FirstResponderView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// A view that records focus updates as "previous→next heading".
@MainActor
private final class FocusRecordingView: UIView {
    var updates: [String] = []
    var focusable = true

    override var canBecomeFocused: Bool { focusable }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        func name(_ view: UIView?) -> String {
            guard let view else { return "nil" }
            return view === self ? "tile" : (view as? UIButton)?.currentTitle ?? "?"
        }
        let heading = context.focusHeading == .next ? "next" : context.focusHeading == .previous ? "previous" : "none"
        updates.append("\(name(context.previouslyFocusedView))→\(name(context.nextFocusedView)) \(heading)")
    }
}

/// Records the keys that reach it; lets them go on unless told to keep Tab.
@MainActor
private final class PressRecordingViewController: UIViewController {
    var presses: [String] = []
    var swallowsTab = false

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { self.presses.append(press.key?.description ?? "?") }
        if swallowsTab && presses.contains(where: { $0.key?.keyCode == .keyboardTab }) { return }
        super.pressesBegan(presses, with: event)
    }
}
