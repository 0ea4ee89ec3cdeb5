import Foundation

/// An object told when a view property it observes by name changes: what UIKit code does
/// with `addObserver(_:forKeyPath:options:context:)` and an override of
/// `observeValue(forKeyPath:of:change:context:)`.
///
/// Every responder (views, view controllers) is an observer, as every `NSObject` is on iOS,
/// so a view controller's override compiles unchanged:
///
/// ```swift
/// final class PagerViewController: UIViewController {
///     let scrollView = UIScrollView()
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new], context: nil)
///     }
///
///     override func observeValue(
///         forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
///         context: UnsafeMutableRawPointer?
///     ) {
///         guard keyPath == "contentOffset", let offset = change?[.newKey] as? CGPoint else { return }
///         print(offset)
///     }
/// }
/// ```
///
/// The observable keys are a view's `frame`, `bounds`, `center`, `alpha` and `hidden` (or
/// `isHidden`), and a scroll view's `contentOffset` and `contentSize`; the values in the
/// change dictionary are `CGRect`, `CGPoint`, `CGFloat`, `Bool` and `CGSize`.
///
/// - Note: Foundation on Linux has no key-value observing; Terrarium provides it for the view
///   properties UIKit code observes. An observer fires when the value changes, however it
///   changes (a frame set through `center`, an offset scrolled by the wheel or a drag),
///   and not when a property is set to the value it has (UIKit, which fires around each call
///   of the setter, would). Other classes that observe views (an `NSObject` subclass on
///   iOS) conform to this protocol and implement the method without `override`; the port
///   command makes that change.
@preconcurrency @MainActor
public protocol NSKeyValueObserving: AnyObject {
    /// Tells the observer that the property at `keyPath` of `object` changed.
    ///
    /// - Parameters:
    ///   - keyPath: The key path the observer registered with (`"contentOffset"`).
    ///   - object: The observed view.
    ///   - change: The change: ``NSKeyValueChangeKey/kindKey`` always, and the values the
    ///     options asked for.
    ///   - context: The context the observer registered with.
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?)
}

extension UIResponder: NSKeyValueObserving {}
