import Foundation

/// An animation of one layer property, named by a key path: the base of
/// ``CABasicAnimation`` and ``CAKeyframeAnimation``.
///
/// The key paths Terrarium animates, and the values they take:
///
/// | key path | value |
/// | --- | --- |
/// | `position`, `anchorPoint` (`.x`, `.y`) | `CGPoint` (numbers) |
/// | `bounds` (`.origin`, `.size`, `.origin.x` … `.size.height`) | `CGRect` (`CGPoint`, `CGSize`, numbers) |
/// | `opacity`, `cornerRadius`, `borderWidth`, `zPosition`, `shadowOpacity`, `shadowRadius` | numbers |
/// | `shadowOffset` (`.width`, `.height`) | `CGSize` (numbers) |
/// | `transform`, `sublayerTransform` | `CATransform3D` |
/// | `transform.rotation` (`.x`, `.y`, `.z`), `transform.scale` (`.x`, `.y`, `.z`), `transform.translation.x` (`.y`, `.z`) | numbers |
/// | `transform.translation` | `CGSize` |
/// | `backgroundColor`, `borderColor`, `shadowColor` | `CGColor` |
/// | `hidden`, `masksToBounds` | `Bool` (switches half-way) |
/// | `shadowPath` | `CGPath` |
/// | a shape layer's `path`, `strokeStart`, `strokeEnd`, `lineWidth`, `fillColor`, `strokeColor` | `CGPath`, numbers, `CGColor` |
/// | a gradient layer's `colors`, `locations`, `startPoint`, `endPoint` | `[CGColor]`, `[NSNumber]`, `CGPoint` |
///
/// Numbers may be `CGFloat`, `Double`, `Float`, `Int` or `NSNumber`; points, sizes,
/// rectangles and transforms may also come in `NSValue`s (``Foundation/NSValue/init(cgPoint:)``,
/// ``Foundation/NSValue/init(caTransform3D:)``).
///
/// The transform fields (`transform.rotation.z` and the rest) act on the transform taken
/// apart into translation, rotation (angles about x, then y, then z) and scale: the field is
/// replaced and the transform put back together, so `transform.rotation` to `2 * .pi` turns
/// a full circle where a `transform` animation to the same matrix would not move.
///
/// - Note: An unknown key path, or values that cannot be read as the property's kind,
///   animate nothing; the animation still runs its time and tells its delegate. On a view's
///   layer a `bounds.size` animation moves the view's edges (its background, border and
///   the cells it owns) while what its `draw(_:)` drew keeps the model size, where Core
///   Animation would stretch the drawing; a terminal cannot stretch text.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// Creates an animation of the property at a key path.
    ///
    /// - Parameter path: The key path, such as `"position"` or `"transform.scale"`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The key path of the animated property, relative to the layer.
    open var keyPath: String?

    /// Whether the animation's values are added to the property's value instead of replacing
    /// it (for a transform: applied before it); `false` by default.
    open var isAdditive = false

    /// Whether each repeat starts where the previous one ended instead of from the first
    /// value; `false` by default.
    open var isCumulative = false

    /// A function that turns the animation's numbers into the transform it animates
    /// (``CAValueFunction``); `nil` by default.
    open var valueFunction: CAValueFunction?

    override func _copyState(from other: CAAnimation) {
        super._copyState(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    /// The key path, parsed.
    var _path: _KeyPath? { keyPath.flatMap(_KeyPath.init) }

    override var _animatedKeys: Set<String> {
        guard let path = _path else { return [] }
        return [path.root]
    }

    override func _apply(at parentTime: Double, defaultDuration: Double, to values: inout _AnimatedValues) {
        guard let path = _path, values.includes(path.root) else { return }
        let duration = _duration(default: defaultDuration)
        guard let point = _timing.point(at: parentTime, duration: duration),
            let current = values.current(at: path)
        else { return }
        // With a value function the animation's values are numbers, whatever the property is.
        let template = valueFunction?._neutral ?? current
        guard var value = _value(at: point, duration: duration, template: template, current: template) else {
            return
        }
        if let function = valueFunction {
            guard let transform = function._transform(value) else { return }
            value = .transform(transform)
        }
        values.set(value, at: path, additive: isAdditive)
    }

    /// The value at a point of the animation's time, or `nil` when its values cannot be read
    /// as `template`'s kind. `current` is the property's value beneath this animation.
    func _value(
        at point: _MediaTiming.Point, duration: Double, template: _LayerValue, current: _LayerValue
    ) -> _LayerValue? {
        nil
    }

    /// Progress for a point of the animation's time: its timing function at the fraction.
    func _progress(_ point: _MediaTiming.Point, duration: Double) -> Double {
        timingFunction?._progress(point.fraction) ?? point.fraction
    }

    /// The value a repeat of a cumulative animation adds: `iteration` times the distance from
    /// its first value to its last.
    func _cumulativeOffset(from start: _LayerValue, to end: _LayerValue, iteration: Int) -> _LayerValue? {
        guard isCumulative, iteration > 0 else { return nil }
        return end.subtracting(start).repeated(iteration)
    }
}

/// A key path as the property it starts with and the parts of that property's value it
/// names: `bounds.origin.y` is `bounds`, then `origin`, `y`.
struct _KeyPath: Equatable {
    let root: String
    let components: ArraySlice<String>

    init?(_ keyPath: String) {
        let parts = keyPath.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        switch first {
        case "isHidden": root = "hidden"
        case "isDoubleSided": root = "doubleSided"
        default: root = first
        }
        components = parts.dropFirst()
    }
}

/// The layer values an evaluation of animations builds up: each animation reads the value
/// beneath it (the model's, or what earlier animations made of it) and writes its own.
struct _AnimatedValues {
    /// Values animations have written, by property.
    var values: [String: _LayerValue] = [:]
    /// The value of a property before any animation.
    let base: (String) -> _LayerValue?
    /// The properties wanted; `nil` for all.
    let wanted: Set<String>?

    init(wanted: Set<String>?, base: @escaping (String) -> _LayerValue?) {
        self.wanted = wanted
        self.base = base
    }

    func includes(_ root: String) -> Bool {
        wanted?.contains(root) ?? true
    }

    /// The value beneath the animation being applied.
    func current(at path: _KeyPath) -> _LayerValue? {
        guard let value = values[path.root] ?? base(path.root) else { return nil }
        return value.component(path.components)
    }

    /// Writes an animation's value: it replaces the part the key path names or, for an
    /// additive animation, is added to it.
    mutating func set(_ value: _LayerValue, at path: _KeyPath, additive: Bool) {
        guard let whole = values[path.root] ?? base(path.root) else { return }
        var value = value
        if additive, let part = whole.component(path.components) { value = part.adding(value) }
        if let changed = whole.settingComponent(path.components, to: value) { values[path.root] = changed }
    }
}
