import CollectionLayout
import Foundation
import Testing

@Suite struct UpdateAnimationTests {
    static let top = IndexPath(item: 0, section: 0)

    @Test func anInsertionGlidesTheOtherCellsAndFadesTheNewOneIn() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<100)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        let before = collectionView.realizedCellsByIdentifier
        #expect(collectionView.realizedCells.count == 18)
        dataSource.sections[0].insert(1000, at: 0)
        var completed: [Bool] = []
        try collectionView.performBatchUpdates(
            { collectionView.insertItems(at: [Self.top]) }, completion: { completed.append($0) })
        #expect(completed.isEmpty)
        // The first frame: the kept cells where they were, the new one transparent at its place.
        let inserted = try #require(collectionView.cellForItem(at: Self.top))
        #expect(before[0]?.frame.minY == 0)
        #expect(inserted.frame.minY == 0)
        #expect(inserted.appliedAttributes?.alpha == 0)
        // The realized band is the union of the old and new ones: the last
        // cell, pushed out of the new band, stays until the end.
        #expect(collectionView.realizedCells.count == 19)

        // Half-way (9 of 18 frames at 60 Hz): ease-in-out is symmetric.
        collectionView.clock.run(until: 0.15)
        #expect(before[0]?.frame.minY == 25)
        #expect(abs((inserted.appliedAttributes?.alpha ?? 0) - 0.5) < 1e-6)
        #expect(completed.isEmpty)

        collectionView.clock.run(until: 0.3)
        #expect(completed == [true])
        #expect(collectionView.clock.isIdle)
        #expect(before[0]?.frame.minY == 50)
        #expect(inserted.appliedAttributes?.alpha == 1)
        #expect(collectionView.realizedCells.count == 18)
        BatchUpdateTests.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }

    @Test func aDeletedCellFadesOutWhereItWas() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<100)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        let before = collectionView.realizedCellsByIdentifier
        let deleted = try #require(before[1])
        dataSource.sections[0].remove(at: 1)
        collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(collectionView.realizedCellsByIdentifier[1] == nil)
        #expect(deleted.superview === collectionView && !deleted.isHidden)
        collectionView.clock.run(until: 0.15)
        #expect(deleted.frame.minY == 50)
        #expect(abs((deleted.appliedAttributes?.alpha ?? 1) - 0.5) < 1e-6)
        #expect(before[2]?.frame.minY == 75)
        collectionView.clock.runUntilIdle()
        #expect(deleted.isHidden)
        #expect(before[2]?.frame.minY == 50)
        BatchUpdateTests.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }

    @Test func anItemMovedFarAwayKeepsItsCellUntilTheEnd() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<100)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        let moved = try #require(collectionView.realizedCellsByIdentifier[0])
        dataSource.sections[0] = Array(1..<100) + [0]
        collectionView.moveItem(at: Self.top, to: IndexPath(item: 99, section: 0))
        #expect(collectionView.realizedCellsByIdentifier[0] === moved)
        collectionView.clock.run(until: 0.15)
        #expect(abs(moved.frame.minY - 4950 / 2) < 0.5)
        collectionView.clock.runUntilIdle()
        #expect(collectionView.realizedCellsByIdentifier[0] == nil)
        #expect(moved.isHidden)
        BatchUpdateTests.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }

    @Test func anotherUpdateInterruptsAndStartsFromTheFramesShown() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<100)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        let first = try #require(collectionView.realizedCellsByIdentifier[0])
        var calls: [String] = []
        dataSource.sections[0].insert(1000, at: 0)
        try collectionView.performBatchUpdates(
            { collectionView.insertItems(at: [Self.top]) }, completion: { calls.append("first \($0)") })
        collectionView.clock.run(until: 0.15)
        #expect(first.frame.minY == 25)
        dataSource.sections[0].insert(1001, at: 0)
        try collectionView.performBatchUpdates(
            { collectionView.insertItems(at: [Self.top]) }, completion: { calls.append("second \($0)") })
        #expect(calls == ["first false"])
        #expect(first.frame.minY == 25)
        collectionView.clock.runUntilIdle()
        #expect(calls == ["first false", "second true"])
        #expect(first.frame.minY == 100)
        BatchUpdateTests.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }

    /// A cell replaced while an interrupted animation runs (a reload, here
    /// dequeued from another queue) starts where its element was shown, not
    /// where the layout had it before.
    @Test func aCellReloadedDuringAnInterruptedAnimationStartsWhereItsElementWasShown() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<100)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        dataSource.sections[0].insert(1000, at: 0)
        collectionView.insertItems(at: [Self.top])
        collectionView.clock.run(until: 0.15)
        dataSource.sections[0].insert(1001, at: 0)
        collectionView.insertItems(at: [Self.top])
        let shown = try #require(collectionView.realizedCellsByIdentifier[0])
        #expect(shown.frame.minY == 25)
        // Item 0 is at index 2 now; the layout had it at 50 before this update.
        collectionView.register(IdentifiedCell.self, forCellWithReuseIdentifier: "other")
        dataSource.reuseIdentifiers[0] = "other"
        collectionView.reloadItems(at: [IndexPath(item: 2, section: 0)])
        let reloaded = try #require(collectionView.realizedCellsByIdentifier[0])
        #expect(reloaded !== shown)
        #expect(reloaded.frame.minY == 25)
        collectionView.clock.runUntilIdle()
        #expect(reloaded.frame.minY == 100)
        BatchUpdateTests.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }

    /// A cell deleted while an interrupted animation moves it fades out
    /// where it was shown, not where that animation was taking it.
    @Test func aCellDeletedDuringAnInterruptedAnimationFadesOutWhereItWasShown() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<100)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        let deleted = try #require(collectionView.realizedCellsByIdentifier[0])
        dataSource.sections[0].insert(1000, at: 0)
        collectionView.insertItems(at: [Self.top])
        collectionView.clock.run(until: 0.15)
        #expect(deleted.frame.minY == 25)
        // Item 0 is at index 1 now, on its way from 0 to 50.
        dataSource.sections[0].remove(at: 1)
        collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(collectionView.realizedCellsByIdentifier[0] == nil)
        #expect(deleted.frame.minY == 25)
        #expect(deleted.appliedAttributes?.alpha == 1)
        collectionView.clock.run(until: 0.3)
        #expect(deleted.frame.minY == 25)
        #expect(abs((deleted.appliedAttributes?.alpha ?? 1) - 0.5) < 1e-6)
        collectionView.clock.runUntilIdle()
        #expect(deleted.isHidden)
        BatchUpdateTests.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }

    @Test func theFirstFramePutsBackACellFrameTheCodeChanged() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<100)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        let second = try #require(collectionView.realizedCellsByIdentifier[1])
        second.frame = CGRect(x: 0, y: 300, width: 375, height: 50)
        dataSource.sections[0].insert(1000, at: 0)
        collectionView.insertItems(at: [Self.top])
        // The start is where the collection view showed the cell, not where the code put it.
        #expect(second.frame == CGRect(x: 0, y: 50, width: 375, height: 50))
        collectionView.clock.runUntilIdle()
        #expect(second.frame == CGRect(x: 0, y: 100, width: 375, height: 50))
    }

    @Test func theFirstFrameRoundsToTheScaleOfTheUpdate() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<100)])
        let collectionView = makeModelCollectionView(listLayout(rowHeight: 50.5), dataSource: dataSource)
        collectionView.contentScaleFactor = 2
        collectionView.layoutIfNeeded()
        let second = try #require(collectionView.realizedCellsByIdentifier[1])
        #expect(second.frame.minY == 50.5)
        collectionView.contentScaleFactor = 1
        dataSource.sections[0].insert(1000, at: 0)
        collectionView.insertItems(at: [Self.top])
        // Shown where it was, on the pixel grid of scale 1.
        #expect(second.frame.minY == 51)
        #expect(second.frame.height == 50)
    }

    @Test func withoutAnimationTheViewsMoveAtOnce() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<100)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        let first = try #require(collectionView.realizedCellsByIdentifier[0])
        var calls: [String] = []
        dataSource.sections[0].insert(1000, at: 0)
        try collectionView.performBatchUpdates(
            { collectionView.insertItems(at: [Self.top]) }, completion: { calls.append("animated \($0)") })
        dataSource.sections[0].insert(1001, at: 0)
        try View.performWithoutAnimation { () throws(CollectionViewError) in
            try collectionView.performBatchUpdates(
                { collectionView.insertItems(at: [Self.top]) }, completion: { calls.append("at once \($0)") })
        }
        #expect(calls == ["animated false", "at once true"])
        #expect(collectionView.clock.isIdle)
        #expect(first.frame.minY == 100)
        #expect(collectionView.cellForItem(at: Self.top)?.appliedAttributes?.alpha == 1)
        BatchUpdateTests.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }

    @Test func aDiffableDataSourceCompletesWhenTheAnimationEnds() throws {
        let collectionView = makeModelCollectionView(listLayout(), dataSource: nil)
        let dataSource = CollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        try snapshot.appendSections(["a"])
        try snapshot.appendItems(Array(0..<20), toSection: "a")
        try dataSource.apply(snapshot)
        let first = try #require(collectionView.cellForItem(at: Self.top))
        try snapshot.insertItems([100], beforeItem: 0)
        var completed = 0
        try dataSource.apply(snapshot) { completed += 1 }
        #expect(completed == 0)
        #expect(first.frame.minY == 0)
        collectionView.clock.runUntilIdle()
        #expect(completed == 1)
        #expect(first.frame.minY == 50)
        try snapshot.deleteItems([100])
        try dataSource.apply(snapshot, animatingDifferences: false) { completed += 1 }
        #expect(completed == 2)
        #expect(first.frame.minY == 0)
    }

    /// Updates in a burst, each interrupting the last before a frame shows
    /// it: the cells the user sees stay where they are until the clock
    /// runs, the inserted ones, never shown, fade in afresh, and the
    /// realized cells stay within the ones seen plus the realized area's.
    @Test func aBurstOfUpdatesRealizesABoundedNumberOfCells() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<1000)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        let band = collectionView.realizedCells.count
        let first = try #require(collectionView.cellForItem(at: Self.top))
        for identifier in 1000..<1200 {
            dataSource.sections[0].insert(identifier, at: 0)
            collectionView.insertItems(at: [Self.top])
            #expect(collectionView.realizedCells.count <= 2 * band)
        }
        #expect(first.frame.minY == 0, "no frame has run: item 0 is where it was")
        let newest = try #require(collectionView.cellForItem(at: Self.top))
        #expect(newest.appliedAttributes?.alpha == 0)
        let earlier = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(earlier.appliedAttributes?.alpha == 0, "inserted, never shown: it fades in")
        BatchUpdateTests.expectMatchesModel(collectionView, dataSource, layout: listLayout())
        #expect(collectionView.realizedCells.count == band)
    }
}
