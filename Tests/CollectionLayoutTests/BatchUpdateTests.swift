import CollectionLayout
import Foundation
import TestSupport
import Testing

@Suite struct BatchUpdateTests {
    static func text(_ frames: [(IndexPath, CGRect)]) -> [String] { frames.map { "\($0.0) \($0.1)" } }

    /// Once the update's animation has ended, the realized cells show the
    /// model's items at their index paths, and the frames are those a
    /// fresh collection view gives the model.
    static func expectMatchesModel(
        _ collectionView: CollectionView, _ dataSource: ModelDataSource,
        layout: @autoclosure () -> CollectionViewCompositionalLayout, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        collectionView.clock.runUntilIdle()
        for (indexPath, identifier) in collectionView.realizedIdentifiers {
            #expect(
                dataSource.sections[indexPath.section][indexPath.item] == identifier, sourceLocation: sourceLocation)
        }
        let fresh = freshFrames(
            layout(), sections: dataSource.sections, offset: collectionView.contentOffset,
            height: collectionView.frame.height)
        #expect(text(collectionView.realizedFrames) == text(fresh), sourceLocation: sourceLocation)
    }

    @Test func insertingAtTheTopKeepsTheCellsOfTheOtherItems() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<100)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        let before = collectionView.realizedCellsByIdentifier
        dataSource.requestedItems = []
        dataSource.sections[0].insert(1000, at: 0)
        var completed: Bool?
        try View.performWithoutAnimation { () throws(CollectionViewError) in
            try collectionView.performBatchUpdates(
                {
                    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                }, completion: { completed = $0 })
        }
        // Without animation: called with true before performBatchUpdates returns.
        #expect(completed == true)
        #expect(dataSource.requestedItems == [IndexPath(item: 0, section: 0)])
        for (identifier, cell) in collectionView.realizedCellsByIdentifier where identifier != 1000 {
            #expect(before[identifier] === cell)
            #expect((cell as? IdentifiedCell)?.reuseCount == 0)
        }
        #expect(collectionView.contentSize == CGSize(width: 375, height: 5050))
        Self.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }

    /// A batch update lays the changed sections out with the group the
    /// layout already solved for their descriptors, as UIKit's layout
    /// works from the copies it took when it was prepared: the group is
    /// solved again only after `invalidateLayout()`.
    @Test func aBatchUpdateReusesTheSectionsSolvedGroup() throws {
        var solved = 0
        let group = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { _ in
            solved += 1
            return [
                CollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 375, height: 40)),
                CollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 50, width: 375, height: 50)),
            ]
        }
        func layout() -> CollectionViewCompositionalLayout {
            CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        }
        let dataSource = ModelDataSource(sections: [Array(0..<40)])
        let collectionView = makeModelCollectionView(layout(), dataSource: dataSource)
        collectionView.layoutIfNeeded()
        #expect(solved == 1)
        dataSource.sections[0].insert(contentsOf: [1000, 1001, 1002], at: 0)
        try collectionView.performBatchUpdates {
            collectionView.insertItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
        }
        #expect(solved == 1, "the update solved the group again")
        Self.expectMatchesModel(collectionView, dataSource, layout: layout())

        #expect(solved == 2, "once more for the fresh layout the frames were compared with")
        let layoutOnScreen = collectionView.collectionViewLayout
        layoutOnScreen.invalidateLayout()
        #expect(layoutOnScreen.collectionViewContentSize == CGSize(width: 375, height: 22 * 100))
        #expect(solved == 3, "the invalidated layout solves the group again")
    }

    @Test func deletionMoveAndReloadInOneBatch() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<20)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        let before = collectionView.realizedCellsByIdentifier
        dataSource.requestedItems = []
        // Before: 0 1 2 … ; delete 1, move 5 to the top, reload 3.
        dataSource.sections[0] = [5, 0, 2, 3, 4] + Array(6..<20)
        try collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            collectionView.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 0, section: 0))
            collectionView.reloadItems(at: [IndexPath(item: 3, section: 0)])
        }
        // Asked for: the reloaded item (its new index path is 3) and the
        // one that entered the realized area at the bottom, no other.
        #expect(dataSource.requestedItems == [IndexPath(item: 3, section: 0), IndexPath(item: 17, section: 0)])
        let after = collectionView.realizedCellsByIdentifier
        for identifier in [5, 0, 2, 4, 6, 7] { #expect(after[identifier] === before[identifier]) }
        #expect(after[3] !== before[3] || (after[3] as? IdentifiedCell)?.reuseCount == 1)
        Self.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }

    @Test func anInconsistentUpdateThrowsAndChangesNothing() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<100), Array(100..<110)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        collectionView.contentOffset.y = 120
        let frames = Self.text(collectionView.realizedFrames)
        let cells = collectionView.realizedCells.map(\.cell)
        let size = collectionView.contentSize
        dataSource.requestedItems = []
        dataSource.sections[0].insert(contentsOf: [1000, 1001], at: 0)
        var completed = false
        #expect(
            throws: CollectionViewError.inconsistentUpdate(
                section: 0, countBefore: 100, countAfter: 102, changes: ["insertItems 0:0"])
        ) {
            try collectionView.performBatchUpdates(
                {
                    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                }, completion: { _ in completed = true })
        }
        #expect(!completed)
        #expect(Self.text(collectionView.realizedFrames) == frames)
        #expect(zip(collectionView.realizedCells.map(\.cell), cells).allSatisfy { $0 === $1 })
        #expect(collectionView.contentSize == size)
        #expect(collectionView.contentOffset.y == 120)
        #expect(collectionView.numberOfSections == 2)
        #expect(dataSource.requestedItems.isEmpty)
        // The counts kept are the old ones: a correct update from them works.
        try collectionView.performBatchUpdates {
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        }
        Self.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }

    @Test func outOfRangeAndRepeatedIndexPathsThrow() {
        let dataSource = ModelDataSource(sections: [Array(0..<5)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        dataSource.sections[0].removeLast()
        #expect(throws: CollectionViewError.self) {
            try collectionView.performBatchUpdates { collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)]) }
        }
        #expect(throws: CollectionViewError.self) {
            try collectionView.performBatchUpdates {
                collectionView.deleteItems(at: [IndexPath(item: 4, section: 0), IndexPath(item: 4, section: 0)])
            }
        }
        // The sections' count is checked too.
        dataSource.sections.append([])
        #expect(
            throws: CollectionViewError.inconsistentUpdate(
                section: nil, countBefore: 1, countAfter: 2, changes: ["deleteItems 0:4"])
        ) {
            try collectionView.performBatchUpdates { collectionView.deleteItems(at: [IndexPath(item: 4, section: 0)]) }
        }
        #expect(collectionView.realizedCells.count == 5)
    }

    @Test func aSingleChangeOutsideABatchReportsItsMistake() {
        let dataSource = ModelDataSource(sections: [Array(0..<5)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(
            collectionView.errors == [
                .inconsistentUpdate(section: 0, countBefore: 5, countAfter: 5, changes: ["insertItems 0:0"])
            ])
        dataSource.sections[0].append(5)
        collectionView.insertItems(at: [IndexPath(item: 5, section: 0)])
        #expect(collectionView.errors.count == 1)
        #expect(collectionView.realizedCells.count == 6)
    }

    @Test func sectionsInsertedDeletedMovedAndReloaded() throws {
        let dataSource = ModelDataSource(sections: [[0, 1], [10, 11, 12], [20], [30, 31]])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        let before = collectionView.realizedCellsByIdentifier
        dataSource.requestedItems = []
        // Delete section 0, move 3 to the top, insert a section at 2, reload 2 ([20] → [21, 22]).
        dataSource.sections = [[30, 31], [10, 11, 12], [40], [21, 22]]
        try collectionView.performBatchUpdates {
            collectionView.deleteSections([0])
            collectionView.moveSection(3, toSection: 0)
            collectionView.insertSections([2])
            collectionView.reloadSections([2])
        }
        let after = collectionView.realizedCellsByIdentifier
        for identifier in [30, 31, 10, 11, 12] { #expect(after[identifier] === before[identifier]) }
        #expect(
            Set(dataSource.requestedItems)
                == [IndexPath(item: 0, section: 2), IndexPath(item: 0, section: 3), IndexPath(item: 1, section: 3)])
        Self.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }

    @Test func itemsMoveBetweenSections() throws {
        let dataSource = ModelDataSource(sections: [[0, 1, 2], [10, 11]])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        let before = collectionView.realizedCellsByIdentifier
        dataSource.sections = [[0, 2], [10, 1, 11]]
        try collectionView.performBatchUpdates {
            collectionView.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 1))
        }
        #expect(collectionView.realizedCellsByIdentifier[1] === before[1])
        Self.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }

    @Test func nestedBatchesJoinTheOuterOne() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<3)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        var calls: [String] = []
        dataSource.sections[0] += [3, 4]
        try collectionView.performBatchUpdates(
            {
                collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
                try? collectionView.performBatchUpdates(
                    {
                        collectionView.insertItems(at: [IndexPath(item: 4, section: 0)])
                    }, completion: { calls.append("inner \($0)") })
            }, completion: { calls.append("outer \($0)") })
        #expect(calls.isEmpty)
        collectionView.clock.runUntilIdle()
        #expect(calls == ["inner true", "outer true"])
        Self.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }

    @Test func measuredHeightsFollowTheirItemsAndReloadedOnesAreMeasuredAgain() throws {
        var heights: [Int: CGFloat] = [:]
        for identifier in 0..<30 { heights[identifier] = 40 + CGFloat(identifier % 4) * 10 }
        var model = Array(0..<30)
        let dataSource = SizingDataSource(counts: [30], size: { _ in .zero })
        dataSource.size = { indexPath in
            CGSize(width: View.noIntrinsicMetric, height: heights[model[indexPath.item]] ?? 0)
        }
        let layout = estimatedListLayout()
        let collectionView = makeSizingCollectionView(layout, dataSource: dataSource)
        let measuredBefore = dataSource.log.measured.count
        #expect(measuredBefore > 0)
        dataSource.log.measured = []
        model.insert(100, at: 0)
        heights[100] = 70
        model.swapAt(3, 4)
        dataSource.counts = [31]
        try collectionView.performBatchUpdates {
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 4, section: 0))
        }
        collectionView.clock.runUntilIdle()
        // Only the inserted item is measured; the others keep their heights.
        #expect(dataSource.log.measured == [IndexPath(item: 0, section: 0)])
        var y: CGFloat = 0
        for (indexPath, cell) in collectionView.realizedCells {
            #expect(cell.frame.minY == y)
            #expect(cell.frame.height == heights[model[indexPath.item]])
            y += cell.frame.height
        }
        dataSource.log.measured = []
        heights[model[2]] = 90
        try collectionView.performBatchUpdates { collectionView.reloadItems(at: [IndexPath(item: 2, section: 0)]) }
        collectionView.clock.runUntilIdle()
        #expect(dataSource.log.measured == [IndexPath(item: 2, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.height == 90)
    }

    /// Random batches against a model: after each, the realized cells show
    /// the model's items, kept cells are the same objects, and the frames
    /// are those of a fresh collection view.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomBatchesAgreeWithAModel(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let dataSource = ModelDataSource(sections: [Array(0..<40), Array(100..<130)])
        let collectionView = makeModelCollectionView(listLayout(rowHeight: 30), dataSource: dataSource, height: 400)
        var nextIdentifier = 1000
        for _ in 0..<12 {
            collectionView.contentOffset.y = CGFloat(Int.random(in: 0...40, using: &rng) * 25)
            let before = collectionView.realizedCellsByIdentifier
            var sections = dataSource.sections
            // Deletions by old index paths, highest first so the indexes hold.
            var deleted: [IndexPath] = []
            for section in sections.indices {
                let count = Int.random(in: 0...3, using: &rng)
                let items = Set((0..<count).compactMap { _ in sections[section].indices.randomElement(using: &rng) })
                for item in items.sorted(by: >) {
                    deleted.append(IndexPath(item: item, section: section))
                    sections[section].remove(at: item)
                }
            }
            // Moves of one kept item, taken out, then insertions, by new index paths.
            var moved: [(from: Int, to: Int)] = []
            var remaining = Array(dataSource.sections[0].indices)
            remaining.removeAll { item in deleted.contains(IndexPath(item: item, section: 0)) }
            if let from = remaining.randomElement(using: &rng) {
                let identifier = dataSource.sections[0][from]
                sections[0].removeAll { $0 == identifier }
                let to = Int.random(in: 0...sections[0].count, using: &rng)
                sections[0].insert(identifier, at: to)
                moved.append((from, to))
            }
            var inserted: [IndexPath] = []
            for section in sections.indices {
                for _ in 0..<Int.random(in: 0...3, using: &rng) {
                    let at = Int.random(in: 0...sections[section].count, using: &rng)
                    sections[section].insert(nextIdentifier, at: at)
                    nextIdentifier += 1
                    // Earlier insertions at or after it move one down.
                    inserted = inserted.map {
                        $0.section == section && $0.item >= at ? IndexPath(item: $0.item + 1, section: section) : $0
                    }
                    if let index = moved.indices.first, section == 0, moved[index].to >= at { moved[index].to += 1 }
                    inserted.append(IndexPath(item: at, section: section))
                }
            }
            dataSource.sections = sections
            try collectionView.performBatchUpdates {
                collectionView.deleteItems(at: deleted)
                for move in moved {
                    collectionView.moveItem(
                        at: IndexPath(item: move.from, section: 0), to: IndexPath(item: move.to, section: 0))
                }
                collectionView.insertItems(at: inserted)
            }
            Self.expectMatchesModel(collectionView, dataSource, layout: listLayout(rowHeight: 30))
            let identifiers = collectionView.realizedIdentifiers.values
            #expect(Set(identifiers).count == identifiers.count)
            for (identifier, cell) in collectionView.realizedCellsByIdentifier where before[identifier] != nil {
                #expect(before[identifier] === cell)
            }
        }
    }
}
