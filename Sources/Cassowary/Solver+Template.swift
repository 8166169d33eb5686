extension Solver {
    /// A template of the system this solver holds (see ``SolverTemplate``),
    /// or nil when it holds edit variables.
    ///
    /// The template shares the solver's storage until either writes to it:
    /// making one costs an evaluation of the values (which the next
    /// ``updateVariables()`` then skips), and the solver's next changes
    /// copy what they change once.
    package func makeTemplate() -> SolverTemplate? {
        guard let layout = tableau.templateLayout() else { return nil }
        // Evaluated first (as the next publication would): a copy then
        // evaluates only what its own constants move.
        tableau.evaluate()
        return SolverTemplate(tableau: tableau, orderedTags: layout.orderedTags, termSerials: layout.termSerials)
    }

    /// Starts this solver, which holds nothing, from `template`: afterwards
    /// it holds `constraints` as if they had been added in order, each in
    /// place of the template's constraint at its position, with its own
    /// constant, and its variables in place of the template's.
    ///
    /// Returns false, and leaves the solver as it was, when the solver
    /// holds something or records its calls (see ``SolverStreamRecorder``),
    /// when the constraints do not correspond to the template's (relation,
    /// strength, coefficients, and variables one to one), or when their
    /// constants conflict with the required ones or reach beyond
    /// ``maximumMagnitude``: add the constraints instead.
    ///
    /// - Complexity: O(size of the template), plus a change of constant
    ///   (``setConstant(_:for:)``) for each constant that differs.
    package func load(_ template: SolverTemplate, holding constraints: [Constraint]) -> Bool {
        guard recorder == nil, tableau.externals.isEmpty, tableau.tags.allSatisfy({ $0 == nil }) else { return false }
        for c in constraints {
            do {
                try checkMagnitudes(of: c)
            } catch {
                return false
            }
        }
        guard
            let loaded = template.tableau.rebound(
                to: constraints, orderedTags: template.orderedTags, termSerials: template.termSerials,
                maximumPivots: tableau.maximumPivots)
        else { return false }
        tableau = loaded
        check()
        return true
    }
}
