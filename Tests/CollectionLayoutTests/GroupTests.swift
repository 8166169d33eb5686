import CollectionLayout
import Foundation
import Testing

@Suite struct GroupTests {
    static func item(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutItem {
        CollectionLayoutItem(layoutSize: size(width, height))
    }

    static func rowLayout(_ group: CollectionLayoutGroup, count: Int) -> CollectionViewCompositionalLayout {
        makeLayout(CollectionLayoutSection(group: group), counts: [count])
    }

    @Test func flexibleSpacingSharesTheLeftover() {
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [Self.item(.absolute(100), .absolute(50))])
        group.interItemSpacing = .flexible(10)
        // Three fit (the fourth would end at 430); 375 − 300 = 75 over two gaps.
        #expect(itemFrames(Self.rowLayout(group, count: 3), count: 3).map(\.minX) == [0, 137.5, 275])
    }

    @Test func fixedSpacingIsExact() {
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [Self.item(.absolute(100), .absolute(50))])
        group.interItemSpacing = .fixed(10)
        #expect(itemFrames(Self.rowLayout(group, count: 4), count: 4).map(\.minX) == [0, 110, 220, 0])
    }

    @Test func fitToleranceIsAThousandthOfAPoint() {
        let fits = CollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(300.0009), .absolute(50)), subitems: [Self.item(.absolute(100), .absolute(50))])
        #expect(itemFrames(Self.rowLayout(fits, count: 3), count: 3).map(\.minY) == [0, 0, 0])
        let tooShort = CollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(299.998), .absolute(50)), subitems: [Self.item(.absolute(100), .absolute(50))])
        #expect(itemFrames(Self.rowLayout(tooShort, count: 3), count: 3).map(\.minY) == [0, 0, 50])
    }

    @Test func subitemsCycle() {
        let wide = Self.item(.absolute(200), .absolute(50))
        let narrow = Self.item(.absolute(100), .absolute(50))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [wide, narrow])
        // 200 + 100 = 300; the next wide one would end at 500.
        expectFrames(
            itemFrames(Self.rowLayout(group, count: 3), count: 3),
            [rect(0, 0, 200, 50), rect(200, 0, 100, 50), rect(0, 50, 200, 50)])
    }

    @Test func edgeSpacingAlongTheAxisAddsToTheAdvance() {
        let item = Self.item(.absolute(100), .absolute(50))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .fixed(20), top: nil, trailing: nil, bottom: nil)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        #expect(itemFrames(Self.rowLayout(group, count: 3), count: 3).map(\.minX) == [20, 140, 260])
    }

    @Test func edgeSpacingAcrossTheAxisPinsOrFloats() {
        func y(top: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) -> CGFloat? {
            let item = Self.item(.absolute(100), .absolute(40))
            item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: nil, top: top, trailing: nil, bottom: bottom)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
            return itemFrames(Self.rowLayout(group, count: 1), count: 1).first?.minY
        }
        #expect(y(top: .fixed(10), bottom: nil) == 10)
        #expect(y(top: .flexible(0), bottom: nil) == 60, "a lone flexible top pushes the item to the bottom")
        #expect(y(top: .flexible(0), bottom: .fixed(10)) == 50)
        #expect(y(top: .flexible(0), bottom: .flexible(0)) == 30, "both flexible centre")
        #expect(y(top: nil, bottom: .flexible(0)) == 0)
    }

    @Test func verticalGroupsCycleAlongY() {
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(100)),
            subitems: [Self.item(.fractionalWidth(1), .absolute(30))])
        expectFrames(
            itemFrames(Self.rowLayout(group, count: 4), count: 4),
            [rect(0, 0, 375, 30), rect(0, 30, 375, 30), rect(0, 60, 375, 30), rect(0, 100, 375, 30)])
    }

    @Test func verticalCountSharesTheHeight() {
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(100), .absolute(100)), subitem: Self.item(.fractionalWidth(1), .absolute(1)),
            count: 3)
        group.interItemSpacing = .fixed(5)
        expectFrames(
            itemFrames(Self.rowLayout(group, count: 3), count: 3),
            [rect(0, 0, 100, 30), rect(0, 35, 100, 30), rect(0, 70, 100, 30)])
    }

    @Test func repeatingSubitemsThatOverflowAreReportedAndLaidOut() {
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)),
            repeatingSubitem: Self.item(.absolute(150), .absolute(50)),
            count: 3)
        let layout = Self.rowLayout(group, count: 3)
        #expect(itemFrames(layout, count: 3).map(\.minX) == [0, 150, 300])
        #expect(
            layout.overflowReports == [CollectionLayoutOverflow(section: 0, required: 450, available: 375, count: 3)])
        #expect("\(layout.overflowReports[0])".contains("450"))
    }

    @Test func repeatingSubitemsThatFitAreNotReported() {
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)),
            repeatingSubitem: Self.item(.absolute(100), .absolute(50)),
            count: 3)
        let layout = Self.rowLayout(group, count: 3)
        #expect(itemFrames(layout, count: 3).map(\.minX) == [0, 100, 200])
        #expect(layout.overflowReports.isEmpty)
    }

    @Test func groupInsetsShrinkTheSubitemsContainer() {
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(60)),
            subitem: Self.item(.fractionalWidth(1), .fractionalHeight(1)),
            count: 2)
        group.contentInsets = DirectionalEdgeInsets(top: 5, leading: 15, bottom: 5, trailing: 0)
        expectFrames(
            itemFrames(Self.rowLayout(group, count: 2), count: 2), [rect(15, 5, 180, 50), rect(195, 5, 180, 50)])
    }

    @Test func fractionalHeightMayMakeSquares() {
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)),
            subitems: [Self.item(.fractionalHeight(1), .fractionalHeight(1))])
        expectFrames(
            itemFrames(Self.rowLayout(group, count: 2), count: 2),
            [rect(0, 0, 187.5, 187.5), rect(187.5, 0, 187.5, 187.5)])
    }

    @Test func customGroupFramesAreRelativeToTheGroup() {
        var containers: [CGSize] = []
        let group = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(50))) { environment in
            containers.append(environment.container.contentSize)
            return [
                CollectionLayoutGroupCustomItem(frame: rect(0, 0, 100, 50)),
                CollectionLayoutGroupCustomItem(frame: rect(100, 10, 50, 30), zIndex: 3),
            ]
        }
        let layout = Self.rowLayout(group, count: 3)
        expectFrames(itemFrames(layout, count: 3), [rect(0, 0, 100, 50), rect(100, 10, 50, 30), rect(0, 50, 100, 50)])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
        #expect(containers == [CGSize(width: 375, height: 50)], "the template is solved once")
    }

    @Test func aSectionRepeatedAcrossIndicesIsSolvedOnce() {
        var calls = 0
        let group = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(50))) { _ in
            calls += 1
            return [CollectionLayoutGroupCustomItem(frame: rect(0, 0, 100, 50))]
        }
        let layout = makeLayout(CollectionLayoutSection(group: group), counts: Array(repeating: 10, count: 50))
        let height: CGFloat = 50 * 10 * 50
        #expect(layout.collectionViewContentSize.height == height)
        #expect(calls == 1)
    }

    @Test func estimatedGroupTakesItsItemsExtent() {
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(100)),
            subitems: [Self.item(.fractionalWidth(0.5), .absolute(60))])
        expectFrames(
            itemFrames(Self.rowLayout(group, count: 3), count: 3),
            [rect(0, 0, 187.5, 60), rect(187.5, 0, 187.5, 60), rect(0, 60, 187.5, 60)])
    }

    @Test func zeroWidthItemsDoNotLoopForever() {
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [Self.item(.absolute(0), .absolute(50))])
        #expect(itemFrames(Self.rowLayout(group, count: 2), count: 2) == [rect(0, 0, 0, 50), rect(0, 50, 0, 50)])
    }
}
