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
        unsafe storage.withUnsafeMutableBufferPointer { cells in
            var j = last
            while j > i {
                unsafe cells[j] = unsafe cells[j - 1]
                j -= 1
            }
            unsafe cells[i] = cell
        }
    }

    /// Removes the cell at position `i`, shifting the cells after it.
    @inline(__always) private mutating func removeCell(at i: Int) {
        let last = storage.count - 1
        if i < last {
            unsafe storage.withUnsafeMutableBufferPointer { cells in
                for j in i..<last { unsafe cells[j] = unsafe cells[j + 1] }
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

    /// Gives every cell's symbol its new serial (the serials in use
    /// numbered afresh in their order, so the cells stay in order).
    mutating func renumberSymbols(by serials: UnsafeBufferPointer<Int32>) {
        unsafe storage.withUnsafeMutableBufferPointer { cells in
            for i in cells.indices { unsafe cells[i].symbol = unsafe cells[i].symbol.renumbered(by: serials) }
        }
    }

    /// Appends a cell with a symbol greater than every symbol held.
    mutating func append(_ symbol: Symbol, _ coefficient: Double) {
        storage.append(Cell(symbol: symbol, coefficient: coefficient))
    }

    /// Appends a cell without keeping the cells in order: for a row built
    /// from cells of distinct symbols, put in order once by
    /// ``sortDistinctCells()``.
    mutating func appendUnordered(_ symbol: Symbol, _ coefficient: Double) {
        storage.append(Cell(symbol: symbol, coefficient: coefficient))
    }

    /// Puts cells of distinct symbols in symbol order: an insertion sort
    /// for a handful of cells (a new constraint's row), the standard
    /// library's sort for more (an expanded definition's).
    mutating func sortDistinctCells() {
        if storage.count > 16 {
            storage.sort { $0.symbol < $1.symbol }
            return
        }
        unsafe storage.withUnsafeMutableBufferPointer { cells in
            for i in cells.indices.dropFirst() {
                let cell = unsafe cells[i]
                var j = i
                while j > 0, unsafe cells[j - 1].symbol > cell.symbol {
                    unsafe cells[j] = unsafe cells[j - 1]
                    j -= 1
                }
                unsafe assert(j == 0 || cells[j - 1].symbol != cell.symbol, "two cells of \(cell.symbol)")
                unsafe cells[j] = cell
            }
        }
    }

    /// Multiplies the constant and every coefficient by `k`.
    mutating func scale(by k: Double) {
        constant *= k
        for i in storage.indices { storage[i].coefficient *= k }
    }

    /// Adds `k ·` `other` to this row, recording which symbols gained a cell
    /// in `added` and which lost one in `removed`.
    ///
    /// One or two cells are inserted in place; longer rows are merged in
    /// place from the back, in one pass.
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
        let m = other.storage.count
        if m == 0 { return }
        if m <= 2 {
            for cell in other.storage {
                let change = insert(cell.symbol, cell.coefficient * k)
                if recording, change > 0 { added.append(cell.symbol) }
                if recording, change < 0 { removed.append(cell.symbol) }
            }
            return
        }
        // Merged in place from the back, into room for the cells `other`
        // brings: no new array, and one pass whatever the lengths.
        let n = storage.count
        var fresh = 0
        unsafe other.storage.withUnsafeBufferPointer { theirs in
            unsafe storage.withUnsafeBufferPointer { mine in
                var i = 0
                for k in theirs.indices {
                    let cell = unsafe theirs[k]
                    while i < n, unsafe mine[i].symbol < cell.symbol { i += 1 }
                    if unsafe i == n || mine[i].symbol != cell.symbol { fresh += 1 }
                }
            }
        }
        // A few cells one by one, more in one call (each call checks
        // uniqueness and capacity again).
        if fresh > 4 {
            storage.append(contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0), count: fresh))
        } else {
            for _ in 0..<fresh { storage.append(Cell(symbol: .invalid, coefficient: 0)) }
        }
        let addedFrom = added.count
        let removedFrom = removed.count
        var gap = 0
        unsafe other.storage.withUnsafeBufferPointer { theirs in
            unsafe storage.withUnsafeMutableBufferPointer { cells in
                var i = n - 1
                var j = m - 1
                var w = n + fresh - 1
                while j >= 0 {
                    if i >= 0, unsafe cells[i].symbol > theirs[j].symbol {
                        unsafe cells[w] = unsafe cells[i]
                        i -= 1
                        w -= 1
                    } else if i >= 0, unsafe cells[i].symbol == theirs[j].symbol {
                        let b = unsafe theirs[j].coefficient * k
                        let c = unsafe cells[i].coefficient + b
                        if unsafe sumNearZero(c, cells[i].coefficient, b) {
                            if recording { unsafe removed.append(cells[i].symbol) }
                        } else {
                            unsafe cells[w] = unsafe Cell(symbol: cells[i].symbol, coefficient: c)
                            w -= 1
                        }
                        i -= 1
                        j -= 1
                    } else {
                        let c = unsafe theirs[j].coefficient * k
                        if !nearZero(c) {
                            unsafe cells[w] = unsafe Cell(symbol: theirs[j].symbol, coefficient: c)
                            w -= 1
                            if recording { unsafe added.append(theirs[j].symbol) }
                        }
                        j -= 1
                    }
                }
                // cells[0...i] never moved; the merged tail starts at w + 1.
                gap = w - i
                let kept = n + fresh - 1 - w
                if gap > 0 {
                    for t in 0..<kept { unsafe cells[i + 1 + t] = unsafe cells[w + 1 + t] }
                }
            }
        }
        if gap > 4 {
            storage.removeLast(gap)
        } else {
            for _ in 0..<gap { storage.removeLast() }
        }
        if recording {
            added[addedFrom...].reverse()
            removed[removedFrom...].reverse()
        }
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
