import CollectionLayout
import Foundation
import Testing

@Suite struct CollectionViewReuseTests {
    @Test func cellsLeavingTheAreaAreReusedWithPrepareForReuse() {
        let layout = listLayout()
        let dataSource = TestDataSource(counts: [100])
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        let before = Set(collectionView.realizedIndexPaths)
        let createdBefore = collectionView.createdViewCount
        #expect(createdBefore == before.count)
        collectionView.contentOffset.y = 1000
        let after = Set(collectionView.realizedIndexPaths)
        let left = before.subtracting(after).count
        let entered = after.subtracting(before).count
        #expect(left > 0 && entered > left)
        // Every cell that left is reused; only the rest are made.
        #expect(collectionView.createdViewCount == createdBefore + entered - left)
        let reuses = collectionView.realizedCells.map { ($0.cell as! CountingCell).reuseCount }
        #expect(reuses.reduce(0, +) == left)
        // Each reused cell was configured for its new item after its reset.
        #expect(collectionView.realizedCells.allSatisfy { ($0.cell as! CountingCell).configuredItem == $0.indexPath })
        // Back up: the cells that leave now wait hidden, and no cell is made.
        let created = collectionView.createdViewCount
        collectionView.contentOffset.y = 0
        #expect(collectionView.createdViewCount == created)
        let hidden = collectionView.subviews.filter(\.isHidden).count
        #expect(hidden == collectionView.subviews.count - collectionView.realizedCells.count)
        #expect(hidden > 0)
    }

    @Test func reloadDataReadsTheCountsAgainAndReuses() {
        let layout = listLayout()
        let dataSource = TestDataSource(counts: [100])
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        let created = collectionView.createdViewCount
        dataSource.counts = [5]
        dataSource.requestedItems = []
        collectionView.reloadData()
        let expected = (0..<5).map { IndexPath(item: $0, section: 0) }
        #expect(collectionView.realizedIndexPaths == expected)
        #expect(dataSource.requestedItems == expected)
        #expect(collectionView.createdViewCount == created)
        #expect(collectionView.contentSize.height == 250)
        #expect(collectionView.numberOfSections == 1)
    }

    @Test func reloadItemsAsksAgainForThoseRealized() {
        let dataSource = TestDataSource(counts: [100])
        let collectionView = makeCollectionView(listLayout(), dataSource: dataSource)
        dataSource.requestedItems = []
        let first = IndexPath(item: 2, section: 0)
        let farAway = IndexPath(item: 90, section: 0)
        collectionView.reloadItems(at: [first, farAway])
        #expect(dataSource.requestedItems == [first])
        #expect((collectionView.cellForItem(at: first) as? CountingCell)?.configuredItem == first)
        #expect(collectionView.errors.isEmpty)
    }

    @Test func supplementariesAndDecorationsAreRealizedAndReused() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: Kind.header, alignment: .top)
        ]
        section.decorationItems = [CollectionLayoutDecorationItem.background(elementKind: Kind.background)]
        let layout = CollectionViewCompositionalLayout(section: section)
        let dataSource = TestDataSource(counts: Array(repeating: 10, count: 20))
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        // Sections are 540 long: sections 0 and 1 meet -300..<900.
        let header1 = collectionView.realizedView(
            category: .supplementaryView, kind: Kind.header, at: IndexPath(item: 0, section: 1))
        let expectedHeader = layout.layoutAttributesForSupplementaryView(
            ofKind: Kind.header, at: IndexPath(item: 0, section: 1))!.frame
        #expect(header1?.frame == pixelRounded(expectedHeader))
        let background = collectionView.realizedView(
            category: .decorationView, kind: Kind.background, at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == rect(0, 0, 375, 540))
        func counts() -> (headers: Int, backgrounds: Int) {
            let area = collectionView.bounds.insetBy(dx: 0, dy: -collectionView.bounds.height / 2)
            let elements = layout.layoutAttributesForElements(in: area)
            return (
                elements.filter { $0.representedElementKind == Kind.header }.count,
                elements.filter { $0.representedElementKind == Kind.background }.count
            )
        }
        let before = counts()
        #expect(dataSource.requestedSupplementaries.map(\.indexPath.section) == Array(0..<before.headers))
        // Far down, the views of sections 0 and 1 serve others; only the extra ones are made.
        collectionView.contentOffset.y = 5100
        let after = counts()
        #expect(after.headers > before.headers)
        let headers = collectionView.subviews.filter { $0 is HeaderView }
        #expect(headers.count == max(before.headers, after.headers))
        #expect(headers.allSatisfy { !$0.isHidden })
        let backgrounds = collectionView.subviews.filter { !($0 is CollectionViewCell) && !($0 is HeaderView) }
        #expect(backgrounds.count == max(before.backgrounds, after.backgrounds))
        #expect(header1.map { header in headers.contains { $0 === header } } == true)
    }

    @Test func aCollectionViewAndItsViewsAreFreedWithIt() {
        weak var weakCollectionView: CollectionView?
        weak var weakCell: CollectionViewCell?
        weak var weakScroller: ScrollView?
        let dataSource = TestDataSource(counts: [3, 50, 30])
        do {
            let collectionView = makeCollectionView(CollectionViewOrthogonalTests.layout(), dataSource: dataSource)
            let scroller = collectionView.orthogonalScrollView(forSection: 1)
            #expect(scroller != nil)
            weakScroller = scroller
            weakCell = collectionView.realizedCells.first?.cell
            weakCollectionView = collectionView
            #expect(weakCell != nil)
        }
        #expect(weakCollectionView == nil)
        #expect(weakCell == nil)
        #expect(weakScroller == nil)
    }
}
