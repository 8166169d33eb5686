import CollectionLayout
import Foundation
import Testing

@Suite struct SelfSizingTests {
    static func estimatedList(insets: DirectionalEdgeInsets = .zero) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        item.contentInsets = insets
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        return CollectionLayoutSection(group: group)
    }

    @Test func estimateUntilMeasuredThenEverythingAfterMoves() throws {
        let layout = makeLayout(Self.estimatedList(), counts: [5, 2])
        #expect(itemFrames(layout, count: 5).map(\.minY) == [0, 44, 88, 132, 176])
        let delta = try layout.setMeasuredSize(
            CGSize(width: 375, height: 60), forItemAt: IndexPath(item: 2, section: 0))
        #expect(delta == 16)
        expectFrames(
            itemFrames(layout, count: 5),
            [
                rect(0, 0, 375, 44), rect(0, 44, 375, 44), rect(0, 88, 375, 60), rect(0, 148, 375, 44),
                rect(0, 192, 375, 44),
            ])
        #expect(itemFrames(layout, section: 1, count: 1) == [rect(0, 236, 375, 44)])
        #expect(layout.collectionViewContentSize.height == 324)
        #expect(
            try layout.setMeasuredSize(CGSize(width: 375, height: 60), forItemAt: IndexPath(item: 2, section: 0)) == 0)
        // Range queries see the moved groups.
        #expect(
            layout.layoutAttributesForElements(in: rect(0, 150, 375, 1)).map(\.indexPath) == [
                IndexPath(item: 3, section: 0)
            ])
    }

    @Test func measuredSizesSurviveInvalidation() throws {
        let layout = makeLayout(Self.estimatedList(), counts: [3])
        try layout.setMeasuredSize(CGSize(width: 375, height: 100), forItemAt: IndexPath(item: 0, section: 0))
        layout.invalidateLayout()
        #expect(itemFrames(layout, count: 2).map(\.minY) == [0, 100])
        layout.removeMeasuredSizes()
        #expect(itemFrames(layout, count: 2).map(\.minY) == [0, 44])
    }

    @Test func insetsAreIgnoredOnAnEstimatedAxis() {
        let layout = makeLayout(
            Self.estimatedList(insets: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)), counts: [1]
        )
        #expect(itemFrames(layout, count: 1) == [rect(10, 0, 355, 44)])
    }

    @Test func uniformAcrossSiblingsStretchesARow() throws {
        let card = CollectionLayoutItem(
            layoutSize: size(.fractionalWidth(1.0 / 3), .uniformAcrossSiblings(estimate: 100)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(100)), subitems: [card])
        let layout = makeLayout(CollectionLayoutSection(group: group), counts: [6])
        try layout.setMeasuredSize(CGSize(width: 125, height: 150), forItemAt: IndexPath(item: 1, section: 0))
        try layout.setMeasuredSize(CGSize(width: 125, height: 120), forItemAt: IndexPath(item: 2, section: 0))
        let frames = itemFrames(layout, count: 6)
        #expect(frames.prefix(3).map(\.height) == [150, 150, 150], "the tallest measured card of the row")
        #expect(frames.suffix(3).map(\.height) == [100, 100, 100])
        #expect(frames[3].minY == 150)
    }

    @Test func uniformGroupsInACarousel() throws {
        let card = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(216)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(225), .uniformAcrossSiblings(estimate: 216)), subitems: [card])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 12
        let layout = makeLayout(section, counts: [3])
        try layout.setMeasuredSize(CGSize(width: 225, height: 250), forItemAt: IndexPath(item: 0, section: 0))
        try layout.setMeasuredSize(CGSize(width: 225, height: 200), forItemAt: IndexPath(item: 1, section: 0))
        #expect(itemFrames(layout, count: 3).map(\.height) == [250, 250, 250])
        #expect(layout.orthogonalScrollerFrame(forSection: 0) == rect(0, 0, 375, 250))
    }

    @Test func scrollerFrameFollowsEstimatedSizes() throws {
        let card = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(216)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(0.6), .estimated(216)), subitems: [card])
        let carousel = CollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .continuous
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .estimated(50)), elementKind: Kind.header, alignment: .topLeading)
        carousel.boundarySupplementaryItems = [header]
        let layout = makeLayout(carousel, counts: [3, 3])
        #expect(layout.orthogonalScrollerFrame(forSection: 1) == rect(0, 266 + 50, 375, 216))
        try layout.setMeasuredSize(
            CGSize(width: 375, height: 70), forSupplementaryOfKind: Kind.header, at: IndexPath(item: 0, section: 0))
        try layout.setMeasuredSize(CGSize(width: 225, height: 240), forItemAt: IndexPath(item: 2, section: 0))
        #expect(layout.orthogonalScrollerFrame(forSection: 0) == rect(0, 70, 375, 240))
        #expect(layout.orthogonalScrollerFrame(forSection: 1) == rect(0, 310 + 50, 375, 216))
        let section1 = itemFrames(layout, section: 1, count: 1)
        #expect(section1.first?.minY == layout.orthogonalScrollerFrame(forSection: 1)?.minY)
    }

    @Test func measuringOneGroupAtATimeMatchesLayingEverythingOutAgain() throws {
        // Two columns of estimated rows, with a header, a footer that does
        // and one that does not take space, and a background; then a second section.
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(44)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 7, trailing: 10)
        let overlay = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "overlay", alignment: .bottom)
        overlay.extendsBoundary = false
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: Kind.header, alignment: .top),
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: Kind.footer, alignment: .bottom),
            overlay,
        ]
        let background = CollectionLayoutDecorationItem.background(elementKind: Kind.background)
        background.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 3, trailing: 2)
        section.decorationItems = [background]
        let layout = makeLayout(section, counts: [41, 6])
        // Measured in a scattered order, some twice, some back to the estimate.
        var generator = RandomLayoutTests.SeededGenerator(state: 13)
        for _ in 0..<60 {
            let section = Int(generator.next() % 2)
            let index = IndexPath(item: Int(generator.next() % (section == 0 ? 41 : 6)), section: section)
            let height = 20 + CGFloat(generator.next() % 1000) / 7
            try layout.setMeasuredSize(CGSize(width: 177.5, height: height), forItemAt: index)
        }
        try layout.setMeasuredSize(CGSize(width: 177.5, height: 44), forItemAt: IndexPath(item: 40, section: 0))
        let measured = allAttributes(layout)
        let size = layout.collectionViewContentSize
        layout.invalidateLayout()
        let relaidOut = allAttributes(layout)
        #expect(abs(layout.collectionViewContentSize.height - size.height) < 1e-6)
        #expect(measured.count == relaidOut.count)
        for (a, b) in zip(measured, relaidOut) {
            #expect(a.indexPath == b.indexPath && a.representedElementKind == b.representedElementKind)
            #expect(isClose(a.frame, b.frame, tolerance: 1e-6), "\(a.indexPath) \(a.representedElementKind ?? "cell")")
        }
    }
}
