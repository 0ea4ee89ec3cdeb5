import Foundation

/// The methods a gesture recognizer's delegate implements to fine-tune how it recognizes
/// beside other recognizers: whether it may begin, whether it receives a touch, whether it
/// recognizes together with another, and which failures it waits for. Every method is
/// optional; the defaults are UIKit's.
///
/// ```swift
/// extension DrawerController: UIGestureRecognizerDelegate {
///     func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
///         !isAnimating
///     }
///
///     func gestureRecognizer(
///         _ gestureRecognizer: UIGestureRecognizer,
///         shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
///     ) -> Bool {
///         otherGestureRecognizer is UIPanGestureRecognizer
///     }
/// }
/// ```
///
/// - Note: UIKit declares the methods `@objc optional`; Swift without the Objective-C
///   runtime gives them default implementations instead, which return UIKit's defaults.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asks whether the recognizer may leave `.possible` for `.began` (or recognize, if it is
    /// discrete). Returning `false` makes it fail. `true` by default.
    ///
    /// - Parameter gestureRecognizer: The recognizer about to recognize.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Asks whether the recognizer and `otherGestureRecognizer` may recognize at the same
    /// time. Either recognizer's delegate answering `true` is enough. `false` by default:
    /// the first to recognize makes the other fail.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer whose delegate is asked.
    ///   - otherGestureRecognizer: The other recognizer.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Asks whether the recognizer must wait for `otherGestureRecognizer` to fail before it
    /// recognizes: a failure requirement set up lazily, like ``UIGestureRecognizer/require(toFail:)``.
    /// `false` by default.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer that would wait.
    ///   - otherGestureRecognizer: The recognizer that would have to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Asks whether `otherGestureRecognizer` must wait for the recognizer to fail before it
    /// recognizes. `false` by default.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer that would have to fail.
    ///   - otherGestureRecognizer: The recognizer that would wait.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Asks whether the recognizer receives `touch`, before its `touchesBegan(_:with:)`.
    /// A recognizer that does not receive a touch never sees it, and does not hold it back
    /// from the view. `true` by default.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - touch: A touch that began in the recognizer's view or one of its subviews.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool

    /// Asks whether the recognizer receives `event` at all, before any of its touches.
    /// `true` by default.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - event: The event whose touches began in the recognizer's view or one of its subviews.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// `true`: the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// `false`: the first recognizer to recognize makes the other fail.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    /// `false`: no failure requirement.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    /// `false`: no failure requirement.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    /// `true`: the recognizer receives the touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }

    /// `true`: the recognizer receives the event.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        true
    }
}
