/// Below this magnitude a coefficient or constant counts as zero (kiwi's epsilon).
let epsilon = 1.0e-8

/// Whether `x` counts as zero.
@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// One row of the tableau: `basic = constant + Σ coefficient · symbol`, or a
/// row under construction `0 = constant + Σ …`.
///
/// Cells are kept sorted by symbol and free of near-zero coefficients, so
/// merging two rows is linear and every traversal has the same order on every
/// run.
struct Row: Sendable {
    var constant: Double
    private(set) var symbols: ContiguousArray<Symbol> = []
    private(set) var coefficients: ContiguousArray<Double> = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The number of cells.
    var count: Int { symbols.count }
    /// Whether the row has no cells.
    var isEmpty: Bool { symbols.isEmpty }

    /// The position of `symbol` in the cells, or where it would be inserted.
    @inline(__always) private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            let s = symbols[mid]
            if s == symbol { return (mid, true) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(for symbol: Symbol) -> Double {
        let (i, found) = position(of: symbol)
        return found ? coefficients[i] : 0
    }

    /// Whether the row holds a cell for `symbol`.
    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    /// Adds `coefficient` to the cell of `symbol`, dropping it if it becomes
    /// near zero. Returns +1 if a cell was created, -1 if one was removed, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let (i, found) = position(of: symbol)
        if found {
            let c = coefficients[i] + coefficient
            if nearZero(c) {
                symbols.remove(at: i)
                coefficients.remove(at: i)
                return -1
            }
            coefficients[i] = c
            return 0
        }
        if nearZero(coefficient) { return 0 }
        symbols.insert(symbol, at: i)
        coefficients.insert(coefficient, at: i)
        return 1
    }

    /// Removes the cell of `symbol`; returns whether there was one.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Bool {
        let (i, found) = position(of: symbol)
        if found {
            symbols.remove(at: i)
            coefficients.remove(at: i)
        }
        return found
    }

    /// Appends a cell with a symbol greater than every symbol held.
    mutating func append(_ symbol: Symbol, _ coefficient: Double) {
        symbols.append(symbol)
        coefficients.append(coefficient)
    }

    /// Multiplies the constant and every coefficient by `k`.
    mutating func scale(by k: Double) {
        constant *= k
        for i in coefficients.indices { coefficients[i] *= k }
    }

    /// Adds `k ·` `other` to this row, recording which symbols gained a cell
    /// in `added` and which lost one in `removed`.
    ///
    /// A short `other` is inserted cell by cell in place; long rows are merged
    /// in one pass.
    ///
    /// - Complexity: O(count + other.count).
    mutating func add(_ other: Row, times k: Double, added: inout [Symbol], removed: inout [Symbol]) {
        constant += other.constant * k
        if other.isEmpty { return }
        if other.symbols.count <= 8 || symbols.count <= 8 {
            for (s, c) in other.cells {
                switch insert(s, c * k) {
                case 1: added.append(s)
                case -1: removed.append(s)
                default: break
                }
            }
            return
        }
        var syms = ContiguousArray<Symbol>()
        var coefs = ContiguousArray<Double>()
        syms.reserveCapacity(symbols.count + other.symbols.count)
        coefs.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0
        var j = 0
        let n = symbols.count
        let m = other.symbols.count
        while i < n || j < m {
            if j == m || (i < n && symbols[i] < other.symbols[j]) {
                syms.append(symbols[i])
                coefs.append(coefficients[i])
                i += 1
            } else if i == n || other.symbols[j] < symbols[i] {
                let c = other.coefficients[j] * k
                if !nearZero(c) {
                    syms.append(other.symbols[j])
                    coefs.append(c)
                    added.append(other.symbols[j])
                }
                j += 1
            } else {
                let c = coefficients[i] + other.coefficients[j] * k
                if nearZero(c) {
                    removed.append(symbols[i])
                } else {
                    syms.append(symbols[i])
                    coefs.append(c)
                }
                i += 1
                j += 1
            }
        }
        symbols = syms
        coefficients = coefs
    }

    /// Adds `k ·` `other` to this row, ignoring which cells changed.
    mutating func add(_ other: Row, times k: Double) {
        var added: [Symbol] = []
        var removed: [Symbol] = []
        add(other, times: k, added: &added, removed: &removed)
    }

    /// Solves `0 = row` for `symbol`: afterwards the row reads
    /// `symbol = constant + Σ …` without a cell for `symbol`.
    mutating func solve(for symbol: Symbol) {
        let (i, found) = position(of: symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let k = -1 / coefficients[i]
        symbols.remove(at: i)
        coefficients.remove(at: i)
        scale(by: k)
    }

    /// Turns `basic = row` into `entering = …`: the old basic symbol joins the
    /// cells and the row is solved for `entering`.
    mutating func solve(for entering: Symbol, replacing basic: Symbol) {
        insert(basic, -1)
        solve(for: entering)
    }

    /// Builds a row from unsorted cells, adding up repeated symbols and dropping
    /// near-zero sums.
    init<S: Sequence>(constant: Double, unsortedCells: S) where S.Element == (Symbol, Double) {
        self.constant = constant
        let sorted = unsortedCells.sorted { $0.0 < $1.0 }
        for (s, c) in sorted {
            if let last = symbols.last, last == s {
                coefficients[coefficients.count - 1] += c
            } else {
                symbols.append(s)
                coefficients.append(c)
            }
        }
        var keep = 0
        for i in symbols.indices where !nearZero(coefficients[i]) {
            symbols[keep] = symbols[i]
            coefficients[keep] = coefficients[i]
            keep += 1
        }
        symbols.removeLast(symbols.count - keep)
        coefficients.removeLast(coefficients.count - keep)
    }

    /// The cells in symbol order.
    var cells: Zip2Sequence<ContiguousArray<Symbol>, ContiguousArray<Double>> { zip(symbols, coefficients) }
}
