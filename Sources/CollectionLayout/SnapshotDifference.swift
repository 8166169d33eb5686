import Foundation

/// The batch update that turns one snapshot into another, found by
/// identifier in O(n): deletions, insertions, moves (the items that keep
/// their section and whose order is a longest increasing subsequence stay;
/// the others move), reloads and reconfigures.
struct SnapshotDifference<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The update, by index paths of the old and new snapshots.
    private(set) var update = CollectionViewUpdate()
    /// Hash look-ups and comparisons made (for the O(n) test).
    private(set) var steps = 0

    /// Each item's index path in a snapshot.
    ///
    /// - Throws: `.snapshot` naming an item held twice.
    static func positions(
        of snapshot: Snapshot, steps: inout Int
    ) throws(CollectionViewError) -> [ItemIdentifierType: IndexPath] {
        var positions: [ItemIdentifierType: IndexPath] = [:]
        positions.reserveCapacity(snapshot.numberOfItems)
        var sections: Set<SectionIdentifierType> = []
        for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
            guard sections.insert(identifier).inserted else {
                throw .snapshot("the section \(identifier) is in the snapshot twice")
            }
            for (item, itemIdentifier) in (snapshot.itemsBySection[identifier] ?? []).enumerated() {
                steps += 1
                if positions.updateValue(IndexPath(item: item, section: section), forKey: itemIdentifier) != nil {
                    throw .snapshot("the item \(itemIdentifier) is in the snapshot twice")
                }
            }
        }
        return positions
    }

    /// - Parameters:
    ///   - oldPositions, newPositions: ``positions(of:steps:)`` of each.
    init(
        from old: Snapshot, oldPositions: [ItemIdentifierType: IndexPath], to new: Snapshot,
        newPositions: [ItemIdentifierType: IndexPath]
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

        // Items arriving in each staying section, and those that keep it.
        let reloadedItems = Set(new.reloadedItemIdentifiers)
        for (newSection, identifier) in new.sectionIdentifiers.enumerated() where !fresh.contains(newSection) {
            guard let oldSection = oldSectionIndex[identifier] else { continue }
            var candidates: [Int] = []
            var candidateTargets: [Int] = []
            for (item, itemIdentifier) in (new.itemsBySection[identifier] ?? []).enumerated() {
                steps += 1
                let target = IndexPath(item: item, section: newSection)
                guard let from = oldPositions[itemIdentifier] else {
                    update.insertedItems.append(target)
                    continue
                }
                if from.section == oldSection {
                    candidates.append(from.item)
                    candidateTargets.append(item)
                } else if staying[from.section] != nil {
                    addMove(from, target, reloaded: reloadedItems.contains(itemIdentifier))
                } else {
                    update.insertedItems.append(target)
                }
            }
            let stays = LongestIncreasingSubsequence.members(of: candidates, steps: &steps)
            let items = new.itemsBySection[identifier] ?? []
            for (index, oldItem) in candidates.enumerated() {
                let from = IndexPath(item: oldItem, section: oldSection)
                let target = IndexPath(item: candidateTargets[index], section: newSection)
                let reloaded = !reloadedItems.isEmpty && reloadedItems.contains(items[target.item])
                if stays[index] {
                    if reloaded { update.reloadedItems.append(from) }
                } else {
                    addMove(from, target, reloaded: reloaded)
                }
            }
        }

        // Items leaving each staying section.
        for (oldSection, identifier) in old.sectionIdentifiers.enumerated() where staying[oldSection] != nil {
            for (item, itemIdentifier) in (old.itemsBySection[identifier] ?? []).enumerated() {
                steps += 1
                if let to = newPositions[itemIdentifier], !fresh.contains(to.section) { continue }
                update.deletedItems.append(IndexPath(item: item, section: oldSection))
            }
        }

        // Reconfigured items that were there before (the others are new cells anyway).
        for itemIdentifier in new.reconfiguredItemIdentifiers {
            steps += 2
            guard let to = newPositions[itemIdentifier], !fresh.contains(to.section),
                let from = oldPositions[itemIdentifier], staying[from.section] != nil,
                !reloadedItems.contains(itemIdentifier)
            else { continue }
            update.reconfiguredItems.append(to)
        }
    }

    /// A move, or for a reloaded item a deletion and an insertion (a new cell either way).
    private mutating func addMove(_ from: IndexPath, _ to: IndexPath, reloaded: Bool) {
        if reloaded {
            update.deletedItems.append(from)
            update.insertedItems.append(to)
        } else {
            update.movedItems.append((from, to))
        }
    }
}
