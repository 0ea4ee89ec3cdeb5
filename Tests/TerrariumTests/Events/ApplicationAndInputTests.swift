import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The application object, key commands, text input and paste, drags, wheel turns and the
/// text cursor, headless.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct ApplicationAndInputTests {
    // MARK: The application

    @Test func theApplicationLaunchesItsDelegateAndMovesThroughStatesOneStepAtATime() {
        let application = UIApplication.shared
        let delegate = StateRecordingDelegate()
        var notified: [String] = []
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) { note in
                let name = note.name.rawValue.replacingOccurrences(of: "UIApplication", with: "")
                MainActor.assumeIsolated { notified.append(name) }
            }
        }
        defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }

        #expect(application.launch(delegate: delegate))
        #expect(application.delegate === delegate)
        application.setState(.background)
        application.setState(.active)
        application.terminate()
        application.terminate()
        #expect(
            delegate.log == [
                "willFinishLaunching", "didFinishLaunching", "didBecomeActive", "willResignActive",
                "didEnterBackground", "willEnterForeground", "didBecomeActive", "willTerminate",
            ])
        #expect(
            notified == [
                "DidFinishLaunchingNotification", "DidBecomeActiveNotification", "WillResignActiveNotification",
                "DidEnterBackgroundNotification", "WillEnterForegroundNotification", "DidBecomeActiveNotification",
                "WillTerminateNotification",
            ])
        #expect(application.applicationState == .active)
    }

    @Test func theApplicationKnowsItsWindowsAndSendsPressesToTheKeyWindow() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        let firstRoot = PressLog()
        let secondRoot = PressLog()
        first.rootViewController = firstRoot
        second.rootViewController = secondRoot
        first.makeKeyAndVisible()
        second.isHidden = false
        defer {
            first.isHidden = true
            second.isHidden = true
        }
        let windows = UIApplication.shared.windows
        #expect(windows.contains { $0 === first } && windows.contains { $0 === second })
        #expect(UIApplication.shared.keyWindow === first)
        let press = UIPress(key: UIKey(name: "x")!, phase: .began, timestamp: 0)
        UIApplication.shared.sendEvent(UIPressesEvent(timestamp: 0, presses: [press]))
        #expect(firstRoot.log == ["began x"])
        #expect(secondRoot.log.isEmpty)
    }

    @Test func aPressNoResponderTakesReachesTheApplicationDelegateAndComesBackUnhandled() {
        let screen = HeadlessScreen(width: 10, height: 3)
        let delegate = StateRecordingDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        screen.show(UIViewController())
        #expect(screen.press("z") == .unhandled)
        #expect(delegate.log == ["pressesBegan z"])
        let root = PressLog()
        screen.window.rootViewController = root
        screen.runUntilIdle()
        #expect(screen.press("x") == .handled)
        #expect(root.log == ["began x", "ended x"])
    }

    @Test func aLaunchMethodReturningFalseDeclinesTheOptionsButTheLaunchGoesOn() {
        final class Declining: RecordingApplicationDelegate {
            override func application(
                _ application: UIApplication,
                willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                _ = super.application(application, willFinishLaunchingWithOptions: launchOptions)
                return false
            }
        }
        let delegate = Declining()
        #expect(!UIApplication.shared.launch(delegate: delegate))
        defer { UIApplication.shared.terminate() }
        #expect(delegate.log == ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        #expect(UIApplication.shared.applicationState == .active)
    }

    // MARK: Key commands

    @Test func theClosestKeyCommandOnTheChainWinsAndItsPressGoesNoFurther() {
        let screen = HeadlessScreen(width: 20, height: 3)
        let root = PressLog()
        let child = PressLog()
        screen.show(root)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        screen.runUntilIdle()
        var ran: [String] = []
        root.commands = [
            UIKeyCommand(input: "s", modifierFlags: .control) { _ in ran.append("root save") },
            UIKeyCommand(input: "p", modifierFlags: .control) { _ in ran.append("root print") },
        ]
        child.commands = [UIKeyCommand(input: "s", modifierFlags: .control) { _ in ran.append("child save") }]
        screen.press("ctrl+s")
        screen.press("ctrl+p")
        screen.press("s")
        screen.press("ctrl+alt+s")
        #expect(ran == ["child save", "root print"])
        #expect(child.log == ["began s", "ended s", "began ctrl+alt+s", "ended ctrl+alt+s"])
    }

    @Test func keyCommandsMatchUIKitsInputStrings() {
        let cases: [(String, String, UIKeyModifierFlags)] = [
            ("up", UIKeyCommand.inputUpArrow, []), ("shift+pagedown", UIKeyCommand.inputPageDown, .shift),
            ("escape", UIKeyCommand.inputEscape, []), ("f12", UIKeyCommand.inputF12, []),
            ("delete", UIKeyCommand.inputDelete, []), ("enter", "\r", []), ("tab", "\t", []), ("A", "a", .shift),
            ("alt+?", "?", .alternate),
        ]
        for (name, input, flags) in cases {
            let command = UIKeyCommand(input: input, modifierFlags: flags) { _ in }
            #expect(command.matches(UIKey(name: name)!), "\(name)")
            #expect(
                !UIKeyCommand(input: input, modifierFlags: flags.union(.control)) { _ in }.matches(UIKey(name: name)!))
        }
    }

    // MARK: Text input and paste

    @Test func aKeyInputFirstResponderTakesTypingAndPasteAndOtherKeysClimbTheChain() {
        let screen = HeadlessScreen(width: 20, height: 3)
        let root = PressLog()
        screen.show(root)
        let entry = RecordingTextInputView(frame: CGRect(x: 2, y: 1, width: 10, height: 1))
        root.view.addSubview(entry)
        #expect(entry.becomeFirstResponder())
        for key in ["h", "i", "space", "backspace", "enter", "escape", "ctrl+a"] { screen.press(key) }
        screen.paste("ünïcode ✓")
        #expect(entry.edits == ["h", "i", " ", "⌫", "\n", "ünïcode ✓"])
        #expect(root.log == ["began escape", "ended escape", "began ctrl+a", "ended ctrl+a"])
        #expect(screen.window.textCursorLocation == CGPoint(x: 2 + entry.text.count, y: 1))
        entry.isHidden = true
        #expect(screen.window.textCursorLocation == nil)
        entry.isHidden = false
        // In a clipping view scrolled so that the insertion point is out of sight: no cursor.
        let clip = UIView(frame: CGRect(x: 0, y: 1, width: 20, height: 1))
        clip.clipsToBounds = true
        root.view.addSubview(clip)
        clip.addSubview(entry)
        entry.frame.origin = .zero
        #expect(entry.isFirstResponder)
        #expect(screen.window.textCursorLocation == CGPoint(x: entry.text.count, y: 1))
        clip.bounds.origin.y = 1
        #expect(screen.window.textCursorLocation == nil)
        clip.bounds.origin.y = 0
        entry.resignFirstResponder()
        #expect(screen.window.textCursorLocation == nil)
    }

    @Test func aPasteWithoutATextResponderClimbsTheChainToWhoeverTakesIt() {
        let screen = HeadlessScreen(width: 20, height: 3)
        let root = PressLog()
        screen.show(root)
        screen.paste("clip")
        #expect(root.log == ["paste clip"])
        #expect(UIPasteboard.general.string == "clip" && UIPasteboard.general.hasStrings)
    }

    // MARK: Drags and the wheel

    @Test func aDragMovesItsTouchInTheViewItBeganIn() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let root = UIViewController()
        screen.show(root)
        let pad = TouchLog(frame: CGRect(x: 2, y: 1, width: 5, height: 2))
        root.view.addSubview(pad)
        screen.drag(from: CGPoint(x: 3, y: 1), through: [CGPoint(x: 5, y: 2), CGPoint(x: 12, y: 4)])
        #expect(
            pad.log == [
                "began \(CGPoint(x: 1.5, y: 0.5))", "moved \(CGPoint(x: 3.5, y: 1.5))",
                "moved \(CGPoint(x: 10.5, y: 3.5))", "ended \(CGPoint(x: 10.5, y: 3.5))",
            ])
        screen.tap(at: CGPoint(x: 3, y: 1), tapCount: 2, buttonMask: .secondary)
        #expect(pad.log.suffix(2) == ["began \(CGPoint(x: 1.5, y: 0.5)) taps 2 secondary", "ended \(CGPoint(x: 1.5, y: 0.5))"])
    }

    @Test func theWheelGoesToTheViewUnderThePointerAndClimbsUnlessTaken() {
        let screen = HeadlessScreen(width: 20, height: 5)
        let root = PressLog()
        screen.show(root)
        let pad = TouchLog(frame: CGRect(x: 2, y: 1, width: 5, height: 2))
        root.view.addSubview(pad)
        screen.scroll(at: CGPoint(x: 3, y: 2), deltaY: 1)
        screen.scroll(at: CGPoint(x: 15, y: 2), deltaX: -1, deltaY: 0)
        #expect(pad.log == ["scroll 0.0,1.0 at \(CGPoint(x: 1.5, y: 1.5))"])
        #expect(root.log == ["scroll -1.0,0.0"])
    }
}

// MARK: - Fixtures

/// A delegate that also records the presses that reach it at the end of the chain.
private final class StateRecordingDelegate: RecordingApplicationDelegate {
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.map { "pressesBegan \($0.key!)" }
        super.pressesBegan(presses, with: event)
    }
}

/// A controller that records the presses, pastes and wheel turns reaching it.
private final class PressLog: UIViewController {
    var log: [String] = []
    var commands: [UIKeyCommand] = []

    override var keyCommands: [UIKeyCommand]? { commands }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.map { "began \($0.key!)" }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.map { "ended \($0.key!)" }
    }

    override func paste(_ sender: Any?) {
        log.append("paste \(UIPasteboard.general.string ?? "")")
    }

    override func scrollWheel(with event: UIScrollEvent) {
        log.append("scroll \(event.deltaX),\(event.deltaY)")
    }
}

/// A view that records touches and wheel turns.
private final class TouchLog: UIView {
    var log: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            var entry = "began \(touch.location(in: self))"
            if touch.tapCount > 1 { entry += " taps \(touch.tapCount)" }
            if event?.buttonMask == .secondary { entry += " secondary" }
            log.append(entry)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log += touches.map { "moved \($0.location(in: self))" }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log += touches.map { "ended \($0.location(in: self))" }
    }

    override func scrollWheel(with event: UIScrollEvent) {
        log.append("scroll \(event.deltaX),\(event.deltaY) at \(event.location(in: self))")
    }
}
