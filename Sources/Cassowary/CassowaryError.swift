/// The errors a ``Solver`` throws.
///
/// Every throwing method of ``Solver`` throws only this type, and a method that throws leaves
/// the solver exactly as it was before the call:
///
///     let x = Variable("x")
///     let solver = Solver()
///     try solver.addConstraint(x >= 10)
///     let impossible = x <= 5
///     do {
///         try solver.addConstraint(impossible)
///     } catch {
///         if case .unsatisfiableConstraint(let constraint) = error {
///             print(constraint === impossible)  // Prints "true"
///         }
///     }
///
/// Errors compare by case and by the identity of the object they carry.
public enum CassowaryError: Error, Equatable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints already in the solver.
    case unsatisfiableConstraint(Constraint)
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// An edit variable was given ``Strength/required`` strength; edit variables must be
    /// preferences, so that a suggestion can never conflict with a required constraint.
    case requiredEditVariableStrength(Variable)
    /// The solver reached a state its algorithm rules out, such as an unbounded objective.
    ///
    /// This signals a bug (or numerical trouble with extreme coefficients); the solver may be
    /// inconsistent afterwards, and ``Solver/reset()`` recovers it.
    case internalFailure(String)

    /// Whether two errors have the same case and carry the same object or text.
    public static func == (lhs: CassowaryError, rhs: CassowaryError) -> Bool {
        switch (lhs, rhs) {
        case (.unsatisfiableConstraint(let a), .unsatisfiableConstraint(let b)),
            (.duplicateConstraint(let a), .duplicateConstraint(let b)),
            (.unknownConstraint(let a), .unknownConstraint(let b)):
            return a === b
        case (.duplicateEditVariable(let a), .duplicateEditVariable(let b)),
            (.unknownEditVariable(let a), .unknownEditVariable(let b)),
            (.requiredEditVariableStrength(let a), .requiredEditVariableStrength(let b)):
            return a === b
        case (.internalFailure(let a), .internalFailure(let b)):
            return a == b
        default:
            return false
        }
    }

    /// A sentence naming the problem and the constraint or variable involved.
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint): return "unsatisfiable constraint: \(constraint)"
        case .duplicateConstraint(let constraint): return "duplicate constraint: \(constraint)"
        case .unknownConstraint(let constraint): return "unknown constraint: \(constraint)"
        case .duplicateEditVariable(let variable): return "duplicate edit variable: \(variable)"
        case .unknownEditVariable(let variable): return "unknown edit variable: \(variable)"
        case .requiredEditVariableStrength(let variable):
            return "edit variable \(variable) cannot have required strength"
        case .internalFailure(let reason): return "internal solver failure: \(reason)"
        }
    }
}
