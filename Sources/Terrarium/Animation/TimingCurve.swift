import Foundation

/// How an animation's progress follows its time: Core Animation's cubic Béziers, or a damped
/// spring. Both map time 0…1 to progress, 0 at the start and 1 at the end; a spring may go
/// past 1 on the way.
enum TimingCurve: Equatable {
    case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
    case spring(Spring)

    static let linear = TimingCurve.cubic(x1: 0, y1: 0, x2: 1, y2: 1)

    init(_ curve: UIView.AnimationCurve) {
        // Core Animation's named timing functions.
        switch curve {
        case .linear: self = .linear
        case .easeIn: self = .cubic(x1: 0.42, y1: 0, x2: 1, y2: 1)
        case .easeOut: self = .cubic(x1: 0, y1: 0, x2: 0.58, y2: 1)
        case .easeInOut: self = .cubic(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        }
    }

    /// Progress for time `t` in 0…1.
    func progress(_ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch self {
        case let .cubic(x1, y1, x2, y2):
            if x1 == y1 && x2 == y2 { return t }
            return Self.cubicBezier(t, x1, y1, x2, y2)
        case let .spring(spring):
            return spring.progress(t)
        }
    }

    /// The earliest time at which the curve reaches `progress`: where a paused animation
    /// continues from, so that what is on screen does not jump.
    func time(forProgress progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1, case .cubic = self { return 1 }
        // A spring overshoots, so bracket the first crossing by sampling before bisecting.
        var low = 0.0, high = 1.0
        if case .spring = self {
            let samples = 200
            for step in 1...samples {
                let t = Double(step) / Double(samples)
                if self.progress(t) >= progress {
                    high = t
                    low = Double(step - 1) / Double(samples)
                    break
                }
            }
        }
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if self.progress(mid) < progress { low = mid } else { high = mid }
        }
        return high
    }

    private static func cubicBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func sample(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
            let c = 3 * a1, b = 3 * (a2 - a1) - c, a = 1 - c - b
            return ((a * t + b) * t + c) * t
        }
        // Bisection: x is monotonic in t for control points with x in 0…1 (Core Animation
        // clamps them there too), and 30 steps reach 1e-9.
        let x1 = Swift.min(1, Swift.max(0, x1)), x2 = Swift.min(1, Swift.max(0, x2))
        var low = 0.0, high = 1.0, t = x
        for _ in 0..<30 {
            t = (low + high) / 2
            if sample(t, x1, x2) < x { low = t } else { high = t }
        }
        return sample(t, y1, y2)
    }
}

/// A damped harmonic oscillator pulled from 0 to 1, in time units where the animation lasts 1.
struct Spring: Equatable {
    /// The damping ratio: below 1 it oscillates, 1 settles fastest without overshooting.
    let dampingRatio: Double
    /// The undamped angular frequency, per animation duration.
    let frequency: Double
    /// The initial velocity, in animation distances per animation duration.
    let velocity: Double

    /// How close to rest counts as settled: a thousandth of the distance, as UIKit's springs.
    static let restThreshold = 0.001

    /// A spring that settles within the animation's duration, as UIKit's
    /// `init(duration:dampingRatio:)` does.
    init(dampingRatio: Double, velocity: Double = 0) {
        let zeta = Swift.max(0.01, dampingRatio)
        let decay = -log(Self.restThreshold)
        let frequency: Double
        if zeta < 1 {
            // The envelope e^(-ζωt) reaches the threshold at t = 1.
            frequency = decay / zeta
        } else if zeta == 1 {
            // (1 + ω) e^(-ω) = 0.001.
            frequency = 9.233
        } else {
            // The slow root ω(ζ - √(ζ² - 1)) decays to the threshold at t = 1.
            frequency = decay / (zeta - (zeta * zeta - 1).squareRoot())
        }
        self.init(dampingRatio: zeta, frequency: frequency, velocity: velocity)
    }

    init(dampingRatio: Double, frequency: Double, velocity: Double) {
        self.dampingRatio = dampingRatio
        self.frequency = frequency
        self.velocity = velocity
    }

    func progress(_ t: Double) -> Double {
        let zeta = dampingRatio, omega = frequency, v0 = velocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return 1 - envelope * (cos(damped * t) + (zeta * omega - v0) / damped * sin(damped * t))
        }
        if zeta == 1 {
            return 1 - exp(-omega * t) * (1 + (omega - v0) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let a = (v0 + r2) / (r1 - r2)
        return 1 + a * exp(r1 * t) + (-1 - a) * exp(r2 * t)
    }
}

extension UIView.AnimationCurve {
    /// Progress along the curve for linear time `t` in 0…1. The ease curves are Core
    /// Animation's cubic Béziers (ease-in-out is 0.42, 0, 0.58, 1).
    func progress(_ t: Double) -> Double {
        TimingCurve(self).progress(t)
    }
}
