// The arithmetic and comparison operators that make constraints read like equations:
// `x + 10 <= y * 2`, `2 * x == y - 3`, `(left + width == right) | .strong`. Sums and
// differences of variables, terms, expressions and constants are expressions; products and
// quotients by a constant scale them; comparisons make required constraints.

extension Variable {
    /// The variable scaled by a constant, as a term: `x * 2`.
    public static func * (lhs: Variable, rhs: Double) -> Term {
        Term(lhs, coefficient: rhs)
    }

    /// The variable scaled by a constant, as a term: `2 * x`.
    public static func * (lhs: Double, rhs: Variable) -> Term {
        Term(rhs, coefficient: lhs)
    }

    /// The variable divided by a constant, as a term: `x / 2`.
    public static func / (lhs: Variable, rhs: Double) -> Term {
        Term(lhs, coefficient: 1 / rhs)
    }

    /// The variable negated, as a term: `-x`.
    public static prefix func - (operand: Variable) -> Term {
        Term(operand, coefficient: -1)
    }

    /// The sum of a variable and an expression, as an expression.
    public static func + (lhs: Variable, rhs: Expression) -> Expression {
        Expression([Term(lhs)] + rhs.terms, constant: rhs.constant)
    }

    /// The difference of a variable and an expression, as an expression.
    public static func - (lhs: Variable, rhs: Expression) -> Expression {
        Expression([Term(lhs)] + rhs.terms.map { -$0 }, constant: -rhs.constant)
    }

    /// A required constraint that a variable is equal to an expression.
    public static func == (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that a variable is at most an expression.
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that a variable is at least an expression.
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The sum of a variable and a term, as an expression.
    public static func + (lhs: Variable, rhs: Term) -> Expression {
        Expression([Term(lhs)] + [rhs], constant: 0)
    }

    /// The difference of a variable and a term, as an expression.
    public static func - (lhs: Variable, rhs: Term) -> Expression {
        Expression([Term(lhs)] + [-rhs], constant: 0)
    }

    /// A required constraint that a variable is equal to a term.
    public static func == (lhs: Variable, rhs: Term) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that a variable is at most a term.
    public static func <= (lhs: Variable, rhs: Term) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that a variable is at least a term.
    public static func >= (lhs: Variable, rhs: Term) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The sum of a variable and a variable, as an expression.
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression([Term(lhs)] + [Term(rhs)], constant: 0)
    }

    /// The difference of a variable and a variable, as an expression.
    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression([Term(lhs)] + [-rhs], constant: 0)
    }

    /// A required constraint that a variable is equal to a variable.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that a variable is at most a variable.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that a variable is at least a variable.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The sum of a variable and a constant, as an expression.
    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs)], constant: rhs)
    }

    /// The difference of a variable and a constant, as an expression.
    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression([Term(lhs)], constant: -rhs)
    }

    /// A required constraint that a variable is equal to a constant.
    public static func == (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that a variable is at most a constant.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that a variable is at least a constant.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The sum of a constant and a variable, as an expression.
    public static func + (lhs: Double, rhs: Variable) -> Expression {
        Expression([Term(rhs)], constant: lhs)
    }

    /// The difference of a constant and a variable, as an expression.
    public static func - (lhs: Double, rhs: Variable) -> Expression {
        Expression([-rhs], constant: lhs)
    }

    /// A required constraint that a constant is equal to a variable.
    public static func == (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that a constant is at most a variable.
    public static func <= (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that a constant is at least a variable.
    public static func >= (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }
}

extension Term {
    /// The term scaled by a constant: `(2 * x) * 3`.
    public static func * (lhs: Term, rhs: Double) -> Term {
        Term(lhs.variable, coefficient: lhs.coefficient * rhs)
    }

    /// The term scaled by a constant: `3 * (2 * x)`.
    public static func * (lhs: Double, rhs: Term) -> Term {
        Term(rhs.variable, coefficient: rhs.coefficient * lhs)
    }

    /// The term divided by a constant: `(2 * x) / 4`.
    public static func / (lhs: Term, rhs: Double) -> Term {
        Term(lhs.variable, coefficient: lhs.coefficient / rhs)
    }

    /// The term negated: `-(2 * x)`.
    public static prefix func - (operand: Term) -> Term {
        Term(operand.variable, coefficient: -operand.coefficient)
    }

    /// The sum of a term and an expression, as an expression.
    public static func + (lhs: Term, rhs: Expression) -> Expression {
        Expression([lhs] + rhs.terms, constant: rhs.constant)
    }

    /// The difference of a term and an expression, as an expression.
    public static func - (lhs: Term, rhs: Expression) -> Expression {
        Expression([lhs] + rhs.terms.map { -$0 }, constant: -rhs.constant)
    }

    /// A required constraint that a term is equal to an expression.
    public static func == (lhs: Term, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that a term is at most an expression.
    public static func <= (lhs: Term, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that a term is at least an expression.
    public static func >= (lhs: Term, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The sum of a term and a term, as an expression.
    public static func + (lhs: Term, rhs: Term) -> Expression {
        Expression([lhs] + [rhs], constant: 0)
    }

    /// The difference of a term and a term, as an expression.
    public static func - (lhs: Term, rhs: Term) -> Expression {
        Expression([lhs] + [-rhs], constant: 0)
    }

    /// A required constraint that a term is equal to a term.
    public static func == (lhs: Term, rhs: Term) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that a term is at most a term.
    public static func <= (lhs: Term, rhs: Term) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that a term is at least a term.
    public static func >= (lhs: Term, rhs: Term) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The sum of a term and a variable, as an expression.
    public static func + (lhs: Term, rhs: Variable) -> Expression {
        Expression([lhs] + [Term(rhs)], constant: 0)
    }

    /// The difference of a term and a variable, as an expression.
    public static func - (lhs: Term, rhs: Variable) -> Expression {
        Expression([lhs] + [-rhs], constant: 0)
    }

    /// A required constraint that a term is equal to a variable.
    public static func == (lhs: Term, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that a term is at most a variable.
    public static func <= (lhs: Term, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that a term is at least a variable.
    public static func >= (lhs: Term, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The sum of a term and a constant, as an expression.
    public static func + (lhs: Term, rhs: Double) -> Expression {
        Expression([lhs], constant: rhs)
    }

    /// The difference of a term and a constant, as an expression.
    public static func - (lhs: Term, rhs: Double) -> Expression {
        Expression([lhs], constant: -rhs)
    }

    /// A required constraint that a term is equal to a constant.
    public static func == (lhs: Term, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that a term is at most a constant.
    public static func <= (lhs: Term, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that a term is at least a constant.
    public static func >= (lhs: Term, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The sum of a constant and a term, as an expression.
    public static func + (lhs: Double, rhs: Term) -> Expression {
        Expression([rhs], constant: lhs)
    }

    /// The difference of a constant and a term, as an expression.
    public static func - (lhs: Double, rhs: Term) -> Expression {
        Expression([-rhs], constant: lhs)
    }

    /// A required constraint that a constant is equal to a term.
    public static func == (lhs: Double, rhs: Term) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that a constant is at most a term.
    public static func <= (lhs: Double, rhs: Term) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that a constant is at least a term.
    public static func >= (lhs: Double, rhs: Term) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }
}

extension Expression {
    /// Every term and the constant scaled by a constant: `(x + 1) * 2`.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
    }

    /// Every term and the constant scaled by a constant: `2 * (x + 1)`.
    public static func * (lhs: Double, rhs: Expression) -> Expression {
        rhs * lhs
    }

    /// Every term and the constant divided by a constant: `(x + 1) / 2`.
    public static func / (lhs: Expression, rhs: Double) -> Expression {
        lhs * (1 / rhs)
    }

    /// Every term and the constant negated: `-(x + 1)`.
    public static prefix func - (operand: Expression) -> Expression {
        operand * -1
    }

    /// The sum of an expression and an expression, as an expression.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of an expression and an expression, as an expression.
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms.map { -$0 }, constant: lhs.constant - rhs.constant)
    }

    /// A required constraint that an expression is equal to an expression.
    public static func == (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that an expression is at most an expression.
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that an expression is at least an expression.
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The sum of an expression and a term, as an expression.
    public static func + (lhs: Expression, rhs: Term) -> Expression {
        Expression(lhs.terms + [rhs], constant: lhs.constant)
    }

    /// The difference of an expression and a term, as an expression.
    public static func - (lhs: Expression, rhs: Term) -> Expression {
        Expression(lhs.terms + [-rhs], constant: lhs.constant)
    }

    /// A required constraint that an expression is equal to a term.
    public static func == (lhs: Expression, rhs: Term) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that an expression is at most a term.
    public static func <= (lhs: Expression, rhs: Term) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that an expression is at least a term.
    public static func >= (lhs: Expression, rhs: Term) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The sum of an expression and a variable, as an expression.
    public static func + (lhs: Expression, rhs: Variable) -> Expression {
        Expression(lhs.terms + [Term(rhs)], constant: lhs.constant)
    }

    /// The difference of an expression and a variable, as an expression.
    public static func - (lhs: Expression, rhs: Variable) -> Expression {
        Expression(lhs.terms + [-rhs], constant: lhs.constant)
    }

    /// A required constraint that an expression is equal to a variable.
    public static func == (lhs: Expression, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that an expression is at most a variable.
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that an expression is at least a variable.
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The sum of an expression and a constant, as an expression.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The difference of an expression and a constant, as an expression.
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant - rhs)
    }

    /// A required constraint that an expression is equal to a constant.
    public static func == (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that an expression is at most a constant.
    public static func <= (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that an expression is at least a constant.
    public static func >= (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The sum of a constant and an expression, as an expression.
    public static func + (lhs: Double, rhs: Expression) -> Expression {
        Expression(rhs.terms, constant: lhs + rhs.constant)
    }

    /// The difference of a constant and an expression, as an expression.
    public static func - (lhs: Double, rhs: Expression) -> Expression {
        Expression(rhs.terms.map { -$0 }, constant: lhs - rhs.constant)
    }

    /// A required constraint that a constant is equal to an expression.
    public static func == (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// A required constraint that a constant is at most an expression.
    public static func <= (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// A required constraint that a constant is at least an expression.
    public static func >= (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }
}
