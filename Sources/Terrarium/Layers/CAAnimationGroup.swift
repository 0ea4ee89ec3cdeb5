import Foundation

/// Animations that run together, in the group's time.
///
/// ```swift
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = 1
/// fade.toValue = 0
/// let grow = CABasicAnimation(keyPath: "transform.scale")
/// grow.toValue = 3
/// let vanish = CAAnimationGroup()
/// vanish.animations = [fade, grow]
/// vanish.duration = 1
/// card.layer.add(vanish, forKey: "vanish")
/// ```
///
/// Each animation's ``CAAnimation/beginTime`` counts from the start of the group, and it is
/// clipped to the group's duration, not stretched to it. The group's timing function, if
/// any, shapes the group's time before its animations read it.
///
/// - Note: An animation in the group with a duration of 0 lasts the group's duration (Core
///   Animation leaves this unsaid; Apple's own example of a group sets no duration on one of
///   its animations and expects it to take the group's). As in Core Animation, the delegates
///   and ``CAAnimation/isRemovedOnCompletion`` of the animations inside are ignored: the
///   group's are used.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations, evaluated in order in the group's time; the group holds copies.
    open var animations: [CAAnimation]?

    override func _copyState(from other: CAAnimation) {
        super._copyState(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0._copy() }
    }

    override var _animatedKeys: Set<String> {
        (animations ?? []).reduce(into: Set<String>()) { $0.formUnion($1._animatedKeys) }
    }

    override func _apply(at parentTime: Double, defaultDuration: Double, to values: inout _AnimatedValues) {
        let duration = _duration(default: defaultDuration)
        guard let point = _timing.point(at: parentTime, duration: duration) else { return }
        let time = (timingFunction?._progress(point.fraction) ?? point.fraction) * duration
        for animation in animations ?? [] {
            animation._apply(at: time, defaultDuration: duration, to: &values)
        }
    }
}
