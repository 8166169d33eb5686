// The objectives, one per strength level in use, and by symbol the levels
// whose objective holds it (its objective column): so that a substitution,
// an erasure or a constant's move visits the levels that hold the symbol,
// not every level, and a new symbol costs no level anything.

extension Tableau {
    /// The index in `objectives` of the objective of `level`, made on first
    /// use. Indices are stable; `levelOrder` lists them highest level first.
    mutating func objectiveIndex(level: Int) -> Int {
        var low = 0
        var high = levelOrder.count
        while low < high {
            let mid = (low + high) >> 1
            let found = objectives[Int(levelOrder[mid])].level
            if found == level { return Int(levelOrder[mid]) }
            if found > level { low = mid + 1 } else { high = mid }
        }
        let k = objectives.count
        objectives.append(Objective(level: level, symbolCount: serialCount))
        levelOrder.insert(Int32(k), at: low)
        levelRank.append(0)
        for (rank, id) in levelOrder.enumerated() { levelRank[Int(id)] = Int32(rank) }
        return k
    }

    /// Keeps the objective column of `symbol` after a change of `change`
    /// cells (+1, -1 or 0) in objective `k`.
    @inline(__always) private mutating func noteObjectiveChange(_ change: Int, _ k: Int, _ symbol: Symbol) {
        if change > 0 { objectiveColumns[symbol.serial].insert(Int32(k)) }
        if change < 0 { objectiveColumns[symbol.serial].remove(Int32(k)) }
    }

    /// Adds `c` to the coefficient of `symbol` in objective `k`.
    @inline(__always) mutating func addToObjective(_ k: Int, _ symbol: Symbol, _ c: Double) {
        noteObjectiveChange(objectives[k].add(symbol, c), k, symbol)
    }

    /// Adds `factor · row` (its constant and cells) to objective `k`.
    mutating func addToObjective(_ k: Int, _ row: Row, times factor: Double) {
        objectives[k].constant += row.constant * factor
        for cell in row.storage { addToObjective(k, cell.symbol, cell.coefficient * factor) }
    }

    /// Replaces `symbol`, which has just become basic with `row`, in the
    /// objectives that hold it.
    mutating func substituteObjectives(_ symbol: Symbol, _ row: Row) {
        let column = objectiveColumns[symbol.serial]
        if column.isEmpty { return }
        objectiveColumns[symbol.serial].removeAll()
        for id in column {
            let k = Int(id)
            if undo.isRecording { journalSubstitution(k, symbol, row) }
            let c = objectives[k].coefficient(for: symbol)
            objectives[k].remove(symbol)
            addToObjective(k, row, times: c)
        }
    }

    /// Removes `symbol` from every objective (it is fixed at zero).
    mutating func eraseFromObjectives(_ symbol: Symbol) {
        let column = objectiveColumns[symbol.serial]
        if column.isEmpty { return }
        objectiveColumns[symbol.serial].removeAll()
        for id in column {
            if undo.isRecording { journalCoefficient(Int(id), symbol) }
            objectives[Int(id)].remove(symbol)
        }
    }

    /// Gives `symbol` back the coefficient `value` it had in objective `k`.
    mutating func restoreObjective(_ k: Int, _ symbol: Symbol, _ value: Double) {
        noteObjectiveChange(objectives[k].restore(symbol, value), k, symbol)
    }

    /// Whether no objective holds `symbol`.
    @inline(__always) func isInNoObjective(_ symbol: Symbol) -> Bool {
        objectiveColumns[symbol.serial].isEmpty
    }

    /// How many coefficients the objectives and the objective columns have
    /// room for, in all (their memory, for tests).
    var objectiveStorage: Int {
        objectives.reduce(objectiveColumns.capacity) { $0 + $1.storage }
    }
}
