import CollectionLayout
import Foundation
import Testing

@Suite struct RangeQueryTests {
    /// A grid, a carousel and an estimated list, alternating.
    static func mixedLayout(counts: [Int]) -> CollectionViewCompositionalLayout {
        let layout = CollectionViewCompositionalLayout { index, _ in
            switch index % 3 {
            case 0:
                let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(128)), subitem: item, count: 2)
                group.interItemSpacing = .fixed(12)
                let section = CollectionLayoutSection(group: group)
                section.interGroupSpacing = 12
                section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                return section
            case 1:
                return OrthogonalSectionTests.carousel()
            default:
                return SelfSizingTests.estimatedList()
            }
        }
        layout.context = CollectionLayoutContext(boundsSize: CGSize(width: 390, height: 844), itemCounts: counts)
        return layout
    }

    static func bruteForce(_ layout: CollectionViewCompositionalLayout, counts: [Int], in query: CGRect) -> [IndexPath]
    {
        counts.enumerated().flatMap { section, count in
            (0..<count).compactMap { item -> IndexPath? in
                let path = IndexPath(item: item, section: section)
                guard let frame = layout.layoutAttributesForItem(at: path)?.frame else { return nil }
                return frame.minX < query.maxX && query.minX < frame.maxX && frame.minY < query.maxY
                    && query.minY < frame.maxY
                    ? path : nil
            }
        }
    }

    @Test func matchesABruteForceFilter() throws {
        let counts = [41, 7, 30, 15, 3, 12]
        let layout = Self.mixedLayout(counts: counts)
        try layout.setMeasuredSize(CGSize(width: 390, height: 70), forItemAt: IndexPath(item: 4, section: 2))
        try layout.setMeasuredSize(CGSize(width: 390, height: 20), forItemAt: IndexPath(item: 9, section: 2))
        let height = layout.collectionViewContentSize.height
        var y: CGFloat = -100
        while y < height + 100 {
            for query in [rect(0, y, 390, 844), rect(0, y, 390, 1), rect(100, y, 50, 300)] {
                let found = layout.layoutAttributesForElements(in: query)
                    .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
                #expect(found == Self.bruteForce(layout, counts: counts, in: query), "query \(query)")
            }
            y += 97
        }
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func framesMatchTheItemQueries(direction: UserInterfaceLayoutDirection) throws {
        let counts = [41, 7, 30, 15, 3, 12]
        let layout = Self.mixedLayout(counts: counts)
        layout.context.layoutDirection = direction
        try layout.setMeasuredSize(CGSize(width: 390, height: 70), forItemAt: IndexPath(item: 4, section: 2))
        let height = layout.collectionViewContentSize.height
        var checked = 0
        var y: CGFloat = -100
        while y < height + 100 {
            for attributes in layout.layoutAttributesForElements(in: rect(0, y, 390, 300))
            where attributes.representedElementCategory == .cell {
                #expect(layout.layoutAttributesForItem(at: attributes.indexPath) == attributes)
                checked += 1
            }
            y += 97
        }
        #expect(checked > counts.reduce(0, +))
    }

    @Test func touchingIsNotOverlapping() {
        let layout = makeLayout(SectionTests.listSection(), counts: [5])
        #expect(layout.layoutAttributesForElements(in: rect(0, 44, 375, 44)).map(\.indexPath.item) == [1])
        #expect(layout.layoutAttributesForElements(in: rect(0, 43.5, 375, 1)).map(\.indexPath.item) == [0, 1])
        #expect(layout.layoutAttributesForElements(in: rect(0, 220, 375, 100)).isEmpty)
    }

    @Test func aHundredThousandItems() {
        let layout = makeLayout(SectionTests.listSection(), counts: [100_000])
        #expect(layout.collectionViewContentSize.height == 4_400_000)
        let found = layout.layoutAttributesForElements(in: rect(0, 2_200_000, 375, 667))
        #expect(found.map(\.indexPath.item) == Array(50_000...50_015))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 99_999, section: 0))?.frame
                == rect(0, 4_399_956, 375, 44))
    }
}
