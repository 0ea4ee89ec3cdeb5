import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// The one entry backends deliver input through: press phases and outcomes, tap counting,
/// touches and buttons, paste, resize and focus.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct EventDispatcherTests {
    /// A shown screen, its root and its input entry. Made in each test, not in the suite's
    /// `init`: other tests may run between the two and change the key window.
    private func start() -> (HeadlessScreen, InputLog, UIEventDispatcher) {
        let screen = HeadlessScreen(width: 20, height: 4)
        let root = InputLog()
        screen.show(root)
        return (screen, root, screen.eventDispatcher)
    }

    // MARK: Presses

    @Test func aPressBeginsAndEndsSeparatelyWhenTheBackendReportsKeysUp() {
        let (screen, root, input) = start()
        defer { withExtendedLifetime(screen) {} }
        #expect(input.beginPress(UIKey(name: "a")!) == .handled)
        #expect(input.beginPress(UIKey(name: "shift+up")!) == .handled)
        #expect(root.log == ["began a", "began shift+up"])
        // Shift is let go first: the arrow's release ends the press that began with it.
        input.endPress(UIKey(name: "up")!)
        input.endPress(UIKey(name: "b")!)
        input.endPress(UIKey(name: "a")!)
        input.endPress(UIKey(name: "a")!)
        #expect(root.log == ["began a", "began shift+up", "ended shift+up", "ended a"])
    }

    @Test func aWholePressBeginsAndEndsTheSamePress() {
        let (screen, root, input) = start()
        defer { withExtendedLifetime(screen) {} }
        input.sendPress(UIKey(name: "x")!)
        #expect(root.log == ["began x", "ended x"])
        #expect(root.presses.count == 2 && root.presses[0] === root.presses[1])
        #expect(root.presses[0].phase == .ended)
    }

    @Test func aPressNothingTakesComesBackUnhandledAndAKeyCommandsIsHandled() {
        let (screen, _, input) = start()
        defer { withExtendedLifetime(screen) {} }
        let plain = UIViewController()
        screen.window.rootViewController = plain
        screen.runUntilIdle()
        #expect(input.sendPress(UIKey(name: "ctrl+c")!) == .unhandled)
        #expect(input.beginPress(UIKey(name: "q")!) == .unhandled)
        input.endPress(UIKey(name: "q")!)
        let commands = CommandController()
        screen.window.rootViewController = commands
        screen.runUntilIdle()
        #expect(input.sendPress(UIKey(name: "ctrl+c")!) == .handled)
        #expect(commands.ran == 1)
        #expect(screen.press("ctrl+d") == .unhandled)
    }

    @Test func pressesGoToTheKeyWindowAndWithoutOneToTheDispatchersWindow() {
        let (screen, root, _) = start()
        defer { withExtendedLifetime(screen) {} }
        let other = HeadlessScreen(width: 10, height: 2)
        let otherRoot = InputLog()
        other.window.rootViewController = otherRoot
        other.window.isHidden = false
        defer { other.window.isHidden = true }
        other.eventDispatcher.sendPress(UIKey(name: "k")!)
        #expect(root.log == ["began k", "ended k"], "the key window's")
        #expect(otherRoot.log.isEmpty)
        screen.window.isHidden = true
        other.eventDispatcher.sendPress(UIKey(name: "j")!)
        #expect(otherRoot.log == ["began j", "ended j"], "no key window: the dispatcher's own")
    }

    // MARK: Touches

    @Test func clicksOnOnePointWithOneButtonInQuickSuccessionCountAsOneSeries() {
        let (screen, root, input) = start()
        defer { withExtendedLifetime(screen) {} }
        for _ in 0..<3 { click(input, 2, 1) }
        click(input, 3, 1)
        click(input, 3, 1, .secondary)
        MainLoop.main.advance(by: UIEventDispatcher.multipleTapInterval + 0.1)
        click(input, 3, 1, .secondary)
        #expect(
            root.pad.began == [
                "(2, 0) taps 1 buttons 1", "(2, 0) taps 2 buttons 1", "(2, 0) taps 3 buttons 1",
                "(3, 0) taps 1 buttons 1", "(3, 0) taps 1 buttons 2", "(3, 0) taps 1 buttons 2",
            ])
    }

    @Test func aHeadlessDoubleTapIsTwoClicksCountedByTheDispatcher() {
        let (screen, root, _) = start()
        defer { withExtendedLifetime(screen) {} }
        screen.tap(at: CGPoint(x: 2, y: 1), tapCount: 2)
        #expect(root.pad.began == ["(2, 0) taps 1 buttons 1", "(2, 0) taps 2 buttons 1"])
        #expect(root.pad.log.filter { $0.hasPrefix("ended") }.count == 2)
    }

    @Test func aSecondButtonWhileOneIsHeldEndsTheFirstTouchWhereItIs() {
        let (screen, root, input) = start()
        defer { withExtendedLifetime(screen) {} }
        input.beginTouch(at: CGPoint(x: 1, y: 1))
        input.moveTouch(to: CGPoint(x: 4, y: 2))
        input.moveTouch(to: CGPoint(x: 4, y: 2))
        input.beginTouch(at: CGPoint(x: 5, y: 1), buttonMask: .secondary)
        input.endTouch(at: CGPoint(x: 6, y: 1))
        input.endTouch(at: CGPoint(x: 7, y: 1))
        input.moveTouch(to: CGPoint(x: 8, y: 1))
        #expect(
            root.pad.log == [
                "began (1, 0) taps 1 buttons 1", "moved (4, 1)", "ended (4, 1) buttons 1",
                "began (5, 0) taps 1 buttons 2", "ended (6, 0) buttons 2",
            ])
    }

    @Test func touchesAndTheWheelCarryTheirModifiers() {
        let (screen, root, input) = start()
        defer { withExtendedLifetime(screen) {} }
        input.beginTouch(at: CGPoint(x: 1, y: 1), modifierFlags: .shift)
        input.endTouch(at: CGPoint(x: 1, y: 1), modifierFlags: .shift)
        input.sendScroll(at: CGPoint(x: 1, y: 1), deltaY: 1, modifierFlags: .alternate)
        #expect(root.pad.modifiers == [UIKeyModifierFlags.shift, .shift, .alternate])
    }

    // MARK: Paste, size and focus

    @Test func aPasteGoesOnThePasteboardAndToTheFirstResponder() {
        let (screen, root, input) = start()
        defer { withExtendedLifetime(screen) {} }
        input.sendPaste("clip")
        #expect(root.log == ["paste clip"])
        #expect(UIPasteboard.general.string == "clip")
    }

    @Test func aResizeSizesTheScreenAndTheWindowOnceAsASizeTransition() {
        let (screen, root, input) = start()
        defer { withExtendedLifetime(screen) {} }
        input.resize(to: CGSize(width: 30, height: 6))
        input.resize(to: CGSize(width: 30, height: 6))
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 30, height: 6))
        #expect(screen.window.frame == CGRect(x: 0, y: 0, width: 30, height: 6))
        #expect(root.log == ["transition to (30, 6)"])
        screen.runUntilIdle()
        #expect(screen.lastPresentedCanvas?.width == 30)
    }

    @Test func focusMakesTheAppInactiveAndActiveWithTheDelegatesCallbacks() {
        let (screen, _, input) = start()
        defer { withExtendedLifetime(screen) {} }
        let delegate = RecordingApplicationDelegate()
        UIApplication.shared.launch(delegate: delegate)
        defer { UIApplication.shared.terminate() }
        delegate.log.removeAll()
        input.setFocused(false)
        #expect(UIApplication.shared.applicationState == .inactive)
        input.setFocused(false)
        input.setFocused(true)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(delegate.log == ["willResignActive", "didBecomeActive"])
    }

    private func click(_ input: UIEventDispatcher, _ x: Int, _ y: Int, _ buttons: UIEvent.ButtonMask = .primary) {
        input.beginTouch(at: CGPoint(x: x, y: y), buttonMask: buttons)
        input.endTouch(at: CGPoint(x: x, y: y))
    }
}

// MARK: - Fixtures

/// Records the presses, pastes and size transitions that reach it; takes every press.
private final class InputLog: UIViewController {
    var log: [String] = []
    var presses: [UIPress] = []
    let pad = TouchPad(frame: CGRect(x: 0, y: 1, width: 10, height: 2))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(pad)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += presses
        log += presses.map { "began \($0.key!)" }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += presses
        log += presses.map { "ended \($0.key!)" }
    }

    override func paste(_ sender: Any?) {
        log.append("paste \(UIPasteboard.general.string ?? "")")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("transition to (\(Int(size.width)), \(Int(size.height)))")
    }
}

/// Takes Ctrl-C with a key command.
private final class CommandController: UIViewController {
    var ran = 0
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "c", modifierFlags: .control) { [unowned self] _ in ran += 1 }]
    }
}

/// Records touches with their tap counts and buttons, and the modifiers of every event.
private final class TouchPad: UIView {
    var log: [String] = []
    var modifiers: [UIKeyModifierFlags] = []

    var began: [String] {
        log.filter { $0.hasPrefix("began ") }.map { String($0.dropFirst("began ".count)) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        modifiers.append(event!.modifierFlags)
        for touch in touches {
            let location = Self.describe(touch.location(in: self))
            log.append("began \(location) taps \(touch.tapCount) buttons \(event!.buttonMask.rawValue)")
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log += touches.map { "moved \(Self.describe($0.location(in: self)))" }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        modifiers.append(event!.modifierFlags)
        log += touches.map { "ended \(Self.describe($0.location(in: self))) buttons \(event!.buttonMask.rawValue)" }
    }

    override func scrollWheel(with event: UIScrollEvent) {
        modifiers.append(event.modifierFlags)
    }

    static func describe(_ point: CGPoint) -> String {
        "(\(Int(point.x)), \(Int(point.y)))"
    }
}
