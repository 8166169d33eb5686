// The objectives, one per strength level in use, and, with more than a few
// levels, by symbol the levels whose objective holds it (its objective
// column): so that a substitution, an erasure or a constant's move visits
// the levels that hold the symbol, not every level, and a new symbol costs
// no level anything. With few levels (a kiwi system has one) every level is
// read instead, which costs less than keeping the columns.

extension Tableau {
    /// Up to this many levels, the objective columns are not kept.
    static let levelsWithoutColumns = 3
    /// The levels made first start dense: a cell's few distinct priorities
    /// (hugging, compression, fitting, a few of the developer's) each
    /// hold many of its symbols.
    static let denseLevels = 6

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
        // A level past the first few is likely to hold few symbols: it
        // starts sparse.
        let k = objectives.count
        let dense = k < Tableau.denseLevels
        objectives.append(Objective(level: level, symbolCount: serialCount, dense: dense))
        levelOrder.insert(Int32(k), at: low)
        levelRank.append(0)
        for (rank, id) in levelOrder.enumerated() { levelRank[Int(id)] = Int32(rank) }
        if !keepsObjectiveColumns, objectives.count > Tableau.levelsWithoutColumns { buildObjectiveColumns() }
        return k
    }

    /// Starts keeping the objective columns, from the objectives' cells
    /// (each column lists its levels in the order they were made).
    private mutating func buildObjectiveColumns() {
        var columns = [Column](repeating: Column(), count: serialCount)
        columns.reserveCapacity(symbols.capacity)
        for k in objectives.indices {
            objectives[k].forEachNonZero { serial in columns[serial].insert(Int32(k)) }
        }
        objectiveColumns = columns
        keepsObjectiveColumns = true
    }

    /// The objectives holding the symbol `serial`, in the order they were
    /// made (read from every level while the columns are not kept).
    @inline(__always) func objectiveColumn(_ serial: Int) -> Column {
        if keepsObjectiveColumns { return objectiveColumns[serial] }
        var column = Column()
        for k in objectives.indices where objectives[k].coefficient(serial: serial) != 0 { column.insert(Int32(k)) }
        return column
    }

    /// Keeps the objective column of `symbol` after a change of `change`
    /// cells (+1, -1 or 0) in objective `k`.
    @inline(__always) private mutating func noteObjectiveChange(_ change: Int, _ k: Int, _ symbol: Symbol) {
        guard keepsObjectiveColumns else { return }
        if change > 0 { objectiveColumns[symbol.serial].insert(Int32(k)) }
        if change < 0 { objectiveColumns[symbol.serial].remove(Int32(k)) }
    }

    /// Adds `c` to the coefficient of `symbol` in objective `k`.
    @inline(__always) mutating func addToObjective(_ k: Int, _ symbol: Symbol, _ c: Double) {
        noteObjectiveChange(objectives[k].add(symbol, c), k, symbol)
    }

    /// Adds `factor · row` (its constant and cells) to objective `k`.
    mutating func addToObjective(_ k: Int, _ row: Row, times factor: Double) {
        guard keepsObjectiveColumns else { return objectives[k].add(row, times: factor) }
        objectives[k].constant += row.constant * factor
        for cell in row.storage { addToObjective(k, cell.symbol, cell.coefficient * factor) }
    }

    /// Replaces `symbol`, which has just become basic with `row`, in the
    /// objectives that hold it.
    mutating func substituteObjectives(_ symbol: Symbol, _ row: Row) {
        guard keepsObjectiveColumns else {
            for k in objectives.indices {
                let c = objectives[k].coefficient(for: symbol)
                if c == 0 { continue }
                if undo.isRecording { journalSubstitution(k, symbol, row) }
                objectives[k].remove(symbol)
                objectives[k].add(row, times: c)
            }
            return
        }
        let column = objectiveColumns[symbol.serial]
        if column.isEmpty { return }
        objectiveColumns[symbol.serial].removeAll()
        for id in column { substituteObjective(Int(id), symbol, row) }
    }

    /// Replaces `symbol` with `row` in objective `k`, which holds it (and
    /// whose column no longer lists it).
    private mutating func substituteObjective(_ k: Int, _ symbol: Symbol, _ row: Row) {
        if undo.isRecording { journalSubstitution(k, symbol, row) }
        let c = objectives[k].coefficient(for: symbol)
        objectives[k].remove(symbol)
        addToObjective(k, row, times: c)
    }

    /// Removes `symbol` from every objective (it is fixed at zero).
    mutating func eraseFromObjectives(_ symbol: Symbol) {
        let column = objectiveColumn(symbol.serial)
        if column.isEmpty { return }
        if keepsObjectiveColumns { objectiveColumns[symbol.serial].removeAll() }
        for id in column {
            if undo.isRecording { journalCoefficient(Int(id), symbol) }
            objectives[Int(id)].remove(symbol)
        }
    }

    /// Gives `symbol` back the coefficient `value` it had in objective `k`.
    mutating func restoreObjective(_ k: Int, _ symbol: Symbol, _ value: Double) {
        noteObjectiveChange(objectives[k].restore(symbol, value), k, symbol)
    }

    /// Drops the cells of the symbols from serial `count` on (forgotten)
    /// and their objective columns. With few levels their heaps' entries
    /// go too; with many, those are dropped when they come up (see
    /// ``primalEnteringSymbol(excluding:)``) rather than every level's
    /// heaps being filtered.
    mutating func forgetObjectiveCells(from count: Int) {
        for serial in count..<symbols.count {
            let symbol = symbols[serial].symbol
            for id in objectiveColumn(serial) { objectives[Int(id)].remove(symbol) }
        }
        if keepsObjectiveColumns {
            objectiveColumns.removeLast(objectiveColumns.count - count)
        } else {
            for k in objectives.indices { objectives[k].forgetCandidates(from: count) }
        }
    }

    /// Whether no objective holds `symbol`.
    @inline(__always) func isInNoObjective(_ symbol: Symbol) -> Bool {
        if keepsObjectiveColumns { return objectiveColumns[symbol.serial].isEmpty }
        for k in objectives.indices where objectives[k].coefficient(for: symbol) != 0 { return false }
        return true
    }

    /// How many coefficients the objectives span or have room for, and how
    /// many objective columns are kept, in all (their memory, for tests).
    var objectiveStorage: Int {
        objectives.reduce(objectiveColumns.count) { $0 + $1.storage }
    }
}
