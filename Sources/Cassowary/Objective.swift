/// The weighted errors of one strength level: `objective = constant + Σ
/// coefficient · symbol`.
///
/// The objective of a layout mentions every error symbol, so it is the one
/// row that grows with the system: kept dense, by serial, substituting a row
/// into it costs the size of that row, not of the objective. But a system
/// with many levels (a layout with many distinct priorities) has many small
/// objectives: one dense array each would cost levels × symbols. So a level
/// past the first few starts sparse (a table by serial) and stays so until
/// it holds a sixteenth of the serials it spans, and a dense one that would
/// grow past 1,024 serials while holding fewer turns sparse: its storage is
/// proportional to the symbols it holds. With more than a few levels, the
/// tableau keeps, by symbol, the levels holding it
/// (``Tableau/objectiveColumns``). A min-heap of the symbols whose
/// coefficient turned negative finds the entering symbol without scanning.
struct Objective: Sendable {
    /// The strength level whose errors this objective weighs.
    let level: Int
    var constant: Double = 0
    /// The coefficient of each serial below its count, while dense; exactly
    /// 0 when absent.
    private var dense: [Double] = []
    /// The non-zero coefficients by serial, while sparse.
    private var sparse: [Int32: Double] = [:]
    private(set) var isDense = false
    /// How many symbols have a non-zero coefficient.
    private(set) var count = 0
    /// Symbols whose coefficient may be negative (entries go stale and are
    /// dropped lazily), ordered by symbol.
    private var candidates = SymbolHeap()
    /// User's variables whose coefficient may be positive: unrestricted in
    /// sign, they improve the objective by moving down.
    private var positiveExternals = SymbolHeap()
    /// The round-off to expect in a coefficient: kiwi's epsilon scaled by the
    /// largest weight on the level (for the invariant checks; the simplex
    /// itself, like kiwi, treats anything past the epsilon as a coefficient).
    private(set) var roundOff = epsilon

    /// The serials a level may span densely whatever it holds.
    static let smallSpan = 1024

    /// An empty objective of `level`: dense if `dense` and the serials in
    /// use are few (`symbolCount`), otherwise sparse until it holds enough.
    init(level: Int, symbolCount: Int, dense: Bool = true) {
        self.level = level
        isDense = dense && symbolCount < Objective.smallSpan
    }

    /// The coefficient of `symbol`.
    @inline(__always) func coefficient(for symbol: Symbol) -> Double {
        coefficient(serial: symbol.serial)
    }

    /// The coefficient of the symbol `serial`.
    @inline(__always) func coefficient(serial: Int) -> Double {
        if isDense { return serial < dense.count ? dense[serial] : 0 }
        return sparse[Int32(serial)] ?? 0
    }

    /// Whether the coefficient of `symbol` is zero up to ``roundOff``: what
    /// is left of costs that cancelled (a removal takes its errors' weighted
    /// rows back out, leaving a few ulps of the weights).
    func isNegligible(_ symbol: Symbol) -> Bool { abs(coefficient(for: symbol)) <= roundOff }

    /// Calls `body` with the serial of every symbol with a non-zero
    /// coefficient, in serial order (a table's own order depends on the
    /// process's hashing seed).
    func forEachNonZero(_ body: (Int) -> Void) {
        if isDense {
            unsafe dense.withUnsafeBufferPointer { dense in
                for serial in dense.indices where unsafe dense[serial] != 0 { body(serial) }
            }
        } else {
            for serial in sparse.keys.sorted() { body(Int(serial)) }
        }
    }

    /// How many coefficients the objective spans while dense, or has room
    /// for while sparse (its memory, in coefficients, for tests; neither
    /// depends on the allocator's rounding).
    var storage: Int { isDense ? dense.count : sparse.capacity }

    /// Sets the coefficient of `serial`, returning +1 if a cell was created,
    /// -1 if one was removed, 0 otherwise.
    @inline(__always) private mutating func store(_ value: Double, serial: Int, old: Double) -> Int {
        let change = old == 0 ? (value == 0 ? 0 : 1) : (value == 0 ? -1 : 0)
        count += change
        if isDense {
            if serial >= dense.count {
                if value == 0 { return change }
                if !grow(to: serial) {
                    sparse[Int32(serial)] = value
                    return change
                }
            }
            dense[serial] = value
        } else if value == 0 {
            sparse[Int32(serial)] = nil
        } else {
            sparse[Int32(serial)] = value
            if count >= 64, 16 * count > serial { becomeDense() }
        }
        return change
    }

    /// Makes room for `serial` in the dense array, or turns sparse when the
    /// array would span many more serials than the level holds (returns false).
    private mutating func grow(to serial: Int) -> Bool {
        if serial >= Objective.smallSpan, 16 * count <= serial {
            var table: [Int32: Double] = [:]
            table.reserveCapacity(count + 1)
            for (s, c) in dense.enumerated() where c != 0 { table[Int32(s)] = c }
            sparse = table
            dense = []
            isDense = false
            return false
        }
        // Doubling (zeros past the symbols in use read as absent): a level
        // that takes each new error would otherwise grow at every symbol.
        // Never past the span the level may hold densely.
        let span = max(Objective.smallSpan, 16 * count)
        dense.append(contentsOf: repeatElement(0, count: max(serial + 1, min(2 * dense.count, span), 64) - dense.count))
        return true
    }

    /// Turns the table into a dense array.
    private mutating func becomeDense() {
        let highest = Int(sparse.keys.max() ?? 0)
        dense = [Double](repeating: 0, count: highest + 1)
        for (s, c) in sparse { dense[Int(s)] = c }
        sparse = [:]
        isDense = true
    }

    /// Forgets the coefficients of serials from `count` on (all zero).
    mutating func truncate(to count: Int) {
        if isDense, dense.count > count { dense.removeLast(dense.count - count) }
    }

    /// Keeps the coefficients of the serials still in use (`serials[s] >= 0`,
    /// each one's new serial, in their order). A serial dropped must have a
    /// zero coefficient.
    mutating func renumber(by serials: UnsafeBufferPointer<Int32>) {
        if isDense {
            let kept = unsafe dense.withUnsafeMutableBufferPointer { dense in
                var kept = 0
                for serial in dense.indices where unsafe serial < serials.count && serials[serial] >= 0 {
                    unsafe dense[kept] = unsafe dense[serial]
                    kept += 1
                }
                return kept
            }
            dense.removeSubrange(kept...)
            if dense.capacity > 4 * max(kept, Objective.smallSpan) { dense = dense.copy(reservingCapacity: kept) }
        } else {
            var table: [Int32: Double] = [:]
            table.reserveCapacity(sparse.count)
            for (s, c) in sparse { unsafe table[serials[Int(s)]] = c }
            sparse = table
        }
        unsafe candidates.renumber(by: serials)
        unsafe positiveExternals.renumber(by: serials)
    }

    /// Widens the expected round-off for a weight entering the level.
    mutating func noteWeight(_ weight: Double) {
        roundOff = max(roundOff, epsilon * abs(weight))
    }

    /// Adds `c` to the coefficient of `symbol`, returning +1 if a cell was
    /// created, -1 if one was removed, 0 otherwise.
    @inline(__always) mutating func add(_ symbol: Symbol, _ c: Double) -> Int {
        let serial = symbol.serial
        // A dense objective's own cell, the common case, written in place.
        let inPlace = isDense && serial < dense.count
        let old = inPlace ? dense[serial] : coefficient(serial: serial)
        var new = old + c
        if sumNearZero(new, old, c) { new = 0 }
        if new < 0, old >= 0, !symbol.isDummy { candidates.push(symbol) }
        if new > 0, old <= 0, symbol.isExternal { positiveExternals.push(symbol) }
        guard inPlace else { return store(new, serial: serial, old: old) }
        dense[serial] = new
        if (old == 0) == (new == 0) { return 0 }
        let change = old == 0 ? 1 : -1
        count += change
        return change
    }

    /// Adds `factor · row` (its constant and cells), for a tableau that
    /// keeps no objective columns.
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        for cell in row.storage { _ = add(cell.symbol, cell.coefficient * factor) }
    }

    /// Drops the cell of `symbol` (which is fixed at zero, or substituted).
    mutating func remove(_ symbol: Symbol) {
        let serial = symbol.serial
        guard isDense, serial < dense.count else {
            _ = store(0, serial: serial, old: coefficient(serial: serial))
            return
        }
        if dense[serial] == 0 { return }
        dense[serial] = 0
        count -= 1
    }

    /// Gives `symbol` back a coefficient it had (undoing a failed addition),
    /// returning the change in cells as ``add(_:_:)``. The heaps may have
    /// dropped it meanwhile: it is pushed again where its coefficient
    /// belongs (a symbol already there is only visited twice).
    mutating func restore(_ symbol: Symbol, _ value: Double) -> Int {
        if value < 0, !symbol.isDummy { candidates.push(symbol) }
        if value > 0, symbol.isExternal { positiveExternals.push(symbol) }
        return store(value, serial: symbol.serial, old: coefficient(for: symbol))
    }

    /// The lowest symbol with a negative coefficient (or, with `downward`, a
    /// user's variable with a positive one) that also satisfies `accept`, or
    /// invalid. `isCurrent` tells an entry of a symbol still in use from one
    /// of a symbol forgotten since (whose serial a new symbol may hold).
    mutating func lowestCandidate(
        downward: Bool, isCurrent: (Symbol) -> Bool, where accept: (Symbol) -> Bool
    ) -> Symbol {
        // The coefficients are read through copies (retained, not copied):
        // the heap changes while they are read.
        let (dense, sparse, isDense) = (self.dense, self.sparse, self.isDense)
        func coefficient(_ s: Symbol) -> Double {
            if isDense { return s.serial < dense.count ? dense[s.serial] : 0 }
            return sparse[Int32(s.serial)] ?? 0
        }
        if downward {
            return positiveExternals.lowest(where: accept) { coefficient($0) > 0 && isCurrent($0) }
        }
        return candidates.lowest(where: accept) { coefficient($0) < 0 && isCurrent($0) }
    }

    /// Drops the heaps' entries of the symbols from serial `count` on
    /// (forgotten, with their cells).
    mutating func forgetCandidates(from count: Int) {
        candidates.removeAll { $0.serial >= count }
        positiveExternals.removeAll { $0.serial >= count }
    }

    /// The cells with a non-zero coefficient.
    func cells(kindOf: (Int) -> Symbol) -> [(Symbol, Double)] {
        var list: [(Symbol, Double)] = []
        forEachNonZero { list.append((kindOf($0), coefficient(serial: $0))) }
        return list
    }
}
