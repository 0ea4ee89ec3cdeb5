import Foundation

/// UIKit's accessibility namespace: notifications an app posts for assistive technologies,
/// and the state of the system's accessibility settings.
///
/// ```swift
/// UIAccessibility.post(notification: .announcement, argument: "Upload finished")
/// UIAccessibility.post(notification: .screenChanged, argument: detailController.titleLabel)
/// if !UIAccessibility.isReduceMotionEnabled { animateBadge() }
/// ```
///
/// What is real in a terminal, and what is not:
/// - ``post(notification:argument:)`` is delivered: every post reaches observers of
///   ``didPostNotification`` (a Terrarium addition: tests read announcements there, and a
///   backend can hand them to a speech tool). ``Notification/screenChanged`` and
///   ``Notification/layoutChanged`` with a view move the terminal's cursor onto that view while
///   nothing has keyboard focus (see ``UIWindow/textCursorLocation``): terminal screen readers
///   and magnifiers follow the cursor, as VoiceOver moves to the element.
/// - There is no VoiceOver in a terminal, so ``isVoiceOverRunning`` is `false` and nothing is
///   spoken, unless a backend or a test says otherwise with ``setVoiceOverRunning(_:)``; the
///   same holds for ``isReduceMotionEnabled`` and ``setReduceMotionEnabled(_:)``. Each change
///   posts UIKit's status notification.
/// - ``convertToScreenCoordinates(_:in:)`` converts to the screen's points, the terminal's
///   cells being ``UIScreen/cellSize`` points each.
///
/// - Note: Terrarium's own animations do not change with ``isReduceMotionEnabled``; apps that
///   check it behave as they would on iOS.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies.
    public struct Notification: Hashable, Sendable, RawRepresentable {
        /// UIKit's number for the notification.
        public let rawValue: UInt32

        /// Creates a notification from UIKit's number for it.
        ///
        /// - Parameter rawValue: The number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared: the argument is the element to move to (or a string to
        /// speak, or `nil` for the first element).
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed: the argument is the element to move to (or a string to
        /// speak, or `nil`).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to say: the argument is the string (or attributed string).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll view scrolled a page: the argument is a string describing where it is.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Assistive technologies should pause: the argument names which.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// Assistive technologies may resume: the argument names which.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// Posts `notification` for assistive technologies, with its argument.
    ///
    /// ```swift
    /// UIAccessibility.post(notification: .layoutChanged, argument: errorLabel)
    /// ```
    ///
    /// Observers of ``didPostNotification`` hear every post, in the call. A
    /// ``Notification/screenChanged`` or ``Notification/layoutChanged`` whose argument is a view
    /// in a window puts the terminal's cursor on that view's first cell while nothing there
    /// has keyboard focus; a ``Notification/screenChanged`` with no view takes it off again.
    ///
    /// - Parameters:
    ///   - notification: The notification.
    ///   - argument: Its argument: an element, a string, or `nil`, as the notification says.
    /// - Note: Nothing is spoken: a terminal has no VoiceOver (see the type's discussion).
    public static func post(notification: Notification, argument: Any?) {
        if notification == .screenChanged || notification == .layoutChanged {
            if let view = argument as? UIView, let window = view._window {
                let previous = window._accessibilityCursorView
                window._accessibilityCursorView = view
                window._setNeedsPresentation()
                if isVoiceOverRunning, previous !== view {
                    var info: [AnyHashable: Any] = [
                        focusedElementUserInfoKey: view,
                        assistiveTechnologyUserInfoKey: AssistiveTechnologyIdentifier.notificationVoiceOver,
                    ]
                    if let previous { info[unfocusedElementUserInfoKey] = previous }
                    NotificationCenter.default.post(name: elementFocusedNotification, object: nil, userInfo: info)
                }
            } else if notification == .screenChanged {
                for window in UIWindow._allWindows where window._accessibilityCursorView != nil {
                    window._accessibilityCursorView = nil
                    window._setNeedsPresentation()
                }
            }
        }
        var userInfo: [AnyHashable: Any] = [notificationUserInfoKey: notification]
        if let argument { userInfo[argumentUserInfoKey] = argument }
        NotificationCenter.default.post(name: didPostNotification, object: nil, userInfo: userInfo)
    }

    /// Posted, in the call, for each ``post(notification:argument:)``; its `userInfo` holds the
    /// ``Notification`` under ``notificationUserInfoKey`` and the argument, if any, under
    /// ``argumentUserInfoKey``.
    ///
    /// ```swift
    /// let observer = NotificationCenter.default.addObserver(
    ///     forName: UIAccessibility.didPostNotification, object: nil, queue: nil
    /// ) { note in
    ///     if note.userInfo?[UIAccessibility.notificationUserInfoKey] as? UIAccessibility.Notification == .announcement {
    ///         print(note.userInfo?[UIAccessibility.argumentUserInfoKey] ?? "")
    ///     }
    /// }
    /// ```
    ///
    /// - Note: A Terrarium addition: iOS hands posts to VoiceOver, which has no counterpart in
    ///   a terminal.
    nonisolated public static let didPostNotification = Foundation.Notification.Name(
        "TerrariumAccessibilityDidPostNotification")

    /// The key of the posted ``Notification`` in a ``didPostNotification``'s `userInfo`.
    ///
    /// - Note: A Terrarium addition.
    nonisolated public static let notificationUserInfoKey = "UIAccessibilityNotification"

    /// The key of the posted argument in a ``didPostNotification``'s `userInfo`; absent for a
    /// `nil` argument.
    ///
    /// - Note: A Terrarium addition.
    nonisolated public static let argumentUserInfoKey = "UIAccessibilityArgument"

    /// Whether VoiceOver is running: `false` in a terminal unless set with
    /// ``setVoiceOverRunning(_:)``.
    public static var isVoiceOverRunning: Bool { _isVoiceOverRunning }

    /// Posted when ``isVoiceOverRunning`` changes.
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Whether the user asked for less motion: `false` unless set with
    /// ``setReduceMotionEnabled(_:)``.
    public static var isReduceMotionEnabled: Bool { _isReduceMotionEnabled }

    /// Posted when ``isReduceMotionEnabled`` changes.
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Whether Switch Control is running: always `false` in a terminal.
    public static var isSwitchControlRunning: Bool { false }

    /// Whether the user asked for bold text: always `false` (a terminal's font is the
    /// terminal's).
    public static var isBoldTextEnabled: Bool { false }

    /// Whether the user asked for less transparency: always `false`.
    public static var isReduceTransparencyEnabled: Bool { false }

    /// Whether the user asked for darker system colours: always `false`.
    public static var isDarkerSystemColorsEnabled: Bool { false }

    /// Says whether a screen reader is running, as a backend that can tell (or a test) knows;
    /// posts ``voiceOverStatusDidChangeNotification`` when the value changes.
    ///
    /// ```swift
    /// UIAccessibility.setVoiceOverRunning(true)   // the app's VoiceOver paths, in a test
    /// ```
    ///
    /// - Parameter isRunning: Whether one is running.
    /// - Note: A Terrarium addition.
    public static func setVoiceOverRunning(_ isRunning: Bool) {
        guard isRunning != _isVoiceOverRunning else { return }
        _isVoiceOverRunning = isRunning
        NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
    }

    /// Says whether the user asked for less motion (a backend reading the user's settings,
    /// or a test); posts ``reduceMotionStatusDidChangeNotification`` when the value changes.
    ///
    /// - Parameter isEnabled: Whether less motion is asked for.
    /// - Note: A Terrarium addition.
    public static func setReduceMotionEnabled(_ isEnabled: Bool) {
        guard isEnabled != _isReduceMotionEnabled else { return }
        _isReduceMotionEnabled = isEnabled
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Converts `rect`, in `view`'s coordinates, to the screen's: through the view's window
    /// and the window's place on its screen.
    ///
    /// ```swift
    /// override var accessibilityFrame: CGRect {
    ///     get { UIAccessibility.convertToScreenCoordinates(thumbRect, in: self) }
    ///     set {}
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in `view`'s coordinates.
    ///   - view: The view; one in no window converts as if its top view were at the screen's
    ///     origin.
    /// - Returns: The rectangle in screen points (``UIScreen/cellSize`` points a terminal cell).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        let inWindow = view.convert(rect, to: nil)
        guard let window = view._window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    private static var _isVoiceOverRunning = false
    private static var _isReduceMotionEnabled = false
}
