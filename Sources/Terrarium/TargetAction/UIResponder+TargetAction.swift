import Foundation

extension UIResponder {
    /// Sends `action` to the first responder on the chain from `self` that implements it;
    /// whether one did. What a target-action pair with a `nil` target does in UIKit, where
    /// the chain starts at the first responder (``UIControl`` starts there when its window
    /// has one).
    @discardableResult
    func _sendAlongResponderChain(_ action: Selector, sender: Any) -> Bool {
        var responder: UIResponder? = self
        while let current = responder {
            if action._send(to: current, sender: sender) { return true }
            responder = current.next
        }
        return false
    }
}
