import Foundation

/// How a batch update maps the data before it onto the data after it,
/// checked against the data source's counts before anything changes.
///
/// UIKit's rules: deletions and reloads name sections and items before the
/// update, insertions after it, moves both. The sections (items) that are
/// neither deleted nor moved keep their order and fill, in order, the
/// places after the update that no insertion or move takes. A reloaded
/// section or item keeps its place but is new: its views are asked for and
/// its sizes measured again.
struct CollectionViewUpdatePlan {
    /// The changes of one old section that stays (not deleted or reloaded).
    struct SectionChanges {
        /// Items leaving the section (deleted, or moved away), sorted.
        var removed: [Int] = []
        /// Items deleted, and moved (to their index paths after the update).
        var deleted: Set<Int> = []
        var moved: [Int: IndexPath] = [:]
        var reloaded: Set<Int> = []
    }

    let oldCounts: [Int]
    let newCounts: [Int]
    /// Each old section's index after the update; nil when it was deleted.
    private(set) var sectionMap: [Int?] = []
    /// Old sections reloaded.
    private(set) var reloadedSections: Set<Int> = []
    /// The item changes of each old section; nil for one without any, and
    /// empty when no item is deleted, reloaded or moved. Indexed by
    /// section, not hashed: every realized view of an update asks where
    /// its item goes.
    private(set) var itemChanges: [SectionChanges?] = []
    /// The places taken by insertions and moves in each section after the
    /// update, sorted; by new section.
    private(set) var fixedSlots: [[Int]] = []
    /// The places taken by insertions alone, sorted, by new section (for
    /// the sections that had some), when moves take places too; nil when
    /// only insertions do (they are `fixedSlots`).
    private(set) var insertedSlots: [Int: [Int]]?
    /// Whether sections were inserted, deleted or moved (every section after
    /// the first such change may have another index).
    let sectionsChanged: Bool

    /// Checks `update` against the counts and works out the mapping.
    ///
    /// - Throws: `.indexPathOutOfRange` for a section or an item that does
    ///   not exist on its side of the update or is named twice, and
    ///   `.inconsistentUpdate` when a count after the update is not the count
    ///   before it plus insertions minus deletions.
    /// - Complexity: O(sections + changes × log changes).
    init(
        oldCounts: [Int], newCounts: [Int], update: borrowing CollectionViewUpdate
    ) throws(CollectionViewError) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        sectionsChanged =
            !update.deletedSections.isEmpty || !update.insertedSections.isEmpty || !update.movedSections.isEmpty
        let request = "performBatchUpdates(_:completion:)"
        func sectionPath(_ section: Int) -> IndexPath { IndexPath(index: section) }

        // Sections.
        // The sets are passed in, not captured: a local function's captured
        // `var` is checked for exclusive access at run time on every call.
        var oldTaken = Set<Int>()
        var newTaken = Set<Int>()
        func take(_ section: Int, among count: Int, _ taken: inout Set<Int>) throws(CollectionViewError) {
            guard section >= 0, section < count, taken.insert(section).inserted else {
                throw .indexPathOutOfRange(sectionPath(section), request: request)
            }
        }
        for section in update.deletedSections { try take(section, among: oldCounts.count, &oldTaken) }
        for section in update.reloadedSections { try take(section, among: oldCounts.count, &oldTaken) }
        for move in update.movedSections {
            try take(move.from, among: oldCounts.count, &oldTaken)
            try take(move.to, among: newCounts.count, &newTaken)
        }
        for section in update.insertedSections { try take(section, among: newCounts.count, &newTaken) }
        if oldCounts.count - update.deletedSections.count + update.insertedSections.count != newCounts.count {
            throw .inconsistentUpdate(
                section: nil, countBefore: oldCounts.count, countAfter: newCounts.count,
                changes: update.descriptions())
        }
        let reloaded = update.reloadedSections.isEmpty ? [] : Set(update.reloadedSections)
        reloadedSections = reloaded
        var map = [Int?](filledWith: nil, count: oldCounts.count)
        for move in update.movedSections { map[move.from] = move.to }
        let deleted = update.deletedSections.isEmpty ? [] : Set(update.deletedSections)
        let movedFrom = update.movedSections.isEmpty ? [] : Set(update.movedSections.map(\.from))
        var slot = 0
        for section in oldCounts.indices where !deleted.contains(section) && !movedFrom.contains(section) {
            while newTaken.contains(slot) { slot += 1 }
            map[section] = slot
            slot += 1
        }
        sectionMap = map
        let targets = map
        // New sections with nothing kept from before: inserted, or reloaded.
        var fresh = update.insertedSections.isEmpty ? [] : Set(update.insertedSections)
        for section in update.reloadedSections { if let target = targets[section] { fresh.insert(target) } }

        // Items.
        func isStaying(_ section: Int) -> Bool {
            section >= 0 && section < oldCounts.count && targets[section] != nil
                && (reloaded.isEmpty || !reloaded.contains(section))
        }
        // A path named twice is found by hashing, when there are two to compare.
        let namesOldTwice = update.deletedItems.count + update.reloadedItems.count + update.movedItems.count > 1
        let namesNewTwice = update.movedItems.count + update.insertedItems.count > 1
        var oldPaths = Set<IndexPath>()
        var newPaths = Set<IndexPath>()
        func check(
            _ path: IndexPath, in counts: [Int], namedTwiceIf namesTwice: Bool, _ named: inout Set<IndexPath>
        ) throws(CollectionViewError) {
            guard path.count == 2, path.section >= 0, path.section < counts.count, path.item >= 0,
                path.item < counts[path.section], !namesTwice || named.insert(path).inserted
            else { throw .indexPathOutOfRange(path, request: request) }
        }
        // By section: the changes of the items before, the places taken after.
        // Made only when items are deleted, reloaded or moved: an insertion
        // alone changes no old item.
        let changesItems = !update.deletedItems.isEmpty || !update.reloadedItems.isEmpty || !update.movedItems.isEmpty
        var changes = changesItems ? [SectionChanges?](filledWith: nil, count: oldCounts.count) : []
        var slots = [[Int]](filledWith: [], count: newCounts.count)
        for path in update.deletedItems {
            try check(path, in: oldCounts, namedTwiceIf: namesOldTwice, &oldPaths)
            guard isStaying(path.section) else { continue }
            if changes[path.section] == nil { changes[path.section] = SectionChanges() }
            changes[path.section]!.deleted.insert(path.item)
            changes[path.section]!.removed.append(path.item)
        }
        for path in update.reloadedItems {
            try check(path, in: oldCounts, namedTwiceIf: namesOldTwice, &oldPaths)
            guard isStaying(path.section) else { continue }
            if changes[path.section] == nil { changes[path.section] = SectionChanges() }
            changes[path.section]!.reloaded.insert(path.item)
        }
        for move in update.movedItems {
            try check(move.from, in: oldCounts, namedTwiceIf: namesOldTwice, &oldPaths)
            try check(move.to, in: newCounts, namedTwiceIf: namesNewTwice, &newPaths)
            // Both ends must be in sections that stay.
            guard isStaying(move.from.section) else { throw .indexPathOutOfRange(move.from, request: request) }
            guard !fresh.contains(move.to.section) else { throw .indexPathOutOfRange(move.to, request: request) }
            if changes[move.from.section] == nil { changes[move.from.section] = SectionChanges() }
            changes[move.from.section]!.moved[move.from.item] = move.to
            changes[move.from.section]!.removed.append(move.from.item)
            slots[move.to.section].append(move.to.item)
        }
        var inserted: [Int: [Int]] = [:]
        for path in update.insertedItems {
            try check(path, in: newCounts, namedTwiceIf: namesNewTwice, &newPaths)
            guard !fresh.contains(path.section) else { continue }
            slots[path.section].append(path.item)
            if !update.movedItems.isEmpty { inserted[path.section, default: []].append(path.item) }
        }
        for section in changes.indices where changes[section] != nil { changes[section]!.removed.sort() }
        for section in slots.indices where slots[section].count > 1 { slots[section].sort() }
        if !update.movedItems.isEmpty {
            insertedSlots = inserted.mapValues { $0.sorted() }
        }

        // Counts: before, minus what leaves, plus what arrives.
        for section in oldCounts.indices where isStaying(section) {
            guard let target = targets[section] else { continue }
            let expected =
                oldCounts[section] - (changes.isEmpty ? 0 : changes[section]?.removed.count ?? 0)
                + slots[target].count
            if expected != newCounts[target] {
                throw .inconsistentUpdate(
                    section: target, countBefore: oldCounts[section], countAfter: newCounts[target],
                    changes: update.descriptions())
            }
        }
        itemChanges = changes
        fixedSlots = slots
    }

    /// The changes of the items of old section `section` (in range), nil
    /// when none of its items is deleted, reloaded or moved.
    @inline(__always) private func changes(ofSection section: Int) -> SectionChanges? {
        itemChanges.isEmpty ? nil : itemChanges[section]
    }

    /// Whether a section keeps its index, its items and their views.
    func isUntouched(section: Int) -> Bool {
        section >= 0 && section < sectionMap.count && sectionMap[section] == section
            && !isReloaded(section: section) && changes(ofSection: section) == nil && fixedSlots[section].isEmpty
    }

    /// Whether an old section's items keep their order and count (its
    /// index may change).
    func keepsItems(ofSection section: Int) -> Bool {
        guard section >= 0, section < sectionMap.count, let target = sectionMap[section] else { return false }
        return !isReloaded(section: section) && changes(ofSection: section) == nil && fixedSlots[target].isEmpty
    }

    /// Where an item before the update is after it; nil when it is deleted
    /// or its section is deleted or reloaded. A reloaded item has a place
    /// (see ``isReloaded(_:)``).
    ///
    /// - Complexity: O(log changes in its sections).
    func newIndexPath(ofItemAt path: IndexPath) -> IndexPath? {
        guard path.count == 2, let (section, item) = newPosition(ofItem: path.item, inSection: path.section) else {
            return nil
        }
        return IndexPath(item: item, section: section)
    }

    /// ``newIndexPath(ofItemAt:)`` for the item `item` of section `section`,
    /// as a section and an item: an update's every realized view asks, and
    /// an `IndexPath` costs calls to read and to make.
    func newPosition(ofItem item: Int, inSection section: Int) -> (section: Int, item: Int)? {
        newPosition(ofItem: item, inSection: section, unlessReloaded: false)
    }

    /// ``newPosition(ofItem:inSection:)`` for an item whose view goes with
    /// it: nil also when the item is reloaded (``isReloaded(item:inSection:)``),
    /// answered in one call for each realized cell of an update.
    func newPosition(ofKeptItem item: Int, inSection section: Int) -> (section: Int, item: Int)? {
        newPosition(ofItem: item, inSection: section, unlessReloaded: true)
    }

    @inline(__always)
    private func newPosition(
        ofItem item: Int, inSection section: Int, unlessReloaded: Bool
    ) -> (section: Int, item: Int)? {
        guard section >= 0, section < sectionMap.count, let target = sectionMap[section],
            !isReloaded(section: section), item >= 0, item < oldCounts[section]
        else { return nil }
        var rank = item
        if let changes = changes(ofSection: section) {
            if changes.deleted.contains(item) { return nil }
            if unlessReloaded && changes.reloaded.contains(item) { return nil }
            if let moved = changes.moved[item] { return (moved.section, moved.item) }
            rank -= Self.countBelow(item, in: changes.removed)
        }
        // The rank-th place not taken by an insertion or a move: with the
        // taken places f sorted and distinct, f[m] − m never decreases, so
        // the places before it are those with f[m] − m ≤ rank.
        var newItem = rank
        let fixed = fixedSlots[target]
        if !fixed.isEmpty {
            var low = 0
            var high = fixed.count
            while low < high {
                let mid = (low + high) / 2
                if fixed[mid] - mid <= rank { low = mid + 1 } else { high = mid }
            }
            newItem += low
        }
        return (target, newItem)
    }

    /// Whether the old section `section` is reloaded (checked without
    /// hashing when no section is: an update re-keys every realized view).
    @inline(__always) func isReloaded(section: Int) -> Bool {
        !reloadedSections.isEmpty && reloadedSections.contains(section)
    }

    /// Whether the item at an index path after the update was inserted into
    /// a section that stays (not one inserted or reloaded).
    ///
    /// - Complexity: O(log insertions in its section).
    func isInserted(_ path: IndexPath) -> Bool {
        path.count == 2 && isInserted(item: path.item, inSection: path.section)
    }

    /// ``isInserted(_:)`` for the item `item` of section `section`.
    func isInserted(item: Int, inSection section: Int) -> Bool {
        let taken: [Int]
        if let insertedSlots {
            guard let slots = insertedSlots[section] else { return false }
            taken = slots
        } else {
            guard section >= 0, section < fixedSlots.count else { return false }
            taken = fixedSlots[section]
        }
        let index = Self.countBelow(item, in: taken)
        return index < taken.count && taken[index] == item
    }

    /// Whether an item before the update is reloaded (itself or its section).
    func isReloaded(_ path: IndexPath) -> Bool {
        path.count == 2 && isReloaded(item: path.item, inSection: path.section)
    }

    /// ``isReloaded(_:)`` for the item `item` of section `section`.
    func isReloaded(item: Int, inSection section: Int) -> Bool {
        guard section >= 0, section < oldCounts.count else { return false }
        return isReloaded(section: section)
            || changes(ofSection: section)?.reloaded.contains(item) == true
    }

    /// The number of values in sorted `values` below `value`.
    private static func countBelow(_ value: Int, in values: [Int]) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
