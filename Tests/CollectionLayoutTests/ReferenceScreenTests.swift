import CollectionLayout
import Foundation
import Testing

/// A delivery app's search screen (worked example E6 of the article The layout rules) on a 375-point screen:
/// a cards carousel, a two-column grid of kitchens and a dishes carousel
/// clipped to its background. Frames derived by hand.
@Suite struct ReferenceScreenTests {
    static func layout() -> CollectionViewCompositionalLayout {
        let layout = CollectionViewCompositionalLayout { index, environment in
            switch index {
            case 0:
                let width = environment.container.contentSize.width * 0.6
                let cards = (0..<3).map { _ in
                    CollectionLayoutItem(layoutSize: size(.absolute(width), .estimated(216)))
                }
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: size(.estimated(50), .estimated(50)), subitems: cards)
                group.interItemSpacing = .fixed(12)
                let section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                section.boundarySupplementaryItems = [
                    CollectionLayoutBoundarySupplementaryItem(
                        layoutSize: size(.fractionalWidth(1), .estimated(50)), elementKind: Kind.header,
                        alignment: .topLeading)
                ]
                section.supplementariesFollowContentInsets = false
                return section
            case 1:
                let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(128)), subitem: item, count: 2)
                group.interItemSpacing = .fixed(12)
                let section = CollectionLayoutSection(group: group)
                section.interGroupSpacing = 12
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                section.boundarySupplementaryItems = [
                    CollectionLayoutBoundarySupplementaryItem(
                        layoutSize: size(.fractionalWidth(1), .estimated(50)), elementKind: Kind.footer,
                        alignment: .bottom)
                ]
                return section
            default:
                let item = CollectionLayoutItem(layoutSize: size(.absolute(140), .absolute(180)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: size(.absolute(140), .absolute(180)), subitems: [item])
                let section = CollectionLayoutSection(group: group)
                section.interGroupSpacing = 12
                section.orthogonalScrollingBehavior = .continuous
                section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
                let background = CollectionLayoutDecorationItem.background(elementKind: Kind.background)
                background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
                section.decorationItems = [background]
                section.orthogonalScrollingClipsToBackground = true
                return section
            }
        }
        layout.context = CollectionLayoutContext(boundsSize: CGSize(width: 375, height: 667), itemCounts: [3, 4, 4])
        return layout
    }

    @Test func frames() {
        let layout = Self.layout()
        // Cards: header 0–50 across the full width, top inset, one group of three 225-wide cards.
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: Kind.header, at: IndexPath(item: 0, section: 0))?.frame
                == rect(0, 0, 375, 50))
        #expect(
            itemFrames(layout, section: 0, count: 3) == [
                rect(16, 58, 225, 216), rect(253, 58, 225, 216), rect(490, 58, 225, 216),
            ])
        #expect(layout.orthogonalScrollerFrame(forSection: 0) == rect(0, 58, 375, 216))
        #expect(layout.orthogonalScrollerContentSize(forSection: 0) == CGSize(width: 16 + 699 + 16, height: 216))
        // Kitchens from 282: two columns of 165.5, rows 140 apart, then the footer.
        #expect(
            itemFrames(layout, section: 1, count: 4) == [
                rect(16, 282, 165.5, 128), rect(193.5, 282, 165.5, 128), rect(16, 422, 165.5, 128),
                rect(193.5, 422, 165.5, 128),
            ])
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: Kind.footer, at: IndexPath(item: 0, section: 1))?.frame
                == rect(16, 550, 343, 50))
        // Dishes from 600: the scroller is the background, 8 in from each side.
        #expect(itemFrames(layout, section: 2, count: 2) == [rect(16, 616, 140, 180), rect(168, 616, 140, 180)])
        #expect(layout.orthogonalScrollerFrame(forSection: 2) == rect(8, 600, 359, 212))
        #expect(layout.orthogonalScrollerContentSize(forSection: 2) == CGSize(width: 8 + 596 + 8, height: 212))
        #expect(layout.collectionViewContentSize.height == 812)
    }

    @Test func aTallerCardMovesWhatFollowsAndTheScroller() throws {
        let layout = Self.layout()
        let delta = try layout.setMeasuredSize(
            CGSize(width: 225, height: 240), forItemAt: IndexPath(item: 1, section: 0))
        #expect(delta == 24)
        #expect(itemFrames(layout, section: 0, count: 3).map(\.height) == [216, 240, 216])
        #expect(layout.orthogonalScrollerFrame(forSection: 0) == rect(0, 58, 375, 240))
        #expect(itemFrames(layout, section: 1, count: 1) == [rect(16, 306, 165.5, 128)])
        #expect(layout.orthogonalScrollerFrame(forSection: 2) == rect(8, 624, 359, 212))
        #expect(layout.collectionViewContentSize.height == 836)
    }
}
