import Foundation

/// The observers registered with a selector, by observer, so that `removeObserver(_:)` finds
/// the tokens Foundation's block-based registration returned.
private final class _SelectorObservers: @unchecked Sendable {
    static let shared = _SelectorObservers()
    private let lock = NSLock()
    private var tokens: [ObjectIdentifier: [(token: any NSObjectProtocol, name: Notification.Name?, object: ObjectIdentifier?)]] = [:]

    func add(_ token: any NSObjectProtocol, observer: ObjectIdentifier, name: Notification.Name?, object: ObjectIdentifier?) {
        lock.withLock { tokens[observer, default: []].append((token, name, object)) }
    }

    /// Removes and returns the observer's tokens for `name` and `object` (all when `nil`).
    func remove(observer: ObjectIdentifier, name: Notification.Name?, object: ObjectIdentifier?) -> [any NSObjectProtocol] {
        lock.withLock {
            guard let registered = tokens[observer] else { return [] }
            let matches: (Int) -> Bool = { index in
                (name == nil || registered[index].name == name) && (object == nil || registered[index].object == object)
            }
            let removed = registered.indices.filter(matches).map { registered[$0].token }
            let kept = registered.indices.filter { !matches($0) }.map { registered[$0] }
            tokens[observer] = kept.isEmpty ? nil : kept
            return removed
        }
    }
}

extension NotificationCenter {
    /// Registers `observer` to receive `aSelector` with each notification named `aName` from
    /// `anObject` (any name, any object, when `nil`); the method takes the `Notification` or
    /// nothing.
    ///
    /// ```swift
    /// // On iOS: #selector(keyboardWillShow(_:))
    /// NotificationCenter.default.addObserver(
    ///     self, selector: Selector("keyboardWillShow(_:)", Self.keyboardWillShow(_:)),
    ///     name: UIResponder.keyboardWillShowNotification, object: nil)
    /// ```
    ///
    /// The observer is held weakly, and one that goes away stops receiving, as on iOS 9 and
    /// later; ``removeObserver(_:)`` and ``removeObserver(_:name:object:)`` unregister it.
    ///
    /// - Parameters:
    ///   - observer: The object to send the selector to.
    ///   - aSelector: The method, as a ``Selector``.
    ///   - aName: The notification's name, or `nil` for every notification.
    ///   - anObject: The object whose notifications to receive, or `nil` for any sender's.
    /// - Note: Foundation on Linux has no selectors; this registers a block with Foundation's
    ///   `addObserver(forName:object:queue:using:)` that sends the selector. The selector's
    ///   method runs on the main actor, so post such notifications from it (the main thread),
    ///   as UIKit code does.
    @preconcurrency @MainActor
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        let target = observer as AnyObject
        nonisolated(unsafe) weak let weakTarget = target
        let selector = aSelector
        let observerID = ObjectIdentifier(target)
        let objectID = anObject.map { ObjectIdentifier($0 as AnyObject) }
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated {
                guard let target = weakTarget else { return }
                selector.perform(on: target, sender: notification)
            }
        }
        _SelectorObservers.shared.add(token, observer: observerID, name: aName, object: objectID)
    }

    /// Unregisters `observer`: its selector registrations, and Foundation's own for it (a
    /// token from `addObserver(forName:object:queue:using:)` included).
    ///
    /// - Parameter observer: The observer.
    public func removeObserver(_ observer: AnyObject) {
        for token in _SelectorObservers.shared.remove(observer: ObjectIdentifier(observer), name: nil, object: nil) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Unregisters `observer` for notifications named `aName` from `anObject` (any, when `nil`).
    ///
    /// - Parameters:
    ///   - observer: The observer.
    ///   - aName: The name to stop receiving, or `nil` for all.
    ///   - anObject: The sender to stop receiving from, or `nil` for all.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        let objectID = anObject.map { ObjectIdentifier($0 as AnyObject) }
        for token in _SelectorObservers.shared.remove(observer: ObjectIdentifier(observer), name: aName, object: objectID) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}
