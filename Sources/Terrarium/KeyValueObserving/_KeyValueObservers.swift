import Foundation

/// A view's key-value observers, made when the first one registers.
@MainActor
final class _KeyValueObservers {
    struct Entry {
        /// The observer registered by name (`addObserver(_:forKeyPath:options:context:)`).
        weak var observer: (any NSKeyValueObserving)?
        /// Who registered by name, to find the registration when it is removed while the
        /// observer is being deinitialized (its weak reference is already `nil` then: a view
        /// observing itself removes the observation in its `deinit`, as UIKit requires).
        var observerID: ObjectIdentifier?
        /// The block-based observation's token, and its handler.
        weak var observation: NSKeyValueObservation?
        var handler: (@MainActor (_ old: Any?, _ new: Any?, _ isPrior: Bool) -> Void)?
        /// The key as registered (`"isHidden"` and `"hidden"` name one property).
        var keyPath: String
        /// The property's canonical key: `"hidden"` for both.
        var key: String
        var options: NSKeyValueObservingOptions
        var context: UnsafeMutableRawPointer?

        var isAlive: Bool { handler == nil ? observer != nil : observation != nil }
    }

    var entries: [Entry] = []

    /// Whether anyone observes `key`.
    func observes(_ key: String) -> Bool { entries.contains { $0.key == key } }

    /// Tells the observers of `key` that it is about to change from `old` (those that asked
    /// for `.prior`), or that it changed from `old` to `new`.
    func notify(_ view: UIView, key: String, old: Any, new: Any?, isPrior: Bool) {
        entries.removeAll { !$0.isAlive }
        for entry in entries where entry.key == key {
            if isPrior && !entry.options.contains(.prior) { continue }
            send(entry, view: view, old: old, new: new, isPrior: isPrior)
        }
    }

    func send(_ entry: Entry, view: UIView, old: Any?, new: Any?, isPrior: Bool) {
        if let handler = entry.handler {
            handler(entry.options.contains(.old) ? old : nil, entry.options.contains(.new) && !isPrior ? new : nil, isPrior)
            return
        }
        guard let observer = entry.observer else { return }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
        if isPrior { change[.notificationIsPriorKey] = true }
        if entry.options.contains(.old), let old { change[.oldKey] = old }
        if entry.options.contains(.new), !isPrior, let new { change[.newKey] = new }
        observer.observeValue(forKeyPath: entry.keyPath, of: view, change: change, context: entry.context)
    }
}
