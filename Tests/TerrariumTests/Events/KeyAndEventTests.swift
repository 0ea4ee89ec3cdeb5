import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Key names, and presses and touches travelling the responder chain.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct KeyAndEventTests {
    @Test(
        arguments: [
            ("a", "a", "a", UIKeyModifierFlags(), 0x04),
            ("A", "A", "a", .shift, 0x04),
            ("7", "7", "7", [], 0x24),
            ("enter", "\r", "\r", [], 0x28),
            ("escape", "\u{1B}", "\u{1B}", [], 0x29),
            ("backspace", "\u{8}", "\u{8}", [], 0x2A),
            ("shift+tab", "\t", "\t", .shift, 0x2B),
            ("left", UIKeyCommand.inputLeftArrow, UIKeyCommand.inputLeftArrow, [], 0x50),
            ("ctrl+c", "\u{3}", "c", .control, 0x06),
            ("f5", "", "", [], 0x3E),
        ] as [(String, String, String, UIKeyModifierFlags, Int)])
    func keyNamesInTextualsNotationBecomeKeys(
        name: String, characters: String, ignoringModifiers: String, flags: UIKeyModifierFlags, code: Int
    ) throws {
        let key = try #require(UIKey(name: name))
        #expect(key.characters == characters)
        #expect(key.charactersIgnoringModifiers == ignoringModifiers)
        #expect(key.modifierFlags == flags)
        #expect(key.keyCode.rawValue == code)
    }

    @Test func unknownKeyNamesAreRejected() {
        #expect(UIKey(name: "hyper+x") == nil)
        #expect(UIKey(name: "nosuchkey") == nil)
        #expect(UIKey(name: "") == nil)
    }

    @Test func keyDescriptionsUseTextualsNames() {
        #expect(UIKey(name: "shift+tab")?.description == "shift+tab")
        #expect(UIKey(name: "ctrl+c")?.description == "ctrl+c")
        #expect(UIKey(name: "A")?.description == "a")
    }

    @Test func pressesGoToTheRootControllerWhenNothingIsFirstResponder() {
        let screen = HeadlessScreen(width: 10, height: 3)
        let root = PressRecordingViewController()
        screen.show(root)
        screen.press("x")
        #expect(root.presses == ["began x", "ended x"])
    }

    @Test func pressesStartAtTheFirstResponderAndClimbTheResponderChain() {
        let screen = HeadlessScreen(width: 10, height: 3)
        let root = PressRecordingViewController()
        screen.show(root)
        let field = FocusableView(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        root.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        screen.press("enter")
        #expect(
            root.presses == ["began enter", "ended enter"], "the view passes unhandled presses up to its controller")
        field.removeFromSuperview()
        #expect(!field.isFirstResponder, "leaving the window resigns first responder")
    }

    @Test func aViewThatCannotBecomeFirstResponderIsRefused() {
        let screen = HeadlessScreen(width: 10, height: 3)
        let root = UIViewController()
        screen.show(root)
        let plain = UIView()
        root.view.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        #expect(!FocusableView().becomeFirstResponder(), "a view outside a window cannot become first responder")
    }

    @Test func tappingTextDeliversTouchesToTheViewUnderIt() {
        let screen = HeadlessScreen(width: 20, height: 3)
        let root = UIViewController()
        screen.show(root)
        let button = TouchRecordingLabel(frame: CGRect(x: 5, y: 1, width: 6, height: 1))
        button.text = "Button"
        button.isUserInteractionEnabled = true
        root.view.addSubview(button)
        screen.runUntilIdle()
        screen.tap(text: "Button")
        // The middle of the clicked cell: a click reports the point at its cell's centre.
        #expect(button.touches == ["began (2.5, 0.5)", "ended (2.5, 0.5)"])
    }
}

@MainActor
private final class PressRecordingViewController: UIViewController {
    var presses: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += presses.map { "began \($0.key!)" }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += presses.map { "ended \($0.key!)" }
    }
}

@MainActor
private final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
private final class TouchRecordingLabel: UILabel {
    var touches: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let p = touches.first!.location(in: self)
        self.touches.append("began (\(p.x), \(p.y))")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let p = touches.first!.location(in: self)
        self.touches.append("ended (\(p.x), \(p.y))")
    }
}
