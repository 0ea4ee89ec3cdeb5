/// How much the solver cares about a constraint: required, or a preference of some weight.
///
/// A required constraint must hold; the solver throws rather than add one that cannot. Every
/// other strength is a preference: the solver minimises the sum over violated preferences of
/// strength × violation. Strengths are kiwi's composite numbers, built by
/// ``create(_:_:_:weight:)`` from three levels of up to 1,000 each, so one unit of a stronger
/// level outweighs up to 1,000 units of the level below:
///
/// | strength | value | beats |
/// | --- | --- | --- |
/// | ``required`` | 1,001,001,000 | everything; it is never traded away |
/// | ``strong`` | 1,000,000 | up to 1,000 medium or 1,000,000 weak units of violation |
/// | ``medium`` | 1,000 | up to 1,000 weak units of violation |
/// | ``weak`` | 1 | nothing; it only breaks ties |
///
/// A weak preference therefore loses to a strong one:
///
///     let x = Variable("x")
///     let solver = Solver()
///     try solver.addConstraint((x == 10) | .weak)
///     try solver.addConstraint((x == 20) | .strong)
///     solver.updateVariables()
///     print(x.value)  // Prints "20.0"
///
/// Custom values sit anywhere from 0 to ``required``; larger values are clipped to
/// ``required`` and negative ones to 0.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The composite weight, between 0 and ``required``'s 1,001,001,000.
    public let value: Double

    /// Creates a strength from a raw weight, clipped to 0 ... ``required``.
    ///
    /// - Parameter value: The weight; `Strength(2_000)` sits between ``medium`` and ``strong``.
    public init(_ value: Double) {
        self.value = Swift.min(Swift.max(value, 0), Strength.requiredValue)
    }

    /// Creates a strength from kiwi's three levels, each clipped to 0 ... 1,000 after scaling.
    ///
    /// The value is `strong × 1,000,000 + medium × 1,000 + weak`, where each level is first
    /// multiplied by `weight` and clipped to 0 ... 1,000.
    ///
    ///     Strength.create(1, 0, 0) == .strong  // true
    ///     Strength.create(0, 1, 0, weight: 2).value  // 2000.0
    ///
    /// - Parameters:
    ///   - strong: The number of strong units.
    ///   - medium: The number of medium units.
    ///   - weak: The number of weak units.
    ///   - weight: A factor applied to every level before clipping; 1 by default.
    public static func create(_ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1) -> Strength {
        func level(_ units: Double) -> Double { Swift.min(Swift.max(units * weight, 0), 1_000) }
        return Strength(level(strong) * 1_000_000 + level(medium) * 1_000 + level(weak))
    }

    private static let requiredValue: Double = 1_000 * 1_000_000 + 1_000 * 1_000 + 1_000

    /// A constraint that must hold: 1,001,001,000, the largest strength.
    public static let required = Strength(requiredValue)

    /// A strong preference: 1,000,000; it beats up to 1,000 units of medium violation.
    public static let strong = Strength.create(1, 0, 0)

    /// A medium preference: 1,000; it beats up to 1,000 units of weak violation.
    public static let medium = Strength.create(0, 1, 0)

    /// A weak preference: 1; it beats nothing and only breaks ties.
    public static let weak = Strength.create(0, 0, 1)

    /// Whether this is ``required``.
    public var isRequired: Bool {
        value >= Strength.requiredValue
    }

    /// Orders strengths by their value.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.value < rhs.value
    }

    /// The name of a standard strength, or the number for a custom one.
    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default: return "\(value)"
        }
    }
}
