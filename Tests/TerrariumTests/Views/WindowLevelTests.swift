import Foundation
import TerrariumTesting
import Testing

@testable import Terrarium

/// Several windows on one screen: drawn and hit by `windowLevel`, then by the order they were
/// shown; their visibility and key notifications.
@MainActor
@Suite(.isolatedUI, .cellSize(UIScreen.onePointPerCell)) struct WindowLevelTests {
    /// A screen showing a root of dots, and a window on the same screen, not yet shown.
    private func makeScreen() -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(width: 10, height: 3)
        screen.show(Filled(".", color: .black))
        let overlay = UIWindow(frame: CGRect(x: 2, y: 1, width: 4, height: 1))
        overlay.screen = screen.screen
        overlay.rootViewController = Filled("A", color: .red)
        return (screen, overlay)
    }

    @Test func levelsAreNumbersThatAddUp() {
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
        #expect(UIWindow.Level.alert + 1 == UIWindow.Level(rawValue: 2001))
        #expect(UIWindow.Level.normal - 1 < .normal)
        #expect(UIWindow().windowLevel == .normal)
    }

    @Test func aVisibleWindowOnTheScreenIsDrawnOverTheShownWindowAtItsFrame() {
        let (screen, overlay) = makeScreen()
        overlay.windowLevel = .alert
        overlay.isHidden = false
        screen.runUntilIdle()
        #expect(screen.lines == ["..........", "..AAAA....", ".........."])
        #expect(screen.lastPresentedCanvas?.lines[1] == "..AAAA....", "showing it drew a new frame")

        overlay.isHidden = true
        screen.runUntilIdle()
        #expect(screen.lines[1] == "..........")
        #expect(screen.lastPresentedCanvas?.lines[1] == "..........", "hiding it drew a new frame")
    }

    @Test func aLowerLevelIsDrawnUnderneathWhateverWasShownFirst() {
        let (screen, overlay) = makeScreen()
        overlay.windowLevel = .normal - 1
        overlay.isHidden = false
        screen.runUntilIdle()
        #expect(screen.lines[1] == "..........", "the screen's window covers it")

        overlay.windowLevel = .statusBar
        screen.runUntilIdle()
        #expect(screen.lines[1] == "..AAAA....")
        #expect(screen.lastPresentedCanvas?.lines[1] == "..AAAA....", "a new level draws a new frame")
    }

    @Test func withinALevelTheWindowShownLastIsOnTop() {
        let (screen, overlay) = makeScreen()
        let second = UIWindow(frame: CGRect(x: 4, y: 1, width: 4, height: 1))
        second.screen = screen.screen
        second.rootViewController = Filled("B", color: .blue)
        overlay.windowLevel = .alert
        second.windowLevel = .alert
        second.isHidden = false
        overlay.isHidden = false
        screen.runUntilIdle()
        #expect(screen.lines[1] == "..AAAABB..")

        second.isHidden = true
        second.isHidden = false
        screen.runUntilIdle()
        #expect(screen.lines[1] == "..AABBBB..")
    }

    @Test func aWindowOnAnotherScreenIsNotDrawn() {
        let (screen, overlay) = makeScreen()
        overlay.screen = UIScreen(cellSize: UIScreen.onePointPerCell)
        overlay.windowLevel = .alert
        overlay.isHidden = false
        screen.runUntilIdle()
        #expect(screen.lines[1] == "..........")
        overlay.isHidden = true
    }

    @Test func touchesGoToTheTopmostWindowThatHitsAView() {
        let (screen, overlay) = makeScreen()
        let root = screen.window.rootViewController as! Filled
        let top = overlay.rootViewController as! Filled
        overlay.windowLevel = .alert
        overlay.isHidden = false
        defer { overlay.isHidden = true }
        screen.runUntilIdle()

        screen.tap(at: CGPoint(x: 3, y: 1))
        #expect(top.touches == [CGPoint(x: 1.5, y: 0.5)], "in the overlay's own coordinates")
        #expect(root.touches.isEmpty)
        screen.tap(at: CGPoint(x: 8, y: 1))
        #expect(root.touches == [CGPoint(x: 8.5, y: 1.5)])

        screen.eventDispatcher.beginTouch(at: CGPoint(x: 3, y: 1))
        screen.eventDispatcher.moveTouch(to: CGPoint(x: 9, y: 2))
        screen.eventDispatcher.endTouch(at: CGPoint(x: 9, y: 2))
        #expect(top.ends.last == CGPoint(x: 7.5, y: 1.5), "a touch stays with its window as it moves out")
    }

    @Test func aWindowThatHitsNothingLetsTouchesThrough() {
        let (screen, _) = makeScreen()
        let root = screen.window.rootViewController as! Filled
        let passthrough = PassthroughWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        passthrough.screen = screen.screen
        passthrough.windowLevel = .alert
        passthrough.isHidden = false
        defer { passthrough.isHidden = true }
        screen.runUntilIdle()
        screen.tap(at: CGPoint(x: 1, y: 1))
        #expect(root.touches == [CGPoint(x: 1.5, y: 1.5)])
    }

    @Test func windowsPostVisibilityAndKeyNotifications() {
        let (screen, overlay) = makeScreen()
        var posted: [String] = []
        let main = screen.window
        let names = [
            UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification,
            UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let window = note.object as? UIWindow
                let who = window === overlay ? "overlay" : window === main ? "screen" : nil
                let what = note.name.rawValue.replacingOccurrences(of: "UIWindow", with: "")
                    .replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated { if let who { posted.append("\(who) \(what)") } }
            }
        }
        defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }

        overlay.makeKeyAndVisible()
        screen.window.makeKey()
        overlay.isHidden = true
        #expect(
            posted == [
                "overlay DidBecomeVisible", "screen DidResignKey", "overlay DidBecomeKey", "overlay DidResignKey",
                "screen DidBecomeKey", "overlay DidBecomeHidden",
            ])
    }
}

// MARK: - Fixtures

/// Fills its view with a character and records where touches begin and end, in its view.
private final class Filled: UIViewController {
    let character: Character
    let color: UIColor
    var touches: [CGPoint] = []
    var ends: [CGPoint] = []

    init(_ character: Character, color: UIColor) {
        self.character = character
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        view = FillView(character: character, color: color)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches.append(contentsOf: touches.map { $0.location(in: view) })
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ends.append(contentsOf: touches.map { $0.location(in: view) })
    }
}

/// A view that draws `character` in every cell, on `color`.
private final class FillView: UIView {
    let character: Character

    init(character: Character, color: UIColor) {
        self.character = character
        super.init(frame: .zero)
        backgroundColor = color
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let row = String(repeating: character, count: Int(rect.width))
        for y in 0..<Int(rect.height) {
            context.draw(row, at: CGPoint(x: rect.minX, y: rect.minY + CGFloat(y)))
        }
    }
}

/// A window that lets through touches that hit no view of its own, as overlay libraries write.
private final class PassthroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self ? nil : view
    }
}
