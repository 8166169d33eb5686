import CollapsingBar
import CollectionLayout
import Foundation
import TestSupport
import Testing

/// The reference screen E6 as a collection view under the collapsing bar,
/// swept from rest through full collapse and back.
@Suite struct ReferenceScreenUnderBarTests {
    @Test func sweepKeepsEveryInvariant() {
        let screen = ReferenceScreen()
        let collectionView = screen.collectionView
        guard let bar = screen.bar else { return }
        // The same bar over a plain scroll view of the same content: the
        // collapse depends on the offset alone, not on what scrolls.
        let reference = BarScreen(contentHeight: collectionView.contentSize.height)
        #expect(collectionView.contentInset.top == reference.scrollView.contentInset.top)
        #expect(collectionView.contentOffset.y == -collectionView.contentInset.top, "attached at rest")

        let down = Array(stride(from: CGFloat(0), through: 600, by: 7))
        var sawFullCollapse = false
        for sweep in down + down.reversed() {
            screen.scroll(toSweep: sweep)
            reference.scrollView.contentSize = collectionView.contentSize
            reference.scroll(toSweep: sweep)
            let step = "sweep \(sweep)"
            #expect(abs(bar.collapseProgress - reference.bar.collapseProgress) < 1e-9, "\(step)")
            #expect(bar.frame == reference.bar.frame, "\(step)")
            if bar.collapseProgress == 1 { sawFullCollapse = true }
            Self.checkInvariants(of: screen, step)
        }
        #expect(sawFullCollapse)
        #expect(bar.collapseProgress == 0, "back at rest, expanded")
    }

    static func checkInvariants(of screen: ReferenceScreen, _ step: String) {
        let collectionView = screen.collectionView
        let layout = screen.layout
        let bounds = collectionView.bounds
        let cells = collectionView.realizedCells

        // No two realized cells of a section overlap.
        for section in 0..<ReferenceScreen.counts.count {
            let frames = cells.filter { $0.indexPath.section == section }.map(\.cell.frame)
            for (i, a) in frames.enumerated() {
                for b in frames[(i + 1)...] {
                    #expect(!a.sharesArea(with: b), "\(step): cells of section \(section) overlap: \(a) \(b)")
                }
            }
        }
        // Cells near the bounds (half a screen each way), and every item in
        // the bounds realized.
        let area = bounds.insetBy(dx: 0, dy: -bounds.height / 2)
        for (indexPath, cell) in cells where !cell.isHidden {
            var frame = cell.frame
            if let scroller = cell.superview as? ScrollView, scroller !== collectionView {
                frame = CGRect(x: 0, y: scroller.frame.minY, width: bounds.width, height: scroller.frame.height)
                #expect(cell.frame.sharesArea(with: scroller.bounds.insetBy(dx: -scroller.bounds.width / 2, dy: 0)))
            }
            #expect(frame.sharesArea(with: area), "\(step): \(indexPath) far from the bounds")
        }
        let shown = layout.layoutAttributesForElements(in: bounds).filter { $0.representedElementCategory == .cell }
        for attributes in shown where layout.orthogonalScrollerFrame(forSection: attributes.indexPath.section) == nil {
            #expect(collectionView.cellForItem(at: attributes.indexPath) != nil, "\(step): \(attributes.indexPath)")
        }
        // The orthogonal scrollers' frames are their sections' (the groups'
        // extent, or the background for the clipped dishes).
        for section in [ReferenceScreen.cards, ReferenceScreen.dishes] {
            guard let exact = layout.orthogonalScrollerFrame(forSection: section) else {
                Issue.record("\(step): section \(section) has no scroller")
                continue
            }
            if let scroller = collectionView.orthogonalScrollView(forSection: section), scroller.superview != nil {
                #expect(scroller.frame == pixelRounded(exact), "\(step): scroller \(section)")
            }
        }
        let firstCard = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: ReferenceScreen.cards))
        let cardsScroller = layout.orthogonalScrollerFrame(forSection: ReferenceScreen.cards)
        #expect(firstCard?.frame.minY == cardsScroller?.minY && firstCard?.frame.height == cardsScroller?.height)
        let background = layout.layoutAttributesForDecorationView(
            ofKind: Kind.background, at: IndexPath(item: 0, section: ReferenceScreen.dishes))
        #expect(background?.frame == layout.orthogonalScrollerFrame(forSection: ReferenceScreen.dishes))

        // The pinned title: min(max(visibleTop, natural), sectionEnd − height), above the cells.
        let kitchens = ReferenceScreen.kitchens
        let visibleTop = collectionView.contentOffset.y + collectionView.visibleContentInset.top
        if let firstKitchen = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: kitchens)),
            let footer = layout.layoutAttributesForSupplementaryView(
                ofKind: Kind.footer, at: IndexPath(item: 0, section: kitchens)),
            let title = layout.layoutAttributesForSupplementaryView(
                ofKind: Kind.title, at: IndexPath(item: 0, section: kitchens))
        {
            let natural = firstKitchen.frame.minY - 44
            let expected = min(max(visibleTop, natural), footer.frame.maxY - 44)
            #expect(title.frame.minY == expected, "\(step): pinned title")
            if let view = collectionView.realizedView(
                category: .supplementaryView, kind: Kind.title, at: IndexPath(item: 0, section: kitchens))
            {
                #expect(view.frame == pixelRounded(title.frame), "\(step): title view")
                let titleIndex = collectionView.subviews.firstIndex { $0 === view } ?? -1
                for (indexPath, cell) in cells where indexPath.section == kitchens {
                    #expect((collectionView.subviews.firstIndex { $0 === cell } ?? .max) < titleIndex, "\(step)")
                }
            }
        }
    }

    /// UIKit pins a header under the visible top of the scroll view's
    /// content area; under a bar that collapses as the content scrolls,
    /// that is the bar's current bottom, not the expanded height the bar
    /// keeps as the inset.
    @Test(
        "the pinned title stays under the bar's current bottom, expanded, collapsing and collapsed",
        arguments: [CGFloat(0), 140, 420, 500, 800, 1200])
    func pinnedTitleFollowsTheBarsBottom(_ sweep: CGFloat) throws {
        let screen = ReferenceScreen()
        let bar = try #require(screen.bar)
        let collectionView = screen.collectionView
        screen.scroll(toSweep: sweep)
        let kitchens = IndexPath(item: 0, section: ReferenceScreen.kitchens)
        let title = try #require(
            collectionView.realizedView(category: .supplementaryView, kind: Kind.title, at: kitchens))
        let firstKitchen = try #require(screen.layout.layoutAttributesForItem(at: kitchens))
        let footer = try #require(
            screen.layout.layoutAttributesForSupplementaryView(ofKind: Kind.footer, at: kitchens))
        // The bar's bottom in the collection view's content coordinates
        // (the collection view fills the screen from its top).
        let barBottom = collectionView.contentOffset.y + bar.frame.maxY
        let natural = firstKitchen.frame.minY - 44
        let expected = min(max(barBottom, natural), footer.frame.maxY - 44)
        #expect(
            abs(title.frame.minY - expected) <= 0.5,
            "sweep \(sweep): title at \(title.frame.minY), bar's bottom at \(barBottom)")
    }

    @Test func cardsAreStretchedToTheTallestOfTheirGroup() {
        let screen = ReferenceScreen()
        let cards = screen.collectionView.realizedCells.filter { $0.indexPath.section == ReferenceScreen.cards }
        #expect(!cards.isEmpty)
        for (indexPath, cell) in cards {
            let group = indexPath.item / 3
            let tallest = (group * 3..<min(group * 3 + 3, ReferenceScreen.counts[0])).map(ReferenceScreen.cardHeight)
                .max()
            #expect(cell.frame.height == tallest, "card \(indexPath.item)")
        }
        // The header measured to its content, 36 high, full width.
        let header = screen.layout.layoutAttributesForSupplementaryView(
            ofKind: Kind.header, at: IndexPath(item: 0, section: ReferenceScreen.cards))
        #expect(header?.frame == rect(0, 0, 390, 36))
    }
}
