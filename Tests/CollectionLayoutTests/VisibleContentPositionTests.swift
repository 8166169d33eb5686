import CollectionLayout
import Foundation
import TestSupport
import Testing

@Suite struct VisibleContentPositionTests {
    /// A list of 100 rows of 50 points scrolled so that item 10 is the
    /// first visible one, 10 points above the top.
    static func scrolledList(maintaining: Bool) -> (CollectionView, ModelDataSource) {
        let dataSource = ModelDataSource(sections: [Array(0..<100)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        collectionView.maintainsVisibleContentPosition = maintaining
        collectionView.contentOffset.y = 510
        return (collectionView, dataSource)
    }

    static func screenTop(of identifier: Int, in collectionView: CollectionView) -> CGFloat? {
        collectionView.realizedCellsByIdentifier[identifier].map { $0.frame.minY - collectionView.bounds.minY }
    }

    @Test func changesAboveTheFirstVisibleItemMoveTheOffsetByAsMuch() throws {
        let (collectionView, dataSource) = Self.scrolledList(maintaining: true)
        #expect(Self.screenTop(of: 10, in: collectionView) == -10)
        try View.performWithoutAnimation { () throws(CollectionViewError) in
            dataSource.sections[0].insert(contentsOf: [1000, 1001, 1002], at: 0)
            collectionView.insertItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
            #expect(collectionView.contentOffset.y == 660)
            #expect(Self.screenTop(of: 10, in: collectionView) == -10)

            dataSource.sections[0].removeSubrange(0..<5)
            try collectionView.performBatchUpdates {
                collectionView.deleteItems(at: (0..<5).map { IndexPath(item: $0, section: 0) })
            }
            #expect(collectionView.contentOffset.y == 410)
            #expect(Self.screenTop(of: 10, in: collectionView) == -10)

            // Below the first visible item: nothing above changed.
            dataSource.sections[0].insert(2000, at: 20)
            collectionView.insertItems(at: [IndexPath(item: 20, section: 0)])
            #expect(collectionView.contentOffset.y == 410)

            // The first visible item deleted: the next one holds its place.
            let index = dataSource.sections[0].firstIndex(of: 10) ?? -1
            let nextTop = Self.screenTop(of: 11, in: collectionView)
            dataSource.sections[0].remove(at: index)
            dataSource.sections[0].insert(3000, at: 0)
            try collectionView.performBatchUpdates {
                collectionView.deleteItems(at: [IndexPath(item: index, section: 0)])
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
            #expect(Self.screenTop(of: 11, in: collectionView) == nextTop)
        }
        BatchUpdateTests.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }

    @Test func withoutItTheOffsetStaysAndTheContentMoves() throws {
        let (collectionView, dataSource) = Self.scrolledList(maintaining: false)
        dataSource.sections[0].insert(contentsOf: [1000, 1001, 1002], at: 0)
        View.performWithoutAnimation {
            collectionView.insertItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
        }
        #expect(collectionView.contentOffset.y == 510)
        #expect(Self.screenTop(of: 10, in: collectionView) == 140)
    }

    @Test func anAnimatedUpdateShowsTheVisibleItemsStillFromTheFirstFrame() throws {
        let (collectionView, dataSource) = Self.scrolledList(maintaining: true)
        let tops = (10..<20).map { Self.screenTop(of: $0, in: collectionView) }
        dataSource.sections[0].insert(contentsOf: [1000, 1001], at: 0)
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(collectionView.contentOffset.y == 610)
        for step in 0..<3 {
            #expect((10..<20).map { Self.screenTop(of: $0, in: collectionView) } == tops, "step \(step)")
            collectionView.clock.run(until: 0.1 * Double(step + 1))
        }
        collectionView.clock.runUntilIdle()
        #expect((10..<20).map { Self.screenTop(of: $0, in: collectionView) } == tops)
    }

    @Test func aReloadedItemAboveThatGrowsMovesTheOffset() throws {
        var heights: [Int: CGFloat] = [:]
        let dataSource = SizingDataSource(counts: [60], size: { _ in .zero })
        dataSource.size = { indexPath in CGSize(width: View.noIntrinsicMetric, height: heights[indexPath.item] ?? 40) }
        let collectionView = makeSizingCollectionView(estimatedListLayout(), dataSource: dataSource)
        collectionView.maintainsVisibleContentPosition = true
        collectionView.contentOffset.y = 410
        let top = collectionView.screenTop(ofItem: IndexPath(item: 10, section: 0))
        heights[3] = 100
        try View.performWithoutAnimation { () throws(CollectionViewError) in
            try collectionView.performBatchUpdates { collectionView.reloadItems(at: [IndexPath(item: 3, section: 0)]) }
        }
        #expect(collectionView.contentOffset.y == 470)
        #expect(collectionView.screenTop(ofItem: IndexPath(item: 10, section: 0)) == top)
    }

    /// A cell that comes into the realized area with the update starts
    /// where it was on screen before it, though the offset moved.
    @Test func anEnteringCellStartsWhereItWasOnScreen() throws {
        let (collectionView, dataSource) = Self.scrolledList(maintaining: true)
        let before = Set(collectionView.realizedCellsByIdentifier.keys)
        dataSource.sections[0].removeSubrange(12..<18)
        dataSource.sections[0].insert(contentsOf: [1000, 1001, 1002], at: 0)
        try collectionView.performBatchUpdates {
            collectionView.deleteItems(at: (12..<18).map { IndexPath(item: $0, section: 0) })
            collectionView.insertItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
        }
        #expect(collectionView.contentOffset.y == 660)
        let entering = collectionView.realizedCellsByIdentifier.keys.filter { !before.contains($0) && $0 < 1000 }
        #expect(!entering.isEmpty)
        for identifier in entering {
            // Row `identifier` was `identifier × 50` down the content, 510 scrolled.
            #expect(Self.screenTop(of: identifier, in: collectionView) == CGFloat(identifier) * 50 - 510)
        }
        collectionView.clock.runUntilIdle()
        BatchUpdateTests.expectMatchesModel(collectionView, dataSource, layout: listLayout())
    }
}
