import Cassowary
import Foundation

// How the engine weighs things: UIKit's priorities and the engine's own inputs as Cassowary
// strengths. A preference violated by `d` cells costs `strength × d`; required constraints
// are never traded.
//
//   priority      strength        beats
//   1,000         required        everything; broken (and logged) only when required ones clash
//   (pins)        1,000,000       every preference, ten times over: the engine's inputs hold
//                                 unless required constraints contradict them
//   999           98,855          compression resistance (750) off by up to 17 cells per cell
//   750           5,623           hugging (250) off by up to 316 cells per cell
//   250           17.8            the fitting size (50) off by up to 10 cells per cell
//   50            1.78            an ambiguity probe off by up to 1.8 million cells per cell
//   (probe)       0.000001        nothing: it moves only what costs nothing to move
//
// Nothing is stronger than a million: the solver treats coefficients below 1e-8 as zero
// (as kiwi does), and rounding error in an objective row grows with its largest strength;
// at a billion it reaches 1e-7 and the simplex can mistake it for a way down.

extension UILayoutPriority {
    /// The Cassowary strength of a constraint at this priority: required at 1,000 and above,
    /// otherwise 10^(5p/1,000), which grows by a factor of 3.16 every 100 points.
    var _strength: Strength {
        if _isRequired { return .required }
        let p = Double(Swift.max(0, rawValue))
        return Strength(pow(10, 5 * p / 1000))
    }
}

extension Strength {
    /// The strength of the engine's inputs, held by edit variables: frames of views that
    /// translate their autoresizing masks, constants changed after activation, layout-guide
    /// insets and intrinsic content sizes. Above every priority below required, so an
    /// input gives way only to required constraints that contradict it (a conflict the
    /// engine reports), never to a preference.
    static let _pin = Strength(1_000_000)

    /// The strength of the edit variable that looks for ambiguity: below everything, so it
    /// moves a variable only where nothing else minds.
    static let _probe = Strength(0.000_001)
    /// The strength holding a scroll view's content layout guide at the content size code
    /// set: below every priority (priority 1 is 1.01), so any constraint that sizes the
    /// content decides it, yet far above the ambiguity probe.
    static let _contentSizeStay = Strength(0.01)
}
