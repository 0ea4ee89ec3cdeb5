import Foundation

/// The on-screen keyboard's notifications and the keys of their `userInfo`.
///
/// iOS code moves content out of the keyboard's way when it is told the keyboard is coming:
///
/// ```swift
/// NotificationCenter.default.addObserver(
///     self, selector: Selector("keyboardWillShow(_:)", Self.keyboardWillShow(_:)),
///     name: UIResponder.keyboardWillShowNotification, object: nil)
///
/// func keyboardWillShow(_ notification: Notification) {
///     guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
///     scrollView.contentInset.bottom = frame.height
/// }
/// ```
///
/// - Note: Terrarium never posts these notifications. A terminal's keyboard is the user's
///   physical keyboard: it takes no room on the screen, so there is nothing to make way for
///   and a text field that becomes first responder leaves every view where it was, as on an
///   iPad with a hardware keyboard and the shortcut bar hidden. Code that observes them
///   compiles and runs, and its handlers are simply never called. The names and keys have
///   UIKit's values, so a test can post a notification of its own to drive such a handler.
extension UIResponder {
    /// Posted before the keyboard appears. Never posted by Terrarium (see the note on this
    /// extension).
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")

    /// Posted after the keyboard appeared. Never posted by Terrarium.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")

    /// Posted before the keyboard disappears. Never posted by Terrarium.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")

    /// Posted after the keyboard disappeared. Never posted by Terrarium.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")

    /// Posted before the keyboard's frame changes. Never posted by Terrarium.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")

    /// Posted after the keyboard's frame changed. Never posted by Terrarium.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The key of the keyboard's frame, in screen coordinates, before the change: a `CGRect`
    /// (an `NSValue` of one in UIKit).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"

    /// The key of the keyboard's frame, in screen coordinates, after the change: a `CGRect`
    /// (an `NSValue` of one in UIKit).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"

    /// The key of the duration of the keyboard's animation, in seconds: a `Double`.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"

    /// The key of the curve of the keyboard's animation: the raw value of a
    /// ``UIView/AnimationCurve``.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"

    /// The key of whether the keyboard belongs to this app (rather than another app on the
    /// same screen): a `Bool`.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
