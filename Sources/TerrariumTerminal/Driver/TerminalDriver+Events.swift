import Foundation
import Terrarium

extension TerminalDriver {
    /// How close in time two clicks on the same cell must be to count as a double click:
    /// the core's `UIEventDispatcher.multipleTapInterval`, which counts them.
    ///
    /// - Note: UIKit's multi-tap interval is not documented; this is the common desktop
    ///   default (macOS, GNOME), which terminal users' hands are used to.
    public static var multipleClickInterval: TimeInterval { UIEventDispatcher.multipleTapInterval }

    /// Dispatches one decoded event, as if it had just been read.
    ///
    /// The ``inputHandler`` sees it first. Then it goes to the core's `UIEventDispatcher`,
    /// the one entry every backend delivers through (headless tests included), which sends it
    /// UIKit's way, through `UIApplication.shared.sendEvent(_:)`:
    /// - a key is a press that begins and ends, for the key window's key commands and
    ///   responder chain; Ctrl-C that nothing handles ends the run as SIGINT (see
    ///   ``terminationSignal``), and so does the configuration's ``Configuration/quitKeyInput``
    ///   as ``stop()``;
    /// - a mouse button press begins a touch on the view under the pointer (`tapCount` 2 for
    ///   a double click, `buttonMask` `.secondary` for the right button), a drag moves it and
    ///   the release ends it; the wheel sends a `UIScrollEvent` to the view under the pointer;
    /// - a paste goes on `UIPasteboard.general` and the first responder gets `paste(_:)`;
    /// - focus in and out make the app active and inactive;
    /// - a resize report sizes the screen and the window.
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
            guard eventDispatcher.sendPress(key) == .unhandled else { return }
            if Self.interruptKey.matches(key) {
                terminate(signal: SIGINT)
            } else if let quit = configuration.quitKeyInput, Self.quitCommand(input: quit).matches(key) {
                stop()
            }
        case .mouse(let mouse):
            sendMouse(mouse)
        case .resize(let size):
            resize(to: size)
        case .paste(let text):
            eventDispatcher.sendPaste(text)
        case .focus(let focused):
            eventDispatcher.setFocused(focused)
        }
    }

    /// The key of ``Configuration/quitKeyInput``, without modifiers.
    private static func quitCommand(input: String) -> UIKeyCommand {
        UIKeyCommand(input: input, modifierFlags: []) { _ in }
    }

    /// Ctrl-C, which ends the run as SIGINT when no responder takes it.
    private static let interruptKey = UIKeyCommand(input: "c", modifierFlags: .control) { _ in }

    private func sendMouse(_ mouse: TerminalMouseEvent) {
        let point = mouse.location
        let modifiers = mouse.modifierFlags
        switch mouse.action {
        case .press:
            guard let mask = Self.buttonMask(mouse.button) else { return }
            eventDispatcher.beginTouch(at: point, buttonMask: mask, modifierFlags: modifiers)
        case .drag:
            eventDispatcher.moveTouch(to: point, modifierFlags: modifiers)
        case .release:
            eventDispatcher.endTouch(at: point, modifierFlags: modifiers)
        case .wheel:
            switch mouse.button {
            case .wheelUp: eventDispatcher.sendScroll(at: point, deltaY: -1, modifierFlags: modifiers)
            case .wheelDown: eventDispatcher.sendScroll(at: point, deltaY: 1, modifierFlags: modifiers)
            case .wheelLeft: eventDispatcher.sendScroll(at: point, deltaX: -1, deltaY: 0, modifierFlags: modifiers)
            case .wheelRight: eventDispatcher.sendScroll(at: point, deltaX: 1, deltaY: 0, modifierFlags: modifiers)
            default: return
            }
        case .move:
            break
        }
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
}
