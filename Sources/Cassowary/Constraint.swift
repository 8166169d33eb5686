/// A linear relation `expression (relation) 0` with a strength.
///
/// Build constraints with `==`, `<=` and `>=` between expressions, or with
/// ``init(_:_:strength:)``; `a <= b` is held as `a - b <= 0`. A constraint is a
/// reference type with identity: two separately built `x <= 10` are two
/// constraints, and a solver holds each at most once. It declares no `==`
/// returning `Bool`; compare constraints with `===`.
///
/// A constraint is immutable, as kiwi's: ``Solver/setConstant(_:for:)``
/// moves the constant of the expression that one solver holds, and
/// ``Solver/constant(for:)`` reads it back; ``expression`` keeps the constant
/// the constraint was made with. So one constraint can be held by several
/// solvers with a different constant in each.
///
/// Not thread-safe: use a constraint from one thread at a time.
public final class Constraint: Identifiable, @unchecked Sendable {
    /// The expression compared with zero, its terms reduced (one term a
    /// variable), with the constant the constraint was made with.
    public let expression: LinearExpression
    /// How the expression relates to zero.
    public let relation: Relation
    /// How hard the solver tries to satisfy the constraint.
    public let strength: Strength
    /// The solver that last registered the constraint (a hint for
    /// ``tagIndex``, checked before use).
    var registrar: ObjectIdentifier?
    /// The index of the constraint's tag in `registrar`.
    var tagIndex: Int32 = -1

    /// Creates the constraint `expression (relation) 0`.
    ///
    /// - Parameters:
    ///   - expression: the left-hand side; terms of the same variable are added up.
    ///   - relation: how the expression relates to zero.
    ///   - strength: ``Strength/required`` unless told otherwise.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression.reduced
        self.relation = relation
        self.strength = strength
    }

    /// The constraint's identity.
    public var id: ObjectIdentifier { ObjectIdentifier(self) }

    /// Whether the constraint holds for the variables' last published values,
    /// within `tolerance`.
    public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let v = expression.value
        switch relation {
        case .lessThanOrEqual: return v <= tolerance
        case .equal: return abs(v) <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }
}

extension Constraint: CustomStringConvertible {
    /// The constraint as text, such as `x - 3 * y - 1 == 0 | required`.
    public var description: String { "\(expression) \(relation) 0 | \(strength)" }
}
