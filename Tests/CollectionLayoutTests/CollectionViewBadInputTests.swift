import CollectionLayout
import Foundation
import Testing

@Suite struct CollectionViewBadInputTests {
    @Test func indexPathsOutOfRangeAreReportedAndChangeNothing() {
        let dataSource = TestDataSource(counts: [10])
        let collectionView = makeCollectionView(listLayout(), dataSource: dataSource)
        let realized = collectionView.realizedIndexPaths
        dataSource.requestedItems = []
        #expect(collectionView.cellForItem(at: IndexPath(item: 10, section: 0)) == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: -1, section: 0)) == nil)
        collectionView.reloadItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 10, section: 0)])
        #expect(collectionView.orthogonalScrollView(forSection: 3) == nil)
        #expect(collectionView.errors.count == 5)
        #expect(
            collectionView.errors.allSatisfy {
                if case .indexPathOutOfRange = $0 { return true } else { return false }
            })
        #expect("\(collectionView.errors[0])".contains("out of range"))
        #expect(dataSource.requestedItems.isEmpty)
        #expect(collectionView.realizedIndexPaths == realized)
    }

    @Test func aCellNotDequeuedIsReported() {
        let dataSource = TestDataSource(counts: [3])
        dataSource.makeCell = { _, indexPath in CollectionViewCell(name: "stray-\(indexPath.item)") }
        let collectionView = makeCollectionView(listLayout(), dataSource: dataSource)
        #expect(collectionView.errors.count == 3)
        #expect(collectionView.errors.first == .notDequeued(IndexPath(item: 0, section: 0), elementKind: nil))
        // Shown all the same, and never reused.
        #expect(collectionView.realizedCells.map(\.cell.name) == ["stray-0", "stray-1", "stray-2"])
        dataSource.counts = [0]
        collectionView.reloadData()
        #expect(collectionView.subviews.isEmpty)
    }

    @Test func wrongIdentifiersAndIndexPathsAreReported() {
        let dataSource = TestDataSource(counts: [2])
        dataSource.makeCell = { collectionView, indexPath in
            indexPath.item == 0
                ? collectionView.dequeueReusableCell(withReuseIdentifier: "nope", for: indexPath)
                : collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 5, section: 0))
        }
        let collectionView = makeCollectionView(listLayout(), dataSource: dataSource)
        #expect(
            collectionView.errors == [
                // Once: the blank view standing in is not also
                // reported as a view the data source did not dequeue.
                .unregisteredIdentifier("nope", elementKind: nil),
                .mismatchedDequeue(
                    requested: IndexPath(item: 1, section: 0), requestedKind: nil,
                    dequeued: IndexPath(item: 5, section: 0), dequeuedKind: nil),
            ])
        #expect(collectionView.realizedCells.count == 2)
        let before = collectionView.errors.count
        _ = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        #expect(collectionView.errors.count == before + 1)
    }

    @Test func aDequeueForALongerIndexPathIsReportedWithThatPath() {
        let dataSource = TestDataSource(counts: [2])
        let longer = IndexPath(indexes: [0, 1, 7])
        dataSource.makeCell = { collectionView, indexPath in
            collectionView.dequeueReusableCell(
                withReuseIdentifier: "cell", for: indexPath.item == 1 ? longer : indexPath)
        }
        let collectionView = makeCollectionView(listLayout(), dataSource: dataSource)
        #expect(
            collectionView.errors == [
                .mismatchedDequeue(
                    requested: IndexPath(item: 1, section: 0), requestedKind: nil, dequeued: longer,
                    dequeuedKind: nil)
            ])
    }

    @Test func negativeCountsKeepThePreviousData() {
        let dataSource = TestDataSource(counts: [4])
        let collectionView = makeCollectionView(listLayout(), dataSource: dataSource)
        dataSource.counts = [-2]
        collectionView.reloadData()
        #expect(collectionView.errors == [.invalidItemCount(section: 0, count: -2)])
        #expect(collectionView.realizedIndexPaths.count == 4)
    }
}
