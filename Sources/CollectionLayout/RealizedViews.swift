/// The realized views of a collection view, by element: a table with a
/// dictionary's lookups whose keys and views are kept in two arrays, in the
/// order they were added (a removal moves the last entry into the gap).
///
/// A scroll tick and an update look up every realized element, and an
/// update re-keys them all. A `Dictionary` hashes each key with a seeded
/// hasher; this table mixes the key's integers with one multiplication and
/// finds the entry by linear probing among slots at most half full. Its
/// order does not depend on the process, so neither does any walk over it.
/// The keys are the layout's elements near the bounds, so the table stays
/// as small as the realized area.
struct RealizedViews: Sequence {
    /// The keys, in the table's order.
    private(set) var keys: [CollectionElementKey] = []
    /// The views, at their keys' positions.
    private(set) var values: [CollectionReusableView] = []
    /// For each slot, 1 + the position of the entry it holds, or 0 when empty.
    private var slots: [Int32] = []

    init() {}

    var count: Int { keys.count }
    var isEmpty: Bool { keys.isEmpty }
    /// The positions of the entries, for ``keys`` and ``values``.
    var indices: Range<Int> { keys.indices }

    /// The view of `key`'s element; setting nil removes it.
    subscript(key: CollectionElementKey) -> CollectionReusableView? {
        get {
            guard let position = position(of: key) else { return nil }
            return values[position]
        }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Makes room for `minimumCapacity` entries without growing again.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        keys.reserveCapacity(minimumCapacity)
        values.reserveCapacity(minimumCapacity)
        if slots.count < 2 * minimumCapacity { rehash(slotCount: Self.slotCount(for: minimumCapacity)) }
    }

    /// Sets the view of `key`'s element, adding the key if it is new.
    mutating func updateValue(_ view: CollectionReusableView, forKey key: CollectionElementKey) {
        if slots.count < 2 * (keys.count + 1) { rehash(slotCount: Self.slotCount(for: keys.count + 1)) }
        let mask = slots.count - 1
        var slot = idealSlot(of: key)
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if keys[position] == key {
                values[position] = view
                return
            }
            slot = (slot + 1) & mask
        }
        keys.append(key)
        values.append(view)
        slots[slot] = Int32(truncatingIfNeeded: keys.count)
    }

    /// Removes `key`'s element and returns its view, if it had one.
    @discardableResult
    mutating func removeValue(forKey key: CollectionElementKey) -> CollectionReusableView? {
        guard let slot = slot(of: key) else { return nil }
        let position = Int(slots[slot]) - 1
        let view = values[position]
        vacate(slot)
        let last = keys.count - 1
        if position != last {
            // The last entry fills the gap: its slot now names `position`.
            let mask = slots.count - 1
            var moved = idealSlot(of: keys[last])
            while Int(slots[moved]) != last + 1 { moved = (moved + 1) & mask }
            slots[moved] = Int32(truncatingIfNeeded: position + 1)
            keys.swapAt(position, last)
            values.swapAt(position, last)
        }
        keys.removeLast()
        values.removeLast()
        return view
    }

    /// Gives every entry the key `newKey` returns for it, in place: the
    /// entries keep their order, those for which it returns nil leave the
    /// table and are returned, in the table's order. The new keys must be
    /// distinct.
    ///
    /// - Complexity: O(entries): one pass, then the slots built once.
    mutating func rekey(
        _ newKey: (CollectionElementKey, CollectionReusableView) -> CollectionElementKey?
    ) -> [(key: CollectionElementKey, view: CollectionReusableView)] {
        var removed: [(key: CollectionElementKey, view: CollectionReusableView)] = []
        var kept = 0
        for position in keys.indices {
            guard let key = newKey(keys[position], values[position]) else {
                removed.append((keys[position], values[position]))
                continue
            }
            if kept != position { values[kept] = values[position] }
            keys[kept] = key
            kept += 1
        }
        // Removing none still costs a call each: most updates keep every view.
        if kept < keys.count {
            keys.removeLast(keys.count - kept)
            values.removeLast(values.count - kept)
        }
        rehash(slotCount: slots.count)
        return removed
    }

    /// The entries as `(key, view)` pairs, in the table's order.
    func makeIterator() -> Zip2Sequence<[CollectionElementKey], [CollectionReusableView]>.Iterator {
        zip(keys, values).makeIterator()
    }

    // MARK: - Slots

    /// The position of `key`'s entry in ``keys`` and ``values``, if any
    /// (valid until an entry is removed or the table re-keyed).
    func position(of key: CollectionElementKey) -> Int? {
        slot(of: key).map { Int(slots[$0]) - 1 }
    }

    /// The slot that holds `key`'s entry, if any.
    private func slot(of key: CollectionElementKey) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = idealSlot(of: key)
        while slots[slot] != 0 {
            if keys[Int(slots[slot]) - 1] == key { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Where probing for `key` starts: the top bits of its mixed hash.
    private func idealSlot(of key: CollectionElementKey) -> Int {
        let mixed = UInt(bitPattern: key.tableHash) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> UInt(UInt.bitWidth - slots.count.trailingZeroBitCount))
    }

    /// Empties `slot`, moving back the entries after it that probing would
    /// no longer reach across the gap (deletion without tombstones).
    private mutating func vacate(_ slot: Int) {
        let mask = slots.count - 1
        var gap = slot
        var next = (slot + 1) & mask
        while slots[next] != 0 {
            let ideal = idealSlot(of: keys[Int(slots[next]) - 1])
            // The entry at `next` may fill the gap unless its ideal slot lies
            // after the gap, up to `next`, going round the table.
            if (next - ideal) & mask >= (next - gap) & mask {
                slots[gap] = slots[next]
                gap = next
            }
            next = (next + 1) & mask
        }
        slots[gap] = 0
    }

    /// Builds the slots anew, `slotCount` of them (a power of two).
    private mutating func rehash(slotCount: Int) {
        if slots.count == slotCount {
            // Emptied in place: an update re-keys the table without growing it.
            for slot in slots.indices { slots[slot] = 0 }
        } else {
            slots = Array(filledWith: 0, count: slotCount)
        }
        let mask = slotCount - 1
        for (position, key) in keys.enumerated() {
            var slot = idealSlot(of: key)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: position + 1)
        }
    }

    /// The slots for `count` entries: a power of two, at least twice
    /// `count`, at least 16.
    private static func slotCount(for count: Int) -> Int {
        var slots = 16
        while slots < 2 * count { slots *= 2 }
        return slots
    }
}
