/// A value that reads as a linear expression: a ``Variable``, a ``Term`` or a
/// ``LinearExpression``. The arithmetic and comparison operators accept any two.
public protocol LinearExpressionConvertible {
    /// The value as an expression.
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    /// The expression `1 * self`.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
    /// The expression holding this term.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressionConvertible {
    /// The expression itself.
    public var linearExpression: LinearExpression { self }
}

extension LinearExpressionConvertible {
    /// How many terms the value reads as: a variable or a term without
    /// building an expression (an array) for it.
    @inlinable var termCount: Int {
        if Self.self == Variable.self || Self.self == Term.self { return 1 }
        return linearExpression.terms.count
    }

    /// Appends the value's terms, each coefficient multiplied by `k`, and
    /// returns its constant times `k`: a variable or a term without building
    /// an expression (an array) for it first.
    @inlinable func appendTerms(times k: Double, to terms: inout [Term]) -> Double {
        if Self.self == Variable.self {
            terms.append(Term(self as! Variable, 1 * k))
            return 0 * k
        }
        if Self.self == Term.self {
            let term = self as! Term
            terms.append(Term(term.variable, term.coefficient * k))
            return 0 * k
        }
        let e = linearExpression
        for term in e.terms { terms.append(Term(term.variable, term.coefficient * k)) }
        return e.constant * k
    }
}

extension LinearExpression {
    /// `k ·` the value, its terms in one array of the exact size.
    @inlinable static func scaled<E: LinearExpressionConvertible>(_ e: E, by k: Double) -> LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(e.termCount)
        let constant = e.appendTerms(times: k, to: &terms)
        return LinearExpression(terms, constant: constant)
    }

    /// `l + k · r`: the terms of `l`, then those of `r` times `k`, in one
    /// array of the exact size (the operators build no expression for a
    /// variable or a term on the way).
    @inlinable static func sum<L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
        _ l: L, _ r: R, times k: Double
    ) -> LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(l.termCount + r.termCount)
        let a = l.appendTerms(times: 1, to: &terms)
        let b = r.appendTerms(times: k, to: &terms)
        return LinearExpression(terms, constant: a + b)
    }

    /// The value plus the constant `c`: an expression's terms are shared, not copied.
    @inlinable static func sum<E: LinearExpressionConvertible>(_ e: E, constant c: Double) -> LinearExpression {
        if E.self == Variable.self || E.self == Term.self {
            var sum = scaled(e, by: 1)
            sum.constant += c
            return sum
        }
        let expression = e.linearExpression
        return LinearExpression(expression.terms, constant: expression.constant + c)
    }
}

// MARK: - Arithmetic

/// The sum of two expressions.
@inlinable public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(l: L, r: R)
    -> LinearExpression
{
    .sum(l, r, times: 1)
}

/// The expression plus a constant.
@inlinable public func + <L: LinearExpressionConvertible>(l: L, r: Double) -> LinearExpression {
    .sum(l, constant: r)
}

/// A constant plus the expression.
@inlinable public func + <R: LinearExpressionConvertible>(l: Double, r: R) -> LinearExpression {
    .sum(r, constant: l)
}

/// The difference of two expressions.
@inlinable public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(l: L, r: R)
    -> LinearExpression
{
    .sum(l, r, times: -1)
}

/// The expression minus a constant.
@inlinable public func - <L: LinearExpressionConvertible>(l: L, r: Double) -> LinearExpression {
    .sum(l, constant: -r)
}

/// A constant minus the expression.
@inlinable public func - <R: LinearExpressionConvertible>(l: Double, r: R) -> LinearExpression {
    .sum(LinearExpression.scaled(r, by: -1), constant: l)
}

/// The negated expression.
@inlinable public prefix func - <E: LinearExpressionConvertible>(e: E) -> LinearExpression {
    .scaled(e, by: -1)
}

/// The expression multiplied by a constant.
@inlinable public func * <L: LinearExpressionConvertible>(l: L, r: Double) -> LinearExpression {
    .scaled(l, by: r)
}

/// A constant multiplied by the expression.
@inlinable public func * <R: LinearExpressionConvertible>(l: Double, r: R) -> LinearExpression {
    .scaled(r, by: l)
}

/// The expression divided by a constant.
@inlinable public func / <L: LinearExpressionConvertible>(l: L, r: Double) -> LinearExpression {
    .scaled(l, by: 1 / r)
}

// MARK: - Constraints

/// The required constraint `l - r == 0`.
@inlinable public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(l: L, r: R) -> Constraint {
    Constraint(l - r, .equal)
}

/// The required constraint `l - r == 0`.
@inlinable public func == <L: LinearExpressionConvertible>(l: L, r: Double) -> Constraint {
    Constraint(l - r, .equal)
}

/// The required constraint `l - r == 0`.
@inlinable public func == <R: LinearExpressionConvertible>(l: Double, r: R) -> Constraint {
    Constraint(l - r, .equal)
}

/// The required constraint `l - r <= 0`.
@inlinable public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(l: L, r: R) -> Constraint {
    Constraint(l - r, .lessThanOrEqual)
}

/// The required constraint `l - r <= 0`.
@inlinable public func <= <L: LinearExpressionConvertible>(l: L, r: Double) -> Constraint {
    Constraint(l - r, .lessThanOrEqual)
}

/// The required constraint `l - r <= 0`.
@inlinable public func <= <R: LinearExpressionConvertible>(l: Double, r: R) -> Constraint {
    Constraint(l - r, .lessThanOrEqual)
}

/// The required constraint `l - r >= 0`.
@inlinable public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(l: L, r: R) -> Constraint {
    Constraint(l - r, .greaterThanOrEqual)
}

/// The required constraint `l - r >= 0`.
@inlinable public func >= <L: LinearExpressionConvertible>(l: L, r: Double) -> Constraint {
    Constraint(l - r, .greaterThanOrEqual)
}

/// The required constraint `l - r >= 0`.
@inlinable public func >= <R: LinearExpressionConvertible>(l: Double, r: R) -> Constraint {
    Constraint(l - r, .greaterThanOrEqual)
}

/// The same constraint (a new identity) with another strength:
/// `(x >= 10) | .strong`. Parentheses are needed, since `|` binds tighter
/// than the comparison.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    Constraint(constraint.expression, constraint.relation, strength: strength)
}
