/// One row of the tableau: `basic = constant + Σ coefficient · symbol`, or a
/// row under construction `0 = constant + Σ …`.
///
/// Cells are kept in one array, sorted by symbol and free of near-zero
/// coefficients, so merging two rows is linear and every traversal has the
/// same order on every run.
struct Row: Sendable {
    var constant: Double
    private(set) var storage: ContiguousArray<Cell> = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` cells.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        storage.reserveCapacity(capacity)
    }

    /// The number of cells.
    var count: Int { storage.count }
    /// Whether the row has no cells.
    var isEmpty: Bool { storage.isEmpty }
    /// The symbols, in order.
    var symbols: LazyMapSequence<ContiguousArray<Cell>, Symbol> { storage.lazy.map(\.symbol) }
    /// The cells as `(symbol, coefficient)`, in symbol order.
    var cells: LazyMapSequence<ContiguousArray<Cell>, (Symbol, Double)> {
        storage.lazy.map { ($0.symbol, $0.coefficient) }
    }

    /// The position of `symbol` in the cells, or where it would be inserted.
    @inline(__always) private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = storage.count
        while low < high {
            let mid = (low + high) >> 1
            let s = storage[mid].symbol
            if s == symbol { return (mid, true) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(for symbol: Symbol) -> Double {
        let (i, found) = position(of: symbol)
        return found ? storage[i].coefficient : 0
    }

    /// Whether the row holds a cell for `symbol`.
    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    /// Adds `coefficient` to the cell of `symbol`, dropping it if it becomes
    /// near zero. Returns +1 if a cell was created, -1 if one was removed, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let (i, found) = position(of: symbol)
        if found {
            let c = storage[i].coefficient + coefficient
            if sumNearZero(c, storage[i].coefficient, coefficient) {
                removeCell(at: i)
                return -1
            }
            storage[i].coefficient = c
            return 0
        }
        if nearZero(coefficient) { return 0 }
        insertCell(Cell(symbol: symbol, coefficient: coefficient), at: i)
        return 1
    }

    /// Inserts `cell` at position `i`, shifting the cells after it: a plain
    /// loop over the trivial cells, where the standard library's generic
    /// `insert(_:at:)` replaces a subrange through a collection.
    @inline(__always) private mutating func insertCell(_ cell: Cell, at i: Int) {
        storage.append(cell)
        let last = storage.count - 1
        if i == last { return }
        storage.withUnsafeMutableBufferPointer { cells in
            var j = last
            while j > i {
                cells[j] = cells[j - 1]
                j -= 1
            }
            cells[i] = cell
        }
    }

    /// Removes the cell at position `i`, shifting the cells after it.
    @inline(__always) private mutating func removeCell(at i: Int) {
        let last = storage.count - 1
        if i < last {
            storage.withUnsafeMutableBufferPointer { cells in
                for j in i..<last { cells[j] = cells[j + 1] }
            }
        }
        storage.removeLast()
    }

    /// Removes the cell of `symbol`; returns whether there was one.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Bool {
        let (i, found) = position(of: symbol)
        if found { removeCell(at: i) }
        return found
    }

    /// Appends a cell with a symbol greater than every symbol held.
    mutating func append(_ symbol: Symbol, _ coefficient: Double) {
        storage.append(Cell(symbol: symbol, coefficient: coefficient))
    }

    /// Multiplies the constant and every coefficient by `k`.
    mutating func scale(by k: Double) {
        constant *= k
        for i in storage.indices { storage[i].coefficient *= k }
    }

    /// Adds `k ·` `other` to this row, recording which symbols gained a cell
    /// in `added` and which lost one in `removed`.
    ///
    /// A short `other` is inserted cell by cell in place; long rows are merged
    /// in one pass.
    ///
    /// - Complexity: O(count + other.count).
    mutating func add(_ other: Row, times k: Double, added: inout [Symbol], removed: inout [Symbol]) {
        add(other, times: k, recording: true, added: &added, removed: &removed)
    }

    /// Adds `k ·` `other` to this row, ignoring which cells changed.
    mutating func add(_ other: Row, times k: Double) {
        var added: [Symbol] = []
        var removed: [Symbol] = []
        add(other, times: k, recording: false, added: &added, removed: &removed)
    }

    /// The merge behind both `add`s: with `recording` false, `added` and
    /// `removed` stay untouched (no journal array to grow).
    @inline(__always) private mutating func add(
        _ other: Row,
        times k: Double,
        recording: Bool,
        added: inout [Symbol],
        removed: inout [Symbol]
    ) {
        constant += other.constant * k
        if other.isEmpty { return }
        if other.storage.count <= 8 || storage.count <= 8 {
            for cell in other.storage {
                let change = insert(cell.symbol, cell.coefficient * k)
                if recording, change > 0 { added.append(cell.symbol) }
                if recording, change < 0 { removed.append(cell.symbol) }
            }
            return
        }
        var merged = ContiguousArray<Cell>()
        merged.reserveCapacity(storage.count + other.storage.count)
        var i = 0
        var j = 0
        let n = storage.count
        let m = other.storage.count
        while i < n || j < m {
            if j == m || (i < n && storage[i].symbol < other.storage[j].symbol) {
                merged.append(storage[i])
                i += 1
            } else if i == n || other.storage[j].symbol < storage[i].symbol {
                let cell = other.storage[j]
                let c = cell.coefficient * k
                if !nearZero(c) {
                    merged.append(Cell(symbol: cell.symbol, coefficient: c))
                    if recording { added.append(cell.symbol) }
                }
                j += 1
            } else {
                let b = other.storage[j].coefficient * k
                let c = storage[i].coefficient + b
                if sumNearZero(c, storage[i].coefficient, b) {
                    if recording { removed.append(storage[i].symbol) }
                } else {
                    merged.append(Cell(symbol: storage[i].symbol, coefficient: c))
                }
                i += 1
                j += 1
            }
        }
        storage = merged
    }

    /// Solves `0 = row` for `symbol`: afterwards the row reads
    /// `symbol = constant + Σ …` without a cell for `symbol`.
    mutating func solve(for symbol: Symbol) {
        let (i, found) = position(of: symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let k = -1 / storage[i].coefficient
        removeCell(at: i)
        scale(by: k)
    }

    /// Turns `basic = row` into `entering = …`: the old basic symbol joins the
    /// cells and the row is solved for `entering`.
    mutating func solve(for entering: Symbol, replacing basic: Symbol) {
        // The entering cell goes before the basic one comes in, so that a
        // full row is not grown for a cell it loses right after.
        let (i, found) = position(of: entering)
        precondition(found, "solving a row for a symbol it does not hold")
        let k = -1 / storage[i].coefficient
        removeCell(at: i)
        insert(basic, -1)
        scale(by: k)
    }

    /// Builds a row from unsorted cells, adding up repeated symbols and dropping
    /// near-zero sums.
    init<S: Sequence>(constant: Double, unsortedCells: S) where S.Element == (Symbol, Double) {
        self.constant = constant
        let sorted = unsortedCells.sorted { $0.0 < $1.0 }
        for (s, c) in sorted {
            if let last = storage.last, last.symbol == s {
                storage[storage.count - 1].coefficient += c
            } else {
                storage.append(Cell(symbol: s, coefficient: c))
            }
        }
        storage.removeAll { nearZero($0.coefficient) }
    }
}
