import CollectionLayout
import Foundation
import Testing

/// Orthogonal sections' scrollers virtualized like cells: one per section
/// near the bounds, queued and reused when the section leaves, the offset
/// kept per section.
@Suite struct OrthogonalScrollerReuseTests {
    /// Even sections: a grid of four 100-point squares a row; odd sections:
    /// a carousel of 150×120 cards.
    static func layout() -> CollectionViewCompositionalLayout {
        let square = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [square])
        let grid = CollectionLayoutSection(group: row)
        let card = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let cardGroup = CollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(150), .absolute(120)), subitems: [card])
        let carousel = CollectionLayoutSection(group: cardGroup)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.interGroupSpacing = 10
        return CollectionViewCompositionalLayout { index, _ in index % 2 == 0 ? grid : carousel }
    }

    /// `grids` grid sections of `gridItems` items, each followed by a carousel of 20 cards.
    static func counts(grids: Int, gridItems: Int = 200) -> [Int] {
        (0..<grids).flatMap { _ in [gridItems, 20] }
    }

    /// The views the collection view holds, hidden (queued) or not: its
    /// subviews, and the cards in its scrollers.
    static func liveViews(in collectionView: CollectionView) -> Int {
        collectionView.subviews.count + scrollers(in: collectionView).reduce(0) { $0 + $1.subviews.count }
    }

    static func scrollers(in collectionView: CollectionView) -> [ScrollView] {
        collectionView.subviews.compactMap { $0 as? ScrollView }
    }

    /// Scrolls a section's carousel to 200 points below the visible top.
    static func show(section: Int, in collectionView: CollectionView) throws {
        let frame = try #require(collectionView.collectionViewLayout.orthogonalScrollerFrame(forSection: section))
        collectionView.contentOffset.y = frame.minY - 200
    }

    @Test func aSweepOfAHundredThousandItemsKeepsAScreenfulAndAHalfOfViews() {
        let layout = Self.layout()
        // 500 grids of 200 squares (100,000 items), each with a carousel after it.
        let dataSource = TestDataSource(counts: Self.counts(grids: 500))
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        defer { withExtendedLifetime(dataSource) {} }
        let end = collectionView.contentSize.height - collectionView.bounds.height
        // The views a screenful and a half of content needs: the elements of
        // the realized area (the bounds and half a screen each way) where it
        // holds a carousel, and as many again as spares for reuse.
        let carouselTop = layout.orthogonalScrollerFrame(forSection: 1)!.minY
        let area = CGRect(x: 0, y: carouselTop - 600, width: 375, height: 1200)
        let band = layout.elements(in: area, extendingOrthogonalScrollers: true).count
        let bound = band * 3 / 2
        var most = 0
        var mostScrollers = 0
        var offset: CGFloat = 0
        while offset < end {
            collectionView.contentOffset.y = offset
            most = max(most, Self.liveViews(in: collectionView))
            mostScrollers = max(mostScrollers, Self.scrollers(in: collectionView).count)
            offset += 450
        }
        #expect(most <= bound, "most live views \(most), bound \(bound)")
        #expect(mostScrollers <= 2)
        // Cards and squares were reused all along the way, not made anew.
        #expect(collectionView.createdViewCount < bound)
    }

    @Test func aSectionHasAScrollerOnlyNearTheBounds() throws {
        let layout = Self.layout()
        let dataSource = TestDataSource(counts: Self.counts(grids: 20, gridItems: 80))
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        defer { withExtendedLifetime(dataSource) {} }
        #expect(Self.scrollers(in: collectionView).isEmpty, "no carousel near the top")
        try Self.show(section: 1, in: collectionView)
        let first = try #require(collectionView.orthogonalScrollView(forSection: 1))
        #expect(first.superview === collectionView && !first.isHidden)
        // Far down: the first carousel's scroller serves the one near the bounds.
        let frame = try #require(layout.orthogonalScrollerFrame(forSection: 21))
        collectionView.contentOffset.y = frame.minY - 200
        #expect(Self.scrollers(in: collectionView).count == 1)
        let cards = collectionView.realizedCells.filter { $0.indexPath.section == 21 }
        #expect(!cards.isEmpty)
        #expect(cards.allSatisfy { $0.cell.superview === first })
        #expect(first.frame == pixelRounded(frame))
        #expect(collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 21)))
        // Between carousels, the scroller is queued: hidden.
        collectionView.contentOffset.y = frame.maxY + 3000
        #expect(Self.scrollers(in: collectionView).allSatisfy { $0.isHidden })
        #expect(collectionView.realizedCells.allSatisfy { $0.indexPath.section % 2 == 0 })
    }

    @Test func eachSectionKeepsItsOffset() throws {
        let layout = Self.layout()
        let dataSource = TestDataSource(counts: Self.counts(grids: 20, gridItems: 80))
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        defer { withExtendedLifetime(dataSource) {} }
        try Self.show(section: 1, in: collectionView)
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 1))
        scroller.contentOffset.x = 250
        // Another carousel takes the scroller, at its own offset.
        let far = try #require(layout.orthogonalScrollerFrame(forSection: 21))
        collectionView.contentOffset.y = far.minY - 200
        let other = try #require(collectionView.orthogonalScrollView(forSection: 21))
        #expect(other === scroller)
        #expect(other.contentOffset.x == 0)
        other.contentOffset.x = 40
        // Back up: the first carousel shows the offset it was left at, its cards with it.
        try Self.show(section: 1, in: collectionView)
        let back = try #require(collectionView.orthogonalScrollView(forSection: 1))
        #expect(back.contentOffset.x == 250)
        #expect(layout.orthogonalOffsets[1] == 250 && layout.orthogonalOffsets[21] == 40)
        let shown = collectionView.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item)
        // Cards 150 wide with 10 between: 250…625 shows cards 1 to 3.
        #expect(shown == [1, 2, 3])
        // A reload keeps the offsets of the sections still there.
        collectionView.reloadData()
        #expect(collectionView.orthogonalScrollView(forSection: 1)?.contentOffset.x == 250)
    }

    @Test func aReloadRemovesTheScrollersItDoesNotNeed() throws {
        let layout = Self.layout()
        let dataSource = TestDataSource(counts: Self.counts(grids: 20, gridItems: 80))
        let collectionView = makeCollectionView(layout, dataSource: dataSource)
        defer { withExtendedLifetime(dataSource) {} }
        try Self.show(section: 1, in: collectionView)
        weak let scroller = collectionView.orthogonalScrollView(forSection: 1)
        scroller?.contentOffset.x = 100
        #expect(layout.orthogonalOffsets[1] == 100)
        // Between carousels, then reloaded: no scroller is left, nor its cards.
        let frame = try #require(layout.orthogonalScrollerFrame(forSection: 1))
        collectionView.contentOffset.y = frame.maxY + 3000
        collectionView.reloadData()
        #expect(Self.scrollers(in: collectionView).isEmpty)
        #expect(scroller == nil)
        // Near a carousel again: one scroller, made anew.
        try Self.show(section: 1, in: collectionView)
        #expect(Self.scrollers(in: collectionView).count == 1)
        // Fewer sections: the scrollers of those gone are dropped at the reload.
        dataSource.counts = [200]
        collectionView.reloadData()
        #expect(Self.scrollers(in: collectionView).isEmpty)
        #expect(layout.orthogonalOffsets.isEmpty)
    }
}
