/// A column of the simplex tableau: an external variable or one of the solver's own
/// slack, error and dummy variables, or one of the two objective rows.
///
/// A symbol is a small integer: its index (which the tableau uses to index its arrays of
/// rows and columns) in the high bits and its kind in the low three bits, so that asking for
/// the kind never touches memory, and ordering symbols orders them by index. Indices are
/// recycled once nothing refers to a symbol any more.
struct Symbol: Hashable, Comparable {
    /// What a symbol stands for; it decides where the symbol may move in a pivot.
    enum Kind: Int32 {
        /// A user's ``Variable``: unrestricted in sign, never in an objective.
        case external = 0
        /// The slack of an inequality, at least zero.
        case slack = 1
        /// The violation of a preference, at least zero, weighted in the objective.
        case error = 2
        /// The marker of a required equality: always zero, never chosen to enter the basis.
        case dummy = 3
        /// The basic "variable" of the objective row or of the artificial objective row.
        case objective = 4
    }

    /// The index shifted left by three bits, or'ed with the kind; -1 when invalid.
    let raw: Int32

    init(index: Int32, kind: Kind) {
        raw = index << 3 | kind.rawValue
    }

    private init(raw: Int32) {
        self.raw = raw
    }

    /// No symbol: what searches return when they find nothing.
    static let invalid = Symbol(raw: -1)

    /// The row of the objective function the solver minimises.
    static let objective = Symbol(index: 0, kind: .objective)

    /// The row of the artificial objective used while adding a hard required constraint.
    static let artificial = Symbol(index: 1, kind: .objective)

    /// The first index free for ordinary symbols.
    static let firstIndex: Int32 = 2

    var isValid: Bool { raw >= 0 }

    /// The position of this symbol's row and column in the tableau's arrays.
    var index: Int { Int(raw >> 3) }

    var kind: Kind { Kind(rawValue: raw & 7).unsafelyUnwrapped }

    var isExternal: Bool { raw & 7 == Kind.external.rawValue }

    var isDummy: Bool { raw & 7 == Kind.dummy.rawValue }

    /// Slack, error or dummy: sign-restricted variables whose rows must keep a constant ≥ 0.
    var isRestricted: Bool {
        let kind = raw & 7
        return kind != Kind.external.rawValue && kind != Kind.objective.rawValue
    }

    /// Slack or error: the variables that may enter the basis.
    var isPivotable: Bool {
        let kind = raw & 7
        return kind == Kind.slack.rawValue || kind == Kind.error.rawValue
    }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.raw < rhs.raw
    }
}

/// Whether a coefficient or constant is zero up to rounding error (kiwi's 1e-8), for
/// numbers of the scale of a constraint's own coefficients and constants.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    abs(value) < 1e-8
}

/// Whether `sum`, just computed as `a + b`, is zero up to the rounding error of that
/// addition: below kiwi's absolute 1e-8, or below 1e-14 (about a hundred units in the last
/// place) relative to the larger of `a` and `b`.
///
/// The objective adds and cancels strengths of up to 10⁹ (``Strength/required``), where one
/// rounding step is already about 10⁻⁷; an absolute test would keep such residues as
/// coefficients, and a residue taken for a negative objective coefficient sends the simplex
/// after a direction nothing limits ("the objective is unbounded").
@inline(__always)
func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
    abs(sum) < max(1e-8, 1e-14 * max(abs(a), abs(b)))
}
