/// The slots of the rows that hold a cell of one symbol.
///
/// Most symbols sit in one to three rows: those are kept inline, so a new
/// symbol costs no allocation; more spill into an array. Order is
/// deterministic (insertion order, with removals filled from the end).
struct Column: Sequence, Sendable {
    private var inline: (Int32, Int32, Int32) = (-1, -1, -1)
    private var inlineCount: Int8 = 0
    private var spill: ContiguousArray<Int32> = []

    /// Whether no row holds the symbol.
    var isEmpty: Bool { inlineCount == 0 }
    /// How many rows hold the symbol.
    var count: Int { Int(inlineCount) + spill.count }

    private func inlineSlot(_ i: Int) -> Int32 {
        switch i {
        case 0: return inline.0
        case 1: return inline.1
        default: return inline.2
        }
    }

    private mutating func setInline(_ i: Int, _ value: Int32) {
        switch i {
        case 0: inline.0 = value
        case 1: inline.1 = value
        default: inline.2 = value
        }
    }

    /// Records a row that gained a cell of the symbol (it must not be recorded yet).
    mutating func insert(_ slot: Int32) {
        if inlineCount < 3 {
            setInline(Int(inlineCount), slot)
            inlineCount += 1
        } else {
            spill.append(slot)
        }
    }

    /// Forgets a row that lost its cell of the symbol.
    mutating func remove(_ slot: Int32) {
        // The inline slots first: most columns hold nothing else.
        let n = inlineCount
        let i: Int
        if n > 0, inline.0 == slot {
            i = 0
        } else if n > 1, inline.1 == slot {
            i = 1
        } else if n > 2, inline.2 == slot {
            i = 2
        } else {
            if !spill.isEmpty, let k = spill.lastIndex(of: slot) {
                spill.swapAt(k, spill.count - 1)
                spill.removeLast()
            }
            return
        }
        if !spill.isEmpty {
            setInline(i, spill.removeLast())
        } else {
            let last = Int(n) - 1
            setInline(i, inlineSlot(last))
            setInline(last, -1)
            inlineCount = n - 1
        }
    }

    /// Forgets every row.
    mutating func removeAll() {
        inline = (-1, -1, -1)
        inlineCount = 0
        spill.removeAll()
    }

    /// The `k`th slot, in the order iteration gives: for a loop over a
    /// column held in a tableau that mutates other parts of it, without the
    /// copy (and retain of the spilled slots) that iteration makes.
    @inline(__always) subscript(k: Int) -> Int32 {
        k < Int(inlineCount) ? inlineSlot(k) : spill[k - Int(inlineCount)]
    }

    /// Whether the row in `slot` is recorded.
    func contains(_ slot: Int32) -> Bool { contains { $0 == slot } }

    /// The slots, as an array (a snapshot to iterate while the column changes).
    var slots: [Int32] { Array(self) }

    func makeIterator() -> Iterator { Iterator(column: self) }

    /// Iterates the inline slots, then the spilled ones.
    struct Iterator: IteratorProtocol {
        let column: Column
        var index = 0

        mutating func next() -> Int32? {
            defer { index += 1 }
            if index < Int(column.inlineCount) { return column.inlineSlot(index) }
            let i = index - Int(column.inlineCount)
            return i < column.spill.count ? column.spill[i] : nil
        }
    }
}
