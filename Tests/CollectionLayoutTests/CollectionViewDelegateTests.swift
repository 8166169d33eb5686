import CollectionLayout
import Foundation
import Testing

/// A delegate that records its messages.
final class RecordingDelegate: CollectionViewDelegate {
    var messages: [String] = []

    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        messages.append("willDisplay \(indexPath.section):\(indexPath.item)")
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        messages.append("didEndDisplaying \(indexPath.section):\(indexPath.item)")
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        messages.append("willDisplay header \(indexPath.section)")
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        messages.append("didEndDisplaying header \(indexPath.section)")
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        messages.append("didSelect \(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        messages.append("didDeselect \(indexPath.item)")
    }
}

@Suite struct CollectionViewDelegateTests {
    static func headerListLayout() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: Kind.header, alignment: .top)
        ]
        return CollectionViewCompositionalLayout(section: section)
    }

    @Test func cellsAndSupplementariesAreAnnouncedWhenRealizedAndWhenTheyLeave() {
        let delegate = RecordingDelegate()
        let collectionView = CollectionView(name: "collection", collectionViewLayout: Self.headerListLayout())
        collectionView.onError = { _ in }
        collectionView.delegate = delegate
        collectionView.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            HeaderView.self, forSupplementaryViewOfKind: Kind.header, withReuseIdentifier: Kind.header)
        let dataSource = TestDataSource(counts: [10, 10])
        collectionView.dataSource = dataSource
        // Realized: y from -100 to 300: the header (0…40) and items 0…5.
        #expect(delegate.messages.contains("willDisplay header 0"))
        #expect(delegate.messages.filter { $0.hasPrefix("willDisplay 0:") }.count == 6)
        delegate.messages = []
        collectionView.contentOffset.y = 200
        // Now 100…500: the header (0…40) and item 0 (40…90) leave; 6…9 enter.
        #expect(delegate.messages.contains("didEndDisplaying header 0"))
        #expect(delegate.messages.contains("didEndDisplaying 0:0"))
        #expect(delegate.messages.contains("willDisplay 0:9"))
        #expect(
            collectionView.supplementaryView(forElementKind: Kind.header, at: IndexPath(item: 0, section: 0)) == nil)
        collectionView.contentOffset.y = 0
        #expect(collectionView.visibleSupplementaryViews(ofKind: Kind.header).count == 1)
        #expect(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Kind.header)
                == [IndexPath(item: 0, section: 0)])
        #expect(
            collectionView.supplementaryView(forElementKind: Kind.header, at: IndexPath(item: 0, section: 0)) != nil)
    }

    @Test func queriesAnswerForTheDataAndThePoints() {
        let dataSource = TestDataSource(counts: [10, 3])
        let collectionView = makeCollectionView(Self.headerListLayout(), dataSource: dataSource)
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 1) == 3)
        #expect(collectionView.numberOfItems(inSection: 2) == 0)
        #expect(collectionView.errors.count == 1)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 20)) == nil)  // the header
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 95)) == IndexPath(item: 1, section: 0))
        // Far below the realized cells: found by the layout.
        #expect(
            collectionView.indexPathForItem(at: CGPoint(x: 10, y: 40 + 500 + 40 + 60)) == IndexPath(item: 1, section: 1)
        )
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 10_000)) == nil)
    }

    @Test func aTapSelectsAndTellsTheDelegate() {
        let delegate = RecordingDelegate()
        let dataSource = TestDataSource(counts: [20])
        let collectionView = makeCollectionView(listLayout(), dataSource: dataSource)
        collectionView.delegate = delegate
        delegate.messages = []
        collectionView.tap(at: CGPoint(x: 10, y: 75))
        collectionView.tap(at: CGPoint(x: 10, y: 125))
        #expect(delegate.messages == ["didSelect 1", "didDeselect 1", "didSelect 2"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])

        collectionView.allowsMultipleSelection = true
        delegate.messages = []
        collectionView.tap(at: CGPoint(x: 10, y: 25))
        collectionView.tap(at: CGPoint(x: 10, y: 125))
        #expect(delegate.messages == ["didSelect 0", "didDeselect 2"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])

        // Programmatic selection sends nothing.
        delegate.messages = []
        collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        collectionView.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        #expect(delegate.messages.isEmpty)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])

        collectionView.allowsSelection = false
        collectionView.tap(at: CGPoint(x: 10, y: 25))
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func theSelectionFollowsItsItemsThroughUpdates() throws {
        let dataSource = ModelDataSource(sections: [Array(0..<20)])
        let collectionView = makeModelCollectionView(listLayout(), dataSource: dataSource)
        collectionView.allowsMultipleSelection = true
        for item in [2, 4] {
            collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
        }
        dataSource.sections[0].remove(at: 4)
        dataSource.sections[0].insert(100, at: 0)
        try collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [IndexPath(item: 4, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        collectionView.reloadData()
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func scrollingToAnItemPutsItAtThePosition() {
        let dataSource = TestDataSource(counts: [100])
        let collectionView = makeCollectionView(listLayout(), dataSource: dataSource)
        let item = IndexPath(item: 20, section: 0)
        collectionView.scrollToItem(at: item, at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 1000)
        collectionView.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == 725)
        collectionView.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == 450)
        // Clamped to the content.
        collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 4400)
        // Animated: through the clock.
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: true)
        #expect(collectionView.contentOffset.y == 4400)
        collectionView.clock.runUntilIdle()
        #expect(collectionView.contentOffset.y == 0)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
        collectionView.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .top)
        #expect(collectionView.contentOffset.y == 1500)
    }
}
