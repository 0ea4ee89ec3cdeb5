/// A linear relation between an expression and zero, with a strength.
///
/// A constraint says that its ``expression`` is `<=`, `==` or `>=` zero. The comparison
/// operators make one from two sides by moving everything to the left, so `x + 10 <= y * 2`
/// becomes `x - 2y + 10 <= 0`. Constraints start out ``Strength/required``; `|` and
/// ``with(strength:)`` make a copy at another strength:
///
///     let x = Variable("x")
///     let y = Variable("y")
///     let fits = x + 10 <= y * 2                // required
///     let prefers = (2 * x == y - 3) | .weak     // a weak preference
///     print(prefers.relation, prefers.strength)  // Prints "equal weak"
///
/// Constraints are compared by identity: a ``Solver`` holds the very objects you added, and
/// ``Solver/removeConstraint(_:)`` takes the same object back. Two constraints with the same
/// terms are different constraints.
///
/// A constraint never changes after it is made. It is `Sendable` so that errors can carry
/// it; the ``Variable``s it names share their caveat about ``Variable/value``.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The relation between the expression and zero.
    public enum Relation: Sendable, CustomStringConvertible {
        /// The expression is at most zero.
        case lessThanOrEqual
        /// The expression is zero.
        case equal
        /// The expression is at least zero.
        case greaterThanOrEqual

        /// The operator: `<=`, `==` or `>=`.
        public var symbol: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }

        /// The case's name.
        public var description: String {
            switch self {
            case .lessThanOrEqual: return "lessThanOrEqual"
            case .equal: return "equal"
            case .greaterThanOrEqual: return "greaterThanOrEqual"
            }
        }
    }

    /// The left-hand side, compared with zero; terms naming the same variable are merged.
    public let expression: Expression

    /// How the expression compares with zero.
    public let relation: Relation

    /// How much the solver cares about the constraint.
    public let strength: Strength

    /// Creates a constraint that `expression relation 0` holds with a strength.
    ///
    ///     let x = Variable("x")
    ///     let atLeastFive = Constraint(x - 5, .greaterThanOrEqual)  // x >= 5
    ///
    /// - Parameters:
    ///   - expression: The left-hand side; terms naming the same variable are added together.
    ///   - relation: How the expression compares with zero.
    ///   - strength: ``Strength/required`` by default.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
    }

    private init(reduced expression: Expression, relation: Relation, strength: Strength) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// A new constraint with the same expression and relation at another strength.
    ///
    /// - Parameter strength: The new constraint's strength.
    /// - Returns: A different object; the receiver is unchanged.
    public func with(strength: Strength) -> Constraint {
        Constraint(reduced: expression, relation: relation, strength: strength)
    }

    /// A new constraint with the same expression and relation at another strength:
    /// `(x == 10) | .weak`.
    public static func | (constraint: Constraint, strength: Strength) -> Constraint {
        constraint.with(strength: strength)
    }

    /// Whether the constraint holds, within `tolerance`, for the variables' current values.
    ///
    /// - Parameter tolerance: How far the expression may stray past zero; 1e-8 by default.
    public func isSatisfied(tolerance: Double = 1e-8) -> Bool {
        let value = expression.value
        switch relation {
        case .lessThanOrEqual: return value <= tolerance
        case .equal: return abs(value) <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    /// Whether two constraints are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the constraint's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The expression, the relation, zero and the strength: `1.0 * x + -2.0 * y + 10.0 <= 0 | required`.
    public var description: String {
        "\(expression) \(relation.symbol) 0 | \(strength)"
    }
}
