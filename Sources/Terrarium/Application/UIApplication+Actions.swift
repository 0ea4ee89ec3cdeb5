import Foundation

extension UIApplication {
    /// Sends an action to `target`, or, when `target` is `nil`, along the responder chain
    /// from the first responder until a responder implements it.
    ///
    /// iOS code dismisses the keyboard of whatever text field is being edited this way:
    ///
    /// ```swift
    /// // On iOS: #selector(UIResponder.resignFirstResponder)
    /// UIApplication.shared.sendAction(
    ///     Selector("resignFirstResponder", UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    /// ```
    ///
    /// The chain starts at the key window's first responder. With no first responder it
    /// starts where key presses start: the innermost view controller on the key window's
    /// screen, else the key window (see ``UIWindow/sendEvent(_:)``); with no window at all,
    /// at `sender` if that is a responder, else at the application.
    ///
    /// - Parameters:
    ///   - action: The action's selector; its method takes the sender or nothing.
    ///   - target: The object to send it to, or `nil` to send it along the responder chain.
    ///   - sender: The object sending the action, passed to a method that takes one.
    ///   - event: The event that led to the action, or `nil`.
    /// - Returns: `true` if a responder implemented the action (always, when `target` is
    ///   given); `false` if nothing on the chain did.
    /// - Note: As in UIKit, a `target` that does not implement `action` stops the process
    ///   with "unrecognized selector sent to instance". Terrarium does not pass `event` to the
    ///   action method: a ``Selector``'s method takes the sender or nothing.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            action.perform(on: target as AnyObject, sender: sender as Any)
            return true
        }
        let start: UIResponder =
            keyWindow?._pressResponder ?? UIWindow._visibleWindows.last?._pressResponder
            ?? (sender as? UIResponder) ?? self
        return start._sendAlongResponderChain(action, sender: sender as Any)
    }
}
