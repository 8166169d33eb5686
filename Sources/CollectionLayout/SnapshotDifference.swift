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

    /// - Parameters:
    ///   - oldPositions, newPositions: ``positions(of:steps:)`` of each.
    @inlinable
    init(
        from old: Snapshot, oldPositions: [ItemIdentifierType: ItemPosition], to new: Snapshot,
        newPositions: [ItemIdentifierType: ItemPosition]
    ) {
        // Sections.
        var oldSectionIndex: [SectionIdentifierType: Int] = [:]
        for (index, identifier) in old.sectionIdentifiers.enumerated() { oldSectionIndex[identifier] = index }
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        var kept: [(old: Int, new: Int)] = []
        var fresh = Set<Int>()
        var staying = [Int?](repeating: nil, count: old.sectionIdentifiers.count)
        var newSectionIndex: [SectionIdentifierType: Int] = [:]
        for (index, identifier) in new.sectionIdentifiers.enumerated() {
            newSectionIndex[identifier] = index
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
        let inPlace = LongestIncreasingSubsequence.members(of: kept.map(\.old), steps: &steps)
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

        // Items arriving in each staying section, and those that keep it;
        // the old items found are marked, so that those left unmarked in a
        // staying section are the deleted ones, without a look-up each.
        let reloadedItems = Set(new.reloadedItemIdentifiers)
        // One flat array, the sections' items one after another from `base`.
        var base = [Int](repeating: 0, count: old.sectionIdentifiers.count + 1)
        for section in old.sectionIdentifiers.indices {
            base[section + 1] = base[section] + (old.itemsBySection[old.sectionIdentifiers[section]]?.count ?? 0)
        }
        var found = [Bool](repeating: false, count: base[old.sectionIdentifiers.count])
        let newSections = new.sectionIdentifiers
        for newSection in newSections.indices where !fresh.contains(newSection) {
            let identifier = newSections[newSection]
            guard let oldSection = oldSectionIndex[identifier] else { continue }
            var candidates: [Int] = []
            var candidateTargets: [Int] = []
            let items = new.itemsBySection[identifier] ?? []
            candidates.reserveCapacity(items.count)
            candidateTargets.reserveCapacity(items.count)
            steps += items.count
            // The old section's items are walked alongside: an item equal to
            // the next old one is that one, without a look-up (most items
            // of a small change).
            let oldItems = old.itemsBySection[identifier] ?? []
            var next = 0
            for item in items.indices {
                let itemIdentifier = items[item]
                if next < oldItems.count && oldItems[next] == itemIdentifier {
                    found[base[oldSection] + next] = true
                    candidates.append(next)
                    candidateTargets.append(item)
                    next += 1
                    continue
                }
                guard let from = oldPositions[itemIdentifier] else {
                    update.insertedItems.append(IndexPath(item: item, section: newSection))
                    continue
                }
                if from.section == oldSection {
                    found[base[oldSection] + from.item] = true
                    if from.item >= next { next = from.item + 1 }
                    candidates.append(from.item)
                    candidateTargets.append(item)
                } else if staying[from.section] != nil {
                    found[base[from.section] + from.item] = true
                    addMove(
                        from.indexPath, IndexPath(item: item, section: newSection),
                        reloaded: !reloadedItems.isEmpty && reloadedItems.contains(itemIdentifier))
                } else {
                    update.insertedItems.append(IndexPath(item: item, section: newSection))
                }
            }
            let stays = LongestIncreasingSubsequence.members(of: candidates, steps: &steps)
            for index in candidates.indices {
                let reloaded = !reloadedItems.isEmpty && reloadedItems.contains(items[candidateTargets[index]])
                if stays[index] {
                    if reloaded { update.reloadedItems.append(IndexPath(item: candidates[index], section: oldSection)) }
                } else {
                    addMove(
                        IndexPath(item: candidates[index], section: oldSection),
                        IndexPath(item: candidateTargets[index], section: newSection), reloaded: reloaded)
                }
            }
        }

        // Items leaving each staying section: those not found above.
        for oldSection in staying.indices where staying[oldSection] != nil {
            steps += base[oldSection + 1] - base[oldSection]
            for index in base[oldSection]..<base[oldSection + 1] where !found[index] {
                update.deletedItems.append(IndexPath(item: index - base[oldSection], section: oldSection))
            }
        }

        // Reconfigured items that were there before (the others are new cells anyway).
        for itemIdentifier in new.reconfiguredItemIdentifiers {
            steps += 2
            guard let to = newPositions[itemIdentifier], !fresh.contains(to.section),
                let from = oldPositions[itemIdentifier], staying[from.section] != nil,
                !reloadedItems.contains(itemIdentifier)
            else { continue }
            update.reconfiguredItems.append(to.indexPath)
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
