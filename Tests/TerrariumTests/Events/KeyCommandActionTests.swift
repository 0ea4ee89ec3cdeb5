import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// UIKeyCommand's selector API: the action goes to the first responder on the chain from the
/// first responder that performs it (`target(forAction:withSender:)`).
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct KeyCommandActionTests {
    /// A controller offering Ctrl-S (`save(_:)`) and Ctrl-R (`reload`) with selectors, whose
    /// view holds an editor and a plain focusable view; shown on a screen.
    private func makeStage() -> (HeadlessScreen, CommandHostController) {
        let screen = HeadlessScreen(width: 20, height: 4)
        let host = CommandHostController()
        screen.show(host)
        screen.runUntilIdle()
        return (screen, host)
    }

    @Test func theSelectorInitializersKeepWhatTheyWereGiven() {
        let save = Selector("save(_:)", EditorView.save(_:))
        let command = UIKeyCommand(input: "s", modifierFlags: .control, action: save)
        #expect(command.input == "s" && command.modifierFlags == .control)
        #expect(command.action == save)
        #expect(command.discoverabilityTitle == nil)
        let titled = UIKeyCommand(input: "s", modifierFlags: .control, action: save, discoverabilityTitle: "Save")
        #expect(titled.discoverabilityTitle == "Save")
        let modern = UIKeyCommand(title: "Save", action: save, input: "s", modifierFlags: .control)
        #expect(modern.title == "Save" && modern.action == save)
        #expect(UIKeyCommand(input: "s", modifierFlags: []) { _ in }.action == nil)
    }

    @Test func theActionGoesToTheFirstResponderThatImplementsIt() {
        let (screen, host) = makeStage()
        #expect(host.editor.becomeFirstResponder())
        #expect(screen.press("ctrl+s") == .handled)
        #expect(host.editor.log == ["save from ctrl+s"], "the editor, below the controller that offers the command")
        #expect(host.log.isEmpty, "the press went no further")
    }

    @Test func aResponderThatDoesNotImplementItPassesItUpTheChain() {
        let (screen, host) = makeStage()
        #expect(host.other.becomeFirstResponder())
        screen.press("ctrl+r")
        #expect(host.log == ["reload"], "the controller implements reload; the focused view does not")
        let reload = Selector("reload", CommandHostController.reload)
        #expect(host.target(forAction: reload, withSender: nil) as AnyObject? === host)
        #expect(host.other.target(forAction: reload, withSender: nil) as AnyObject? === host)
        let save = Selector("save(_:)", EditorView.save(_:))
        #expect(host.editor.target(forAction: save, withSender: nil) as AnyObject? === host.editor)
        #expect(host.other.target(forAction: save, withSender: nil) == nil)
    }

    @Test func withNoResponderPerformingTheActionTheCommandDoesNotMatch() {
        let (screen, host) = makeStage()
        #expect(host.other.becomeFirstResponder())
        // Nothing from the plain view up performs save(_:): the press travels the chain.
        screen.press("ctrl+s")
        #expect(host.editor.log.isEmpty)
        #expect(host.log == ["began ctrl+s", "ended ctrl+s"])
    }

    @Test func canPerformActionFalseSkipsAResponder() {
        let (screen, host) = makeStage()
        #expect(host.editor.becomeFirstResponder())
        host.editor.refusesSave = true
        screen.press("ctrl+s")
        #expect(host.editor.log.isEmpty)
        #expect(host.outerEditor.log == ["save from ctrl+s"], "the next editor up the chain")
        host.editor.refusesSave = false
        screen.press("ctrl+s")
        #expect(host.editor.log == ["save from ctrl+s"])
    }
}

// MARK: - Fixtures

/// A focusable view that saves, and can refuse to.
@MainActor
private final class EditorView: UIView {
    var log: [String] = []
    var refusesSave = false

    override var canBecomeFirstResponder: Bool { true }

    func save(_ sender: UIKeyCommand) {
        log.append("save from ctrl+\(sender.input ?? "")")
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("save(_:)", EditorView.save(_:)) { return !refusesSave }
        return super.canPerformAction(action, withSender: sender)
    }
}

/// A focusable view with no actions.
@MainActor
private final class PlainFocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// Offers the key commands; performs reload itself and logs the presses that reach it.
@MainActor
private final class CommandHostController: UIViewController {
    let outerEditor = EditorView(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
    let editor = EditorView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let other = PlainFocusableView(frame: CGRect(x: 0, y: 2, width: 10, height: 1))
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(outerEditor)
        outerEditor.addSubview(editor)
        view.addSubview(other)
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "s", modifierFlags: .control, action: Selector("save(_:)", EditorView.save(_:))),
            UIKeyCommand(input: "r", modifierFlags: .control, action: Selector("reload", Self.reload)),
        ]
    }

    func reload() { log.append("reload") }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.map { "began \($0.key!)" }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.map { "ended \($0.key!)" }
    }
}
