import Foundation

/// An animation of a layer property from one value to another.
///
/// ```swift
/// let slide = CABasicAnimation(keyPath: "position.x")
/// slide.fromValue = 0
/// slide.toValue = 80
/// slide.duration = 0.5
/// slide.timingFunction = CAMediaTimingFunction(name: .easeOut)
/// card.layer.add(slide, forKey: "slide")
/// card.layer.position.x = 80     // the model value: what shows once the animation ends
/// ```
///
/// Which values it moves between, as Core Animation documents (the "current" value is the
/// property's value beneath the animation, as the layer would show it without this one):
///
/// | set | from | to |
/// | --- | --- | --- |
/// | `fromValue`, `toValue` | `fromValue` | `toValue` |
/// | `fromValue`, `byValue` | `fromValue` | `fromValue + byValue` |
/// | `byValue`, `toValue` | `toValue - byValue` | `toValue` |
/// | `fromValue` | `fromValue` | current |
/// | `toValue` | current | `toValue` |
/// | `byValue` | current | current + `byValue` |
/// | none | current | current |
///
/// With ``CAPropertyAnimation/isAdditive`` the values are added to the current value, and a
/// missing value counts as zero (the identity for a transform).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value it starts from (see the type's table); `nil` by default.
    open var fromValue: Any?
    /// The value it ends at (see the type's table); `nil` by default.
    open var toValue: Any?
    /// How far it moves (see the type's table); `nil` by default.
    open var byValue: Any?

    override func _copyState(from other: CAAnimation) {
        super._copyState(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    /// The two values it moves between, given the value beneath it.
    func _endpoints(template: _LayerValue, current: _LayerValue) -> (from: _LayerValue, to: _LayerValue)? {
        func read(_ any: Any?) -> _LayerValue?? {
            guard let any else { return .some(nil) }
            guard let value = _LayerValue(any, like: template) else { return nil }
            return .some(value)
        }
        guard let from = read(fromValue), let to = read(toValue), let by = read(byValue) else { return nil }
        let here = isAdditive ? template.neutral : current
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return (from, here)
        case let (nil, to?, nil): return (here, to)
        case let (nil, nil, by?): return (here, here.adding(by))
        case (nil, nil, nil): return (here, here)
        }
    }

    override func _value(
        at point: _MediaTiming.Point, duration: Double, template: _LayerValue, current: _LayerValue
    ) -> _LayerValue? {
        guard let (from, to) = _endpoints(template: template, current: current) else { return nil }
        let value = from.interpolated(to: to, fraction: _progress(point, duration: duration))
        if let offset = _cumulativeOffset(from: from, to: to, iteration: point.iteration) {
            return value.adding(offset)
        }
        return value
    }
}
