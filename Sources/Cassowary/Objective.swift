/// The weighted errors of one strength level, as a dense row indexed by
/// symbol serial: `objective = constant + Σ coefficient · symbol`.
///
/// The objective of a layout mentions every error symbol, so it is the one
/// row that grows with the system. Keeping it dense makes substituting a row
/// into it cost the size of that row, not of the objective; a min-heap of the
/// symbols whose coefficient turned negative finds the entering symbol without
/// scanning.
struct Objective: Sendable {
    /// The strength level whose errors this objective weighs.
    let level: Int
    var constant: Double = 0
    /// The coefficient of each symbol, by serial; exactly 0 when absent.
    private(set) var coefficients: [Double]
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

    /// An objective of `symbolCount` symbols, with room for `capacity`
    /// (the symbols the tableau has room for: each new symbol appends).
    init(level: Int, symbolCount: Int, capacity: Int = 0) {
        self.level = level
        coefficients = []
        coefficients.reserveCapacity(max(symbolCount, capacity))
        coefficients.append(contentsOf: repeatElement(0, count: symbolCount))
    }

    /// The coefficient of `symbol`.
    @inline(__always) func coefficient(for symbol: Symbol) -> Double { coefficients[symbol.serial] }

    /// Whether the coefficient of `symbol` is zero up to ``roundOff``: what
    /// is left of costs that cancelled (a removal takes its errors' weighted
    /// rows back out, leaving a few ulps of the weights).
    func isNegligible(_ symbol: Symbol) -> Bool { abs(coefficients[symbol.serial]) <= roundOff }

    /// Makes room for a new symbol.
    mutating func appendSymbol() { coefficients.append(0) }

    /// Forgets the symbols from serial `count` on.
    mutating func truncate(to count: Int) {
        coefficients.removeLast(coefficients.count - count)
        candidates.removeAll { $0.serial >= count }
        positiveExternals.removeAll { $0.serial >= count }
    }

    /// Calls `body` with the serial of every symbol with a non-zero coefficient.
    func forEachNonZero(_ body: (Int) -> Void) {
        coefficients.withUnsafeBufferPointer { coefficients in
            for serial in coefficients.indices where coefficients[serial] != 0 { body(serial) }
        }
    }

    /// Keeps the coefficients of the serials still in use (`serials[s] >= 0`,
    /// each one's new serial, in their order), in place, and in an array
    /// with room for `capacity` when the old one is four times that. A
    /// serial dropped must have a zero coefficient.
    mutating func renumber(by serials: UnsafeBufferPointer<Int32>, capacity: Int) {
        let kept = coefficients.withUnsafeMutableBufferPointer { coefficients in
            var kept = 0
            for serial in coefficients.indices where serials[serial] >= 0 {
                coefficients[kept] = coefficients[serial]
                kept += 1
            }
            return kept
        }
        coefficients.removeSubrange(kept...)
        if coefficients.capacity > 4 * capacity { coefficients = coefficients.copy(reservingCapacity: capacity) }
        candidates.renumber(by: serials)
        positiveExternals.renumber(by: serials)
    }

    /// Widens the expected round-off for a weight entering the level.
    mutating func noteWeight(_ weight: Double) {
        roundOff = max(roundOff, epsilon * abs(weight))
    }

    /// Adds `c` to the coefficient of `symbol`.
    @inline(__always) mutating func add(_ symbol: Symbol, _ c: Double) {
        let old = coefficients[symbol.serial]
        var new = old + c
        if sumNearZero(new, old, c) { new = 0 }
        coefficients[symbol.serial] = new
        if new < 0, old >= 0, !symbol.isDummy { candidates.push(symbol) }
        if new > 0, old <= 0, symbol.isExternal { positiveExternals.push(symbol) }
    }

    /// Drops the cell of `symbol` (which is fixed at zero).
    mutating func remove(_ symbol: Symbol) { coefficients[symbol.serial] = 0 }

    /// Gives `symbol` back a coefficient it had (undoing a failed addition).
    /// The heaps may have dropped it meanwhile: it is pushed again where its
    /// coefficient belongs (a symbol already there is only visited twice).
    mutating func restore(_ symbol: Symbol, _ value: Double) {
        coefficients[symbol.serial] = value
        if value < 0, !symbol.isDummy { candidates.push(symbol) }
        if value > 0, symbol.isExternal { positiveExternals.push(symbol) }
    }

    /// Adds `k · row` (its constant and cells).
    mutating func add(_ row: Row, times k: Double) {
        constant += row.constant * k
        for (s, c) in row.cells { add(s, c * k) }
    }

    /// Replaces `symbol`, which has just become basic with `row`.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let c = coefficients[symbol.serial]
        if c == 0 { return }
        coefficients[symbol.serial] = 0
        add(row, times: c)
    }

    /// The lowest symbol with a negative coefficient (or, with `downward`, a
    /// user's variable with a positive one) that also satisfies `accept`, or invalid.
    mutating func lowestCandidate(downward: Bool, where accept: (Symbol) -> Bool) -> Symbol {
        if downward {
            return positiveExternals.lowest(where: accept) { coefficients[$0.serial] > 0 }
        }
        return candidates.lowest(where: accept) { coefficients[$0.serial] < 0 }
    }

    /// The cells with a non-zero coefficient, in symbol order.
    func cells(kindOf: (Int) -> Symbol) -> [(Symbol, Double)] {
        coefficients.indices.filter { coefficients[$0] != 0 }.map { (kindOf($0), coefficients[$0]) }
    }

}
