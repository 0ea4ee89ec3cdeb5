import Foundation

/// The methods a scroll view's delegate implements to follow scrolling and dragging.
///
/// Every method is optional: the protocol extension gives each an empty default.
///
/// ```swift
/// final class Reader: UIViewController, UIScrollViewDelegate {
///     func scrollViewDidScroll(_ scrollView: UIScrollView) {
///         title = "Line \(Int(scrollView.contentOffset.y) + 1)"
///     }
/// }
/// ```
/// - Note: UIKit declares the methods `@objc optional`; Swift without the Objective-C
///   runtime gives them default implementations instead. A drag let go at speed decelerates
///   as in UIKit (see ``UIScrollView/decelerationRate``); a slow release, or a drag of a
///   scroll indicator's thumb, stops where it was let go.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// Tells the delegate that the content offset changed, however it changed (input, code,
    /// or each frame of an animated scroll).
    func scrollViewDidScroll(_ scrollView: UIScrollView)

    /// Tells the delegate that the scroll view's zoom scale changed.
    ///
    /// - Note: Never called: Terrarium's scroll views do not zoom (text in cells cannot scale).
    func scrollViewDidZoom(_ scrollView: UIScrollView)

    /// Tells the delegate that the user is about to drag the content (or a scroll indicator's
    /// thumb) with the mouse.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

    /// Tells the delegate that a drag is about to end; `targetContentOffset` is where the
    /// content will come to rest, and the delegate may change it.
    ///
    /// - Note: For a drag of the content, the velocity is the pan's at the release, in points
    ///   (cells) per millisecond as in UIKit, positive as the offset grows, and the target is
    ///   UIKit's projection at ``UIScrollView/decelerationRate`` (rounded to whole cells, within
    ///   the content; the current offset after a release slower than 30 cells a second). For a
    ///   drag of a scroll indicator's thumb the velocity is zero and the target the current
    ///   offset. The content decelerates to whatever target the delegate leaves.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)

    /// Tells the delegate that the user let go of a drag.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view that was dragged.
    ///   - decelerate: Whether the content moves on to the drag's target
    ///     (`scrollViewWillBeginDecelerating(_:)` follows); `false` when it is already there.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

    /// Tells the delegate that the content is about to slow down after a drag, right after
    /// `scrollViewDidEndDragging(_:willDecelerate: true)`.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

    /// Tells the delegate that the content came to rest after decelerating. Not called when a
    /// touch, the wheel, a key or code stopped it first.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

    /// Tells the delegate that an animated scroll that code started
    /// (`setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`) finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

    /// Asks the delegate for the view to scale when the user zooms; `nil` (no zooming) by default.
    ///
    /// - Note: Never asked: Terrarium's scroll views do not zoom (text in cells cannot scale).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?

    /// Tells the delegate that zooming of `view` is about to start.
    ///
    /// - Note: Never called: Terrarium's scroll views do not zoom.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)

    /// Tells the delegate that zooming of `view` ended at `scale`.
    ///
    /// - Note: Never called: Terrarium's scroll views do not zoom.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)

    /// Asks the delegate whether the scroll-to-top gesture may scroll the content to its top;
    /// `true` by default.
    ///
    /// - Note: iOS's gesture is a tap on the status bar, which a terminal has not; Terrarium's
    ///   is the Home key pressed in a scroll view that scrolls vertically (and has
    ///   ``UIScrollView/scrollsToTop`` set). Returning `false` leaves the content where it is.
    ///   In a table or collection view Home always moves the keyboard cursor to the first
    ///   item; returning `false` there scrolls only as far as showing it, without
    ///   ``scrollViewDidScrollToTop(_:)``.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool

    /// Tells the delegate that the scroll-to-top gesture (the Home key in Terrarium, see
    /// ``scrollViewShouldScrollToTop(_:)``) scrolled the content to its top.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

    /// Tells the delegate that ``UIScrollView/adjustedContentInset`` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// `nil`: the scroll view does not zoom.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// `true`: the content may scroll to its top.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
