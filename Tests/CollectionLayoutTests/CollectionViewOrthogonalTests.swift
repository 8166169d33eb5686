import CollectionLayout
import Foundation
import TestSupport
import Testing

@Suite struct CollectionViewOrthogonalTests {
    /// Section 0: a list of estimated rows; section 1: a carousel of 300-wide
    /// cards of estimated height 100, spacing 10, insets 16, with `behavior`.
    static func layout(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .continuous)
        -> CollectionViewCompositionalLayout
    {
        let list = SelfSizingTests.estimatedList()
        let card = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(100)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(300), .estimated(100)), subitems: [card])
        let carousel = CollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = behavior
        carousel.interGroupSpacing = 10
        carousel.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        return CollectionViewCompositionalLayout { index, _ in index == 1 ? carousel : list }
    }

    @Test func scrollerFrameIsTheSectionsAsEstimatesChange() throws {
        let layout = Self.layout()
        let dataSource = TestDataSource(counts: [3, 50, 30])
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 1))
        #expect(collectionView.orthogonalScrollView(forSection: 0) == nil)
        func check(_ label: String) {
            let frame = layout.orthogonalScrollerFrame(forSection: 1)!
            #expect(scroller.frame == pixelRounded(frame), "\(label)")
            #expect(scroller.contentSize == layout.orthogonalScrollerContentSize(forSection: 1), "\(label)")
        }
        check("estimated")
        let initial = scroller.frame
        // A row above measures taller: the scroller moves down with its section.
        try layout.setMeasuredSize(CGSize(width: 375, height: 80.4), forItemAt: IndexPath(item: 0, section: 0))
        collectionView.updateRealizedElements()
        check("row measured")
        #expect(scroller.frame.minY > initial.minY)
        // A card measures taller: the scroller grows.
        try layout.setMeasuredSize(CGSize(width: 300, height: 150), forItemAt: IndexPath(item: 0, section: 1))
        collectionView.updateRealizedElements()
        check("card measured")
        #expect(scroller.frame.height > initial.height)
        // A narrower collection view: a new layout, the same rule.
        collectionView.frame.size.width = 320
        check("narrower")
        #expect(scroller.frame.width == 320)
    }

    @Test func cardsAreRealizedAlongTheScrollersAxis() throws {
        let layout = Self.layout()
        let dataSource = TestDataSource(counts: [3, 50, 30])
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 1))
        let scrollerFrame = layout.orthogonalScrollerFrame(forSection: 1)!
        for offset: CGFloat in [0, 3300, 3305.5] {
            scroller.contentOffset.x = offset
            // The scroller's bounds extended by half its width each way, in the layout's at-rest frames.
            let window = CGRect(
                x: scrollerFrame.minX + offset - scrollerFrame.width / 2, y: scrollerFrame.minY,
                width: scrollerFrame.width * 2, height: scrollerFrame.height)
            let expected = (0..<50).map { IndexPath(item: $0, section: 1) }.filter {
                layout.layoutAttributesForItem(at: $0)!.frame.intersection(window).width > 0
            }
            let cards = collectionView.realizedCells.filter { $0.indexPath.section == 1 }
            #expect(cards.map(\.indexPath) == expected, "offset \(offset)")
            for (indexPath, cell) in cards {
                #expect(cell.superview === scroller)
                let exact = layout.layoutAttributesForItem(at: indexPath)!.frame
                #expect(cell.frame == pixelRounded(exact.offsetBy(dx: -scrollerFrame.minX, dy: -scrollerFrame.minY)))
            }
            let visibleCards = collectionView.indexPathsForVisibleItems.filter { $0.section == 1 }
            let shown = CGRect(x: offset, y: 0, width: scroller.frame.width, height: scroller.frame.height)
            #expect(visibleCards == cards.filter { $0.cell.frame.intersection(shown).width > 0 }.map(\.indexPath))
            if offset > 0 { #expect(visibleCards.count < cards.count) }
        }
    }

    @Test func releasedDragRestsWhereTheBehaviourSays() throws {
        let layout = Self.layout(.groupPaging)
        let dataSource = TestDataSource(counts: [3, 50, 30])
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 1))
        final class Delegate: ScrollViewDelegate {
            var targets: [CGPoint] = []
            func scrollViewWillEndDragging(
                _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
            ) {
                targets.append(targetContentOffset)
            }
        }
        let delegate = Delegate()
        scroller.delegate = delegate
        scroller.beginDragging()
        scroller.drag(to: CGPoint(x: 400, y: 0))
        scroller.endDragging(velocity: CGPoint(x: 2, y: 0))
        let rule = try #require(layout.orthogonalDeceleration(forSection: 1))
        let projected = ScrollView.projectedOffset(from: 400, velocity: 2, decelerationRate: scroller.decelerationRate)
        let expected = rule.targetOffset(proposedOffset: projected, velocity: 2, startOffset: 0)
        // One group page (310) at most from the start page, not the free projection.
        #expect(expected == 310)
        #expect(delegate.targets == [CGPoint(x: expected, y: 0)])
        _ = scroller.clock.runUntilIdle()
        #expect(scroller.contentOffset.x == expected)
        #expect(layout.orthogonalOffsets[1] == expected)
    }

    /// A carousel of 200 cards of estimated width 100 (stride 110) that
    /// measure 150 wide, and the data source that sizes them.
    static func widerThanEstimatedCarousel() -> (CollectionViewCompositionalLayout, SizingDataSource) {
        let card = CollectionLayoutItem(layoutSize: size(.estimated(100), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.estimated(100), .absolute(80)), subitems: [card])
        let carousel = CollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.interGroupSpacing = 10
        let dataSource = SizingDataSource(counts: [200]) { _ in CGSize(width: 150, height: View.noIntrinsicMetric) }
        return (CollectionViewCompositionalLayout(section: carousel), dataSource)
    }

    @Test func cardsMeasuredBeforeTheVisibleEdgeKeepTheCardsInViewStill() throws {
        let (layout, dataSource) = Self.widerThanEstimatedCarousel()
        let collectionView = makeSizingCollectionView(layout, dataSource: dataSource)
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 0))
        func screenX(of item: Int) -> CGFloat? {
            collectionView.cellForItem(at: IndexPath(item: item, section: 0)).map {
                $0.frame.minX - scroller.contentOffset.x
            }
        }
        // Far along, where the cards are at their estimate.
        scroller.contentOffset.x = 5500
        let first = try #require(collectionView.indexPathsForVisibleItems.first).item
        let x = try #require(screenX(of: first))
        // Back by 300: the cards coming into reach on the left measure wider;
        // the cards seen before move by the scroll only.
        let offset = scroller.contentOffset.x
        scroller.contentOffset.x = offset - 300
        #expect(screenX(of: first) == x + 300)
        #expect(scroller.contentOffset.x > offset - 300, "the offset took the cards' growth")
        #expect(scroller.frame == pixelRounded(layout.orthogonalScrollerFrame(forSection: 0)!))
        #expect(scroller.contentSize == layout.orthogonalScrollerContentSize(forSection: 0))
        let frames = collectionView.realizedCells.map(\.cell.frame)
        #expect(frames.allSatisfy { $0.width == 150 })
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.maxX + 10 == b.minX) }
    }

    @Test func cellsInAScrollerStackByZIndex() throws {
        let card = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(120), .absolute(100)), subitems: [card])
        let carousel = CollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .continuous
        // A deck: each card above the ones after it.
        carousel.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items { item.zIndex = 1000 - item.indexPath.item }
        }
        let layout = CollectionViewCompositionalLayout(section: carousel)
        let collectionView = makeCollectionView(layout, dataSource: TestDataSource(counts: [100]))
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 0))
        for offset: CGFloat in [0, 700, 300] {
            scroller.contentOffset.x = offset
            let stacked = scroller.subviews.compactMap { view in
                collectionView.realizedCells.first { $0.cell === view && !view.isHidden }?.indexPath.item
            }
            #expect(stacked.count == collectionView.realizedCells.count, "offset \(offset)")
            #expect(stacked == stacked.sorted(by: >), "back to front at offset \(offset)")
        }
    }
}
