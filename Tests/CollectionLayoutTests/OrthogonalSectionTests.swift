import CollectionLayout
import Foundation
import Testing

@Suite struct OrthogonalSectionTests {
    /// A carousel of `cardWidth` cards, 200 high, spacing 10, insets 16.
    static func carousel(
        _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .continuous, cardWidth: CGFloat = 300
    ) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(cardWidth), .absolute(200)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        return section
    }

    @Test func scrollerSpansTheFullWidthAndTheGroups() {
        let layout = makeLayout(Self.carousel(), counts: [4])
        expectFrames(
            itemFrames(layout, count: 4),
            [rect(16, 16, 300, 200), rect(326, 16, 300, 200), rect(636, 16, 300, 200), rect(946, 16, 300, 200)])
        #expect(layout.orthogonalScrollerFrame(forSection: 0) == rect(0, 16, 375, 200))
        // 16 + 4 × 300 + 3 × 10 + 16
        #expect(layout.orthogonalScrollerContentSize(forSection: 0) == CGSize(width: 1262, height: 200))
        #expect(layout.collectionViewContentSize.height == 232)
    }

    @Test func scrollerClippedToTheBackground() {
        let section = Self.carousel()
        let background = CollectionLayoutDecorationItem.background(elementKind: Kind.background)
        background.contentInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.decorationItems = [background]
        section.orthogonalScrollingClipsToBackground = true
        let layout = makeLayout(section, counts: [4])
        let decoration = layout.layoutAttributesForDecorationView(
            ofKind: Kind.background, at: IndexPath(item: 0, section: 0))
        #expect(decoration?.frame == rect(8, 8, 359, 216))
        #expect(layout.orthogonalScrollerFrame(forSection: 0) == decoration?.frame)
        // Content from 8 before the first card to 8 after the last: 8 + 1230 + 8.
        #expect(layout.orthogonalScrollerContentSize(forSection: 0) == CGSize(width: 1246, height: 216))
    }

    @Test func queriesFollowTheScrollersOffset() {
        let layout = makeLayout(Self.carousel(), counts: [10])
        let screen = rect(0, 0, 375, 667)
        #expect(layout.layoutAttributesForElements(in: screen).map(\.indexPath.item) == [0, 1])
        layout.orthogonalOffsets[0] = 700
        // At rest frames; visible are those over 700..<1075.
        #expect(layout.layoutAttributesForElements(in: screen).map(\.indexPath.item) == [2, 3])
    }

    @Test func decelerationTargetsOfTheSixBehaviours() {
        func target(
            _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, _ proposed: CGFloat, velocity: CGFloat = 1,
            start: CGFloat = 0
        ) -> CGFloat {
            OrthogonalScrollingDeceleration(
                behavior: behavior, scrollerLength: 375, contentLength: 2000, groupStride: 300
            )
            .targetOffset(proposedOffset: proposed, velocity: velocity, startOffset: start)
        }
        #expect(target(.none, 123.5) == 123.5)
        #expect(target(.continuous, 123.5) == 123.5)
        #expect(target(.continuous, 5000) == 1625, "clamped to the content's end")
        #expect(target(.continuous, -40) == 0)
        #expect(target(.continuousGroupLeadingBoundary, 440) == 300)
        #expect(target(.continuousGroupLeadingBoundary, 460) == 600)
        #expect(target(.continuousGroupLeadingBoundary, 1700) == 1625)
        #expect(target(.paging, 200) == 375)
        #expect(target(.paging, 100) == 0)
        #expect(target(.paging, 1000) == 375, "at most one page from where the drag began")
        #expect(target(.paging, 10, velocity: -1, start: 375) == 0)
        #expect(target(.paging, 1000, start: 750) == 1125)
        #expect(target(.groupPaging, 1000) == 300)
        #expect(target(.groupPaging, 100) == 0)
        #expect(target(.groupPaging, 150, velocity: 1) == 300, "a tie goes the way of the velocity")
        #expect(target(.groupPaging, 150, velocity: -1) == 0)
        #expect(target(.groupPagingCentered, 700, start: 300) == 600)
        #expect(target(.groupPagingCentered, 1400, start: 300) == 600)
    }

    @Test func decelerationFromTheLayout() throws {
        let section = Self.carousel(.groupPagingCentered, cardWidth: 337.5)
        section.contentInsets = .zero
        section.interGroupSpacing = 0
        let layout = makeLayout(section, counts: [5])
        let deceleration = try #require(layout.orthogonalDeceleration(forSection: 0))
        #expect(deceleration.scrollerLength == 375)
        let contentLength: CGFloat = 18.75 * 2 + 5 * 337.5
        #expect(deceleration.contentLength == contentLength)
        // Offset k × 337.5 centres card k: its frame minus the offset sits 18.75 from the edge.
        let target = deceleration.targetOffset(proposedOffset: 400, velocity: 1, startOffset: 0)
        #expect(target == 337.5)
        #expect(itemFrames(layout, count: 2)[1].minX - target == 18.75)
        let leading = try #require(
            makeLayout(Self.carousel(.continuousGroupLeadingBoundary), counts: [5])
                .orthogonalDeceleration(forSection: 0))
        #expect(leading.targetOffset(proposedOffset: 500, velocity: 1, startOffset: 0) == 620)
    }
}
