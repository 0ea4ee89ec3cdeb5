import Foundation

extension UIView {
    /// Options for keyframe animations, with UIKit's raw values.
    ///
    /// Besides these, the curve bits of ``UIView/AnimationOptions`` (bits 16–19) are honoured
    /// when passed through the raw value, as in UIKit: they shape the time of the whole
    /// animation (ease-in-out by default).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates options from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews at commit time so they animate with their parent.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let the user interact with views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation value (Terrarium always does).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely (see ``UIView/AnimationOptions/repeat``).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run backward after running forward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Use this animation's duration rather than an enclosing one's.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Do not inherit any options of an enclosing animation.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Interpolate linearly between keyframe values (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jump from value to value: each keyframe's value shows from the end of its span.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even speed over the whole path.
        ///
        /// - Note: Terrarium interpolates linearly within each keyframe's span instead.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the values.
        ///
        /// - Note: Terrarium interpolates linearly within each keyframe's span instead.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at even speed.
        ///
        /// - Note: Terrarium interpolates linearly within each keyframe's span instead.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var isDiscrete: Bool { (rawValue >> 10) & 0x7 == 1 }
    }

    /// Animates changes to views through keyframes added with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` in `animations`.
    ///
    /// Each keyframe moves its properties, over its share of the duration, from the value the
    /// previous keyframe left (or the value shown when the animation began) to the value it
    /// sets; between keyframes a property holds its value. The model takes the last value set
    /// at once. `completion` runs as for
    /// ``animate(withDuration:delay:options:animations:completion:)``: with `true` at the end,
    /// with `false` when other animations (or changes made without one) take all the
    /// properties first.
    ///
    /// ```swift
    /// UIView.animateKeyframes(withDuration: 1, delay: 0) {
    ///     UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { badge.frame.origin.x = 10 }
    ///     UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { badge.alpha = 0 }
    /// }
    /// ```
    ///
    /// - Note: Within a keyframe's span values move linearly whatever the calculation mode,
    ///   except `.calculationModeDiscrete`; the whole animation's time follows the curve in
    ///   the raw value's curve bits (ease-in-out by default, as in UIKit).
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        // The bits both option sets share mean the same; the calculation mode is not one.
        let animationOptions = AnimationOptions(rawValue: options.rawValue & ~(0x7 << 10))
        var duration = duration
        // Nested in another animation block, it takes that block's duration unless told not to.
        if let outer = AnimationContext.current, !animationOptions.contains(.overrideInheritedOptions),
            !animationOptions.contains(.overrideInheritedDuration)
        {
            duration = outer.duration
        }
        let context = AnimationContext(duration: duration, delay: delay, options: animationOptions)
        context.isDiscrete = options.isDiscrete
        context.run(animations)
        _commit(context, completion: completion)
    }

    /// Adds a keyframe to the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// the changes in `animations` happen from `frameStartTime` for `frameDuration`, both
    /// fractions (0…1) of the whole animation.
    ///
    /// Outside a keyframe animation it runs `animations` as part of the enclosing animation
    /// block, if any.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let context = AnimationContext.stack.last else {
            animations()
            return
        }
        let start = Swift.min(1, Swift.max(0, frameStartTime))
        let previous = context.keyframe
        context.keyframe = (start, Swift.min(1 - start, Swift.max(0, frameDuration)))
        animations()
        context.keyframe = previous
    }
}
