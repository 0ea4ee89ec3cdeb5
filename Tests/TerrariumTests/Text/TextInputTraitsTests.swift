import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Text input traits and input views: kept and read back, as the keyboard is the user's own.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TextInputTraitsTests {
    @Test func aFieldKeepsItsTraitsAndTypingIsUnchanged() {
        let screen = HeadlessScreen(width: 20, height: 2)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        field.keyboardType = .numberPad
        field.returnKeyType = .done
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.textContentType = .oneTimeCode
        field.inputAccessoryView = UIView()
        controller.view.addSubview(field)
        screen.show(controller)
        field.becomeFirstResponder()
        screen.press("a")
        screen.press("1")
        #expect(field.text == "a1", "a number pad does not stop letters from a hardware keyboard")
        let traits: any UITextInputTraits = field
        #expect(traits.keyboardType == .numberPad && traits.returnKeyType == .done)
        #expect(field.textContentType == .oneTimeCode)
        #expect(field.inputAccessoryView != nil)
        #expect(screen.window.subviews.allSatisfy { $0 !== field.inputAccessoryView }, "never shown")
    }

    @Test func defaultsAreUIKits() {
        let view = UITextView()
        #expect(view.keyboardType == .default)
        #expect(view.autocapitalizationType == .sentences)
        #expect(view.inputView == nil)
        #expect(UIResponder().inputView == nil)
        #expect(UIKeyboardType.alphabet == .asciiCapable)
    }
}

/// A text field's left and right views: shown by their modes, the text between them.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct TextFieldSideViewTests {
    private func makeField() -> (HeadlessScreen, UITextField) {
        let screen = HeadlessScreen(width: 12, height: 1)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        field.text = "abc"
        controller.view.addSubview(field)
        screen.show(controller)
        return (screen, field)
    }

    @Test func aLeftViewPadsTheTextWhenItsModeShowsIt() {
        let (screen, field) = makeField()
        #expect(screen.lines[0] == "abc")
        let padding = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        field.leftView = padding
        screen.runUntilIdle()
        #expect(screen.lines[0] == "abc", "the mode is .never by default")
        field.leftViewMode = .always
        screen.runUntilIdle()
        #expect(padding.superview === field)
        #expect(padding.frame == CGRect(x: 0, y: 0, width: 3, height: 1))
        #expect(field.textRect(forBounds: field.bounds).minX == 3)
        #expect(screen.lines[0] == "   abc")
    }

    @Test func aRightViewShowsWhileEditingOnlyWhenAskedTo() {
        let (screen, field) = makeField()
        let badge = UILabel()
        badge.text = "!"
        field.rightView = badge
        field.rightViewMode = .whileEditing
        screen.runUntilIdle()
        #expect(badge.isHidden)
        field.becomeFirstResponder()
        screen.runUntilIdle()
        #expect(!badge.isHidden)
        #expect(badge.frame == CGRect(x: 11, y: 0, width: 1, height: 1))
        #expect(screen.lines[0].hasSuffix("!"))
        field.resignFirstResponder()
        screen.runUntilIdle()
        #expect(badge.isHidden)
    }
}
