/// A solved system kept to start other solvers of the same shape
/// (``Solver/load(_:holding:)``): a copy of a solver's state, and where
/// each of its constraints and variables sits in it.
///
/// Trees of the same kind (every cell of a list) add the same constraints
/// over their own variables, with other constants. Starting such a tree's
/// solver from a copy of a solved one, with its own variables and
/// constraints put in and its constants set, costs a fraction of adding
/// the constraints one by one.
///
/// Immutable once made. Its state is only ever copied, and a copy's
/// arrays are copied on their first write (the template's reference keeps
/// them shared), so that solvers on several threads can load one template
/// at once; hence `@unchecked Sendable` (the state holds a class, the
/// solver's publisher, that no loaded copy keeps).
package final class SolverTemplate: @unchecked Sendable {
    /// The solver's state when the template was made.
    let tableau: Tableau
    /// The indices of the constraints' tags, in the order they were added.
    let orderedTags: [Int32]
    /// For each constraint in that order, the serial of each term's
    /// variable, in the order of the terms.
    let termSerials: [Int32]

    init(tableau: Tableau, orderedTags: [Int32], termSerials: [Int32]) {
        self.tableau = tableau
        self.orderedTags = orderedTags
        self.termSerials = termSerials
    }

    /// How many constraints the template holds.
    package var constraintCount: Int { orderedTags.count }
}
