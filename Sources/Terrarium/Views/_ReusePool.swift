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
    /// How a new view for an identifier is made.
    enum Registration {
        /// A registered class, made through its registration initializer.
        case type(View.Type)
        /// A storyboard's prototype, made anew from the file each time (UIKit's cell nib);
        /// `nil` once it can no longer be made.
        case prototype(@MainActor () -> View?)
    }

    private var registrations: [String: Registration] = [:]
    private var pooled: [String: [View]] = [:]

    /// Registers `type` for `identifier`, replacing what was registered; `nil` removes the
    /// registration.
    mutating func register(_ type: View.Type?, for identifier: String) {
        registrations[identifier] = type.map { .type($0) }
    }

    /// Registers a storyboard prototype for `identifier`, replacing what was registered, as
    /// registering a nib does in UIKit.
    mutating func registerPrototype(for identifier: String, _ make: @escaping @MainActor () -> View?) {
        registrations[identifier] = .prototype(make)
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
        switch registrations[identifier] {
        case .type(let type): return type.init(_registeredWithReuseIdentifier: identifier)
        case .prototype(let make): return make()
        case nil: return nil
        }
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
