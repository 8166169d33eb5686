import Foundation

/// The batch update that turns one snapshot into another, found by
/// identifier in O(n): deletions, insertions, moves (the items that keep
/// their section and whose order is a longest increasing subsequence stay;
/// the others move), reloads and reconfigures.
@usableFromInline
struct SnapshotDifference<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    @usableFromInline typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The update, by index paths of the old and new snapshots.
    @usableFromInline var update = CollectionViewUpdate()
    /// Hash look-ups and comparisons made (for the O(n) test).
    @usableFromInline var steps = 0
    /// Where each old item is in the new snapshot (`section` -1 where it
    /// is not), by its place among the old snapshot's items laid end to end.
    @usableFromInline var destinations: [ItemPosition] = []
    /// Where each old section's items start in ``destinations``, then their total.
    @usableFromInline var oldBase: [Int] = [0]
    /// The new snapshot's items the old one does not hold, with their places.
    @usableFromInline var arrivals: [(identifier: ItemIdentifierType, position: ItemPosition)] = []

    /// Each item's index path in a snapshot.
    ///
    /// - Throws: `.snapshot` naming an item held twice.
    @inlinable
    static func positions(
        of snapshot: Snapshot, steps: inout Int
    ) throws(CollectionViewError) -> [ItemIdentifierType: ItemPosition] {
        var positions: [ItemIdentifierType: ItemPosition] = [:]
        positions.reserveCapacity(snapshot.numberOfItems)
        var sections: Set<SectionIdentifierType> = []
        // Index loops: an enumerated sequence of a generic element costs
        // metadata look-ups on every step where the type is not specialized.
        let sectionIdentifiers = snapshot.sectionIdentifiers
        for section in sectionIdentifiers.indices {
            let identifier = sectionIdentifiers[section]
            guard sections.insert(identifier).inserted else {
                throw .snapshot("the section \(identifier) is in the snapshot twice")
            }
            let items = snapshot.itemsBySection[identifier] ?? []
            steps += items.count
            for item in items.indices {
                if positions.updateValue(ItemPosition(item: item, section: section), forKey: items[item]) != nil {
                    throw .snapshot("the item \(items[item]) is in the snapshot twice")
                }
            }
        }
        return positions
    }

    /// Finds the update from `old` to `new`, and where each old item goes.
    ///
    /// - Parameter oldPositions: ``positions(of:steps:)`` of `old`.
    /// - Throws: `.snapshot` naming a section or an old item `new` holds
    ///   twice. A new item held twice is found by ``reposition(_:)``.
    @inlinable
    init(
        from old: Snapshot, oldPositions: [ItemIdentifierType: ItemPosition], to new: Snapshot
    ) throws(CollectionViewError) {
        // Sections.
        var oldSectionIndex: [SectionIdentifierType: Int] = [:]
        for (index, identifier) in old.sectionIdentifiers.enumerated() { oldSectionIndex[identifier] = index }
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        var kept: [(old: Int, new: Int)] = []
        var fresh = Set<Int>()
        var staying = [Int?](repeating: nil, count: old.sectionIdentifiers.count)
        var newSectionIndex: [SectionIdentifierType: Int] = [:]
        for (index, identifier) in new.sectionIdentifiers.enumerated() {
            guard newSectionIndex.updateValue(index, forKey: identifier) == nil else {
                throw .snapshot("the section \(identifier) is in the snapshot twice")
            }
            if let oldIndex = oldSectionIndex[identifier] {
                kept.append((oldIndex, index))
            } else {
                update.insertedSections.append(index)
                fresh.insert(index)
            }
        }
        for (index, identifier) in old.sectionIdentifiers.enumerated() where newSectionIndex[identifier] == nil {
            update.deletedSections.append(index)
        }
        let inPlace = LongestIncreasingSubsequence.members(
            of: kept.map(\.old), weights: [Int](repeating: 1, count: kept.count), steps: &steps)
        for (position, pair) in kept.enumerated() {
            let reloaded = reloadedSections.contains(new.sectionIdentifiers[pair.new])
            switch (inPlace[position], reloaded) {
            case (true, false):
                staying[pair.old] = pair.new
            case (false, false):
                update.movedSections.append((pair.old, pair.new))
                staying[pair.old] = pair.new
            case (true, true):
                update.reloadedSections.append(pair.old)
                fresh.insert(pair.new)
            case (false, true):
                update.deletedSections.append(pair.old)
                update.insertedSections.append(pair.new)
                fresh.insert(pair.new)
            }
        }

        // Items arriving in each staying section, and those that keep it.
        // Each old item found gets its destination, so that those left
        // without one in a staying section are the deleted ones, without a
        // look-up each.
        let reloadedItems = Set(new.reloadedItemIdentifiers)
        let oldSections = old.sectionIdentifiers
        var oldBase = [Int](repeating: 0, count: oldSections.count + 1)
        for section in oldSections.indices {
            oldBase[section + 1] = oldBase[section] + (old.itemsBySection[oldSections[section]]?.count ?? 0)
        }
        var destinations = [ItemPosition](
            repeating: ItemPosition(item: 0, section: -1), count: oldBase[oldSections.count])
        var arrivals: [(identifier: ItemIdentifierType, position: ItemPosition)] = []
        let newSections = new.sectionIdentifiers
        for newSection in newSections.indices {
            let identifier = newSections[newSection]
            let items = new.itemsBySection[identifier] ?? []
            steps += items.count
            guard !fresh.contains(newSection), let oldSection = oldSectionIndex[identifier] else {
                // A new or reloaded section: its items are inserted with it,
                // and only their destinations are wanted.
                for item in items.indices {
                    try Self.find(
                        items[item], at: ItemPosition(item: item, section: newSection), in: oldPositions,
                        oldBase: oldBase, destinations: &destinations, arrivals: &arrivals)
                }
                continue
            }
            // The items that keep their section, as runs of consecutive
            // items consecutive before and after; the current run is `run`.
            var runs: [Run] = []
            var run = Run(old: 0, new: 0, count: 0)
            // The old section's items are walked alongside: an item equal to
            // the next old one is that one, without a look-up (most items
            // of a small change).
            let oldItems = old.itemsBySection[identifier] ?? []
            let base = oldBase[oldSection]
            var next = 0
            for item in items.indices {
                let itemIdentifier = items[item]
                let position = ItemPosition(item: item, section: newSection)
                let from: Int
                if next < oldItems.count && oldItems[next] == itemIdentifier {
                    // Another section's item may have claimed this one already.
                    guard destinations[base + next].section < 0 else {
                        throw .snapshot("the item \(itemIdentifier) is in the snapshot twice")
                    }
                    destinations[base + next] = position
                    from = next
                    next += 1
                } else {
                    guard
                        let found = try Self.find(
                            itemIdentifier, at: position, in: oldPositions, oldBase: oldBase,
                            destinations: &destinations, arrivals: &arrivals)
                    else {
                        update.insertedItems.append(position.indexPath)
                        continue
                    }
                    guard found.section == oldSection else {
                        if staying[found.section] != nil {
                            addMove(
                                found.indexPath, position.indexPath,
                                reloaded: !reloadedItems.isEmpty && reloadedItems.contains(itemIdentifier))
                        } else {
                            update.insertedItems.append(position.indexPath)
                        }
                        continue
                    }
                    from = found.item
                    if from >= next { next = from + 1 }
                }
                if run.old + run.count == from && run.new + run.count == item {
                    run.count += 1
                } else {
                    if run.count > 0 { runs.append(run) }
                    run = Run(old: from, new: item, count: 1)
                }
            }
            if run.count > 0 { runs.append(run) }
            let stays = LongestIncreasingSubsequence.members(
                of: runs.map(\.old), weights: runs.map(\.count), steps: &steps)
            for index in runs.indices where !stays[index] || !reloadedItems.isEmpty {
                let run = runs[index]
                for offset in 0..<run.count {
                    let reloaded = !reloadedItems.isEmpty && reloadedItems.contains(items[run.new + offset])
                    if stays[index] {
                        guard reloaded else { continue }
                        update.reloadedItems.append(IndexPath(item: run.old + offset, section: oldSection))
                    } else {
                        addMove(
                            IndexPath(item: run.old + offset, section: oldSection),
                            IndexPath(item: run.new + offset, section: newSection), reloaded: reloaded)
                    }
                }
            }
        }

        // Items leaving each staying section: those without a destination,
        // and those going to a new or reloaded section (inserted with it).
        var isFresh = [Bool](repeating: false, count: newSections.count)
        for section in fresh { isFresh[section] = true }
        for oldSection in staying.indices where staying[oldSection] != nil {
            steps += oldBase[oldSection + 1] - oldBase[oldSection]
            for index in oldBase[oldSection]..<oldBase[oldSection + 1] {
                let to = destinations[index].section
                if to < 0 || isFresh[to] {
                    update.deletedItems.append(IndexPath(item: index - oldBase[oldSection], section: oldSection))
                }
            }
        }

        // Reconfigured items that were there before (the others are new cells anyway).
        for itemIdentifier in new.reconfiguredItemIdentifiers {
            steps += 1
            guard let from = oldPositions[itemIdentifier], staying[from.section] != nil,
                !reloadedItems.contains(itemIdentifier)
            else { continue }
            let to = destinations[oldBase[from.section] + from.item]
            guard to.section >= 0, !fresh.contains(to.section) else { continue }
            update.reconfiguredItems.append(to.indexPath)
        }
        self.oldBase = oldBase
        self.destinations = destinations
        self.arrivals = arrivals
    }

    /// Items that keep their section, `count` of them, consecutive both at
    /// `old` in the old section and at `new` in the new one.
    @usableFromInline
    struct Run {
        @usableFromInline var old: Int
        @usableFromInline var new: Int
        @usableFromInline var count: Int

        @inlinable
        init(old: Int, new: Int, count: Int) {
            self.old = old
            self.new = new
            self.count = count
        }
    }

    /// Finds a new item among the old ones by a look-up: an old item gets
    /// its destination, any other one is an arrival.
    ///
    /// - Returns: the item's old position, or nil for an arrival.
    /// - Throws: `.snapshot` when the old item already has a destination.
    @inlinable
    @discardableResult
    static func find(
        _ identifier: ItemIdentifierType, at position: ItemPosition,
        in oldPositions: [ItemIdentifierType: ItemPosition], oldBase: [Int],
        destinations: inout [ItemPosition], arrivals: inout [(identifier: ItemIdentifierType, position: ItemPosition)]
    ) throws(CollectionViewError) -> ItemPosition? {
        guard let from = oldPositions[identifier] else {
            arrivals.append((identifier, position))
            return nil
        }
        let index = oldBase[from.section] + from.item
        guard destinations[index].section < 0 else {
            throw .snapshot("the item \(identifier) is in the snapshot twice")
        }
        destinations[index] = position
        return from
    }

    /// Turns the old snapshot's positions into the new one's: each old
    /// item's value is rewritten without hashing it, the items that left are
    /// removed and the arrivals added.
    ///
    /// - Parameters:
    ///   - positions: the `oldPositions` the difference was found with.
    ///   - old: the old snapshot, whose items without a destination leave.
    /// - Throws: `.snapshot` naming an arrival the new snapshot holds twice;
    ///   `positions` is then neither the old nor the new positions.
    @inlinable
    func reposition(
        _ positions: inout [ItemIdentifierType: ItemPosition], from old: Snapshot
    ) throws(CollectionViewError) {
        // A new dictionary of the same keys in the same buckets: no key is hashed.
        positions = positions.mapValues { [destinations, oldBase] in destinations[oldBase[$0.section] + $0.item] }
        let oldSections = old.sectionIdentifiers
        for section in oldSections.indices {
            let base = oldBase[section]
            guard let items = old.itemsBySection[oldSections[section]] else { continue }
            for index in items.indices where destinations[base + index].section < 0 {
                positions[items[index]] = nil
            }
        }
        positions.reserveCapacity(positions.count + arrivals.count)
        for (identifier, position) in arrivals where positions.updateValue(position, forKey: identifier) != nil {
            throw .snapshot("the item \(identifier) is in the snapshot twice")
        }
    }

    /// A move, or for a reloaded item a deletion and an insertion (a new cell either way).
    @inlinable
    mutating func addMove(_ from: IndexPath, _ to: IndexPath, reloaded: Bool) {
        if reloaded {
            update.deletedItems.append(from)
            update.insertedItems.append(to)
        } else {
            update.movedItems.append((from, to))
        }
    }
}
