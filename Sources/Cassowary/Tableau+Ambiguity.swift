// Ambiguity: whether the optimum leaves a variable free.

extension Tableau {
    /// Whether the variable could change without changing the objectives: its
    /// canonical row holds a parametric, non-dummy symbol whose reduced costs
    /// are zero on every level and which can move off zero (or it is unknown).
    mutating func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = variables[variable.id] else { return true }
        var row = Row()
        row.insert(symbol, 1)
        row = canonicalize(row)
        return row.symbols.contains { !$0.isDummy && reducedCostSign($0) == 0 && canMove($0) }
    }

    /// Whether a parametric symbol can move off zero — up, or either way for a
    /// user's variable — without driving a restricted row that sits at zero
    /// negative (a degenerate row pins it: `width >= 100` with `width <= 100`).
    func canMove(_ symbol: Symbol) -> Bool {
        var up = true
        var down = symbol.isExternal
        for slot in coreColumn[symbol.serial] where roles[Int(slot)] == .core {
            let row = rows[Int(slot)]
            guard nearZero(row.constant) || basics[Int(slot)].isDummy else { continue }
            let c = row.coefficient(for: symbol)
            if basics[Int(slot)].isDummy { return false }
            if c < 0 { up = false } else { down = false }
        }
        return up || down
    }
}
