// The bound on every number a solver is given: the check that keeps its
// arithmetic finite, made before the tableau is touched.

extension Solver {
    /// The largest magnitude of a coefficient, constant, strength weight or
    /// suggested value that the solver accepts: 1e100.
    ///
    /// A larger number is refused with ``SolverError/nonFiniteValue``, as NaN
    /// and infinity are, and the solver is unchanged. The tableau adds,
    /// subtracts and multiplies these numbers (a suggestion moves a row by the
    /// difference of two values; an error is weighed by its strength), so
    /// finite numbers near `Double`'s limit of 1.8e308 could still make a sum
    /// infinite: within the bound they cannot, and every published value
    /// stays finite. Layout values are many orders of magnitude smaller.
    public static let maximumMagnitude = 1e100

    /// Whether `x` is finite and within ``maximumMagnitude`` (false for NaN).
    @inline(__always) static func accepts(_ x: Double) -> Bool { abs(x) <= maximumMagnitude }

    /// Throws ``SolverError/nonFiniteValue`` unless every number of the
    /// constraint is accepted; a constraint already held is a duplicate
    /// first, as the tableau would report it.
    func checkMagnitudes(of constraint: Constraint) throws(SolverError) {
        let e = constraint.expression
        guard Solver.accepts(e.constant), Solver.accepts(constraint.strength.weight),
            e.terms.allSatisfy({ Solver.accepts($0.coefficient) })
        else {
            if tableau.holds(constraint) { throw .duplicateConstraint(constraint) }
            throw .nonFiniteValue
        }
    }

    /// Throws ``SolverError/nonFiniteValue`` unless the suggestion is
    /// accepted; an unknown edit variable is reported first, as the tableau
    /// would report it.
    func checkMagnitude(ofSuggestion value: Double, for variable: Variable) throws(SolverError) {
        guard Solver.accepts(value) else {
            if !hasEditVariable(variable) { throw .unknownEditVariable(variable) }
            throw .nonFiniteValue
        }
    }

    /// Throws ``SolverError/nonFiniteValue`` unless the constant is accepted;
    /// an unknown constraint is reported first, as the tableau would report it.
    func checkMagnitude(ofConstant constant: Double, for constraint: Constraint) throws(SolverError) {
        guard Solver.accepts(constant) else {
            if !tableau.holds(constraint) { throw .unknownConstraint(constraint) }
            throw .nonFiniteValue
        }
    }
}
