import Foundation
import TestSupport
import Testing

@testable import CollectionLayout

@Suite struct DiffableDataSourceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    final class Harness {
        let collectionView = makeModelCollectionView(listLayout(), dataSource: nil)
        var dataSource: CollectionViewDiffableDataSource<String, Int>!
        var provided: [(IndexPath, Int)] = []

        init() {
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
                [unowned self] collectionView, indexPath, identifier in
                self.provided.append((indexPath, identifier))
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                (cell as? IdentifiedCell)?.identifier = identifier
                (cell as? IdentifiedCell)?.configureCount += 1
                return cell
            }
        }

        /// Every realized cell shows the snapshot's item at its index path.
        func expectAgrees(with snapshot: Snapshot, sourceLocation: SourceLocation = #_sourceLocation) {
            for (indexPath, identifier) in collectionView.realizedIdentifiers {
                let section = snapshot.sectionIdentifiers[indexPath.section]
                #expect(
                    snapshot.itemIdentifiers(inSection: section)[indexPath.item] == identifier,
                    sourceLocation: sourceLocation)
            }
            for (index, section) in snapshot.sectionIdentifiers.enumerated() {
                #expect(dataSource.sectionIdentifier(for: index) == section, sourceLocation: sourceLocation)
                for (item, identifier) in snapshot.itemIdentifiers(inSection: section).enumerated() {
                    let indexPath = IndexPath(item: item, section: index)
                    #expect(dataSource.indexPath(for: identifier) == indexPath, sourceLocation: sourceLocation)
                    #expect(dataSource.itemIdentifier(for: indexPath) == identifier, sourceLocation: sourceLocation)
                }
            }
            #expect(collectionView.numberOfSections == snapshot.numberOfSections, sourceLocation: sourceLocation)
        }
    }

    static func snapshot(_ sections: [(String, [Int])]) throws -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            try snapshot.appendSections([section])
            try snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func applyingShowsTheSnapshotAndAnswersQueries() throws {
        let harness = Harness()
        let snapshot = try Self.snapshot([("a", Array(0..<5)), ("b", Array(10..<15))])
        var completed = false
        try harness.dataSource.apply(snapshot) { completed = true }
        #expect(completed)
        harness.expectAgrees(with: snapshot)
        #expect(harness.collectionView.realizedCells.count == 10)
        #expect(harness.dataSource.snapshot().itemIdentifiers == Array(0..<5) + Array(10..<15))
        #expect(harness.dataSource.indexPath(for: 99) == nil)
        #expect(harness.dataSource.itemIdentifier(for: IndexPath(item: 9, section: 0)) == nil)
    }

    @Test func snapshotQueriesAndEdits() throws {
        var snapshot = try Self.snapshot([("a", [1, 2, 3]), ("b", [4])])
        try snapshot.insertItems([0], beforeItem: 1)
        try snapshot.insertItems([5], afterItem: 4)
        try snapshot.moveItem(3, beforeItem: 4)
        try snapshot.moveItem(1, afterItem: 5)
        try snapshot.insertSections(["z"], beforeSection: "a")
        try snapshot.insertSections(["c"], afterSection: "b")
        try snapshot.moveSection("z", afterSection: "c")
        try snapshot.moveSection("c", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["c", "a", "b", "z"])
        #expect(snapshot.itemIdentifiers == [0, 2, 3, 4, 5, 1])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [3, 4, 5, 1])
        #expect(snapshot.numberOfItems == 6 && snapshot.numberOfSections == 4)
        #expect(snapshot.numberOfItems(inSection: "a") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
        #expect(snapshot.indexOfItem(4) == 3 && snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("b") == 2)
        try snapshot.deleteItems([2, 5])
        try snapshot.deleteSections(["c"])
        #expect(snapshot.itemIdentifiers == [0, 3, 4, 1])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.sectionIdentifiers == ["a", "b", "z"])
    }

    @Test func editingWithAnUnknownOrDuplicateIdentifierThrowsAndChangesNothing() throws {
        let original = try Self.snapshot([("a", [1, 2, 3])])
        var snapshot = original
        #expect(throws: CollectionViewError.snapshot("appendItems: the item 2 is already in the snapshot")) {
            try snapshot.appendItems([7, 2])
        }
        #expect(throws: CollectionViewError.snapshot("appendItems: the item 7 is named twice")) {
            try snapshot.appendItems([7, 7])
        }
        #expect(throws: CollectionViewError.snapshot("deleteItems: the snapshot has no item 9")) {
            try snapshot.deleteItems([1, 9])
        }
        #expect(throws: CollectionViewError.snapshot("moveItem(_:beforeItem:): the snapshot has no item 9")) {
            try snapshot.moveItem(1, beforeItem: 9)
        }
        #expect(throws: CollectionViewError.snapshot("appendItems: the snapshot has no section x")) {
            try snapshot.appendItems([8], toSection: "x")
        }
        #expect(throws: CollectionViewError.snapshot("appendSections: the section a is already in the snapshot")) {
            try snapshot.appendSections(["a"])
        }
        #expect(throws: CollectionViewError.self) { try snapshot.reloadItems([42]) }
        #expect(throws: CollectionViewError.self) { try snapshot.reconfigureItems([42]) }
        #expect(snapshot.itemIdentifiers == original.itemIdentifiers)
        #expect(snapshot.sectionIdentifiers == original.sectionIdentifiers)
        var empty = Snapshot()
        #expect(throws: CollectionViewError.self) { try empty.appendItems([1]) }
    }

    @Test func aSnapshotHoldingAnItemTwiceIsRefusedAndThePreviousOneStays() throws {
        let harness = Harness()
        let first = try Self.snapshot([("a", [1, 2]), ("b", [3])])
        try harness.dataSource.apply(first)
        var bad = first
        // Only reachable by going around the editing methods.
        bad.itemsBySection["b"] = [3, 1]
        #expect(throws: CollectionViewError.snapshot("the item 1 is in the snapshot twice")) {
            try harness.dataSource.apply(bad)
        }
        #expect(harness.dataSource.snapshot().itemIdentifiers == [1, 2, 3])
        harness.expectAgrees(with: first)

        // The same for a new item held twice.
        var twiceNew = first
        twiceNew.itemsBySection["a"] = [1, 9, 2]
        twiceNew.itemsBySection["b"] = [9, 3]
        #expect(throws: CollectionViewError.snapshot("the item 9 is in the snapshot twice")) {
            try harness.dataSource.apply(twiceNew)
        }
        harness.expectAgrees(with: first)
    }

    @Test func keptItemsKeepTheirCellsReloadDequeuesAndReconfigureConfiguresInPlace() throws {
        let harness = Harness()
        try harness.dataSource.apply(try Self.snapshot([("a", Array(0..<8))]))
        let before = harness.collectionView.realizedCellsByIdentifier
        harness.provided = []
        var next = harness.dataSource.snapshot()
        try next.deleteItems([0])
        try next.moveItem(5, beforeItem: 1)
        try next.appendItems([100])
        try next.reloadItems([2])
        try next.reconfigureItems([3])
        try harness.dataSource.apply(next, animatingDifferences: false)
        harness.expectAgrees(with: next)
        let after = harness.collectionView.realizedCellsByIdentifier
        for identifier in [1, 3, 4, 5, 6, 7] { #expect(after[identifier] === before[identifier]) }
        #expect((after[3] as? IdentifiedCell)?.configureCount == 2)
        #expect((after[3] as? IdentifiedCell)?.reuseCount == 0)
        #expect((after[4] as? IdentifiedCell)?.configureCount == 1)
        #expect(Set(harness.provided.map(\.1)) == [2, 3, 100])
        // The applied snapshot's marks are not kept.
        #expect(harness.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test func reconfiguringASectionConfiguresItsCellsInPlace() throws {
        let harness = Harness()
        try harness.dataSource.apply(try Self.snapshot([("a", [1, 2]), ("b", [3, 4])]))
        let before = harness.collectionView.realizedCellsByIdentifier
        harness.provided = []
        var next = harness.dataSource.snapshot()
        #expect(throws: CollectionViewError.snapshot("reconfigureSections: the snapshot has no section x")) {
            try next.reconfigureSections(["b", "x"])
        }
        #expect(next.reconfiguredItemIdentifiers.isEmpty, "a refused call marks nothing")
        try next.reconfigureSections(["b"])
        // Marked twice, configured once.
        try next.reconfigureItems([3])
        try harness.dataSource.apply(next, animatingDifferences: false)
        let after = harness.collectionView.realizedCellsByIdentifier
        for identifier in [1, 2, 3, 4] { #expect(after[identifier] === before[identifier]) }
        #expect((after[3] as? IdentifiedCell)?.configureCount == 2)
        #expect((after[4] as? IdentifiedCell)?.configureCount == 2)
        #expect((after[1] as? IdentifiedCell)?.configureCount == 1)
        #expect(harness.provided.map(\.1).sorted() == [3, 4])
    }

    @Test func sectionsMoveAndKeepTheirCells() throws {
        let harness = Harness()
        try harness.dataSource.apply(try Self.snapshot([("a", [1, 2]), ("b", [3]), ("c", [4, 5])]))
        let before = harness.collectionView.realizedCellsByIdentifier
        let next = try Self.snapshot([("c", [4, 5]), ("a", [2, 1]), ("d", [6])])
        try harness.dataSource.apply(next)
        harness.expectAgrees(with: next)
        let after = harness.collectionView.realizedCellsByIdentifier
        for identifier in [1, 2, 4, 5] { #expect(after[identifier] === before[identifier]) }
    }

    /// Random snapshots, applied in turn: the cells and the index paths
    /// agree with each, and the difference maps the old snapshot onto the new.
    @Test(arguments: [7, 8, 9] as [UInt64])
    func randomSnapshotsAgreeAfterApplying(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let harness = Harness()
        var previous = Snapshot()
        for _ in 0..<15 {
            var pool = Array(0..<60).shuffled(using: &rng)
            pool.removeLast(Int.random(in: 0...30, using: &rng))
            let sectionNames = ["a", "b", "c", "d"].shuffled(using: &rng).prefix(Int.random(in: 1...4, using: &rng))
            var snapshot = Snapshot()
            try snapshot.appendSections(Array(sectionNames))
            for identifier in pool {
                try snapshot.appendItems([identifier], toSection: sectionNames.randomElement(using: &rng)!)
            }
            if let some = pool.randomElement(using: &rng) { try snapshot.reloadItems([some]) }
            Self.expectDifferenceMaps(from: previous, to: snapshot)
            try harness.dataSource.apply(snapshot)
            harness.collectionView.contentOffset.y = CGFloat(Int.random(in: 0...10, using: &rng) * 40)
            harness.expectAgrees(with: snapshot)
            previous = snapshot
        }
    }

    /// Small random edits of the snapshot shown — items moved up or down,
    /// within their section or to another, deleted, inserted, reconfigured
    /// or reloaded — applied in turn: the difference, found mostly by
    /// walking both orders alongside, maps each onto the next.
    @Test(arguments: [21, 22, 23, 24] as [UInt64])
    func smallRandomEditsAgreeAfterApplying(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let harness = Harness()
        var snapshot = try Self.snapshot([("a", Array(0..<40)), ("b", Array(40..<70)), ("c", Array(70..<90))])
        try harness.dataSource.apply(snapshot)
        var nextIdentifier = 1000
        for _ in 0..<25 {
            var edited = snapshot
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let items = edited.itemIdentifiers
                guard let item = items.randomElement(using: &rng), let other = items.randomElement(using: &rng) else {
                    try edited.appendItems([nextIdentifier], toSection: "a")
                    nextIdentifier += 1
                    continue
                }
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: if item != other { try edited.moveItem(item, beforeItem: other) }
                case 1: if item != other { try edited.moveItem(item, afterItem: other) }
                case 2: try edited.deleteItems([item])
                case 3:
                    try edited.insertItems([nextIdentifier], beforeItem: other)
                    nextIdentifier += 1
                case 4: try edited.reconfigureItems([item])
                default: try edited.reloadItems([item])
                }
            }
            Self.expectDifferenceMaps(from: snapshot, to: edited)
            try harness.dataSource.apply(edited)
            harness.expectAgrees(with: edited)
            snapshot = edited
        }
    }

    /// Random edits of sections as well as items — sections inserted,
    /// deleted and moved, items moved within and across sections — with a
    /// snapshot holding an item twice every fourth round: each good
    /// snapshot is shown and moves no more items than it must, and each bad
    /// one throws and leaves the snapshot, the index paths and the cells as
    /// they were.
    @Test(arguments: [31, 32, 33] as [UInt64])
    func sectionEditsMoveTheFewestItemsAndBadSnapshotsChangeNothing(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let harness = Harness()
        var snapshot = try Self.snapshot([("a", Array(0..<30)), ("b", Array(30..<50)), ("c", Array(50..<60))])
        try harness.dataSource.apply(snapshot)
        var nextItem = 1000
        var nextSection = 0
        func newItems(_ count: Int) -> [Int] {
            defer { nextItem += count }
            return Array(nextItem..<(nextItem + count))
        }
        for round in 0..<32 {
            var edited = snapshot
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                let sections = edited.sectionIdentifiers
                let items = edited.itemIdentifiers
                let section = sections.randomElement(using: &rng)
                let other = sections.randomElement(using: &rng)
                let item = items.randomElement(using: &rng)
                let target = items.randomElement(using: &rng)
                switch Int.random(in: 0..<7, using: &rng) {
                case 0:
                    if let section, let other, section != other { try edited.moveSection(section, afterSection: other) }
                case 1:
                    if let section, sections.count > 1 { try edited.deleteSections([section]) }
                case 2:
                    let name = "s\(nextSection)"
                    nextSection += 1
                    if let section {
                        try edited.insertSections([name], beforeSection: section)
                    } else {
                        try edited.appendSections([name])
                    }
                    try edited.appendItems(newItems(3), toSection: name)
                case 3:
                    if let item, let target, item != target { try edited.moveItem(item, beforeItem: target) }
                case 4:
                    if let item, let target, item != target { try edited.moveItem(item, afterItem: target) }
                case 5:
                    if let item { try edited.deleteItems([item]) }
                default:
                    if let section { try edited.appendItems(newItems(2), toSection: section) }
                }
            }
            if round % 4 == 3, let item = edited.itemIdentifiers.first, let last = edited.sectionIdentifiers.last {
                // Only reachable by going around the editing methods.
                var bad = edited
                bad.itemsBySection[last, default: []].append(item)
                let cells = harness.collectionView.realizedCellsByIdentifier
                #expect(throws: CollectionViewError.snapshot("the item \(item) is in the snapshot twice")) {
                    try harness.dataSource.apply(bad)
                }
                #expect(harness.dataSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers)
                harness.expectAgrees(with: snapshot)
                let after = harness.collectionView.realizedCellsByIdentifier
                #expect(after.count == cells.count && after.allSatisfy { cells[$0.key] === $0.value })
            }
            Self.expectDifferenceMaps(from: snapshot, to: edited)
            Self.expectFewestMoves(from: snapshot, to: edited)
            try harness.dataSource.apply(edited)
            harness.expectAgrees(with: edited)
            snapshot = edited
        }
    }

    /// The difference moves the fewest items it can (for snapshots without
    /// reloads): each item that changes between sections both snapshots
    /// hold, and, within each such section, the items outside a longest
    /// increasing subsequence of the places its kept items take — found
    /// here by dynamic programming.
    static func expectFewestMoves(
        from old: Snapshot, to new: Snapshot, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var steps = 0
        guard let oldPositions = try? SnapshotDifference.positions(of: old, steps: &steps),
            let difference = try? SnapshotDifference(from: old, oldPositions: oldPositions, to: new)
        else {
            Issue.record("difference", sourceLocation: sourceLocation)
            return
        }
        var fewest = 0
        for section in new.sectionIdentifiers where old.indexOfSection(section) != nil {
            let newItems = new.itemIdentifiers(inSection: section)
            var place: [Int: Int] = [:]
            for (index, identifier) in newItems.enumerated() { place[identifier] = index }
            for identifier in newItems {
                if let from = old.sectionIdentifier(containingItem: identifier), from != section,
                    new.indexOfSection(from) != nil
                {
                    fewest += 1
                }
            }
            let places = old.itemIdentifiers(inSection: section).compactMap { place[$0] }
            var longest = [Int](repeating: 1, count: places.count)
            for i in places.indices {
                for j in 0..<i where places[j] < places[i] { longest[i] = max(longest[i], longest[j] + 1) }
            }
            fewest += places.count - (longest.max() ?? 0)
        }
        #expect(difference.update.movedItems.count == fewest, sourceLocation: sourceLocation)
    }

    /// The plan built from the difference sends every kept item to its
    /// place in `new`, and the places no kept item takes are the new items.
    static func expectDifferenceMaps(from old: Snapshot, to new: Snapshot) {
        var steps = 0
        guard let oldPositions = try? SnapshotDifference.positions(of: old, steps: &steps),
            let newPositions = try? SnapshotDifference.positions(of: new, steps: &steps)
        else {
            Issue.record("positions")
            return
        }
        guard let difference = try? SnapshotDifference(from: old, oldPositions: oldPositions, to: new) else {
            Issue.record("difference")
            return
        }
        // The old positions, moved in place, are the new ones.
        var moved = oldPositions
        #expect((try? difference.reposition(&moved, from: old)) != nil)
        #expect(moved == newPositions)
        let oldCounts = old.sectionIdentifiers.map { old.numberOfItems(inSection: $0) }
        let newCounts = new.sectionIdentifiers.map { new.numberOfItems(inSection: $0) }
        guard
            let plan = try? CollectionViewUpdatePlan(
                oldCounts: oldCounts, newCounts: newCounts, update: difference.update)
        else {
            Issue.record("the difference is not a consistent update")
            return
        }
        // Applying the update to the old snapshot gives the new one: each
        // kept item lands on its new place, every other place is an insertion,
        // and an item that is not kept comes back only as an insertion.
        let inserted = Set(difference.update.insertedItems)
        let insertedSections = Set(difference.update.insertedSections)
        func isInserted(_ path: IndexPath) -> Bool {
            inserted.contains(path) || insertedSections.contains(path.section)
        }
        var taken = Set<IndexPath>()
        for (identifier, from) in oldPositions {
            if let to = plan.newIndexPath(ofItemAt: from.indexPath) {
                #expect(newPositions[identifier]?.indexPath == to)
                #expect(!isInserted(to))
                taken.insert(to)
            } else if let to = newPositions[identifier]?.indexPath {
                #expect(isInserted(to))
            }
        }
        for to in newPositions.values.map(\.indexPath) {
            #expect(taken.contains(to) != isInserted(to))
            // The plan tells an item inserted into a section that stays.
            #expect(plan.isInserted(to) == (inserted.contains(to) && !insertedSections.contains(to.section)))
        }
    }

    /// Diffing 100k items with 1% changed costs a bounded number of hash
    /// look-ups and comparisons per item, the same per item at 10k.
    @Test func diffingCostsLinearWork() throws {
        func stepsPerItem(_ count: Int) throws -> Double {
            let harness = Harness()
            var snapshot = Snapshot()
            try snapshot.appendSections(["a"])
            try snapshot.appendItems(Array(0..<count))
            try harness.dataSource.apply(snapshot)
            var next = snapshot
            let changed = count / 100
            var rng = SplitMix64(seed: 5)
            let identifiers = Array(0..<count).shuffled(using: &rng).prefix(changed * 2)
            try next.deleteItems(Array(identifiers.prefix(changed / 3)))
            let moving = Array(identifiers.dropFirst(changed / 3).prefix(changed / 3))
            for identifier in moving {
                try next.moveItem(identifier, beforeItem: next.itemIdentifiers(inSection: "a")[0])
            }
            try next.insertItems(Array(count..<(count + changed / 3)), afterItem: identifiers.last!)
            try harness.dataSource.apply(next)
            harness.expectAgrees(with: next)
            return Double(harness.dataSource.lastDifferenceSteps) / Double(count)
        }
        let large = try stepsPerItem(100_000)
        let small = try stepsPerItem(10_000)
        #expect(large <= 6)
        #expect(large <= small * 1.5)
    }
}
