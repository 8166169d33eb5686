/// How a run of the dual simplex ended.
enum DualOutcome {
    /// Every row is feasible again.
    case feasible
    /// A row cannot be made feasible: the required constraints conflict.
    case infeasible
    /// The run stopped at the pivot limit (``Tableau/pivotLimit``).
    case iterationLimitExceeded
}
