import Foundation

// The appearance proxies' recorded values, and applying them to instances: one mechanism for
// every customisable class. A customisable property's setter calls `_appearanceDidSet(_:)`,
// which records the value on a proxy and marks it set on an instance.

/// An object whose appearance properties can be recorded and applied.
@MainActor
protocol _AppearanceCustomizable: AnyObject {
    var _appearanceState: _AppearanceState? { get set }
}

/// Per object: the rule it is the proxy of, or the properties set on it directly.
@MainActor
final class _AppearanceState {
    /// For a proxy: the rule its properties record into.
    let rule: _AppearanceRule?
    /// For an instance: the properties set on it, which proxies never override.
    var explicitlySet: Set<AnyKeyPath> = []
    /// While a proxy's values are applied, so that they do not count as set directly.
    var isApplying = false
    /// For a bar button item: whether a bar applied the proxies' values to it.
    var wasApplied = false

    init(rule: _AppearanceRule? = nil) { self.rule = rule }
}

/// What one proxy recorded: for instances of `target` inside `containers` (nearest first).
@MainActor
final class _AppearanceRule {
    let target: AnyClass
    let containers: [AnyClass]
    let sequence: Int
    var proxy: AnyObject?
    /// Setters in the order the proxy's properties were last set.
    var setters: [(key: AnyKeyPath, apply: (AnyObject) -> Void)] = []

    init(target: AnyClass, containers: [AnyClass], sequence: Int) {
        self.target = target
        self.containers = containers
        self.sequence = sequence
    }

    func record(_ key: AnyKeyPath, _ apply: @escaping (AnyObject) -> Void) {
        setters.removeAll { $0.key == key }
        setters.append((key, apply))
    }

    /// How many classes above the root `target` is: a subclass's rule beats its superclass's.
    var depth: Int {
        var depth = 0
        var current: AnyClass? = target
        while let type = current, let superclass = _getSuperclass(type) {
            depth += 1
            current = superclass
        }
        return depth
    }
}

@MainActor
enum _AppearanceRegistry {
    static var rules: [_AppearanceRule] = []

    /// The proxy of the rule for `target` in `containers`, made by `make` the first time.
    static func proxy(for target: AnyClass, containers: [AnyClass], make: () -> AnyObject) -> AnyObject {
        if let rule = rules.first(where: { $0.target == target && $0.containers.elementsEqual(containers, by: ==) }),
            let proxy = rule.proxy
        {
            return proxy
        }
        let rule = _AppearanceRule(target: target, containers: containers, sequence: rules.count)
        let proxy = make()
        (proxy as? any _AppearanceCustomizable)?._appearanceState = _AppearanceState(rule: rule)
        rule.proxy = proxy
        rules.append(rule)
        return proxy
    }

    /// A view of exactly `type`, for a proxy: Terrarium's classes with `init(frame:)`, others
    /// with `init(coder:)` (the initializer Swift can call on a class object).
    static func makeView(of type: UIView.Type) -> UIView {
        let known: [(AnyClass, () -> UIView)] = [
            (UIView.self, { UIView(frame: .zero) }), (UINavigationBar.self, { UINavigationBar(frame: .zero) }),
            (UITabBar.self, { UITabBar(frame: .zero) }), (UIPageControl.self, { UIPageControl(frame: .zero) }),
            (UIToolbar.self, { UIToolbar(frame: .zero) }),
        ]
        if let make = known.first(where: { $0.0 == type })?.1 { return make() }
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        if let coder = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData), let view = type.init(coder: coder)
        {
            return view
        }
        fatalError("Terrarium cannot make an appearance proxy of \(type): its init(coder:) returned nil")
    }

    /// The rules that apply to `object` inside `containers` (nearest first), least specific first.
    static func rules(for object: NSObject, containers: [AnyObject]) -> [_AppearanceRule] {
        rules.filter { rule in
            guard object.isKind(of: rule.target) else { return false }
            var remaining = containers[...]
            for type in rule.containers {
                guard let index = remaining.firstIndex(where: { ($0 as? NSObject)?.isKind(of: type) == true }) else {
                    return false
                }
                remaining = remaining[(index + 1)...]
            }
            return true
        }.sorted { ($0.depth, $0.containers.count, $0.sequence) < ($1.depth, $1.containers.count, $1.sequence) }
    }
}

extension _AppearanceCustomizable {
    /// Notes that the property at `keyPath` was set: a proxy records its value for instances;
    /// an instance remembers that proxies must not override it.
    func _appearanceDidSet<Root, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        guard let state = _appearanceState else {
            let state = _AppearanceState()
            state.explicitlySet.insert(keyPath)
            _appearanceState = state
            return
        }
        if let rule = state.rule {
            guard let root = self as? Root else { return }
            let value = root[keyPath: keyPath]
            rule.record(keyPath) { object in (object as? Root)?[keyPath: keyPath] = value }
        } else if !state.isApplying {
            state.explicitlySet.insert(keyPath)
        }
    }

    /// Sets the values the matching proxies recorded, except those set on the object itself.
    func _applyAppearance(containers: [AnyObject]) {
        guard !_AppearanceRegistry.rules.isEmpty, _appearanceState?.rule == nil, let object = self as? NSObject else {
            return
        }
        let rules = _AppearanceRegistry.rules(for: object, containers: containers)
        guard !rules.isEmpty else { return }
        let state = _appearanceState ?? _AppearanceState()
        _appearanceState = state
        state.isApplying = true
        defer { state.isApplying = false }
        for rule in rules {
            for setter in rule.setters where !state.explicitlySet.contains(setter.key) { setter.apply(self) }
        }
    }
}

extension UIView: _AppearanceCustomizable {
    /// The view's containers for appearance rules, nearest first: its superviews and the view
    /// controllers along its responder chain.
    var _appearanceContainers: [AnyObject] {
        var containers: [AnyObject] = []
        var responder = next
        while let current = responder {
            if current is UIView || current is UIViewController { containers.append(current) }
            responder = current.next
        }
        return containers
    }
}

extension UIBarButtonItem: _AppearanceCustomizable {
    /// Applies the proxies' values once, when a bar first shows the item.
    func _applyAppearanceIfNeeded(in bar: UIView) {
        guard _appearanceState?.wasApplied != true, !_AppearanceRegistry.rules.isEmpty else { return }
        _applyAppearance(containers: [bar] + bar._appearanceContainers)
        _appearanceState?.wasApplied = true
    }
}
