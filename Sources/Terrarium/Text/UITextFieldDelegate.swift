import Foundation

/// The methods a text field calls on its delegate to ask about and report editing.
///
/// Every method is optional. The order while editing, as in UIKit:
/// ``textFieldShouldBeginEditing(_:)`` → ``textFieldDidBeginEditing(_:)`` →
/// (each typed key, paste or deletion) ``textField(_:shouldChangeCharactersIn:replacementString:)``
/// → ``textFieldDidChangeSelection(_:)`` → Return: ``textFieldShouldReturn(_:)`` → leaving:
/// ``textFieldShouldEndEditing(_:)`` → ``textFieldDidEndEditing(_:reason:)``.
///
/// ```swift
/// extension SignUpViewController: UITextFieldDelegate {
///     func textField(
///         _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
///     ) -> Bool {
///         string.allSatisfy(\.isNumber)   // digits only
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Asks whether editing may begin; `false` keeps the field from becoming first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Tells the delegate that the field became first responder and is editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asks whether editing may end; `false` keeps the field first responder.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Tells the delegate that editing ended. Called by the default
    /// ``textFieldDidEndEditing(_:reason:)``.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Tells the delegate that editing ended, and why.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Asks whether the characters in `range` (UTF-16 units of the current text, as in
    /// UIKit) may be replaced with `string`: empty for a deletion.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// Tells the delegate that the selection or insertion point moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asks whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Asks whether Return should do its default: send `.primaryActionTriggered` and
    /// `.editingDidEndOnExit`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Returns `true`.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Returns `true`.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``, as UIKit does for delegates without this method.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Returns `true`.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Returns `true`.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Returns `true`.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
