import CollectionLayout
import Foundation
import Testing

@Suite struct BadInputTests {
    /// A layout whose section can be replaced, laid out once with a good one.
    final class Switchable {
        var section = SectionTests.listSection()
        lazy var layout: CollectionViewCompositionalLayout = {
            let layout = CollectionViewCompositionalLayout { [unowned self] _, _ in self.section }
            layout.context = CollectionLayoutContext(boundsSize: CGSize(width: 375, height: 667), itemCounts: [3])
            return layout
        }()
    }

    static func badSection(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension)
        -> CollectionLayoutSection
    {
        let item = CollectionLayoutItem(layoutSize: size(width, height))
        return CollectionLayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item]))
    }

    @Test(arguments: [
        (CollectionLayoutDimension.absolute(-10), CollectionLayoutDimension.absolute(44)),
        (.fractionalWidth(0), .absolute(44)),
        (.fractionalWidth(.nan), .absolute(44)),
        (.absolute(10), .estimated(.infinity)),
        (.fractionalWidth(-1), .fractionalHeight(1)),
    ])
    func badDimensionsChangeNothing(width: CollectionLayoutDimension, height: CollectionLayoutDimension) {
        let switchable = Switchable()
        let before = allAttributes(switchable.layout)
        switchable.section = Self.badSection(width, height)
        switchable.layout.invalidateLayout()
        #expect(allAttributes(switchable.layout) == before)
        #expect(switchable.layout.errors.count == 1)
        guard case .invalidDescriptor(section: 0, let reason) = switchable.layout.errors.first else {
            Issue.record("expected an invalid descriptor, got \(switchable.layout.errors)")
            return
        }
        #expect(reason.contains("\(width)") || reason.contains("\(height)"))
    }

    @Test func badGroupsAndSpacingChangeNothing() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(10), .absolute(10)))
        let groups: [CollectionLayoutGroup] = [
            .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 0),
            .vertical(layoutSize: size(.fractionalWidth(1), .absolute(44)), repeatingSubitem: item, count: -2),
            .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: []),
            .custom(layoutSize: size(.fractionalWidth(1), .absolute(44))) { _ in [] },
        ]
        for group in groups {
            let switchable = Switchable()
            let before = allAttributes(switchable.layout)
            switchable.section = CollectionLayoutSection(group: group)
            switchable.layout.invalidateLayout()
            #expect(allAttributes(switchable.layout) == before)
            #expect(switchable.layout.errors.count == 1)
        }
        let spaced = SectionTests.listSection()
        spaced.interGroupSpacing = -.infinity
        let switchable = Switchable()
        let before = allAttributes(switchable.layout)
        switchable.section = spaced
        switchable.layout.invalidateLayout()
        #expect(allAttributes(switchable.layout) == before)
        #expect("\(switchable.layout.errors[0])".contains("interGroupSpacing"))
    }

    @Test func badContainersAndCountsChangeNothing() {
        let switchable = Switchable()
        let before = allAttributes(switchable.layout)
        switchable.layout.context.boundsSize = CGSize(width: CGFloat.nan, height: 667)
        #expect(allAttributes(switchable.layout) == before)
        switchable.layout.context.boundsSize = CGSize(width: -1, height: 667)
        #expect(allAttributes(switchable.layout) == before)
        switchable.layout.context.boundsSize = CGSize(width: 375, height: 667)
        switchable.layout.context.itemCounts = [-1]
        #expect(allAttributes(switchable.layout) == before)
        #expect(switchable.layout.errors.count == 3)
        #expect(switchable.layout.errors[1] == .invalidContainer(CGSize(width: -1, height: 667)))
        #expect(switchable.layout.errors[2] == .invalidItemCount(section: 0, count: -1))
    }

    @Test func missingSection() {
        let layout = CollectionViewCompositionalLayout { index, _ in index == 0 ? SectionTests.listSection() : nil }
        layout.context = CollectionLayoutContext(boundsSize: CGSize(width: 375, height: 667), itemCounts: [1, 1])
        #expect(layout.collectionViewContentSize.height == 0)
        #expect(layout.errors == [.missingSection(1)])
        #expect("\(layout.errors[0])".contains("section 1"))
    }

    @Test func indexPathsOutOfRange() {
        let layout = makeLayout(SelfSizingTests.estimatedList(), counts: [3])
        let before = allAttributes(layout)
        for path in [
            IndexPath(item: 3, section: 0), IndexPath(item: -1, section: 0), IndexPath(item: 0, section: 1),
            IndexPath(index: 0),
        ] {
            #expect(layout.layoutAttributesForItem(at: path) == nil)
            #expect(throws: CollectionLayoutError.indexPathOutOfRange(path)) {
                try layout.setMeasuredSize(CGSize(width: 10, height: 10), forItemAt: path)
            }
        }
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: "nothing", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(throws: CollectionLayoutError.self) {
            try layout.setMeasuredSize(
                CGSize(width: 10, height: 10), forSupplementaryOfKind: "nothing", at: IndexPath(item: 0, section: 0))
        }
        #expect(allAttributes(layout) == before)
        #expect(layout.errors.contains(.indexPathOutOfRange(IndexPath(item: 3, section: 0))))
    }

    @Test func badMeasuredSizes() {
        let layout = makeLayout(SelfSizingTests.estimatedList(), counts: [3])
        let before = allAttributes(layout)
        for bad in [
            CGSize(width: 10, height: -1), CGSize(width: CGFloat.nan, height: 10),
            CGSize(width: 10, height: CGFloat.infinity),
        ] {
            #expect(throws: CollectionLayoutError.self) {
                try layout.setMeasuredSize(bad, forItemAt: IndexPath(item: 0, section: 0))
            }
        }
        #expect(allAttributes(layout) == before)
    }

    @Test func nonFiniteAndHugeQueries() {
        let layout = makeLayout(SectionTests.listSection(), counts: [3])
        #expect(layout.layoutAttributesForElements(in: rect(0, CGFloat.nan, 375, 100)).isEmpty)
        #expect(layout.layoutAttributesForElements(in: CGRect.infinite).map(\.indexPath.item) == [0, 1, 2])
    }
}
