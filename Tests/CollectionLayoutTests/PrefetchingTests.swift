import CollectionLayout
import Foundation
import Testing

/// A prefetch data source that records what it is told.
final class RecordingPrefetcher: CollectionViewDataSourcePrefetching {
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths)
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths)
    }
}

@Suite struct PrefetchingTests {
    static func rows(_ range: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
        range.map { IndexPath(item: $0, section: section) }
    }

    /// A 375×600 list of 50-point rows, 1000 of them, with a prefetcher.
    static func make() -> (CollectionView, TestDataSource, RecordingPrefetcher) {
        let dataSource = TestDataSource(counts: [1000])
        let collectionView = makeCollectionView(listLayout(rowHeight: 50), dataSource: dataSource)
        let prefetcher = RecordingPrefetcher()
        collectionView.prefetchDataSource = prefetcher
        collectionView.updateRealizedElements()
        return (collectionView, dataSource, prefetcher)
    }

    @Test func scrollingAsksForTheScreenAheadNearestFirstEachOnce() {
        let (collectionView, dataSource, prefetcher) = Self.make()
        withExtendedLifetime(dataSource) {
            #expect(prefetcher.prefetched.isEmpty, "nothing before a scroll says which way")
            // Realized: rows overlapping [-290, 910); ahead: [910, 1510).
            collectionView.contentOffset.y = 10
            #expect(prefetcher.prefetched == [Self.rows(19...30)])
            collectionView.contentOffset.y = 20
            #expect(prefetcher.prefetched.count == 1, "each item once")
            collectionView.contentOffset.y = 100
            // Ahead now [1000, 1600): rows 31 and 32 are new.
            #expect(prefetcher.prefetched.last == Self.rows(31...31))
            #expect(prefetcher.cancelled.isEmpty)
        }
    }

    @Test func reversingCancelsWhatWasNotShown() {
        let (collectionView, dataSource, prefetcher) = Self.make()
        withExtendedLifetime(dataSource) {
            collectionView.contentOffset.y = 10
            // Rows 19…20 come into the realized area ([−200, 1000)): they were used.
            collectionView.contentOffset.y = 100
            collectionView.contentOffset.y = 90
            #expect(prefetcher.cancelled == [Self.rows(20...31)])
            // Backward, the band above the realized area: rows 0… are realized already.
            collectionView.contentOffset.y = 2000
            collectionView.contentOffset.y = 1990
            let backward = prefetcher.prefetched.last ?? []
            // Above the realized area [1690, 2890): rows 21…32, nearest the bounds first.
            #expect(backward == Self.rows(21...32).reversed())
            #expect(prefetcher.cancelled.last == Self.rows(58...69), "the forward band, cancelled")
        }
    }

    @Test func updatesMoveAndCancelPendingItems() {
        let (collectionView, dataSource, prefetcher) = Self.make()
        withExtendedLifetime(dataSource) {
            collectionView.contentOffset.y = 10
            #expect(prefetcher.prefetched == [Self.rows(19...30)])
            View.performWithoutAnimation {
                dataSource.counts = [1000]
                try? collectionView.performBatchUpdates {
                    collectionView.deleteItems(at: [IndexPath(item: 25, section: 0)])
                    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                }
            }
            #expect(prefetcher.cancelled == [[IndexPath(item: 25, section: 0)]])
            // The others moved down by one: scrolling on asks only for new items.
            prefetcher.prefetched = []
            collectionView.contentOffset.y = 20
            // Old row 18 is now 19, out of the realized area: the only new one.
            #expect(prefetcher.prefetched == [[IndexPath(item: 19, section: 0)]])
            collectionView.reloadData()
            #expect(prefetcher.cancelled.count == 2, "a reload cancels what is pending")
            #expect(prefetcher.cancelled.last == Self.rows(19...30))
        }
    }

    @Test func disabledPrefetchingAsksForNothing() {
        let (collectionView, dataSource, prefetcher) = Self.make()
        withExtendedLifetime(dataSource) {
            collectionView.isPrefetchingEnabled = false
            collectionView.contentOffset.y = 10
            collectionView.contentOffset.y = 500
            #expect(prefetcher.prefetched.isEmpty)
            collectionView.isPrefetchingEnabled = true
            collectionView.contentOffset.y = 510
            #expect(prefetcher.prefetched.isEmpty, "the first tick after enabling sets the direction")
            collectionView.contentOffset.y = 520
            #expect(!prefetcher.prefetched.isEmpty)
        }
    }
}
