import CollectionLayout
import Foundation
import Testing

@Suite struct SectionTests {
    static func listSection(insets: DirectionalEdgeInsets = .zero) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = insets
        return section
    }

    static func header(
        _ kind: String = Kind.header, alignment: RectAlignment = .top, height: CGFloat = 30,
        width: CollectionLayoutDimension = .fractionalWidth(1)
    ) -> CollectionLayoutBoundarySupplementaryItem {
        CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(width, .absolute(height)), elementKind: kind, alignment: alignment)
    }

    func supplementary(_ layout: CollectionViewCompositionalLayout, _ kind: String, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func orderAlongTheScrollAxis() {
        let section = Self.listSection(insets: DirectionalEdgeInsets(top: 10, leading: 0, bottom: 20, trailing: 0))
        section.boundarySupplementaryItems = [
            Self.header(Kind.footer, alignment: .bottom, height: 40), Self.header(height: 30),
        ]
        let layout = makeLayout(section, counts: [2])
        // header 0–30, top inset to 40, two rows to 128, bottom inset to 148, footer to 188.
        #expect(supplementary(layout, Kind.header) == rect(0, 0, 375, 30))
        expectFrames(itemFrames(layout, count: 2), [rect(0, 40, 375, 44), rect(0, 84, 375, 44)])
        #expect(supplementary(layout, Kind.footer) == rect(0, 148, 375, 40))
        #expect(layout.collectionViewContentSize.height == 188)
    }

    @Test func boundaryThatDoesNotExtendOverlapsTheContent() {
        let section = Self.listSection()
        let header = Self.header(height: 30)
        header.extendsBoundary = false
        let footer = Self.header(Kind.footer, alignment: .bottom, height: 20)
        footer.extendsBoundary = false
        section.boundarySupplementaryItems = [header, footer]
        let layout = makeLayout(section, counts: [2])
        #expect(supplementary(layout, Kind.header) == rect(0, 0, 375, 30))
        #expect(itemFrames(layout, count: 1) == [rect(0, 0, 375, 44)])
        #expect(supplementary(layout, Kind.footer) == rect(0, 68, 375, 20))
        #expect(layout.collectionViewContentSize.height == 88)
    }

    @Test func supplementariesFollowOrIgnoreTheInsets() {
        let section = Self.listSection(insets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 24))
        section.boundarySupplementaryItems = [Self.header()]
        #expect(supplementary(makeLayout(section, counts: [1]), Kind.header) == rect(16, 0, 335, 30))
        section.supplementariesFollowContentInsets = false
        #expect(supplementary(makeLayout(section, counts: [1]), Kind.header) == rect(0, 0, 375, 30))
    }

    @Test func alignmentsAcrossTheAxis() {
        let section = Self.listSection()
        section.boundarySupplementaryItems = [
            Self.header("leading", alignment: .topLeading, width: .absolute(100)),
            Self.header("centre", alignment: .top, width: .absolute(100)),
            Self.header("trailing", alignment: .topTrailing, width: .absolute(100)),
        ]
        let layout = makeLayout(section, counts: [1])
        #expect(supplementary(layout, "leading") == rect(0, 0, 100, 30))
        #expect(supplementary(layout, "centre") == rect(137.5, 30, 100, 30))
        #expect(supplementary(layout, "trailing") == rect(275, 60, 100, 30))
    }

    @Test func interSectionSpacing() {
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = makeLayout(Self.listSection(), counts: [2, 1, 0, 1], configuration: configuration)
        #expect(itemFrames(layout, section: 1, count: 1) == [rect(0, 108, 375, 44)])
        // An empty section still takes its place (zero length) and its spacing.
        #expect(itemFrames(layout, section: 3, count: 1) == [rect(0, 192, 375, 44)])
        #expect(layout.collectionViewContentSize.height == 236)
    }

    @Test func layoutBoundarySupplementaries() {
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            Self.header("top", height: 50), Self.header("bottom", alignment: .bottom, height: 10),
        ]
        let layout = makeLayout(Self.listSection(), counts: [1], configuration: configuration)
        #expect(itemFrames(layout, count: 1) == [rect(0, 50, 375, 44)])
        #expect(supplementary(layout, "top") == rect(0, 0, 375, 50))
        #expect(supplementary(layout, "bottom") == rect(0, 94, 375, 10))
        #expect(layout.collectionViewContentSize.height == 104)
    }

    @Test func contentInsetsReference() {
        let safeArea = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        let section = Self.listSection(insets: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
        let automatic = makeLayout(section, width: 812, height: 375, counts: [1], safeArea: safeArea)
        #expect(itemFrames(automatic, count: 1) == [rect(54, 0, 704, 44)])
        section.contentInsetsReference = .none
        let none = makeLayout(section, width: 812, height: 375, counts: [1], safeArea: safeArea)
        #expect(itemFrames(none, count: 1) == [rect(10, 0, 792, 44)])
        section.contentInsetsReference = .layoutMargins
        let margins = makeLayout(section, width: 812, height: 375, counts: [1], safeArea: safeArea)
        #expect(itemFrames(margins, count: 1) == [rect(62, 0, 688, 44)])
        section.contentInsetsReference = .readableContent
        let readable = makeLayout(section, width: 1024, height: 768, counts: [1])
        #expect(itemFrames(readable, count: 1) == [rect(186, 0, 652, 44)])
    }

    @Test func environmentContainer() {
        var seen: [CollectionLayoutContainer] = []
        let layout = CollectionViewCompositionalLayout { _, environment in
            seen.append(environment.container)
            return Self.listSection()
        }
        layout.context = CollectionLayoutContext(
            boundsSize: CGSize(width: 812, height: 375), itemCounts: [1],
            safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        _ = layout.collectionViewContentSize
        #expect(seen.count == 1)
        #expect(seen.first?.contentSize == CGSize(width: 812, height: 375))
        #expect(seen.first?.effectiveContentSize == CGSize(width: 724, height: 354))
        // Querying again asks nothing; invalidating asks again.
        _ = layout.layoutAttributesForElements(in: rect(0, 0, 812, 375))
        #expect(seen.count == 1)
        layout.invalidateLayout()
        _ = layout.collectionViewContentSize
        #expect(seen.count == 2)
    }

    @Test func scrollingDoesNotInvalidate() {
        var calls = 0
        let layout = CollectionViewCompositionalLayout { _, _ in
            calls += 1
            return Self.listSection()
        }
        layout.context = CollectionLayoutContext(boundsSize: CGSize(width: 375, height: 667), itemCounts: [10])
        _ = layout.collectionViewContentSize
        layout.context.contentOffset = CGPoint(x: 0, y: 120)
        _ = layout.collectionViewContentSize
        #expect(calls == 1)
        layout.context.itemCounts = [11]
        #expect(layout.collectionViewContentSize.height == 484)
        #expect(calls == 2)
    }

    @Test func horizontalScrollDirection() {
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 10
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), subitem: item, count: 2)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        let layout = makeLayout(section, width: 375, height: 200, counts: [3, 1], configuration: configuration)
        expectFrames(
            itemFrames(layout, count: 3), [rect(0, 0, 100, 100), rect(0, 100, 100, 100), rect(105, 0, 100, 100)])
        #expect(itemFrames(layout, section: 1, count: 1) == [rect(215, 0, 100, 100)])
        #expect(layout.collectionViewContentSize == CGSize(width: 315, height: 200))
    }
}
