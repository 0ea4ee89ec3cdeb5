// A backend written the way a third party would write one: on Terrarium's public API only.
// The target is built without package access (`packageAccess: false` in Package.swift), so
// the compiler rejects any `package` symbol of Terrarium this file might reach for.

import Foundation
import Terrarium

/// A toy backend: a "display" that keeps each frame as text, input delivered through the
/// public entry, and a main loop driven on a clock of its own.
///
/// A real backend's loop is the same: move the main loop's clock to the time, let the turn
/// present, work out how long it may sleep, sleep until input or that deadline, deliver what
/// came in.
@MainActor
final class ToyBackend: CanvasPresenting {
    /// What the toy's pretend terminal reports.
    enum Input {
        case key(String)
        case keyDown(String)
        case keyUp(String)
        case click(x: Int, y: Int, buttons: UIEvent.ButtonMask = .primary)
        case drag(fromX: Int, fromY: Int, toX: Int, toY: Int)
        case wheel(x: Int, y: Int, notches: Int)
        case paste(String)
        case resize(columns: Int, rows: Int)
        case focus(Bool)
    }

    let window: UIWindow
    let input: UIEventDispatcher

    /// Every frame presented, as text.
    private(set) var frames: [[String]] = []

    /// The backend's own clock, in seconds; the main loop's clock follows it.
    private(set) var time: TimeInterval

    /// Set when the user pressed Ctrl-C and no responder took it: the toy's "quit".
    private(set) var quitRequested = false

    /// How long the backend would sleep now, or `nil` for "until input comes".
    var waitTimeout: TimeInterval? {
        let loop = MainLoop.main
        if loop.hasWorkDueNow { return 0 }
        var timeout = loop.nextDeadline.map { max(0, $0 - loop.now) }
        if loop.hasRunningAnimations { timeout = min(timeout ?? Self.frameInterval, Self.frameInterval) }
        return timeout
    }

    static let frameInterval: TimeInterval = 1.0 / 60

    /// Sizes the screen before anything makes a window from it, then makes the window the
    /// toy shows and its input entry.
    init(columns: Int, rows: Int) {
        UIScreen.main.setSize(columns: columns, rows: rows)
        window = UIWindow(frame: UIScreen.main.bounds)
        input = UIEventDispatcher(window: window)
        // Other tests share the main loop's clock, which never goes back: start from it.
        time = MainLoop.main.now
        window.canvasPresenter = self
    }

    func show(_ root: UIViewController) {
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    /// Delivers what the pretend terminal reported; a Ctrl-C nobody took quits.
    func deliver(_ event: Input) {
        switch event {
        case .key(let name):
            let key = UIKey(name: name)!
            if input.sendPress(key) == .unhandled, key.modifierFlags == .control, key.charactersIgnoringModifiers == "c"
            {
                quitRequested = true
            }
        case .keyDown(let name):
            input.beginPress(UIKey(name: name)!)
        case .keyUp(let name):
            input.endPress(UIKey(name: name)!)
        case .click(let x, let y, let buttons):
            input.beginTouch(at: CGPoint(x: x, y: y), buttonMask: buttons)
            input.endTouch(at: CGPoint(x: x, y: y))
        case .drag(let fromX, let fromY, let toX, let toY):
            input.beginTouch(at: CGPoint(x: fromX, y: fromY))
            input.moveTouch(to: CGPoint(x: toX, y: toY))
            input.endTouch(at: CGPoint(x: toX, y: toY))
        case .wheel(let x, let y, let notches):
            input.sendScroll(at: CGPoint(x: x, y: y), deltaY: CGFloat(notches))
        case .paste(let text):
            input.sendPaste(text)
        case .resize(let columns, let rows):
            input.resize(to: CGSize(width: columns, height: rows))
        case .focus(let focused):
            input.setFocused(focused)
        }
    }

    /// One iteration of the backend's loop at its clock's time: a main-loop turn (it presents
    /// a frame if anything changed), then the "sleep", which here moves the clock.
    ///
    /// - Returns: `false` when nothing is scheduled: a real backend would wait for input.
    @discardableResult
    func iterate() -> Bool {
        MainLoop.main.advance(to: time)
        guard let timeout = waitTimeout else { return false }
        time = max(time, MainLoop.main.now) + timeout
        return true
    }

    /// Iterates until the app is idle (or `limit` iterations ran).
    func runUntilIdle(limit: Int = 10_000) {
        for _ in 0..<limit where !iterate() { return }
    }

    /// Lets `seconds` pass on the backend's clock, iterating on the way.
    func wait(_ seconds: TimeInterval) {
        let end = time + seconds
        while time < end {
            MainLoop.main.advance(to: time)
            let step = waitTimeout ?? (end - time)
            time = min(end, time + max(step, 0.001))
        }
        MainLoop.main.advance(to: time)
    }

    /// The frame the main loop presented last.
    var screen: [String] { frames.last ?? [] }

    /// Receives each frame: reads the whole canvas through `cells`, row by row, as a real
    /// renderer does to compare it with the frame before.
    func present(_ canvas: Canvas, of window: UIWindow) {
        let cells = canvas.cells
        var rows: [String] = []
        for y in 0..<canvas.height {
            let row = cells[(y * canvas.width)..<((y + 1) * canvas.width)]
            // A wide character's second cell is a continuation: it adds nothing.
            rows.append(row.map(\.text).joined())
        }
        frames.append(rows)
    }
}
