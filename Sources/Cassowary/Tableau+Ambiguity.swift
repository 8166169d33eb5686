// Ambiguity: whether the optimum leaves a variable free.

extension Tableau {
    /// Whether the variable could change without changing the objectives: its
    /// canonical row holds a parametric, non-dummy symbol whose reduced costs
    /// are zero on every level (or it is such a symbol itself, or unknown).
    mutating func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = variables[variable.id] else { return true }
        var row = Row()
        row.insert(symbol, 1)
        row = canonicalize(row)
        return row.symbols.contains { !$0.isDummy && reducedCostSign($0) == 0 }
    }
}
