import Foundation

/// The methods a text view calls on its delegate to ask about and report editing; it is
/// also the text view's scroll view delegate.
///
/// Every method is optional.
///
/// ```swift
/// extension NotesViewController: UITextViewDelegate {
///     func textViewDidChange(_ textView: UITextView) { save(textView.text) }
/// }
/// ```
///
/// - Note: UIKit redeclares `delegate` on `UITextView` with this type; Swift cannot, so
///   ``UITextView`` keeps the scroll view's `delegate` property and calls these methods
///   when the object set there adopts this protocol.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asks whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Asks whether editing may end.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Tells the delegate that editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Tells the delegate that editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asks whether the text in `range` (UTF-16 units) may be replaced with `text`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Tells the delegate that the user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// Tells the delegate that the selection or insertion point moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Returns `true`.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Returns `true`.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Returns `true`.
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
