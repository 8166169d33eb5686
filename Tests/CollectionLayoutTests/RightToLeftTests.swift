import CollectionLayout
import Foundation
import TestSupport
import Testing

/// Right to left, a compositional layout is its left-to-right layout
/// mirrored: about the collection view's width, and an orthogonal
/// section's cards within their scroller's content.
@Suite struct RightToLeftTests {
    /// `layout`'s every element, keyed by what it is.
    static func elements(_ layout: CollectionViewCompositionalLayout) -> [String: CGRect] {
        var result: [String: CGRect] = [:]
        for attributes in allAttributes(layout) {
            let key =
                "\(attributes.representedElementCategory) \(attributes.representedElementKind ?? "") "
                + "\(attributes.indexPath)"
            result[key] = attributes.frame
        }
        return result
    }

    /// The same layout in both directions: the context of `layout` with
    /// the direction set.
    static func directions(_ make: () -> CollectionViewCompositionalLayout) -> (
        ltr: CollectionViewCompositionalLayout, rtl: CollectionViewCompositionalLayout
    ) {
        let ltr = make()
        let rtl = make()
        rtl.context.layoutDirection = .rightToLeft
        return (ltr, rtl)
    }

    static func mirrored(_ rect: CGRect, about width: CGFloat) -> CGRect {
        CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    static func expectMirrored(
        _ ltr: CollectionViewCompositionalLayout, _ rtl: CollectionViewCompositionalLayout, about width: CGFloat,
        _ label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let left = elements(ltr)
        let right = elements(rtl)
        #expect(left.keys.sorted() == right.keys.sorted(), "\(label)", sourceLocation: sourceLocation)
        #expect(left.isEmpty == false, "\(label)", sourceLocation: sourceLocation)
        for (key, frame) in left {
            guard let other = right[key] else { continue }
            let expected = mirrored(frame, about: width)
            #expect(
                isClose(other, expected, tolerance: 1e-9), "\(label) \(key): \(other) ≠ \(expected)",
                sourceLocation: sourceLocation)
        }
    }

    /// A section that is not symmetric anywhere: insets, a 60/30 group
    /// with spacing, a badge on the trailing corner, a leading header with
    /// an offset, a background.
    static func lopsidedSection() -> CollectionLayoutSection {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: Kind.badge,
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 5, y: -5)))
        let wide = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.6), .fractionalHeight(1)))
        let narrow = CollectionLayoutItem(
            layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), supplementaryItems: [badge])
        narrow.contentInsets = DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 2)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(90)), subitems: [wide, narrow])
        group.interItemSpacing = .fixed(6)
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 30, bottom: 4, trailing: 5)
        section.interGroupSpacing = 8
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(0.5), .absolute(30)), elementKind: Kind.header,
            alignment: .topLeading, absoluteOffset: CGPoint(x: 7, y: 0))
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [.background(elementKind: Kind.background)]
        return section
    }

    @Test func aVerticalLayoutMirrorsAboutItsWidth() throws {
        let (ltr, rtl) = Self.directions { makeLayout(Self.lopsidedSection(), width: 390, counts: [7]) }
        Self.expectMirrored(ltr, rtl, about: 390, "lopsided")
        // The first item is at the right, its badge on its left corner.
        let first = try #require(rtl.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        #expect(abs(first.maxX - (390 - 30)) < 1e-9)
        let badge = try #require(
            rtl.layoutAttributesForSupplementaryView(ofKind: Kind.badge, at: IndexPath(item: 1, section: 0)))
        let narrow = try #require(rtl.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        #expect(abs(badge.frame.minX - (narrow.minX - 5)) < 1e-9, "a trailing badge sits on the left corner")
        // Queries answer for the mirrored frames.
        let query = CGRect(x: 300, y: 0, width: 90, height: 200)
        let found = Set(rtl.layoutAttributesForElements(in: query).map(\.indexPath))
        #expect(found.contains(IndexPath(item: 0, section: 0)))
        #expect(!rtl.layoutAttributesForElements(in: query).contains { $0.frame.maxX <= 300 })
    }

    @Test(arguments: 1...20 as ClosedRange<UInt64>)
    func randomLayoutsMirror(seed: UInt64) {
        let (ltr, _) = RandomLayoutTests.randomLayout(seed: seed)
        let (rtl, _) = RandomLayoutTests.randomLayout(seed: seed)
        rtl.context.layoutDirection = .rightToLeft
        Self.expectMirrored(ltr, rtl, about: ltr.context.boundsSize.width, "seed \(seed)")
    }

    @Test func theSafeAreaOnTheLeftIsTheTrailingOneRightToLeft() {
        // A notch on the left, right to left, is a notch on the trailing side:
        // the layout is the mirror of the one with the notch on the right.
        let section = Self.lopsidedSection()
        let rtl = makeLayout(
            section, width: 844, counts: [5], safeArea: EdgeInsets(top: 0, left: 47, bottom: 0, right: 0))
        rtl.context.layoutDirection = .rightToLeft
        let ltr = makeLayout(
            section, width: 844, counts: [5], safeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 47))
        Self.expectMirrored(ltr, rtl, about: 844, "safe area")
    }

    @Test func aHorizontalLayoutMirrorsAboutItsContent() {
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(120), .fractionalHeight(0.5)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
        for count in [2, 30] {
            let (ltr, rtl) = Self.directions {
                makeLayout(section, width: 375, height: 300, counts: [count], configuration: configuration)
            }
            let content = ltr.collectionViewContentSize.width
            #expect(rtl.collectionViewContentSize == ltr.collectionViewContentSize)
            // Short content hugs the right edge, as a right-to-left row does.
            Self.expectMirrored(ltr, rtl, about: max(content, 375), "\(count) items")
        }
    }

    @Test func anOrthogonalSectionsCardsStartAtTheRightOfTheirScroller() throws {
        let layout = { CollectionViewOrthogonalTests.layout(.groupPaging) }
        let (ltr, rtl) = Self.directions {
            let made = layout()
            made.context = CollectionLayoutContext(
                boundsSize: CGSize(width: 375, height: 600), itemCounts: [3, 50, 30])
            return made
        }
        let scroller = try #require(ltr.orthogonalScrollerFrame(forSection: 1))
        let content = try #require(ltr.orthogonalScrollerContentSize(forSection: 1))
        #expect(rtl.orthogonalScrollerFrame(forSection: 1) == Self.mirrored(scroller, about: 375))
        #expect(rtl.orthogonalScrollerContentSize(forSection: 1) == content)
        for item in [0, 1, 49] {
            let indexPath = IndexPath(item: item, section: 1)
            let left = try #require(ltr.layoutAttributesForItem(at: indexPath)).frame
            let right = try #require(rtl.layoutAttributesForItem(at: indexPath)).frame
            // Mirrored within the scroller's content: the first card at its right end.
            let expected = Self.mirrored(left, about: 375 - scroller.width + content.width)
            #expect(isClose(right, expected), "item \(item): \(right) ≠ \(expected)")
        }
        // The other sections mirror about the width.
        for indexPath in [IndexPath(item: 0, section: 0), IndexPath(item: 4, section: 2)] {
            let left = try #require(ltr.layoutAttributesForItem(at: indexPath)).frame
            #expect(rtl.layoutAttributesForItem(at: indexPath)?.frame == Self.mirrored(left, about: 375))
        }
        // The offset from the first card is the scroller's from its content's right end.
        #expect(rtl.scrollerOffset(0, ofSection: 1) == content.width - scroller.width)
        #expect(rtl.scrollerOffset(rtl.scrollerOffset(310, ofSection: 1), ofSection: 1) == 310)
        #expect(ltr.scrollerOffset(310, ofSection: 1) == 310)
    }

    /// Where each realized card of section 1 is on screen (in the
    /// collection view's coordinates), by item.
    static func cardsOnScreen(_ collectionView: CollectionView, scroller: ScrollView) -> [Int: CGRect] {
        var result: [Int: CGRect] = [:]
        for (indexPath, cell) in collectionView.realizedCells where indexPath.section == 1 {
            result[indexPath.item] = cell.frame.offsetBy(
                dx: scroller.frame.minX - scroller.contentOffset.x, dy: scroller.frame.minY - scroller.contentOffset.y)
        }
        return result
    }

    @Test func aCollectionViewShowsAndScrollsTheMirrorImage() throws {
        let dataSource = TestDataSource(counts: [3, 50, 30])
        func make(_ direction: UserInterfaceLayoutDirection) throws -> (CollectionView, ScrollView) {
            let collectionView = makeCollectionView(
                CollectionViewOrthogonalTests.layout(.groupPaging), dataSource: dataSource)
            collectionView.userInterfaceLayoutDirection = direction
            collectionView.updateRealizedElements()
            return (collectionView, try #require(collectionView.orthogonalScrollView(forSection: 1)))
        }
        let (ltr, ltrScroller) = try make(.leftToRight)
        let (rtl, rtlScroller) = try make(.rightToLeft)
        #expect(rtlScroller.contentOffset.x == rtlScroller.contentSize.width - rtlScroller.frame.width)
        func expectMirroredCards(_ label: String) {
            let left = Self.cardsOnScreen(ltr, scroller: ltrScroller)
            let right = Self.cardsOnScreen(rtl, scroller: rtlScroller)
            #expect(left.keys.sorted() == right.keys.sorted(), "\(label)")
            #expect(!left.isEmpty)
            for (item, frame) in left {
                let expected = Self.mirrored(frame, about: 375)
                #expect(
                    right[item].map { isClose($0, expected, tolerance: 1e-6) } == true,
                    "\(label) card \(item): \(String(describing: right[item])) ≠ \(expected)")
            }
        }
        expectMirroredCards("at rest")
        // A paging drag: toward the left in one, toward the right in the other.
        ltrScroller.beginDragging()
        ltrScroller.drag(to: CGPoint(x: 400, y: 0))
        ltrScroller.endDragging(velocity: CGPoint(x: 2, y: 0))
        let start = rtlScroller.contentOffset.x
        rtlScroller.beginDragging()
        rtlScroller.drag(to: CGPoint(x: start - 400, y: 0))
        rtlScroller.endDragging(velocity: CGPoint(x: -2, y: 0))
        _ = ltrScroller.clock.runUntilIdle()
        _ = rtlScroller.clock.runUntilIdle()
        #expect(ltrScroller.contentOffset.x == 310)
        #expect(abs(rtlScroller.contentOffset.x - (start - 310)) < 1e-9, "one page, toward the left")
        #expect(abs((rtl.collectionViewLayout.orthogonalOffsets[1] ?? 0) - 310) < 1e-9)
        expectMirroredCards("after a page")
        // A point on a card in view finds it.
        let inView = try #require(
            Self.cardsOnScreen(rtl, scroller: rtlScroller).first { rtlScroller.frame.encloses($0.value) })
        let point = CGPoint(x: inView.value.midX, y: inView.value.midY)
        #expect(rtl.indexPathForItem(at: point) == IndexPath(item: inView.key, section: 1))
    }

    @Test func changingTheDirectionLaysTheCollectionOutAgain() throws {
        let dataSource = TestDataSource(counts: [3, 50, 30])
        let collectionView = makeCollectionView(
            CollectionViewOrthogonalTests.layout(.continuous), dataSource: dataSource)
        collectionView.updateRealizedElements()
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 1))
        scroller.contentOffset.x = 500
        let rows = collectionView.realizedCells.filter { $0.indexPath.section != 1 }.map {
            ($0.indexPath, $0.cell.frame)
        }
        let cards = Self.cardsOnScreen(collectionView, scroller: scroller)
        collectionView.userInterfaceLayoutDirection = .rightToLeft
        collectionView.layoutIfNeeded()
        for (indexPath, frame) in rows {
            let now = try #require(collectionView.cellForItem(at: indexPath)).frame
            #expect(now == pixelRounded(Self.mirrored(frame, about: 375)), "\(indexPath)")
        }
        // The section keeps its offset from the first card: the same cards show, mirrored.
        #expect(collectionView.collectionViewLayout.orthogonalOffsets[1] == 500)
        let mirroredCards = Self.cardsOnScreen(collectionView, scroller: scroller)
        for (item, frame) in cards {
            let expected = pixelRounded(Self.mirrored(frame, about: 375))
            #expect(mirroredCards[item].map { isClose($0, expected, tolerance: 0.34) } == true, "card \(item)")
        }
        // And back.
        collectionView.userInterfaceLayoutDirection = .leftToRight
        collectionView.layoutIfNeeded()
        #expect(scroller.contentOffset.x == 500)
        for (indexPath, frame) in rows {
            #expect(collectionView.cellForItem(at: indexPath)?.frame == frame)
        }
    }

    @Test func aCollectionViewForcedLeftToRightStaysSo() {
        let (ltr, _) = Self.directions { makeLayout(Self.lopsidedSection(), counts: [4]) }
        let dataSource = TestDataSource(counts: [4])
        let collectionView = makeCollectionView(makeLayout(Self.lopsidedSection(), counts: [4]), dataSource: dataSource)
        collectionView.userInterfaceLayoutDirection = .rightToLeft
        collectionView.semanticContentAttribute = .forceLeftToRight
        collectionView.updateRealizedElements()
        let frames = collectionView.realizedCells.map(\.cell.frame)
        #expect(!frames.isEmpty)
        #expect(
            frames
                == collectionView.realizedCells.map {
                    pixelRounded(ltr.layoutAttributesForItem(at: $0.indexPath)!.frame)
                })
    }

    @Test func cardsMeasuredBeforeTheVisibleEdgeKeepTheCardsInViewStill() throws {
        // Cards of estimated width 100 that measure 150 wide, right to left.
        let (layout, dataSource) = CollectionViewOrthogonalTests.widerThanEstimatedCarousel()
        let collectionView = makeSizingCollectionView(layout, dataSource: dataSource)
        collectionView.userInterfaceLayoutDirection = .rightToLeft
        collectionView.updateRealizedElements()
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 0))
        func screenX(of item: Int) -> CGFloat? {
            collectionView.cellForItem(at: IndexPath(item: item, section: 0)).map {
                $0.frame.minX - scroller.contentOffset.x
            }
        }
        // Far along (toward the left), where the cards are at their estimate.
        scroller.contentOffset.x -= 5500
        let first = try #require(collectionView.indexPathsForVisibleItems.first).item
        let x = try #require(screenX(of: first))
        // Back by 300 (toward the right): the cards coming into reach on the
        // right measure wider; the cards seen before move by the scroll only.
        scroller.contentOffset.x += 300
        #expect(screenX(of: first) == x - 300)
        let frames = collectionView.realizedCells.sorted { $0.indexPath < $1.indexPath }.map(\.cell.frame)
        #expect(frames.allSatisfy { $0.width == 150 })
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(b.maxX + 10 == a.minX, "later cards to the left") }
    }

    @Test func theVisibleItemsHandlerSeesTheScrollersOwnOffset() throws {
        let card = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(120), .absolute(100)), subitems: [card])
        let carousel = CollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .continuous
        var seen: [(offset: CGPoint, frames: [CGRect])] = []
        carousel.visibleItemsInvalidationHandler = { items, offset, _ in seen.append((offset, items.map(\.frame))) }
        let dataSource = TestDataSource(counts: [40])
        let collectionView = makeCollectionView(
            CollectionViewCompositionalLayout(section: carousel), dataSource: dataSource)
        collectionView.userInterfaceLayoutDirection = .rightToLeft
        collectionView.updateRealizedElements()
        let scroller = try #require(collectionView.orthogonalScrollView(forSection: 0))
        scroller.contentOffset.x -= 250
        let last = try #require(seen.last)
        // The scroller's offset and the cards' frames as it shows them: the
        // cards the handler sees on screen are those in its bounds.
        #expect(last.offset.x == scroller.contentOffset.x)
        let shown = CGRect(origin: scroller.contentOffset, size: scroller.bounds.size)
        #expect(last.frames.contains { $0.intersects(shown) })
        #expect(last.frames.allSatisfy { $0.maxX > shown.minX - shown.width && $0.minX < shown.maxX + shown.width })
    }
}
