import Foundation

/// A block-based observation of a view property, returned by
/// `observe(_:options:changeHandler:)`: it lasts while you keep it, until ``invalidate()``.
///
/// ```swift
/// observation = scrollView.observe(\.contentOffset, options: [.new]) { scrollView, change in
///     print(change.newValue ?? .zero)
/// }
/// ```
///
/// - Note: Foundation on Linux has no key-value observing; Terrarium provides Foundation's
///   type for the view properties listed at ``NSKeyValueObserving``.
@preconcurrency @MainActor
public final class NSKeyValueObservation {
    /// Removes the observation from the view.
    var remove: (() -> Void)?

    init(remove: @escaping () -> Void) { self.remove = remove }

    /// Stops the observation: its handler is not called again.
    public func invalidate() {
        remove?()
        remove = nil
    }
}

/// A change reported to a block-based observation, as Foundation's.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change: ``NSKeyValueChange/setting`` for view properties.
    public let kind: NSKeyValueChange
    /// The value after the change, with ``NSKeyValueObservingOptions/new``; `nil` otherwise
    /// and in a prior notification.
    public let newValue: Value?
    /// The value before the change, with ``NSKeyValueObservingOptions/old``.
    public let oldValue: Value?
    /// The indexes of a to-many change: always `nil` for view properties.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (``NSKeyValueObservingOptions/prior``).
    public let isPrior: Bool
}
