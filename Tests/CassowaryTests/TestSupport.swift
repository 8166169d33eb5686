import Cassowary
import Testing

// MARK: - Errors

/// The case of a `SolverError`, without its payload, for easy comparison.
enum ErrorKind: Equatable {
    case unsatisfiableConstraint
    case duplicateConstraint
    case unknownConstraint
    case duplicateEditVariable
    case unknownEditVariable
    case badRequiredStrength
    case nonFiniteValue
    case iterationLimitExceeded
}

extension SolverError {
    /// The error's case.
    var kind: ErrorKind {
        switch self {
        case .unsatisfiableConstraint: return .unsatisfiableConstraint
        case .duplicateConstraint: return .duplicateConstraint
        case .unknownConstraint: return .unknownConstraint
        case .duplicateEditVariable: return .duplicateEditVariable
        case .unknownEditVariable: return .unknownEditVariable
        case .badRequiredStrength: return .badRequiredStrength
        case .nonFiniteValue: return .nonFiniteValue
        case .iterationLimitExceeded: return .iterationLimitExceeded
        }
    }

    /// The constraint an error is about, if it names one.
    var constraint: Constraint? {
        switch self {
        case .unsatisfiableConstraint(let c, _), .duplicateConstraint(let c), .unknownConstraint(let c): return c
        default: return nil
        }
    }

    /// The conflict set of `.unsatisfiableConstraint`.
    var conflicts: [Constraint]? {
        if case .unsatisfiableConstraint(_, let conflicts) = self { return conflicts }
        return nil
    }

    /// The variable an error is about, if it names one.
    var variable: Variable? {
        switch self {
        case .duplicateEditVariable(let v), .unknownEditVariable(let v): return v
        default: return nil
        }
    }
}

/// Runs `body` and returns the `SolverError` it threw, or `nil` when it returned.
///
/// (Closures infer an untyped `throws`; the solver's own calls are checked to throw
/// `SolverError` statically in `ErrorTests.typedThrows`.)
func thrownError(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> SolverError? {
    do {
        try body()
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        Issue.record("not a SolverError: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

// MARK: - Comparisons

/// Whether two lists hold the same constraints (by identity) in the same order.
func same(_ a: [Constraint], _ b: [Constraint]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}

/// Whether `a` and `b` agree within `tolerance`, relative to their size when it is above 1.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Expects `variable.value` to be `expected` within `tolerance`.
func expectValue(
    _ variable: Variable, _ expected: Double, tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        close(variable.value, expected, tolerance: tolerance),
        "\(variable) is \(variable.value), expected \(expected)",
        sourceLocation: sourceLocation
    )
}

/// Expects the terms of `expression` to be `terms` (same variables by identity, same
/// coefficients, same order) and its constant to be `constant`.
func expectExpression(
    _ expression: LinearExpression, _ terms: [(Variable, Double)], _ constant: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let matches =
        expression.terms.count == terms.count
        && zip(expression.terms, terms).allSatisfy { $0.variable === $1.0 && $0.coefficient == $1.1 }
    #expect(matches, "terms of \(expression)", sourceLocation: sourceLocation)
    #expect(expression.constant == constant, "constant of \(expression)", sourceLocation: sourceLocation)
}

/// `c` as `solver` holds it: a new constraint with the same terms, relation and strength, and the
/// constant `solver` holds for it (`c`'s own when `solver` does not hold it).
func asHeld(_ c: Constraint, by solver: Solver) -> Constraint {
    guard let constant = try? solver.constant(for: c), constant != c.expression.constant else { return c }
    return Constraint(LinearExpression(c.expression.terms, constant: constant), c.relation, strength: c.strength)
}

/// The variables' published values, after asking `solver` to publish them.
func published(_ solver: Solver, _ variables: [Variable]) -> [Double] {
    solver.updateVariables()
    return variables.map(\.value)
}

/// Whether two lists of values agree within `tolerance` (relative, as ``close(_:_:tolerance:)``).
func close(_ a: [Double], _ b: [Double], tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { close($0, $1, tolerance: tolerance) }
}

/// `count` fresh variables named `prefix0`, `prefix1`, ...
func variables(_ count: Int, prefix: String = "v") -> [Variable] {
    (0..<count).map { Variable("\(prefix)\($0)") }
}

/// Beale's example (1955), the classic LP on which the textbook simplex (largest coefficient
/// enters, lowest row leaves on ties) cycles forever from the degenerate vertex x = 0:
///
///     minimise  -3/4 x4 + 20 x5 - 1/2 x6 + 6 x7
///     s.t.       1/4 x4 -  8 x5 -     x6 + 9 x7 <= 0
///                1/2 x4 - 12 x5 - 1/2 x6 + 3 x7 <= 0
///                                     x6        <= 1,   x >= 0
///
/// The optimum is -5/4 at x4 = 1, x6 = 1.
struct BealesExample {
    let x4 = Variable("x4")
    let x5 = Variable("x5")
    let x6 = Variable("x6")
    let x7 = Variable("x7")
    /// `x >= 0` for each variable, in order.
    let bounds: [Constraint]
    /// The two degenerate rows.
    let first: Constraint
    let second: Constraint
    /// `x6 <= 1`, which bounds the cost.
    let cap: Constraint
    /// The objective, to minimise.
    let cost: LinearExpression

    var all: [Variable] { [x4, x5, x6, x7] }

    init() {
        bounds = [x4, x5, x6, x7].map { $0 >= 0 }
        first = 0.25 * x4 - 8 * x5 - x6 + 9 * x7 <= 0
        second = 0.5 * x4 - 12 * x5 - 0.5 * x6 + 3 * x7 <= 0
        cap = x6 <= 1
        cost = -0.75 * x4 + 20 * x5 - 0.5 * x6 + 6 * x7
    }
}
