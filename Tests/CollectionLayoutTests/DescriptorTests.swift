import CollectionLayout
import Foundation
import Testing

@Suite struct DescriptorTests {
    @Test func dimensionKinds() {
        #expect(CollectionLayoutDimension.fractionalWidth(0.5).isFractionalWidth)
        #expect(CollectionLayoutDimension.fractionalHeight(0.5).isFractionalHeight)
        #expect(CollectionLayoutDimension.absolute(44).isAbsolute)
        #expect(CollectionLayoutDimension.estimated(44).isEstimated)
        let uniform = CollectionLayoutDimension.uniformAcrossSiblings(estimate: 216)
        #expect(uniform.isUniformAcrossSiblings && uniform.isEstimated && uniform.dimension == 216)
        #expect(!CollectionLayoutDimension.absolute(44).isEstimated)
        #expect("\(CollectionLayoutDimension.fractionalWidth(0.25))" == ".fractionalWidth(0.25)")
    }

    @Test func spacing() {
        #expect(CollectionLayoutSpacing.fixed(8).isFixedSpacing)
        #expect(
            CollectionLayoutSpacing.flexible(8).isFlexibleSpacing && CollectionLayoutSpacing.flexible(8).spacing == 8)
    }

    @Test func indexPathItemAndSection() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.section == 1 && path.count == 2)
        path.item = 4
        #expect(path == IndexPath(item: 4, section: 1))
    }

    @Test func directionalInsets() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4.5)
        #expect("\(insets)" == "{1, 2, 3, 4.5}")
        #expect(DirectionalEdgeInsets.zero == DirectionalEdgeInsets())
    }

    @Test func groupsAreItemsAndKeepTheirSubitems() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(10), .absolute(10)))
        let group = CollectionLayoutGroup.vertical(layoutSize: size(.absolute(10), .absolute(30)), subitems: [item])
        let outer: CollectionLayoutItem = CollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(100), .absolute(30)), subitems: [group])
        #expect((outer as? CollectionLayoutGroup)?.subitems.first === group)
        #expect(group.subitems.first === item)
    }

    @Test func sectionDefaults() {
        let section = CollectionLayoutSection(
            group: .horizontal(
                layoutSize: size(.absolute(10), .absolute(10)),
                subitems: [
                    CollectionLayoutItem(layoutSize: size(.absolute(10), .absolute(10)))
                ]))
        #expect(section.supplementariesFollowContentInsets)
        #expect(!section.orthogonalScrollingClipsToBackground)
        #expect(section.orthogonalScrollingBehavior == .none)
        #expect(section.contentInsetsReference == .automatic)
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: Kind.header, alignment: .top)
        #expect(header.extendsBoundary && !header.pinToVisibleBounds)
    }
}
