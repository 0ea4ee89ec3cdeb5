/// A linear combination of variables plus a constant, such as `2 * x - y + 10`.
///
/// Expressions are the left-hand side of every ``Constraint``: a constraint says that its
/// expression is less than or equal to, equal to, or greater than or equal to zero. The
/// operators in this module build them, so you seldom call the initialiser:
///
///     let x = Variable("x")
///     let y = Variable("y")
///     let expression = 2 * x - y + 10
///     print(expression.terms.count, expression.constant)  // Prints "2 10.0"
///
/// An expression may name a variable more than once (`x + x`); a ``Constraint`` merges such
/// terms when it is created.
public struct Expression: CustomStringConvertible {
    /// The variable terms, in the order they were written.
    public var terms: [Term]

    /// The constant added to the terms.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    ///
    /// - Parameters:
    ///   - terms: The variable terms; none by default.
    ///   - constant: The constant part; 0 by default.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates an expression holding one term.
    ///
    /// - Parameter term: The only term; the constant is 0.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates an expression holding one variable with coefficient 1.
    ///
    /// - Parameter variable: The only variable; the constant is 0.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates an expression with no terms.
    ///
    /// - Parameter constant: The expression's value.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression evaluated with the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.value }
    }

    /// Whether the expression has no terms (it is a constant).
    public var isConstant: Bool {
        terms.isEmpty
    }

    /// The terms joined by `+` followed by the constant, such as `2.0 * x + -1.0 * y + 10.0`.
    public var description: String {
        (terms.map(\.description) + ["\(constant)"]).joined(separator: " + ")
    }

    /// The same expression with terms of the same variable added together, in order of each
    /// variable's first appearance.
    func reduced() -> Expression {
        if terms.count < 2 { return self }
        if terms.count <= 8 {
            // Small expressions (nearly all of them) merge by linear search, without hashing.
            var merged: [Term] = []
            merged.reserveCapacity(terms.count)
            outer: for term in terms {
                for i in merged.indices where merged[i].variable === term.variable {
                    merged[i].coefficient += term.coefficient
                    continue outer
                }
                merged.append(term)
            }
            return Expression(merged, constant: constant)
        }
        var positions: [ObjectIdentifier: Int] = [:]
        var merged: [Term] = []
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let position = positions[key] {
                merged[position].coefficient += term.coefficient
            } else {
                positions[key] = merged.count
                merged.append(term)
            }
        }
        return Expression(merged, constant: constant)
    }
}
