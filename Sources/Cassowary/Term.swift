/// A variable multiplied by a constant coefficient, such as `2 * x`.
///
/// Terms are what ``Expression``s are made of. You rarely build one by hand: multiplying a
/// ``Variable`` by a number gives one.
///
///     let x = Variable("x")
///     let term = 3 * x
///     print(term)  // Prints "3.0 * x"
public struct Term: CustomStringConvertible {
    /// The variable being scaled.
    public var variable: Variable

    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates a term scaling a variable by a coefficient.
    ///
    /// - Parameters:
    ///   - variable: The variable being scaled.
    ///   - coefficient: The factor; 1 when omitted.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The coefficient times the variable's current ``Variable/value``.
    public var value: Double {
        coefficient * variable.value
    }

    /// The coefficient and the variable's name, such as `3.0 * x`.
    public var description: String {
        "\(coefficient) * \(variable)"
    }
}
