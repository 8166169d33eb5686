/// A table of at most ``capacity`` entries that forgets its least recently
/// used entry when one more would exceed it: the bounded store of the
/// process-wide caches, each of which guards its table with its own lock.
struct LeastRecentlyUsedTable<Key: Hashable, Value> {
    /// The most entries kept.
    let capacity: Int
    private var entries: [Key: (value: Value, lastUse: Int)] = [:]
    /// A clock of uses, to find the least recent.
    private var uses = 0

    /// An empty table keeping at most `capacity` entries.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// How many entries the table holds.
    var count: Int { entries.count }

    /// The value kept for `key`, marked as used now, or nil.
    mutating func use(_ key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        uses += 1
        entries[key]!.lastUse = uses
        return entry.value
    }

    /// Takes the value kept for `key` out of the table.
    mutating func removeValue(forKey key: Key) -> Value? {
        entries.removeValue(forKey: key)?.value
    }

    /// Keeps `value` for `key`, used now, forgetting the least recently
    /// used entry when the table is then over capacity.
    ///
    /// - Complexity: O(capacity) when an entry is forgotten, else O(1).
    mutating func keep(_ value: Value, for key: Key) {
        uses += 1
        entries[key] = (value, uses)
        if entries.count > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
        }
    }

    /// Forgets every entry.
    mutating func removeAll() {
        entries = [:]
    }
}
