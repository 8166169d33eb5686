/// How a row of the tableau takes part in the simplex.
enum RowRole: Sendable {
    /// A row whose basic symbol is restricted (slack, error) or a dummy. Core
    /// rows and objectives form the simplex proper: they are kept in canonical
    /// form, referencing only parametric symbols.
    case core
    /// A row whose basic symbol is a user's variable. Unrestricted variables
    /// never leave the basis in the simplex, so these rows are only needed to
    /// compute values: they are kept as lazy definitions that may reference
    /// other basic symbols (acyclically) and are evaluated in dependency order.
    /// This keeps the tableau of a stack (each top defined from the one above)
    /// linear in size where a canonical tableau is quadratic.
    case definition
    /// The artificial objective while a constraint is added through an
    /// artificial variable (the objectives proper are dense ``Objective``s).
    case objective
    /// An unused slot.
    case free
}
