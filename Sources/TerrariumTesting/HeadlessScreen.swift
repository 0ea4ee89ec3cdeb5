import Foundation
import Terrarium

/// A screen with no terminal behind it: a window of the given size in cells, on the main
/// loop's virtual clock, whose drawing you read as lines of text.
///
/// Every action runs the main loop until it is idle (deferred work done, layout settled,
/// animations finished), so a test reads the settled screen right after it.
///
/// ```swift
/// let screen = HeadlessScreen(width: 40, height: 10)
/// screen.show(ContainerViewController())
/// #expect(screen.lines[0] == "Inbox")
/// screen.press("tab")
/// screen.tap(text: "Archive")
/// ```
@MainActor
public final class HeadlessScreen: CanvasPresenting {
    /// The window that fills the screen.
    public let window: UIWindow

    /// How many frames the main loop presented to this screen so far.
    public private(set) var presentedFrameCount = 0

    /// The last frame the main loop presented, if any.
    public private(set) var lastPresentedCanvas: Canvas?

    /// Creates a screen of `width` columns by `height` rows, with a hidden window filling it.
    public init(width: Int = 80, height: Int = 24) {
        let frame = CGRect(x: 0, y: 0, width: width, height: height)
        UIScreen.main._setBounds(frame)
        window = UIWindow(frame: frame)
        window.canvasPresenter = self
    }

    /// Makes `viewController` the window's root, shows the window as the key window, and
    /// runs the main loop until idle.
    public func show(_ viewController: UIViewController) {
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        MainLoop.main.runUntilIdle()
    }

    /// The window drawn now, with animated properties at their presented values.
    public var canvas: Canvas { window.renderCanvas() }

    /// The screen's rows as text, trailing spaces removed.
    public var lines: [String] {
        canvas.lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }

    /// The screen as one string: ``lines`` joined by newlines, trailing empty lines removed.
    public var text: String {
        var rows = lines
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows.joined(separator: "\n")
    }

    /// Resizes the screen (and window), as a terminal resize does, then runs until idle.
    public func resize(width: Int, height: Int) {
        let frame = CGRect(x: 0, y: 0, width: width, height: height)
        UIScreen.main._setBounds(frame)
        window.frame = frame
        MainLoop.main.runUntilIdle()
    }

    /// Presses and releases a key named in Textual's notation (`"a"`, `"enter"`,
    /// `"escape"`, `"tab"`, `"shift+tab"`, `"left"`, `"backspace"`, `"ctrl+c"` …), then
    /// runs until idle. Stops with a message if the name is unknown.
    public func press(_ keyName: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let key = UIKey(name: keyName) else {
            preconditionFailure("HeadlessScreen.press: unknown key name \"\(keyName)\"", file: file, line: line)
        }
        let now = MainLoop.main.now
        let press = UIPress(key: key, phase: .began, timestamp: now)
        window.sendEvent(UIPressesEvent(timestamp: now, presses: [press]))
        press.phase = .ended
        window.sendEvent(UIPressesEvent(timestamp: now, presses: [press]))
        MainLoop.main.runUntilIdle()
    }

    /// Pastes `text` as a terminal's bracketed paste does: it goes on the general pasteboard
    /// and the first responder gets `paste(_:)`; then runs until idle.
    public func paste(_ text: String) {
        UIPasteboard.general.string = text
        window._pressResponder.paste(nil)
        MainLoop.main.runUntilIdle()
    }

    /// Taps (clicks) the cell at `point` in window coordinates: the hit-tested view gets
    /// `touchesBegan` and `touchesEnded`; then runs until idle.
    ///
    /// - Parameters:
    ///   - point: The cell, in window coordinates.
    ///   - tapCount: 2 for a double click.
    ///   - buttonMask: `.secondary` for a right click.
    public func tap(at point: CGPoint, tapCount: Int = 1, buttonMask: UIEvent.ButtonMask = .primary) {
        let now = MainLoop.main.now
        let view = window.hitTest(point, with: nil)
        let touch = UITouch(
            window: window, view: view, location: point, phase: .began, tapCount: tapCount, timestamp: now)
        window.sendEvent(UIEvent(timestamp: now, touches: [touch], buttonMask: buttonMask))
        touch.phase = .ended
        window.sendEvent(UIEvent(timestamp: now, touches: [touch], buttonMask: buttonMask))
        MainLoop.main.runUntilIdle()
    }

    /// Drags from `start` through `points`: a touch begins at `start` in the hit-tested view,
    /// moves to each point (`touchesMoved`) and ends at the last; then runs until idle.
    public func drag(from start: CGPoint, through points: [CGPoint]) {
        var now = MainLoop.main.now
        let view = window.hitTest(start, with: nil)
        let touch = UITouch(window: window, view: view, location: start, phase: .began, tapCount: 1, timestamp: now)
        window.sendEvent(UIEvent(timestamp: now, touches: [touch]))
        for point in points {
            now = MainLoop.main.now
            touch._update(location: point, phase: .moved, timestamp: now)
            window.sendEvent(UIEvent(timestamp: now, touches: [touch]))
        }
        touch._update(location: points.last ?? start, phase: .ended, timestamp: now)
        window.sendEvent(UIEvent(timestamp: now, touches: [touch]))
        MainLoop.main.runUntilIdle()
    }

    /// Turns the mouse wheel over `point`: `deltaY` notches (positive scrolls towards what
    /// is below); then runs until idle.
    public func scroll(at point: CGPoint, deltaX: CGFloat = 0, deltaY: CGFloat) {
        let event = UIScrollEvent(
            timestamp: MainLoop.main.now, window: window, location: point, deltaX: deltaX, deltaY: deltaY)
        window.sendEvent(event)
        MainLoop.main.runUntilIdle()
    }

    /// Taps the middle of the first place `text` appears on screen, reading rows top to
    /// bottom. Stops with a message if it is not on screen.
    public func tap(text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let point = location(of: text) else {
            preconditionFailure(
                "HeadlessScreen.tap(text:): \"\(text)\" is not on screen:\n\(self.text)", file: file, line: line)
        }
        tap(at: point)
    }

    /// Where `text` first appears on screen: the cell in the middle of it, or `nil`.
    public func location(of text: String) -> CGPoint? {
        let canvas = self.canvas
        let needle = Array(text)
        guard !needle.isEmpty else { return nil }
        for y in 0..<canvas.height {
            // Each visible character with the column it starts at; continuation cells skipped.
            var characters: [(column: Int, character: Character)] = []
            for x in 0..<canvas.width {
                let cell = canvas[x: x, y: y]
                if !cell.isContinuation, let character = cell.text.first { characters.append((x, character)) }
            }
            guard characters.count >= needle.count else { continue }
            for start in 0...(characters.count - needle.count)
            where characters[start..<(start + needle.count)].map(\.character) == needle {
                let first = characters[start].column
                let last = characters[start + needle.count - 1].column
                return CGPoint(x: (first + last) / 2, y: y)
            }
        }
        return nil
    }

    /// Moves the virtual clock by `seconds`, running what falls due (animation frames included).
    public func advance(by seconds: TimeInterval) {
        MainLoop.main.advance(by: seconds)
    }

    /// Runs the main loop until it is idle.
    public func runUntilIdle() {
        MainLoop.main.runUntilIdle()
    }

    /// Receives the frames the main loop presents.
    public func present(_ canvas: Canvas, of window: UIWindow) {
        presentedFrameCount += 1
        lastPresentedCanvas = canvas
    }
}
