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

extension LinearExpression {
    fileprivate func scaled(by k: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * k) }, constant: constant * k)
    }

    fileprivate static func sum(_ a: LinearExpression, _ b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }
}

// MARK: - Arithmetic

/// The sum of two expressions.
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(l: L, r: R) -> LinearExpression {
    .sum(l.linearExpression, r.linearExpression)
}

/// The expression plus a constant.
public func + <L: LinearExpressionConvertible>(l: L, r: Double) -> LinearExpression {
    .sum(l.linearExpression, LinearExpression(r))
}

/// A constant plus the expression.
public func + <R: LinearExpressionConvertible>(l: Double, r: R) -> LinearExpression {
    .sum(LinearExpression(l), r.linearExpression)
}

/// The difference of two expressions.
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(l: L, r: R) -> LinearExpression {
    .sum(l.linearExpression, r.linearExpression.scaled(by: -1))
}

/// The expression minus a constant.
public func - <L: LinearExpressionConvertible>(l: L, r: Double) -> LinearExpression {
    .sum(l.linearExpression, LinearExpression(-r))
}

/// A constant minus the expression.
public func - <R: LinearExpressionConvertible>(l: Double, r: R) -> LinearExpression {
    .sum(LinearExpression(l), r.linearExpression.scaled(by: -1))
}

/// The negated expression.
public prefix func - <E: LinearExpressionConvertible>(e: E) -> LinearExpression {
    e.linearExpression.scaled(by: -1)
}

/// The expression multiplied by a constant.
public func * <L: LinearExpressionConvertible>(l: L, r: Double) -> LinearExpression {
    l.linearExpression.scaled(by: r)
}

/// A constant multiplied by the expression.
public func * <R: LinearExpressionConvertible>(l: Double, r: R) -> LinearExpression {
    r.linearExpression.scaled(by: l)
}

/// The expression divided by a constant.
public func / <L: LinearExpressionConvertible>(l: L, r: Double) -> LinearExpression {
    l.linearExpression.scaled(by: 1 / r)
}

// MARK: - Constraints

/// The required constraint `l - r == 0`.
public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(l: L, r: R) -> Constraint {
    Constraint(l - r, .equal)
}

/// The required constraint `l - r == 0`.
public func == <L: LinearExpressionConvertible>(l: L, r: Double) -> Constraint {
    Constraint(l - r, .equal)
}

/// The required constraint `l - r == 0`.
public func == <R: LinearExpressionConvertible>(l: Double, r: R) -> Constraint {
    Constraint(l - r, .equal)
}

/// The required constraint `l - r <= 0`.
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(l: L, r: R) -> Constraint {
    Constraint(l - r, .lessThanOrEqual)
}

/// The required constraint `l - r <= 0`.
public func <= <L: LinearExpressionConvertible>(l: L, r: Double) -> Constraint {
    Constraint(l - r, .lessThanOrEqual)
}

/// The required constraint `l - r <= 0`.
public func <= <R: LinearExpressionConvertible>(l: Double, r: R) -> Constraint {
    Constraint(l - r, .lessThanOrEqual)
}

/// The required constraint `l - r >= 0`.
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(l: L, r: R) -> Constraint {
    Constraint(l - r, .greaterThanOrEqual)
}

/// The required constraint `l - r >= 0`.
public func >= <L: LinearExpressionConvertible>(l: L, r: Double) -> Constraint {
    Constraint(l - r, .greaterThanOrEqual)
}

/// The required constraint `l - r >= 0`.
public func >= <R: LinearExpressionConvertible>(l: Double, r: R) -> Constraint {
    Constraint(l - r, .greaterThanOrEqual)
}

/// The same constraint (a new identity) with another strength:
/// `(x >= 10) | .strong`. Parentheses are needed, since `|` binds tighter
/// than the comparison.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    Constraint(constraint.expression, constraint.relation, strength: strength)
}
