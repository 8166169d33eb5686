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
    private var candidates: [Symbol] = []

    init(level: Int, symbolCount: Int) {
        self.level = level
        coefficients = [Double](repeating: 0, count: symbolCount)
    }

    /// The coefficient of `symbol`.
    @inline(__always) func coefficient(for symbol: Symbol) -> Double { coefficients[symbol.serial] }

    /// Makes room for a new symbol.
    mutating func appendSymbol() { coefficients.append(0) }

    /// Forgets the symbols from serial `count` on.
    mutating func truncate(to count: Int) {
        coefficients.removeLast(coefficients.count - count)
        candidates.removeAll { $0.serial >= count }
        rebuildHeap()
    }

    /// Adds `c` to the coefficient of `symbol`.
    @inline(__always) mutating func add(_ symbol: Symbol, _ c: Double) {
        let old = coefficients[symbol.serial]
        var new = old + c
        if nearZero(new) { new = 0 }
        coefficients[symbol.serial] = new
        if new < 0, old >= 0, !symbol.isDummy { push(symbol) }
    }

    /// Drops the cell of `symbol` (which is fixed at zero).
    mutating func remove(_ symbol: Symbol) { coefficients[symbol.serial] = 0 }

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

    /// The lowest symbol with a negative coefficient that also satisfies
    /// `accept`, or invalid.
    mutating func lowestNegative(where accept: (Symbol) -> Bool) -> Symbol {
        while let top = candidates.first, !(coefficients[top.serial] < 0) { popMin() }
        guard let top = candidates.first else { return .invalid }
        if accept(top) { return top }
        var best = Symbol.invalid
        for s in candidates where coefficients[s.serial] < 0 && (!best.isValid || s < best) && accept(s) {
            best = s
        }
        return best
    }

    /// The cells with a non-zero coefficient, in symbol order.
    func cells(kindOf: (Int) -> Symbol) -> [(Symbol, Double)] {
        coefficients.indices.filter { coefficients[$0] != 0 }.map { (kindOf($0), coefficients[$0]) }
    }

    // MARK: Heap

    private mutating func push(_ s: Symbol) {
        candidates.append(s)
        var i = candidates.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard candidates[i] < candidates[parent] else { break }
            candidates.swapAt(i, parent)
            i = parent
        }
    }

    private mutating func popMin() {
        let last = candidates.removeLast()
        guard !candidates.isEmpty else { return }
        candidates[0] = last
        siftDown(0)
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        let n = candidates.count
        while true {
            let l = 2 * i + 1
            let r = l + 1
            var m = i
            if l < n, candidates[l] < candidates[m] { m = l }
            if r < n, candidates[r] < candidates[m] { m = r }
            if m == i { return }
            candidates.swapAt(i, m)
            i = m
        }
    }

    private mutating func rebuildHeap() {
        var i = candidates.count / 2
        while i > 0 {
            i -= 1
            siftDown(i)
        }
    }
}
