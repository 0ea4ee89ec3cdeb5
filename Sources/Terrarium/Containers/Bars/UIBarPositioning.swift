import Foundation

/// Where a bar sits in its window, which on iOS decides whether its background extends
/// under the status bar.
///
/// - Note: Terrarium draws no status bar, so the position changes nothing that is drawn; it
///   is kept so that delegates that answer it compile and are asked.
public enum UIBarPosition: Int, Sendable {
    /// Unspecified.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background reaching up under the status bar.
    case topAttached = 3
}

/// A bar that has a position: ``UINavigationBar`` and ``UISearchBar`` in UIKit.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// The bar's position.
    var barPosition: UIBarPosition { get }
}

/// The method a bar asks its delegate for its position.
///
/// ```swift
/// func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
/// ```
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// The position of `bar`; ``UIBarPosition/any`` by default.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// ``UIBarPosition/any``.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

extension UINavigationBar: UIBarPositioning {
    /// The bar's position: ``UIBarPosition/top`` for a navigation controller's bar, else what
    /// its delegate answers (``UIBarPosition/any`` without one).
    ///
    /// - Note: Nothing is drawn differently for ``UIBarPosition/topAttached``: Terrarium
    ///   draws no status bar for a bar to reach under.
    public var barPosition: UIBarPosition {
        if _navigationController != nil { return .top }
        return delegate?.position(for: self) ?? .any
    }
}
