import Foundation

// The reuse queue that table and collection views share: the classes registered per
// identifier, and views that scrolled away waiting to be handed out again.

/// A view a table or collection view makes from a registered class and reuses.
@MainActor
protocol _ReusableView: UIView {
    /// Makes a view of the registered class for `reuseIdentifier`.
    init(_registeredWithReuseIdentifier reuseIdentifier: String)
    /// The identifier the view is reused under.
    var reuseIdentifier: String? { get }
    /// Readies the view for another index path.
    func prepareForReuse()
}

/// Registered classes and pooled views of one kind, by reuse identifier.
@MainActor
struct _ReusePool<View: _ReusableView> {
    private(set) var classes: [String: View.Type] = [:]
    private var pooled: [String: [View]] = [:]

    /// Registers `type` for `identifier`; `nil` removes the registration.
    mutating func register(_ type: View.Type?, for identifier: String) {
        classes[identifier] = type
    }

    /// A pooled view for `identifier` after its `prepareForReuse()`, or `nil`.
    mutating func dequeuePooled(_ identifier: String) -> View? {
        guard var pool = pooled[identifier], let view = pool.popLast() else { return nil }
        pooled[identifier] = pool
        view.prepareForReuse()
        return view
    }

    /// A pooled view, or a new one of the registered class, or `nil` when there is neither.
    mutating func dequeue(_ identifier: String) -> View? {
        if let view = dequeuePooled(identifier) { return view }
        return classes[identifier].map { $0.init(_registeredWithReuseIdentifier: identifier) }
    }

    /// Puts a view that left the screen into the pool of its identifier; views without one
    /// are dropped.
    mutating func enqueue(_ view: View) {
        guard let identifier = view.reuseIdentifier else { return }
        pooled[identifier, default: []].append(view)
    }

    /// The number of views waiting in the pools.
    var pooledCount: Int { pooled.values.reduce(0) { $0 + $1.count } }
}
