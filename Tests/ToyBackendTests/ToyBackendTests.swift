import Foundation
import Terrarium
import TerrariumTesting
import Testing

/// What an app's user relies on, through a backend built on the public API only: the
/// callbacks, the frames, and the keys nobody took coming back to the backend.
@MainActor
@Suite(.isolatedUI) struct ToyBackendTests {
    /// A toy backend showing a ``ToyController``, run until idle. Made in each test, not in
    /// the suite's `init`: other tests may run between the two and move the shared main loop.
    private func start() -> (ToyBackend, ToyController) {
        // Other suites share the main loop: let whatever they left scheduled run out first.
        MainLoop.main.advance(by: 3600)
        let backend = ToyBackend(columns: 20, rows: 4)
        let root = ToyController()
        backend.show(root)
        backend.runUntilIdle()
        return (backend, root)
    }

    // MARK: Frames and the main loop

    @Test func theRootAppearsAndOneFrameShowsItThenTheBackendMaySleep() {
        let (backend, root) = start()
        #expect(root.log == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(backend.frames.count == 1)
        #expect(backend.screen == ["Hello           OK  ", "", "", ""].map(pad))
        #expect(backend.waitTimeout == nil, "idle: nothing scheduled, so wait for input")
        backend.iterate()
        #expect(backend.frames.count == 1, "nothing changed, nothing presented")
    }

    @Test func scheduledWorkSetsHowLongTheBackendSleeps() {
        let (backend, _) = start()
        var ran = false
        MainLoop.main.schedule(after: 2) { ran = true }
        #expect(backend.waitTimeout == 2)
        backend.iterate()
        #expect(!ran)
        backend.iterate()
        #expect(ran)
        #expect(backend.waitTimeout == nil)
    }

    @Test func anAnimationIsPresentedFrameByFrameOnTheBackendsClock() {
        let (backend, root) = start()
        let start = backend.frames.count
        UIView.animate(withDuration: 0.25) { root.label.frame.origin.x = 80 }
        #expect(MainLoop.main.hasRunningAnimations)
        #expect(backend.waitTimeout == 0, "the change asks for a turn now")
        backend.iterate()
        #expect(backend.waitTimeout == ToyBackend.frameInterval)
        backend.wait(0.125)
        #expect(backend.screen[0].hasPrefix("  ") && !backend.screen[0].hasPrefix("          "), "under way")
        backend.wait(0.125)
        backend.runUntilIdle()
        #expect(!MainLoop.main.hasRunningAnimations)
        #expect(backend.screen[0] == "          Hello OK  ")
        #expect(backend.frames.count - start >= 15, "about 60 frames a second")
    }

    // MARK: Keys

    @Test func keysReachKeyCommandsFirstThenTheResponderChain() {
        let (backend, root) = start()
        root.commands = [UIKeyCommand(input: "n", modifierFlags: .control) { _ in root.log.append("new") }]
        root.log.removeAll()
        backend.deliver(.key("ctrl+n"))
        backend.deliver(.key("x"))
        #expect(root.log == ["new", "began x", "ended x"])
    }

    @Test func ctrlCThatNoResponderTakesComesBackUnhandledAndQuits() {
        let (backend, _) = start()
        backend.deliver(.key("ctrl+c"))
        #expect(!backend.quitRequested, "the controller takes every press")
        backend.show(UIViewController())
        backend.runUntilIdle()
        backend.deliver(.key("ctrl+c"))
        #expect(backend.quitRequested)
    }

    @Test func aKeyReportedDownAndUpBeginsAndEndsOnePress() {
        let (backend, root) = start()
        root.log.removeAll()
        backend.deliver(.keyDown("shift+up"))
        #expect(root.log == ["began shift+up"])
        // Shift let go first: the arrow's release still ends the press that began.
        backend.deliver(.keyUp("up"))
        #expect(root.log == ["began shift+up", "ended shift+up"])
    }

    // MARK: The mouse

    @Test func clicksTouchTheViewUnderThePointerAndQuickOnesCountAsMultipleTaps() {
        let (backend, root) = start()
        backend.deliver(.click(x: 2, y: 2))
        backend.deliver(.click(x: 2, y: 2))
        backend.wait(0.6)
        backend.deliver(.click(x: 2, y: 2))
        backend.deliver(.click(x: 2, y: 2, buttons: .secondary))
        #expect(
            root.pad.log.filter { $0.hasPrefix("began") } == [
                "began (20, 8) taps 1 buttons 1", "began (20, 8) taps 2 buttons 1", "began (20, 8) taps 1 buttons 1",
                "began (20, 8) taps 1 buttons 2",
            ])
    }

    @Test func aClickOnAButtonRunsItsAction() {
        let (backend, root) = start()
        backend.deliver(.click(x: 16, y: 0))
        #expect(root.buttonTaps == 1)
    }

    @Test func aDragMovesItsTouchInTheViewItBeganIn() {
        let (backend, root) = start()
        backend.deliver(.drag(fromX: 1, fromY: 2, toX: 6, toY: 3))
        #expect(root.pad.log == ["began (12, 8) taps 1 buttons 1", "moved (52, 24)", "ended (52, 24)"])
    }

    @Test func theWheelScrollsTheViewUnderThePointer() {
        let (backend, root) = start()
        backend.deliver(.wheel(x: 3, y: 2, notches: 1))
        #expect(root.pad.log == ["scroll 1.0 at (28, 8)"])
    }

    // MARK: Paste, size and focus

    @Test func aPasteGoesOnThePasteboardAndIntoTheFirstResponder() {
        let (backend, root) = start()
        #expect(root.field.becomeFirstResponder())
        backend.deliver(.paste("pasted"))
        #expect(root.field.text == "pasted")
        #expect(UIPasteboard.general.string == "pasted")
    }

    @Test func aResizeSizesTheScreenAndIsASizeTransition() {
        let (backend, root) = start()
        root.log.removeAll()
        backend.deliver(.resize(columns: 30, rows: 5))
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 240, height: 80))
        #expect(backend.window.frame == CGRect(x: 0, y: 0, width: 240, height: 80))
        #expect(root.log == ["transition to (240.0, 80.0)"])
        backend.runUntilIdle()
        #expect(backend.screen.count == 5 && backend.screen[0].count == 30)
    }

    @Test func focusMakesTheAppInactiveAndActiveAgain() {
        let (backend, _) = start()
        backend.deliver(.focus(false))
        #expect(UIApplication.shared.applicationState == .inactive)
        backend.deliver(.focus(true))
        #expect(UIApplication.shared.applicationState == .active)
    }

    private func pad(_ row: String) -> String {
        row.padding(toLength: 20, withPad: " ", startingAt: 0)
    }
}

// MARK: - Fixtures

/// A controller with a label, a button, a text field and a pad that records the mouse; it
/// takes every press.
private final class ToyController: UIViewController {
    var log: [String] = []
    var commands: [UIKeyCommand] = []
    var buttonTaps = 0
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 16))
    let pad = MousePad(frame: CGRect(x: 0, y: 32, width: 80, height: 32))
    let field = UITextField(frame: CGRect(x: 80, y: 32, width: 80, height: 16))
    lazy var button = UIButton(primaryAction: UIAction(title: "OK") { [unowned self] _ in buttonTaps += 1 })

    override var keyCommands: [UIKeyCommand]? { commands }

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Hello"
        button.frame = CGRect(x: 112, y: 0, width: 48, height: 16)
        for subview in [label, button, pad, field] { view.addSubview(subview) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.append("viewIsAppearing")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("transition to (\(size.width), \(size.height))")
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.map { "began \($0.key!)" }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log += presses.map { "ended \($0.key!)" }
    }
}

/// A view that records touches, with their tap counts and buttons, and wheel turns.
private final class MousePad: UIView {
    var log: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            log.append(
                "began \(describe(touch.location(in: self))) taps \(touch.tapCount) buttons \(event!.buttonMask.rawValue)"
            )
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log += touches.map { "moved \(describe($0.location(in: self)))" }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log += touches.map { "ended \(describe($0.location(in: self)))" }
    }

    override func scrollWheel(with event: UIScrollEvent) {
        log.append("scroll \(event.deltaY) at \(describe(event.location(in: self)))")
    }

    private func describe(_ point: CGPoint) -> String {
        "(\(Int(point.x)), \(Int(point.y)))"
    }
}
