/// A problem the layout kit found and recovered from, in UIKit's wording.
public enum LayoutDiagnostic: CustomStringConvertible {
    /// The required constraints conflicted: `broken` was left out of the
    /// layout; `conflicting` are the constraints it conflicts with (an
    /// irreducible set, in the order they were activated).
    case unsatisfiable(broken: LayoutConstraint, conflicting: [LayoutConstraint])
    /// A change of an active constraint's priority between required and
    /// optional was refused; the priority stayed as it was.
    case refusedPriorityChange(LayoutConstraint, to: LayoutPriority)
    /// A constraint between views with no common ancestor was not activated.
    case noCommonAncestor(LayoutConstraint)
    /// The solver could not take the constraint out (it reached its pivot
    /// limit, which rounding can cause): the constraint stays in force as it
    /// was — deactivated, suspended, or given a new priority or constant
    /// only in name — until a later change takes it out. The diagnostic is in
    /// force until then.
    case withdrawalFailed(LayoutConstraint)
    /// A constraint that cannot take part in layout was not activated: a
    /// classic constraint (``LayoutConstraint/init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``)
    /// pairing attributes of different axes, or a position against a
    /// constant; any constraint relating a leading or trailing edge to a
    /// left or right one. UIKit raises an exception here; the kit reports
    /// and goes on.
    case invalidConstraint(LayoutConstraint, reason: String)
    /// Content did not fit the space its layout gave it and was laid out
    /// anyway, past the end (a compositional layout's
    /// `repeatingSubitem:count:` group that is too short): `reason` names
    /// what overflowed and by how much. Reported by the module whose layout
    /// it is, once per distinct overflow, and in force while it lasts.
    case overflow(reason: String)
    /// A number the layout was given cannot be laid out, and was replaced:
    /// a NaN or infinite constant (taken as 0), a negative or NaN size
    /// (taken as 0), a root frame that is not finite (laid out as zero), or a
    /// collection section whose sizes or nested counts cannot be laid out.
    /// UIKit raises an exception for NaN; the kit reports and goes on.
    /// `constraint` is the constraint that holds the number, if one does;
    /// `reason` names the number and what was done instead.
    case invalidValue(reason: String, constraint: LayoutConstraint?)

    /// UIKit's log message for the problem.
    public var description: String {
        switch self {
        case .unsatisfiable(let broken, let conflicting):
            let list = (conflicting + [broken]).map { "    \"\($0)\"" }.joined(separator: ",\n")
            return """
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want. \
                Try this: (1) look at each constraint and try to figure out which you don't expect; \
                (2) find the code that added the unwanted constraint or constraints and fix it.
                (
                \(list)
                )

                Will attempt to recover by breaking constraint
                \(broken)
                """
        case .refusedPriorityChange(let constraint, let priority):
            return """
                Mutating a priority from required to not on an installed constraint (or vice-versa) is not \
                supported. You passed priority \(priority) and the existing priority was \
                \(constraint.priority). The priority is left unchanged: \(constraint)
                """
        case .noCommonAncestor(let constraint):
            return """
                Unable to activate constraint with anchors \(constraint) because they have no common ancestor. \
                Does the constraint or its anchors reference items in different view hierarchies? \
                That's illegal. The constraint is left inactive.
                """
        case .withdrawalFailed(let constraint):
            return """
                Unable to remove constraint \(constraint) from the layout engine: the solver reached its \
                iteration limit. The constraint remains in force as it was; removal will be attempted again \
                on the next change to the layout.
                """
        case .invalidConstraint(let constraint, let reason):
            return """
                Invalid pairing of layout attributes: \(reason). The constraint is left inactive: \(constraint)
                """
        case .overflow(let reason):
            return reason
        case .invalidValue(let reason, _):
            return reason
        }
    }

    /// The constraint the diagnostic is about; nil for an ``overflow(reason:)``,
    /// which is about a layout, not a constraint.
    public var constraint: LayoutConstraint? {
        switch self {
        case .unsatisfiable(let broken, _): return broken
        case .refusedPriorityChange(let c, _): return c
        case .noCommonAncestor(let c): return c
        case .withdrawalFailed(let c): return c
        case .invalidConstraint(let c, _): return c
        case .overflow: return nil
        case .invalidValue(_, let c): return c
        }
    }
}
