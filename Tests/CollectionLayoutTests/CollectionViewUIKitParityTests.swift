import CollectionLayout
import Foundation
import TestSupport
import Testing

/// Collection behaviours that follow UIKit: a measured
/// orthogonal row, a layout prepared in the layout pass, a visible-items
/// handler seen by every query.
@Suite struct CollectionViewUIKitParityTests {
    /// Section 0: cards 300 wide of estimated height 100 in groups of
    /// estimated height 100, scrolling orthogonally or not; section 1: a
    /// list of 50-point rows.
    static func layout(orthogonal: Bool) -> CollectionViewCompositionalLayout {
        let card = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(100)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(300), .estimated(100)), subitems: [card])
        let cards = CollectionLayoutSection(group: group)
        if orthogonal { cards.orthogonalScrollingBehavior = .continuous }
        let row = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let rows = CollectionLayoutSection(
            group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [row]))
        return CollectionViewCompositionalLayout { index, _ in index == 0 ? cards : rows }
    }

    @Test(arguments: [false, true])
    func estimatedGroupsShrinkToTheirMeasuredCards(orthogonal: Bool) throws {
        let layout = Self.layout(orthogonal: orthogonal)
        // Cards that measure 80 high.
        let dataSource = SizingDataSource(counts: [2, 10]) { _ in
            CGSize(width: View.noIntrinsicMetric, height: 80)
        }
        let collectionView = makeSizingCollectionView(layout, dataSource: dataSource)
        #expect(Set(dataSource.log.measured.filter { $0.section == 0 }.map(\.item)) == [0, 1])
        let firstRow = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        // Two rows of 80 one above the other, or one row of 80 across.
        #expect(firstRow.frame.minY == (orthogonal ? 80 : 160))
        if orthogonal {
            #expect(layout.orthogonalScrollerFrame(forSection: 0)?.height == 80)
            #expect(collectionView.orthogonalScrollView(forSection: 0)?.frame.height == 80)
        }
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == firstRow.frame.minY)
    }

    @Test func aSectionProviderIsAskedInTheLayoutPassWithTheContainersSize() {
        let root = View(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        var containers: [CGSize] = []
        // An adaptive grid: a column per 150 points of width.
        let layout = CollectionViewCompositionalLayout { _, environment in
            let width = environment.container.contentSize.width
            containers.append(environment.container.contentSize)
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: item, count: Int(width / 150))
            return CollectionLayoutSection(group: group)
        }
        let collectionView = CollectionView(name: "collection", collectionViewLayout: layout)
        collectionView.onError = { _ in }
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = TestDataSource(counts: [20])
        collectionView.dataSource = dataSource
        #expect(containers.isEmpty, "not before the layout pass")
        root.addSubview(collectionView)
        LayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: root.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        #expect(containers.isEmpty)
        root.layoutIfNeeded()
        #expect(!containers.isEmpty)
        #expect(containers.allSatisfy { $0 == CGSize(width: 390, height: 844) })
        #expect(collectionView.errors.isEmpty)
        #expect(layout.errors.isEmpty)
        // Two columns of 195.
        let cells = collectionView.realizedCells
        #expect(cells.count == 20)
        #expect(cells.first?.cell.frame == rect(0, 0, 195, 100))
        #expect(cells.dropFirst().first?.cell.frame == rect(195, 0, 195, 100))
    }

    @Test(arguments: [false, true])
    func aVisibleItemsHandlersChangesShowInEveryQuery(orthogonal: Bool) throws {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(150), .absolute(100)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        if orthogonal { section.orthogonalScrollingBehavior = .continuous }
        // Cards fade and stack by their distance to the section's offset.
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            for item in items {
                let distance = abs(item.frame.minX - offset.x) + abs(item.frame.minY - offset.y)
                item.alpha = max(0.2, 1 - distance / 1000)
                item.zIndex = 100 - item.indexPath.item
            }
        }
        let layout = CollectionViewCompositionalLayout(section: section)
        let dataSource = TestDataSource(counts: [40])
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        defer { withExtendedLifetime(dataSource) {} }
        if orthogonal {
            collectionView.orthogonalScrollView(forSection: 0)?.contentOffset.x = 320
        } else {
            collectionView.contentOffset.y = 300
        }
        let shown = layout.layoutAttributesForElements(in: collectionView.bounds)
        #expect(shown.count > 2)
        #expect(shown.contains { $0.alpha < 1 })
        for attributes in shown {
            let single = try #require(layout.layoutAttributesForItem(at: attributes.indexPath))
            #expect(single == attributes, "item \(attributes.indexPath.item)")
        }
        // An item away from the bounds: as a query of its own frame answers.
        let far = IndexPath(item: 39, section: 0)
        let single = try #require(layout.layoutAttributesForItem(at: far))
        #expect(single.zIndex == 61)
        let around = layout.layoutAttributesForElements(in: single.frame).first { $0.indexPath == far }
        if !orthogonal { #expect(around == single) }
    }
}
