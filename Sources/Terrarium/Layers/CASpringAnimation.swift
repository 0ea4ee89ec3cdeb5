import Foundation

/// An animation from one value to another that moves as a mass on a damped spring: it may
/// overshoot the end value and settle back.
///
/// ```swift
/// let pop = CASpringAnimation(keyPath: "transform.scale")
/// pop.fromValue = 0.5
/// pop.toValue = 1
/// pop.damping = 8
/// pop.duration = pop.settlingDuration
/// badge.layer.add(pop, forKey: "pop")
/// ```
///
/// The spring is `mass · x'' + damping · x' + stiffness · x = 0`, pulling from the start value
/// (x = -1) to the end value (x = 0) in real seconds of the animation's time, starting at
/// ``initialVelocity`` (distances from start to end per second). The animation lasts its
/// ``CAAnimation/duration`` (0.25 seconds when 0), whether or not the spring has settled: set
/// it to ``settlingDuration`` to see the whole motion.
///
/// - Note: A ``CAAnimation/timingFunction``, if set, shapes the time before the spring reads
///   it. ``settlingDuration`` is when the spring stays within a thousandth of the distance of
///   its end (Core Animation does not document its threshold; this one gives its 1.41 seconds
///   for the default spring).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default. Heavier moves slower and swings further.
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default. Stiffer moves faster.
    open var stiffness: CGFloat = 100
    /// The friction; 10 by default. Less swings longer.
    open var damping: CGFloat = 10
    /// The speed at the start, in distances (start to end) per second; 0 by default. Negative
    /// moves away from the end first.
    open var initialVelocity: CGFloat = 0

    override func _copyState(from other: CAAnimation) {
        super._copyState(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
    }

    /// The spring in Terrarium's terms: damping ratio, natural frequency (per second) and
    /// velocity.
    var _spring: Spring {
        let m = Swift.max(1e-6, Double(mass)), k = Swift.max(1e-6, Double(stiffness))
        let ratio = Swift.max(0, Double(damping) / (2 * (k * m).squareRoot()))
        return Spring(dampingRatio: ratio, frequency: (k / m).squareRoot(), velocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest, in seconds.
    open var settlingDuration: CFTimeInterval {
        let spring = _spring
        let threshold = Spring.restThreshold
        let zeta = spring.dampingRatio, omega = spring.frequency, v0 = spring.velocity
        if zeta < 1 {
            guard zeta > 0 else { return .infinity }
            // Under-damped: the motion stays inside an envelope that decays as e^(-ζωt).
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let amplitude = (1 + pow((zeta * omega - v0) / damped, 2)).squareRoot()
            return Swift.max(0, log(amplitude / threshold) / (zeta * omega))
        }
        // Critically and over-damped: find the last time it is outside the threshold.
        var settled = 0.0
        var t = 0.0
        let step = 1.0 / 1_000
        var quiet = 0.0
        while t < 600 && quiet < 1 {
            if abs(1 - spring.progress(t)) >= threshold {
                settled = t + step
                quiet = 0
            } else {
                quiet += step
            }
            t += step
        }
        return settled
    }

    override func _progress(_ point: _MediaTiming.Point, duration: Double) -> Double {
        let fraction = timingFunction?._progress(point.fraction) ?? point.fraction
        return _spring.progress(fraction * duration)
    }
}
