/// A named unknown whose value a ``Solver`` computes.
///
/// A variable is a reference type: two variables are equal only when they are the same
/// object, whatever their names, so a name is just a label for descriptions and debugging.
/// Build constraints from variables with the arithmetic and comparison operators:
///
///     let left = Variable("left")
///     let width = Variable("width")
///     let right = Variable("right")
///     let solver = Solver()
///     try solver.addConstraint(right == left + width)
///     try solver.addConstraint(left == 2)
///     try solver.addConstraint(width == 10)
///     solver.updateVariables()
///     print(right.value)  // Prints "12.0"
///
/// The solver writes ``value`` only in ``Solver/updateVariables()``; between calls the value
/// is whatever the last update (or your own assignment) left there.
///
/// - Note: A variable is `Sendable` so that errors can carry it, but its ``value`` is not
///   synchronised: keep a solver and the variables it updates in one isolation domain (one
///   actor, or the main actor), as you would the views they lay out.
///
/// - Note: Comparing two variables with `==` in a context that expects a `Bool` compares
///   identity; where a ``Constraint`` is expected (an argument of ``Solver/addConstraint(_:)``,
///   a `let` annotated `Constraint`) the same operator builds an equality constraint.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The label shown in descriptions; it plays no part in equality.
    public var name: String

    /// The value the solver assigned in the last ``Solver/updateVariables()``, or the value
    /// you set yourself.
    ///
    /// The solver writes it for many variables on every update, so it opts out of Swift's
    /// run-time exclusivity checks; nothing in the module holds an access to it across a
    /// call. (An update after suggestions alone writes only the variables they moved; see
    /// ``Solver/updateVariables()``.)
    @exclusivity(unchecked)
    public var value: Double

    /// Creates a variable with a name for descriptions and an initial value.
    ///
    /// - Parameters:
    ///   - name: A label for descriptions and debugging; it need not be unique.
    ///   - value: The value until a solver updates it.
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.value = value
    }

    /// Whether two variables are the same object.
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The name, or `v` followed by the object's address when the name is empty.
    public var description: String {
        if !name.isEmpty { return name }
        return "v" + String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
    }
}
