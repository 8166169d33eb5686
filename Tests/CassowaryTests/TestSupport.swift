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

// MARK: - Random numbers

/// SplitMix64: a small, seedable generator, so that random tests replay exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
