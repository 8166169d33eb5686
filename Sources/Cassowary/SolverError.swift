/// Why a ``Solver`` refused a call. A call that throws leaves the solver
/// exactly as it was before the call.
public enum SolverError: Error, Sendable {
    /// The required constraint conflicts with the required constraints held;
    /// `conflicts` is an irreducible set of them (without any one of them the
    /// constraint could be satisfied), in the order they were added.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The solver already holds this constraint.
    case duplicateConstraint(Constraint)
    /// The solver does not hold this constraint.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case badRequiredStrength
    /// A coefficient, constant, weight or suggested value is NaN, infinite,
    /// or beyond ``Solver/maximumMagnitude`` (1e100), where sums of such
    /// numbers could overflow.
    case nonFiniteValue
    /// The simplex stopped at its pivot limit without finishing: the call
    /// would have needed more pivots than ten per row and column of the
    /// tableau (and at least 10,000).
    ///
    /// The pivoting rule cannot cycle in exact arithmetic, so this means
    /// rounding led the solver astray, on a system of badly scaled numbers;
    /// it is a safety net, not a result to expect. Like every other error it
    /// leaves the solver as it was before the call.
    case iterationLimitExceeded
}

extension SolverError: CustomStringConvertible {
    /// A sentence saying what was refused and why.
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let c, let conflicts):
            let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint \(c); it conflicts with:\n\(list)"
        case .duplicateConstraint(let c): return "duplicate constraint \(c)"
        case .unknownConstraint(let c): return "unknown constraint \(c)"
        case .duplicateEditVariable(let v): return "duplicate edit variable \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable \(v)"
        case .badRequiredStrength: return "an edit variable cannot be required"
        case .nonFiniteValue: return "a value is NaN, infinite or beyond 1e100 in magnitude"
        case .iterationLimitExceeded: return "the simplex reached its pivot limit without finishing"
        }
    }
}
