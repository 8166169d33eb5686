import CollectionLayout
import Foundation
import TestSupport
import Testing

/// Self-sizing cells in a collection view (the article Self-sizing cells):
/// measured by the kit's fitting measure when realized, and only then.
@Suite struct CollectionViewSelfSizingTests {
    @Test func aHundredThousandItemsMeasureOnlyWhatIsNearTheBounds() {
        let dataSource = SizingDataSource(counts: [100_000]) { _ in 60 }
        let layout = estimatedListLayout()
        let collectionView = makeSizingCollectionView(layout, dataSource: dataSource)
        // 60-point rows over the area −300..<900: rows 0…14.
        #expect(dataSource.log.measured == (0..<15).map { IndexPath(item: $0, section: 0) })
        #expect(collectionView.realizedIndexPaths == dataSource.log.measured)
        for (indexPath, cell) in collectionView.realizedCells {
            #expect(cell.frame == rect(0, CGFloat(indexPath.item) * 60, 375, 60))
        }
        // Far down, only the newly realized items are measured.
        collectionView.contentOffset.y = 2_000_000
        let measuredThere = Set(dataSource.log.measured.dropFirst(15))
        #expect(!collectionView.realizedIndexPaths.isEmpty)
        #expect(Set(collectionView.realizedIndexPaths).isSubset(of: measuredThere))
        #expect(dataSource.log.measured.count < 50)
        #expect(Set(dataSource.log.measured).count == dataSource.log.measured.count, "each item measured once")
        // Back up: measured sizes are kept, nothing is measured again.
        let count = dataSource.log.measured.count
        collectionView.contentOffset.y = 0
        #expect(dataSource.log.measured.count == count)
    }

    @Test func laterItemsMoveAndTheContentGrows() {
        let heights: [CGFloat] = [30, 80, 44, 100, 10]
        let dataSource = SizingDataSource(counts: [5, 3]) { heights[$0.section == 0 ? $0.item : 2] }
        let layout = estimatedListLayout()
        let collectionView = makeSizingCollectionView(layout, dataSource: dataSource)
        let tops = collectionView.realizedCells.map(\.cell.frame.minY)
        #expect(tops == [0, 30, 110, 154, 254, 264, 308, 352])
        #expect(collectionView.realizedCells.map(\.cell.frame.height) == heights + [44, 44, 44])
        #expect(collectionView.contentSize.height == 396)
        for (indexPath, cell) in collectionView.realizedCells {
            #expect(cell.frame == layout.layoutAttributesForItem(at: indexPath)?.frame)
        }
    }

    @Test func anItemAboveTheVisibleTopKeepsTheVisibleContentStill() {
        // Far down, everything still at its estimate of 44; rows measure 60.
        let dataSource = SizingDataSource(counts: [1000]) { _ in 60 }
        let layout = estimatedListLayout()
        let collectionView = makeSizingCollectionView(layout, dataSource: dataSource)
        collectionView.contentOffset.y = 20_000
        let first = collectionView.indexPathsForVisibleItems[0]
        let top = collectionView.screenTop(ofItem: first)
        #expect(top != nil)
        // Scrolling up 200 points brings in rows above, measured taller
        // than estimated: the rows seen before move by the scroll only.
        let offset = collectionView.contentOffset.y
        collectionView.contentOffset.y = offset - 200
        #expect(collectionView.screenTop(ofItem: first).map { $0 - 200 } == top)
        #expect(collectionView.contentOffset.y > offset - 200, "the offset took the rows' growth")
        // Every realized row sits right after the previous one.
        let frames = collectionView.realizedCells.map(\.cell.frame)
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.maxY == b.minY) }
    }

    @Test func anItemBelowTheVisibleTopMovesWhatFollows() {
        var heights: [Int: CGFloat] = [:]
        let dataSource = SizingDataSource(counts: [100]) { heights[$0.item] ?? 44 }
        let layout = estimatedListLayout()
        let collectionView = makeSizingCollectionView(layout, dataSource: dataSource)
        collectionView.contentOffset.y = 440
        // Row 8 is above the visible top (352–396), row 12 below it (528).
        let visibleBefore = collectionView.indexPathsForVisibleItems
        heights[8] = 100
        collectionView.reloadItems(at: [IndexPath(item: 8, section: 0)])
        #expect(collectionView.contentOffset.y == 496, "compensated by the growth of row 8")
        #expect(collectionView.indexPathsForVisibleItems == visibleBefore)
        #expect(collectionView.screenTop(ofItem: IndexPath(item: 10, section: 0)) == 0)
        heights[12] = 144
        collectionView.reloadItems(at: [IndexPath(item: 12, section: 0)])
        #expect(collectionView.contentOffset.y == 496, "below the visible top: no compensation")
        #expect(collectionView.cellForItem(at: IndexPath(item: 12, section: 0))?.frame == rect(0, 584, 375, 144))
        #expect(collectionView.cellForItem(at: IndexPath(item: 13, section: 0))?.frame.minY == 728)
    }

    @Test func reloadItemsForgetsTheMeasuredSize() {
        var height: CGFloat = 60
        let dataSource = SizingDataSource(counts: [10]) { _ in height }
        let collectionView = makeSizingCollectionView(estimatedListLayout(), dataSource: dataSource)
        let item = IndexPath(item: 1, section: 0)
        #expect(collectionView.cellForItem(at: item)?.frame == rect(0, 60, 375, 60))
        height = 90
        let before = dataSource.log.measured.count
        collectionView.reloadItems(at: [item])
        #expect(dataSource.log.measured.count == before + 1)
        #expect(collectionView.cellForItem(at: item)?.frame == rect(0, 60, 375, 90))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 150)
    }

    @Test func aReusedCellMeasuresToItsContentNotItsOldFrame() {
        // Rows alternate 40 and 120: a reused cell keeps its previous frame
        // (and the constraints holding it) until it is placed again.
        let dataSource = SizingDataSource(counts: [400]) { $0.item % 2 == 0 ? 40 : 120 }
        let collectionView = makeSizingCollectionView(estimatedListLayout(), dataSource: dataSource)
        for offset in stride(from: CGFloat(0), through: 8000, by: 250) {
            collectionView.contentOffset.y = offset
            for (indexPath, cell) in collectionView.realizedCells {
                #expect(cell.frame.height == (indexPath.item % 2 == 0 ? 40 : 120), "item \(indexPath.item)")
            }
        }
        let cells = collectionView.realizedCells.compactMap { $0.cell as? SizedCell }
        #expect(cells.contains { $0.reuseIdentifier != nil } && dataSource.log.measured.count > cells.count)
    }

    @Test func estimatedWidthsHoldTheHeight() {
        let item = CollectionLayoutItem(layoutSize: size(.estimated(50), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        let dataSource = SizingDataSource(counts: [4]) { CGSize(width: CGFloat(30 + 20 * $0.item), height: 999) }
        let collectionView = makeSizingCollectionView(
            CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), dataSource: dataSource)
        #expect(
            collectionView.realizedCells.map(\.cell.frame) == [
                rect(0, 0, 30, 40), rect(40, 0, 50, 40), rect(100, 0, 70, 40), rect(180, 0, 90, 40),
            ])
    }

    @Test func anEstimatedHeaderIsMeasured() {
        let section = SelfSizingTests.estimatedList()
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .estimated(50)), elementKind: Kind.header,
                alignment: .top)
        ]
        let dataSource = SizingDataSource(counts: [2, 2]) { _ in 44 }
        dataSource.supplementaryHeight = 24
        let layout = CollectionViewCompositionalLayout(section: section)
        let collectionView = makeSizingCollectionView(layout, dataSource: dataSource)
        let headers = [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)]
        #expect(dataSource.log.supplementaries.map(\.indexPath) == headers)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 24)
        // Header 24, two rows of 44, the next header 24.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 136)
    }

    @Test func uniformCardsStretchToTheTallestOfTheirRow() {
        let card = CollectionLayoutItem(
            layoutSize: size(.fractionalWidth(1.0 / 3), .uniformAcrossSiblings(estimate: 100)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(100)), subitems: [card])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let heights: [CGFloat] = [80, 150, 120, 90, 60, 70, 200]
        let dataSource = SizingDataSource(counts: [7]) { heights[$0.item] }
        let collectionView = makeSizingCollectionView(
            CollectionViewCompositionalLayout(section: section), dataSource: dataSource)
        let frames = collectionView.realizedCells.map(\.cell.frame)
        #expect(frames.map(\.height) == [150, 150, 150, 90, 90, 90, 200])
        #expect(frames.map(\.minY) == [0, 0, 0, 160, 160, 160, 260])
        #expect(dataSource.log.measured.count == 7, "a stretched card is not measured again")
        // The cards of a row never overlap each other.
        for (a, b) in zip(frames, frames.dropFirst()) where a.minY == b.minY { #expect(a.maxX <= b.minX) }
    }

    @Test func uniformGroupsStretchACarouselToItsTallestCard() {
        let card = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(216)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(225), .uniformAcrossSiblings(estimate: 216)), subitems: [card])
        let carousel = CollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.interGroupSpacing = 12
        let heights: [CGFloat] = [200, 260, 230, 300]
        let dataSource = SizingDataSource(counts: [4, 3]) { $0.section == 0 ? heights[$0.item] : 50 }
        let layout = CollectionViewCompositionalLayout { index, _ in
            index == 0 ? carousel : SelfSizingTests.estimatedList()
        }
        let collectionView = makeSizingCollectionView(layout, dataSource: dataSource)
        // Cards at x 0, 237, 474 are realized (the scroller's area reaches
        // 562.5); the fourth, at 711, is not, and not measured.
        var cards = collectionView.realizedCells.filter { $0.indexPath.section == 0 }.map(\.cell.frame)
        #expect(cards.count == 3)
        #expect(cards.allSatisfy { $0.height == 260 })
        let scroller = collectionView.orthogonalScrollView(forSection: 0)
        #expect(scroller?.frame == layout.orthogonalScrollerFrame(forSection: 0))
        #expect(scroller?.frame.height == 260)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 260)
        // Scrolled into reach, the fourth card is measured: the tallest now.
        scroller?.contentOffset.x = 300
        cards = collectionView.realizedCells.filter { $0.indexPath.section == 0 }.map(\.cell.frame)
        #expect(cards.count == 4)
        #expect(cards.allSatisfy { $0.height == 300 })
        #expect(scroller?.frame == layout.orthogonalScrollerFrame(forSection: 0))
        #expect(scroller?.frame.height == 300)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 300)
    }

    @Test func aWidthChangeMeasuresAgainAtTheNewWidth() {
        // Rows whose height is a fifth of their width, like wrapping text.
        let dataSource = SizingDataSource(counts: [100]) { _ in CGSize(width: View.noIntrinsicMetric, height: 0) }
        dataSource.heightPerWidth = 0.2
        let layout = estimatedListLayout()
        let collectionView = makeSizingCollectionView(layout, dataSource: dataSource)
        #expect(collectionView.realizedCells.allSatisfy { $0.cell.frame.height == 75 })
        // Row 30 is measured far down, then out of reach again.
        collectionView.contentOffset.y = 2000
        collectionView.contentOffset.y = 0
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 30, section: 0))?.frame.height == 75)
        collectionView.frame.size.width = 320
        // The realized rows are measured again at 320: 64 high, one after the other.
        let cells = collectionView.realizedCells
        #expect(!cells.isEmpty)
        for (indexPath, cell) in cells {
            #expect(cell.frame == rect(0, CGFloat(indexPath.item) * 64, 320, 64), "item \(indexPath.item)")
        }
        // A row measured at 375 and not realized now is back at its estimate until it is realized.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 30, section: 0))?.frame.height == 44)
        collectionView.contentOffset.y = layout.layoutAttributesForItem(at: IndexPath(item: 30, section: 0))!.frame.minY
        #expect(collectionView.cellForItem(at: IndexPath(item: 30, section: 0))?.frame.height == 64)
    }

    @Test func theLayoutsOwnEstimatedHeaderIsMeasured() {
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .estimated(50)), elementKind: Kind.header, alignment: .top),
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .estimated(50)), elementKind: Kind.footer,
                alignment: .bottom),
        ]
        let layout = CollectionViewCompositionalLayout(
            section: SelfSizingTests.estimatedList(), configuration: configuration)
        let dataSource = SizingDataSource(counts: [3]) { _ in 40 }
        dataSource.supplementaryHeight = 24
        let collectionView = makeSizingCollectionView(layout, dataSource: dataSource)
        let header = collectionView.realizedView(
            category: .supplementaryView, kind: Kind.header, at: IndexPath(item: 0, section: 0))
        let footer = collectionView.realizedView(
            category: .supplementaryView, kind: Kind.footer, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == rect(0, 0, 375, 24))
        // The items follow the measured header; the footer follows them.
        #expect(collectionView.realizedCells.map(\.cell.frame.minY) == [24, 64, 104])
        #expect(footer?.frame == rect(0, 144, 375, 24))
        #expect(collectionView.contentSize.height == 168)
        #expect(dataSource.log.supplementaries.count == 2, "each measured once")
    }

    @Test func theLayoutsHeaderAboveTheVisibleTopKeepsTheContentStill() {
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .estimated(50)), elementKind: Kind.header, alignment: .top)
        ]
        let layout = CollectionViewCompositionalLayout(
            section: SelfSizingTests.estimatedList(), configuration: configuration)
        let dataSource = SizingDataSource(counts: [1000]) { _ in 44 }
        dataSource.supplementaryHeight = 90
        // Shown from 1000 first, the header (0–50) is out of reach.
        let collectionView = makeSizingCollectionView(
            layout, dataSource: dataSource, contentOffset: CGPoint(x: 0, y: 1000))
        #expect(dataSource.log.supplementaries.isEmpty)
        // At 320 it is within reach, above the visible top, and measures 40
        // taller: row 10 (at 490, 170 below the top) stays where it is seen.
        collectionView.contentOffset.y = 320
        #expect(dataSource.log.supplementaries.count == 1)
        #expect(collectionView.contentOffset.y == 360, "compensated by the header's growth")
        #expect(collectionView.cellForItem(at: IndexPath(item: 10, section: 0))?.frame.minY == 530)
        #expect(collectionView.screenTop(ofItem: IndexPath(item: 10, section: 0)) == 170)
    }

    @Test func estimatedBadgesAreMeasuredAndMoveNothingElse() {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .estimated(20)), elementKind: Kind.badge,
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = CollectionLayoutItem(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), supplementaryItems: [badge])
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let dataSource = SizingDataSource(counts: [3]) { _ in 50 }
        dataSource.supplementaryHeight = 32
        let collectionView = makeSizingCollectionView(layout, dataSource: dataSource)
        for index in 0..<3 {
            let indexPath = IndexPath(item: index, section: 0)
            let view = collectionView.realizedView(category: .supplementaryView, kind: Kind.badge, at: indexPath)
            let expected = rect(355, CGFloat(index) * 50, 20, 32)
            #expect(view?.frame == expected)
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: Kind.badge, at: indexPath)?.frame == expected)
        }
        #expect(dataSource.log.supplementaries.map(\.indexPath) == (0..<3).map { IndexPath(item: $0, section: 0) })
        #expect(collectionView.realizedCells.map(\.cell.frame.minY) == [0, 50, 100])
    }
}
