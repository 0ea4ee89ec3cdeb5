import Cassowary
import Foundation

// How the engine weighs things: UIKit's priorities and the engine's own inputs as Cassowary
// strengths. A preference violated by `d` cells costs `strength × d`; required constraints
// are never traded.
//
//   priority      strength        beats
//   1,000         required        everything; broken (and logged) only when required ones clash
//   (pins)        1,000,000,000   every preference: the engine's inputs hold unless required
//                                 constraints contradict them
//   999           98,000,000      compression resistance (750) off by up to 98 cells per cell
//   750           1,000,000       hugging (250) off by up to 10,000 cells per cell
//   250           100             the fitting size (50) off by up to 40 cells per cell
//   50            2.5             an ambiguity probe off by up to 2.5 million cells per cell
//   (probe)       0.000001        nothing: it moves only what costs nothing to move

extension UILayoutPriority {
    /// The Cassowary strength of a constraint at this priority: required at 1,000 and above,
    /// otherwise 10^(8p/1,000), which grows by a factor of 6.3 every 100 points.
    var _strength: Strength {
        if _isRequired { return .required }
        let p = Double(Swift.max(0, rawValue))
        return Strength(pow(10, 8 * p / 1000))
    }
}

extension Strength {
    /// The strength of the engine's inputs, held by edit variables: frames of views that
    /// translate their autoresizing masks, constants changed after activation, layout-guide
    /// insets and intrinsic content sizes. Above every priority below required, so an
    /// input gives way only to required constraints that contradict it (a conflict the
    /// engine reports), never to a preference.
    static let _pin = Strength(1_000_000_000)

    /// The strength of the edit variable that looks for ambiguity: below everything, so it
    /// moves a variable only where nothing else minds.
    static let _probe = Strength(0.000_001)
}
