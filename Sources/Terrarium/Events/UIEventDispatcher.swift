import Foundation

/// Where a backend delivers what the user did: keys going down and up, mouse buttons, drags,
/// the wheel, pastes, resizes and focus changes, turned into UIKit's events for one window.
///
/// A backend (a terminal, a test's headless screen, your own) makes one dispatcher for the
/// window it shows and hands it input as it arrives; the dispatcher makes the `UIPress`,
/// `UITouch` and `UIEvent` objects and sends them UIKit's way, through
/// `UIApplication.shared.sendEvent(_:)` to the windows, key commands and responder chain:
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
/// let input = UIEventDispatcher(window: window)
/// window.rootViewController = InboxViewController()
/// window.makeKeyAndVisible()
///
/// if input.sendPress(UIKey(name: "ctrl+c")!) == .unhandled { quit() }
/// input.beginTouch(at: CGPoint(x: 3, y: 4))           // column 3, row 4: a touch at its middle
/// input.endTouch(at: CGPoint(x: 3, y: 4))
/// input.resize(to: CGSize(width: 100, height: 30))     // 100 columns by 30 rows
/// MainLoop.main.advance(to: secondsSinceStart)   // the turn that lays out and draws
/// ```
///
/// A backend speaks in cells, as a terminal does: touches, scrolls and resizes name cells,
/// and the dispatcher turns them into points by the window's screen (a touch lands in the
/// middle of its cell), so that the one conversion sits where input enters.
///
/// Both of Terrarium's backends deliver through it, so what a headless test does travels the
/// terminal's path: a double click is two clicks counted here, a press nobody takes comes back
/// as ``PressOutcome/unhandled``, a resize is a size transition.
///
/// Events are stamped with ``MainLoop/now``: a backend moves the main loop's clock before it
/// delivers (a terminal to the real time, a test nowhere). Delivering does not run the main
/// loop; layout, appearance and drawing follow in its next turn.
///
/// - Note: A Terrarium addition. On iOS the system turns hardware input into events and UIKit
///   keeps that machinery private; Terrarium has no system below it, so a backend plays that
///   part through this type. It is a type of its own, one per shown window, rather than
///   methods on `UIApplication` or `UIWindow`, because a stream of input carries state from
///   one event to the next (the touch a held button makes, the last clicks for counting
///   double clicks, the keys held down) that belongs to the input source: the application
///   only routes events, and a window may be shown by a headless screen in one test and by a
///   terminal in the next.
@preconcurrency @MainActor
public final class UIEventDispatcher {
    /// What became of a press that began: whether a key command or a responder took it.
    ///
    /// A terminal backend quits on a Ctrl-C that comes back ``unhandled``.
    ///
    /// - Note: A Terrarium addition: UIKit lets presses nobody takes fall off the end of the
    ///   responder chain; a backend needs to know, to give such keys their terminal meaning.
    public enum PressOutcome: Hashable, Sendable {
        /// A key command ran, or a responder took the press without passing it on.
        case handled
        /// The press went along the whole responder chain (to the application and its
        /// delegate) and nothing took it.
        case unhandled
    }

    /// How close in time two clicks on the same point with the same button must be to count
    /// as a double click (and three as a triple click).
    ///
    /// - Note: UIKit's multi-tap interval is not documented; this is the common desktop
    ///   default (macOS, GNOME), which terminal users' hands are used to.
    public static let multipleTapInterval: TimeInterval = 0.5

    /// The window the dispatcher's touches, scrolls and resizes are for; presses and pastes
    /// go to it when no window is key.
    public let window: UIWindow

    /// Presses begun and not yet ended, oldest first.
    private var heldPresses: [UIPress] = []

    /// The touch the held mouse button is making, with its button.
    var activeTouch: (touch: UITouch, buttonMask: UIEvent.ButtonMask)?

    /// The last touch that began, for counting taps.
    var lastTap: (location: CGPoint, buttonMask: UIEvent.ButtonMask, timestamp: TimeInterval, count: Int)?

    /// Creates a dispatcher for the window a backend shows.
    ///
    /// - Parameter window: The window to hit-test touches in and to size on a resize.
    public init(window: UIWindow) {
        self.window = window
    }

    // MARK: Presses

    /// Presses and releases `key`: a press that begins and ends at once, what a terminal
    /// reports for a key (it sends no key-up).
    ///
    /// ```swift
    /// if input.sendPress(UIKey(name: "ctrl+c")!) == .unhandled { quit() }
    /// ```
    ///
    /// - Parameter key: The key, with its modifiers.
    /// - Returns: Whether anything took the press when it began.
    @discardableResult
    public func sendPress(_ key: UIKey) -> PressOutcome {
        let press = UIPress(key: key, phase: .began, timestamp: MainLoop.main.now)
        let outcome = deliver(press)
        end(press)
        return outcome
    }

    /// Begins a press of `key`, for a backend that reports keys going down and up
    /// separately: key commands and `pressesBegan(_:with:)` see it now,
    /// `pressesEnded(_:with:)` when ``endPress(_:)`` ends it.
    ///
    /// - Parameter key: The key, with its modifiers.
    /// - Returns: Whether anything took the press.
    @discardableResult
    public func beginPress(_ key: UIKey) -> PressOutcome {
        let press = UIPress(key: key, phase: .began, timestamp: MainLoop.main.now)
        heldPresses.append(press)
        return deliver(press)
    }

    /// Ends the held press of the same physical key as `key`: the same `keyCode`, or, for
    /// keys without one, the same `charactersIgnoringModifiers`; modifiers may differ, as
    /// they do when Shift is let go first. Does nothing if no such press is held.
    ///
    /// - Parameter key: The key that went up.
    public func endPress(_ key: UIKey) {
        guard let index = heldPresses.firstIndex(where: { Self.isSamePhysicalKey($0.key, key) }) else { return }
        end(heldPresses.remove(at: index))
    }

    /// Sends `press`, which has just begun, and says whether anything took it.
    private func deliver(_ press: UIPress) -> PressOutcome {
        sendToPressWindow(UIPressesEvent(timestamp: press.timestamp, presses: [press]))
        return press._reachedEndOfResponderChain ? .unhandled : .handled
    }

    private func end(_ press: UIPress) {
        press.phase = .ended
        press.timestamp = MainLoop.main.now
        sendToPressWindow(UIPressesEvent(timestamp: press.timestamp, presses: [press]))
    }

    /// Presses go to the key window, through the application as in UIKit; with no key window,
    /// to this dispatcher's window (a headless screen that was never made key).
    private func sendToPressWindow(_ event: UIPressesEvent) {
        if UIApplication.shared.keyWindow != nil {
            UIApplication.shared.sendEvent(event)
        } else {
            window.sendEvent(event)
        }
    }

    private static func isSamePhysicalKey(_ held: UIKey?, _ key: UIKey) -> Bool {
        guard let held else { return false }
        if held.keyCode.rawValue != 0 || key.keyCode.rawValue != 0 { return held.keyCode == key.keyCode }
        return held.charactersIgnoringModifiers == key.charactersIgnoringModifiers
    }

    // MARK: Paste, size and focus

    /// Delivers pasted text (a terminal's bracketed paste): it goes on
    /// `UIPasteboard.general` and the first responder of the key window (or, with none, the
    /// innermost view controller on screen) gets `paste(_:)`, which climbs the responder
    /// chain until something takes it.
    ///
    /// - Parameter text: The text, whole.
    public func sendPaste(_ text: String) {
        UIPasteboard.general.string = text
        (UIApplication.shared.keyWindow ?? window)._pressResponder.paste(nil)
    }

    /// Sizes the screen and the window to `size` cells, as a terminal does when its window is
    /// resized: the window's screen's bounds change (and `UIScreen.main`'s, to the same size in
    /// its own cells), and a new window size is a size transition
    /// (`viewWillTransition(to:with:)`, then the layout pass and a frame in the next turn).
    ///
    /// - Parameter size: The new size in cells: `width` columns by `height` rows.
    public func resize(to size: CGSize) {
        let columns = Int(size.width), rows = Int(size.height)
        let frame = CGRect(origin: .zero, size: window.screen.size(columns: columns, rows: rows))
        window.screen.setBounds(frame)
        if window.screen !== UIScreen.main { UIScreen.main.setSize(columns: columns, rows: rows) }
        if window.frame != frame {
            window.frame = frame
        }
    }

    /// Tells the app that the screen gained or lost the user's focus (a terminal window's
    /// focus report): the app becomes active or inactive, with the delegate's callbacks and
    /// notifications.
    ///
    /// - Parameter isFocused: Whether the screen has the focus now.
    public func setFocused(_ isFocused: Bool) {
        UIApplication.shared.setState(isFocused ? .active : .inactive)
    }
}
