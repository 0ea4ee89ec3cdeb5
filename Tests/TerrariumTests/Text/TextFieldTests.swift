import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The text suites, nested so that `swift test --filter Text` runs them all.
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) enum Text {}

/// A text field delegate that records each call with its arguments, and can refuse.
@MainActor
final class RecordingTextFieldDelegate: UITextFieldDelegate {
    var log: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange: (NSRange, String) -> Bool = { _, _ in true }
    var returns = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEnd(\(reason))")
    }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\"\(string)\")")
        return allowsChange(range, string)
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("shouldClear")
        return true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        return returns
    }
}

/// A delegate that, as older apps do, implements only `textFieldDidEndEditing(_:)`.
@MainActor
private final class OneArgumentEndDelegate: UITextFieldDelegate {
    var log: [String] = []
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
}

extension Text {
    /// UITextField: typing, grapheme editing, scrolling, selection, the pasteboard, the
    /// delegate's order, control events, notifications, focus and the mouse.
    @MainActor
    @Suite struct TextFieldTests {
        /// A field of `width` cells at (2, 1) on a 30×4 screen, first responder.
        private func editingField(
            width: CGFloat = 10, text: String = "", delegate: UITextFieldDelegate? = nil
        ) -> (HeadlessScreen, UITextField) {
            let field = UITextField(frame: CGRect(x: 2, y: 1, width: width, height: 1))
            field.text = text
            field.delegate = delegate
            let (screen, _) = showControls([field])
            field.becomeFirstResponder()
            screen.runUntilIdle()
            return (screen, field)
        }

        @Test func typingInsertsAtTheCursorWhichTheTerminalCursorFollows() {
            let (screen, field) = editingField()
            defer { withExtendedLifetime(screen) {} }
            #expect(field.isEditing)
            screen.type("hlo")
            screen.press("left")
            screen.press("left")
            screen.type("el")
            screen.press("end")
            screen.type("!")
            #expect(field.text == "hello!")
            #expect(screen.lines[1] == "  hello!")
            #expect(screen.window.textCursorLocation == CGPoint(x: 8, y: 1))
        }

        @Test func editingIsByGraphemeClusterWithWideCharactersTakingTwoCells() {
            let (screen, field) = editingField(width: 12)
            defer { withExtendedLifetime(screen) {} }
            screen.type("漢字")
            #expect(screen.window.textCursorLocation == CGPoint(x: 6, y: 1))
            screen.paste("e\u{301}👨‍👩‍👧")
            #expect(field.text == "漢字e\u{301}👨‍👩‍👧")
            #expect(screen.window.textCursorLocation == CGPoint(x: 9, y: 1))
            screen.press("backspace")
            #expect(field.text == "漢字e\u{301}")
            screen.press("left")
            screen.press("backspace")
            #expect(field.text == "漢e\u{301}")
            #expect(screen.window.textCursorLocation == CGPoint(x: 4, y: 1))
            #expect(screen.lines[1] == "  漢é")
        }

        @Test func columnsPatchedAfterEditsMatchAFreshMeasure() {
            let (screen, field) = editingField(width: 8, text: "ab漢字cd")
            defer { withExtendedLifetime(screen) {} }
            _ = field._prefixColumns
            screen.press("home")
            screen.press("right")
            screen.paste("é😀")
            screen.press("shift+right")
            screen.press("shift+right")
            screen.type("x")
            screen.press("delete")
            screen.press("end")
            screen.press("backspace")
            #expect(field.text == "aé😀xc")
            let patched = field._prefixColumnsCache
            field._prefixColumnsCache = nil
            #expect(patched == field._prefixColumns)
            #expect(patched == [0, 1, 2, 4, 5, 6])
        }

        @Test func delegateAndEventsComeInUIKitsOrder() {
            let delegate = RecordingTextFieldDelegate()
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
            field.delegate = delegate
            let names: [(String, UIControl.Event)] = [
                ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
                ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
                ("primaryActionTriggered", .primaryActionTriggered),
            ]
            for (name, event) in names {
                field.addAction(UIAction { _ in delegate.log.append(name) }, for: event)
            }
            var notes: [Notification.Name] = []
            let center = NotificationCenter.default
            let observers = [
                UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                UITextField.textDidEndEditingNotification,
            ].map { name in
                center.addObserver(forName: name, object: field, queue: nil) { note in
                    let name = note.name
                    MainActor.assumeIsolated {
                        notes.append(name)
                        delegate.log.append("note")
                    }
                }
            }
            defer { observers.forEach(center.removeObserver) }
            let (screen, _) = showControls([field])
            defer { withExtendedLifetime(screen) {} }
            field.becomeFirstResponder()
            screen.type("a")
            screen.press("enter")
            #expect(
                delegate.log == [
                    "shouldBegin", "didBegin", "editingDidBegin", "note",
                    "shouldChange(0,0,\"a\")", "didChangeSelection", "editingChanged", "note",
                    "shouldReturn", "primaryActionTriggered", "editingDidEndOnExit", "shouldEnd", "didEnd(committed)",
                    "editingDidEnd", "note",
                ])
            #expect(!field.isFirstResponder)
            #expect(
                notes == [
                    UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                    UITextField.textDidEndEditingNotification,
                ])
        }

        @Test func returnKeepsEditingWhenNothingListensForEditingDidEndOnExit() {
            let delegate = RecordingTextFieldDelegate()
            let (screen, field) = editingField(delegate: delegate)
            defer { withExtendedLifetime(screen) {} }
            var triggered = 0
            field.addAction(UIAction { _ in triggered += 1 }, for: .primaryActionTriggered)
            screen.press("enter")
            #expect(triggered == 1)
            #expect(field.isEditing)
            delegate.returns = false
            screen.press("enter")
            #expect(triggered == 1)
            #expect(delegate.log.filter { $0 == "shouldReturn" }.count == 2)
        }

        @Test func aRefusedChangeLeavesTheTextAndRangesAreInUTF16Units() {
            let delegate = RecordingTextFieldDelegate()
            delegate.allowsChange = { _, string in !string.contains("x") }
            let (screen, field) = editingField(text: "😀b", delegate: delegate)
            defer { withExtendedLifetime(screen) {} }
            delegate.log = []
            screen.type("x")
            #expect(field.text == "😀b")
            screen.press("left")
            screen.press("backspace")
            #expect(field.text == "b")
            #expect(
                delegate.log.filter { $0.hasPrefix("shouldChange") } == [
                    "shouldChange(3,0,\"x\")", "shouldChange(0,2,\"\")",
                ])
        }

        @Test func settingTextInCodeSendsNoEditingChanged() {
            let (screen, field) = editingField()
            defer { withExtendedLifetime(screen) {} }
            var changes = 0
            field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
            field.text = "set in code"
            screen.runUntilIdle()
            #expect(changes == 0)
            screen.type("!")
            #expect(changes == 1)
            #expect(field.text == "set in code!")
        }

        @Test func longTextScrollsSidewaysToKeepTheCursorInView() {
            let (screen, field) = editingField(width: 5, text: "")
            defer { withExtendedLifetime(screen) {} }
            screen.type("abcdefghij")
            #expect(screen.lines[1] == "  ghij")
            #expect(screen.window.textCursorLocation == CGPoint(x: 6, y: 1))
            screen.press("home")
            #expect(screen.lines[1] == "  abcde")
            #expect(screen.window.textCursorLocation == CGPoint(x: 2, y: 1))
            screen.press("end")
            screen.press("backspace")
            #expect(screen.lines[1] == "  fghi")
            _ = field
        }

        @Test func shiftArrowsSelectAndTypingReplacesTheSelection() {
            let delegate = RecordingTextFieldDelegate()
            let (screen, field) = editingField(width: 20, text: "hello world", delegate: delegate)
            defer { withExtendedLifetime(screen) {} }
            screen.press("shift+left")
            screen.press("alt+shift+left")
            #expect(field.text(in: field.selectedTextRange!) == "world")
            #expect(screen.cells(row: 1, from: 8, count: 5).allSatisfy { $0.attributes.contains(.reverse) })
            #expect(!screen.cells(row: 1, from: 7, count: 1)[0].attributes.contains(.reverse))
            delegate.log = []
            screen.type("there")
            #expect(field.text == "hello there")
            #expect(delegate.log.first == "shouldChange(6,5,\"t\")")
            screen.press("ctrl+left")
            screen.press("ctrl+left")
            screen.press("shift+end")
            screen.press("delete")
            #expect(field.text == "")
        }

        @Test func cutCopyAndPasteUseTheGeneralPasteboard() {
            let (screen, field) = editingField(width: 20, text: "one two")
            defer { withExtendedLifetime(screen) {} }
            screen.press("ctrl+a")
            screen.press("alt+c")
            #expect(UIPasteboard.general.string == "one two")
            screen.press("alt+left")
            screen.press("shift+end")
            screen.press("ctrl+x")
            #expect(UIPasteboard.general.string == "two")
            #expect(field.text == "one ")
            screen.press("home")
            screen.press("ctrl+v")
            #expect(field.text == "twoone ")
            screen.press("ctrl+a")
            screen.paste("a\nb")
            #expect(field.text == "a b")
            field.isSecureTextEntry = true
            screen.press("ctrl+a")
            UIPasteboard.general.string = "kept"
            screen.press("ctrl+insert")
            #expect(UIPasteboard.general.string == "kept")
        }

        @Test func wordDeletionAndForwardDelete() {
            let (screen, field) = editingField(width: 20, text: "alpha beta gamma")
            defer { withExtendedLifetime(screen) {} }
            screen.press("alt+backspace")
            #expect(field.text == "alpha beta ")
            screen.press("ctrl+w")
            #expect(field.text == "alpha ")
            screen.press("home")
            screen.press("delete")
            #expect(field.text == "lpha ")
            screen.press("alt+delete")
            #expect(field.text == " ")
        }

        @Test func placeholderIsDimmedAndSecureTextShowsBullets() {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
            field.placeholder = "Password"
            let (screen, _) = showControls([field])
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines[0] == "Password")
            #expect(screen.cells(row: 0, from: 0, count: 1)[0].foreground == .placeholderText)
            field.isSecureTextEntry = true
            field.becomeFirstResponder()
            screen.type("secret")
            #expect(screen.lines[0] == "••••••")
            #expect(field.text == "secret")
        }

        @Test func clickBeginsEditingAndPlacesTheCursorDragSelectsDoubleClickSelectsAWord() {
            let field = UITextField(frame: CGRect(x: 2, y: 1, width: 20, height: 1))
            field.text = "hello brave world"
            let (screen, _) = showControls([field])
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 4, y: 1))
            #expect(field.isFirstResponder && field.isEditing)
            #expect(screen.window.focusedView === field)
            #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 2)
            screen.type("X")
            #expect(field.text == "heXllo brave world")
            screen.drag(from: CGPoint(x: 9, y: 1), through: [CGPoint(x: 12, y: 1), CGPoint(x: 14, y: 1)])
            #expect(field.text(in: field.selectedTextRange!) == "brave")
            screen.tap(at: CGPoint(x: 17, y: 1), tapCount: 2)
            #expect(field.text(in: field.selectedTextRange!) == "world")
            screen.tap(at: CGPoint(x: 30, y: 3))
            #expect(field.isEditing)
            screen.tap(at: CGPoint(x: 21, y: 1))
            #expect(field.selectedTextRange!.isEmpty)
            #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 18)
        }

        @Test func tabFocusBeginsEditingAndRefusingToEndKeepsFocus() {
            let delegate = RecordingTextFieldDelegate()
            let first = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
            first.delegate = delegate
            let second = UITextField(frame: CGRect(x: 0, y: 2, width: 10, height: 1))
            let (screen, _) = showControls([first, second])
            defer { withExtendedLifetime(screen) {} }
            screen.press("tab")
            #expect(first.isEditing && screen.window.focusedView === first)
            #expect(delegate.log == ["shouldBegin", "didBegin"])
            screen.type("ab")
            delegate.allowsEnd = false
            screen.press("tab")
            #expect(first.isEditing && screen.window.focusedView === first)
            second.becomeFirstResponder()
            #expect(first.isFirstResponder)
            delegate.allowsEnd = true
            screen.press("tab")
            #expect(!first.isEditing && second.isEditing)
            #expect(screen.window.focusedView === second)
            #expect(delegate.log.suffix(2) == ["shouldEnd", "didEnd(committed)"])
            screen.type("c")
            #expect(second.text == "c")
            #expect(first.text == "ab")
        }

        @Test func becomingAndResigningFirstResponderBeginAndEndEditingUnlessTheDelegateRefuses() {
            let delegate = RecordingTextFieldDelegate()
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
            field.delegate = delegate
            let (screen, _) = showControls([field])
            defer { withExtendedLifetime(screen) {} }
            screen.tap(at: CGPoint(x: 1, y: 0))
            let calls = { delegate.log.filter { $0 != "didChangeSelection" } }
            #expect(calls() == ["shouldBegin", "didBegin"])
            #expect(field.isFirstResponder && field.isEditing)
            delegate.allowsEnd = false
            #expect(field.resignFirstResponder() == false)
            #expect(field.isFirstResponder && field.isEditing, "textFieldShouldEndEditing said no")
            #expect(calls() == ["shouldBegin", "didBegin", "shouldEnd"])
            delegate.allowsEnd = true
            #expect(field.resignFirstResponder())
            #expect(!field.isFirstResponder && !field.isEditing)
            #expect(calls() == ["shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd(committed)"])
        }

        @Test func aDelegateWithOnlyTheOneArgumentDidEndEditingHearsTheEnd() {
            let delegate = OneArgumentEndDelegate()
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
            field.delegate = delegate
            let (screen, _) = showControls([field])
            defer { withExtendedLifetime(screen) {} }
            #expect(field.becomeFirstResponder())
            #expect(delegate.log == ["didBegin"])
            #expect(field.resignFirstResponder())
            #expect(delegate.log == ["didBegin", "didEnd"])
        }

        @Test func aDelegateCanRefuseToBeginEditing() {
            let delegate = RecordingTextFieldDelegate()
            delegate.allowsBegin = false
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
            field.delegate = delegate
            let (screen, _) = showControls([field])
            defer { withExtendedLifetime(screen) {} }
            #expect(!field.becomeFirstResponder())
            screen.tap(at: CGPoint(x: 1, y: 0))
            #expect(!field.isEditing)
            screen.type("a")
            #expect(field.text == "")
            #expect(screen.window.textCursorLocation == nil)
        }

        @Test func theClearButtonAsksTheDelegateAndEmptiesTheField() {
            let delegate = RecordingTextFieldDelegate()
            let (screen, field) = editingField(width: 10, text: "abc", delegate: delegate)
            defer { withExtendedLifetime(screen) {} }
            field.clearButtonMode = .whileEditing
            screen.runUntilIdle()
            #expect(screen.lines[1] == "  abc      ×")
            var changes = 0
            field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
            screen.tap(at: CGPoint(x: 11, y: 1))
            #expect(field.text == "")
            #expect(changes == 1)
            #expect(delegate.log.contains("shouldClear"))
        }

        @Test func editingKeysComeBeforeKeyCommandsButUpAndEscapeGoOn() {
            var commands: [String] = []
            final class Commanding: UIViewController {
                var handler: (String) -> Void = { _ in }
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand.inputLeftArrow, UIKeyCommand.inputUpArrow, UIKeyCommand.inputEscape].map { input in
                        UIKeyCommand(input: input, modifierFlags: []) { [unowned self] _ in self.handler(input) }
                    }
                }
            }
            let controller = Commanding()
            controller.handler = { commands.append($0) }
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
            let screen = HeadlessScreen(width: 20, height: 3)
            screen.show(controller)
            controller.view.addSubview(field)
            field.becomeFirstResponder()
            screen.type("ab")
            screen.press("left")
            screen.press("up")
            screen.press("escape")
            #expect(commands == [UIKeyCommand.inputUpArrow, UIKeyCommand.inputEscape])
            #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 1)
        }

        @Test func textInputPositionsAndReplace() {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
            field.text = "Hello, world"
            let start = field.position(from: field.beginningOfDocument, offset: 7)!
            let end = field.position(from: start, offset: 5)!
            #expect(field.position(from: end, offset: 1) == nil)
            let range = field.textRange(from: end, to: start)!
            #expect(field.text(in: range) == "world")
            field.replace(range, withText: "there")
            #expect(field.text == "Hello, there")
            #expect(field.offset(from: field.endOfDocument, to: field.beginningOfDocument) == -12)
        }

        @Test func bordersAndAlignment() {
            let boxed = UITextField(frame: CGRect(x: 0, y: 0, width: 8, height: 3))
            boxed.borderStyle = .roundedRect
            boxed.text = "hi"
            let right = UITextField(frame: CGRect(x: 10, y: 1, width: 6, height: 1))
            right.textAlignment = .right
            right.text = "ok"
            let (screen, _) = showControls([boxed, right], width: 20, height: 3)
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.lines == ["╭──────╮", "│ hi   │      ok", "╰──────╯"])
            #expect(boxed.intrinsicContentSize == CGSize(width: 7, height: 3))
            let plain = UITextField()
            plain.text = "漢字"
            #expect(plain.intrinsicContentSize == CGSize(width: 5, height: 1))
        }
    }
}
