import Foundation
import Terrarium

extension TerminalDriver {
    /// Dispatches one decoded event, as if it had just been read.
    ///
    /// The ``inputHandler`` sees it first. Then keys go to the key window (or this window) as
    /// a press that begins and ends; a mouse press becomes a touch that begins in the view
    /// under the pointer, and the release ends it; a resize report sizes the window.
    ///
    /// - Parameter event: The event.
    /// - Note: Touches do not move: a drag is not reported as `touchesMoved`, and a touch
    ///   ends where it began.
    public func handle(_ event: TerminalInputEvent) {
        if let inputHandler, inputHandler(event) {
            return
        }
        switch event {
        case .key(let key):
            sendPress(key)
        case .mouse(let mouse):
            sendTouch(for: mouse)
        case .resize(let size):
            resize(to: size)
        case .paste, .focus:
            break
        }
    }

    private func sendPress(_ key: UIKey) {
        let target = UIWindow._keyWindow ?? window
        let now = MainLoop.main.now
        let down = UIPress(key: key, phase: .began, timestamp: now)
        target.sendEvent(UIPressesEvent(timestamp: now, presses: [down]))
        let up = UIPress(key: key, phase: .ended, timestamp: now)
        target.sendEvent(UIPressesEvent(timestamp: now, presses: [up]))
    }

    private func sendTouch(for mouse: TerminalMouseEvent) {
        let now = MainLoop.main.now
        switch (mouse.action, mouse.button) {
        case (.press, .left), (.press, .middle), (.press, .right):
            if let previous = activeTouchForDriver {
                // A second button while one is down: end the first touch rather than leave it open.
                previous.phase = .ended
                window.sendEvent(UIEvent(timestamp: now, touches: [previous]))
            }
            let view = window.hitTest(mouse.location, with: nil)
            let touch = UITouch(
                window: window, view: view, location: mouse.location, phase: .began, tapCount: 1, timestamp: now)
            activeTouchForDriver = touch
            window.sendEvent(UIEvent(timestamp: now, touches: [touch]))
        case (.release, _):
            guard let touch = activeTouchForDriver else { return }
            activeTouchForDriver = nil
            touch.phase = .ended
            window.sendEvent(UIEvent(timestamp: now, touches: [touch]))
        default:
            break
        }
    }
}
