import Foundation

extension UIView {
    /// The key of the property `keyPath` names, if Terrarium can observe it on this view:
    /// `"hidden"` for `"isHidden"`.
    func _observableKey(_ keyPath: String) -> String? {
        switch keyPath {
        case "frame", "bounds", "center", "alpha": keyPath
        case "hidden", "isHidden": "hidden"
        case "contentOffset", "contentSize": self is UIScrollView ? keyPath : nil
        default: nil
        }
    }

    /// A scroll view's key on a view that is none (a library observing `contentOffset` on a
    /// child controller's view, which is a scroll view only for table controllers): UIKit's
    /// key-value observing registers it and, as nothing changes it, never calls the observer;
    /// so does Terrarium. With ``NSKeyValueObservingOptions/initial`` UIKit would read the
    /// value at once and raise, for the view is not key-value coding compliant for it.
    func _neverChangingKey(_ keyPath: String, options: NSKeyValueObservingOptions) -> String? {
        guard keyPath == "contentOffset" || keyPath == "contentSize", !(self is UIScrollView) else { return nil }
        guard !options.contains(.initial) else {
            _terminate(
                uncaughtException: "NSUnknownKeyException",
                reason: "[\(self) valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(keyPath).")
        }
        return "_never:" + keyPath
    }

    /// The current value of the observable property `key`.
    func _observedValue(_ key: String) -> Any {
        switch key {
        case "frame": frame
        case "bounds": bounds
        case "center": center
        case "alpha": alpha
        case "hidden": isHidden
        case "contentOffset": (self as? UIScrollView)?.contentOffset ?? .zero
        case "contentSize": (self as? UIScrollView)?.contentSize ?? .zero
        default: preconditionFailure("not an observable key: \(key)")
        }
    }

    /// Registers `observer` to be told, through its `observeValue(forKeyPath:of:change:context:)`,
    /// when the property at `keyPath` changes.
    ///
    /// ```swift
    /// scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - observer: The observer, held weakly (an observer that goes away is dropped).
    ///   - keyPath: `frame`, `bounds`, `center`, `alpha`, `hidden` (or `isHidden`), and on a
    ///     scroll view `contentOffset` or `contentSize`.
    ///   - options: What the change carries; ``NSKeyValueObservingOptions/initial`` tells the
    ///     observer at once.
    ///   - context: A value passed back to the observer, to tell its registrations apart.
    /// - Note: Foundation on Linux has no key-value observing: this is Terrarium's, for the
    ///   properties above. Another key path stops the process, as UIKit raises for a key
    ///   that is not key-value coding compliant.
    public func addObserver(
        _ observer: any NSKeyValueObserving, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        guard let key = _observableKey(keyPath) ?? _neverChangingKey(keyPath, options: options) else {
            preconditionFailure(
                "\(self) cannot be observed for the key path \"\(keyPath)\": Terrarium observes frame, bounds, "
                    + "center, alpha, hidden and isHidden, and a scroll view's contentOffset and contentSize")
        }
        let observers = _keyValueObservers ?? _KeyValueObservers()
        _keyValueObservers = observers
        let entry = _KeyValueObservers.Entry(
            observer: observer, observerID: ObjectIdentifier(observer), observation: nil, handler: nil, keyPath: keyPath,
            key: key, options: options, context: context)
        observers.entries.append(entry)
        if options.contains(.initial) {
            observers.send(entry, view: self, old: nil, new: _observedValue(key), isPrior: false)
        }
    }

    /// Stops `observer` observing `keyPath` (its most recent registration for it).
    ///
    /// - Note: As in UIKit, removing an observer that is not registered for `keyPath` stops
    ///   the process.
    public func removeObserver(_ observer: any NSKeyValueObserving, forKeyPath keyPath: String) {
        _removeObserver(observer, forKeyPath: keyPath, context: nil, matchingContext: false)
    }

    /// Stops `observer` observing `keyPath` with `context`.
    ///
    /// - Note: As in UIKit, removing an observer that is not registered stops the process.
    public func removeObserver(
        _ observer: any NSKeyValueObserving, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
    ) {
        _removeObserver(observer, forKeyPath: keyPath, context: context, matchingContext: true)
    }

    private func _removeObserver(
        _ observer: any NSKeyValueObserving, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?,
        matchingContext: Bool
    ) {
        guard
            let index = _keyValueObservers?.entries.lastIndex(where: {
                $0.handler == nil && $0.observerID == ObjectIdentifier(observer) && $0.keyPath == keyPath
                    && (!matchingContext || $0.context == context)
            })
        else {
            preconditionFailure(
                "Cannot remove an observer \(observer) for the key path \"\(keyPath)\" from \(self) because it is "
                    + "not registered as an observer.")
        }
        _keyValueObservers?.entries.remove(at: index)
    }

    /// Registers a block-based observation of `key`, which calls `handler` with the old and
    /// new values.
    func _observe(
        key: String, options: NSKeyValueObservingOptions,
        handler: @escaping @MainActor (_ old: Any?, _ new: Any?, _ isPrior: Bool) -> Void
    ) -> NSKeyValueObservation {
        let observers = _keyValueObservers ?? _KeyValueObservers()
        _keyValueObservers = observers
        let token = NSKeyValueObservation(remove: {})
        token.remove = { [weak observers, weak token] in
            observers?.entries.removeAll { $0.handler != nil && ($0.observation == nil || $0.observation === token) }
        }
        let entry = _KeyValueObservers.Entry(
            observer: nil, observation: token, handler: handler, keyPath: key, key: key, options: options, context: nil)
        observers.entries.append(entry)
        if options.contains(.initial) {
            observers.send(entry, view: self, old: nil, new: _observedValue(key), isPrior: false)
        }
        return token
    }

    // MARK: Hooks (called by the stored properties' observers when someone observes)

    /// Tells observers of `keys` before or after a change; `old` are the values before.
    func _keyValueChange(_ keys: [String], old: [Any], isPrior: Bool) {
        guard let observers = _keyValueObservers else { return }
        for (key, old) in zip(keys, old) where observers.observes(key) {
            observers.notify(self, key: key, old: old, new: isPrior ? nil : _observedValue(key), isPrior: isPrior)
        }
    }

    /// The observable keys a frame change from `old` to `new` changes, with their old values.
    func _frameKeys(from old: CGRect, to new: CGRect) -> (keys: [String], old: [Any]) {
        var keys: [String] = []
        var values: [Any] = []
        guard old != new else { return ([], []) }
        keys.append("frame")
        values.append(old)
        if CGPoint(x: old.midX, y: old.midY) != CGPoint(x: new.midX, y: new.midY) {
            keys.append("center")
            values.append(CGPoint(x: old.midX, y: old.midY))
        }
        if old.size != new.size {
            keys.append("bounds")
            values.append(CGRect(origin: _boundsOrigin, size: old.size))
        }
        return (keys, values)
    }

    func _frameWillChange(to new: CGRect) {
        let change = _frameKeys(from: _frame, to: new)
        _keyValueChange(change.keys, old: change.old, isPrior: true)
    }

    func _frameDidChange(from old: CGRect) {
        let change = _frameKeys(from: old, to: _frame)
        _keyValueChange(change.keys, old: change.old, isPrior: false)
    }

    /// The observable keys a bounds origin change changes: `bounds`, and `contentOffset` on a
    /// scroll view.
    func _boundsOriginKeys(_ origin: CGPoint) -> (keys: [String], old: [Any]) {
        let bounds = CGRect(origin: origin, size: _frame.size)
        return self is UIScrollView ? (["bounds", "contentOffset"], [bounds, origin]) : (["bounds"], [bounds])
    }

    func _boundsOriginWillChange(to new: CGPoint) {
        guard new != _boundsOrigin else { return }
        let change = _boundsOriginKeys(_boundsOrigin)
        _keyValueChange(change.keys, old: change.old, isPrior: true)
    }

    func _boundsOriginDidChange(from old: CGPoint) {
        guard old != _boundsOrigin else { return }
        let change = _boundsOriginKeys(old)
        _keyValueChange(change.keys, old: change.old, isPrior: false)
    }

    /// Tells observers of `key` that it will change or changed from `old` to `new`, when it does.
    func _valueWillChange<Value: Equatable>(_ key: String, from old: Value, to new: Value) {
        if old != new { _keyValueChange([key], old: [old], isPrior: true) }
    }

    func _valueDidChange<Value: Equatable>(_ key: String, from old: Value, to new: Value) {
        if old != new { _keyValueChange([key], old: [old], isPrior: false) }
    }
}

/// The views whose properties a block can observe (every `UIView`): what gives
/// `observe(_:options:changeHandler:)` its `Self`-typed key path and handler, as Foundation's
/// `_KeyValueCodingAndObserving` does for `NSObject`.
public protocol _KeyValueObservingView: UIView {}

extension UIView: _KeyValueObservingView {}

extension _KeyValueObservingView {
    /// Calls `changeHandler` when the property at `keyPath` changes, while the returned
    /// observation is kept (or until it is invalidated).
    ///
    /// ```swift
    /// observation = view.observe(\.frame, options: [.old, .new]) { view, change in
    ///     print(change.oldValue ?? .zero, "→", change.newValue ?? .zero)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: `\.frame`, `\.bounds`, `\.center`, `\.alpha` or `\.isHidden`.
    ///   - options: What the change carries; ``NSKeyValueObservingOptions/initial`` calls the
    ///     handler at once.
    ///   - changeHandler: Called with the view and the change.
    /// - Note: Foundation on Linux has no key-value observing: Terrarium's observes the view
    ///   properties above (a scroll view adds `\.contentOffset` and `\.contentSize`); another
    ///   key path stops the process.
    @preconcurrency @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let keys: [AnyKeyPath: String] = [
            \Self.frame: "frame", \Self.bounds: "bounds", \Self.center: "center", \Self.alpha: "alpha",
            \Self.isHidden: "hidden",
        ]
        return _observe(keyPath, key: keys[keyPath], options: options, changeHandler: changeHandler)
    }

    @MainActor
    func _observe<Value>(
        _ keyPath: KeyPath<Self, Value>, key: String?, options: NSKeyValueObservingOptions,
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        guard let key else {
            preconditionFailure(
                "\(self) cannot be observed at \(keyPath): Terrarium observes frame, bounds, center, alpha and "
                    + "isHidden, and a scroll view's contentOffset and contentSize")
        }
        return _observe(key: key, options: options) { [weak self] old, new, isPrior in
            guard let self else { return }
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: new as? Value, oldValue: old as? Value, indexes: nil, isPrior: isPrior))
        }
    }
}

extension _KeyValueObservingView where Self: UIScrollView {
    /// Calls `changeHandler` when the property at `keyPath` changes, while the returned
    /// observation is kept (or until it is invalidated): a scroll view's `\.contentOffset`
    /// and `\.contentSize` besides a view's properties.
    ///
    /// ```swift
    /// observation = scrollView.observe(\.contentOffset, options: [.new]) { scrollView, change in
    ///     print(change.newValue ?? .zero)
    /// }
    /// ```
    ///
    /// - Note: Foundation on Linux has no key-value observing; see the view's
    ///   `observe(_:options:changeHandler:)`.
    @preconcurrency @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let keys: [AnyKeyPath: String] = [
            \Self.frame: "frame", \Self.bounds: "bounds", \Self.center: "center", \Self.alpha: "alpha",
            \Self.isHidden: "hidden", \Self.contentOffset: "contentOffset", \Self.contentSize: "contentSize",
        ]
        return _observe(keyPath, key: keys[keyPath], options: options, changeHandler: changeHandler)
    }
}
