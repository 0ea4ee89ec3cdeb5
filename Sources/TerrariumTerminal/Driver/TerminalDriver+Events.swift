import Foundation
import Terrarium

extension TerminalDriver {
    /// How close in time two clicks on the same cell must be to count as a double click.
    ///
    /// - Note: UIKit's multi-tap interval is not documented; this is the common desktop
    ///   default (macOS, GNOME), which terminal users' hands are used to.
    public static let multipleClickInterval: TimeInterval = 0.5

    /// Dispatches one decoded event, as if it had just been read.
    ///
    /// The ``inputHandler`` sees it first. Then it travels UIKit's way, through
    /// `UIApplication.shared.sendEvent(_:)`:
    /// - a key is a press that begins and ends, for the key window's key commands and
    ///   responder chain; Ctrl-C that nothing handles ends the run as SIGINT (see
    ///   ``terminationSignal``);
    /// - a mouse button press begins a touch on the view under the pointer (`tapCount` 2 for
    ///   a double click, `buttonMask` `.secondary` for the right button), a drag moves it and
    ///   the release ends it; the wheel sends a `UIScrollEvent` to the view under the pointer;
    /// - a paste goes on `UIPasteboard.general` and the first responder gets `paste(_:)`;
    /// - focus in and out make the app active and inactive;
    /// - a resize report sizes the window.
    ///
    /// - Parameter event: The event.
    /// - Note: Mouse movement with no button down is not reported as an event: UIKit's hover
    ///   belongs to gesture recognizers.
    public func handle(_ event: TerminalInputEvent) {
        if let inputHandler, inputHandler(event) {
            return
        }
        switch event {
        case .key(let key):
            sendPress(key)
        case .mouse(let mouse):
            sendMouse(mouse)
        case .resize(let size):
            resize(to: size)
        case .paste(let text):
            UIPasteboard.general.string = text
            pressTargetWindow._pressResponder.paste(nil)
        case .focus(let focused):
            UIApplication.shared.setState(focused ? .active : .inactive)
        }
    }

    /// Ctrl-C, which ends the run as SIGINT when no responder takes it.
    private static let interruptKey = UIKeyCommand(input: "c", modifierFlags: .control) { _ in }

    /// The window presses go to: the key window, else the driver's.
    private var pressTargetWindow: UIWindow {
        UIApplication.shared.keyWindow ?? window
    }

    private func sendPress(_ key: UIKey) {
        let application = UIApplication.shared
        let now = MainLoop.main.now
        let press = UIPress(key: key, phase: .began, timestamp: now)
        application.sendEvent(UIPressesEvent(timestamp: now, presses: [press]))
        let unhandled = application._lastUnhandledPress === press
        press.phase = .ended
        application.sendEvent(UIPressesEvent(timestamp: now, presses: [press]))
        if unhandled, Self.interruptKey.matches(key) {
            terminate(signal: SIGINT)
        }
    }

    private func sendMouse(_ mouse: TerminalMouseEvent) {
        let now = MainLoop.main.now
        switch mouse.action {
        case .press:
            guard let mask = Self.buttonMask(mouse.button) else { return }
            if let previous = activeTouch {
                // A second button while one is down: end the first touch rather than leave it open.
                previous.touch._update(location: previous.touch.location(in: nil), phase: .ended, timestamp: now)
                sendTouch(previous.touch, buttons: previous.buttons, modifiers: mouse.modifierFlags)
            }
            let tapCount = nextTapCount(at: mouse, now: now)
            let view = window.hitTest(mouse.location, with: nil)
            let touch = UITouch(
                window: window, view: view, location: mouse.location, phase: .began, tapCount: tapCount, timestamp: now)
            activeTouch = (touch, mask)
            sendTouch(touch, buttons: mask, modifiers: mouse.modifierFlags)
        case .drag:
            guard let (touch, buttons) = activeTouch else { return }
            guard touch.location(in: nil) != mouse.location else { return }
            touch._update(location: mouse.location, phase: .moved, timestamp: now)
            sendTouch(touch, buttons: buttons, modifiers: mouse.modifierFlags)
        case .release:
            guard let (touch, buttons) = activeTouch else { return }
            activeTouch = nil
            touch._update(location: mouse.location, phase: .ended, timestamp: now)
            sendTouch(touch, buttons: buttons, modifiers: mouse.modifierFlags)
        case .wheel:
            var deltaX: CGFloat = 0
            var deltaY: CGFloat = 0
            switch mouse.button {
            case .wheelUp: deltaY = -1
            case .wheelDown: deltaY = 1
            case .wheelLeft: deltaX = -1
            case .wheelRight: deltaX = 1
            default: return
            }
            let event = UIScrollEvent(
                timestamp: now, window: window, location: mouse.location, deltaX: deltaX, deltaY: deltaY,
                modifierFlags: mouse.modifierFlags)
            UIApplication.shared.sendEvent(event)
        case .move:
            break
        }
    }

    private func sendTouch(_ touch: UITouch, buttons: UIEvent.ButtonMask, modifiers: UIKeyModifierFlags) {
        let event = UIEvent(
            timestamp: touch.timestamp, touches: [touch], buttonMask: buttons, modifierFlags: modifiers)
        UIApplication.shared.sendEvent(event)
    }

    private static func buttonMask(_ button: TerminalMouseEvent.Button) -> UIEvent.ButtonMask? {
        switch button {
        case .left: return .primary
        case .right: return .secondary
        case .middle: return .button(3)
        case .other(let number) where number >= 8 && number < 32: return .button(number - 4)
        default: return nil
        }
    }

    /// 1, or one more than the last click's count when this one is on the same cell with the
    /// same button within ``multipleClickInterval``.
    private func nextTapCount(at mouse: TerminalMouseEvent, now: TimeInterval) -> Int {
        var count = 1
        if let last = lastClick, last.column == mouse.column, last.row == mouse.row, last.button == mouse.button,
            now - last.time <= Self.multipleClickInterval
        {
            count = last.count + 1
        }
        lastClick = (mouse.column, mouse.row, mouse.button, now, count)
        return count
    }
}
