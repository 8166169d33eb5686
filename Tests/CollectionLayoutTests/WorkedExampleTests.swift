import CollectionLayout
import Foundation
import Testing

/// The worked examples E1–E5 of the article The layout rules, exactly.
@Suite struct WorkedExampleTests {
    @Test func e1TwoColumns() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.interGroupSpacing = 10
        let layout = makeLayout(section, counts: [4])
        #expect(
            itemFrames(layout, count: 4) == [
                rect(10, 0, 172.5, 44), rect(192.5, 0, 172.5, 44), rect(10, 54, 172.5, 44), rect(192.5, 54, 172.5, 44),
            ])
    }

    @Test func e2InsetGrid() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        let layout = makeLayout(CollectionLayoutSection(group: group), counts: [10])
        let expected = (0..<10).map { rect(5 + CGFloat($0 % 5) * 75, 5 + CGFloat($0 / 5) * 75, 65, 65) }
        #expect(itemFrames(layout, count: 10) == expected)
        #expect(itemFrames(layout, count: 6)[5].minY == 80)
    }

    @Test func e3OverflowWrapsToOneItemPerGroup() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(44)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        let layout = makeLayout(CollectionLayoutSection(group: group), counts: [2])
        #expect(itemFrames(layout, count: 2) == [rect(0, 0, 187.5, 44), rect(0, 44, 187.5, 44)])
    }

    @Test func e3CountSharesTheWidth() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(44)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let layout = makeLayout(CollectionLayoutSection(group: group), counts: [2])
        #expect(itemFrames(layout, count: 2) == [rect(0, 0, 182.5, 44), rect(192.5, 0, 182.5, 44)])
    }

    @Test func e4GroupPagingCentered() throws {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(0.9), .absolute(200)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let layout = makeLayout(section, counts: [3])
        #expect(
            itemFrames(layout, count: 3) == [
                rect(18.75, 0, 337.5, 200), rect(356.25, 0, 337.5, 200), rect(693.75, 0, 337.5, 200),
            ])
        let deceleration = try #require(layout.orthogonalDeceleration(forSection: 0))
        #expect(deceleration.groupStride == 337.5)
        #expect(
            layout.orthogonalScrollerContentSize(forSection: 0) == CGSize(width: 18.75 * 2 + 3 * 337.5, height: 200))
    }

    @Test func e5ItemInsetsShrinkTheFrame() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(20), .absolute(20)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [item])
        let layout = makeLayout(CollectionLayoutSection(group: group), counts: [3])
        #expect(itemFrames(layout, count: 3) == [rect(2, 2, 16, 16), rect(22, 2, 16, 16), rect(42, 2, 16, 16)])
    }
}
