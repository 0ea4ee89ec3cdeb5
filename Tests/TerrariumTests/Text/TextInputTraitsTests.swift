import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Text input traits and input views: kept and read back, as the keyboard is the user's own.
@MainActor
@Suite(.cellSize(UIScreen.onePointPerCell)) struct TextInputTraitsTests {
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
