/// The slots of the rows that hold a cell of one symbol.
///
/// Most symbols sit in a handful of rows, so a small array beats a hash set:
/// no hashing, one allocation, and a deterministic order.
struct Column: Sequence, Sendable {
    private(set) var slots: ContiguousArray<Int32> = []

    /// Whether no row holds the symbol.
    var isEmpty: Bool { slots.isEmpty }
    /// How many rows hold the symbol.
    var count: Int { slots.count }

    /// Records a row that gained a cell of the symbol (it must not be recorded yet).
    mutating func insert(_ slot: Int32) { slots.append(slot) }

    /// Forgets a row that lost its cell of the symbol.
    mutating func remove(_ slot: Int32) {
        guard let i = slots.lastIndex(of: slot) else { return }
        slots.swapAt(i, slots.count - 1)
        slots.removeLast()
    }

    /// Forgets every row.
    mutating func removeAll() { slots.removeAll() }

    /// Whether the row in `slot` is recorded.
    func contains(_ slot: Int32) -> Bool { slots.contains(slot) }

    func makeIterator() -> ContiguousArray<Int32>.Iterator { slots.makeIterator() }
}
